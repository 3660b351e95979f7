// The leads' endpoint: every form of the site posts here (POST /api/leads), and only this code talks to the
// business's services. A lead is checked against its form's rules (content/forms.js), stored in D1 under the id
// the visitor's browser gave it, and only then answered with a 2xx: from that moment the business has it. Then
// its e-mail (EmailJS's REST API, the enquiry only) and its sheet row (SheetDB) are sent from here, each
// channel's state kept on the lead's row, and a channel that failed is tried again by the schedule (index.ts).
//
// Exactly once, with services that keep every repeat:
// - A repeated id (a retry after a lost answer, a second tab, Back) is stored once (ON CONFLICT DO NOTHING),
//   answered the same, and starts no second delivery.
// - A channel is marked 'sending' before its request. A run that finds 'sending' knows a request went out whose
//   answer nobody recorded (the Worker was stopped mid-request): the sheet is searched for the lead's Id before a
//   row is added again; the e-mail, which cannot be searched, is not sent again ('unconfirmed') and the sheet row
//   says so in its Note column, as it does for an e-mail refused for good (EmailJS 412, 404: it will not heal).
// - Two runs never deliver the same lead at once: a run first takes the lead's next_attempt_at a few minutes
//   ahead (a lease), and only the run whose update changed the row goes on.
//
// Holding off a flood, without ever turning a family away:
// - Posts per address are counted (the LIMITER binding, wrangler.jsonc); past the limit the post is answered 429
//   and the visitor's phone keeps the lead and posts it again a little later (lib/leads.ts), saying so.
// - A lead that does not answer the challenge (worker/challenge.ts: none, forged, expired, or one already used by
//   another lead) or that was filled faster than a person can is answered as any other, stored with the reason
//   ('held') and never delivered: the owner finds it in the export and can release it (docs/forms-and-leads.md).
// - A lead that passes those checks but comes from an address that already sent DAILY_CAP leads today is stored
//   and held the same way ('daily-cap'), answered as any other: a script that solves every challenge and claims a
//   human fill time reaches the services at most DAILY_CAP times a day per address. The count is kept under an HMAC
//   of the day and the address, never the address, and deleted when the day is over (forgetPastDays).
// - A filled honeypot is answered as any other, and nothing is kept.
import {
  EMAIL_EXTRA_PARAMS,
  FORMS,
  HONEYPOT_FIELD,
  ID_COLUMN,
  NOTE_COLUMN,
  invalidFields,
  neutralize,
  type FormName,
} from '../content/forms.js'
import { hmac, verifyAnswer } from './challenge'
import type { Env, ExecutionContext } from './env'

export const LOCALES = ['en', 'ta'] as const
/** The largest body a form can make (every field at its longest, in Tamil) with room to spare. */
export const MAX_BODY_BYTES = 32 * 1024
/** How long a run holds a lead it is delivering before another run may take it up (a stopped Worker's lead). */
export const LEASE_MS = 5 * 60_000
/** A channel's retries: 5 min, 10, 20 ... at most 6 hours apart; given up (and left in the export) after 30 days. */
export const RETRY_FIRST_MS = 5 * 60_000
export const RETRY_MAX_MS = 6 * 3_600_000
export const GIVE_UP_AFTER_MS = 30 * 86_400_000
/** The shortest time a person takes to fill a form (autofill for the contact fields, then a short message). */
export const MIN_FILL_MS = 3_000
/**
 * Leads delivered per address in a day; past it a lead is stored and held ('daily-cap'), never delivered. A family
 * sends an enquiry or two (perhaps feedback later), and a mobile carrier's shared address may carry a few families
 * in a day. A script on one address gets this many e-mails a day at most: 150 in a month, under EmailJS's free
 * 200. A family's lead held here is released by the owner (docs/forms-and-leads.md).
 */
export const DAILY_CAP = 5
/** The day the cap counts in: India's calendar day (UTC+5:30), the business's day. */
const INDIA_OFFSET_MS = 5.5 * 3_600_000
export const dayOf = (now: number) => Math.floor((now + INDIA_OFFSET_MS) / 86_400_000)
/** A service that has not answered in this long counts as not answering. */
export const SERVICE_TIMEOUT_MS = 20_000
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export type Values = Record<string, string>

