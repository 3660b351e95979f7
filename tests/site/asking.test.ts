// A family on a phone can ask at any moment: every quote button opens the contact page at its form, with the
// page's event chosen and the first empty field ready to type in; a field the form will not send says why beside
// it, in the page's language; the privacy line under each form reads as one sentence. Both editions, at 360 and
// 390 px, in Chromium against the built site.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { FORMS, type FormName } from '../../content/forms.js'
import { localizePath, type Locale } from '../../content/editions.ts'
import { UI } from '../../content/ui/index.ts'
import { navigationFor } from '../../renderer/site.ts'
import { useSite } from '../support/browser.ts'

const site = useSite()
const NAVIGATION = { en: navigationFor('en'), ta: navigationFor('ta') }
const phone = (width: number) => ({ viewport: { width, height: 780 }, isMobile: true, hasTouch: true })
const EDITIONS: Locale[] = ['en', 'ta']
const WIDTHS = [360, 390]
const eachPhone = EDITIONS.flatMap((locale) => WIDTHS.map((width) => [locale, width] as const))
/** The page of each of the spec's three forms. */
const FORM_PAGES: Record<FormName, string> = { enquiry: '/contactus', vendor: '/vendor', feedback: '/review' }

/** Where the form is on the screen, and which field has the focus. */
const formPlace = (page: Page, form: FormName) =>
  page.evaluate((form) => {
    const box = document.querySelector(`form.lead-form:has([name][id^="${form}-"])`)!.getBoundingClientRect()
    return { top: Math.round(box.top), windowHeight: innerHeight, focused: document.activeElement?.id ?? '' }
  }, form)

describe('the privacy line under each form', () => {
  it.each(eachPhone.flatMap(([locale, width]) => Object.values(FORM_PAGES).map((path) => [localizePath(path, locale), width] as const)))(
    '%s at %i px: the full stop stays on the line its link ends on',
    async (path, width) => {
      const { page } = await site.open(path, { ...phone(width), javaScriptEnabled: false })
      const lines = await page.locator('form .lead-form__privacy').evaluate((line) => {
        const link = line.querySelector('a')!
        const after = link.nextSibling!
        const range = document.createRange()
        range.selectNodeContents(after)
        const linkEnds = [...link.getClientRects()].at(-1)!
        return { after: after.textContent, linkEndsAt: Math.round(linkEnds.top), stopAt: Math.round(range.getBoundingClientRect().top) }
      })
      expect(lines.after).toBe('.')
      expect(lines.stopAt).toBe(lines.linkEndsAt)
      await page.context().close()
    },
  )
})

describe("a form's messages", () => {
  it.each(eachPhone)(
    '%s at %i px: Send on an empty enquiry says beside each field, in the page language, what is missing',
    async (locale, width) => {
      const words = UI[locale].forms
      const { page } = await site.open(localizePath('/contactus', locale), phone(width))
      let posts = 0
      page.on('request', (request) => request.method() === 'POST' && posts++)
      await page.locator('form.lead-form').getByRole('button', { name: words.enquiry.submit }).tap()
      // A tap before the form's code ran is made again once it runs.
      await page.waitForSelector('[data-island="LeadForm"][data-hydrated]', { state: 'attached' })
      await expect.poll(() => page.locator('form.lead-form [aria-invalid="true"]').count()).toBe(FORMS.enquiry.fields.length)
      const problems = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('form.lead-form [aria-invalid="true"]')].map((field) => {
          const message = document.getElementById(field.getAttribute('aria-describedby') ?? '')
          const fieldBox = field.getBoundingClientRect()
          const messageBox = message?.getBoundingClientRect()
          return {
            name: field.getAttribute('name'),
            message: message?.textContent,
            // Right under its own field, on the screen.
            under: !!messageBox && messageBox.height > 0 && messageBox.top >= fieldBox.bottom - 1 && messageBox.top - fieldBox.bottom < 24,
          }
        }),
      )
      expect(problems).toEqual(
        FORMS.enquiry.fields.map((field) => ({
          name: field.name,
          message: field.type === 'select' ? words.problems.notChosen : words.problems.missing,
          under: true,
        })),
      )
      // The first field takes the focus, so its message is read at once.
      expect(await page.evaluate(() => document.activeElement?.id)).toBe(`enquiry-${FORMS.enquiry.fields[0].name}`)
      // Mended, a field's message goes; an e-mail address that is not one says so.
      await page.locator('#enquiry-name').fill('Meena')
      await page.locator('#enquiry-email').fill('meena@')
      await page.locator('form.lead-form').getByRole('button', { name: words.enquiry.submit }).tap()
      expect(await page.locator('#enquiry-name').getAttribute('aria-invalid')).toBe(null)
      expect(await page.locator('#enquiry-email-problem').innerText()).toBe(words.problems.email)
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('enquiry-email')
      await page.locator('#enquiry-email').fill('meena@example.in')
      await expect.poll(() => page.locator('#enquiry-email-problem').count()).toBe(0)
      expect(posts).toBe(0)
      await page.context().close()
    },
  )

  it.each(EDITIONS.flatMap((locale) => (['vendor', 'feedback'] as const).map((form) => [locale, form] as const)))(
    '%s %s form at 360 px: Send on it empty marks every field with its message in the page language',
    async (locale, form) => {
      const words = UI[locale].forms
      const { page } = await site.open(localizePath(FORM_PAGES[form], locale), phone(360))
      await page.locator('form.lead-form').getByRole('button', { name: words[form].submit }).tap()
      await page.waitForSelector('[data-island="LeadForm"][data-hydrated]', { state: 'attached' })
      await expect.poll(() => page.locator('form.lead-form [aria-invalid="true"]').count()).toBe(FORMS[form].fields.length)
      const messages = await page
        .locator('form.lead-form .lead-form__problem')
        .evaluateAll((lines) => lines.map((line) => [line.id, line.textContent]))
      expect(messages).toEqual(
        FORMS[form].fields.map((field) => [
          `${form}-${field.name}-problem`,
          field.type === 'select' ? words.problems.notChosen : words.problems.missing,
        ]),
      )
      await page.context().close()
    },
  )
})

