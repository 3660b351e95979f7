// Where things land on the screen: every built page of both editions, at phone, tablet and desktop widths, checked
// by the rules of tests/support/layout-probe.ts (no sideways scroll, no text cut off, no empty grid cell or flex
// item, a one-row header on wide screens, pictures beside their text). Rules, not snapshots: a change of copy
// needs no update here. One browser, pages in parallel tabs.
// The same loads carry every other check of a page as it stands, so no page is loaded twice for them: at each
// width, nothing refused by the Content-Security-Policy (served as the hosts serve it) and no console error; at
// the phone's and the desktop's width, axe-core's WCAG 2.0/2.1/2.2 A and AA rules (once the page is scrolled
// through and its requests are done); on the Tamil pages at 360, 1024 and 1280 px, no Tamil text drawn under 14 px.
// accessibility.test.ts checks the states a visitor opens (the mobile menu, the
// viewer) and the keyboard.
import fs from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { axeViolations } from '../support/axe.ts'
import { useSite } from '../support/browser.ts'
import { cspViolationsOf, recordCspViolations } from '../support/csp.ts'
import { layoutProbe, smallText, type LayoutFinding } from '../support/layout-probe.ts'
import { noteRetry } from '../support/retries.ts'
import { ROUTES, TA_ROUTES } from '../support/routes.ts'
import { builtRoutes, distClient } from '../support/site.ts'

const site = useSite()

/** Each a fresh load of the page. */
const LAYOUT_WIDTHS = [360, 390, 768, 1024, 1280]
/**
 * Reached by resizing the 360 px load, as a phone is turned, not by loading again (a resize costs under half a
 * load): a phone held sideways (667×375, the width between 600 and 768 px that no load covers; after drawing at
 * 360 px, as a turned phone has), then the smallest phones, 320 px wide, last (a page too wide for them is zoomed
 * out, which would carry over).
 */
const RESIZED_PHONE = [
  { width: 667, height: 375 },
  { width: 320, height: 568 },
]
const RESIZED_FROM = 360
const sizeName = ({ width, height }: { width: number; height: number }) =>
  width > height ? `${width}×${height} (sideways)` : `${width} px`
/** The phone's and the desktop's width, where axe runs (on the same loads). */
const AXE_WIDTHS = [390, 1280]
/** Tamil letters (the Tamil block of Unicode) are drawn at 14 px at least, checked at these widths. */
const TAMIL = '[\\u0B80-\\u0BFF]'
const TAMIL_MIN_PX = 14
const TAMIL_TEXT_WIDTHS = [360, 1024, 1280]
const isTamil = (route: string) => route === '/ta' || route.startsWith('/ta/')
/** From this width the header is one row with every item on one line. */
const ONE_ROW_HEADER_FROM = 1024
const TABS = 4

/**
 * `/home` and `/ta/home` are aliases of `/` and `/ta`: the same HTML but for the language link's address, so the
 * same layout. They are left out only while that holds; a difference puts them back in.
 */
const sameWords = (html: string) => html.replace(/ href="[^"]*"/g, '')
const readHtml = (route: string) => fs.readFileSync(path.join(distClient, route, 'index.html'), 'utf8')
const ALIASES: Record<string, string> = { '/home': '/', '/ta/home': '/ta' }
const isLaidOutAs = (route: string) => route in ALIASES && sameWords(readHtml(route)) === sameWords(readHtml(ALIASES[route]))

// Every built page but the aliases above, and the not-found page of each edition.
// LAYOUT_ROUTES=/,/ta/aboutus checks only those, while working on them.
const routes = process.env.LAYOUT_ROUTES?.split(',') ?? [
  ...builtRoutes().filter((route) => !isLaidOutAs(route)),
  '/no-such-page',
  '/ta/no-such-page',
]

/** Phone widths are checked as a phone (touch, mobile viewport), the others as a desktop browser. */
const PHONE_BELOW = 768
// Reduced motion: the scroll animations would move boxes while they are measured; the layout is the same.
// Each tab in a context of its own: tabs sharing one are hidden behind each other, and a hidden tab's frames and
// timers are held back (four tabs of one context took 12 times as long as one).
const newPhone = () =>
  site.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, reducedMotion: 'reduce' })
const newDesktop = () => site.browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' })

/**
 * Scrolls the page through, so lazy parts (pictures, islands, counters) arrive and are drawn; waits for the fonts.
 * Returns what moved on the screen by itself at each stop (measured as the scroll lands, then two frames later):
 * a box that changes size as it scrolls out of view moves what a visitor is about to read or tap. (The browser's
 * layout-shift entries do not report it.)
 */
