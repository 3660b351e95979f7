// The real content: valid, complete against the spec's route table, with the spec's tiles and galleries.
import { describe, expect, it } from 'vitest'
import navigation from '../../content/data/navigation.yaml'
import { ALL_ROUTES, SERVICES_PAGES, TILE_TARGETS } from '../support/spec.ts'
import { loadPages } from '../support/content.ts'

const pages = loadPages()
const byUrl = new Map(pages.map((page) => [page.frontmatter.canonical, page]))
const imageCount = (url: string) => byUrl.get(url)!.frontmatter.galleries!.reduce((sum, row) => sum + row.images.length, 0)

describe('content/pages', () => {
  it('answers exactly the routes of the spec (plus the not-found page)', () => {
    const urls = pages.flatMap((page) => [page.frontmatter.canonical, ...(page.frontmatter.aliases ?? [])])
    expect(urls.filter((url) => url !== '/404').sort()).toEqual([...ALL_ROUTES].sort())
  })

  it('has a unique title and a unique description on every page', () => {
    const titles = pages.map((page) => page.frontmatter.title)
    const descriptions = pages.map((page) => page.frontmatter.description)
    expect(new Set(titles).size).toBe(titles.length)
    expect(new Set(descriptions).size).toBe(descriptions.length)
  })

  it('gives every event page its tiles, targets exactly as the business gave them', () => {
    for (const [url, targets] of Object.entries(TILE_TARGETS)) {
      expect(byUrl.get(url)!.frontmatter.tiles!.map((tile) => tile.target), url).toEqual(targets)
    }
  })

  it('gives every /services page a banner heading, a breadcrumb back to Home and an intro', () => {
    for (const url of SERVICES_PAGES) {
      const { frontmatter } = byUrl.get(url)!
      expect(frontmatter.breadcrumb?.[0], url).toEqual({ label: 'Home', href: '/' })
      expect(frontmatter.breadcrumb?.at(-1)?.href, url).toBeUndefined()
      expect(frontmatter.intro, url).toBeTruthy()
    }
  })

  it('gives every service page several headed sections and rows of 3 to 6 images', () => {
    const servicePages = SERVICES_PAGES.filter((url) => url.split('/').length === 4 && url !== '/services/wedding/photography')
    for (const url of servicePages) {
      const page = byUrl.get(url)!
      expect(page.body.match(/^## /gm)?.length ?? 0, url).toBeGreaterThanOrEqual(2)
      expect(page.frontmatter.galleries?.length, url).toBeGreaterThanOrEqual(1)
    }
  })

  it('shows 24 images on the engagement photography page', () => {
    expect(imageCount('/services/engagement/engagement-photography')).toBe(24)
  })

  it('makes the wedding photography page a banner, intro and six photos only', () => {
    const page = byUrl.get('/services/wedding/photography')!
    expect(page.frontmatter.banner).toBeDefined()
    expect(page.frontmatter.intro).toBeTruthy()
    expect(imageCount('/services/wedding/photography')).toBe(6)
    expect(page.body.trim()).toBe('')
  })

  it('uses #1995AD check marks on the engagement mehndi page', () => {
    expect(byUrl.get('/services/engagement/mehndi')!.body).toContain('<CheckList color="#1995AD">')
  })

  it('links every photography page from /services/photo', () => {
    const photoPages = SERVICES_PAGES.filter((url) => /photography$/.test(url))
    expect(byUrl.get('/services/photo')!.frontmatter.tiles!.map((tile) => tile.target).sort()).toEqual(photoPages.sort())
  })

  it('keeps the thank-you pages out of search engines', () => {
    expect(byUrl.get('/contactus/thanks')!.frontmatter.noindex).toBe(true)
    expect(byUrl.get('/vendors/thanks')!.frontmatter.noindex).toBe(true)
  })
})

describe('content/data/navigation.yaml', () => {
  it('has exactly the header navigation of the spec', () => {
    const { header } = navigation
    expect(header.home).toEqual({ label: 'Home', href: '/' })
    expect(header.servicesLabel).toBe('Our Service')
    expect(header.services).toEqual([
      { label: 'Babyshower', href: '/services/babyshower' },
      { label: 'Birthday Celebration', href: '/services/birthday' },
      { label: 'Engagement', href: '/services/engagement' },
      { label: 'Housewarming', href: '/services/housewarming' },
      { label: 'Puberty', href: '/services/puberty' },
      { label: 'Wedding Event', href: '/services/wedding' },
    ])
    expect(header.links.map((link) => `${link.label} ${link.href}`)).toEqual([
      'Vendor /vendor',
      'Our Gallery /gallery',
      'About Us /aboutus',
      'Contact Us /contactus',
    ])
    expect(header.cta).toEqual({ label: 'Get Quotation', href: '/contactus' })
  })

  it('links the footer to the pages the spec lists', () => {
    const hrefs = navigation.footer.flatMap((column) => column.links.map((link) => link.href))
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/', '/aboutus', '/gallery', '/contactus', '/vendor',
        '/services/wedding', '/services/puberty', '/services/birthday',
        '/services/engagement/engagement-decoration', '/services/engagement/engagement-photography',
        '/services/engagement/makeup', '/services/engagement/mehndi', '/services/engagement/entertainment',
        '/services/engagement/return-gifts',
        '/services/baby-shower/decoration', '/services/baby-shower/photography', '/services/baby-shower/return-gifts',
        '/services/housewarming/decoration', '/services/housewarming/photography',
        '/services/housewarming/housewarming-entertainment', '/services/housewarming/housewarming-return-gifts',
      ]),
    )
    for (const href of hrefs) expect(ALL_ROUTES, href).toContain(href)
  })
})
