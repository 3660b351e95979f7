// The outbox (lib/outbox/): a lead leaves only on a confirmed 2xx, each step of an enquiry is sent once, retries
// back off and end, two senders never send the same lead twice; the WhatsApp way out and the drafts.
import fs from 'node:fs'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clearDraftIfSame, DRAFT_MAX_AGE_MS, forgetOldDrafts, loadDraft, saveDraft } from '../../lib/drafts.ts'
import { submitEnquiry, submitVendor, type Endpoints, type LeadReport, type LeadServices } from '../../lib/leads.ts'
import {
  ANSWER_LIMIT_MS,
  flush,
  isRetryable,
  lateAnswers,
  memoryStore,
  REDIRECTED,
  refusedDelay,
  retryDelay,
  sendEntry,
  type Transport,
} from '../../lib/outbox/send.ts'
import { LEAD_MAX_AGE_MS, type OutboxEntry, type OutboxStore } from '../../lib/outbox/store.ts'
import { WHATSAPP_MAX_CHARS, whatsappLink, whatsappText } from '../../lib/outbox/whatsapp.ts'

const endpoints: Endpoints = {
  emailServiceId: 'service_1',
  emailTemplateId: 'template_1',
  emailPublicKey: 'public_1',
  enquirySheet: 'https://sheets.example/enquiry',
  vendorSheet: 'https://sheets.example/vendor',
  feedbackSheet: 'https://sheets.example/feedback',
}
const enquiry = {
  name: 'Priya',
  email: 'priya@example.in',
  phone: '98400 11223',
  city: 'Salem',
  service: 'Wedding Event',
  message: 'Muhurtham on 14 February',
  website: '',
}

/**
 * A fake network: each call takes the next planned answer (a status, 'offline', 'hang' for never, or
 * { status, afterMs } for a slow one); then 200. EmailJS refuses with its own {status, text}.
 */
type Planned = number | 'offline' | 'hang' | { status: number; afterMs: number }
function network(plan: { email?: Planned[]; sheet?: Planned[] } = {}) {
  const email = [...(plan.email ?? [])]
  const sheet = [...(plan.sheet ?? [])]
  const sent = { email: 0, sheet: 0 }
  const answer = async (next: Planned) => {
    if (next === 'offline') throw new TypeError('Failed to fetch')
    if (next === 'hang') return new Promise<never>(() => {})
    if (typeof next === 'object') await new Promise((resolve) => setTimeout(resolve, next.afterMs))
    return typeof next === 'object' ? next.status : next
  }
  const transport: Transport = {
    answerLimitMs: 1000,
    fetch: vi.fn(async () => {
      sent.sheet++
      return new Response(null, { status: await answer(sheet.shift() ?? 200) })
    }) as unknown as typeof fetch,
    sendEmail: vi.fn(async () => {
      sent.email++
      const status = await answer(email.shift() ?? 200)
      if (status >= 300) throw { status, text: EMAILJS_TEXT[status] ?? 'refused' }
      return { status: 200, text: 'OK' }
    }),
  }
  return { transport, sent }
}
/** What EmailJS answers with its refusals (DESIGN.md, "Facts about the hosted services"). */
const EMAILJS_TEXT: Record<number, string> = {
  412: 'Gmail_API: Invalid grant. Please reconnect your Gmail account',
  404: 'Account not found',
}

function entry(overrides: Partial<OutboxEntry> = {}): OutboxEntry {
  return {
    id: crypto.randomUUID(),
    form: 'enquiry',
    locale: 'en',
    createdAt: Date.now(),
    values: { name: 'Priya' },
    email: { serviceId: 's', templateId: 't', publicKey: 'k', params: {}, done: false },
    sheet: { url: 'https://sheets.example/enquiry', body: {}, done: false },
    attempts: 0,
    nextAttemptAt: 0,
    ...overrides,
  }
}

