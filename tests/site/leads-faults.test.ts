// No lead lost: the fault matrix in Chromium on the built site, against the stand-in (faults injected by routing
// its requests). Every case ends as exactly one row with its Id, or a lead kept visibly in the outbox with
// WhatsApp offered.
import fs from 'node:fs'
import path from 'node:path'
import { chromium, type BrowserContext, type BrowserContextOptions, type Page, type Route } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { UI } from '../../content/ui/index.ts'
import { launchOptions } from '../../tools/chromium.mjs'
import { PHONE, useSite } from '../support/browser.ts'
import { EMAILJS_ACCOUNT_NOT_FOUND, EMAILJS_INVALID_GRANT, SHEET_MOVED, startEdge } from '../support/edge.ts'
import { acceptDialogs, fillEnquiry, fillFeedback, fillVendor, formStatus, outbox } from '../support/leads.ts'
import siteData from '../../content/data/site.yaml'
import { distClient } from '../support/site.ts'

const site = useSite()
/** A phone with the service worker blocked: each case tests the page's own sending; Background Sync has its own. */
const PAGE_ONLY = { ...PHONE, serviceWorkers: 'block' as const }
afterEach(() => site.standIn.failing.clear())

/** How long a poll waits for a page to do its work (a loaded 2-core machine is slow). */
const SLOW_PAGE = { timeout: 10_000 }

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/

