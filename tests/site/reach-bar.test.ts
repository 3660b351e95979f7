// The reach bar: on a phone a family can ask at every moment of every page, with a call, WhatsApp or a quotation
// (the page's event and service chosen) at the foot of the screen, in the page's language. It never lies on what
// must be tapped (the form's Send button, the open menu, the page's end), moves nothing (no layout shift), works
// from the keyboard and without scripts. From a tablet on the chat button is there instead. Both editions, at 360
// and 390 px, in Chromium against the built site.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import site from '../../content/data/site.yaml'
import { localizePath, type Locale } from '../../content/editions.ts'
import { UI } from '../../content/ui/index.ts'
import { ENQUIRY_FORM_ID, SERVICE_PARAM, serviceSlug } from '../../lib/enquiry.ts'
import { navigationFor } from '../../renderer/site.ts'
import { useSite } from '../support/browser.ts'
import { ONE_OF_EACH_KIND } from '../support/routes.ts'

const web = useSite()
const phone = (width: number) => ({ viewport: { width, height: 780 }, isMobile: true, hasTouch: true })
const EDITIONS: Locale[] = ['en', 'ta']
const WIDTHS = [360, 390]
const KINDS = ONE_OF_EACH_KIND
/** Pages whose quotation is for their own event and service (they end with an enquiry block). */
const ASKS_ABOUT_ITSELF = (path: string) => path.startsWith('/services/')
const FORM_PAGES = ['/contactus', '/vendor', '/review']

/** The bar's links as a visitor meets them: name, address, size, and whether a tap at their middle lands on them. */
const barLinks = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('nav.reach-bar a')].map((link) => {
      const box = link.getBoundingClientRect()
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
      return {
        // What the screen shows (its words for screen readers only left out), and what a screen reader reads.
        name: [...link.querySelectorAll(':scope > span')]
          .map((span) =>
            [...span.childNodes]
              .filter((node) => node.nodeType === Node.TEXT_NODE)
              .map((node) => node.textContent)
              .join(''),
          )
          .join(' ')
          .replace(/\s+/g, ' ')
          .trim(),
        label: link.textContent!.replace(/\s+/g, ' ').trim(),
        href: link.getAttribute('href')!,
        width: Math.round(box.width),
        height: Math.round(box.height),
        inView: box.top >= 0 && box.bottom <= innerHeight + 0.5 && box.left >= 0 && box.right <= innerWidth + 0.5,
        onTop: !!hit && link.contains(hit),
      }
    }),
  )

/**
 * Adds up, from the page's first moment, the layout shifts (as Cumulative Layout Shift counts them) that move the
 * reach bar or anything in it by a pixel or more, into window.barShift: the bar must move nothing, itself included.
 * (A fraction of a pixel is not a move anyone sees: where the page's height is not a whole number of pixels, the
 * bar's place stuck at the foot of the screen and its own place after the footer differ by that fraction, and
 * Chromium reports the step between them at the page's end. Shifts of other parts of a page are the page's own:
 * Lighthouse and the vitals judge those.)
 */
const countLayoutShift = (page: Page) =>
  page.addInitScript(() => {
    const counted = window as unknown as { barShift: number }
    counted.barShift = 0
    type Rect = { x: number; y: number; width: number; height: number }
    type Source = { node?: Node; previousRect: Rect; currentRect: Rect }
    const moved = ({ previousRect: from, currentRect: to }: Source) =>
      Math.max(Math.abs(from.x - to.x), Math.abs(from.y - to.y), Math.abs(from.width - to.width), Math.abs(from.height - to.height)) >= 1
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources: Source[] }[]) {
        const inBar = entry.sources.some((source) => {
          const { node } = source
          const element = node && (node.nodeType === Node.ELEMENT_NODE ? (node as Element) : node.parentElement)
          return !!element?.closest('.reach-bar') && moved(source)
        })
        if (inBar && !entry.hadRecentInput) counted.barShift += entry.value
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })

/** Whether the page's form has its Send row (Send and Clear, where the bar steps aside) on the screen. */
const sendOnScreen = () => {
  const box = document.querySelector('form.lead-form .lead-form__actions')?.getBoundingClientRect()
  return !!box && box.bottom > 0 && box.top < innerHeight
}

const frames = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))

