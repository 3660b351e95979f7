// Sending what the outbox holds: used by the service worker (lib/outbox/sw.ts), which carries every send where
// one runs, and by the pages where none does (lib/leads.ts, lib/outbox/pending.ts), so both behave the same.
// A step leaves the outbox only on a confirmed 2xx. The enquiry's two steps (e-mail, sheet row) are sent and
// tracked separately: a failure of one never holds back the other, and a retry repeats only the step that has
// not succeeded.
//
// How the services really fail. EmailJS answers 412 "Gmail_API: Invalid grant" for as long as Google's grant is
// revoked, and answered 404 "Account not found" (and 5xx) for days in its June 2025 incident; a sheet address can
// redirect (a redirected POST comes back as a GET that stores nothing and answers 200). So a refusal is not
// final: the refused step is kept and tried again hours later (1 h, 3 h, 9 h, then daily), while the other step
// still goes. A lead has reached the business when one step is done and the other was refused: the visitor is
// done; the refused step goes on quietly until it succeeds or the lead is too old to keep (store.ts). When no
// step got through and every service refused, the lead stays visibly with the visitor, WhatsApp offered.
//
// Slow is not lost. A request is never abandoned because it is slow, and no second request of a step is made
// while the first may still arrive: the sender waits for the answer (the visitor is told it is slow after
// SLOW_AFTER_MS, lib/leads.ts). Only after ANSWER_LIMIT_MS does the sender stop waiting, and then the step counts
// as unconfirmed (below), never as failed; an answer that still comes is recorded.
//
// Exactly once: every sender holds the outbox lock (Web Locks) from before a request until its answer is
// recorded, and marks the step `startedAt` in storage before the request leaves. So a sender that finds a mark
// under the lock knows the one that made it went away mid-request (a page closed or left, a worker stopped): the
// service may have the e-mail or row, or not, and nothing here can ask it. Such a step is never sent again by
// itself ('unconfirmed'): the visitor is told and offered WhatsApp, which may make a second message the business
// can see and match (the reference), but never a silent duplicate. The service worker, which a navigation does
// not stop, carries the sends wherever it runs, so this happens only where none runs or the browser ends it.
import { isExpired, type EmailStep, type OutboxEntry, type OutboxStore, type SheetStep, type StepState } from './store'

/** After this long without an answer the visitor is told the service is slow; the request goes on. */
export const SLOW_AFTER_MS = 15_000
/** After this long without an answer the sender stops waiting: the step is unconfirmed (it may still arrive). */
export const ANSWER_LIMIT_MS = 120_000
/** Backoff between automatic tries after a failure (no answer, 408, 425, 429, 5xx): 5 s, 15 s, 45 s ... 15 min. */
export const FIRST_RETRY_MS = 5_000
export const MAX_RETRY_MS = 15 * 60_000
/** Backoff after a refusal (another 4xx, a redirect): 1 h, 3 h, 9 h, then once a day. */
export const FIRST_REFUSED_RETRY_MS = 60 * 60_000
export const MAX_REFUSED_RETRY_MS = 24 * 60 * 60_000
/** Web Locks name: two tabs (or a tab and the service worker) never send the outbox at the same time. */
export const LOCK_NAME = 'thoranam-outbox'
/** Background Sync tag under which the pages ask the service worker to send the outbox. */
export const SYNC_TAG = 'thoranam-outbox'
/** What a page posts to the service worker to have it send the outbox (lib/outbox/pending.ts, sw.ts). */
export const CARRY_MESSAGE = 'thoranam:carry'
/** The worker's first answer to it: the sends are its own from now on. */
export const ACCEPTED = 'thoranam:accepted'
/** `refusedStatus` of a sheet step whose address answered with a redirect (its status is hidden from scripts). */
export const REDIRECTED = 0

export interface Transport {
  fetch: typeof fetch
  /** EmailJS's send: resolves on 2xx, rejects with {status, text} on another status, a TypeError offline. */
  sendEmail: (step: EmailStep) => Promise<unknown>
  now?: () => number
  /** How long to wait for an answer before the step counts as unconfirmed (ANSWER_LIMIT_MS). */
  answerLimitMs?: number
  /** True once the page is being left: a request failing then was cut by the leaving, not by the network. */
  leaving?: () => boolean
}

