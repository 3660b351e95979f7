import { describe, it } from 'vitest'
import { useSite } from '../support/browser.ts'
const web = useSite()
const phone = (width: number) => ({ viewport: { width, height: 780 }, isMobile: true, hasTouch: true })
const frames = (page: any) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
describe('x', () => {
  it.each([1, 2, 3, 4, 5, 6])('shift %s', async (n) => {
    const { page } = await web.open('/ta/gallery', phone(360), async (p) => {
      if (n > 3) { const cdp = await p.context().newCDPSession(p); await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 }) }
      await p.addInitScript(() => {
        const w = window as any
        w.shifts = []
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as any[]) {
            const d = (node: any) => { const el = node && (node.nodeType === 1 ? node : node.parentElement); return el ? el.tagName + '.' + el.className + (el.closest('.reach-bar') ? '[BAR]' : '') : String(node) }
            w.shifts.push({ t: Math.round(e.startTime), v: e.value, input: e.hadRecentInput, y: scrollY, iw: innerWidth, src: e.sources.map((s: any) => ({ n: d(s.node), p: [s.previousRect.x, s.previousRect.y, s.previousRect.width, s.previousRect.height], c: [s.currentRect.x, s.currentRect.y, s.currentRect.width, s.currentRect.height] })) })
          }
        }).observe({ type: 'layout-shift', buffered: true })
      })
    })
    for (const width of [360, 390]) {
      await page.setViewportSize({ width, height: 780 })
      await page.evaluate(() => scrollTo(0, 0)); await frames(page)
      const length = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight)
      for (const y of [1, Math.round(length / 2), Math.round((length * 3) / 4)]) { await page.evaluate((y) => scrollTo(0, y), y); await frames(page) }
      await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight)); await frames(page)
    }
    const shifts = await page.evaluate(() => (window as any).shifts)
    console.log(n, JSON.stringify(shifts.filter((s: any) => JSON.stringify(s).includes('BAR')), null, 0))
    console.log(n, 'all', shifts.length, JSON.stringify(shifts.map((s: any) => [s.t, s.v.toFixed(5), s.y, s.iw, s.src.map((x: any) => x.n).join('|')])))
    await page.context().close()
  })
})