async function settle(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    const onScreen = () =>
      [...document.querySelectorAll('h1, h2, h3, p, a, button, img, input, textarea, select')]
        .map((element) => ({ element, top: element.getBoundingClientRect().top, height: element.getBoundingClientRect().height }))
        .filter(({ top, height }) => height > 0 && top + height > 0 && top < window.innerHeight)
    const moves: string[] = []
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y)
      const landed = onScreen()
      await frame()
      // An element replaced meanwhile (a widget starting, the reviews arriving) is gone, not moved.
      const moved = landed.find(({ element, top }) => element.isConnected && Math.abs(element.getBoundingClientRect().top - top) >= 1)
      if (moved) {
        const { element, top } = moved
        const text = (element.textContent || element.getAttribute('alt') || '').trim().replace(/\s+/g, ' ').slice(0, 40)
        moves.push(
          `<${element.nodeName.toLowerCase()}> "${text}" moved from ${Math.round(top)} to ${Math.round(element.getBoundingClientRect().top)} px on the screen, scrolled to ${y} px`,
        )
      }
    }
    window.scrollTo(0, 0)
    await document.fonts.ready
    await frame()
    return moves
  })
}

/**
 * After a resize: what was loaded stays (pictures, islands, fonts), so no scrolling through again; the reviews
 * slider measures its slides again a moment after a resize (react-slick waits 50 ms), so on a page with it that
 * moment passes first.
 */
async function settleResized(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    await frame()
    if (document.querySelector('.slick-slider')) await new Promise((resolve) => setTimeout(resolve, 200))
    await frame()
  })
}

/** Two pages of a tab, each in a browser context of its own: one as a phone, one as a desktop browser. */
interface Tab {
  phone: Page
  desktop: Page
  /** Each page's console errors and page errors since its last load (`at`: the address the console names). */
  errors: Map<Page, { text: string; at?: string }[]>
  close(): Promise<void>
}

async function newTab(): Promise<Tab> {
  const contexts = await Promise.all([newPhone(), newDesktop()])
  const [phone, desktop] = [await contexts[0].newPage(), await contexts[1].newPage()]
  const errors = new Map<Page, { text: string; at?: string }[]>()
  for (const page of [phone, desktop]) {
    errors.set(page, [])
    await page.addInitScript(recordCspViolations)
    page.on('pageerror', (error) => errors.get(page)!.push({ text: error.message }))
    page.on('console', (message) => {
      if (message.type() === 'error') errors.get(page)!.push({ text: message.text(), at: message.location().url })
    })
  }
  return { phone, desktop, errors, close: async () => void (await Promise.all(contexts.map((context) => context.close()))) }
}

/**
 * A page's checks take 5-15 s, 30 s at most on a loaded machine. Once in a CI run one never ended (the test's
 * 15 minutes ran out with no word of which page): past this limit a page is tried once more in fresh tabs, and
 * the log names the page and the step it was stuck at. Stuck again, that is a finding.
 */
const PAGE_LIMIT_MS = 120_000

/** What a check is doing, and on which page, for the log when it is stuck. */
interface Step {
  now: string
  page?: Page
}

/**
 * What a stuck page says of itself: whether its script still answers (a page busy for good does not), its fonts
 * (the scroll-through waits for them) and whether it is shown (a hidden page draws no frames, which it waits for).
 */
async function stuckState(page: Page | undefined): Promise<string> {
  if (!page) return 'no page yet'
  const answer = page
    .evaluate(
      () =>
        `fonts ${document.fonts.status}, ${document.visibilityState}, scrolled ${Math.round(scrollY)} of ${document.documentElement.scrollHeight} px`,
    )
    .catch((error: Error) => `no answer: ${error.message.split('\n')[0]}`)
  const silence = new Promise<string>((resolve) => setTimeout(resolve, 5_000, 'its script did not answer in 5 s'))
  return Promise.race([answer, silence])
}

