// The privacy notice in Chromium: its "remove what this phone keeps" control (drafts and leads waiting, with a
// warning and WhatsApp before an unsent lead goes), and the short notice with its link at every form.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { PHONE, useSite } from '../support/browser.ts'
import siteData from '../../content/data/site.yaml'
import { UI } from '../../content/ui/index.ts'
import { PRIVACY_PAGE } from '../../content/ui/privacy.ts'

const site = useSite()
/** The control's words, from the word book. */
const device = PRIVACY_PAGE.en.device

/** What this browser keeps of the site: its drafts and the leads waiting on it (both in localStorage). */
function kept(page: Page): Promise<{ drafts: string[]; leads: string[] }> {
  return page.evaluate(() => ({
    drafts: Object.keys(localStorage).filter((key) => key.startsWith('thoranam:draft:')),
    leads: JSON.parse(localStorage.getItem('thoranam:leads:waiting') ?? '[]').map((lead: { values: { name: string } }) => lead.values.name),
  }))
}

/**
 * A half-typed enquiry and a vendor registration waiting on the phone; the site's endpoint cannot be reached from
 * this page (every post fails), so it stays waiting.
 */
async function keepSomething(page: Page) {
  await page.context().route('**/api/leads', (route) => route.abort('internetdisconnected'))
  await page.evaluate(() => {
    localStorage.setItem(
      'thoranam:draft:en:enquiry',
      JSON.stringify({ savedAt: Date.now(), values: { name: 'Meenakshi Sundaram', city: 'Madurai' } }),
    )
    localStorage.setItem(
      'thoranam:leads:waiting',
      JSON.stringify([
        {
          id: '7f0c2a9e-5b1d-4c3e-9a8f-2d6e1b0c4a11',
          form: 'vendor',
          locale: 'en',
          keptAt: Date.now(),
          values: {
            name: 'Kaveri Caterers',
            phone: '9876543210',
            email: 'kaveri@example.com',
            service: 'Catering',
            address: 'Erode',
            message: 'Vegetarian wedding lunches',
          },
        },
      ]),
    )
  })
}

describe('remove what this phone keeps', () => {
  it('says so when the phone keeps nothing', async () => {
    const { page, errors } = await site.open('/privacy', PHONE)
    await page.getByRole('button', { name: device.remove }).tap()
    await expect.poll(() => page.locator('.device-data__status').innerText()).toBe(device.nothing)
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('warns about an unsent lead and offers WhatsApp before removing it, and keeps it if asked', async () => {
    const { page, errors } = await site.open('/privacy', PHONE)
    await keepSomething(page)
    // The visitor taps before the page's script has arrived, on a phone that does not focus a tapped button (Safari,
    // every iPhone): the tap is held by the page's first lines, and is all that says the control is wanted.
    let scriptArrives!: () => void
    const scriptHeld = new Promise<void>((resolve) => (scriptArrives = resolve))
    await page.route('**/assets/entries/**', (route) => scriptHeld.then(() => route.continue()))
    await page.addInitScript(() => document.addEventListener('mousedown', (event) => event.preventDefault(), { capture: true }))
    await page.reload()
    expect(await kept(page)).toEqual({ drafts: ['thoranam:draft:en:enquiry'], leads: ['Kaveri Caterers'] })

    // The held tap is made once the control runs: the visitor's first tap counts.
    await page.getByRole('button', { name: device.remove }).tap()
    scriptArrives()
    await page.waitForSelector('[data-island="DeviceData"][data-hydrated]')
    const status = page.locator('.device-data__status')
    await expect.poll(() => status.innerText()).toContain(device.unsent(1))
    const whatsapp = status.getByRole('link', { name: device.sendOnWhatsApp(device.lead.vendor) })
    const href = decodeURIComponent((await whatsapp.getAttribute('href'))!)
    expect(href).toMatch(new RegExp(`^https://wa\\.me/${siteData.phone.slice(1)}\\?text=`))
    expect(href).toContain('Kaveri Caterers')
    expect(await whatsapp.getAttribute('target')).toBe('_blank')
    // The answer takes the focus, so that a screen reader reads it and the keyboard continues from there.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('status')

    await page.getByRole('button', { name: device.keep }).tap()
    await expect.poll(() => status.innerText()).toContain(device.kept)
    expect(await kept(page)).toEqual({ drafts: ['thoranam:draft:en:enquiry'], leads: ['Kaveri Caterers'] })

    await page.reload()
    await page.getByRole('button', { name: device.remove }).tap()
    await page.getByRole('button', { name: device.removeAnyway }).tap()
    await expect.poll(() => status.innerText()).toBe(device.removed(1, 1))
    expect(await kept(page)).toEqual({ drafts: [], leads: [] })

    // The enquiry form no longer brings the draft back.
    await page.goto(site.base + '/contactus')
    const name = page.getByLabel(UI.en.forms.enquiry.labels.name, { exact: true })
    await name.focus()
    await page.waitForSelector('[data-island="LeadForm"][data-hydrated]')
    expect(await name.inputValue()).toBe('')
    // The posts of the waiting lead fail (keepSomething cut the endpoint off): nothing else went wrong.
    expect(errors.filter((error) => !error.includes('net::ERR_INTERNET_DISCONNECTED'))).toEqual([])
    await page.context().close()
  })

  it('speaks Tamil on the Tamil page', async () => {
    const { page } = await site.open('/ta/privacy', PHONE)
    await keepSomething(page)
    const tamil = PRIVACY_PAGE.ta.device
    await page.getByRole('button', { name: tamil.remove }).tap()
    await expect.poll(() => page.locator('.device-data__status').innerText()).toContain(tamil.unsent(1))
    await page.getByRole('button', { name: tamil.removeAnyway }).tap()
    await expect.poll(() => page.locator('.device-data__status').innerText()).toBe(tamil.removed(1, 1))
    expect(await kept(page)).toEqual({ drafts: [], leads: [] })
    await page.context().close()
  })
})

describe('the notice at every form', () => {
  it.each([
    ['/contactus', 'reply to your enquiry', '/privacy'],
    ['/vendor', 'consider you as a vendor', '/privacy'],
    ['/review', 'among the reviews on our home page', '/privacy'],
    ['/ta/contactus', 'பதில் சொல்லவும்', '/ta/privacy'],
    ['/ta/vendor', 'பார்ட்னராகச்', '/ta/privacy'],
    ['/ta/review', 'முகப்புப் பக்கத்தில்', '/ta/privacy'],
  ])('%s says what the details are for and links the privacy page, before anything is typed', async (route, purpose, privacy) => {
    const { page } = await site.open(route, PHONE, undefined)
    const notice = page.locator('form .lead-form__privacy')
    expect(await notice.innerText()).toContain(purpose)
    expect(await notice.locator('a').getAttribute('href')).toBe(privacy)
    await notice.locator('a').click()
    await page.waitForURL(`**${privacy}`)
    expect(await page.locator('h1').innerText()).toBe(
      route.startsWith('/ta') ? 'உங்கள் விவரங்களை எப்படிப் பாதுகாக்கிறோம்' : 'Your details and your privacy',
    )
    await page.context().close()
  })
})