function services(transport: Transport, store: OutboxStore, reports: LeadReport[] = []): LeadServices {
  return { ...transport, store, navigate: vi.fn(), alert: vi.fn(), log: vi.fn(), report: (lead) => reports.push(lead) }
}

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('what is worth another try', () => {
  it.each([[undefined], [408], [425], [429], [500], [502], [503]])('%s is retried', (status) => expect(isRetryable(status)).toBe(true))
  it.each([[400], [401], [403], [404], [422]])('%s is a final answer', (status) => expect(isRetryable(status)).toBe(false))

  it('waits 5 s, 15 s, 45 s ... and never more than 15 minutes', () => {
    expect([1, 2, 3, 4].map(retryDelay)).toEqual([5_000, 15_000, 45_000, 135_000])
    expect(retryDelay(20)).toBe(15 * 60_000)
  })
})

describe('a send cut off mid-request', () => {
  it('leaves its mark in storage; the next sender does not send that step again and calls it unconfirmed', async () => {
    const store = memoryStore()
    const lead = entry({ email: undefined })
    await store.put(lead)
    // The sender's page goes away while the row request is out: its answer never comes.
    const { transport, sent } = network({ sheet: ['hang'] })
    void sendEntry(lead, store, { ...transport, answerLimitMs: 60_000 })
    await vi.waitFor(() => expect(sent.sheet).toBe(1))
    const left = (await store.get(lead.id))!
    expect(left.sheet.startedAt).toEqual(expect.any(Number))
    const next = network()
    expect((await sendEntry(left, store, next.transport)).state).toBe('unconfirmed')
    expect((await flush(store, next.transport, { ignoreBackoff: true }))[0].result.state).toBe('unconfirmed')
    expect(next.sent).toEqual({ email: 0, sheet: 0 })
    expect(await store.get(lead.id)).toBeDefined() // kept, for WhatsApp
  })

  it('keeps the mark when the request fails because its own page is being left: the next sender does not resend it', async () => {
    const store = memoryStore()
    const lead = entry({ email: undefined })
    await store.put(lead)
    // A reload aborts the page's row request after it reached the service; the failure is the leaving's, not the network's.
    const { transport, sent } = network({ sheet: ['offline'] })
    expect((await sendEntry(lead, store, { ...transport, leaving: () => true })).state).toBe('unconfirmed')
    expect(sent.sheet).toBe(1)
    const next = network()
    expect((await flush(store, next.transport, { ignoreBackoff: true }))[0].result.state).toBe('unconfirmed')
    expect(next.sent).toEqual({ email: 0, sheet: 0 })
  })

  it('an enquiry whose e-mail went and whose row was cut off: the business has it; nothing is sent again, nothing is kept', async () => {
    const store = memoryStore()
    const lead = entry()
    await store.put(lead)
    const { transport, sent } = network({ sheet: ['offline'] })
    expect((await sendEntry(lead, store, { ...transport, leaving: () => true })).state).toBe('unconfirmed')
    expect(sent).toEqual({ email: 1, sheet: 1 })
    const next = network()
    expect((await flush(store, next.transport, { ignoreBackoff: true }))[0].result).toEqual({ state: 'sent' })
    expect(next.sent).toEqual({ email: 0, sheet: 0 })
    expect(await store.all()).toEqual([])
  })

  it('clears the mark when the answer arrives, success or failure', async () => {
    const store = memoryStore()
    const lead = entry()
    await store.put(lead)
    const { transport } = network({ sheet: [503] })
    expect((await sendEntry(lead, store, transport)).state).toBe('queued')
    const left = (await store.get(lead.id))!
    expect(left.email!.startedAt).toBeUndefined()
    expect(left.sheet.startedAt).toBeUndefined()
  })

  it('makes no request when storage cannot take the mark', async () => {
    const store = memoryStore()
    const lead = entry()
    const { transport, sent } = network()
    const broken: OutboxStore = { ...store, put: async () => Promise.reject(new DOMException('full', 'QuotaExceededError')) }
    expect((await sendEntry(lead, broken, transport)).state).toBe('queued')
    expect(sent).toEqual({ email: 0, sheet: 0 })
  })
})