export interface LeadRow {
  id: string
  form: FormName
  locale: string
  fields: string
  received_at: number
  email_state: 'none' | 'waiting' | 'sending' | 'sent' | 'refused' | 'unconfirmed' | 'failed'
  email_attempts: number
  email_detail: string | null
  sheet_state: 'waiting' | 'sending' | 'sent' | 'failed'
  sheet_attempts: number
  sheet_detail: string | null
  next_attempt_at: number | null
  /** Why the endpoint held the lead back (never delivered), or null. */
  held: HeldReason | null
  challenge: string | null
  fill_ms: number | null
}

export type HeldReason = 'no-challenge' | 'forged-challenge' | 'expired-challenge' | 'replayed-challenge' | 'too-fast' | 'daily-cap'

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  })

/**
 * What a post must hold; anything else is refused with 400 naming what is wrong (or 422 naming the fields that
 * break their rules). The fill time's two ends and the challenge's answer are read, not required: a lead without
 * them is held, not refused.
 */
export type Parsed =
  | { ok: true; id: string; form: FormName; locale: string; values: Values; bot: boolean; fillMs: number | null; proof: unknown }
  | { ok: false; status: number; body: { error: string; fields?: string[] } }

export function parseLead(body: unknown): Parsed {
  const refuse = (error: string, fields?: string[]) => ({ ok: false as const, status: 400, body: fields ? { error, fields } : { error } })
  if (!body || typeof body !== 'object') return refuse('not-json')
  const { id, form, locale, values, startedAt, keptAt, proof } = body as Record<string, unknown>
  if (typeof id !== 'string' || !UUID.test(id)) return refuse('id')
  if (typeof form !== 'string' || !Object.hasOwn(FORMS, form)) return refuse('form')
  if (typeof locale !== 'string' || !(LOCALES as readonly string[]).includes(locale)) return refuse('locale')
  if (!values || typeof values !== 'object') return refuse('values')
  const given = values as Record<string, unknown>
  const names: string[] = FORMS[form as FormName].fields.map((field) => field.name)
  const unknown = Object.keys(given).filter((name) => !names.includes(name) && name !== HONEYPOT_FIELD)
  if (unknown.length) return refuse('unknown-fields', unknown)
  const bad = invalidFields(form as FormName, given)
  if (bad.length) return { ok: false, status: 422, body: { error: 'invalid', fields: bad } }
  const kept = Object.fromEntries(names.map((name) => [name, (given[name] as string).trim()]))
  const fillMs =
    typeof startedAt === 'number' && typeof keptAt === 'number' && Number.isFinite(keptAt - startedAt) ? keptAt - startedAt : null
  return { ok: true, id: id.toLowerCase(), form: form as FormName, locale, values: kept, bot: !!given[HONEYPOT_FIELD], fillMs, proof }
}

/** The address a post came from, as Cloudflare's edge gives it (wrangler dev too). */
const addressOf = (request: Request) => request.headers.get('CF-Connecting-IP') ?? 'unknown'

/**
 * The part of an address one phone or one home has: an IPv4 address whole, an IPv6 address by its first 64 bits
 * (a network gives each phone or home a /64 of its own, and a script there can take any address in it).
 */
