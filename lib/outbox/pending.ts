// Loaded by lib/outbox/boot.ts only when the outbox holds a lead, and by the forms: hands what is due to the
// service worker (or sends it from the page where none runs), keeps the visitor told (a status line on pages
// without a form; the forms listen to the same "thoranam:outbox" event), and tries again while the tab stays open.
import { ui } from '../../content/ui'
import { clearDraftIfSame } from '../drafts'
import { sendEmailStep } from './emailjs'
import {
  ACCEPTED,
  ANSWER_LIMIT_MS,
  CARRY_MESSAGE,
  flush,
  hasReachedBusiness,
  LOCK_NAME,
  resting,
  SYNC_TAG,
  type FlushResult,
  type Transport,
} from './send'
import { browserStore, type OutboxEntry } from './store'
import { hasBackgroundSync, statusText } from './status'
import { whatsappLink } from './whatsapp'

export const OUTBOX_EVENT = 'thoranam:outbox'

// A reload or a link cuts this page's requests off; one that fails from then on may still have arrived.
let leaving = false
globalThis.addEventListener?.('pagehide', () => (leaving = true))
globalThis.addEventListener?.('pageshow', () => (leaving = false))

export const pageTransport: Transport = {
  fetch: (...args) => fetch(...args),
  sendEmail: sendEmailStep,
  leaving: () => leaving,
}

let retryTimer: ReturnType<typeof setTimeout> | undefined

/** How often a page waiting for the service worker checks that it is still at work. */
const WORKER_CHECK_MS = 5_000

/** Installs the service worker while the network is still there: a form calls it when the visitor starts on it. */
export function registerServiceWorker(): void {
  if ('serviceWorker' in navigator) navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {})
}

/** The site's active service worker, registering it if needed and waiting a moment for it; null where none runs. */
function activeWorker(): Promise<ServiceWorker | null> {
  // Some browsers never settle a registration they refuse: the page does not wait for it more than 3 s.
  return Promise.race([findWorker(), new Promise<null>((resolve) => setTimeout(() => resolve(null), 3000))])
}

async function findWorker(): Promise<ServiceWorker | null> {
  if (!('serviceWorker' in navigator)) return null
  try {
    const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' })
    if (registration.active) return registration.active
    const coming = registration.installing ?? registration.waiting
    if (!coming) return null
    return await new Promise<ServiceWorker | null>((resolve) => {
      coming.addEventListener('statechange', () => {
        if (coming.state === 'activated') resolve(coming)
        if (coming.state === 'redundant') resolve(null)
      })
    })
  } catch {
    return null // blocked, private mode, or the worker's script could not be fetched (offline on a first visit)
  }
}

/**
 * Hands the outbox to the service worker and waits for its account of each lead. The worker sends under the
 * outbox lock, and its requests live on when this page is closed, reloaded or left: that is what keeps a lead
 * that was on its way from being sent twice (lib/outbox/send.ts). Null where no service worker runs: the caller
 * sends from the page.
 * The page waits as long as the worker works: a slow service is not a failed one, and a page that gave up would
 * tell the visitor "not sent" about a lead the worker then delivers. Only when the worker no longer holds the
 * lock without having answered (the browser stopped it) does the outbox itself give the account.
 */
export async function carryByWorker(ignoreBackoff = false): Promise<FlushResult[] | null> {
  const worker = await activeWorker()
  if (!worker) return null
  return new Promise<FlushResult[] | null>((resolve) => {
    const channel = new MessageChannel()
    // A worker from before this version of the site takes no outbox: without its word within 3 s the page sends
    // (under the same lock, so the two never overlap). A timer that fires late says this page was too busy to
    // hear anything (a slow phone starting its scripts): the worker's word may be waiting behind it, so the page
    // listens a second longer before it sends by itself.
    const wait = (ms: number) => {
      const due = performance.now() + ms
      return setTimeout(() => (performance.now() - due > 250 ? (timer = wait(1000)) : done(null)), ms)
    }
    let timer = wait(3000)
    let check: ReturnType<typeof setInterval> | undefined
    const done = (results: FlushResult[] | null) => {
      clearTimeout(timer)
      clearInterval(check)
      channel.port1.onmessage = null
      resolve(results)
    }
    channel.port1.onmessage = (event) => {
      clearTimeout(timer)
      if (event.data === ACCEPTED) {
        const since = performance.now()
        check = setInterval(
          () => void workerStopped(since).then((stopped) => (stopped ? outboxAccount().then(done) : undefined)),
          WORKER_CHECK_MS,
        )
        return
      }
      done((event.data as FlushResult[]).map(offlineAsSeenByPage))
    }
    worker.postMessage({ type: CARRY_MESSAGE, ignoreBackoff }, [channel.port2])
  })
}

