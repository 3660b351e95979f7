// Large text: many parents set their phone's text larger (Android's text size scales a page's text as a larger
// root font size does). With the text at 130 %, 150 % and 200 % on a 360 px phone, one page of each kind of both
// editions scrolls only down, no text is cut off, every control is still as large as at the normal size (or a
// thumb's 44 px) and on the screen, and the phone menu's every entry can be reached (WCAG 2.2 1.4.4 and 1.4.10).
// (That no Tamil text is drawn under 14 px at the normal size is checked on every page's own loads, in
// screen-layout.test.ts.)
// Chromium here; the same rules in WebKit (Safari's engine, on every iPhone) below, at its narrowest window.
import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { useSite } from '../support/browser.ts'
import { useEngine } from '../support/engines.ts'
import { holdStill } from '../support/hold-still.ts'
import { brokenWords, layoutProbe, tapTargets, type LayoutFinding, type TapTarget } from '../support/layout-probe.ts'
import { menuReach } from '../support/menu-reach.ts'
import { ONE_OF_EACH_KIND } from '../support/routes.ts'

const site = useSite()
const webkit = useEngine('webkit')

const KINDS = ONE_OF_EACH_KIND
const ROUTES = process.env.LARGE_TEXT_ROUTES?.split(',') ?? KINDS.flatMap((route) => [route, route === '/' ? '/ta' : `/ta${route}`])
const TEXT_SIZES = [130, 150, 200]
const WIDTH = 360
/** A control may grow with the text; it may shrink only down to a thumb's size. */
const THUMB = 44

/**
 * The text at `percent` of its normal size, as a larger root font size gives it, with every block laid out at that
 * size; the fonts in. At the normal size (`scrollThrough`) the page is scrolled through, so its lazy parts arrive
 * (pictures, islands) and every block the browser skips while it is far from the screen (content-visibility) is
 * drawn. At a larger size what was loaded stays: each skipped block is drawn once at the new size (content-visibility
 * lifted for two frames, so the browser remembers its size at that text size, then given back), which leaves the
 * page as scrolling it through again does (blocks near the top drawn, the others skipped at the size they took) in a
 * fraction of the time. Runs in the page; self-contained (WebDriver sends it as source).
 */
async function textAt({ percent, scrollThrough = false }: { percent: number; scrollThrough?: boolean }) {
  document.documentElement.style.setProperty('font-size', `${percent}%`)
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
  if (scrollThrough) {
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight) {
      scrollTo(0, y)
      await frame()
    }
  } else {
    const drawAll = document.createElement('style')
    drawAll.textContent = '* { content-visibility: visible !important }'
    document.head.append(drawAll)
    await frame()
    drawAll.remove()
    await frame()
  }
  scrollTo(0, 0)
  await document.fonts.ready
  await frame()
}
const setText = (page: Page, percent: number, scrollThrough = false) => page.evaluate(textAt, { percent, scrollThrough })

/** What went wrong with the controls at a larger text size, against the same page at the normal size. */
function targetProblems(normal: TapTarget[], large: TapTarget[], windowWidth: number): string[] {
  const before = new Map(normal.map((target) => [target.key, target]))
  const problems: string[] = []
  for (const target of large) {
    const was = before.get(target.key)
    if (target.left < -1 || target.right > windowWidth + 1)
      problems.push(`"${target.name}" (${target.key}) spans ${target.left}-${target.right} px of a ${windowWidth} px screen`)
    if ((target.outsideRow ?? 0) > 1)
      problems.push(
        `"${target.name}" (${target.key}): ${target.outsideRow} px of it stay out of its sideways row's view however it is scrolled`,
      )
    if (!was) continue
    for (const side of ['width', 'height'] as const) {
      if (target[side] < Math.min(was[side], THUMB) - 1)
        problems.push(`"${target.name}" (${target.key}) is ${target[side]} px in ${side}, ${was[side]} px at the normal size`)
    }
  }
  return problems
}

