// The web fonts arrive after the first paint on a slow network. Until then the text is drawn in fallbacks matched
// to their metrics (styles/_fonts.scss), so when the fonts arrive the first screen does not move.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { PHONE, useSite } from '../support/browser.ts'

const site = useSite()
const ROUTES = ['/', '/aboutus', '/services/wedding', '/contactus', '/gallery', '/ta', '/ta/services/wedding', '/ta/contactus']

/**
 * Where every HTML element on the first screen starts, and the height of those that end on it too (the page and
 * its long sections go on below, where a line more or less moves nothing the visitor sees). SVG drawings left out.
 */
const firstScreen = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('body *')].flatMap((element, index) => {
      if (!(element instanceof HTMLElement)) return []
      const box = element.getBoundingClientRect()
      if (box.top >= innerHeight || box.height === 0) return []
      const height = box.bottom <= innerHeight ? Math.round(box.height) : null
      return [{ index, element: `${element.tagName.toLowerCase()}.${element.className}`, top: Math.round(box.top), height }]
    }),
  )

describe('font swap', () => {
  it.each(ROUTES)('%s: the first screen does not move when the fonts arrive after the first paint', async (route) => {
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    // Scripts off: only the fonts change between the two pictures of the page.
    const { page } = await site.open(
      route,
      { ...PHONE, javaScriptEnabled: false },
      async (p) => {
        // The sum of the page's layout shifts (what CLS adds up), in window.layoutShift.
        await p.addInitScript(() => {
          const page = window as unknown as { layoutShift: number }
          page.layoutShift = 0
          new PerformanceObserver((list) =>
            list.getEntries().forEach((entry) => (page.layoutShift += (entry as unknown as { value: number }).value)),
          ).observe({
            type: 'layout-shift',
            buffered: true,
          })
        })
        await p.route('**/*.woff2', async (request) => {
          await held
          await request.continue()
        })
      },
      'domcontentloaded',
    )
    // Drawn in the matched fallbacks (on a busy machine the first drawing may take more than a moment), no web font yet.
    const loadedFaces = () =>
      page.evaluate(() => [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family.replace(/"/g, '')))
    await expect.poll(async () => (await loadedFaces()).some((family) => /^Mulish Fallback/.test(family)), { timeout: 10_000 }).toBe(true)
    await page.waitForTimeout(300)
    const drawnWith = await loadedFaces()
    expect(drawnWith.some((family) => /^(Mulish Variable|Marcellus|Thoranam Tamil)$/.test(family))).toBe(false)
    const before = await firstScreen(page)
    release()
    await page.evaluate(() => document.fonts.ready)
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.fonts].some((face) => face.family.replace(/"/g, '') === 'Mulish Variable' && face.status === 'loaded'),
        ),
      )
      .toBe(true)
    await page.waitForTimeout(200)
    const after = await firstScreen(page)
    expect(after.map((box) => box.index)).toEqual(before.map((box) => box.index))
    const moved = after.filter(
      (box, i) => Math.abs(box.top - before[i].top) > 1 || Math.abs((box.height ?? 0) - (before[i].height ?? 0)) > 1,
    )
    expect(
      moved.map(
        (box) => `${box.element}: ${before[after.indexOf(box)].top}+${before[after.indexOf(box)].height} -> ${box.top}+${box.height}`,
      ),
    ).toEqual([])
    expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBeLessThan(0.001)
    await page.context().close()
  })
})