/** True when no one holds or waits for the outbox lock: the worker has finished, or was stopped by the browser. */
async function workerStopped(since: number): Promise<boolean> {
  const locks = navigator.locks
  // Without Web Locks (older browsers) the worker gets the longest two requests may take, then the outbox speaks.
  if (!locks) return performance.now() - since > 2 * ANSWER_LIMIT_MS + WORKER_CHECK_MS
  return locks.request(LOCK_NAME, { ifAvailable: true }, async (lock) => lock !== null)
}

/** What the outbox says of its leads, for a page whose worker stopped before it answered. */
async function outboxAccount(): Promise<FlushResult[]> {
  const entries = await browserStore.all().catch(() => [] as OutboxEntry[])
  return entries.map((entry) => ({ entry, result: resting(entry) }))
}

/** Not every browser tells a service worker that the phone is offline: the page's own view decides whose failure. */
function offlineAsSeenByPage(item: FlushResult): FlushResult {
  if (navigator.onLine || item.result.state !== 'queued') return item
  return { entry: { ...item.entry, lastFailure: 'offline' }, result: { ...item.result, failure: 'offline' } }
}

/** Asks the service worker (where the browser has Background Sync) to send the outbox, even after the tab closes. */
export async function requestBackgroundSync(): Promise<void> {
  try {
    if (!hasBackgroundSync()) return
    await navigator.serviceWorker.register('/sw.js', { scope: '/' })
    const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
      sync: { register(tag: string): Promise<void> }
    }
    await registration.sync.register(SYNC_TAG)
  } catch {
    // no service worker here: the pages keep retrying on load, online and visibility
  }
}

/** The business's WhatsApp number, written into every page by the layout (from content/data/site.yaml). */
const businessPhone = () => document.getElementById('lead-notice')?.dataset.phone ?? ''

/**
 * The line under the header on pages without a form: where the visitor's left-over leads are. A lead the business
 * already has (one of its steps is being tried again) is not the visitor's concern: it is not shown.
 */
function showNotice(results: FlushResult[]) {
  const notice = document.getElementById('lead-notice')
  if (!notice || document.querySelector('form.lead-form')) return
  notice.replaceChildren()
  for (const { entry, result } of results) {
    if (result.state === 'waiting' && hasReachedBusiness(entry)) continue
    const text = ui(entry.locale).outbox
    const line = document.createElement('p')
    const status = statusText(text, result.state, entry.lastFailure, hasBackgroundSync())
    line.textContent = `${text.lead[entry.form]}: ${status}`
    if (result.state !== 'sent') {
      const link = document.createElement('a')
      link.href = whatsappLink(businessPhone(), entry)
      link.target = '_blank'
      link.rel = 'noopener noreferrer'
      link.className = 'lead-notice__whatsapp'
      link.textContent = text.whatsapp
      line.append(' ', link)
    }
    notice.append(line)
  }
}

function scheduleRetry(results: FlushResult[]) {
  clearTimeout(retryTimer)
  const due = results
    .filter(({ result }) => result.state === 'queued' || result.state === 'waiting' || result.state === 'refused')
    .map(({ entry }) => entry.nextAttemptAt)
  if (!due.length) return
  void requestBackgroundSync()
  retryTimer = setTimeout(() => sendPending('timer'), Math.max(1000, Math.min(...due) - Date.now()))
}

/** Sends what is due now, then tells the page. `online` skips the backoff: the network has just come back. */
export async function sendPending(trigger: 'load' | 'online' | 'visible' | 'timer' | 'submit'): Promise<FlushResult[]> {
  let results: FlushResult[]
  try {
    const ignoreBackoff = trigger === 'online'
    results = (await carryByWorker(ignoreBackoff)) ?? (await flush(browserStore, pageTransport, { ignoreBackoff }))
  } catch {
    return [] // storage unavailable
  }
  showResults(results)
  scheduleRetry(results)
  return results
}

/** Tells the page what became of its leads (sent here, or by the service worker): drafts, notice, forms. */
export function showResults(results: FlushResult[]) {
  for (const { entry, result } of results) {
    if (result.state === 'sent') clearDraftIfSame(entry.form, entry.locale, entry.values)
  }
  showNotice(results)
  dispatchEvent(new CustomEvent<FlushResult[]>(OUTBOX_EVENT, { detail: results }))
}

export type { OutboxEntry }