describe('whose failure it was', () => {
  it('no answer while the phone is offline: "offline"; a 5xx or no answer while online: "service"', async () => {
    const store = memoryStore()
    vi.stubGlobal('navigator', { onLine: false })
    expect(await sendEntry(entry({ email: undefined }), store, network({ sheet: ['offline'] }).transport)).toMatchObject({
      state: 'queued',
      failure: 'offline',
    })
    vi.stubGlobal('navigator', { onLine: true })
    expect(await sendEntry(entry({ email: undefined }), store, network({ sheet: ['offline'] }).transport)).toMatchObject({
      state: 'queued',
      failure: 'service',
    })
    expect(await sendEntry(entry({ email: undefined }), store, network({ sheet: [503] }).transport)).toMatchObject({
      state: 'queued',
      failure: 'service',
    })
  })
})

describe('sending one lead', () => {
  it('removes it only after a 2xx', async () => {
    const store = memoryStore()
    const lead = entry()
    await store.put(lead)
    const { transport } = network({ sheet: [201] })
    expect(await sendEntry(lead, store, transport)).toEqual({ state: 'sent' })
    expect(await store.all()).toEqual([])
  })

  it('e-mail sent but sheet failing: the retry sends only the sheet row', async () => {
    const store = memoryStore()
    const lead = entry()
    await store.put(lead)
    const { transport, sent } = network({ sheet: [500] })
    expect((await sendEntry(lead, store, transport)).state).toBe('queued')
    expect((await store.get(lead.id))!.email!.done).toBe(true)
    expect(await sendEntry((await store.get(lead.id))!, store, transport, { ignoreBackoff: true })).toEqual({ state: 'sent' })
    expect(sent).toEqual({ email: 1, sheet: 2 })
  })

  it('e-mail failing (503): the row still goes; the retry sends only the e-mail', async () => {
    const store = memoryStore()
    const lead = entry()
    await store.put(lead)
    const { transport, sent } = network({ email: [503] })
    expect(await sendEntry(lead, store, transport)).toMatchObject({ state: 'queued', status: 503 })
    expect(sent).toEqual({ email: 1, sheet: 1 })
    expect(await sendEntry((await store.get(lead.id))!, store, transport, { ignoreBackoff: true })).toEqual({ state: 'sent' })
    expect(sent).toEqual({ email: 2, sheet: 1 })
    expect(await store.all()).toEqual([])
  })

  it.each([[412], [404]])(
    'EmailJS refusing (%s, as in its outages): the row still goes, the business has the lead, and the e-mail is tried again hours later, once',
    async (status) => {
      let now = 1_000_000
      const store = memoryStore()
      const lead = entry({ createdAt: now })
      await store.put(lead)
      const { transport, sent } = network({ email: [status] })
      transport.now = () => now
      expect(await sendEntry(lead, store, transport)).toMatchObject({ state: 'sent', error: { status, text: EMAILJS_TEXT[status] } })
      expect(sent).toEqual({ email: 1, sheet: 1 })
      const kept = (await store.get(lead.id))!
      expect(kept.email).toMatchObject({ done: false, refusedStatus: status, nextAttemptAt: now + refusedDelay(1) })
      expect(kept.sheet.done).toBe(true)
      // The network coming back does not hurry a refusal; an hour later the e-mail goes, and nothing is left.
      expect((await flush(store, transport, { ignoreBackoff: true }))[0].result).toEqual({ state: 'waiting' })
      expect(sent).toEqual({ email: 1, sheet: 1 })
      now += refusedDelay(1)
      expect((await flush(store, transport))[0].result).toEqual({ state: 'sent' })
      expect(sent).toEqual({ email: 2, sheet: 1 })
      expect(await store.all()).toEqual([])
    },
  )

  it('every service refusing: kept, refused (WhatsApp), tried again only after 1 h, 3 h, 9 h ... a day', async () => {
    expect([1, 2, 3, 4, 5].map(refusedDelay)).toEqual([3_600_000, 10_800_000, 32_400_000, 86_400_000, 86_400_000])
    let now = 1_000_000
    const store = memoryStore()
    const lead = entry({ email: undefined, createdAt: now })
    await store.put(lead)
    const { transport, sent } = network({ sheet: [400, 404] })
    transport.now = () => now
    expect(await sendEntry(lead, store, transport)).toMatchObject({ state: 'refused', status: 400 })
    expect((await flush(store, transport, { ignoreBackoff: true }))[0].result).toEqual({ state: 'refused', status: 400 })
    expect(sent.sheet).toBe(1)
    now += 3_600_000
    expect((await flush(store, transport))[0].result).toMatchObject({ state: 'refused', status: 404 })
    now += 10_800_000
    expect((await flush(store, transport))[0].result).toEqual({ state: 'sent' })
    expect(sent.sheet).toBe(3)
  })

  it('a redirecting sheet address is refused, not taken for a stored row (a followed POST comes back a GET that stores nothing)', async () => {
    const store = memoryStore()
    const lead = entry()
    await store.put(lead)
    const { transport, sent } = network({ sheet: [301] })
    expect(await sendEntry(lead, store, transport)).toMatchObject({
      state: 'sent',
      error: expect.objectContaining({ message: expect.stringContaining('redirect') }),
    }) // the e-mail has it
    expect((transport.fetch as ReturnType<typeof vi.fn>).mock.calls[0][1]).toMatchObject({ redirect: 'manual' })
    expect((await store.get(lead.id))!.sheet).toMatchObject({ done: false, refusedStatus: REDIRECTED })
    expect(sent).toEqual({ email: 1, sheet: 1 })
  })
})

