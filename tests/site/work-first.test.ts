// The work before the words: a family on a phone sees what the business makes early. On every service page a row
// of the page's pictures is wholly within the first two screens, and the gallery's first screen shows a picture,
// in both editions at 360 and 390 px. And where a page's work ends, a quote button is there at tablet and desktop
// widths too (on phones the reach bar is always there: tests/site/reach-bar.test.ts). Chromium, built site.
import { describe, expect, it } from 'vitest'
import { localizePath, type Locale } from '../../content/editions.ts'
import { useSite } from '../support/browser.ts'
import { loadPages } from '../support/content.ts'

const site = useSite()
const EDITIONS: Locale[] = ['en', 'ta']
const WIDTHS = [360, 390]
const HEIGHT = 780
const phone = (width: number) => ({ viewport: { width, height: HEIGHT }, isMobile: true, hasTouch: true, reducedMotion: 'reduce' as const })
/** Every service page with rows of pictures (from the content files: a new page is checked at once). */
const SERVICE_PAGES = loadPages()
  .map((page) => page.frontmatter)
  .filter((page) => page.canonical.split('/').length === 4 && page.canonical.startsWith('/services/') && page.galleries?.length)
  .map((page) => page.canonical)

/** Where the first picture matching `selector` (the page's own content, not its banner) starts and ends, from the top of the page. Runs in the page. */
const firstPicture = (selector: string) => {
  const image = document.querySelector(selector)
  if (!image) return undefined
  const box = image.getBoundingClientRect()
  return { top: Math.round(box.top + scrollY), bottom: Math.round(box.bottom + scrollY) }
}

describe('pictures early on phones', () => {
  it.each(EDITIONS.flatMap((locale) => WIDTHS.map((width) => [locale, width] as const)))(
    '%s at %i px: every service page shows a picture of its work within its first two screens',
    { timeout: 300_000 },
    async (locale, width) => {
      const context = await site.browser.newContext(phone(width))
      const page = await context.newPage()
      const late: string[] = []
      for (const path of SERVICE_PAGES.map((path) => localizePath(path, locale))) {
        await page.goto(site.base + path, { waitUntil: 'load' })
        const picture = await page.evaluate(firstPicture, 'main .page-body img')
        if (!picture || picture.bottom > 2 * HEIGHT) late.push(`${path}: first picture at ${picture?.top}-${picture?.bottom} px`)
      }
      expect(late).toEqual([])
      await context.close()
    },
  )

  it.each(EDITIONS.flatMap((locale) => WIDTHS.map((width) => [localizePath('/gallery', locale), width] as const)))(
    '%s at %i px: the first screen shows a picture',
    async (path, width) => {
      const { page } = await site.open(path, phone(width))
      const picture = await page.evaluate(firstPicture, 'main .gallery img')
      expect(picture?.bottom).toBeLessThanOrEqual(HEIGHT)
      await page.context().close()
    },
  )
})

describe('a quote button where the work ends, on wider screens', () => {
  // The pages that show the business's work: the event and service pages, the gallery, the about page.
  const WORK_PAGES = ['/aboutus', '/gallery', '/services/wedding', '/services/wedding/decoration']
  it.each(
    EDITIONS.flatMap((locale) =>
      [768, 1024, 1280].flatMap((width) => WORK_PAGES.map((path) => [localizePath(path, locale), width] as const)),
    ),
  )('%s at %i px: a quote button follows the last picture', async (path, width) => {
    const { page } = await site.open(path, { viewport: { width, height: 900 } })
    const place = await page.evaluate(() => {
      const pictures = [...document.querySelectorAll('main img')]
      const last = pictures.at(-1)?.getBoundingClientRect()
      const quote = [...document.querySelectorAll<HTMLAnchorElement>('main a[href*="/contactus"]')].find((link) =>
        /#enquiry$/.test(link.getAttribute('href') ?? ''),
      )
      const box = quote?.getBoundingClientRect()
      return {
        quote: !!quote && quote.checkVisibility(),
        afterLastPicture: !!box && !!last && box.top >= last.bottom - 1,
        // Close to it: within a screen of the last picture.
        near: !!box && !!last && box.top - last.bottom < innerHeight,
      }
    })
    expect(place).toEqual({ quote: true, afterLastPicture: true, near: true })
    await page.context().close()
  })
})