it(`lays out one page of each kind of both editions at ${WIDTH} px with the text at ${TEXT_SIZES.join(', ')} %`, {
  timeout: 600_000,
}, async () => {
  const findings: string[] = []
  const context = await site.browser.newContext({
    viewport: { width: WIDTH, height: 780 },
    isMobile: true,
    hasTouch: true,
    reducedMotion: 'reduce',
  })
  const page = await context.newPage()
  for (const route of ROUTES) {
    await page.goto(site.base + route, { waitUntil: 'load' })
    await page.waitForSelector('html[data-ready]', { state: 'attached' })
    await setText(page, 100, true)
    const normal = await page.evaluate(tapTargets)
    for (const percent of TEXT_SIZES) {
      await setText(page, percent)
      const at = `${route} with the text at ${percent} %`
      const found: LayoutFinding[] = await page.evaluate(layoutProbe, {})
      for (const finding of found) findings.push(`${at}: ${finding.rule}: ${finding.element}: ${finding.detail}`)
      for (const problem of targetProblems(normal, await page.evaluate(tapTargets), WIDTH)) findings.push(`${at}: tap target: ${problem}`)
      // The phone menu, opened at the top of the page with "Our Service" open: every entry within reach.
      await page.evaluate(() => scrollTo(0, 0))
      const opened = await page
        .locator('.menu__toggle')
        .tap({ timeout: 5000 })
        .then(() => page.locator('.dropdown__toggle').tap({ timeout: 5000 }))
        .then(
          () => true,
          (error: Error) => (
            findings.push(`${at}: open menu: cannot be opened with a tap: ${error.message.split('\n').at(-1)?.trim()}`), false
          ),
        )
      if (!opened) {
        await page.evaluate(() => {
          for (const menu of document.querySelectorAll<HTMLDetailsElement>('details[data-menu]')) menu.open = false
        })
        continue
      }
      await page.evaluate(() => scrollTo(0, 0))
      const reach = await page.evaluate(menuReach)
      for (const finding of reach.findings) findings.push(`${at}: open menu: ${finding.control}: ${finding.detail}`)
      await page.locator('.dropdown__toggle').tap()
      await page.locator('.menu__toggle').tap()
    }
  }
  await context.close()
  expect(findings).toEqual([])
})

// The rule above for a row that scrolls sideways, on rows made for it: a control there counts as reached when the
// row can be scrolled to show it whole on the screen, and only then. A chip that fits is reached; one wider than
// the row's view, one placed before the row's start (no scroll reaches it), a row wider than the screen, and a link
// off the screen in a panel wider than the screen that scrolls only down (its overflow-x computes to auto) are not.
it('counts a control in a sideways row as reached only when scrolling the row shows it whole', async () => {
  const context = await site.browser.newContext({ viewport: { width: 360, height: 780 } })
  const page = await context.newPage()
  const chip = (id: string, style = '') => `<button id="${id}" style="flex: none; width: 100px; height: 48px; ${style}">${id}</button>`
  const row = (id: string, style: string, chips: string) =>
    `<div id="${id}" style="display: flex; gap: 8px; overflow-x: auto; ${style}">${chips}</div>`
  await page.setContent(`<body style="margin: 0; overflow-x: hidden">
    ${row('fits', 'width: 360px', chip('a') + chip('b') + chip('c') + chip('far-end'))}
    ${row('wide-chip', 'width: 360px', chip('d') + chip('wider-than-the-row', 'width: 380px') + chip('e'))}
    ${row('before-start', 'width: 360px', chip('before', 'margin-left: -150px') + chip('f') + chip('g') + chip('h'))}
    ${row('too-wide', 'width: 460px', chip('i') + chip('j') + chip('k') + chip('l') + chip('m'))}
    <div style="height: 120px; overflow-y: auto; width: 460px"><a id="off-screen" href="#" style="display: block; margin-left: 300px; width: 120px; height: 48px">off</a><div style="height: 400px"></div></div>
  </body>`)
  const targets = new Map((await page.evaluate(tapTargets)).map((target) => [target.name, target]))
  const reached = (name: string) => {
    const target = targets.get(name)
    return !!target && target.left >= 0 && target.right <= 360 && (target.outsideRow ?? 0) <= 1
  }
  expect({
    'far-end': reached('far-end'),
    'wider-than-the-row': reached('wider-than-the-row'),
    before: reached('before'),
    m: reached('m'),
    off: reached('off'),
  }).toEqual({ 'far-end': true, 'wider-than-the-row': false, before: false, m: false, off: false })
  await context.close()
})