export function addressGroup(address: string): string {
  if (!address.includes(':')) return address
  if (address.includes('.')) return address.slice(address.lastIndexOf(':') + 1)
  const [head, tail] = address.toLowerCase().split('::')
  const first = head ? head.split(':') : []
  const last = tail ? tail.split(':') : []
  const groups = tail === undefined ? first : [...first, ...Array(Math.max(0, 8 - first.length - last.length)).fill('0'), ...last]
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group || '0', 16).toString(16))
    .join(':')}::/64`
}

/**
 * Counts a lead against its address's day and returns the day's count so far. Only an HMAC of the day and the
 * address is stored (the Worker's CHALLENGE_KEY is the key): the count cannot be read back to an address, and the
 * same address gets another key the next day.
 */
async function countForTheDay(env: Env, request: Request, now: number): Promise<number> {
  const day = dayOf(now)
  const key = await hmac(env.CHALLENGE_KEY!, `leads of an address in a day\n${day}\n${addressGroup(addressOf(request))}`)
  const counted = await env.LEADS.prepare(
    `INSERT INTO address_days (address_key, day, leads) VALUES (?, ?, 1)
     ON CONFLICT(address_key) DO UPDATE SET leads = leads + 1 RETURNING leads`,
  )
    .bind(key, day)
    .first<{ leads: number }>()
  return counted!.leads
}

/** The schedule's clean-up: the counts of every day that is over are deleted. */
export async function forgetPastDays(env: Env, now = Date.now()): Promise<number> {
  return (await env.LEADS.prepare('DELETE FROM address_days WHERE day < ?').bind(dayOf(now)).run()).meta.changes
}

/** POST /api/leads: checks the lead, stores it once, answers, then delivers it after the answer. */
export async function receiveLead(request: Request, env: Env, ctx: ExecutionContext, now = Date.now()): Promise<Response> {
  // Only the site's own pages post here (a browser sends its page's origin with every POST).
  const origin = request.headers.get('Origin')
  if (origin && origin !== new URL(request.url).origin) return json(403, { error: 'origin' })
  // Too many posts from one address: nothing is read or kept; the phone posts it again later (lib/leads.ts).
  if (env.LIMITER && !(await env.LIMITER.limit({ key: addressOf(request) })).success)
    return json(429, { error: 'busy' }, { 'Retry-After': '60' })
  if (!/^application\/json\b/i.test(request.headers.get('Content-Type') ?? '')) return json(415, { error: 'content-type' })
  const text = await request.text()
  if (new TextEncoder().encode(text).length > MAX_BODY_BYTES) return json(413, { error: 'too-large' })
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return json(400, { error: 'not-json' })
  }
  const lead = parseLead(body)
  if (!lead.ok) return json(lead.status, lead.body)
  // A bot filled the hidden field: it is answered as a person would be, and nothing is stored or sent.
  if (lead.bot) return json(200, { id: lead.id, received: true })
  // A repeat of a lead already stored (a retry after a lost answer, another tab): the same answer, nothing more.
  const known = await env.LEADS.prepare('SELECT id FROM leads WHERE id = ?').bind(lead.id).first()
  if (known) return json(200, { id: lead.id, received: true })
  const checked = await checkLead(env, lead, now)
  let held = checked.held
  // A lead that passed every check counts against its address's day; past the cap it is held as well.
  if (!held && (await countForTheDay(env, request, now)) > Number(env.DAILY_CAP ?? DAILY_CAP)) held = 'daily-cap'
  const insert = (reason: HeldReason | null, challenge: string | null) =>
    env.LEADS.prepare(
      `INSERT INTO leads (id, form, locale, fields, received_at, email_state, sheet_state, next_attempt_at, held, challenge, fill_ms)
       VALUES (?, ?, ?, ?, ?, ?, 'waiting', ?, ?, ?, ?) ON CONFLICT(id) DO NOTHING`,
    )
      .bind(
        lead.id,
        lead.form,
        lead.locale,
        JSON.stringify(lead.values),
        now,
        'email' in FORMS[lead.form] ? 'waiting' : 'none',
        reason ? null : now + LEASE_MS,
        reason,
        challenge,
        lead.fillMs,
      )
      .run()
  let stored: Awaited<ReturnType<typeof insert>>
  try {
    stored = await insert(held, checked.challenge)
  } catch (error) {
    // The challenge's answer was taken by another lead at this very moment (its column is unique): a replay.
    if (!checked.challenge || !/UNIQUE/i.test(String(error))) throw error
    stored = await insert('replayed-challenge', null)
    held = 'replayed-challenge'
  }
  if (held) return json(200, { id: lead.id, received: true })
  // A new lead is delivered now, after the answer; a repeated id was delivered (or is being) by its first post.
  if (stored.meta.changes === 1) ctx.waitUntil(deliverLead(env, lead.id, now).catch((error) => console.error('Delivery stopped:', error)))
  return json(200, { id: lead.id, received: true })
}

/**
 * Whether a new lead is held back, and the challenge it answered (kept, so that no other lead can use it):
 * the challenge first (none, forged, expired, already used), then the fill time.
 */
async function checkLead(
  env: Env,
  lead: Extract<Parsed, { ok: true }>,
  now: number,
): Promise<{ held: HeldReason | null; challenge: string | null }> {
  if (!env.CHALLENGE_KEY) throw new Error('CHALLENGE_KEY is not set (docs/deploying.md)')
  const verdict = await verifyAnswer(env.CHALLENGE_KEY, lead.proof, now)
  if (!verdict.ok) return { held: verdict.reason, challenge: null }
  const used = await env.LEADS.prepare('SELECT id FROM leads WHERE challenge = ?').bind(verdict.challenge).first()
  if (used) return { held: 'replayed-challenge', challenge: null }
  const minFill = Number(env.MIN_FILL_MS ?? MIN_FILL_MS)
  if (lead.fillMs === null || lead.fillMs < minFill) return { held: 'too-fast', challenge: verdict.challenge }
  return { held: null, challenge: verdict.challenge }
}

/** The next try of a channel that failed `attempts` times. */
export const retryAt = (attempts: number, now: number) => now + Math.min(RETRY_FIRST_MS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_MS)

type Answer = { status: number; text: string } | { error: string }

async function call(url: string, init: RequestInit): Promise<Answer> {
  try {
    const response = await fetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(SERVICE_TIMEOUT_MS) })
    return { status: response.status, text: await response.text() }
  } catch (error) {
    return { error: String(error) }
  }
}

const ok = (answer: Answer) => 'status' in answer && answer.status >= 200 && answer.status < 300
/** What a lead's row in D1 keeps of an answer: its status and the start of its text (the search reads it whole). */
const detail = (answer: Answer) => ('status' in answer ? `${answer.status} ${answer.text.slice(0, 300)}`.trim() : answer.error)

/** The e-mail through EmailJS's REST API (the private key as accessToken: EmailJS's "non-browser" calls). */
function sendEmail(env: Env, lead: LeadRow, values: Values): Promise<Answer> {
  const params = Object.fromEntries(Object.entries(FORMS.enquiry.email).map(([param, field]) => [param, values[field]]))
  return call(`${env.EMAILJS_ORIGIN ?? 'https://api.emailjs.com'}/api/v1.0/email/send`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      service_id: env.EMAILJS_SERVICE_ID,
      template_id: env.EMAILJS_TEMPLATE_ID,
      user_id: env.EMAILJS_PUBLIC_KEY,
      accessToken: env.EMAILJS_PRIVATE_KEY,
      template_params: { ...params, [EMAIL_EXTRA_PARAMS.id]: lead.id, [EMAIL_EXTRA_PARAMS.language]: lead.locale },
    }),
  })
}

const sheetHeaders = (env: Env): Record<string, string> => ({
  'Content-Type': 'application/json',
  Accept: 'application/json',
  ...(env.SHEETDB_TOKEN ? { Authorization: `Bearer ${env.SHEETDB_TOKEN}` } : {}),
})

/** The lead's row in its form's tab: the form's columns, Id and Note, every value neutralised. */
export function sheetRow(lead: Pick<LeadRow, 'form' | 'id'>, values: Values, note: string): Record<string, string> {
  const columns: Record<string, string> = FORMS[lead.form].sheet.columns
  const row = {
    ...Object.fromEntries(Object.entries(columns).map(([column, field]) => [column, values[field] ?? ''])),
    [ID_COLUMN]: lead.id,
    [NOTE_COLUMN]: note,
  }
  return Object.fromEntries(Object.entries(row).map(([column, value]) => [column, neutralize(value)]))
}

/** Whether the lead's row is already in its tab (SheetDB's search); undefined when the search itself failed. */
async function rowExists(env: Env, lead: LeadRow): Promise<boolean | undefined> {
  const tab = FORMS[lead.form].sheet.tab
  const answer = await call(`${env.SHEETDB_URL}/search?${new URLSearchParams({ [ID_COLUMN]: lead.id, sheet: tab })}`, {
    headers: sheetHeaders(env),
  })
  if (!ok(answer) || !('text' in answer)) return undefined
  try {
    const rows = JSON.parse(answer.text)
    return Array.isArray(rows) && rows.length > 0
  } catch {
    return undefined
  }
}

/** What the row's Note says of the e-mail, when the business would otherwise not know it is missing. */
function emailNote(lead: LeadRow): string {
  if (lead.email_state === 'refused') return `The e-mail service refused this enquiry's e-mail (${lead.email_detail}): it was not sent.`
  if (lead.email_state === 'unconfirmed') return "The e-mail service did not confirm this enquiry's e-mail: it may not have arrived."
  return ''
}