export type SendResult =
  /** Every step done, or the business has it (one step done) and the other is being tried again later (`error`: why it was refused). */
  | { state: 'sent'; error?: unknown }
  /** Kept and retried soon: a network error, 408, 425, 429 or 5xx; `failure` says whose. */
  | { state: 'queued'; status?: number; error?: unknown; failure: 'offline' | 'service' }
  /** Kept, not retried: a request went out and no answer came back (its sender went away, or it took too long). */
  | { state: 'unconfirmed'; status?: undefined; error?: unknown }
  /** Kept: every service refused it; tried again after hours, the visitor is offered WhatsApp meanwhile. */
  | { state: 'refused'; status: number; error?: unknown }

/** Network errors, 408, 425, 429 and 5xx are worth another try soon; other statuses only after hours. */
export function isRetryable(status: number | undefined): boolean {
  return status === undefined || status === 408 || status === 425 || status === 429 || status >= 500
}

/** How long to wait after the given number of failed tries. */
export function retryDelay(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 3 ** Math.max(0, attempts - 1), MAX_RETRY_MS)
}

/** How long to wait after the given number of tries, the last of them refused. */
export function refusedDelay(attempts: number): number {
  return Math.min(FIRST_REFUSED_RETRY_MS * 3 ** Math.max(0, attempts - 1), MAX_REFUSED_RETRY_MS)
}

/** What came back for one request: a 2xx, or why not (no status: no answer at all). */
type Answer = { ok: true } | { ok: false; status?: number; error?: unknown }

/** The HTTP status in an EmailJS rejection ({status, text}); undefined for a network error. */
function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status
  return typeof status === 'number' && status > 0 ? status : undefined
}

function emailAnswer(step: EmailStep, transport: Transport): Promise<Answer> {
  return Promise.resolve()
    .then(() => transport.sendEmail(step))
    .then(
      () => ({ ok: true }) as const,
      (error) => ({ ok: false, status: statusOf(error), error }),
    )
}

/**
 * POSTs the row. A redirect is not followed: fetch would repeat a 301/302 as a GET, which stores nothing and yet
 * answers 200, so the lead would be lost as "sent".
 */
function sheetAnswer(step: SheetStep, transport: Transport): Promise<Answer> {
  return Promise.resolve()
    .then(() =>
      transport.fetch(step.url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(step.body),
        redirect: 'manual',
      }),
    )
    .then(
      (response): Answer => {
        if (response.ok) return { ok: true }
        if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400)) {
          return {
            ok: false,
            status: REDIRECTED,
            error: new Error(
              `${step.url} answered with a redirect, which would store nothing: set the sheet's address to the one it redirects to.`,
            ),
          }
        }
        return { ok: false, status: response.status, error: new Error(`${step.url} answered ${response.status}`) }
      },
      (error) => ({ ok: false, error }),
    )
}

const quietly = (write: Promise<void>) => write.catch(() => {}) // storage broke mid-way: the page still holds the lead
const now = (transport: Pick<Transport, 'now'>) => (transport.now ?? Date.now)()
/** The steps of a lead, in the order they are sent: the e-mail (enquiry), then the row. */
const stepsOf = (entry: OutboxEntry): StepState[] => (entry.email ? [entry.email, entry.sheet] : [entry.sheet])
const unconfirmedStep = (step: StepState) => !step.done && step.startedAt !== undefined

/** A step whose request went out and whose sender went away before the answer (see the top of this file). */
export const isUnconfirmed = (entry: OutboxEntry) => stepsOf(entry).some(unconfirmedStep)
/** The business has the lead: one step is done (the other may still be tried again). */
export const hasReachedBusiness = (entry: OutboxEntry) => stepsOf(entry).some((step) => step.done)

const UNCONFIRMED = {
  state: 'unconfirmed',
  error: new Error('A send of this lead was cut off, or got no answer in time; it may have arrived.'),
} as const

