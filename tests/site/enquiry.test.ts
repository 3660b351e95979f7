// The enquiry block at the end of every event and service page of both editions, and the contact form it opens:
// the page's event chosen and the message started with its service, in the form's language, after the form
// starts; an unknown name ignored; a draft never overwritten. In Chromium, against the built site.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { UI } from '../../content/ui/index.ts'
import { allPages } from '../../renderer/content.ts'
import { DESKTOP, PHONE, useSite } from '../support/browser.ts'
import { htmlOf } from '../support/site.ts'
import siteData from '../../content/data/site.yaml'
import { ROUTES, SERVICES_PAGES, TA_ROUTES } from '../support/routes.ts'
import { SPEC_SERVICES_PAGES } from '../support/spec.ts'

const site = useSite()
const logical = (route: string) => route.replace(/^\/ta(?=\/|$)/, '') || '/'
const localeOf = (route: string) => (route === '/ta' || route.startsWith('/ta/') ? 'ta' : 'en')
const frontmatterOf = (route: string) => allPages().find((page) => page.url === route)!.frontmatter

interface Block {
  question: string
  next: string
  actions: { name: string; href: string; target: string | null; rel: string | null }[]
  canonical: string
  last: boolean
}

/** The enquiry block of a built page as a visitor meets it (null when there is none), read from its HTML. */
async function blockOf(page: Page, route: string): Promise<Block | null> {
  return page.evaluate((html) => {
    const doc = new DOMParser().parseFromString(html, 'text/html')
    const block = doc.querySelector('main section.enquiry-block')
    if (!block) return null
    const heading = doc.getElementById(block.getAttribute('aria-labelledby') ?? '')
    return {
      question: heading?.textContent ?? '',
      next: block.querySelector('p')?.textContent ?? '',
      actions: [...block.querySelectorAll('a')].map((a) => ({
        name: a.textContent!.trim(),
        href: a.getAttribute('href')!,
        target: a.getAttribute('target'),
        rel: a.getAttribute('rel'),
      })),
      canonical: doc.querySelector('link[rel=canonical]')!.getAttribute('href')!,
      // Nothing of the page's own content comes after it.
      last: !block.nextElementSibling && block.parentElement!.classList.contains('page-body'),
    }
  }, htmlOf(route))
}

describe('the enquiry block', () => {
  it.each(['en', 'ta'] as const)('ends every event and service page of the %s edition, and no other page', async (locale) => {
    const routes = locale === 'en' ? ROUTES : TA_ROUTES
    const t = UI[locale].enquiryBlock
    const { page } = await site.open('/404.html')
    const withBlock: string[] = []
    for (const route of routes) {
      const block = await blockOf(page, route)
      if (!block) continue
      withBlock.push(logical(route))
      const { enquiry, heading } = frontmatterOf(route)
      expect(block.question, route).toBe(enquiry!.question)
      // What happens next: the reply time the contact page promises.
      expect(block.next, route).toBe(t.next(24))
      expect(frontmatterOf(locale === 'en' ? '/contactus' : '/ta/contactus').intro).toContain(
        locale === 'en' ? 'within 24 hours' : '24 மணி நேரத்துக்குள்',
      )
      expect(block.last, route).toBe(true)
      const [quotation, whatsapp] = block.actions
      expect(block.actions).toHaveLength(2)
      expect(quotation.name, route).toBe(t.quotation)
      expect(quotation.href, route).toMatch(new RegExp(`^${locale === 'ta' ? '/ta' : ''}/contactus\\?service=[a-z-]+#enquiry$`))
      expect(whatsapp.name, route).toBe(`${t.whatsapp} ${t.newTab}`)
      expect([whatsapp.target, whatsapp.rel]).toEqual(['_blank', 'noopener noreferrer'])
      // The chat opens with the business phone; its text names the service and gives the page's full address,
      // in the page's language, and decodes back exactly.
      const chat = new URL(whatsapp.href)
      expect(`${chat.origin}${chat.pathname}`).toBe(`https://wa.me/${siteData.phone.replace(/^\+/, '')}`)
      const text = chat.searchParams.get('text')!
      expect(text, route).toBe(t.whatsappText(heading, block.canonical))
      expect(decodeURIComponent(whatsapp.href.split('?text=')[1])).toBe(text)
      expect(block.canonical).toMatch(new RegExp(`^https://[^/]+${route.replace(/\//g, '\\/')}$`))
    }
    expect(withBlock.sort()).toEqual([...SERVICES_PAGES].sort())
    expect(withBlock).toEqual(expect.arrayContaining(SPEC_SERVICES_PAGES))
    await page.context().close()
  })

  it.each([
    ['/services/wedding/decoration', PHONE],
    ['/ta/services/puberty/stage-decoration', PHONE],
    ['/services/babyshower', DESKTOP],
  ] as const)('on %s: both actions are thumb-sized and need no script', async (route, device) => {
    const { page } = await site.open(route, { ...device, javaScriptEnabled: false })
    const sizes = await page
      .locator('.enquiry-block a')
      .evaluateAll((links) => links.map((a) => a.getBoundingClientRect()).map((r) => [r.width, r.height]))
    expect(sizes).toHaveLength(2)
    for (const [width, height] of sizes) {
      expect(height).toBeGreaterThanOrEqual(44)
      expect(width).toBeGreaterThanOrEqual(44)
    }
    await page.context().close()
  })
})