async function update(env: Env, id: string, changes: Partial<LeadRow>) {
  const names = Object.keys(changes)
  await env.LEADS.prepare(`UPDATE leads SET ${names.map((name) => `${name} = ?`).join(', ')} WHERE id = ?`)
    .bind(...names.map((name) => changes[name as keyof LeadRow] ?? null), id)
    .run()
}

/**
 * Delivers what is still waiting of one lead: its e-mail, then its row. The caller holds the lead (a fresh post,
 * or a scheduled run that took its lease). Returns the lead as it stands after.
 */
export async function deliverLead(env: Env, id: string, now = Date.now()): Promise<LeadRow | null> {
  const lead = await env.LEADS.prepare('SELECT * FROM leads WHERE id = ?').bind(id).first<LeadRow>()
  if (!lead) return null
  const values: Values = JSON.parse(lead.fields)
  const tooOld = now - lead.received_at > GIVE_UP_AFTER_MS

  // The e-mail. A 'sending' left by a stopped run, or a request with no answer, may have arrived: never again.
  if (lead.email_state === 'sending') Object.assign(lead, { email_state: 'unconfirmed', email_detail: 'no answer recorded' })
  else if (lead.email_state === 'waiting' && tooOld) Object.assign(lead, { email_state: 'failed' })
  else if (lead.email_state === 'waiting') {
    await update(env, id, { email_state: 'sending', email_attempts: lead.email_attempts + 1 })
    const answer = await sendEmail(env, lead, values)
    lead.email_attempts += 1
    lead.email_detail = detail(answer)
    if (ok(answer)) lead.email_state = 'sent'
    else if ('error' in answer) lead.email_state = 'unconfirmed'
    // Not sent, and the service says why: a busy or failing service heals; any other refusal (412 a revoked Gmail
    // grant, 404 no such account or template, 400, 403) will not until someone changes the account.
    else if ([408, 425, 429].includes(answer.status) || answer.status >= 500) lead.email_state = 'waiting'
    else lead.email_state = 'refused'
  }
  await update(env, id, { email_state: lead.email_state, email_attempts: lead.email_attempts, email_detail: lead.email_detail })

  // The row. Any earlier request (answered or not) means the row may be there: search before adding it.
  if ((lead.sheet_state === 'waiting' || lead.sheet_state === 'sending') && tooOld) lead.sheet_state = 'failed'
  else if (lead.sheet_state === 'waiting' || lead.sheet_state === 'sending') {
    const there = lead.sheet_attempts > 0 ? await rowExists(env, lead) : false
    if (there) lead.sheet_state = 'sent'
    else if (there === undefined) lead.sheet_detail = 'the search for the row failed'
    else {
      await update(env, id, { sheet_state: 'sending', sheet_attempts: lead.sheet_attempts + 1 })
      const tab = FORMS[lead.form].sheet.tab
      const answer = await call(`${env.SHEETDB_URL}?${new URLSearchParams({ sheet: tab })}`, {
        method: 'POST',
        headers: sheetHeaders(env),
        body: JSON.stringify({ data: [sheetRow(lead, values, emailNote(lead))] }),
      })
      lead.sheet_attempts += 1
      lead.sheet_detail = detail(answer)
      lead.sheet_state = ok(answer) ? 'sent' : 'waiting'
    }
  }
  const waiting = lead.email_state === 'waiting' || lead.sheet_state === 'waiting'
  lead.next_attempt_at = waiting
    ? retryAt(Math.max(lead.email_state === 'waiting' ? lead.email_attempts : 0, lead.sheet_attempts), now)
    : null
  await update(env, id, {
    sheet_state: lead.sheet_state,
    sheet_attempts: lead.sheet_attempts,
    sheet_detail: lead.sheet_detail,
    next_attempt_at: lead.next_attempt_at,
  })
  return lead
}

/** The schedule's run: every lead whose next try has come, each taken (leased) before it is delivered. */
export async function retryDue(env: Env, now = Date.now(), limit = 50): Promise<number> {
  const { results } = await env.LEADS.prepare(
    'SELECT id FROM leads WHERE next_attempt_at IS NOT NULL AND next_attempt_at <= ? AND held IS NULL ORDER BY next_attempt_at LIMIT ?',
  )
    .bind(now, limit)
    .all<{ id: string }>()
  let delivered = 0
  for (const { id } of results) {
    const taken = await env.LEADS.prepare('UPDATE leads SET next_attempt_at = ? WHERE id = ? AND next_attempt_at <= ?')
      .bind(now + LEASE_MS, id, now)
      .run()
    if (taken.meta.changes !== 1) continue
    await deliverLead(env, id, now)
    delivered++
  }
  return delivered
}