describe('a slow service', () => {
  it('is waited for: one request however slow, and a second sender waits for its answer instead of sending again', async () => {
    vi.useFakeTimers()
    // A Web Locks stand-in: requests for the same name run one after another.
    let chain: Promise<unknown> = Promise.resolve()
    vi.stubGlobal('navigator', {
      onLine: true,
      locks: { request: (_name: string, task: () => Promise<unknown>) => (chain = chain.then(task)) },
    })
    const store = memoryStore()
    await store.put(entry())
    const { transport, sent } = network({ email: [{ status: 200, afterMs: 25_000 }], sheet: [{ status: 200, afterMs: 25_000 }] })
    transport.answerLimitMs = ANSWER_LIMIT_MS
    const first = flush(store, transport)
    const second = flush(store, transport, { ignoreBackoff: true })
    await vi.advanceTimersByTimeAsync(16_000)
    expect(sent).toEqual({ email: 1, sheet: 0 })
    await vi.advanceTimersByTimeAsync(40_000)
    expect((await first)[0].result).toEqual({ state: 'sent' })
    expect(await second).toEqual([])
    expect(sent).toEqual({ email: 1, sheet: 1 })
  })

  it('with no answer within the limit: unconfirmed, never sent again by itself; an answer that still comes is recorded', async () => {
    vi.useFakeTimers()
    const store = memoryStore()
    const lead = entry({ email: undefined })
    await store.put(lead)
    const { transport, sent } = network({ sheet: [{ status: 201, afterMs: ANSWER_LIMIT_MS + 60_000 }] })
    transport.answerLimitMs = ANSWER_LIMIT_MS
    const result = sendEntry(lead, store, transport)
    await vi.advanceTimersByTimeAsync(ANSWER_LIMIT_MS)
    expect((await result).state).toBe('unconfirmed')
    expect((await flush(store, transport, { ignoreBackoff: true }))[0].result.state).toBe('unconfirmed')
    expect(sent.sheet).toBe(1)
    await vi.advanceTimersByTimeAsync(60_000)
    await Promise.all([...lateAnswers])
    expect(await store.all()).toEqual([])
  })
})