/** Records a failed try of a step: soon again after a failure, hours later after a refusal. */
function failed(step: StepState, entry: OutboxEntry, status: number | undefined, at: number) {
  step.attempts = (step.attempts ?? 0) + 1
  entry.attempts += 1
  if (isRetryable(status)) {
    delete step.refusedStatus
    step.nextAttemptAt = at + retryDelay(step.attempts)
    // No answer at all while the device says it is offline: the visitor's network. Anything else: the service's.
    entry.lastFailure = status === undefined && (globalThis.navigator as Navigator | undefined)?.onLine === false ? 'offline' : 'service'
  } else {
    step.refusedStatus = status
    step.nextAttemptAt = at + refusedDelay(step.attempts)
  }
}

/**
 * Where a lead stands, from its steps, and the lead's summary fields brought up to date. `removable`: nothing is
 * left to send (every step done, or the business has it and the rest can only be unconfirmed).
 */
export function standing(entry: OutboxEntry, last?: { status?: number; error?: unknown }): SendResult & { removable?: boolean } {
  const steps = stepsOf(entry)
  const pending = steps.filter((step) => !step.done)
  const waiting = pending.filter((step) => !unconfirmedStep(step))
  entry.nextAttemptAt = waiting.length ? Math.min(...waiting.map((step) => step.nextAttemptAt ?? 0)) : 0
  entry.refusedStatus = undefined
  if (!waiting.length && (!pending.length || hasReachedBusiness(entry))) return { state: 'sent', removable: true }
  if (hasReachedBusiness(entry) && waiting.every((step) => step.refusedStatus !== undefined))
    return last?.error ? { state: 'sent', error: last.error } : { state: 'sent' }
  if (pending.some(unconfirmedStep)) return UNCONFIRMED
  const soon = waiting.filter((step) => step.refusedStatus === undefined)
  if (soon.length) return { state: 'queued', status: last?.status, error: last?.error, failure: entry.lastFailure ?? 'service' }
  entry.refusedStatus = waiting[0].refusedStatus!
  return { state: 'refused', status: entry.refusedStatus, error: last?.error }
}

/** Whether a step may be sent now. A refused step waits its hours even when the network comes back. */
function isDue(step: StepState, at: number, ignoreBackoff: boolean): boolean {
  if (step.done || step.startedAt !== undefined) return false
  return (ignoreBackoff && step.refusedStatus === undefined) || (step.nextAttemptAt ?? 0) <= at
}

/**
 * Marks a step as on its way, durably, before its request leaves. If storage cannot take the mark the request
 * is not made: a send that could not be told apart from a lost one later must not start.
 */
async function start(step: StepState, entry: OutboxEntry, store: OutboxStore, transport: Transport): Promise<boolean> {
  step.startedAt = now(transport)
  try {
    await store.put(entry)
    return true
  } catch {
    delete step.startedAt
    return false
  }
}

/** Answers that came after their sender stopped waiting (ANSWER_LIMIT_MS): the service worker stays alive for them. */
export const lateAnswers = new Set<Promise<unknown>>()

/** An answer that came after the sender stopped waiting: recorded under the lock, as any answer. */
function recordLate(id: string, which: 'email' | 'sheet', answer: Answer, store: OutboxStore, transport: Transport) {
  return withLock(async () => {
    const entry = await store.get(id)
    const step = entry?.[which]
    // Gone (sent otherwise, or removed), or sent again since by the visitor's own choice.
    if (!entry || !step || step.done || step.startedAt === undefined) return
    // No answer at all: it may still have arrived; the step stays unconfirmed.
    if (!answer.ok && answer.status === undefined) return
    delete step.startedAt
    if (answer.ok) step.done = true
    else failed(step, entry, answer.status, now(transport))
    await (standing(entry).removable ? store.remove(id) : store.put(entry))
  }).catch(() => {})
}

