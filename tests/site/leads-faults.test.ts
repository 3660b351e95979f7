// No lead lost: the fault matrix in Chromium on the built site, against the stand-in (faults injected by routing
// its requests). Every case ends as exactly one row with its Id, or a lead kept visibly in the outbox with
// WhatsApp offered.
import fs from 'node:fs'
import path from 'node:path'
import type { BrowserContext, Page, Route } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import { PHONE, useSite } from '../support/browser.ts'
import { acceptDialogs, fillEnquiry, fillFeedback, fillVendor, formStatus, outbox } from '../support/leads.ts'
import siteData from '../../content/data/site.yaml'

const site = useSite()
/** A phone with the service worker blocked: each case tests the page's own sending; Background Sync has its own. */
const PAGE_ONLY = { ...PHONE, serviceWorkers: 'block' as const }
afterEach(() => site.standIn.failing.clear())

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/

/** The stand-in's rows (CSV lines) that mention a name, each with its Id (the last column). */
function rowsFor(file: string, name: string): string[] {
  const full = path.join(site.standIn.dataDir, file)
  if (!fs.existsSync(full)) return []
  return fs.readFileSync(full, 'utf8').split('\r\n').filter((row) => row.includes(name))
}
const emailsFor = (name: string) => {
  const full = path.join(site.standIn.dataDir, 'emails.log')
  return fs.existsSync(full) ? fs.readFileSync(full, 'utf8').split('\n').filter((line) => line.includes(name)) : []
}
const idOf = (row: string) => row.match(UUID)?.[0]

const backOnline = (page: Page) => page.evaluate(() => dispatchEvent(new Event('online')))

const send = (page: Page, label: string) => page.getByRole('button', { name: label }).click()

/** Routes a service: the first answers come from `plan` (a status, 'abort', 'lost' or 'hang'), then the stand-in. */
async function plan(page: Page | BrowserContext, pattern: string, answers: (number | 'abort' | 'lost' | 'hang')[]) {
  let calls = 0
  await page.route(pattern, async (route: Route) => {
    if (route.request().method() !== 'POST') return route.continue()
    const answer = answers[calls++]
    if (answer === undefined) return route.continue()
    if (answer === 'abort') return route.abort('internetdisconnected')
    if (answer === 'hang') return // never answered
    if (answer === 'lost') {
      await route.fetch() // the service stores the row ...
      return route.abort('connectionreset') // ... and the answer never arrives
    }
    return route.fulfill({ status: answer, contentType: 'application/json', body: '{"error":"injected"}' })
  })
  return { calls: () => calls }
}