describe('what the phone keeps, and for how long', () => {
  it('is what the privacy notice says, in both editions: drafts and unsent leads each for the days the code keeps them, and no other period', () => {
    const days = (ms: number) => ms / (24 * 60 * 60 * 1000)
    for (const [file, drafts, leads, unit] of [
      ['content/pages/privacy.mdx', '**Unfinished forms**', '**Messages not yet sent**', 'days?'],
      ['content/ta/pages/privacy.mdx', '**பாதியில் நிற்கும் படிவங்கள்**', '**இன்னும் எங்களுக்கு வந்து சேராதவை**', 'நா(?:ள|ட்க)'],
    ]) {
      const text = fs.readFileSync(file, 'utf8')
      const stated = (from: string, to: string) => [
        ...new Set(
          [...text.slice(text.indexOf(from), text.indexOf(to)).matchAll(new RegExp(`(\\d+)\\s+${unit}`, 'gu'))].map(([, n]) => Number(n)),
        ),
      ]
      expect({ file, drafts: stated(drafts, leads), leads: stated(leads, '<RemoveDeviceData />') }).toEqual({
        file,
        drafts: [days(DRAFT_MAX_AGE_MS)],
        leads: [days(LEAD_MAX_AGE_MS)],
      })
    }
  })

  it('a lead not sent within 7 days is removed unsent by whichever sender comes next; a younger one stays', async () => {
    const now = Date.now()
    const store = memoryStore()
    const old = entry({
      email: undefined,
      createdAt: now - LEAD_MAX_AGE_MS - 1,
      sheet: { url: 'x', body: {}, done: false, refusedStatus: 400, nextAttemptAt: 0 },
    })
    const unconfirmed = entry({ createdAt: now - LEAD_MAX_AGE_MS - 1, sheet: { url: 'x', body: {}, done: false, startedAt: 1 } })
    const young = entry({
      email: undefined,
      createdAt: now - LEAD_MAX_AGE_MS + 60_000,
      sheet: { url: 'x', body: {}, done: false, refusedStatus: 400, nextAttemptAt: now + 1000 },
    })
    for (const lead of [old, unconfirmed, young]) await store.put(lead)
    const { transport, sent } = network()
    const results = await flush(store, transport)
    expect(results.map(({ entry }) => entry.id)).toEqual([young.id])
    expect((await store.all()).map(({ id }) => id)).toEqual([young.id])
    expect(sent).toEqual({ email: 0, sheet: 0 })
  })
})

describe('the outbox over time', () => {
  it('waits out the backoff, then sends; the network coming back skips the wait', async () => {
    let now = 1_000_000
    const store = memoryStore()
    const lead = entry({ email: undefined, createdAt: now })
    await store.put(lead)
    const { transport, sent } = network({ sheet: ['offline', 429] })
    transport.now = () => now
    await flush(store, transport) // offline: next try in 5 s
    expect((await flush(store, transport))[0].result).toEqual({ state: 'waiting' })
    now += 5_000
    await flush(store, transport) // 429: next try in 15 s
    expect(sent.sheet).toBe(2)
    expect((await store.get(lead.id))!.nextAttemptAt).toBe(now + 15_000)
    expect((await flush(store, transport, { ignoreBackoff: true }))[0].result).toEqual({ state: 'sent' })
    expect(await store.all()).toEqual([])
  })

  it('two tabs flushing at once send each lead once (Web Locks)', async () => {
    // A Web Locks stand-in: requests for the same name run one after another.
    let chain: Promise<unknown> = Promise.resolve()
    vi.stubGlobal('navigator', { locks: { request: (_name: string, task: () => Promise<unknown>) => (chain = chain.then(task)) } })
    const store = memoryStore()
    for (let i = 0; i < 3; i++) await store.put(entry({ email: undefined }))
    const { transport, sent } = network()
    await Promise.all([flush(store, transport), flush(store, transport)])
    expect(sent.sheet).toBe(3)
    expect(await store.all()).toEqual([])
  })
})