/** Sends one step and records its answer. 'cut': the request failed because the page is being left. */
async function sendStep(
  which: 'email' | 'sheet',
  entry: OutboxEntry,
  store: OutboxStore,
  transport: Transport,
): Promise<{ outcome: 'done' | 'failed' | 'cut' | 'unanswered'; status?: number; error?: unknown }> {
  const step = entry[which]!
  if (!(await start(step, entry, store, transport))) {
    failed(step, entry, undefined, now(transport))
    return { outcome: 'failed', error: new Error('The outbox cannot be written.') }
  }
  const answer = which === 'email' ? emailAnswer(entry.email!, transport) : sheetAnswer(entry.sheet, transport)
  let timer: ReturnType<typeof setTimeout> | undefined
  const limit = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), transport.answerLimitMs ?? ANSWER_LIMIT_MS)))
  const first = await Promise.race([answer, limit])
  clearTimeout(timer)
  if (first === null) {
    // No answer yet, and maybe never: the mark stays, so no second request is made for it; if the answer does
    // come, it is recorded.
    const late = answer.then((it) => recordLate(entry.id, which, it, store, transport))
    lateAnswers.add(late)
    void late.finally(() => lateAnswers.delete(late))
    return { outcome: 'unanswered' }
  }
  // Cut off by the page's own leaving: it may have arrived, so the mark stays for the next sender to see.
  if (!first.ok && first.status === undefined && transport.leaving?.()) return { outcome: 'cut' }
  delete step.startedAt
  if (first.ok) step.done = true
  else failed(step, entry, first.status, now(transport))
  return first.ok ? { outcome: 'done' } : { outcome: 'failed', status: first.status, error: first.error }
}

/**
 * Sends the steps of one lead that are due, each whatever became of the other, recording each answer as it comes;
 * the lead leaves the outbox when nothing is left to send. Called under the outbox lock.
 */
export async function sendEntry(
  entry: OutboxEntry,
  store: OutboxStore,
  transport: Transport,
  { ignoreBackoff = false } = {},
): Promise<SendResult> {
  let last: { status?: number; error?: unknown } | undefined
  for (const which of ['email', 'sheet'] as const) {
    const step = entry[which]
    if (!step || !isDue(step, now(transport), ignoreBackoff)) continue
    const sent = await sendStep(which, entry, store, transport)
    if (sent.outcome === 'cut') return UNCONFIRMED
    if (sent.outcome === 'failed') last = sent
    // The step's answer is kept before the next request leaves.
    standing(entry)
    await quietly(store.put(entry))
  }
  const result = standing(entry, last)
  if (result.removable) await quietly(store.remove(entry.id))
  else await quietly(store.put(entry))
  const { removable: _, ...shown } = result
  return shown as SendResult
}

/** Runs `task` while holding the outbox lock (Web Locks), or at once where the browser has none. */
export function withLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks
  return locks ? (locks.request(LOCK_NAME, task) as Promise<T>) : task()
}

export interface FlushResult {
  entry: OutboxEntry
  result: SendResult | { state: 'waiting' }
}

/** What a lead with nothing due now is, for the visitor. */
export function resting(entry: OutboxEntry): FlushResult['result'] {
  const result = standing(entry)
  return result.state === 'unconfirmed' || result.state === 'refused' ? result : { state: 'waiting' }
}

/**
 * Sends every lead in the outbox with a step due (all that failed for want of an answer when `ignoreBackoff`,
 * for example when the network has just come back; a refused step keeps its wait). Leads older than the outbox
 * keeps them are removed unsent (lib/outbox/store.ts).
 */
export function flush(store: OutboxStore, transport: Transport, { ignoreBackoff = false } = {}): Promise<FlushResult[]> {
  return withLock(async () => {
    const at = now(transport)
    const results: FlushResult[] = []
    for (const entry of await store.all()) {
      if (isExpired(entry, at)) await quietly(store.remove(entry.id))
      else if (stepsOf(entry).some((step) => isDue(step, at, ignoreBackoff)))
        results.push({ entry, result: await sendEntry(entry, store, transport, { ignoreBackoff }) })
      else if (standing(entry).removable) {
        // Left by a sender that went away after the business had it: nothing more to send.
        await quietly(store.remove(entry.id))
        results.push({ entry, result: { state: 'sent' } })
      } else results.push({ entry, result: resting(entry) })
    }
    return results
  })
}

/** An outbox that lives only as long as the page: used when the browser's storage is unavailable. */
export function memoryStore(initial: OutboxEntry[] = []): OutboxStore {
  const entries = new Map(initial.map((entry) => [entry.id, structuredClone(entry)]))
  return {
    all: async () => [...entries.values()].map((entry) => structuredClone(entry)),
    get: async (id) => (entries.has(id) ? structuredClone(entries.get(id)) : undefined),
    put: async (entry) => void entries.set(entry.id, structuredClone(entry)),
    remove: async (id) => void entries.delete(id),
  }
}
