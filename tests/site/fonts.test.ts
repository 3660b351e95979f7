// The web fonts never compete with the first screen and never move text already drawn. The first page of a visit
// is drawn in fallbacks matched to the web fonts' metrics (styles/_fonts.scss) and fetches the web fonts only once
// it has loaded, without swapping them in; the next page in that tab draws with them from its first paint.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { PHONE, useSite } from '../support/browser.ts'

const site = useSite()
const WEB_FONTS = /^(Marcellus|Mulish Variable|Thoranam Tamil)$/
const PAIRS = [
  ['/', '/services/wedding'],
  ['/aboutus', '/contactus'],
  ['/gallery', '/'],
  ['/ta', '/ta/services/wedding'],
  ['/ta/contactus', '/ta/gallery'],
] as const

/** The sum of the page's layout shifts (what CLS adds up), in window.layoutShift. */
const countShifts = () => {
  const page = window as unknown as { layoutShift: number }
  page.layoutShift = 0
  new PerformanceObserver((list) =>
    list.getEntries().forEach((entry) => (page.layoutShift += (entry as unknown as { value: number }).value)),
  ).observe({
    type: 'layout-shift',
    buffered: true,
  })
}

/** The families the page's headings and text are drawn in (the first of each list that is loaded). */
const drawnIn = (page: Page) =>
  page.evaluate(() => {
    const first = (selector: string) => {
      const element = document.querySelector(selector)
      if (!element) return null
      const families = getComputedStyle(element)
        .fontFamily.split(',')
        .map((family) => family.trim().replace(/"/g, ''))
      return (
        families.find((family) =>
          [...document.fonts].some((face) => face.family.replace(/"/g, '') === family && face.status === 'loaded'),
        ) ?? families.at(-1)
      )
    }
    return { heading: first('h1'), text: first('main p') }
  })

describe('web fonts', () => {
  it.each(PAIRS)(
    '%s, the first page of a visit: drawn in the fallbacks, fetches the web fonts after loading and keeps its fallbacks; then %s draws with them from its first paint',
    async (first, next) => {
      const fetched: { url: string; afterLoad: boolean }[] = []
      let loaded = false
      const { page } = await site.open(first, PHONE, async (p) => {
        await p.addInitScript(countShifts)
        p.on('load', () => (loaded = true))
        p.on('request', (request) => {
          if (request.url().endsWith('.woff2')) fetched.push({ url: request.url(), afterLoad: loaded })
        })
      })
      // The web fonts: fetched, none before the load event, and not drawn with on this page.
      await expect
        .poll(() =>
          page.evaluate(() => [...document.fonts].some((face) => /Mulish Variable/.test(face.family) && face.status === 'loaded')),
        )
        .toBe(true)
      expect(fetched.length).toBeGreaterThan(0)
      expect(fetched.filter((font) => !font.afterLoad)).toEqual([])
      await page.waitForTimeout(300)
      const drawn = await drawnIn(page)
      expect(drawn.heading).toMatch(/Fallback/)
      expect(drawn.text).toMatch(/Fallback/)
      expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBeLessThan(0.001)

      // The next page in the same tab: the web fonts from the first paint, and nothing moves.
      fetched.length = 0
      await page.goto(site.base + next)
      await page.waitForSelector('html[data-ready]', { state: 'attached' })
      expect(await page.evaluate(() => document.documentElement.classList.contains('web-fonts'))).toBe(true)
      const next_ = await drawnIn(page)
      expect(next_.heading).toMatch(WEB_FONTS)
      expect(next_.text).toMatch(WEB_FONTS)
      expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBeLessThan(0.001)
      await page.context().close()
    },
  )

  it.each(['/', '/ta/gallery'])('%s without scripts: drawn in the fallbacks, and no web font is downloaded', async (route) => {
    const fetched: string[] = []
    const { page } = await site.open(route, { ...PHONE, javaScriptEnabled: false }, async (p) => {
      p.on('request', (request) => {
        if (request.url().endsWith('.woff2')) fetched.push(request.url())
      })
    })
    await page.waitForLoadState('networkidle')
    expect(fetched).toEqual([])
    const drawn = await drawnIn(page)
    expect(drawn.heading).toMatch(/Fallback/)
    await page.context().close()
  })
})
