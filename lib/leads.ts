// The browser's part of a lead: keep it on the phone with its id, post it to the site's own endpoint
// (POST /api/leads, worker/leads.ts) until the endpoint confirms, then forget it. The endpoint stores a lead once
// per id and delivers it to the business's services itself, so posting the same lead again (a retry, another
// tab, Back) can never make a second e-mail or row: at least once here is exactly once there.
// - One waiting lead per form and edition: what the form shows. A lead corrected before it is confirmed replaces
//   the waiting one and keeps its id; the draft goes the moment the lead is kept.
// - A waiting lead is posted again from any page of the site: on load, when the network comes back, when the tab
//   becomes visible, and on a timer while a page is open (lib/leadsBoot.ts). Kept at most 7 days unsent.
// - A confirmed lead leaves its id and a digest of its words (never the words) for a day, so that another tab, or a
//   page brought back by Back, that still shows it posts the same id (and is told it was received) instead of a new
//   lead. Any page removes them after the day (lib/draftAge.ts).
// - A post with no answer in POST_TIMEOUT_MS (a connection dropped without the phone noticing) is given up, and the
//   lead posted again at the page's next try.
import { HONEYPOT_FIELD, type FormName } from '../content/forms'
import { clearDraft } from './drafts'
import { RECEIVED_KEPT_MS, RECEIVED_KEY, WAITING_KEY } from './leadKeys'
import { PROOF_FRESH_MS, takeProof, type Proof } from './proof'

export const LEADS_ENDPOINT = '/api/leads'
/** A lead not confirmed within 7 days is removed unsent (the privacy notice says so). */
export const LEAD_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000
/** A post not answered in this long is given up (the endpoint answers in well under a second). */
export const POST_TIMEOUT_MS = 30_000
/** The event every page's copy of this module sends when a lead's state changes. */
export const LEAD_EVENT = 'thoranam:lead'

export type Values = Record<string, string>

export interface Lead {
  id: string
  form: FormName
  locale: string
  values: Values
  keptAt: number
  /** When the visitor began to fill the form (0: at an earlier visit, from a draft); the endpoint reads the fill time. */
  startedAt?: number
  /** The lead's answer to the endpoint's challenge (lib/proof.ts), found before its first post and kept with it. */
  proof?: Proof
}

/**
 * What became of one post: received (2xx), refused for its words (422: these fields), or not reached (kept):
 * offline, the service failing, or busy (too many posts from the visitor's network just now: 429).
 */
export type PostResult =
  | { state: 'received' }
  | { state: 'invalid'; fields: string[] }
  | { state: 'waiting'; failure: 'offline' | 'service' | 'busy' }

interface Received {
  id: string
  form: string
  locale: string
  print: string
  at: number
}

const storage = (): Storage | null => {
  try {
    return globalThis.localStorage ?? null
  } catch {
    return null
  }
}
function read<T>(key: string): T[] {
  try {
    const list = JSON.parse(storage()?.getItem(key) ?? '[]')
    return Array.isArray(list) ? list : []
  } catch {
    return []
  }
}
/** Writes a list; false when the browser keeps nothing (private mode, full storage). */
function write(key: string, list: unknown[]): boolean {
  try {
    const store = storage()
    if (!store) return false
    if (list.length) store.setItem(key, JSON.stringify(list))
    else store.removeItem(key)
    return true
  } catch {
    return false
  }
}

/** The lead's words, trimmed and in a fixed order: the same lead has the same fingerprint. */
export const fingerprint = (form: string, values: Values) =>
  JSON.stringify([
    form,
    ...Object.keys(values)
      .filter((name) => name !== HONEYPOT_FIELD)
      .sort()
      .map((name) => [name, values[name].trim()]),
  ])

/** The waiting leads still young enough to send (older ones are removed). */
export function waitingLeads(now = Date.now()): Lead[] {
  const all = read<Lead>(WAITING_KEY)
  const young = all.filter((lead) => now - lead.keptAt <= LEAD_MAX_AGE_MS)
  if (young.length !== all.length) write(WAITING_KEY, young)
  return young
}

export const waitingLead = (form: FormName, locale: string) => waitingLeads().find((lead) => lead.form === form && lead.locale === locale)

/** A digest of a lead's fingerprint (cyrb53): the same words give the same digest, which does not show them. */
function digest(text: string): string {
  let h1 = 0xdeadbeef
  let h2 = 0x41c6ce57
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    h1 = Math.imul(h1 ^ code, 2654435761)
    h2 = Math.imul(h2 ^ code, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36)
}

/** A lead confirmed within the last day with exactly these words, if any. */
export function receivedLead(form: FormName, locale: string, values: Values, now = Date.now()): string | undefined {
  const print = digest(fingerprint(form, values))
  return read<Received>(RECEIVED_KEY).find(
    (lead) => lead.form === form && lead.locale === locale && lead.print === print && now - lead.at <= RECEIVED_KEPT_MS,
  )?.id
}
export const wasReceived = (id: string) => read<Received>(RECEIVED_KEY).some((lead) => lead.id === id)