describe('every quote button', () => {
  it.each(eachPhone)(
    "%s at %i px: a service page's quote button opens the contact form with its event chosen, at the first empty field",
    async (locale, width) => {
      const { page } = await site.open(localizePath('/services/wedding/decoration', locale), phone(width))
      await page.waitForLoadState('networkidle')
      await page.locator('.enquiry-block').getByRole('link', { name: UI[locale].enquiryBlock.quotation }).tap()
      await page.waitForURL(/\/contactus\?service=/)
      await page.waitForSelector('[data-island="LeadForm"][data-hydrated]', { state: 'attached' })
      await expect.poll(() => page.locator('#enquiry-service').inputValue()).toBe('Wedding Event')
      await expect.poll(async () => (await formPlace(page, 'enquiry')).focused).toBe('enquiry-name')
      const place = await formPlace(page, 'enquiry')
      // The form starts in the upper part of the screen, not screens further down.
      expect(place.top).toBeGreaterThanOrEqual(0)
      expect(place.top).toBeLessThan(place.windowHeight / 3)
      await page.context().close()
    },
  )

  it.each(eachPhone)(
    "%s at %i px: the menu's and the home page's quote buttons open the contact form, at its first field",
    async (locale, width) => {
      const quote = NAVIGATION[locale].header.cta.label
      for (const tapQuote of [
        async (page: Page) => {
          await page.locator('.menu__toggle').tap()
          await page.locator('nav').getByRole('link', { name: quote }).tap()
        },
        (page: Page) => page.locator('main').getByRole('link', { name: quote }).first().tap(),
      ]) {
        const { page } = await site.open(localizePath('/', locale), phone(width))
        await tapQuote(page)
        await page.waitForURL(/\/contactus/)
        await page.waitForSelector('[data-island="LeadForm"][data-hydrated]', { state: 'attached' })
        await expect.poll(async () => (await formPlace(page, 'enquiry')).focused).toBe('enquiry-name')
        const place = await formPlace(page, 'enquiry')
        expect(place.top).toBeGreaterThanOrEqual(0)
        expect(place.top).toBeLessThan(place.windowHeight / 3)
        await page.context().close()
      }
    },
  )

  it.each(eachPhone)('%s at %i px: on the contact page the cards follow the form', async (locale, width) => {
    const { page } = await site.open(localizePath('/contactus', locale), { ...phone(width), javaScriptEnabled: false })
    const order = await page.evaluate(() => ({
      formEnds: document.querySelector('form.lead-form')!.getBoundingClientRect().bottom,
      cardsStart: document.querySelector('.contact-cards')!.getBoundingClientRect().top,
    }))
    expect(order.cardsStart).toBeGreaterThan(order.formEnds)
    await page.context().close()
  })
})
