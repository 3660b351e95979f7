// What a phone on a slow network waits for before the first screen (build-steps/first-screen.mjs, `npm run perf`):
// the page and its first picture. Every built page carries the rules it is drawn with and fetches no stylesheet,
// font or script before it; in the browser, nothing but pictures is fetched before the largest paint.
import { describe, expect, it } from 'vitest'
import { PHONE, useSite } from '../support/browser.ts'
import { builtRoutes, htmlOf } from '../support/site.ts'

const site = useSite()
const ROUTES = builtRoutes()
/** One page of each kind, both editions (as `npm run perf` measures them). */
const KINDS = ['/', '/aboutus', '/gallery', '/contactus', '/vendor', '/review', '/services/wedding', '/services/engagement/engagement-photography', '/contactus/thanks', '/privacy']

describe('every page, as built', () => {
  it.each(ROUTES)('%s: the head starts with the viewport, the first picture and the inlined rules; no stylesheet, font or script is fetched before the first screen', (route) => {
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
  })
})

describe.concurrent('in the browser, on a phone', () => {
  it.for([...KINDS, ...KINDS.map((route) => (route === '/' ? '/ta' : `/ta${route}`))])(
    '%s: only the page and pictures are fetched before its largest paint',
    async (route, { expect }) => {
      const { page } = await site.open(route, PHONE, (p) =>
        p.addInitScript(() => {
          const page = window as unknown as { lcp: number }
          new PerformanceObserver((list) => list.getEntries().forEach((entry) => (page.lcp = entry.startTime))).observe({ type: 'largest-contentful-paint', buffered: true })
        }),
      )
      const before = await page.evaluate(() => {
        const lcp = (window as unknown as { lcp: number }).lcp
        return performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime < lcp)
          .map((entry) => `${(entry as PerformanceResourceTiming).initiatorType} ${new URL(entry.name).pathname}`)
      })
      expect(before.filter((request) => !/^(img|link|css) \/images\//.test(request) && !/^img \/favicon/.test(request))).toEqual([])
      await page.context().close()
    },
  )
})
