// The endpoint's tests drive the Worker as Cloudflare does (its fetch and scheduled handlers, its D1 and rate limit
// from wrangler.jsonc) and stand in for EmailJS and SheetDB by answering its outbound requests here: every request
// is kept, as the real services keep every repeat, and a test decides, per request, what a service answers.
import { env } from 'cloudflare:test'
import { vi } from 'vitest'
import { FORMS, ID_COLUMN } from '../../content/forms.js'
import { issueChallenge } from '../../worker/challenge.ts'
import type { ExecutionContext } from '../../worker/env.ts'
import worker from '../../worker/index.ts'
import type { LeadRow } from '../../worker/leads.ts'

export { env }
export const SITE = 'https://www.thoranamevents.in'

/** A context that keeps what the Worker goes on doing after its answer, so a test can wait for it. */
export function context() {
  const pending: Promise<unknown>[] = []
  const ctx: ExecutionContext = { waitUntil: (promise) => void pending.push(promise) }
  return { ctx, settled: () => Promise.all(pending) }
}

/** An answer to the challenge (worker/challenge.ts), found as the form's page finds it; an easy one unless told. */
export async function proof({ key = env.CHALLENGE_KEY!, now = Date.now(), maxnumber = 50 } = {}) {
  const { algorithm, challenge, salt, signature } = await issueChallenge(key, now, maxnumber)
  return solve({ algorithm, challenge, salt, signature, maxnumber })
}

export async function solve({ algorithm, challenge, salt, signature, maxnumber }: Record<string, string | number>) {
  for (let number = 0; number <= Number(maxnumber); number++) {
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${salt}${number}`))
    const hex = [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
    if (hex === challenge) return btoa(JSON.stringify({ algorithm, challenge, number, salt, signature }))
  }
  throw new Error('no answer')
}

export const ENQUIRY = {
  name: 'Priya Raman',
  email: 'priya@example.in',
  phone: '+91 98400 11223',
  city: 'Salem',
  service: 'Wedding Event',
  message: 'Muhurtham at 6 am, about 400 guests.',
}

/** A family's enquiry as the form posts it: its id, its words, a minute's fill time and an answer to the challenge. */
export async function enquiry(overrides: Record<string, unknown> = {}) {
  const now = Date.now()
  return {
    id: crypto.randomUUID(),
    form: 'enquiry',
    locale: 'en',
    values: ENQUIRY,
    startedAt: now - 60_000,
    keptAt: now,
    proof: await proof(),
    ...overrides,
  }
}

let addresses = 0
/** This file's own prefix: the test files run side by side, and share the rate limit and the day's counts. */
const prefix = `2001:${[...crypto.getRandomValues(new Uint16Array(2))].map((n) => n.toString(16)).join(':')}`
/**
 * An address of its own for each caller, so that one test's posts never count against another's limits: each in a
 * /64 of its own, as the day's count takes an IPv6 address by its /64 (worker/leads.ts addressGroup).
 */
export const newAddress = () => `${prefix}:${(++addresses).toString(16)}::1`

/** Posts a body to the endpoint as a page of the site does, from an address; resolves with the answer and the work left. */
export async function post(body: unknown, { address = newAddress(), headers = {} as Record<string, string>, raw = false } = {}) {
  const { ctx, settled } = context()
  const request = new Request(`${SITE}/api/leads`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: SITE, 'CF-Connecting-IP': address, ...headers },
    body: raw ? String(body) : JSON.stringify(body),
  })
  const response = await worker.fetch(request, env, ctx)
  return { status: response.status, body: await response.json().catch(() => null), settled }
}

/** The schedule's run, as Cloudflare starts it (index.ts scheduled), now or at a given time; resolves once its work is done. */
export async function runSchedule(scheduledTime?: number) {
  const { ctx, settled } = context()
  await worker.scheduled(scheduledTime === undefined ? {} : { scheduledTime }, env, ctx)
  await settled()
}

/** Time passes: every lead's next try is due now. */
export const dueNow = () => env.LEADS.prepare('UPDATE leads SET next_attempt_at = 0 WHERE next_attempt_at IS NOT NULL').run()

export const row = (id: string) => env.LEADS.prepare('SELECT * FROM leads WHERE id = ?').bind(id).first<LeadRow>()
export const count = async () => (await env.LEADS.prepare('SELECT count(*) AS n FROM leads').first<{ n: number }>())!.n

type Answer = { status: number; body?: string } | 'hang' | 'lost-after-keeping' | undefined

/**
 * EmailJS and SheetDB as the Worker reaches them: every request kept (`requests`), and what was kept (`emails`,
 * `rows`); `answer(service, nth)` says what the nth request of a service gets instead of the usual (a status and
 * body that keep nothing; 'hang', an answer that never comes; 'lost-after-keeping', kept and then no answer), or
 * a promise of one (the service answers when the test says).
 */
export function services() {
  const requests: { service: 'email' | 'sheet' | 'search'; url: string; body: unknown; signal: boolean }[] = []
  const emails: Record<string, unknown>[] = []
  const rows: Record<string, string>[] = []
  let answer: (service: 'email' | 'sheet' | 'search', nth: number) => Answer | Promise<Answer> = () => undefined
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input instanceof Request ? input.url : input)
    const service = url.includes('/email/send') ? 'email' : url.includes('/search') ? 'search' : 'sheet'
    const body = init.body ? JSON.parse(String(init.body)) : undefined
    requests.push({ service, url, body, signal: !!init.signal })
    const planned = await answer(service, requests.filter((request) => request.service === service).length)
    if (planned === 'hang')
      return new Promise<Response>((_, reject) =>
        // As the Worker's time limit ends the wait (AbortSignal.timeout): at once here.
        init.signal ? reject(new DOMException('The operation was aborted due to timeout', 'TimeoutError')) : undefined,
      )
    if (planned && typeof planned === 'object') return new Response(planned.body ?? '', { status: planned.status })
    if (service === 'search') {
      const id = new URL(url).searchParams.get(ID_COLUMN)
      return Response.json(rows.filter((kept) => kept[ID_COLUMN] === id))
    }
    if (service === 'email') emails.push((body as { template_params: Record<string, unknown> }).template_params)
    else rows.push(...(body as { data: Record<string, string>[] }).data)
    if (planned === 'lost-after-keeping') throw new DOMException('The operation was aborted due to timeout', 'TimeoutError')
    return service === 'email' ? new Response('OK') : Response.json({ created: 1 }, { status: 201 })
  })
  vi.stubGlobal('fetch', fetch)
  return {
    requests,
    emails,
    rows,
    answer: (plan: typeof answer) => (answer = plan),
    /** What the business got of a lead: its e-mails and its rows. */
    of: (id: string) => ({
      emails: emails.filter((params) => params.submission_id === id).length,
      rows: rows.filter((kept) => kept[ID_COLUMN] === id).length,
    }),
  }
}

export const SHEET_TAB = FORMS.enquiry.sheet.tab
