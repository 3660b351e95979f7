// npm run perf:next: the second page of a visit on a slow phone in Chromium (CPU 4x slower, slow 4G: 150 ms
// round trips, 1.6 Mbps down), with and without the speculation rules (public/speculation-rules.json). A family
// reads a page, then taps a link on it: the time from the finger touching the screen to the next page's largest
// paint, median of the runs. Without the rules is today's web without them (their file held back).
// Usage: npm run build && node tools/next-page.mjs   (NEXT_RUNS=5, NEXT_PAIRS=/services/wedding>/services/wedding/photography)
import { chromium } from 'playwright-core'
import { launchOptions } from './chromium.mjs'
import { createServer } from './serve.mjs'

/** A page and the link on it a family taps next: a service's tile, the next service, a home-page tile. */
export const PAIRS = [
  ['/services/wedding', '/services/wedding/photography'],
  ['/ta/services/wedding', '/ta/services/wedding/photography'],
  ['/', '/services/wedding'],
  ['/services/wedding/photography', '/contactus'],
]
const RUNS = Number(process.env.NEXT_RUNS ?? 5)
/** How long a finger rests on the screen in a tap. */
const TAP_MS = 100
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

async function tapToLargestPaint(browser, origin, from, to, withRules) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 1.75,
  })
  if (!withRules) await context.route('**/speculation-rules.json', (route) => route.abort())
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await page.goto(origin + from, { waitUntil: 'load' })
  await page.waitForSelector('html[data-ready]', { state: 'attached' })
  // The slow phone from here on: the first page is read on it too, and its wait is not what is measured.
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  const link = page.locator(`main a[href="${to}"]`).first()
  await link.scrollIntoViewIfNeeded()
  await page.waitForTimeout(500)
  const box = await link.boundingBox()
  const point = { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + Math.min(box.height / 2, 20)) }
  const touched = await page.evaluate(() => performance.timeOrigin + performance.now())
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] })
  await page.waitForTimeout(TAP_MS)
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  await page.waitForURL((url) => url.pathname === to, { timeout: 60_000 })
  // The next page's largest paint, on the clock of the page it was shown in (a prerendered page's own clock
  // started before it was shown: its paints count from its activation).
  const painted = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const navigation = performance.getEntriesByType('navigation')[0]
        const activation = navigation.activationStart ?? 0
        let last = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) last = Math.max(activation, entry.startTime)
        }).observe({ type: 'largest-contentful-paint', buffered: true })
        const done = () => setTimeout(() => resolve({ at: performance.timeOrigin + last, prerendered: activation > 0 }), 3000)
        if (document.readyState === 'complete') done()
        else addEventListener('load', done, { once: true })
      }),
  )
  await context.close()
  return { ms: painted.at - touched, prerendered: painted.prerendered }
}

async function main() {
  const only = process.env.NEXT_PAIRS?.split(',').map((pair) => pair.split('>'))
  const server = createServer()
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${server.address().port}`
  const { executablePath, args } = launchOptions()
  const browser = await chromium.launch({ executablePath, args })
  try {
    for (const [from, to] of only ?? PAIRS) {
      const figures = {}
      for (const withRules of [false, true]) {
        const runs = []
        for (let i = 0; i < RUNS; i++) runs.push(await tapToLargestPaint(browser, origin, from, to, withRules))
        figures[withRules] = { ms: median(runs.map((run) => run.ms)), prerendered: runs.filter((run) => run.prerendered).length }
      }
      const line = `${from} -> ${to}: without the rules ${Math.round(figures.false.ms)} ms, with them ${Math.round(figures.true.ms)} ms (prerendered ${figures.true.prerendered} of ${RUNS})`
      console.log(line)
    }
  } finally {
    await browser.close()
    server.close()
  }
}

if (process.argv[1] === import.meta.filename) await main()
