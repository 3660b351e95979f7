// Every built page of both editions carries one JSON-LD @graph that is schema.org vocabulary (checked by
// tests/support/jsonLd.ts against schema-dts), whose references resolve, and that says who the business is.
import fs from 'node:fs'
import path from 'node:path'
import { parse as parseYaml } from 'yaml'
import { beforeAll, describe, expect, it } from 'vitest'
import { allPageFiles, checkPageSource } from '../../build-steps/content-check.ts'
import { pageAt } from '../support/content.ts'
import { danglingReferences, typesOf, vocabularyProblems, type PageGraph } from '../support/jsonLd.ts'
import { builtRoutes, distClient, siteOrigin as origin } from '../support/site.ts'

const site = parseYaml(fs.readFileSync(path.resolve(import.meta.dirname, '../../content/data/site.yaml'), 'utf8'))
const siteTa = parseYaml(fs.readFileSync(path.resolve(import.meta.dirname, '../../content/ta/data/site.yaml'), 'utf8'))
const pages = allPageFiles().map((file) => ({ frontmatter: checkPageSource(file, fs.readFileSync(file, 'utf8')) }))

/** Every built HTML page: the routes and the two not-found pages. */
const files = [
  ...builtRoutes().map((route) => ({ route, file: path.join(distClient, route, 'index.html') })),
  { route: '/404', file: path.join(distClient, '404.html') },
  { route: '/ta/404', file: path.join(distClient, 'ta/404.html') },
]

const scriptsOf = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1])
type Node = Record<string, any>
const graphs = new Map<string, Node[]>()
const frontmatterOf = (route: string) =>
  pages.find((p) => p.frontmatter.canonical === route || p.frontmatter.aliases?.includes(route))?.frontmatter
const isTamil = (route: string) => route === '/ta' || route.startsWith('/ta/')
const plainPath = (route: string) => (isTamil(route) ? route.slice(3) || '/' : route)
const kindOf = (route: string) => {
  const p = plainPath(route)
  if (p === '/' || p === '/home') return 'home'
  if (/^\/services\/[^/]+\/[^/]+$/.test(p)) return 'service'
  if (/^\/services\/[^/]+$/.test(p)) return p === '/services/photo' ? 'photography overview' : 'event'
  return p.slice(1)
}

