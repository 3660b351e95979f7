// The three forms end to end in Chromium, against the built site, the site's Worker (the leads' endpoint) and the
// stand-ins of EmailJS and SheetDB: the e-mails and CSV rows the business gets, the failure paths (alert text,
// values kept), double clicks, the form's rules and the browser's required-field check.
import fs from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import { PHONE, useSite } from '../support/browser.ts'
import { fillForm, keptFor } from '../support/leads.ts'
import siteData from '../../content/data/site.yaml'
import { UI } from '../../content/ui/index.ts'

const site = useSite({ endpoint: true })
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const rowsOf = (file: string) => {
  const full = path.join(site.standIn.dataDir, file)
  return fs.existsSync(full) ? fs.readFileSync(full, 'utf8').split('\r\n').filter(Boolean) : []
}
const dialogs = (page: Page) => {
  const messages: string[] = []
  page.on('dialog', (dialog) => {
    messages.push(dialog.message())
    void dialog.accept()
  })
  return messages
}

/** Holds back every script the page asks for from now on, as a slow phone's network would, until `release()`. */
async function holdScripts(page: Page) {
  let release: () => void = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  let held = 0
  await page.route('**/assets/**/*.js', async (route) => {
    held++
    await released
    await route.continue()
  })
  return { held: () => held, release }
}

const fillEnquiry = (page: Page, name = 'Priya Raman') =>
  fillForm(page, 'enquiry', {
    name,
    email: 'priya@example.in',
    phone: '+91 98400 11223',
    city: 'Madurai',
    service: 'Wedding Event',
    message: 'Wedding on 14 February, "muhurtham" at 6 am,\nabout 400 guests.',
  })

afterEach(() => site.standIn.setFault(undefined))
/** The endpoint cannot be reached from the page: every post to it fails as on a lost network. */
const endpointUnreachable = (page: Page) => page.context().route('**/api/leads', (route) => route.abort('internetdisconnected'))

