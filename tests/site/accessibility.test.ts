// axe-core (WCAG 2.0/2.1/2.2 A and AA) on what a visitor opens: the mobile menu with its service list, a picture in
// the viewer; and keyboard checks: focus always visible and never hidden under the sticky header. Every page as it
// loads, in both editions at the phone's and the desktop's width, is checked by axe (and for CSP violations and
// console errors) on the loads of screen-layout.test.ts, which loads each page at those widths anyway.
// The pages are checked a few at a time (the site project's maxConcurrency), each in its own fresh browser context
// in the one Chromium: a first visit, with no service worker or storage left by another page.
import type { Page } from 'playwright-core'
import { describe, it } from 'vitest'
import navigation from '../../content/data/navigation.yaml'
import { UI } from '../../content/ui/index.ts'
import { axeViolations } from '../support/axe.ts'
import { DESKTOP, PHONE, useSite } from '../support/browser.ts'

const site = useSite()

/** axe with scroll-in animations off, so it sees everything as a visitor finally does. */
async function axe(page: Page) {
  await page.evaluate(() => document.querySelectorAll('[data-aos]').forEach((el) => el.classList.add('aos-animate')))
  return axeViolations(page)
}

describe.concurrent('axe', () => {
  it('has no violations with the mobile menu and the service list open', async ({ expect }) => {
    const { page } = await site.open('/services/wedding', { ...PHONE, reducedMotion: 'reduce' })
    await page.getByLabel(UI.en.header.menu, { exact: true }).click()
    await page.getByText(navigation.header.servicesLabel).click()
    expect(await axe(page)).toEqual([])
    await page.context().close()
  })

  it('has no violations with a gallery picture open in the viewer', async ({ expect }) => {
    const { page } = await site.open('/gallery', { ...DESKTOP, reducedMotion: 'reduce' })
    await page.locator('.gallery__item a').first().click()
    await page.waitForSelector('dialog.viewer[open]')
    expect(await axe(page)).toEqual([])
    await page.context().close()
  })
})

describe.concurrent('keyboard', () => {
  it.for(['/', '/contactus', '/services/engagement/mehndi', '/ta', '/ta/contactus'])(
    '%s: every focus stop is visible and clear of the sticky header',
    async (route, { expect }) => {
      const { page } = await site.open(route, { ...PHONE, reducedMotion: 'reduce' })
      await page.waitForLoadState('networkidle')
      const problems: string[] = []
      for (let i = 0; i < 60; i++) {
        await page.keyboard.press('Tab')
        const state = await page.evaluate(async () => {
          // Let focus styles (and their 0.01 ms reduced-motion transitions) apply first.
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
          const el = document.activeElement as HTMLElement | null
          if (!el || el === document.body) return null
          const style = getComputedStyle(el)
          const rect = el.getBoundingClientRect()
          // At the element's first line: on screen, and not painted over by the sticky header.
          const onTop = document.elementFromPoint(rect.left + rect.width / 2, rect.top + Math.min(rect.height / 2, 12))
          return {
            name: `${el.tagName} ${el.textContent?.trim().slice(0, 30) || el.getAttribute('aria-label')}`,
            outlined: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2,
            hidden: !onTop || (!!onTop.closest('.site-header') && !el.closest('.site-header')),
            // Where it was and what was drawn there instead, for the message.
            where: `at ${Math.round(rect.left)},${Math.round(rect.top)} (${style.position}, scrolled ${Math.round(scrollY)} px), under ${onTop ? `<${onTop.tagName.toLowerCase()} class="${onTop.className}">` : 'nothing on the screen'}`,
            size: rect.width * rect.height,
          }
        })
        if (!state) continue
        if (!state.outlined) problems.push(`${state.name}: no visible focus outline`)
        if (state.hidden) problems.push(`${state.name}: hidden under the sticky header, ${state.where}`)
        if (state.size === 0) problems.push(`${state.name}: focused but not shown`)
      }
      expect(problems).toEqual([])
      await page.context().close()
    },
  )
})
