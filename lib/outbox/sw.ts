// The service worker at the site root (/sw.js, built by build-steps/build-sw.mjs). Its one job is the outbox: it
// carries every send a page hands it (so leaving a page mid-send cuts nothing off and causes no second send),
// and where the browser has Background Sync (Chrome on Android) it sends the outbox when the network is back,
// even after every tab of the site has been closed. It caches no pages and answers no fetches.
import { sendEmailStep } from './emailjs'
import { ACCEPTED, CARRY_MESSAGE, flush, lateAnswers, SYNC_TAG, type FlushResult } from './send'
import { browserStore } from './store'

interface SyncEvent {
  tag: string
  waitUntil(promise: Promise<unknown>): void
}
interface CarryEvent {
  data: { type?: string; ignoreBackoff?: boolean } | null
  source: unknown
  ports: readonly MessagePort[]
  waitUntil(promise: Promise<unknown>): void
}
const worker = self as unknown as {
  addEventListener(type: 'install' | 'activate', listener: (event: SyncEvent) => void): void
  addEventListener(type: 'sync', listener: (event: SyncEvent) => void): void
  addEventListener(type: 'message', listener: (event: CarryEvent) => void): void
  skipWaiting(): Promise<void>
  registration: { sync?: { register(tag: string): Promise<void> } }
  clients: {
    claim(): Promise<void>
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<{ id: string; postMessage(message: unknown): void }[]>
  }
}

worker.addEventListener('install', () => void worker.skipWaiting())
worker.addEventListener('activate', (event) => event.waitUntil(worker.clients.claim()))
/** Sends the outbox and tells every open page of the site, controlled or not (lib/outbox/boot.ts listens). */
async function sendAndTell(ignoreBackoff: boolean, handedBy?: string): Promise<FlushResult[]> {
  const results = (await flush(browserStore, { fetch: (...args) => fetch(...args), sendEmail: sendEmailStep }, { ignoreBackoff })).map(
    ({ entry, result }) => ({
      entry,
      // Errors cross to the pages as text: not every browser can pass an Error object in a message.
      result: 'error' in result && result.error !== undefined ? { ...result, error: String(result.error) } : result,
    }),
  ) as FlushResult[]
  // A lead a page handed over is still waiting: ask for Background Sync here, where the browser has it, before the
  // page hears back (it may be closed the moment it does). Not from a sync event: the browser retries that itself.
  if (handedBy !== undefined && results.some(({ result }) => result.state === 'queued'))
    await worker.registration.sync?.register(SYNC_TAG).catch(() => {})
  for (const client of await worker.clients.matchAll({ type: 'window', includeUncontrolled: true })) {
    if (client.id !== handedBy) client.postMessage({ type: 'thoranam:outbox', results })
  }
  return results
}

/** Keeps the worker alive for answers that came after a send stopped waiting for them (lib/outbox/send.ts). */
const andLateAnswers = <T>(sending: Promise<T>) => sending.finally(() => Promise.allSettled([...lateAnswers]))

worker.addEventListener('sync', (event) => {
  if (event.tag !== SYNC_TAG) return
  const sending = sendAndTell(true).then((results) => {
    // A rejected sync is tried again later by the browser, with its own backoff.
    if (results.some(({ result }) => result.state === 'queued')) throw new Error('Some leads could not be sent yet.')
  })
  event.waitUntil(andLateAnswers(sending))
})

// A page hands the outbox over (lib/outbox/pending.ts): the sends are the worker's from here on, so a page that
// is closed, reloaded or left mid-request does not cut them off. waitUntil keeps the worker alive until done.
worker.addEventListener('message', (event) => {
  if (event.data?.type !== CARRY_MESSAGE) return
  const source = event.source as { id?: string } | null
  event.ports[0]?.postMessage(ACCEPTED)
  event.waitUntil(
    andLateAnswers(
      sendAndTell(event.data.ignoreBackoff === true, source?.id ?? '').then((results) => event.ports[0]?.postMessage(results)),
    ),
  )
})
