// Sending what the outbox holds: used by the service worker (lib/outbox/sw.ts), which carries every send where
// one runs, and by the pages where none does (lib/leads.ts, lib/outbox/pending.ts), so both behave the same.
// A lead leaves the outbox only on a confirmed 2xx. The enquiry's two steps (e-mail, sheet row) are tracked
// separately: a retry repeats only the step that has not succeeded.
//
// Exactly once: every sender holds the outbox lock (Web Locks) from before a request until its answer is
// recorded, and marks the step `startedAt` in storage before the request leaves. So a sender that finds a mark
// under the lock knows the one that made it went away mid-request (a page closed or left, a worker stopped): the
// service may have the e-mail or row, or not, and nothing here can ask it. Such a step is never sent again by
// itself ('unconfirmed'): the visitor is told and offered WhatsApp, which may make a second message the business
// can see and match (the reference), but never a silent duplicate. The service worker, which a navigation does
// not stop, carries the sends wherever it runs, so this happens only where none runs or the browser ends it.
import type { EmailStep, OutboxEntry, OutboxStore } from './store'

/** A request that hangs is abandoned after this long and treated as a failure. */
export const REQUEST_TIMEOUT_MS = 15_000
/** Backoff between automatic tries: 5 s, 15 s, 45 s, ... at most 15 minutes. */
export const FIRST_RETRY_MS = 5_000
export const MAX_RETRY_MS = 15 * 60_000
/** Web Locks name: two tabs (or a tab and the service worker) never send the outbox at the same time. */
export const LOCK_NAME = 'thoranam-outbox'
/** Background Sync tag under which the pages ask the service worker to send the outbox. */
export const SYNC_TAG = 'thoranam-outbox'
/** What a page posts to the service worker to have it send the outbox (lib/outbox/pending.ts, sw.ts). */
export const CARRY_MESSAGE = 'thoranam:carry'
/** The worker's first answer to it: the sends are its own from now on. */
export const ACCEPTED = 'thoranam:accepted'

export interface Transport {
  fetch: typeof fetch
  /** EmailJS's send: resolves on 2xx, rejects with {status, text} on another status, a TypeError offline. */
  sendEmail: (step: EmailStep) => Promise<unknown>
  now?: () => number
  timeoutMs?: number
  /** True once the page is being left: a request failing then was cut by the leaving, not by the network. */
  leaving?: () => boolean
}

export type SendResult =
  | { state: 'sent' }
  /** Kept and retried later: a network error, a timeout, 408, 425, 429 or 5xx; `failure` says whose. */
  | { state: 'queued'; status?: number; error?: unknown; failure: 'offline' | 'service' }
  /** Kept, not retried: its sender went away while a request was out, so it may already have arrived. */
  | { state: 'unconfirmed'; status?: undefined; error?: unknown }
  /** Kept but not retried automatically: the service refused it (another 4xx). */
  | { state: 'refused'; status: number; error?: unknown }

/** Network errors, timeouts, 408, 425, 429 and 5xx are worth another try; other statuses are final answers. */
export function isRetryable(status: number | undefined): boolean {
  return status === undefined || status === 408 || status === 425 || status === 429 || status >= 500
}

/** How long to wait after the given number of failed tries. */
export function retryDelay(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 3 ** Math.max(0, attempts - 1), MAX_RETRY_MS)
}

/** POSTs JSON; resolves with the response (any status), rejects on a network failure or after the timeout. */
export async function postJson(url: string, body: unknown, transport: Pick<Transport, 'fetch' | 'timeoutMs'>): Promise<Response> {
  const controller = new AbortController()
  const timeoutMs = transport.timeoutMs ?? REQUEST_TIMEOUT_MS
  const timer = setTimeout(() => controller.abort(new Error(`No answer from ${url} within ${timeoutMs / 1000} s`)), timeoutMs)
  try {
    return await transport.fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      signal: controller.signal,
    })
  } finally {
    clearTimeout(timer)
  }
}

/** Rejects when a promise takes longer than the timeout (EmailJS has no timeout of its own). */
export function withTimeout<T>(promise: Promise<T>, timeoutMs: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout>
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`No answer from ${what} within ${timeoutMs / 1000} s`)), timeoutMs)
    }),
  ]).finally(() => clearTimeout(timer))
}

/** The HTTP status in an EmailJS rejection ({status, text}); undefined for a network error or timeout. */
function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status
  return typeof status === 'number' && status > 0 ? status : undefined
}