/**
 * Keeps the lead as its form's waiting lead (replacing the one waiting, whose id it takes) and removes the draft.
 * Returns the lead kept and whether the browser could keep it.
 */
export function keepLead(
  form: FormName,
  locale: string,
  values: Values,
  startedAt = 0,
  newId = () => crypto.randomUUID(),
  now = Date.now(),
) {
  const words = Object.fromEntries(Object.entries(values).filter(([name]) => name !== HONEYPOT_FIELD))
  const waiting = waitingLeads(now)
  const before = waiting.find((lead) => lead.form === form && lead.locale === locale)
  const id = before?.id ?? receivedLead(form, locale, words, now) ?? newId()
  const lead: Lead = {
    id,
    form,
    locale,
    values: words,
    keptAt: before?.keptAt ?? now,
    startedAt: Math.min(before?.startedAt ?? startedAt, startedAt),
    proof: before?.proof,
  }
  const stored = write(WAITING_KEY, [...waiting.filter((other) => other !== before), lead])
  if (stored) clearDraft(form, locale)
  return { lead, stored }
}

/** The lead is done with on this phone: confirmed (its id and digest stay a day) or refused for its words. */
function settle(lead: Lead, received: boolean, now = Date.now()) {
  write(
    WAITING_KEY,
    waitingLeads(now).filter((other) => other.id !== lead.id),
  )
  if (received)
    write(RECEIVED_KEY, [
      ...read<Received>(RECEIVED_KEY).filter((other) => now - other.at <= RECEIVED_KEPT_MS && other.id !== lead.id),
      { id: lead.id, form: lead.form, locale: lead.locale, print: digest(fingerprint(lead.form, lead.values)), at: now },
    ])
  dispatchEvent(new CustomEvent(LEAD_EVENT, { detail: { id: lead.id, received } }))
}

const inFlight = new Map<string, Promise<PostResult>>()

/** The lead's answer to the challenge: the one it has while fresh, else a new one, kept with the waiting lead. */
async function proofFor(lead: Lead, now = Date.now()): Promise<Proof> {
  if (lead.proof && now - lead.proof.at < PROOF_FRESH_MS) return lead.proof
  lead.proof = await takeProof()
  const waiting = waitingLeads(now)
  if (waiting.some((other) => other.id === lead.id))
    write(
      WAITING_KEY,
      waiting.map((other) => (other.id === lead.id ? { ...other, proof: lead.proof } : other)),
    )
  return lead.proof
}

/** Posts a lead once (a post of the same lead already on its way is shared) and settles it on an answer. */
export function postLead(lead: Lead, honeypot = ''): Promise<PostResult> {
  const running = inFlight.get(lead.id)
  if (running) return running
  const post = (async (): Promise<PostResult> => {
    // No answer in time (a connection dropped without the phone noticing): given up, and posted again later.
    const giveUp = new AbortController()
    const timer = setTimeout(() => giveUp.abort(), POST_TIMEOUT_MS)
    const givenUp = new Promise<never>((_, reject) => giveUp.signal.addEventListener('abort', () => reject(giveUp.signal.reason)))
    try {
      const { answer } = await Promise.race([proofFor(lead), givenUp])
      const response = await fetch(LEADS_ENDPOINT, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          id: lead.id,
          form: lead.form,
          locale: lead.locale,
          values: { ...lead.values, [HONEYPOT_FIELD]: honeypot },
          // The fill time, both ends read on the phone's own clock (a phone set a few minutes wrong is no robot).
          startedAt: lead.startedAt ?? 0,
          keptAt: lead.keptAt,
          proof: answer,
        }),
        keepalive: true,
        signal: giveUp.signal,
      })
      if (response.ok) {
        settle(lead, true)
        return { state: 'received' }
      }
      if (response.status === 422) {
        const { fields = [] } = await response.json().catch(() => ({}))
        settle(lead, false)
        return { state: 'invalid', fields }
      }
      return { state: 'waiting', failure: response.status === 429 ? 'busy' : 'service' }
    } catch {
      return { state: 'waiting', failure: navigator.onLine === false ? 'offline' : 'service' }
    } finally {
      clearTimeout(timer)
      inFlight.delete(lead.id)
    }
  })()
  inFlight.set(lead.id, post)
  return post
}

/** Posts every waiting lead (any page of the site does, lib/leadsBoot.ts). */
export const postWaiting = () => Promise.all(waitingLeads().map((lead) => postLead(lead)))

/** Removes every waiting and recently confirmed lead from this phone (the privacy page's control): how many waited. */
export function forgetLeads(): number {
  const count = waitingLeads().length
  write(WAITING_KEY, [])
  write(RECEIVED_KEY, [])
  return count
}
