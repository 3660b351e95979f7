// What a phone on a slow network waits for before the first screen (build-steps/first-screen.mjs, `npm run perf`):
// the page and its first picture. Every built page carries the rules it is drawn with and fetches no stylesheet,
// font or script before it; in the browser, nothing but pictures is fetched before the largest paint.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { DESKTOP, PHONE, useSite } from '../support/browser.ts'
import { builtRoutes, distClient, htmlOf } from '../support/site.ts'

const site = useSite()
const ROUTES = builtRoutes()
/** One page of each kind, both editions (as `npm run perf` measures them). */
const KINDS = [
  '/',
  '/aboutus',
  '/gallery',
  '/contactus',
  '/vendor',
  '/review',
  '/services/wedding',
  '/services/engagement/engagement-photography',
  '/contactus/thanks',
  '/privacy',
]
/** The same kinds in both editions. */
const KINDS_BOTH = [...KINDS, ...KINDS.map((route) => (route === '/' ? '/ta' : `/ta${route}`))]

describe('every page, as built', () => {
  it.each(ROUTES)(
    '%s: the head starts with the viewport, the first picture and the inlined rules; no stylesheet, font or script is fetched before the first screen',
    (route) => {
      const html = htmlOf(route)
      const head = html.slice(html.indexOf('<head>') + 6, html.indexOf('</head>')).trim()
      expect(head).toMatch(/^<meta charset="UTF-8" ?\/?><meta name="viewport"[^>]*>(<link rel="preload" as="image"[^>]*>)?<style>/)
      // The whole stylesheet, for browsers without scripts only; no font preloaded, no script file in the page.
      const withoutNoscript = html.replace(/<noscript[\s\S]*?<\/noscript>/g, '')
      expect(withoutNoscript).not.toMatch(/<link[^>]*rel="stylesheet"/)
      expect(html).not.toMatch(/<link[^>]*as="font"/)
      expect(html).not.toMatch(/<script[^>]*\ssrc=/)
      // The page's script is fetched from the inlined one once the page has loaded.
      const inlined = html.match(/<script>(\{[^<]*\})<\/script>/)?.[1] ?? ''
      expect(inlined).toMatch(/import\("\/assets\/entries\/[^"]+\.js"\)/)
      expect(inlined).toContain('addEventListener("load"')
      // The whole stylesheet that follows declares no font face: one that did would make the browser style and lay
      // out the whole page again once it arrives, every line reshaped (on a phone, a Tamil page froze for 0.3-0.7 s).
      // The inlined rules declare every face the edition's rules name.
      const later = [...(html.match(/<noscript data-later-styles>([\s\S]*?)<\/noscript>/)?.[1] ?? '').matchAll(/href="([^"]+\.css)"/g)].map(
        (m) => m[1],
      )
      expect(later.length).toBeGreaterThan(0)
      for (const href of later) expect(fs.readFileSync(path.join(distClient, href), 'utf8')).not.toContain('@font-face')
    },
  )
})

describe.concurrent('in the browser, once the whole stylesheet has arrived', () => {
  it.for(['/', '/ta', '/ta/services/engagement/engagement-photography'])(
    '%s: each font face is declared once (the page is not laid out again for new ones)',
    async (route, { expect }) => {
      const { page } = await site.open(route, PHONE)
      await page.waitForFunction(() =>
        [...document.querySelectorAll('head > link[rel="stylesheet"]')].some((link) => (link as HTMLLinkElement).sheet),
      )
      const faces = await page.evaluate(() => [...document.fonts].map((face) => `${face.family} ${face.weight} ${face.unicodeRange}`))
      expect(faces.length).toBeGreaterThan(0)
      expect(faces.filter((face, i) => faces.indexOf(face) !== i)).toEqual([])
      await page.context().close()
    },
  )
})