describe('the fault matrix', () => {
  it('offline at submit, then back online: the spec alert, "saved on this phone", then one row', async () => {
    const { page } = await site.open('/contactus', PAGE_ONLY)
    const alerts = acceptDialogs(page)
    await fillEnquiry(page, 'Offline Oviya')
    await page.context().setOffline(true)
    await send(page, 'Send Enquiry')
    await expect.poll(() => alerts).toEqual(['Failed to send message or save data. Please try again later.'])
    expect(await formStatus(page)).toContain('Saved on this phone: it will be sent as soon as you are back online')
    expect(await outbox(page)).toHaveLength(1)
    await page.context().setOffline(false)
    await expect.poll(() => rowsFor('enquiries.csv', 'Offline Oviya').length, { timeout: 10_000 }).toBe(1)
    await expect.poll(() => formStatus(page)).toBe('Sent')
    expect(await outbox(page)).toEqual([])
    expect(idOf(rowsFor('enquiries.csv', 'Offline Oviya')[0])).toBe(JSON.parse(emailsFor('Offline Oviya')[0]).template_params.submission_id)
    await page.context().close()
  })

  it('a timeout, then success on the retry: one row', async () => {
    const { page } = await site.open('/review', PAGE_ONLY, async (p) => {
      await p.clock.install()
      await plan(p, '**/api/sheets/feedback', ['hang'])
    })
    acceptDialogs(page)
    await fillFeedback(page, 'Timeout Thenmozhi')
    const request = page.waitForRequest('**/api/sheets/feedback')
    await send(page, 'Send Feedback')
    await request // the request is out (its 15 s timer running) and never answered
    await page.clock.runFor(16_000)
    await expect.poll(() => formStatus(page)).toContain('Saved on this phone')
    // The first retry is due 5 s later: let the page's clock run until it has happened.
    await expect
      .poll(async () => {
        await page.clock.runFor(1_000)
        return rowsFor('feedback.csv', 'Timeout Thenmozhi').length
      })
      .toBe(1)
    await expect.poll(() => outbox(page)).toEqual([])
    await page.context().close()
  })

  it('500 twice, then 201 (vendor): the thank-you page as the spec says, WhatsApp offered there, then one row', async () => {
    const { page, errors } = await site.open('/vendor', PAGE_ONLY)
    const service = await plan(page, '**/api/sheets/vendor', [500, 500])
    await fillVendor(page, 'Twice Failing Florists')
    await send(page, 'Register as Vendor')
    await page.waitForURL('**/vendors/thanks')
    expect(errors).toContain('Failed to submit form data')
    const notice = page.locator('#lead-notice')
    await expect.poll(() => notice.innerText()).toContain('Your vendor registration: Saved on this phone')
    expect(await notice.getByRole('link', { name: 'Send it on WhatsApp instead' }).getAttribute('href')).toMatch(new RegExp(`^https://wa\\.me/${siteData.phone.slice(1)}\\?text=`))
    await backOnline(page) // the second 500
    await expect.poll(() => service.calls()).toBe(2)
    expect(await outbox(page)).toHaveLength(1)
    await backOnline(page) // the stand-in: 201
    await expect.poll(() => rowsFor('vendors.csv', 'Twice Failing Florists').length).toBe(1)
    await expect.poll(() => notice.innerText()).toBe('Your vendor registration: Sent')
    expect(await outbox(page)).toEqual([])
    await page.context().close()
  })

  it('429: kept, retried, one row', async () => {
    const { page } = await site.open('/review', PAGE_ONLY, (p) => plan(p, '**/api/sheets/feedback', [429]))
    const alerts = acceptDialogs(page)
    await fillFeedback(page, 'Rate Limited Revathi')
    await send(page, 'Send Feedback')
    await expect.poll(() => formStatus(page)).toContain('Saved on this phone')
    expect(alerts).toEqual([]) // the spec: only logged
    await backOnline(page)
    await expect.poll(() => rowsFor('feedback.csv', 'Rate Limited Revathi').length).toBe(1)
    await expect.poll(() => formStatus(page)).toBe('Sent')
    await page.context().close()
  })

  it('400: not retried, kept in the outbox, WhatsApp offered', async () => {
    const { page } = await site.open('/vendor', PAGE_ONLY)
    const service = await plan(page, '**/api/sheets/vendor', [400, 400, 400])
    await fillVendor(page, 'Refused Rangoli Works')
    await send(page, 'Register as Vendor')
    await page.waitForURL('**/vendors/thanks')
    const notice = page.locator('#lead-notice')
    await expect.poll(() => notice.innerText()).toContain('Our system could not accept it')
    expect(await notice.getByRole('link', { name: 'Send it on WhatsApp instead' }).count()).toBe(1)
    await backOnline(page)
    await page.waitForTimeout(500)
    expect(service.calls()).toBe(1)
    expect(await outbox(page)).toMatchObject([{ refusedStatus: 400 }])
    expect(rowsFor('vendors.csv', 'Refused Rangoli Works')).toEqual([])
    await page.context().close()
  })

  it('the row is stored but the answer is lost: the retry writes no second row', async () => {
    const { page } = await site.open('/contactus', PAGE_ONLY, (p) => plan(p, '**/api/sheets/enquiry', ['lost']))
    const alerts = acceptDialogs(page)
    await fillEnquiry(page, 'Lost Answer Latha')
    await send(page, 'Send Enquiry')
    await expect.poll(() => alerts.length).toBe(1)
    expect(rowsFor('enquiries.csv', 'Lost Answer Latha')).toHaveLength(1)
    await backOnline(page)
    await expect.poll(() => outbox(page)).toEqual([])
    expect(rowsFor('enquiries.csv', 'Lost Answer Latha')).toHaveLength(1)
    expect(emailsFor('Lost Answer Latha')).toHaveLength(1) // the e-mail step had succeeded: not sent again
    await page.context().close()
  })

  it('no service worker, the tab closed while its request was out: never sent again by itself; the next page says so and offers WhatsApp', async () => {
    const { page } = await site.open('/review', PAGE_ONLY, (p) => plan(p, '**/api/sheets/feedback', ['hang']))
    const context = page.context()
    let posts = 0
    context.on('request', (request) => request.method() === 'POST' && request.url().includes('/api/sheets/feedback') && posts++)
    await fillFeedback(page, 'Closed Tab Kamala')
    const request = page.waitForRequest('**/api/sheets/feedback')
    await send(page, 'Send Feedback')
    await request
    await page.close()
    const next = await context.newPage()
    await next.goto(site.base + '/services/wedding/decoration')
    const notice = next.locator('#lead-notice')
    await expect.poll(() => notice.innerText()).toContain('Your feedback: The page was closed while this was on its way, so we cannot tell whether it reached us.')
    expect(await notice.getByRole('link', { name: 'Send it on WhatsApp instead' }).count()).toBe(1)
    await backOnline(next)
    await next.waitForTimeout(500)
    expect(posts).toBe(1)
    expect(await outbox(next)).toHaveLength(1)
    await context.close()
  })

  it('the tab closed while its request was out: the service worker finishes that request, one request in all', async () => {
    const { page } = await site.open('/review', PHONE)
    const context = page.context()
    let posts = 0
    // Routed on the context, so the service worker's requests are seen too; the service takes 1.5 s to answer.
    await context.route('**/api/sheets/feedback', async (route) => {
      posts++
      await new Promise((resolve) => setTimeout(resolve, 1500))
      await route.continue().catch(() => {})
    })
    await fillFeedback(page, 'Carried Kamala')
    await expect.poll(() => page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration('/'))?.active), { timeout: 10_000 }).toBe(true)
    await send(page, 'Send Feedback')
    await expect.poll(() => posts).toBe(1)
    await page.close()
    const next = await context.newPage()
    await next.goto(site.base + '/aboutus')
    await expect.poll(() => rowsFor('feedback.csv', 'Carried Kamala').length, { timeout: 10_000 }).toBe(1)
    await next.reload()
    await next.waitForTimeout(1000)
    expect(posts).toBe(1)
    expect(await outbox(next)).toEqual([])
    await context.close()
  })

  it('a reload while typing brings the draft back; a success removes it', async () => {
    const { page } = await site.open('/contactus', PAGE_ONLY)
    await fillEnquiry(page, 'Draft Durga', 'Valaikappu for my daughter & her friends')
    await page.waitForTimeout(600) // the draft is saved shortly after typing stops
    await page.reload()
    await page.waitForSelector('html[data-ready]', { state: 'attached' })
    await expect.poll(() => page.getByLabel('Your name', { exact: true }).inputValue()).toBe('Draft Durga')
    expect(await page.getByLabel('Tell us about your celebration', { exact: true }).inputValue()).toBe('Valaikappu for my daughter & her friends')
    expect(await page.getByLabel('Event', { exact: true }).inputValue()).toBe('Wedding Event')
    await send(page, 'Send Enquiry')
    await page.waitForURL('**/contactus/thanks')
    await page.goto(site.base + '/contactus')
    await page.waitForSelector('html[data-ready]', { state: 'attached' })
    expect(await page.getByLabel('Your name', { exact: true }).inputValue()).toBe('')
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('thoranam:draft')))).toEqual([])
    await page.context().close()
  })

  it('the clear-the-form control empties the form and forgets the draft', async () => {
    const { page } = await site.open('/review', PAGE_ONLY)
    await fillFeedback(page, 'Shared Phone Shanthi')
    await page.waitForTimeout(600)
    await page.getByRole('button', { name: 'Clear the form' }).click()
    expect(await page.getByLabel('Your name', { exact: true }).inputValue()).toBe('')
    await page.reload()
    await page.waitForSelector('html[data-ready]', { state: 'attached' })
    await page.waitForTimeout(200)
    expect(await page.getByLabel('Your name', { exact: true }).inputValue()).toBe('')
    await page.context().close()
  })

  it.each([
    ['e-mail OK, sheet failing', 'enquiry'],
    ['sheet OK... after the e-mail failing', 'email'],
  ])('%s: each step is sent once in all', async (_, failing) => {
    const name = `Step ${failing} Selvi`
    site.standIn.failing.add(failing)
    const { page } = await site.open('/contactus', PAGE_ONLY)
    const alerts = acceptDialogs(page)
    await fillEnquiry(page, name)
    await send(page, 'Send Enquiry')
    await expect.poll(() => alerts.length).toBe(1)
    const [lead] = await outbox(page)
    expect(lead.email!.done).toBe(failing === 'enquiry')
    site.standIn.failing.clear()
    await backOnline(page)
    await expect.poll(() => outbox(page)).toEqual([])
    expect(emailsFor(name)).toHaveLength(1)
    expect(rowsFor('enquiries.csv', name)).toHaveLength(1)
    await page.context().close()
  })

  it('a double click and two open tabs: one row', async () => {
    const { page } = await site.open('/review', PAGE_ONLY)
    const context = page.context()
    acceptDialogs(page)
    await fillFeedback(page, 'Double Tab Dhanam')
    await context.setOffline(true)
    await page.getByRole('button', { name: 'Send Feedback' }).dblclick()
    await expect.poll(() => formStatus(page)).toContain('Saved on this phone')
    expect(await outbox(page)).toHaveLength(1)
    await context.setOffline(false)
    // Two more tabs open at once and both find the lead; the form's own tab gets the network back too.
    const [a, b] = await Promise.all([context.newPage(), context.newPage()])
    await Promise.all([a.goto(site.base + '/aboutus'), b.goto(site.base + '/gallery'), backOnline(page)])
    await expect.poll(() => outbox(page)).toEqual([])
    await page.waitForTimeout(500)
    expect(rowsFor('feedback.csv', 'Double Tab Dhanam')).toHaveLength(1)
    await context.close()
  })

  it('storage throwing: the form works as before and offers WhatsApp at once on failure', async () => {
    const { page } = await site.open('/contactus', PAGE_ONLY, (p) =>
      p.addInitScript(() => {
        const blocked = () => {
          throw new DOMException('The operation is insecure.', 'SecurityError')
        }
        Object.defineProperty(window, 'indexedDB', { get: blocked })
        Storage.prototype.setItem = () => {
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
        }
      }),
    )
    const alerts = acceptDialogs(page)
    site.standIn.failing.add('email')
    await fillEnquiry(page, 'No Storage Nandhini')
    await send(page, 'Send Enquiry')
    await expect.poll(() => alerts.length).toBe(1)
    expect(await formStatus(page)).toContain('this browser cannot keep it for later')
    expect(await page.locator('form').getByRole('link', { name: 'Send it on WhatsApp instead' }).count()).toBe(1)
    site.standIn.failing.clear()
    await send(page, 'Send Enquiry') // the visitor tries again: the same lead, sent once
    await page.waitForURL('**/contactus/thanks')
    expect(rowsFor('enquiries.csv', 'No Storage Nandhini')).toHaveLength(1)
    await page.context().close()
  })

  it('a filled honeypot: nothing stored, nothing sent', async () => {
    const { page } = await site.open('/contactus', PAGE_ONLY)
    let posts = 0
    page.on('request', (request) => request.method() === 'POST' && request.url().includes('/api/') && posts++)
    await fillEnquiry(page, 'Honeypot Bot')
    await page.locator('input[name=website]').fill('http://spam.example', { force: true })
    await page.waitForTimeout(600)
    expect(await page.evaluate(() => Object.values(localStorage).join())).not.toContain('spam.example')
    await send(page, 'Send Enquiry')
    await page.waitForURL('**/contactus/thanks')
    expect(posts).toBe(0)
    expect(await outbox(page)).toEqual([])
    expect(rowsFor('enquiries.csv', 'Honeypot Bot')).toEqual([])
    await page.context().close()
  })

  it('the WhatsApp message carries the values, Tamil, &, #, + and newlines intact', async () => {
    site.standIn.failing.add('email')
    const { page } = await site.open('/contactus', PAGE_ONLY)
    acceptDialogs(page)
    await fillEnquiry(page, 'மீனா & ராஜ்', 'Hall #2, 6 AM + lunch\nமுகூர்த்தம் காலை 6 மணி')
    await send(page, 'Send Enquiry')
    const link = page.locator('form').getByRole('link', { name: 'Send it on WhatsApp instead' })
    await link.waitFor()
    expect(await link.getAttribute('target')).toBe('_blank')
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer')
    const href = (await link.getAttribute('href'))!
    const text = new URL(href).searchParams.get('text')!
    expect(text).toMatch(/^Enquiry from the website \(ref\. [0-9a-f]{8}\)\n/)
    expect(text).toContain('\nName: மீனா & ராஜ்\nPhone: +91 98400 11223\nE-mail: family@example.in\nCity: Salem\nEvent: Wedding Event\n')
    expect(text.endsWith('Message: Hall #2, 6 AM + lunch\nமுகூர்த்தம் காலை 6 மணி')).toBe(true)
    await page.context().close()
  })
})