describe('the reach bar on phones', () => {
  const cases = EDITIONS.flatMap((locale) => KINDS.map((path) => [localizePath(path, locale), locale] as const))
  it.each(cases)(
    `%s at ${WIDTHS.join(' and ')} px: call, WhatsApp and a quotation, in reach while scrolling, covering nothing at the end`,
    async (path, locale) => {
      const words = UI[locale]
      // Loaded at the first width, then the phone's screen made wider (cheaper than a second load, and the bar
      // must follow a change of width as a phone turned does).
      const { page } = await web.open(path, phone(WIDTHS[0]), countLayoutShift)
      const logical = path.replace(/^\/ta(?=\/|$)/, '') || '/'
      const quotation = ASKS_ABOUT_ITSELF(logical)
        ? `${localizePath('/contactus', locale)}?${SERVICE_PARAM}=${serviceSlug(logical)}#${ENQUIRY_FORM_ID}`
        : `${localizePath('/contactus', locale)}#${ENQUIRY_FORM_ID}`
      const expected = [
        { name: words.reachBar.call, href: `tel:${site.phone}` },
        {
          name: words.reachBar.whatsapp,
          href: expect.stringMatching(new RegExp(`^https://wa\\.me/${site.phone.replace(/\D/g, '')}\\?text=.+`)),
        },
        { name: navigationFor(locale).header.cta.label, href: quotation },
      ]
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 780 })
        await page.evaluate(() => scrollTo(0, 0))
        await frames(page)
        // At rest at the top of a page that scrolls, the bar is not there, so it covers nothing of the first screen
        // (a form's first field, a gallery's filter): the top bar's call and WhatsApp links are in view and on top.
        const length = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight)
        const barShown = () => page.locator('nav.reach-bar').evaluate((bar) => bar.checkVisibility({ visibilityProperty: true }))
        expect(await barShown()).toBe(length <= 0)
        for (const href of [`tel:${site.phone}`, 'https://wa.me/']) {
          const onScreen = await page.locator(`.topbar a[href^="${href}"]`).evaluate((link) => {
            const box = link.getBoundingClientRect()
            const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
            return box.top >= 0 && box.bottom <= innerHeight && !!hit && link.contains(hit)
          })
          expect(onScreen, href).toBe(true)
        }
        // From the first pixel scrolled it is there, named in the page's language; then at the middle and three
        // quarters down the page: every link on the screen, on top, a thumb's size.
        await page.evaluate(() => scrollTo(0, 1))
        await frames(page)
        expect(await barShown()).toBe(true)
        expect(await page.getByRole('navigation', { name: words.reachBar.label, exact: true }).count()).toBe(1)
        for (const y of [1, Math.round(length / 2), Math.round((length * 3) / 4)]) {
          await page.evaluate((y) => scrollTo(0, y), y)
          await frames(page)
          const links = await barLinks(page)
          expect(
            links.map(({ name, href }) => ({ name, href })),
            `${width} px, scrolled to ${y} px`,
          ).toEqual(expected)
          // A form's Send button on the screen: the bar steps aside for it (checked below).
          if (await page.evaluate(sendOnScreen)) continue
          for (const link of links) {
            expect(link, `${link.name} at ${width} px, scrolled to ${y} px`).toMatchObject({ inView: true, onTop: true })
            expect(link.width, link.name).toBeGreaterThanOrEqual(48)
            expect(link.height, link.name).toBeGreaterThanOrEqual(48)
          }
        }
        // WhatsApp says, in the page's language, that it opens a new tab.
        expect((await barLinks(page))[1].label).toBe(`${words.reachBar.whatsapp} ${words.enquiryBlock.newTab}`)
        // At the end of the page the bar stands after the footer: the footer's last line can be read and tapped.
        await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight))
        await frames(page)
        const end = await page.evaluate(() => {
          const links = [...document.querySelectorAll<HTMLElement>('footer a')]
          const last = links.at(-1)!
          const box = last.getBoundingClientRect()
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
          const footer = document.querySelector('footer')!.getBoundingClientRect()
          const bar = document.querySelector('nav.reach-bar')!.getBoundingClientRect()
          return { lastOnTop: !!hit && last.contains(hit), footerEndsAboveBar: footer.bottom <= bar.top + 0.5 }
        })
        expect(end).toEqual({ lastOnTop: true, footerEndsAboveBar: true })
      }
      // The bar replaces the floating chat button here.
      expect(await page.locator('a.chat-button').isVisible()).toBe(false)
      // The bar moved nothing while the page loaded and was scrolled through (its layout shift 0).
      const shift = await page.evaluate(() => (window as unknown as { barShift: number }).barShift)
      expect(shift).toBe(0)
      await page.context().close()
    },
  )

  it.each(EDITIONS.flatMap((locale) => FORM_PAGES.map((path) => [localizePath(path, locale), locale] as const)))(
    "%s at 360 px: never lies on the form's Send button, nor on a field being typed in",
    async (path, locale) => {
      const { page } = await web.open(path, phone(360))
      const send = page.locator('form.lead-form button[type="submit"]')
      // Scrolled a step at a time from where Send comes in at the foot of the screen until it has gone off the top.
      const covered = await page.evaluate(async () => {
        const button = document.querySelector<HTMLElement>('form.lead-form button[type="submit"]')!
        const bar = document.querySelector<HTMLElement>('nav.reach-bar')!
        const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
        const top = button.getBoundingClientRect().top + scrollY
        const found: string[] = []
        for (let y = Math.max(0, top - innerHeight); y <= top; y += 24) {
          scrollTo(0, y)
          await frame()
          const sendBox = button.getBoundingClientRect()
          const barBox = bar.getBoundingClientRect()
          const barShown = bar.checkVisibility({ visibilityProperty: true, opacityProperty: true })
          if (barShown && sendBox.bottom > barBox.top && sendBox.top < barBox.bottom && sendBox.top < innerHeight)
            found.push(
              `scrolled to ${Math.round(y)} px: Send at ${Math.round(sendBox.top)}-${Math.round(sendBox.bottom)} px, the bar from ${Math.round(barBox.top)} px`,
            )
        }
        return found
      })
      expect(covered).toEqual([])
      // Typing in the first field (the phone's keyboard up): the bar steps aside.
      await page.locator('form.lead-form input:not([tabindex="-1"])').first().tap()
      expect(await page.locator('nav.reach-bar').evaluate((bar) => bar.checkVisibility({ visibilityProperty: true }))).toBe(false)
      // Keyboard focus on Send (enabled once the form has started) leaves it clear of the bar.
      await page.waitForSelector('[data-island="LeadForm"][data-hydrated]', { state: 'attached' })
      await send.focus()
      expect(
        await send.evaluate((button) => {
          const box = button.getBoundingClientRect()
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
          return !!hit && button.contains(hit)
        }),
      ).toBe(true)
      void locale
      await page.context().close()
    },
  )

  it.each(EDITIONS.flatMap((locale) => WIDTHS.map((width) => [localizePath('/services/wedding/decoration', locale), width] as const)))(
    '%s at %i px: the open menu lies over the bar, and the keyboard reaches the bar after the footer',
    async (path, width) => {
      const { page } = await web.open(path, phone(width))
      await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight / 3))
      await page.locator('.menu__toggle').tap()
      await frames(page)
      expect(await page.locator('nav.reach-bar').evaluate((bar) => bar.checkVisibility({ visibilityProperty: true }))).toBe(false)
      await page.locator('.menu__toggle').tap()
      // From the footer's last link, Tab goes to the bar's first link, shown and on top.
      await page.locator('footer a').last().focus()
      await page.keyboard.press('Tab')
      const focused = await page.evaluate(() => {
        const link = document.activeElement as HTMLElement
        const box = link.getBoundingClientRect()
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
        return { inBar: !!link.closest('nav.reach-bar'), onTop: !!hit && link.contains(hit), outline: getComputedStyle(link).outlineStyle }
      })
      expect(focused).toEqual({ inBar: true, onTop: true, outline: 'solid' })
      await page.context().close()
    },
  )

  it.each(EDITIONS.flatMap((locale) => WIDTHS.map((width) => [localizePath('/services/wedding/decoration', locale), width] as const)))(
    '%s at %i px: a picture opened large lies over the bar, its controls all within reach',
    async (path, width) => {
      const { page } = await web.open(path, phone(width))
      // The first picture of the page's work at the middle of the screen: the bar is there.
      await page.evaluate(() => {
        const picture = document.querySelector('main a.picture-link') as HTMLElement
        scrollTo(0, picture.getBoundingClientRect().top + scrollY - innerHeight / 2)
      })
      await frames(page)
      expect(await page.locator('nav.reach-bar').evaluate((bar) => bar.checkVisibility({ visibilityProperty: true }))).toBe(true)
      await page.locator('main a.picture-link').first().tap()
      await page.waitForSelector('dialog.viewer[open]')
      await frames(page)
      const covered = await page.evaluate(() => {
        const hitAt = (element: Element) => {
          const box = element.getBoundingClientRect()
          return document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
        }
        return {
          // Where the bar's links are, a tap lands on the viewer.
          barUnderViewer: [...document.querySelectorAll('nav.reach-bar a')].map((link) => !!hitAt(link)?.closest('dialog.viewer')),
          // And each of the viewer's controls takes its own tap.
          controls: [...document.querySelectorAll('dialog.viewer button')]
            .filter((button) => button.checkVisibility())
            .map((button) => hitAt(button) === button || button.contains(hitAt(button))),
        }
      })
      expect(covered.barUnderViewer).toEqual([true, true, true])
      expect(covered.controls.length).toBeGreaterThan(0)
      expect(covered.controls).not.toContain(false)
      await page.context().close()
    },
  )

  it.each(EDITIONS.map((locale) => localizePath('/services/wedding/decoration', locale)))(
    '%s at 360 px without scripts: the bar is there, at the foot of the screen, with its links',
    async (path) => {
      const { page } = await web.open(path, { ...phone(360), javaScriptEnabled: false })
      await page.evaluate(() => scrollTo(0, 1500))
      // A frame painted after the scroll, so scroll-driven styles have caught up (no animation frames without
      // scripts to wait for).
      await page.screenshot()
      const links = await barLinks(page)
      expect(links.length).toBe(3)
      for (const link of links) expect(link, link.name).toMatchObject({ inView: true, onTop: true })
      await page.context().close()
    },
  )
})

describe('from a tablet on', () => {
  it.each(EDITIONS.flatMap((locale) => [768, 1280].map((width) => [localizePath('/services/wedding/decoration', locale), width] as const)))(
    '%s at %i px: no reach bar; the chat button stays in view',
    async (path, width) => {
      const { page } = await web.open(path, { viewport: { width, height: 900 } })
      await page.evaluate(() => scrollTo(0, 1500))
      expect(await page.locator('nav.reach-bar').isVisible()).toBe(false)
      expect(await page.locator('a.chat-button').isVisible()).toBe(true)
      await page.context().close()
    },
  )
})