const quietly = (write: Promise<void>) => write.catch(() => {}) // storage broke mid-way: the page still holds the lead

async function failed(entry: OutboxEntry, store: OutboxStore, transport: Transport, status: number | undefined, error?: unknown): Promise<SendResult> {
  entry.attempts += 1
  const now = (transport.now ?? Date.now)()
  if (!isRetryable(status)) entry.refusedStatus = status
  else entry.nextAttemptAt = now + retryDelay(entry.attempts)
  // No answer at all while the device says it is offline: the visitor's network. Anything else: the service's.
  entry.lastFailure = status === undefined && (globalThis.navigator as Navigator | undefined)?.onLine === false ? 'offline' : 'service'
  await quietly(store.put(entry))
  return entry.refusedStatus !== undefined ? { state: 'refused', status: status!, error } : { state: 'queued', status, error, failure: entry.lastFailure }
}

/** Sends the steps of one lead that have not succeeded yet, recording each success as it happens. */
/** A step whose request went out and whose sender went away before the answer (see the top of this file). */
export const isUnconfirmed = (entry: OutboxEntry) => [entry.email, entry.sheet].some((step) => step && !step.done && step.startedAt !== undefined)

const UNCONFIRMED = { state: 'unconfirmed', error: 'An earlier send of this lead was cut off mid-request; it may have arrived.' } as const

/**
 * Marks a step as on its way, durably, before its request leaves. If storage cannot take the mark the request
 * is not made: a send that could not be told apart from a lost one later must not start.
 */
async function start(step: { startedAt?: number }, entry: OutboxEntry, store: OutboxStore, transport: Transport): Promise<boolean> {
  step.startedAt = (transport.now ?? Date.now)()
  try {
    await store.put(entry)
    return true
  } catch {
    delete step.startedAt
    return false
  }
}

export async function sendEntry(entry: OutboxEntry, store: OutboxStore, transport: Transport): Promise<SendResult> {
  const timeoutMs = transport.timeoutMs ?? REQUEST_TIMEOUT_MS
  // Called under the outbox lock: a mark found now was left by a sender that is gone.
  if (isUnconfirmed(entry)) return UNCONFIRMED
  if (entry.email && !entry.email.done) {
    if (!(await start(entry.email, entry, store, transport))) return failed(entry, store, transport, undefined, new Error('The outbox cannot be written.'))
    try {
      await withTimeout(transport.sendEmail(entry.email), timeoutMs, 'the e-mail service')
    } catch (error) {
      // Cut off by the page's own leaving: it may have arrived, so the mark stays for the next sender to see.
      if (transport.leaving?.()) return UNCONFIRMED
      delete entry.email.startedAt
      return failed(entry, store, transport, statusOf(error), error)
    }
    delete entry.email.startedAt
    entry.email.done = true
    await quietly(store.put(entry))
  }
  if (!entry.sheet.done) {
    if (!(await start(entry.sheet, entry, store, transport))) return failed(entry, store, transport, undefined, new Error('The outbox cannot be written.'))
    let response: Response
    try {
      response = await postJson(entry.sheet.url, entry.sheet.body, transport)
    } catch (error) {
      if (transport.leaving?.()) return UNCONFIRMED
      delete entry.sheet.startedAt
      return failed(entry, store, transport, undefined, error)
    }
    delete entry.sheet.startedAt
    if (!response.ok) return failed(entry, store, transport, response.status)
    entry.sheet.done = true
  }
  await quietly(store.remove(entry.id))
  return { state: 'sent' }
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

/**
 * Sends every lead in the outbox whose backoff has passed (all retryable ones when `ignoreBackoff`, for example
 * when the network has just come back). Refused leads are left for the visitor (WhatsApp).
 */
export function flush(store: OutboxStore, transport: Transport, { ignoreBackoff = false } = {}): Promise<FlushResult[]> {
  return withLock(async () => {
    const now = (transport.now ?? Date.now)()
    const results: FlushResult[] = []
    for (const entry of await store.all()) {
      if (entry.refusedStatus !== undefined) results.push({ entry, result: { state: 'refused', status: entry.refusedStatus } })
      else if (isUnconfirmed(entry)) results.push({ entry, result: UNCONFIRMED })
      else if (!ignoreBackoff && entry.nextAttemptAt > now) results.push({ entry, result: { state: 'waiting' } })
      else results.push({ entry, result: await sendEntry(entry, store, transport) })
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