describe('Background Sync', () => {
  it('the service worker sends the outbox after every tab of the site is closed', async () => {
    const { page } = await site.open('/review', PHONE)
    const context = page.context()
    await fillFeedback(page, 'Background Bhuvana')
    // The form installs the service worker when its code starts (the first touch), while the network is there.
    await expect.poll(() => page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration('/'))?.active), { timeout: 10_000 }).toBe(true)
    await context.setOffline(true)
    await send(page, 'Send Feedback')
    await expect.poll(() => formStatus(page)).toContain('Saved on this phone')
    await page.close()
    await context.setOffline(false)
    await expect.poll(() => rowsFor('feedback.csv', 'Background Bhuvana').length, { timeout: 20_000 }).toBe(1)
    expect(context.pages()).toEqual([])
    await context.close()
  })
})

describe('a seeded run of random faults', () => {
  it('50 submissions end with an empty outbox and 50 distinct ids in the CSV', async () => {
    // A small deterministic generator: the same faults in every run.
    let seed = 20261122
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31)
    const faults = { answers: 0, injected: 0 }
    const { page } = await site.open('/review', PAGE_ONLY, (p) =>
      p.route('**/api/sheets/feedback', async (route) => {
        faults.answers++
        const roll = random()
        if (roll < 0.6) faults.injected++
        if (roll < 0.15) return route.fulfill({ status: 500, body: '{}' })
        if (roll < 0.3) return route.fulfill({ status: 429, body: '{}' })
        if (roll < 0.45) return route.abort('internetdisconnected')
        if (roll < 0.6) {
          await route.fetch()
          return route.abort('connectionreset')
        }
        return route.continue()
      }),
    )
    acceptDialogs(page)
    for (let i = 1; i <= 50; i++) {
      await fillFeedback(page, `Seeded Guest ${i}`)
      await send(page, 'Send Feedback')
      await expect.poll(() => page.getByRole('button', { name: 'Send Feedback' }).isEnabled()).toBe(true)
      await page.getByRole('button', { name: 'Clear the form' }).click()
    }
    for (let round = 0; round < 40 && (await outbox(page)).length; round++) {
      await backOnline(page)
      await page.waitForTimeout(150)
    }
    expect(await outbox(page)).toEqual([])
    const ids = Array.from({ length: 50 }, (_, i) => rowsFor('feedback.csv', `Seeded Guest ${i + 1},`)).flat().map(idOf)
    expect(ids).toHaveLength(50)
    expect(new Set(ids).size).toBe(50)
    expect(faults.injected).toBeGreaterThan(20)
    console.log(`seeded run: ${faults.answers} requests, ${faults.injected} faults injected, 50 rows`)
    await page.context().close()
  }, 120_000)
})