/** The stand-in's rows (CSV lines) that mention a name, each with its Id (the last column). */
function rowsFor(file: string, name: string): string[] {
  const full = path.join(site.standIn.dataDir, file)
  if (!fs.existsSync(full)) return []
  return fs
    .readFileSync(full, 'utf8')
    .split('\r\n')
    .filter((row) => row.includes(name))
}
const emailsFor = (name: string) => {
  const full = path.join(site.standIn.dataDir, 'emails.log')
  return fs.existsSync(full)
    ? fs
        .readFileSync(full, 'utf8')
        .split('\n')
        .filter((line) => line.includes(name))
    : []
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

  it('a request that never answers: "still sending" after 15 s and never sent a second time; after 2 minutes kept as unconfirmed, with WhatsApp', async () => {
    const { page } = await site.open('/review', PAGE_ONLY, async (p) => {
      await p.clock.install()
      await plan(p, '**/api/sheets/feedback', ['hang'])
    })
    acceptDialogs(page)
    let posts = 0
    page.on('request', (request) => request.method() === 'POST' && request.url().includes('/api/sheets/feedback') && posts++)
    await fillFeedback(page, 'Timeout Thenmozhi')
    const request = page.waitForRequest('**/api/sheets/feedback')
    await send(page, 'Send Feedback')
    await request // the request is out and never answered
    await page.clock.runFor(16_000)
    await expect.poll(() => formStatus(page), SLOW_PAGE).toContain('Still sending: our service is slow to answer')
    await page.clock.runFor(60_000)
    await backOnline(page)
    expect(posts).toBe(1)
    await page.clock.runFor(45_000)
    await expect.poll(() => formStatus(page), SLOW_PAGE).toContain('we cannot tell whether it reached us')
    expect(await page.locator('form').getByRole('link', { name: 'Send it on WhatsApp instead' }).count()).toBe(1)
    await backOnline(page)
    await page.clock.runFor(60_000)
    expect(posts).toBe(1)
    expect(await outbox(page)).toHaveLength(1)
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
    expect(await notice.getByRole('link', { name: 'Send it on WhatsApp instead' }).getAttribute('href')).toMatch(
      new RegExp(`^https://wa\\.me/${siteData.phone.slice(1)}\\?text=`),
    )
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

  it('400: kept in the outbox, WhatsApp offered, not retried when the network comes back but an hour later, then one row', async () => {
    const { page } = await site.open('/vendor', PAGE_ONLY, (p) => p.context().clock.install())
    const service = await plan(page.context(), '**/api/sheets/vendor', [400])
    await fillVendor(page, 'Refused Rangoli Works')
    await send(page, 'Register as Vendor')
    await page.waitForURL('**/vendors/thanks')
    const notice = page.locator('#lead-notice')
    await expect
      .poll(() => notice.innerText(), SLOW_PAGE)
      .toContain('Our system could not accept it just now. It is kept on this phone and we will try again later, for up to 7 days')
    expect(await notice.getByRole('link', { name: 'Send it on WhatsApp instead' }).count()).toBe(1)
    await backOnline(page)
    await page.waitForTimeout(500)
    expect(service.calls()).toBe(1)
    expect(await outbox(page)).toMatchObject([{ refusedStatus: 400 }])
    expect(rowsFor('vendors.csv', 'Refused Rangoli Works')).toEqual([])
    await page.clock.fastForward('01:00:01')
    await expect.poll(() => rowsFor('vendors.csv', 'Refused Rangoli Works').length, SLOW_PAGE).toBe(1)
    await expect.poll(() => notice.innerText(), SLOW_PAGE).toBe('Your vendor registration: Sent')
    expect(service.calls()).toBe(2)
    expect(await outbox(page)).toEqual([])
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
    await expect
      .poll(() => notice.innerText(), SLOW_PAGE)
      .toContain(
        'Your feedback: The page was closed, or our service did not answer, while this was on its way, so we cannot tell whether it reached us. It is kept on this phone for 7 days',
      )
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
    await expect
      .poll(() => page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration('/'))?.active), { timeout: 10_000 })
      .toBe(true)
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
    expect(await page.getByLabel('Tell us about your celebration', { exact: true }).inputValue()).toBe(
      'Valaikappu for my daughter & her friends',
    )
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

// The faults the hosted services and phones really produce (issue: leads under real faults), counted at the network
// as the business counts them: every lead request passes the edge (tests/support/edge.ts), which gives the real
// services' own answers and counts the requests per lead id.
describe('the faults of the real services and phones, counted at the network', () => {
  let edge: Awaited<ReturnType<typeof startEdge>>
  beforeAll(async () => {
    edge = await startEdge(site.base)
  })
  afterAll(() => edge?.close())
  afterEach(() => edge.answerNormally())

  /** A fresh visitor on a page of the site, through the edge. */
  async function visit(pathname: string, options: BrowserContextOptions = PAGE_ONLY, beforeLoad?: (page: Page) => Promise<unknown>) {
    const context = await site.browser.newContext(options)
    const page = await context.newPage()
    await beforeLoad?.(page)
    await page.goto(edge.base + pathname)
    await page.waitForSelector('html[data-ready]', { state: 'attached' })
    return page
  }
  const serviceWorkerActive = (page: Page) =>
    expect
      .poll(() => page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration('/'))?.active), { timeout: 10_000 })
      .toBe(true)
  /** Everything the site keeps in this browser (drafts, the outbox), as text. */
  const kept = (page: Page) =>
    page.evaluate(async () => {
      const leads = await new Promise<unknown[]>((resolve) => {
        const request = indexedDB.open('thoranam-leads', 1)
        request.onupgradeneeded = () => request.result.createObjectStore('outbox', { keyPath: 'id' })
        request.onsuccess = () => {
          const all = request.result.transaction('outbox').objectStore('outbox').getAll()
          all.onsuccess = () => resolve(all.result)
        }
      })
      return JSON.stringify(leads) + JSON.stringify({ ...localStorage })
    })

  it.each([
    ['412 "Gmail_API: Invalid grant"', EMAILJS_INVALID_GRANT],
    ['404 "Account not found"', EMAILJS_ACCOUNT_NOT_FOUND],
  ])(
    'EmailJS answering %s for hours: the row still reaches the business, the visitor gets the thank-you page, the e-mail follows an hour later, once, and nothing is left behind',
    async (_, refusal) => {
      const name = `Refused Mail ${refusal.status} Revathi`
      edge.answer('email', [], refusal)
      const page = await visit('/contactus', PAGE_ONLY, (p) => p.context().clock.install())
      const alerts = acceptDialogs(page)
      await fillEnquiry(page, name)
      await send(page, 'Send Enquiry')
      await page.waitForURL('**/contactus/thanks')
      expect(alerts).toEqual([])
      expect(edge.historyOf(name)).toEqual([`email ${refusal.status}`, 'enquiry 200'])
      // The business has it: the visitor is not told anything more on the next page.
      expect(await page.locator('#lead-notice').innerText()).toBe('')
      await backOnline(page)
      await page.waitForTimeout(500)
      expect(edge.historyOf(name)).toHaveLength(2) // a refusal is not hurried by the network coming back
      edge.answerNormally()
      await page.clock.fastForward('01:00:01')
      await expect.poll(() => edge.historyOf(name), SLOW_PAGE).toEqual([`email ${refusal.status}`, 'enquiry 200', 'email 200'])
      expect(Object.values(edge.receivedFor(name))).toEqual([{ enquiry: 1, email: 1 }])
      await expect.poll(() => kept(page), SLOW_PAGE).not.toContain(name)
      await page.context().close()
    },
  )

  it('a sheet address that redirects is not taken for a stored row: the e-mail has the enquiry, the row is kept for later and the log names the address', async () => {
    const name = 'Moved Sheet Meenakshi'
    edge.answer('enquiry', [], SHEET_MOVED)
    const page = await visit('/contactus')
    const errors: string[] = []
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
    acceptDialogs(page)
    await fillEnquiry(page, name)
    await send(page, 'Send Enquiry')
    await page.waitForURL('**/contactus/thanks')
    expect(edge.historyOf(name)).toEqual(['email 200', 'enquiry 301'])
    expect(await outbox(page)).toMatchObject([{ email: { done: true }, sheet: { done: false, refusedStatus: 0 } }])
    expect(errors.join('\n')).toContain('/api/sheets/enquiry answered with a redirect')
    await page.context().close()
  })

  it('both services answering after 25 s (the page sending; its clock run on): "still sending", never a second request, then the thank-you page', async () => {
    const name = 'Slow Services Sundari'
    edge.answer('email', ['slow'])
    edge.answer('enquiry', ['slow'])
    const page = await visit('/contactus', PAGE_ONLY, (p) => p.clock.install())
    const alerts = acceptDialogs(page)
    await fillEnquiry(page, name)
    await send(page, 'Send Enquiry')
    await expect.poll(() => edge.slowWaiting, SLOW_PAGE).toBe(1)
    await page.clock.runFor(25_000)
    expect(await formStatus(page)).toContain('Still sending: our service is slow to answer')
    expect(edge.historyOf(name)).toEqual(['email …'])
    edge.answerSlow()
    await expect.poll(() => edge.slowWaiting, SLOW_PAGE).toBe(1)
    await page.clock.runFor(25_000)
    expect(edge.historyOf(name)).toEqual(['email 200', 'enquiry …'])
    edge.answerSlow()
    await page.waitForURL('**/contactus/thanks')
    expect(alerts).toEqual([])
    expect(Object.values(edge.requestsFor(name))).toEqual([{ email: 1, enquiry: 1 }])
    await page.context().close()
  })

  it('a sheet answering after 25 s, the service worker sending (real time): one row request, and the page waits for it', async () => {
    const name = 'Slow Sheet Selvi'
    edge.answer('enquiry', [{ afterMs: 25_000 }])
    const page = await visit('/contactus', PHONE)
    const alerts = acceptDialogs(page)
    await fillEnquiry(page, name)
    await serviceWorkerActive(page)
    await send(page, 'Send Enquiry')
    await expect.poll(() => formStatus(page), { timeout: 20_000 }).toContain('Still sending')
    await page.waitForURL('**/contactus/thanks', { timeout: 30_000 })
    expect(alerts).toEqual([])
    expect(Object.values(edge.requestsFor(name))).toEqual([{ email: 1, enquiry: 1 }])
    await page.context().close()
  }, 60_000)

  it("the service worker still waiting for EmailJS after 35 s (the page's clock run on): the page keeps waiting, then the thank-you page; it never says the enquiry failed", async () => {
    const name = 'Patient Worker Padma'
    edge.answer('email', ['slow'])
    const page = await visit('/contactus', PHONE, (p) => p.clock.install())
    const alerts = acceptDialogs(page)
    await fillEnquiry(page, name)
    await serviceWorkerActive(page)
    await send(page, 'Send Enquiry')
    await expect.poll(() => edge.slowWaiting, SLOW_PAGE).toBe(1)
    await page.clock.runFor(40_000)
    expect(alerts).toEqual([])
    expect(await formStatus(page)).toContain('Still sending')
    edge.answerSlow()
    await page.waitForURL('**/contactus/thanks')
    expect(Object.values(edge.requestsFor(name))).toEqual([{ email: 1, enquiry: 1 }])
    expect(await kept(page)).not.toContain(name)
    await page.context().close()
  })

  it("the form's script failing to download once: nothing reloads, what was typed stays, the visitor is told (phone and WhatsApp); the form starts on the next try and the enquiry goes once", async () => {
    const name = 'Lost Signal Lakshmi'
    // The chunk with the form's own code (components/forms/LeadForm.tsx).
    const chunks = path.join(distClient, 'assets/chunks')
    const formChunk =
      '/assets/chunks/' +
      fs.readdirSync(chunks).find((file) => fs.readFileSync(path.join(chunks, file), 'utf8').includes('lead-form__submit'))
    edge.failOnce(formChunk)
    const page = await visit('/contactus')
    const alerts = acceptDialogs(page)
    await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true))
    await page.getByLabel('Your name', { exact: true }).fill(name)
    await expect.poll(() => edge.failed, SLOW_PAGE).toEqual([formChunk])
    const problem = page.locator('.lead-form-help [role=status]')
    await expect.poll(() => problem.innerText(), SLOW_PAGE).toContain('This form could not load on this connection')
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true) // not reloaded
    await fillEnquiry(page, name)
    expect(await page.evaluate(() => localStorage.getItem('thoranam:draft:en:enquiry'))).toContain(name)
    expect(await page.locator('.lead-form-help a[href="tel:+919843012016"]').count()).toBe(1)
    expect(await page.locator('.lead-form-help a[href^="https://wa.me/919843012016"]').count()).toBe(1)
    await page.waitForSelector('[data-island="LeadForm"][data-hydrated]', { state: 'attached', timeout: 15_000 })
    expect(await problem.innerText()).toBe('')
    expect(await page.getByLabel('Your name', { exact: true }).inputValue()).toBe(name)
    await send(page, 'Send Enquiry')
    await page.waitForURL('**/contactus/thanks')
    expect(alerts).toEqual([])
    expect(Object.values(edge.requestsFor(name))).toEqual([{ email: 1, enquiry: 1 }])
    await page.context().close()
  })

  it('a lead delivered later by a retry is not written back as a draft: the next visit starts empty, and the business gets it once', async () => {
    const name = 'Retried Later Rani'
    edge.answer('email', [{ status: 503, body: 'Service Unavailable' }])
    const page = await visit('/contactus')
    acceptDialogs(page)
    await fillEnquiry(page, name)
    await send(page, 'Send Enquiry')
    await expect.poll(() => formStatus(page), SLOW_PAGE).toContain('Saved on this phone')
    await backOnline(page)
    await expect.poll(() => formStatus(page), SLOW_PAGE).toBe('Sent')
    await page.goto(edge.base + '/aboutus')
    await page.goto(edge.base + '/contactus')
    await page.waitForSelector('html[data-ready]', { state: 'attached' })
    await page.waitForTimeout(500)
    expect(await page.getByLabel('Your name', { exact: true }).inputValue()).toBe('')
    // The visitor taps Send on what the form shows: nothing to send.
    await send(page, 'Send Enquiry')
    await page.waitForTimeout(1000)
    expect(Object.values(edge.requestsFor(name))).toEqual([{ email: 2, enquiry: 1 }])
    expect(Object.values(edge.receivedFor(name))).toEqual([{ email: 1, enquiry: 1 }])
    await page.context().close()
  })

  it('Back from the thank-you page, with the back/forward cache on as on phones: the form is not left filled, and Send sends nothing a second time', async () => {
    const name = 'Back Button Bhavani'
    // Playwright turns the back/forward cache off by default; phones keep it.
    const browser = await chromium.launch({ ...launchOptions(), ignoreDefaultArgs: ['--disable-back-forward-cache'] })
    const context = await browser.newContext(PHONE)
    await context.addInitScript(() =>
      addEventListener('pageshow', (event) => event.persisted && ((window as { restored?: boolean }).restored = true)),
    )
    const page = await context.newPage()
    acceptDialogs(page)
    await page.goto(edge.base + '/contactus')
    await page.waitForSelector('html[data-ready]', { state: 'attached' })
    await fillEnquiry(page, name)
    await send(page, 'Send Enquiry')
    await page.waitForURL('**/contactus/thanks')
    // A page restored from the cache fires "pageshow" (persisted), not "load".
    await page.goBack({ waitUntil: 'commit' })
    await expect.poll(() => page.evaluate(() => (window as { restored?: boolean }).restored), SLOW_PAGE).toBe(true) // restored, not reloaded
    await expect.poll(() => page.getByLabel('Your name', { exact: true }).inputValue(), SLOW_PAGE).toBe('')
    expect(await formStatus(page)).toBe('Sent')
    await send(page, 'Send Enquiry')
    await page.waitForTimeout(1000)
    expect(Object.values(edge.requestsFor(name))).toEqual([{ email: 1, enquiry: 1 }])
    // Typing again is kept as a draft again.
    await page.getByLabel('Your name', { exact: true }).fill('Second Thought Bhavani')
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('thoranam:draft:en:enquiry')), SLOW_PAGE)
      .toContain('Second Thought Bhavani')
    await browser.close()
  })

  it('a browser without Intl.Segmenter (Firefox 114-124): the form starts and the enquiry goes, once', async () => {
    const name = 'No Segmenter Nirmala'
    const page = await visit('/contactus', PAGE_ONLY, (p) => p.addInitScript(() => delete (Intl as { Segmenter?: unknown }).Segmenter))
    acceptDialogs(page)
    await fillEnquiry(page, name)
    await send(page, 'Send Enquiry')
    await page.waitForURL('**/contactus/thanks')
    expect(Object.values(edge.requestsFor(name))).toEqual([{ email: 1, enquiry: 1 }])
    await page.context().close()
  })

  it('without Background Sync (Firefox, Safari): the status line promises no sending after the page is closed', async () => {
    const page = await visit('/review', PAGE_ONLY, (p) => p.addInitScript(() => delete (window as { SyncManager?: unknown }).SyncManager))
    acceptDialogs(page)
    await fillFeedback(page, 'No Sync Saranya')
    await page.context().setOffline(true)
    await send(page, 'Send Feedback')
    await expect
      .poll(() => formStatus(page), SLOW_PAGE)
      .toContain(
        'Saved on this phone: it will be sent when you are back online, while a page of our site is open, or else the next time you open one',
      )
    await page.context().close()
  })

  it("the browser closing the outbox's storage connection (iOS, a tab in the background): the next lead is still kept, then sent once", async () => {
    const name = 'Closed Connection Chitra'
    const page = await visit('/review', PAGE_ONLY, (p) =>
      p.addInitScript(() => {
        // Every connection the page opens, so that the test can close them as iOS does.
        const open = IDBFactory.prototype.open
        const connections: IDBDatabase[] = []
        IDBFactory.prototype.open = function (this: IDBFactory, ...args: [string, number?]) {
          const request = open.apply(this, args)
          request.addEventListener('success', () => connections.push(request.result))
          return request
        }
        ;(window as { closeConnections?: () => void }).closeConnections = () => connections.splice(0).forEach((db) => db.close())
      }),
    )
    acceptDialogs(page)
    await fillFeedback(page, name)
    await page.evaluate(() => (window as { closeConnections?: () => void }).closeConnections!())
    await page.context().setOffline(true)
    await send(page, 'Send Feedback')
    await expect.poll(() => formStatus(page), SLOW_PAGE).toContain('Saved on this phone')
    expect(await outbox(page)).toHaveLength(1)
    await page.context().setOffline(false)
    await backOnline(page)
    await expect.poll(() => formStatus(page), SLOW_PAGE).toBe('Sent')
    expect(Object.values(edge.requestsFor(name))).toEqual([{ feedback: 1 }])
    await page.context().close()
  })

  it('on any page, drafts and leads kept longer than the privacy notice says are removed; younger ones stay', async () => {
    const page = await visit('/aboutus')
    const DAY = 24 * 60 * 60 * 1000
    await page.evaluate(async (day) => {
      const now = Date.now()
      const lead = (id: string, form: string, ageDays: number, sheet: object) => ({
        id,
        form,
        locale: 'en',
        createdAt: now - ageDays * day,
        values: { name: id },
        sheet: { url: '/api/sheets/' + form, body: {}, done: false, ...sheet },
        attempts: 1,
        nextAttemptAt: now + day,
      })
      const leads = [
        lead('old-refused', 'vendor', 8, { refusedStatus: 400, nextAttemptAt: now + day }),
        lead('old-unconfirmed', 'feedback', 8, { startedAt: now - 8 * day }),
        lead('young-refused', 'vendor', 2, { refusedStatus: 400, nextAttemptAt: now + day }),
      ]
      await new Promise<void>((resolve) => {
        const request = indexedDB.open('thoranam-leads', 1)
        request.onsuccess = () => {
          const transaction = request.result.transaction('outbox', 'readwrite')
          leads.forEach((entry) => transaction.objectStore('outbox').put(entry))
          transaction.oncomplete = () => resolve()
        }
      })
      localStorage.setItem('thoranam:draft:en:enquiry', JSON.stringify({ savedAt: now - 8 * day, values: { name: 'Old Draft' } }))
      localStorage.setItem('thoranam:draft:ta:feedback', JSON.stringify({ savedAt: now - day, values: { name: 'Young Draft' } }))
    }, DAY)
    await page.reload()
    await page.waitForSelector('html[data-ready]', { state: 'attached' })
    await expect.poll(async () => (await outbox(page)).map(({ id }) => id), SLOW_PAGE).toEqual(['young-refused'])
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('thoranam:draft')))).toEqual([
      'thoranam:draft:ta:feedback',
    ])
    await expect
      .poll(() => page.locator('#lead-notice').innerText(), SLOW_PAGE)
      .toMatch(/^Your vendor registration: Our system could not accept it just now\..*Send it on WhatsApp instead$/)
    await page.context().close()
  })

  it('with scripts off, each form says in words, in both editions, how to reach the business instead, with phone and WhatsApp links that work without scripts', async () => {
    for (const [pathname, locale] of [
      ['/contactus', 'en'],
      ['/ta/review', 'ta'],
    ] as const) {
      const { page } = await site.open(pathname, { ...PHONE, javaScriptEnabled: false })
      const words = UI[locale].forms.help
      const help = page.locator('.lead-form-help')
      expect(await help.innerText()).toContain(words.noScript)
      expect((await help.locator('.lead-form-help__reach').innerText()).replace(/\s+/g, ' ')).toBe(
        `${words.reach}+91 98430 12016${words.afterPhone}${words.whatsapp}${words.end}`.replace(/\s+/g, ' '),
      )
      expect(await help.locator('a[href="tel:+919843012016"]').count()).toBe(1)
      expect(await help.locator('a[href^="https://wa.me/919843012016?text="]').innerText()).toBe(words.whatsapp)
      await page.context().close()
    }
  })
})