async function check(tab: Tab, route: string, step: Step): Promise<string[]> {
  const lines: string[] = []
  const probe = async (page: Page, size: string, oneRow?: string) => {
    const findings: LayoutFinding[] = await page.evaluate(layoutProbe, { oneRow })
    for (const finding of findings) lines.push(`${route} at ${size}: ${finding.rule}: ${finding.element}: ${finding.detail}`)
  }
  // A fresh load at each width: resizing a loaded page and scrolling it through again took longer than loading it
  // (the time goes into drawing and measuring); a resize without scrolling through again is cheap (see below).
  for (const width of LAYOUT_WIDTHS) {
    const page = width < PHONE_BELOW ? tab.phone : tab.desktop
    step.page = page
    step.now = `loading it at ${width} px`
    await page.setViewportSize({ width, height: width < PHONE_BELOW ? 844 : 800 })
    tab.errors.set(page, [])
    await page.goto(site.base + route, { waitUntil: 'load' })
    await page.waitForSelector('html[data-ready]', { state: 'attached' })
    step.now = `scrolling it through at ${width} px`
    for (const move of await settle(page)) lines.push(`${route} at ${width} px: moves-while-scrolling: ${move}`)
    step.now = `measuring it at ${width} px`
    await probe(page, `${width} px`, width >= ONE_ROW_HEADER_FROM ? 'header' : undefined)
    if (isTamil(route) && TAMIL_TEXT_WIDTHS.includes(width)) {
      for (const small of await page.evaluate(smallText, { script: TAMIL, min: TAMIL_MIN_PX }))
        lines.push(`${route} at ${width} px: Tamil text under ${TAMIL_MIN_PX} px: ${small.element} "${small.text}" at ${small.size} px`)
    }
    if (AXE_WIDTHS.includes(width)) {
      step.now = `running axe at ${width} px`
      // Once what the page fetches by itself has come (the reviews, from their feed), with the scroll-in animations
      // done, so axe sees everything as a visitor finally does. (After the layout is measured: nothing moves now.)
      await page.waitForLoadState('networkidle')
      await page.evaluate(() => document.querySelectorAll('[data-aos]').forEach((el) => el.classList.add('aos-animate')))
      // The reach bar at rest, in its own room after the footer (where it stands at the end of the page): axe counts a
      // target the sticky bar lies over at this moment's scroll position as too small, which depends on where the page
      // happens to stand, not on the page (an editor's longer paragraph would move a field under it). What the bar
      // may cover is the reach bar test's (tests/site/reach-bar.test.ts: fields and Send kept clear of it).
      await page.addStyleTag({ content: '.reach-bar { position: static !important }' })
      for (const violation of await axeViolations(page)) lines.push(`${route} at ${width} px: axe: ${violation}`)
    }
    for (const refused of await cspViolationsOf(page))
      lines.push(`${route} at ${width} px: refused by the Content-Security-Policy: ${refused}`)
    // (The not-found pages are answered with 404, which the console notes as a failed load of the page itself.)
    const ownNotFound = ({ text, at }: { text: string; at?: string }) =>
      route.endsWith('/no-such-page') && !!at && new URL(at).pathname === route && /\b404\b/.test(text)
    for (const error of tab.errors.get(page)!.filter((error) => !ownNotFound(error)))
      lines.push(`${route} at ${width} px: console error: ${error.text}${error.at ? ` (${error.at})` : ''}`)
    if (width !== RESIZED_FROM) continue
    for (const size of RESIZED_PHONE) {
      step.now = `resizing it to ${sizeName(size)}`
      await page.setViewportSize(size)
      await settleResized(page)
      await probe(page, sizeName(size))
    }
  }
  return lines
}

it(`lays out every page of both editions at ${LAYOUT_WIDTHS.join(', ')} px, and on phones at ${RESIZED_PHONE.map(sizeName).join(', ')}; with no axe violation at ${AXE_WIDTHS.join(' and ')} px, no CSP violation, no console error and no Tamil text under ${TAMIL_MIN_PX} px`, {
  // 340 s on one 2-core machine, 711 s on a slower one (where every file took 1.8 times as long): room for slower still.
  timeout: 1_800_000,
}, async () => {
  const started = Date.now()
  const queue = [...routes]
  const findings: string[] = []
  await Promise.all(
    Array.from({ length: TABS }, async () => {
      let tab = await newTab()
      for (let route = queue.shift(); route; route = queue.shift()) {
        for (const attempt of [1, 2]) {
          const step: Step = { now: '' }
          const checking = check(tab, route, step)
          checking.catch(() => {}) // a stuck check ends in an error when its tabs are closed below
          let timer: NodeJS.Timeout | undefined
          const lines = await Promise.race([
            checking,
            new Promise<'stuck'>((resolve) => (timer = setTimeout(resolve, PAGE_LIMIT_MS, 'stuck'))),
          ]).finally(() => clearTimeout(timer))
          if (lines !== 'stuck') {
            findings.push(...lines)
            break
          }
          const state = await stuckState(step.page)
          if (attempt === 1) noteRetry(route, `stuck ${PAGE_LIMIT_MS / 1000} s ${step.now} (${state}); tried again in fresh tabs`)
          else findings.push(`${route}: stuck twice for ${PAGE_LIMIT_MS / 1000} s ${step.now} (${state})`)
          await tab.close().catch(() => {})
          tab = await newTab()
        }
      }
      await tab.close()
    }),
  )
  console.log(
    `layout check: ${routes.length} pages × ${LAYOUT_WIDTHS.length + RESIZED_PHONE.length} sizes in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  )
  expect(findings.sort()).toEqual([])
})

it.skipIf(!!process.env.LAYOUT_ROUTES)(
  'checks every route of both editions (an alias left out is the same page as the one it stands for)',
  () => {
    expect([...ROUTES, ...TA_ROUTES].filter((route) => !routes.includes(route) && !isLaidOutAs(route))).toEqual([])
  },
)
