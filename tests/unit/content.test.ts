// The real content keeps the site's rules: the specification's routes and fixed pages are there, every tile and
// menu link leads to a page (or to a path kept on purpose), titles and descriptions are each a page's own. What
// editors may change (pages added in the editor, menu words, how many tiles or pictures) is read from content/,
// never frozen here: tests/unit/editor-changes.test.ts makes such changes on a copy and runs these checks.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { contentDir, keptBrokenLinks } from '../../build-steps/content-loader.ts'
import { pagePaths } from '../../build-steps/page-links.ts'
import type { Navigation } from '../../content/schema.ts'
import { KEPT_TILE_TARGETS, SPEC_FOOTER, SPEC_HEADER, SPEC_ROUTES, SPEC_SERVICES_PAGES } from '../support/spec.ts'
import { ROUTES, SERVICES_PAGES } from '../support/routes.ts'
import { loadPages } from '../support/content.ts'

const pages = loadPages()
const byUrl = new Map(pages.map((page) => [page.frontmatter.canonical, page]))
const navigation = parse(fs.readFileSync(path.join(contentDir, 'data/navigation.yaml'), 'utf8')) as Navigation
const kept = new Set(keptBrokenLinks().map((link) => link.path))
const answered = pagePaths(contentDir)
/** A link leads somewhere: to a page of the site, or to a path kept on purpose (known-broken-links.yaml). */
const leadsSomewhere = (href: string) => answered.has(href) || kept.has(href)

describe('content/pages', () => {
  it('answers every route of the spec (and any page added since)', () => {
    expect(SPEC_ROUTES.filter((route) => !ROUTES.includes(route))).toEqual([])
  })

  it('has a unique title and a unique description on every page', () => {
    const titles = pages.map((page) => page.frontmatter.title)
    const descriptions = pages.map((page) => page.frontmatter.description)
    expect(titles.filter((title, i) => titles.indexOf(title) !== i)).toEqual([])
    expect(descriptions.filter((description, i) => descriptions.indexOf(description) !== i)).toEqual([])
  })

  it('leads every tile to a page, or to a path kept on purpose', () => {
    for (const page of pages) {
      for (const tile of page.frontmatter.tiles ?? [])
        expect(leadsSomewhere(tile.target), `${page.frontmatter.canonical}: ${tile.target}`).toBe(true)
    }
  })

  it('keeps the tile paths the spec asks for as they were given, on purpose, each offering its real page', () => {
    expect(KEPT_TILE_TARGETS.filter((target) => !kept.has(target))).toEqual([])
    for (const link of keptBrokenLinks()) expect(answered.has(link.page), link.path).toBe(true)
  })

  it("gives every /services page a banner heading and a breadcrumb back to Home, and the spec's pages their intro", () => {
    for (const url of SERVICES_PAGES) {
      const { frontmatter } = byUrl.get(url)!
      expect(frontmatter.breadcrumb?.[0], url).toEqual({ label: 'Home', href: '/' })
      expect(frontmatter.breadcrumb?.at(-1)?.href, url).toBeUndefined()
    }
    for (const url of SPEC_SERVICES_PAGES) expect(byUrl.get(url)!.frontmatter.intro, url).toBeTruthy()
  })

  it('gives every service page of the spec several headed sections and rows of pictures', () => {
    const servicePages = SPEC_SERVICES_PAGES.filter((url) => url.split('/').length === 4 && url !== '/services/wedding/photography')
    for (const url of servicePages) {
      const page = byUrl.get(url)!
      expect(page.body.match(/^## /gm)?.length ?? 0, url).toBeGreaterThanOrEqual(2)
      expect(page.frontmatter.galleries?.length, url).toBeGreaterThanOrEqual(1)
    }
  })

  it('makes the wedding photography page a banner, an intro and photos', () => {
    const page = byUrl.get('/services/wedding/photography')!
    expect(page.frontmatter.banner).toBeDefined()
    expect(page.frontmatter.intro).toBeTruthy()
    expect(page.frontmatter.galleries?.flatMap((row) => row.images).length).toBeGreaterThan(0)
  })

  it('uses #1995AD check marks on the engagement mehndi page', () => {
    expect(byUrl.get('/services/engagement/mehndi')!.body).toContain('<CheckList color="#1995AD">')
  })

  it('links every photography page of the spec from /services/photo, and only to pages', () => {
    const targets = byUrl.get('/services/photo')!.frontmatter.tiles!.map((tile) => tile.target)
    expect(SPEC_SERVICES_PAGES.filter((url) => /photography$/.test(url) && !targets.includes(url))).toEqual([])
    expect(targets.filter((target) => !answered.has(target))).toEqual([])
  })

  it('keeps the thank-you pages out of search engines', () => {
    expect(byUrl.get('/contactus/thanks')!.frontmatter.noindex).toBe(true)
    expect(byUrl.get('/vendors/thanks')!.frontmatter.noindex).toBe(true)
  })
})

describe('content/data/navigation.yaml', () => {
  it('leads the header where the spec says, in its order, whatever the words', () => {
    const { header } = navigation
    expect(header.home.href).toBe(SPEC_HEADER.home)
    expect(header.services.map((link) => link.href)).toEqual(expect.arrayContaining(SPEC_HEADER.services))
    expect(header.links.map((link) => link.href).filter((href) => SPEC_HEADER.links.includes(href))).toEqual(SPEC_HEADER.links)
    expect(header.cta.href).toBe(SPEC_HEADER.cta)
    for (const link of [header.home, ...header.services, ...header.links, header.cta]) {
      expect(link.label.trim(), link.href).not.toBe('')
      expect(leadsSomewhere(link.href), link.href).toBe(true)
    }
  })

  it('links the footer to the pages the spec lists, and only to pages', () => {
    const hrefs = navigation.footer.flatMap((column) => column.links.map((link) => link.href))
    expect(SPEC_FOOTER.filter((href) => !hrefs.includes(href))).toEqual([])
    for (const href of hrefs) expect(answered.has(href), href).toBe(true)
  })
})