describe('structured data on every page', () => {
  beforeAll(() => {
    for (const { route, file } of files) {
      const scripts = scriptsOf(fs.readFileSync(file, 'utf8'))
      expect(scripts, `${route}: one JSON-LD script`).toHaveLength(1)
      const value = JSON.parse(scripts[0])
      expect(value['@context'], route).toBe('https://schema.org')
      expect(Array.isArray(value['@graph']), `${route}: one @graph`).toBe(true)
      graphs.set(route, value['@graph'])
    }
  })

  it('covers every page of both editions', () => {
    expect(graphs.size).toBeGreaterThan(80)
    expect([...graphs.keys()].filter(isTamil).length * 2).toBe(graphs.size)
  })

  it('uses only schema.org types and properties, with values of the kinds the vocabulary allows', { timeout: 120_000 }, () => {
    const all: PageGraph[] = [...graphs].map(([source, graph]) => ({
      source,
      value: { '@context': 'https://schema.org', '@graph': graph },
    }))
    expect(vocabularyProblems(all)).toEqual([])
  })

  it('points only to @ids that exist in the same graph', () => {
    expect([...graphs].flatMap(([source, graph]) => danglingReferences({ source, value: graph }))).toEqual([])
  })

  it('names one business with one @id on every page, from site.yaml, with no reviews or FAQ markup', () => {
    for (const [route, graph] of graphs) {
      const business = graph.filter((node) => node['@type'] === 'LocalBusiness')
      expect(business, route).toHaveLength(1)
      const words = isTamil(route) ? { ...site, ...siteTa, address: { ...site.address, ...siteTa.address } } : site
      // The logo and picture are published encoded variants, never their source files.
      for (const picture of [business[0].logo, business[0].image])
        expect(fs.existsSync(path.join(distClient, new URL(picture).pathname)), `${route}: ${picture}`).toBe(true)
      expect(new URL(business[0].logo).pathname).toMatch(/^\/images\/brand\/logo-[0-9a-f]+-\d+\.png$/)
      expect(business[0], route).toMatchObject({
        '@id': `${origin}/#business`,
        name: words.name,
        telephone: site.phone,
        email: site.email,
        address: {
          streetAddress: words.address.street,
          addressLocality: words.address.locality,
          postalCode: site.address.postalCode,
          addressCountry: 'IN',
        },
        areaServed: [...words.baseCities, words.region].map((name) => expect.objectContaining({ name })),
        sameAs: site.social.map((profile: { url: string }) => profile.url),
        foundingDate: String(site.founded),
        founder: { '@type': 'Person', name: words.founder },
        contactPoint: { contactType: 'Customer Service', telephone: site.phone },
      })
      for (const banned of ['AggregateRating', 'Review', 'FAQPage', 'Question'])
        expect(typesOf(graph), `${route}: ${banned}`).not.toContain(banned)
    }
  })

  it('has the WebSite and the WebPage in the page language, with the page breadcrumb', () => {
    for (const [route, graph] of graphs) {
      const language = isTamil(route) ? 'ta-IN' : 'en-IN'
      const website = graph.find((node) => node['@type'] === 'WebSite')!
      expect(website, route).toMatchObject({
        name: isTamil(route) ? siteTa.name : site.name,
        alternateName: isTamil(route) ? site.name : siteTa.name,
        inLanguage: language,
      })
      const webPage = graph.find((node) => ['WebPage', 'AboutPage', 'ContactPage'].includes(node['@type']))!
      const frontmatter = frontmatterOf(route)
      expect(webPage, route).toMatchObject({ inLanguage: language, isPartOf: { '@id': website['@id'] }, name: frontmatter?.title })
      if (frontmatter?.breadcrumb) {
        const trail = graph.find((node) => node['@id'] === webPage.breadcrumb['@id'])!
        expect(trail['@type'], route).toBe('BreadcrumbList')
        expect(
          trail.itemListElement.map((item: Node) => item.name),
          route,
        ).toEqual(frontmatter.breadcrumb.map((crumb) => crumb.label))
        expect(trail.itemListElement.at(-1).item, route).toBe(origin + frontmatter.canonical)
      }
    }
    expect(graphs.get('/aboutus')!.map((node) => node['@type'])).toContain('AboutPage')
    expect(graphs.get('/ta/contactus')!.map((node) => node['@type'])).toContain('ContactPage')
  })

  it('describes the Service of every service page, provided by the business, in the page language', () => {
    const servicePages = [...graphs.keys()].filter((route) => kindOf(route) === 'service')
    expect(servicePages.length).toBeGreaterThan(50)
    for (const route of servicePages) {
      const service = graphs.get(route)!.find((node) => node['@type'] === 'Service')!
      const frontmatter = frontmatterOf(route)!
      expect(service, route).toMatchObject({
        name: frontmatter.heading,
        serviceType: frontmatter.breadcrumb!.at(-1)!.label,
        provider: { '@id': `${origin}/#business` },
      })
      expect(service.areaServed.length, route).toBeGreaterThan(1)
    }
    // A translated page names its service in its own words, not in the English page's.
    const tamil = pageAt('/ta/services/wedding/decoration').frontmatter
    const english = pageAt('/services/wedding/decoration').frontmatter
    const tamilService = graphs.get('/ta/services/wedding/decoration')!.find((node) => node['@type'] === 'Service')
    expect(tamilService).toMatchObject({ name: tamil.heading, serviceType: tamil.breadcrumb!.at(-1)!.label })
    expect([tamilService!.name, tamilService!.serviceType]).not.toContain(english.heading)
    expect(tamilService!.serviceType).not.toBe(english.breadcrumb!.at(-1)!.label)
  })

  it('lists the services of every event page, each at a page that exists', () => {
    for (const route of [...graphs.keys()].filter((r) => kindOf(r) === 'event' || kindOf(r) === 'photography overview')) {
      const list = graphs.get(route)!.find((node) => node['@type'] === 'ItemList')!
      const tiles = frontmatterOf(route)!.tiles!
      expect(
        list.itemListElement.map((item: Node) => item.name),
        route,
      ).toEqual(tiles.map((tile) => tile.title))
      for (const item of list.itemListElement) expect(graphs.has(new URL(item.url).pathname), `${route}: ${item.url}`).toBe(true)
    }
  })

  it('reports the types per kind of page', () => {
    const byKind = new Map<string, Set<string>>()
    for (const [route, graph] of graphs) {
      const kind = kindOf(route)
      const types = graph.map((node) => node['@type']).join(', ')
      byKind.set(kind, (byKind.get(kind) ?? new Set()).add(types))
    }
    const table = [...byKind].map(([kind, types]) => `${kind}: ${[...types].join(' | ')}`).sort()
    console.log(`JSON-LD types per page kind (${graphs.size} pages):\n  ${table.join('\n  ')}`)
    expect(table.length).toBeGreaterThan(5)
  })
})
