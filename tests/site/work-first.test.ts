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

// The gallery's filters on a phone are one row that scrolls sideways, its far end under a fade (so a cut chip shows
// there is more). By keyboard, Tab goes along the row: each chip is brought into the row's view, its focus ring drawn
// whole (not clipped by the row) and clear of the fade, at the normal text size and at 200 %, in both editions.
describe("the gallery's filter row by keyboard on a phone", () => {
  /** The focused element, if it is a filter chip: its box with its focus ring, the row's box and where the fade starts. Runs in the page. */
  const focusedChip = () => {
    const chip = document.activeElement as HTMLElement | null
    const row = chip?.closest<HTMLElement>('.gallery__filters')
    if (!chip || !row || !chip.matches('.gallery__filter')) return undefined
    const style = getComputedStyle(chip)
    const ring = style.outlineStyle === 'none' ? 0 : parseFloat(style.outlineWidth) + Math.max(0, parseFloat(style.outlineOffset))
    const box = chip.getBoundingClientRect()
    const rowBox = row.getBoundingClientRect()
    // The fade: the row's mask turns from opaque to transparent over its last px (mask-image: linear-gradient(to
    // right, #000 calc(100% - N px), transparent)); the mask lies on the row's box, not on what scrolls in it.
    const mask = getComputedStyle(row).maskImage || getComputedStyle(row).getPropertyValue('-webkit-mask-image')
    const fade = /calc\(100% - ([\d.]+)px\)/.exec(mask)
    return {
      index: [...row.querySelectorAll('.gallery__filter')].indexOf(chip),
      name: chip.textContent?.trim() ?? '',
      ring,
      left: Math.round(box.left - ring),
      right: Math.round(box.right + ring),
      top: Math.round(box.top - ring),
      bottom: Math.round(box.bottom + ring),
      rowLeft: Math.round(rowBox.left + row.clientLeft),
      rowRight: Math.round(rowBox.left + row.clientLeft + row.clientWidth),
      rowTop: Math.round(rowBox.top + row.clientTop),
      rowBottom: Math.round(rowBox.top + row.clientTop + row.clientHeight),
      sideways: getComputedStyle(row).overflowX,
      fadeStart: fade ? Math.round(rowBox.right - parseFloat(fade[1])) : undefined,
      screen: document.documentElement.clientWidth,
    }
  }
  /** Until the row and the page have stopped scrolling (two frames alike). Runs in the page. */
  const settled = async () => {
    const row = document.querySelector('.gallery__filters')
    const where = () => `${row?.scrollLeft} ${scrollX} ${scrollY}`
    for (let last = '', now = where(), frames = 0; frames < 60 && now !== last; frames++) {
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
      last = now
      now = where()
    }
  }

  it.each(
    EDITIONS.flatMap((locale) =>
      WIDTHS.flatMap((width) => [100, 200].map((percent) => [localizePath('/gallery', locale), width, percent] as const)),
    ),
  )(
    '%s at %i px with the text at %i per cent: Tab brings each chip into view, its focus ring whole and clear of the fade',
    async (path, width, percent) => {
      const { page } = await site.open(path, phone(width))
      await page.evaluate(async (size) => {
        document.documentElement.style.setProperty('font-size', `${size}%`)
        await new Promise((resolve) => setTimeout(resolve, 100))
        await document.fonts.ready
      }, percent)
      const chips = await page.locator('.gallery__filter').allTextContents()
      expect(chips.length).toBeGreaterThan(1)
      // From the start of the page's main part, Tab until the first chip.
      await page.evaluate(() => document.getElementById('main')?.focus())
      const problems: string[] = []
      const reached: string[] = []
      for (let presses = 0; presses < chips.length + 30 && reached.length < chips.length; presses++) {
        await page.keyboard.press('Tab')
        await page.evaluate(settled)
        const chip = await page.evaluate(focusedChip)
        if (!chip) {
          if (reached.length) break // past the row
          continue
        }
        reached.push(chip.name)
        const at = `"${chip.name}" (chip ${chip.index + 1} of ${chips.length})`
        if (chip.sideways !== 'auto' && chip.sideways !== 'scroll')
          problems.push(`the row does not scroll sideways (overflow-x: ${chip.sideways})`)
        if (chip.fadeStart === undefined) problems.push('the row has no fade at its end')
        if (!chip.ring) problems.push(`${at}: no focus ring`)
        if (chip.left < chip.rowLeft || chip.right > chip.rowRight)
          problems.push(`${at}: its ring spans ${chip.left}-${chip.right} px, the row shows ${chip.rowLeft}-${chip.rowRight} px`)
        if (chip.top < chip.rowTop || chip.bottom > chip.rowBottom)
          problems.push(`${at}: its ring spans ${chip.top}-${chip.bottom} px down, the row shows ${chip.rowTop}-${chip.rowBottom} px`)
        if (chip.left < 0 || chip.right > chip.screen)
          problems.push(`${at}: its ring spans ${chip.left}-${chip.right} px of a ${chip.screen} px screen`)
        if (chip.fadeStart !== undefined && chip.right > chip.fadeStart)
          problems.push(`${at}: its ring reaches ${chip.right} px, under the fade from ${chip.fadeStart} px`)
      }
      expect(reached).toEqual(chips.map((name) => name.trim()))
      expect([...new Set(problems)]).toEqual([])
      await page.context().close()
    },
  )
})