describe('a form submission through the outbox', () => {
  it('writes the lead to the outbox before any request, with its id in the e-mail and the row', async () => {
    const store = memoryStore()
    const { transport } = network()
    let storedAtSend: OutboxEntry[] = []
    transport.sendEmail = vi.fn(async () => {
      storedAtSend = await store.all()
      return { status: 200 }
    })
    const reports: LeadReport[] = []
    expect(await submitEnquiry(enquiry, endpoints, services(transport, store, reports))).toBe('navigated')
    expect(storedAtSend).toHaveLength(1)
    const [lead] = storedAtSend
    expect(lead.email!.params.submission_id).toBe(lead.id)
    expect((lead.sheet.body as Record<string, string>).Id).toBe(lead.id)
    expect(lead.values).not.toHaveProperty('website') // the honeypot is never stored
    expect(await store.all()).toEqual([])
    expect(reports.map((report) => report.state)).toEqual(['sending', 'sent'])
  })

  it('offline: the spec alert, and the lead stays in the outbox, stored', async () => {
    const store = memoryStore()
    const { transport } = network({ email: ['offline'] })
    const reports: LeadReport[] = []
    const s = services(transport, store, reports)
    expect(await submitEnquiry(enquiry, endpoints, s)).toBe('kept')
    expect(s.alert).toHaveBeenCalledWith('Failed to send message or save data. Please try again later.')
    expect(await store.all()).toHaveLength(1)
    expect(reports.at(-1)).toMatchObject({ state: 'queued', stored: true })
  })

  it('pressing send again continues the same lead: the e-mail already sent is not sent twice', async () => {
    const store = memoryStore()
    const { transport, sent } = network({ sheet: [503] })
    const id = crypto.randomUUID()
    const s = { ...services(transport, store), newId: () => id }
    expect(await submitEnquiry(enquiry, endpoints, s)).toBe('kept')
    expect(await submitEnquiry(enquiry, endpoints, s)).toBe('navigated')
    expect(sent).toEqual({ email: 1, sheet: 2 })
  })

  it('storage throwing: the lead is still sent, reported as not stored', async () => {
    const broken: OutboxStore = {
      all: () => Promise.reject(new Error('QuotaExceededError')),
      get: () => Promise.reject(new Error('no')),
      put: () => Promise.reject(new Error('QuotaExceededError')),
      remove: () => Promise.reject(new Error('no')),
    }
    const { transport } = network({ sheet: [500] })
    const reports: LeadReport[] = []
    expect(
      await submitVendor(
        {
          name: 'Sri Murugan Caterers',
          email: 'm@example.in',
          phone: '98421',
          address: 'Erode',
          service: 'Catering',
          message: 'Meals',
          website: '',
        },
        endpoints,
        services(transport, broken, reports),
      ),
    ).toBe('navigated')
    expect(reports.at(-1)).toMatchObject({ state: 'queued', stored: false })
  })

  it('a filled honeypot stores and sends nothing', async () => {
    const store = memoryStore()
    const { transport, sent } = network()
    await submitEnquiry({ ...enquiry, website: 'http://spam.example' }, endpoints, services(transport, store))
    expect(await store.all()).toEqual([])
    expect(sent).toEqual({ email: 0, sheet: 0 })
  })
})