describe.concurrent('in the browser, on a phone', () => {
  it.for(KINDS_BOTH)('%s: only the page and pictures are fetched before its largest paint', async (route, { expect }) => {
    // The largest paint's time is when the page painted it (paintTime), not when the screen showed it (startTime,
    // the presentation): on a loaded machine the display lags the paint by a few hundred ms, and a fetch started in
    // that lag no longer competes with the first screen, already painted. (Where a browser reports no paintTime,
    // the presentation stands in for it.)
    const { page } = await site.open(route, PHONE, (p) =>
      p.addInitScript(() => {
        const page = window as unknown as { lcp: number }
        new PerformanceObserver((list) =>
          list
            .getEntries()
            .forEach((entry) => (page.lcp = (entry as PerformanceEntry & { paintTime?: number }).paintTime ?? entry.startTime)),
        ).observe({ type: 'largest-contentful-paint', buffered: true })
      }),
    )
    const { lcp, before } = await page.evaluate(() => {
      const lcp = (window as unknown as { lcp: number }).lcp
      const before = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime < lcp)
        .map((entry) => `${(entry as PerformanceResourceTiming).initiatorType} ${new URL(entry.name).pathname}`)
      return { lcp, before }
    })
    expect(lcp, 'a largest paint is reported').toBeGreaterThan(0)
    // (Besides the pictures, only the speculation rules the page's header names: 1 KB, read by the browser itself.)
    expect(
      before.filter(
        (request) =>
          !/^(img|link|css) \/images\//.test(request) && !/^img \/favicon/.test(request) && request !== 'other /speculation-rules.json',
      ),
    ).toEqual([])
    await page.context().close()
  })
})

/**
 * Every element's box and the look a visitor sees (colours, type, whether it shows), in document order: what the
 * rules in force draw. The same page snapshotted twice differs only where the rules differ.
 */
function drawn() {
  const describe = (element: Element) => {
    const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30)
    return `<${element.nodeName.toLowerCase()}${element.className && typeof element.className === 'string' ? ` class="${element.className}"` : ''}>${text ? ` "${text}"` : ''}`
  }
  return [...document.body.querySelectorAll('*')].map((element) => {
    const box = element.getBoundingClientRect()
    const style = getComputedStyle(element)
    const look = [
      style.display,
      style.visibility,
      style.opacity,
      style.color,
      style.backgroundColor,
      style.fontFamily,
      style.fontSize,
      style.fontWeight,
    ]
    return {
      element: describe(element),
      drawn: `${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}×${Math.round(box.height)} ${look.join(' ')}`,
    }
  })
}

describe.concurrent("drawn with the page's own inlined rules, as it is first painted", () => {
  const devices = { phone: PHONE, desktop: DESKTOP }
  it.for(KINDS_BOTH.flatMap((route) => (['phone', 'desktop'] as const).map((device) => [route, device] as const)))(
    '%s on a %s: every element is drawn as the whole stylesheet draws it (no rule the page uses is left to the later one)',
    async ([route, device], { expect }) => {
      // The page's script is held back: it is what adds the whole stylesheet (and starts the widgets, whose states
      // only the whole stylesheet styles).
      const { page } = await site.open(route, devices[device], (p) => p.route('**/assets/entries/**', () => {}), 'domcontentloaded')
      await page.waitForLoadState('load')
      await page.evaluate(() => document.fonts.ready)
      // Every part drawn, far ones too: a part the browser skips while far from the screen keeps a placeholder size,
      // measured for the page's rules, not for the inlined or the whole ones.
      await page.addStyleTag({ content: '*{content-visibility:visible!important}' })
      const first = await page.evaluate(drawn)
      const later = await page.evaluate(() => document.querySelector('noscript[data-later-styles]')?.textContent ?? '')
      for (const [, href] of later.matchAll(/href="([^"]+)"/g)) await page.addStyleTag({ url: href })
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
      const whole = await page.evaluate(drawn)
      expect(whole.length).toBe(first.length)
      const differences = first
        .map((before, i) => ({ before, after: whole[i] }))
        .filter(({ before, after }) => before.drawn !== after.drawn)
        .map(({ before, after }) => `${before.element}: ${before.drawn} → ${after.drawn}`)
      expect(differences.slice(0, 10)).toEqual([])
      await page.context().close()
    },
  )
})