/** The enquiry form's event and message once it has started. */
async function formValues(page: Page) {
  await page.waitForSelector('[data-island="LeadForm"][data-hydrated]', { state: 'attached' })
  return page.evaluate(() => ({
    name: document.querySelector<HTMLInputElement>('#enquiry-name')!.value,
    service: document.querySelector<HTMLSelectElement>('#enquiry-service')!.value,
    message: document.querySelector<HTMLTextAreaElement>('#enquiry-message')!.value,
  }))
}

describe('the contact form opened from a page', () => {
  it.each([
    ['/services/wedding/decoration', 'Wedding Event', 'About Wedding Decoration:\n'],
    ['/services/babyshower', 'Baby Shower', 'About Baby Shower:\n'],
    ['/services/housewarming/housewarming-return-gifts', 'House Warming', 'About Housewarming Return Gifts:\n'],
    ['/services/photo', '', 'About Event Photography:\n'],
    ['/ta/services/puberty/stage-decoration', 'Puberty', 'மஞ்சள் நீராட்டு விழா அலங்காரம் பற்றி:\n'],
    ['/ta/services/wedding/wedding-mehndi', 'Wedding Event', 'திருமண மெஹந்தி பற்றி:\n'],
  ])('from %s: chooses "%s" and starts the message with the service, in the form\'s language', async (route, event, line) => {
    const { page, errors } = await site.open(route, PHONE)
    // Everything the page loads late (pictures below, fonts) is in, so nothing moves the link while it is tapped.
    await page.waitForLoadState('networkidle')
    await page
      .locator('.enquiry-block')
      .getByRole('link', { name: UI[localeOf(route)].enquiryBlock.quotation })
      .tap()
    await page.waitForURL(`**${localeOf(route) === 'ta' ? '/ta' : ''}/contactus?service=*`)
    // The form fills them in once it has read the list of services, a moment after it starts.
    await expect.poll(() => formValues(page), { timeout: 10_000 }).toEqual({ name: '', service: event, message: line })
    // The stored value is the spec's English option; the visitor sees it in the form's language.
    if (event)
      expect(await page.locator('#enquiry-service option:checked').innerText()).toBe(UI[localeOf(route)].forms.options[event as 'Puberty'])
    // The line is the visitor's to edit.
    await page.locator('#enquiry-message').press('End')
    await page.locator('#enquiry-message').pressSequentially('Around 200 guests.')
    expect((await formValues(page)).message).toBe(`${line}Around 200 guests.`)
    expect(errors).toEqual([])
    await page.context().close()
  })

  it.each([
    '/contactus?service=naming-ceremony',
    '/contactus?service=constructor',
    '/ta/contactus?service=',
    '/ta/contactus?service=%E0%AE',
  ])('ignores a name it does not know, without an error: %s', async (address) => {
    const { page, errors } = await site.open(address, PHONE)
    await page.waitForTimeout(300)
    expect(await formValues(page)).toEqual({ name: '', service: '', message: '' })
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('never overwrites a draft; a field the draft left empty is filled', async () => {
    const draft = (values: Record<string, string>) => async (page: Page) =>
      page.addInitScript(
        (saved) => localStorage.setItem('thoranam:draft:en:enquiry', JSON.stringify({ savedAt: Date.now(), values: saved })),
        values,
      )
    const full = await site.open(
      '/contactus?service=wedding-decoration',
      PHONE,
      draft({ name: 'Meena', service: 'Engagement', message: 'Flowers for 300 guests' }),
    )
    await full.page.waitForTimeout(300)
    expect(await formValues(full.page)).toEqual({ name: 'Meena', service: 'Engagement', message: 'Flowers for 300 guests' })
    const partial = await site.open('/contactus?service=wedding-decoration', PHONE, draft({ name: 'Meena' }))
    await expect
      .poll(() => formValues(partial.page))
      .toEqual({ name: 'Meena', service: 'Wedding Event', message: 'About Wedding Decoration:\n' })
    expect([...full.errors, ...partial.errors]).toEqual([])
    await full.page.context().close()
    await partial.page.context().close()
  })

  it('keeps no draft of what the block filled in until the visitor changes it, so the next page starts its own', async () => {
    const { page } = await site.open('/contactus?service=wedding-decoration', PHONE)
    expect(await formValues(page)).toMatchObject({ service: 'Wedding Event' })
    await page.waitForTimeout(800)
    await page.goto(`${site.base}/contactus?service=birthday-party`)
    await expect
      .poll(() => formValues(page))
      .toEqual({ name: '', service: 'Birthday Celebration', message: 'About Birthday Party Planning:\n' })
    await page.locator('#enquiry-name').fill('Arun')
    await page.waitForTimeout(800)
    await page.goto(`${site.base}/contactus?service=wedding-decoration`)
    await expect
      .poll(() => formValues(page))
      .toEqual({ name: 'Arun', service: 'Birthday Celebration', message: 'About Birthday Party Planning:\n' })
    await page.context().close()
  })

  it('comes from a pre-rendered page that is the same for every page it is opened from', () => {
    const html = htmlOf('/contactus')
    expect(html).not.toMatch(/wedding-decoration|About Wedding/)
    expect(html).toMatch(/<select[^>]*id="enquiry-service"[^>]*><option value="" selected="">/)
    expect(html).not.toMatch(/<option value="[^"]+" selected/)
    expect(html).toMatch(/<textarea[^>]*id="enquiry-message"[^>]*><\/textarea>/)
  })
})
