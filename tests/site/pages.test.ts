// Every route's built page: its own title, description and canonical, landmarks, one h1, alt text and sizes.
import { describe, expect, it } from 'vitest'
import { loadPages } from '../support/content.ts'
import { ROUTES } from '../support/routes.ts'
import { documentOf, siteOrigin as origin } from '../support/site.ts'

const pages = loadPages()
const pageFor = (route: string) => pages.find((p) => p.frontmatter.canonical === route || p.frontmatter.aliases?.includes(route))!
const textsOf = (document: Document, selector: string) => [...document.querySelectorAll(selector)].map((element) => element.textContent)

// Read from the built files: all of it is in the HTML before any script runs. (Each page's scripts running without
// an error is checked with axe, in accessibility.test.ts.)
describe('every route', () => {
  it.for(ROUTES)('%s answers with its own head tags, landmarks and one h1', (route) => {
    const document = documentOf(route)
    const attribute = (selector: string, name: string) => document.querySelector(selector)?.getAttribute(name)
    const { frontmatter } = pageFor(route)
    expect(document.title).toBe(frontmatter.title)
    expect(attribute('meta[name="description"]', 'content')).toBe(frontmatter.description)
    expect(attribute('link[rel="canonical"]', 'href')).toBe(origin + frontmatter.canonical)
    expect(attribute('meta[property="og:url"]', 'content')).toBe(origin + frontmatter.canonical)
    expect(attribute('meta[property="og:title"]', 'content')).toBe(frontmatter.title)
    expect(attribute('meta[property="og:image"]', 'content')).toMatch(new RegExp(`^${origin}/images/.+\\.(jpg|png)$`))
    expect(textsOf(document, 'h1')).toEqual([frontmatter.heading])
    for (const landmark of ['header', 'main', 'footer', 'nav[aria-label="Main"]'])
      expect(document.querySelectorAll(landmark).length, landmark).toBe(1)
    if (frontmatter.breadcrumb) {
      expect(textsOf(document, 'nav[aria-label="Breadcrumb"] ol > li')).toEqual(frontmatter.breadcrumb.map((crumb) => crumb.label))
      const jsonLd = textsOf(document, 'script[type="application/ld+json"]')
      expect(jsonLd.flatMap((text) => JSON.parse(text!)['@graph'].map((node: { '@type': string }) => node['@type']))).toContain(
        'BreadcrumbList',
      )
    }
    // Every image has alt text and a reserved size.
    for (const image of document.querySelectorAll('main img')) {
      expect(image.getAttribute('alt')?.length).toBeGreaterThan(4)
      expect(Number(image.getAttribute('width'))).toBeGreaterThan(0)
      expect(Number(image.getAttribute('height'))).toBeGreaterThan(0)
    }
  })

  it('/home shows the home page with its canonical pointing to /', () => {
    expect(documentOf('/home').querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${origin}/`)
  })
})