describe('WhatsApp as the way out', () => {
  const lead = {
    id: '1a2b3c4d-0000-4000-8000-000000000000',
    form: 'enquiry' as const,
    values: {
      name: 'மீனா & ராஜ்',
      phone: '+91 98400 11223',
      email: 'm@example.in',
      city: 'Salem',
      service: 'Wedding Event',
      message: 'Hall #2\nமுகூர்த்தம் 6 AM + lunch',
    },
  }

  it('writes a readable message and encodes &, #, +, newlines and Tamil', () => {
    const link = whatsappLink('+91 98430 12016', lead)
    expect(link.startsWith('https://wa.me/919843012016?text=')).toBe(true)
    const query = link.split('?text=')[1]
    expect(query).not.toMatch(/[&#+\n ]/)
    expect(decodeURIComponent(query)).toBe(
      'Enquiry from the website (ref. 1a2b3c4d)\nName: மீனா & ராஜ்\nPhone: +91 98400 11223\nE-mail: m@example.in\nCity: Salem\nEvent: Wedding Event\nMessage: Hall #2\nமுகூர்த்தம் 6 AM + lunch',
    )
    expect(new URL(link).searchParams.get('text')).toBe(decodeURIComponent(query))
  })

  it('keeps to 500 characters by shortening the free text first', () => {
    const long = whatsappText({ ...lead, values: { ...lead.values, message: 'மல்லிகை '.repeat(200) } })
    expect(Array.from(long).length).toBeLessThanOrEqual(WHATSAPP_MAX_CHARS)
    expect(long).toContain('Name: மீனா & ராஜ்')
    expect(long).toContain('Event: Wedding Event')
    expect(long.endsWith('…')).toBe(true)
  })

  it('speaks Tamil for a lead from a Tamil page', () => {
    expect(whatsappText({ ...lead, locale: 'ta' })).toContain('பெயர்: மீனா & ராஜ்')
  })

  it('is written, and cut between whole letters, in a browser without Intl.Segmenter (Firefox before 125)', async () => {
    const message = 'கொண்டாட்டத்துக்கு முந்தைய நாள் மருதாணி 👍🏽 வைக்க வேண்டும்; 👨‍👩‍👧 பெரியவர்களுக்கு நாற்காலிகள். '.repeat(12)
    const tamil = { ...lead, locale: 'ta', values: { ...lead.values, message } }
    const withSegmenter = whatsappText(tamil)
    vi.stubGlobal('Intl', { ...Intl, Segmenter: undefined })
    vi.resetModules()
    // Loading the module must not need it either (the form that imports it would never start).
    const without = await import('../../lib/outbox/whatsapp.ts')
    expect(without.whatsappText(tamil)).toBe(withSegmenter)
    expect(without.whatsappText(lead)).toBe(whatsappText(lead))
  })

  describe('a long message from the Tamil form', () => {
    const graphemes = (text: string) => [...new Intl.Segmenter('ta', { granularity: 'grapheme' }).segment(text)].map((s) => s.segment)
    // Nearly every letter here carries a vowel sign or a pulli: a cut by code point lands inside one most of the time.
    const message = 'கொண்டாட்டத்துக்கு முந்தைய நாள் மருதாணி, மெஹந்தி வைக்க வேண்டும்; பெரியவர்களுக்கு நாற்காலிகள். '.repeat(12)
    const tamilLead = (name: string) => ({
      ...lead,
      locale: 'ta',
      values: { name, phone: '+91 98400 11223', city: 'சேலம்', service: 'Wedding Event', message },
    })
    // Names of different lengths move the cut across every position of a letter.
    const texts = ['மீனா', 'மீனா ரா', 'மீனா ராஜ்', 'மீனாட்சி ராஜ்', 'மீனாட்சி ராஜேஷ்', 'மீனாட்சி ராஜேஸ்வரி'].map((name) => whatsappText(tamilLead(name)))

    it('is Tamil throughout: its heading, its labels and the chosen option, with the stored value left English', () => {
      const lines = texts[0].split('\n')
      expect(lines[0]).toBe('வணக்கம், இணையதளத்தில் நிரப்பிய என் விழா விவரம் (குறிப்பு எண் 1a2b3c4d)')
      expect(lines.slice(1, 5)).toEqual(['பெயர்: மீனா', 'போன்: +91 98400 11223', 'ஊர்: சேலம்', 'விழா: திருமணம்'])
      // Only the reference code and the digits of the phone are not Tamil words.
      expect(texts[0].replace(/1a2b3c4d/, '')).not.toMatch(/[A-Za-z]/)
      expect(tamilLead('x').values.service).toBe('Wedding Event')
    })

    it('is cut to its limit between whole letters, never between a letter and its vowel sign', () => {
      const letters = graphemes(message)
      const messageOf = (text: string) => text.slice(text.indexOf('விவரம்: ') + 'விவரம்: '.length)
      for (const text of texts) {
        expect(Array.from(text).length).toBeLessThanOrEqual(WHATSAPP_MAX_CHARS)
        expect(text.endsWith('…')).toBe(true)
        // What is left of the message is its own first letters, each whole.
        const kept = graphemes(messageOf(text).slice(0, -1))
        expect(kept).toEqual(letters.slice(0, kept.length))
      }
      // The check bites: cut by code point to the same room, at least one of them would split a letter.
      const byCodePoint = texts.map((text) =>
        Array.from(message)
          .slice(0, Array.from(messageOf(text)).length)
          .join(''),
      )
      expect(byCodePoint.some((cut) => graphemes(cut).at(-1) !== letters[graphemes(cut).length - 1])).toBe(true)
    })
  })
})

describe('drafts', () => {
  let data: Map<string, string>
  const keys = () => [...data.keys()]
  beforeEach(() => {
    data = new Map<string, string>()
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => data.get(key) ?? null,
      setItem: (key: string, value: string) => void data.set(key, value),
      removeItem: (key: string) => void data.delete(key),
      key: (i: number) => [...data.keys()][i] ?? null,
      get length() {
        return data.size
      },
    })
  })

  it('keeps what was typed, never the honeypot', () => {
    saveDraft('enquiry', 'en', { name: 'Priya', message: 'Hello', website: 'bot' })
    expect(loadDraft('enquiry', 'en')).toEqual({ name: 'Priya', message: 'Hello' })
    expect(loadDraft('enquiry', 'ta')).toBeNull()
  })

  it('forgets a draft after 7 days', () => {
    saveDraft('vendor', 'en', { name: 'Kavya' }, 0)
    expect(loadDraft('vendor', 'en', DRAFT_MAX_AGE_MS)).toEqual({ name: 'Kavya' })
    expect(loadDraft('vendor', 'en', DRAFT_MAX_AGE_MS + 1)).toBeNull()
  })

  it('is removed after a success only when it still holds the sent values', () => {
    saveDraft('feedback', 'en', { name: 'Arun', message: 'New text' })
    clearDraftIfSame('feedback', 'en', { name: 'Arun', message: 'Old text' })
    expect(loadDraft('feedback', 'en')).not.toBeNull()
    clearDraftIfSame('feedback', 'en', { name: 'Arun', message: 'New text', work: '' })
    expect(loadDraft('feedback', 'en')).toBeNull()
  })

  it('drafts last changed more than 7 days ago are removed by any page, of every form and edition; newer ones stay', () => {
    const now = Date.now()
    saveDraft('enquiry', 'en', { name: 'Old Oviya' }, now - DRAFT_MAX_AGE_MS - 1)
    saveDraft('vendor', 'ta', { name: 'பழைய பதிவு' }, now - DRAFT_MAX_AGE_MS - 1)
    saveDraft('feedback', 'en', { name: 'New Nila' }, now - 60_000)
    localStorage.setItem('thoranam:draft:en:broken', '{not json')
    forgetOldDrafts(now)
    expect(keys()).toEqual(['thoranam:draft:en:feedback'])
  })

  it('never throws when storage is blocked', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
      removeItem: () => {
        throw new Error('SecurityError')
      },
    })
    expect(() => saveDraft('enquiry', 'en', { name: 'x' })).not.toThrow()
    expect(loadDraft('enquiry', 'en')).toBeNull()
  })
})
