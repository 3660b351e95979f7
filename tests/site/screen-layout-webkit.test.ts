// The layout rules of tests/support/layout-probe.ts in WebKit (Safari's engine, WebKitGTK here), where Tamil text
// shapes and breaks differently from Chromium: one page of each kind in both editions, at the narrowest window
// the MiniBrowser allows (about 450 px, so the phone layout), the tablet width and the two desktop widths where
// the header must be one row. Chromium checks every page at every width (screen-layout.test.ts).
// It also opens the phone menu in a short window and in one held sideways (below).
// ENGINES=chromium,firefox leaves this file out.
import { expect, it } from 'vitest'
import { useEngine } from '../support/engines.ts'
import { holdStill } from '../support/hold-still.ts'
import { layoutProbe, type LayoutFinding } from '../support/layout-probe.ts'
import { menuReach } from '../support/menu-reach.ts'
import { noteRetry } from '../support/retries.ts'
import { ONE_OF_EACH_KIND } from '../support/routes.ts'

const run = useEngine('webkit')

const KINDS = ONE_OF_EACH_KIND
const ROUTES = KINDS.flatMap((route) => [route, route === '/' ? '/ta' : `/ta${route}`])
const WIDTHS = [480, 768, 1024, 1280]
/** From this width the header is one row with every item on one line (as in screen-layout.test.ts). */
const ONE_ROW_HEADER_FROM = 1024

it.skipIf(!run.enabled)(
  `lays out one page of each kind of both editions in WebKit at ${WIDTHS.join(', ')} px`,
  { timeout: 900_000 },
  async () => {
    const started = Date.now()
    const findings: string[] = []
    for (const width of WIDTHS) {
      const visitor = await run.visitor(width)
      const tab = await visitor.open('/')
      for (const route of ROUTES) {
        await tab.goto(route)
        // Twice in CI runs the first page of a 480 px window had the desktop header's rules (its menu in the bar,
        // squeezed) while the page read 480 px: the MiniBrowser's window had not settled, and the page kept the rules
        // of the width it was loaded at. Such a page is loaded again (and said so), up to three times; a header that
        // still disagrees with the window is then the probe's finding.
        for (let tries = 0; tries < 3; tries++) {
          const header = await tab.evaluate(headerAgreesWithWidth)
          if (header.agrees) break
          noteRetry(`${route} at ${width} px (WebKit)`, `${header.detail}; loaded again`)
          await new Promise((resolve) => setTimeout(resolve, 1000))
          await tab.reload()
        }
        // Scroll through so the lazy parts arrive, then wait for the fonts, with no animation left to move boxes.
        await tab.evaluate(async () => {
          document.documentElement.style.setProperty('scroll-behavior', 'auto')
          for (const element of document.querySelectorAll<HTMLElement>('[data-aos]')) element.removeAttribute('data-aos')
          const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
          for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight) {
            scrollTo(0, y)
            await frame()
          }
          scrollTo(0, 0)
          await document.fonts.ready
        })
        // The reviews slider stopped (Chromium's check asks for reduced motion, which WebKitWebDriver cannot).
        await tab.evaluate(holdStill)
        const found: LayoutFinding[] = await tab.evaluate(layoutProbe, { oneRow: width >= ONE_ROW_HEADER_FROM ? 'header' : undefined })
        for (const finding of found)
          findings.push(`${route} at ${width} px (WebKit): ${finding.rule}: ${finding.element}: ${finding.detail}`)
      }
      await visitor.close()
    }
    console.log(
      `layout check (WebKit): ${ROUTES.length} pages × ${WIDTHS.length} widths in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    )
    expect(findings.sort()).toEqual([])
  },
)

/** Whether the header shows the menu button below its breakpoint and the menu in the bar from it (styles/_tokens.scss: 1024 px, 1280 px in Tamil). */
function headerAgreesWithWidth() {
  const from = document.documentElement.lang === 'ta-IN' ? 1280 : 1024
  const toggle = document.querySelector('.menu__toggle')
  const menuButtonShown = !!toggle && getComputedStyle(toggle).display !== 'none'
  const width = innerWidth // as media queries count it, a scroll bar included
  return {
    agrees: menuButtonShown === width < from,
    detail: `the menu button is ${menuButtonShown ? 'shown' : 'hidden'} in a ${width} px window (window ${outerWidth} px, min-width ${from}px matches: ${matchMedia(`(min-width: ${from}px)`).matches})`,
  }
}

// The phone menu in the engine of every browser on an iPhone: in a window as short as a small phone's (at the
// narrowest width the MiniBrowser allows) and in one held sideways, opened at the top of the page with "Our
// Service" open in it, every entry can be scrolled to and tapped (tests/support/menu-reach.ts).
it.skipIf(!run.enabled)(
  'reaches every phone-menu entry in WebKit, in a short window and one held sideways',
  { timeout: 300_000 },
  async () => {
    const findings: string[] = []
    for (const [width, height] of [
      [480, 667],
      [844, 390],
    ]) {
      const visitor = await run.visitor(width, height)
      for (const route of ['/', '/ta']) {
        const tab = await visitor.open(route)
        await tab.click('.menu__toggle')
        await tab.click('.dropdown__toggle')
        await tab.evaluate(() => scrollTo(0, 0)) // the driver scrolls what it clicks into view; a visitor opens it at the top
        const reach = await tab.evaluate(menuReach)
        for (const finding of reach.findings)
          findings.push(`${route} in a ${width}×${height} window (WebKit): ${finding.control}: ${finding.detail}`)
        if (reach.lastBottom > reach.windowHeight)
          findings.push(
            `${route} in a ${width}×${height} window (WebKit): the last entry ends at ${reach.lastBottom} px of ${reach.windowHeight}`,
          )
        await tab.close()
      }
      await visitor.close()
    }
    expect(findings).toEqual([])
  },
)
