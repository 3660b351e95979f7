// Every route in Chromium: its own title, description and canonical, landmarks, one h1, no errors.
import { describe, it } from 'vitest'
import { loadPages } from '../support/content.ts'
import { ROUTES } from '../support/routes.ts'
import { useSite } from '../support/browser.ts'

const site = useSite()
const origin = (process.env.VITE_SITE_URL || 'https://www.thoranamevents.in').replace(/\/$/, '')
const pages = loadPages()
const pageFor = (route: string) => pages.find((p) => p.frontmatter.canonical === route || p.frontmatter.aliases?.includes(route))!

// A few pages at a time (the site project's maxConcurrency), each in a fresh context.
describe.concurrent('every route', () => {
  it.for(ROUTES)('%s answers with its own head tags, landmarks and one h1', async (route, { expect }) => {
    const { page, errors } = await site.open(route)
    const { frontmatter } = pageFor(route)
    expect(await page.title()).toBe(frontmatter.title)
    expect(await page.getAttribute('meta[name="description"]', 'content')).toBe(frontmatter.description)
    expect(await page.getAttribute('link[rel="canonical"]', 'href')).toBe(origin + frontmatter.canonical)
    expect(await page.getAttribute('meta[property="og:url"]', 'content')).toBe(origin + frontmatter.canonical)
    expect(await page.getAttribute('meta[property="og:title"]', 'content')).toBe(frontmatter.title)
    expect(await page.getAttribute('meta[property="og:image"]', 'content')).toMatch(new RegExp(`^${origin}/images/.+\\.(jpg|png)$`))
    expect(await page.locator('h1').allTextContents()).toEqual([frontmatter.heading])
    for (const landmark of ['header', 'main', 'footer', 'nav[aria-label="Main"]']) expect(await page.locator(landmark).count(), landmark).toBe(1)
    if (frontmatter.breadcrumb) {
      const crumbs = page.locator('nav[aria-label="Breadcrumb"] ol > li')
      expect(await crumbs.allTextContents()).toEqual(frontmatter.breadcrumb.map((crumb) => crumb.label))
      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
      expect(jsonLd.flatMap((text) => JSON.parse(text)['@graph'].map((node: { '@type': string }) => node['@type']))).toContain('BreadcrumbList')
    }
    // Every image has alt text and a reserved size.
    const images = await page.locator('main img').evaluateAll((imgs) =>
      imgs.map((img) => ({ alt: img.getAttribute('alt'), width: img.getAttribute('width'), height: img.getAttribute('height') })),
    )
    for (const image of images) {
      expect(image.alt?.length).toBeGreaterThan(4)
      expect(Number(image.width)).toBeGreaterThan(0)
      expect(Number(image.height)).toBeGreaterThan(0)
    }
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('/home shows the home page with its canonical pointing to /', async ({ expect }) => {
    const { page } = await site.open('/home')
    expect(await page.getAttribute('link[rel="canonical"]', 'href')).toBe(`${origin}/`)
    await page.context().close()
  })
})