describe('enquiry form', () => {
  it('offers exactly the spec events, with e-mail and telephone input types, all required', async () => {
    const { page } = await site.open('/contactus')
    const options = await page.getByLabel('Event', { exact: true }).locator('option').allInnerTexts()
    expect(options.slice(1)).toEqual(['Baby Shower', 'Birthday Celebration', 'Engagement', 'House Warming', 'Puberty', 'Wedding Event'])
    expect(await page.getByLabel('E-mail', { exact: true }).getAttribute('type')).toBe('email')
    expect(await page.getByLabel('Phone', { exact: true }).getAttribute('type')).toBe('tel')
    const required = await page
      .locator('form.lead-form')
      .locator('input:not([name=website]), select, textarea')
      .evaluateAll((els) => els.map((el) => (el as HTMLInputElement).required))
    expect(required).toEqual([true, true, true, true, true, true])
    await page.context().close()
  })

  it('e-mails, saves the row and opens the thank-you page', async () => {
    const { page, errors } = await site.open('/contactus')
    await fillEnquiry(page)
    await page.getByRole('button', { name: 'Send Enquiry' }).click()
    await page.waitForURL('**/contactus/thanks')
    expect(await page.locator('h1').innerText()).toBe('Thank You for Booking Our Service!')
    // The endpoint delivers after its answer: the row comes a moment after the thank-you page.
    await expect.poll(() => rowsOf('enquiries.csv').length).toBe(2)
    const rows = rowsOf('enquiries.csv')
    expect(rows[0]).toBe('Name,Email,Phone,City,Service,Message,Id,Note')
    expect(rows.slice(1).join('\r\n')).toMatch(
      new RegExp(
        `^${escapeRegExp(`Priya Raman,priya@example.in,'+91 98400 11223,Madurai,Wedding Event,"Wedding on 14 February, ""muhurtham"" at 6 am,\nabout 400 guests."`)},${UUID},$`,
      ),
    )
    const email = { template_params: keptFor(site.standIn, 'Priya Raman').emails[0] }
    expect(email.template_params).toMatchObject({
      from_name: 'Priya Raman',
      from_email: 'priya@example.in',
      phone_number: '+91 98400 11223',
      user_city: 'Madurai',
      service: 'Wedding Event',
      language: 'en',
    })
    // The same lead id in the e-mail and the row, so the business can match them (and spot a duplicate).
    expect(rows.at(-1)!.endsWith(`,${email.template_params.submission_id},`)).toBe(true)
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('when the endpoint cannot be reached: the alert, everything kept on the phone, no navigation; sent by itself once it can be', async () => {
    const name = 'Kavya Ravi'
    const { page, errors } = await site.open('/contactus', PHONE)
    await endpointUnreachable(page)
    const alerts = dialogs(page)
    await fillEnquiry(page, name)
    await page.getByRole('button', { name: 'Send Enquiry' }).click()
    await expect.poll(() => alerts).toEqual(['Failed to send message or save data. Please try again later.'])
    expect(new URL(page.url()).pathname).toBe('/contactus')
    expect(await page.getByLabel('Your name', { exact: true }).inputValue()).toBe(name)
    expect(await page.getByLabel('Tell us about your celebration', { exact: true }).inputValue()).toContain('400 guests')
    // The phone is online: the site's service is at fault, and the status says so.
    expect(await page.locator('form [role=status]').innerText()).toContain('Saved on this phone: our service did not answer just now')
    expect(await page.getByRole('link', { name: 'Send it on WhatsApp instead' }).getAttribute('href')).toMatch(
      new RegExp(`^https://wa\\.me/${siteData.phone.slice(1)}\\?text=`),
    )
    expect(await page.getByRole('button', { name: 'Send Enquiry' }).isEnabled()).toBe(true)
    expect(errors.some((e) => e.startsWith('Failed to send enquiry:'))).toBe(true)
    // The endpoint is back: the page posts the kept lead by itself (here at once: the tab becomes visible).
    await page.context().unroute('**/api/leads')
    await page.evaluate(() => dispatchEvent(new Event('online')))
    await expect.poll(() => page.locator('form [role=status]').innerText()).toBe('Sent')
    await expect.poll(() => keptFor(site.standIn, name).rows('enquiry').length).toBe(1)
    expect(keptFor(site.standIn, name).emails).toHaveLength(1)
    await page.context().close()
  })

  it('when the e-mail service fails, the business has the enquiry: the thank-you page, and the row arrives', async () => {
    const name = 'Mail Down Malar'
    site.standIn.setFault((service: string) => (service === 'email' ? { status: 503, body: 'Service Unavailable' } : undefined))
    const { page } = await site.open('/contactus', PHONE)
    await fillEnquiry(page, name)
    await page.getByRole('button', { name: 'Send Enquiry' }).click()
    await page.waitForURL('**/contactus/thanks')
    await expect.poll(() => keptFor(site.standIn, name).rows('enquiry').length).toBe(1)
    await page.context().close()
  })

  it('sends one lead for a double click', async () => {
    const { page } = await site.open('/contactus')
    await fillEnquiry(page, 'Double Click Devi')
    await page.getByRole('button', { name: 'Send Enquiry' }).dblclick()
    await page.waitForURL('**/contactus/thanks')
    await expect.poll(() => keptFor(site.standIn, 'Double Click Devi').rows('enquiry').length).toBe(1)
    await page.waitForTimeout(500)
    expect(keptFor(site.standIn, 'Double Click Devi').rows('enquiry')).toHaveLength(1)
    expect(keptFor(site.standIn, 'Double Click Devi').emails).toHaveLength(1)
    await page.context().close()
  })

  it('sends nothing while a phone number breaks the form rules, with the form own message', async () => {
    const { page } = await site.open('/contactus')
    let requests = 0
    page.on('request', (request) => request.url().includes('/api/leads') && requests++)
    await fillEnquiry(page, 'Short Phone Selvi')
    await page.getByLabel('Phone', { exact: true }).fill('98400 1122')
    await page.getByRole('button', { name: 'Send Enquiry' }).click()
    await expect.poll(() => page.locator('#enquiry-phone-problem').innerText()).toBe('Please check what you wrote here.')
    await page.waitForTimeout(300)
    expect(requests).toBe(0)
    await page.context().close()
  })

  it('sends nothing while a field is empty or only spaces, and says so beside the field', async () => {
    const { page } = await site.open('/contactus')
    let requests = 0
    page.on('request', (request) => request.url().includes('/api/') && request.method() === 'POST' && requests++)
    await page.getByRole('button', { name: 'Send Enquiry' }).click()
    // That tap may have come before the form's code ran: it is made again once it runs, on the empty form.
    await page.waitForSelector('[data-island="LeadForm"][data-hydrated]', { state: 'attached' })
    await expect.poll(() => page.getByLabel('Your name', { exact: true }).getAttribute('aria-invalid')).toBe('true')
    await fillEnquiry(page)
    await page.getByLabel('City', { exact: true }).fill('    ')
    await page.getByRole('button', { name: 'Send Enquiry' }).click()
    expect(await page.getByLabel('City', { exact: true }).inputValue()).toBe('')
    expect(await page.getByLabel('City', { exact: true }).evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true)
    expect(await page.locator('#enquiry-city-problem').innerText()).toBe(UI.en.forms.problems.missing)
    await page.waitForTimeout(300)
    expect(requests).toBe(0)
    expect(new URL(page.url()).pathname).toBe('/contactus')
    await page.context().close()
  })

  it('drops a bot that fills the hidden field: normal success path, nothing stored', async () => {
    const { page } = await site.open('/contactus')
    await fillEnquiry(page, 'Spam Bot')
    await page.locator('input[name=website]').fill('http://spam.example', { force: true })
    await page.getByRole('button', { name: 'Send Enquiry' }).click()
    await page.waitForURL('**/contactus/thanks')
    await page.waitForTimeout(500)
    expect(rowsOf('enquiries.csv').join()).not.toContain('Spam Bot')
    expect(keptFor(site.standIn, 'Spam Bot').ids).toEqual([])
    await page.context().close()
  })
})

describe('vendor form', () => {
  const fillVendor = (page: Page, name: string) =>
    fillForm(page, 'vendor', {
      name,
      email: 'murugan@example.in',
      phone: '98421 00000',
      service: 'Catering',
      address: '12, Gandhi Road, Erode',
      message: '=1+2 banana-leaf meals',
    })

  it('offers the spec categories, registers and opens the thank-you page', async () => {
    const { page } = await site.open('/vendor')
    expect((await page.getByLabel('Service category', { exact: true }).locator('option').allInnerTexts()).slice(1)).toEqual([
      'Catering',
      'Photography',
      'Decoration',
      'Makeup',
      'DJ',
    ])
    expect(await page.locator('main').innerText()).toMatch(/commission/i)
    await fillVendor(page, 'Sri Murugan Caterers')
    await page.getByRole('button', { name: 'Register as Vendor' }).click()
    await page.waitForURL('**/vendors/thanks')
    expect(await page.locator('h1').innerText()).toBe('Thank You for Registering!')
    await expect.poll(() => rowsOf('vendors.csv').length).toBeGreaterThan(1)
    const rows = rowsOf('vendors.csv')
    expect(rows[0]).toBe('Name,Email,Phone,Address,Service,Message,Id,Note')
    // The formula arrives neutralised (the endpoint does it: a direct post to the sheet is no longer possible).
    expect(rows.at(-1)).toMatch(
      new RegExp(
        `^${escapeRegExp(`Sri Murugan Caterers,murugan@example.in,98421 00000,"12, Gandhi Road, Erode",Catering,'=1+2 banana-leaf meals`)},${UUID},$`,
      ),
    )
    await page.context().close()
  })

  // The spec sent the vendor to the thank-you page whatever the sheet answered; a registration the business never got
  // was then "successful". Now the thank-you page means the endpoint has it.
  it('when the endpoint answers 503: logs "Failed to submit form data", stays, keeps the registration on the phone', async () => {
    const { page, errors } = await site.open('/vendor', undefined, (p) =>
      p.context().route('**/api/leads', (route) => route.fulfill({ status: 503, body: 'Service Unavailable' })),
    )
    await fillVendor(page, 'Failing Sheet Studio')
    await page.getByRole('button', { name: 'Register as Vendor' }).click()
    await expect.poll(() => errors.some((e) => e.startsWith('Failed to submit form data'))).toBe(true)
    expect(new URL(page.url()).pathname).toBe('/vendor')
    expect(await page.locator('form [role=status]').innerText()).toContain('Saved on this phone')
    await page.context().close()
  })

  it('when the endpoint cannot be reached: logs "Error submitting form data:", stays, keeps the values', async () => {
    const { page, errors } = await site.open('/vendor')
    await fillVendor(page, 'Offline Decorators')
    // The form runs (its code came with the first touch); then the phone loses its signal.
    await page.waitForSelector('[data-island="LeadForm"][data-hydrated]', { state: 'attached' })
    await page.context().setOffline(true)
    await page.getByRole('button', { name: 'Register as Vendor' }).click()
    await expect.poll(() => errors.some((e) => e.startsWith('Error submitting form data:'))).toBe(true)
    expect(new URL(page.url()).pathname).toBe('/vendor')
    expect(await page.getByLabel('Name or business name', { exact: true }).inputValue()).toBe('Offline Decorators')
    await page.context().close()
  })
})

describe('feedback form', () => {
  it('is titled "Review Us" with a "Feedback Form"; on success alerts and clears the form', async () => {
    const { page } = await site.open('/review')
    expect(await page.locator('h1').innerText()).toBe('Review Us')
    expect(await page.getByRole('heading', { name: 'Feedback Form' }).count()).toBe(1)
    const alerts = dialogs(page)
    await fillForm(page, 'feedback', { name: 'Arun Kumar', work: 'Civil contractor', message: 'Calm, punctual, kind.' })
    await page.getByRole('button', { name: 'Send Feedback' }).click()
    await expect.poll(() => alerts).toEqual(['Data sent successfully'])
    await expect.poll(() => page.getByLabel('Your name', { exact: true }).inputValue()).toBe('')
    await expect
      .poll(() => rowsOf('feedback.csv').at(-1))
      .toMatch(new RegExp(`^${escapeRegExp('Arun Kumar,Civil contractor,"Calm, punctual, kind."')},${UUID},$`))
    await page.context().close()
  })

  // The form's code starts at the first touch; on a slow phone the visitor may have typed everything and tapped
  // Send before it runs. The tap is held and made again once it runs: it must send what the fields show.
  it('typed and sent before its code has arrived: one row with the words typed, then cleared', async () => {
    const { page, errors } = await site.open('/review', PHONE)
    const alerts = dialogs(page)
    const scripts = await holdScripts(page)
    await fillForm(page, 'feedback', { name: 'Early Tap Ezhil', work: 'Weaver, Salem', message: 'Typed before the form had started.' })
    await page.getByRole('button', { name: 'Send Feedback' }).tap()
    expect(scripts.held()).toBeGreaterThan(0)
    scripts.release()
    // React and the form's code arrive now (ten files): a moment on a busy machine.
    await expect.poll(() => alerts, { timeout: 15_000 }).toEqual(['Data sent successfully'])
    await expect
      .poll(() => rowsOf('feedback.csv').filter((row) => row.startsWith('Early Tap Ezhil,')))
      .toEqual([
        expect.stringMatching(
          new RegExp(`^${escapeRegExp('Early Tap Ezhil,"Weaver, Salem",Typed before the form had started.')},${UUID},$`),
        ),
      ])
    await expect.poll(() => page.getByLabel('Your name', { exact: true }).inputValue()).toBe('')
    expect(errors).toEqual([])
    await page.context().close()
  })

  // A Send tapped before the code runs, then more typing: the family has not finished. The held tap must not send
  // the form half typed once the code arrives (it was made on a form that showed something else); their next Send does.
  it('Send tapped before its code has arrived, then more typed: nothing sent until Send is tapped again', async () => {
    const { page, errors } = await site.open('/review', PHONE)
    const alerts = dialogs(page)
    const scripts = await holdScripts(page)
    await page.getByLabel('Your name', { exact: true }).fill('Half Typed Kavin')
    await page.getByRole('button', { name: 'Send Feedback' }).tap()
    expect(scripts.held()).toBeGreaterThan(0)
    await fillForm(page, 'feedback', { name: 'Half Typed Kavin', work: 'Driver, Attur', message: 'Written after the first tap on Send.' })
    scripts.release()
    await page.waitForSelector('[data-island="LeadForm"][data-hydrated]', { state: 'attached' })
    // The held tap would be made at once; give it time to be sent, were it made.
    await page.waitForTimeout(1500)
    expect(alerts).toEqual([])
    expect(rowsOf('feedback.csv').filter((row) => row.startsWith('Half Typed Kavin,'))).toEqual([])
    expect(await page.getByLabel('Your feedback', { exact: true }).inputValue()).toBe('Written after the first tap on Send.')
    await page.getByRole('button', { name: 'Send Feedback' }).tap()
    await expect.poll(() => alerts).toEqual(['Data sent successfully'])
    await expect
      .poll(() => rowsOf('feedback.csv').filter((row) => row.startsWith('Half Typed Kavin,')))
      .toEqual([
        expect.stringMatching(
          new RegExp(`^${escapeRegExp('Half Typed Kavin,"Driver, Attur",Written after the first tap on Send.')},${UUID},$`),
        ),
      ])
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('on failure only logs and keeps the text', async () => {
    const { page, errors } = await site.open('/review', undefined, (p) => endpointUnreachable(p))
    const alerts = dialogs(page)
    await fillForm(page, 'feedback', { name: 'Meena', work: 'Teacher', message: 'Beautiful stage.' })
    await page.getByRole('button', { name: 'Send Feedback' }).click()
    await expect.poll(() => errors.length).toBeGreaterThan(0)
    expect(alerts).toEqual([])
    expect(await page.getByLabel('Your feedback', { exact: true }).inputValue()).toBe('Beautiful stage.')
    await page.context().close()
  })
})