describe('Background Sync', () => {
  it('the service worker sends the outbox after every tab of the site is closed', async () => {
    const { page } = await site.open('/review', PHONE)
    const context = page.context()
    await fillFeedback(page, 'Background Bhuvana')
    // The form installs the service worker when its code starts (the first touch), while the network is there.
    await expect
      .poll(() => page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration('/'))?.active), { timeout: 10_000 })
      .toBe(true)
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
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
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
      // Done with this one once it is a row or a lead in the outbox and the form is free again (on a loaded
      // machine the button may not yet show it is busy when the poll first looks).
      await expect
        .poll(
          async () =>
            (rowsFor('feedback.csv', `Seeded Guest ${i},`).length > 0 ||
              (await outbox(page)).some(({ values }) => values.name === `Seeded Guest ${i}`)) &&
            (await page.getByRole('button', { name: 'Send Feedback' }).isEnabled()),
          SLOW_PAGE,
        )
        .toBe(true)
      await page.getByRole('button', { name: 'Clear the form' }).click()
    }
    for (let round = 0; round < 40 && (await outbox(page)).length; round++) {
      await backOnline(page)
      await page.waitForTimeout(150)
    }
    expect(await outbox(page)).toEqual([])
    const ids = Array.from({ length: 50 }, (_, i) => rowsFor('feedback.csv', `Seeded Guest ${i + 1},`))
      .flat()
      .map(idOf)
    expect(ids).toHaveLength(50)
    expect(new Set(ids).size).toBe(50)
    expect(faults.injected).toBeGreaterThan(20)
    console.log(`seeded run: ${faults.answers} requests, ${faults.injected} faults injected, 50 rows`)
    await page.context().close()
  }, 120_000)
})