// Lines end between words: a word drawn half on one line and half on the next is hard to read, and a Tamil word
// cut inside a letter cluster reads as two. The home page's first screen (its hero: heading, slides' titles and
// words, its button) and the reach bar at the foot of every phone screen, at 360 and 390 px with the text at 150 %
// and 200 %, in both editions, break their lines only between words (a word too long for the line at the size it
// is drawn is drawn smaller there, not cut).
it.each([360, 390])(
  'the home hero and the reach bar break lines only between words at %i px with the text at 150 and 200 per cent',
  {
    timeout: 120_000,
  },
  async (width) => {
    const found: string[] = []
    const context = await site.browser.newContext({
      viewport: { width, height: 780 },
      isMobile: true,
      hasTouch: true,
      reducedMotion: 'reduce',
    })
    const page = await context.newPage()
    for (const route of ['/', '/ta']) {
      await page.goto(site.base + route, { waitUntil: 'load' })
      await page.waitForSelector('html[data-ready]', { state: 'attached' })
      for (const percent of [150, 200]) {
        await setText(page, percent)
        // Scrolled a little: the reach bar comes with the first scroll.
        await page.evaluate(() => scrollTo(0, 8))
        await page.waitForFunction(() => getComputedStyle(document.querySelector('.reach-bar') as Element).visibility === 'visible')
        for (const word of await page.evaluate(brokenWords, { within: '.hero, .reach-bar' }))
          found.push(`${route} with the text at ${percent} %: "${word.word}" (${word.element}) is cut over ${word.lines} lines`)
      }
    }
    await context.close()
    expect(found.join('\n')).toBe('')
  },
)

// WebKit's narrowest window is about 450 px (the MiniBrowser's minimum), so there the phone layout is checked at
// its narrowest with the text at 200 %, where it is tightest.
it.skipIf(!webkit.enabled)(
  'lays out one page of each kind of both editions in WebKit with the text at 200 %',
  { timeout: 600_000 },
  async () => {
    const findings: string[] = []
    const visitor = await webkit.visitor(480, 844)
    const tab = await visitor.open('/')
    const width = await tab.width()
    for (const route of ROUTES) {
      await tab.goto(route)
      // No scroll animations nor a turning reviews slider to move boxes while they are measured.
      await tab.evaluate(() => {
        for (const element of document.querySelectorAll<HTMLElement>('[data-aos]')) element.removeAttribute('data-aos')
        document.documentElement.style.setProperty('scroll-behavior', 'auto')
      })
      await tab.evaluate(textAt, { percent: 100, scrollThrough: true })
      await tab.evaluate(holdStill)
      const normal = await tab.evaluate(tapTargets)
      await tab.evaluate(textAt, { percent: 200 })
      const at = `${route} in WebKit at ${width} px with the text at 200 %`
      for (const finding of await tab.evaluate(layoutProbe, {}))
        findings.push(`${at}: ${finding.rule}: ${finding.element}: ${finding.detail}`)
      for (const problem of targetProblems(normal, await tab.evaluate(tapTargets), width)) findings.push(`${at}: tap target: ${problem}`)
    }
    await visitor.close()
    expect(findings).toEqual([])
  },
)
