// What search engines see in the built HTML of both editions: titles, descriptions (lengths in visible
// characters), one h1, canonicals equal to the sitemap, noindex where it belongs, robots.txt.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { visibleLength } from '../../content/schema.ts'
import { pagesWaitingForTranslation } from '../../build-steps/translations.ts'
import { ROUTES as ENGLISH_ROUTES, TA_ROUTES } from '../support/routes.ts'
import { distClient, htmlOf } from '../support/site.ts'

const ALL_ROUTES = [...ENGLISH_ROUTES, ...TA_ROUTES]
/** Tamil pages that show a word of a new English item still in English stay out of search engines until translated. */
const WAITING = pagesWaitingForTranslation()
const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
const head = (route: string) => {
  const html = htmlOf(route)
  return {
    title: decode(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? ''),
    description: decode(html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? ''),
    canonical: html.match(/<link rel="canonical" href="([^"]*)"/)?.[1],
    robots: html.match(/<meta name="robots" content="([^"]*)"/)?.[1],
    h1s: html.match(/<h1[\s>]/g)?.length ?? 0,
  }
}
/**
 * The pages search engines are given: not /home (the home page's alias), nor a page marked noindex (the thank-you
 * pages, a Tamil page still a draft in English, which shares its English page's title and description, and one
 * waiting for the translation of a new word).
 */
const INDEXED = ALL_ROUTES.filter((route) => !route.endsWith('/home') && head(route).robots !== 'noindex')
const sitemap = [...fs.readFileSync(path.join(distClient, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])

describe('findable', () => {
  it('gives every page a title of at most 60 characters, unique among indexed pages', () => {
    for (const route of ALL_ROUTES) expect(visibleLength(head(route).title), route).toBeLessThanOrEqual(60)
    const titles = INDEXED.map((route) => head(route).title)
    expect(titles.filter((title, i) => titles.indexOf(title) !== i)).toEqual([])
  })

  it('gives every page a description of 70 to 160 characters, unique among indexed pages', () => {
    for (const route of ALL_ROUTES) {
      const { description } = head(route)
      expect(visibleLength(description), route).toBeGreaterThanOrEqual(70)
      expect(visibleLength(description), route).toBeLessThanOrEqual(160)
    }
    const descriptions = INDEXED.map((route) => head(route).description)
    expect(descriptions.filter((description, i) => descriptions.indexOf(description) !== i)).toEqual([])
  })

  it('has exactly one h1 on every page, the 404 included', () => {
    for (const route of ALL_ROUTES) expect(head(route).h1s, route).toBe(1)
    expect(fs.readFileSync(path.join(distClient, '404.html'), 'utf8').match(/<h1[\s>]/g)).toHaveLength(1)
    expect(fs.readFileSync(path.join(distClient, 'ta/404.html'), 'utf8').match(/<h1[\s>]/g)).toHaveLength(1)
  })

  it('lists every indexable route in sitemap.xml with its absolute canonical, and nothing else', () => {
    expect(sitemap).toHaveLength(INDEXED.length)
    for (const route of INDEXED) {
      const { canonical } = head(route)
      expect(canonical, route).toMatch(/^https:\/\/[^/]+\//)
      expect(sitemap, route).toContain(canonical)
    }
  })

  it('keeps the thank-you pages and the 404 out of search engines', () => {
    for (const route of ['/contactus/thanks', '/vendors/thanks', '/ta/contactus/thanks', '/ta/vendors/thanks'])
      expect(head(route).robots).toBe('noindex')
    expect(fs.readFileSync(path.join(distClient, '404.html'), 'utf8')).toContain('<meta name="robots" content="noindex"')
    expect(fs.readFileSync(path.join(distClient, 'ta/404.html'), 'utf8')).toContain('<meta name="robots" content="noindex"')
    expect(head('/').robots).toBeUndefined()
    expect(head('/ta').robots).toBe(WAITING.includes('/ta') ? 'noindex' : undefined)
    for (const route of WAITING) expect(head(route).robots, route).toBe('noindex')
  })

  it('points robots.txt to the sitemap', () => {
    const robots = fs.readFileSync(path.join(distClient, 'robots.txt'), 'utf8')
    expect(robots).toMatch(/^Sitemap: https:\/\/.+\/sitemap\.xml$/m)
  })
})
