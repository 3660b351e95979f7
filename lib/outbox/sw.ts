// The service worker at the site root (/sw.js, built by scripts/build-sw.mjs). Its one job: where the browser has
// Background Sync (Chrome on Android), send the outbox when the network is back, even after every tab of the site
// has been closed. It caches no pages and answers no fetches.
import { sendEmailStep } from './emailjs'
import { flush, SYNC_TAG } from './send'
import { browserStore } from './store'

interface SyncEvent {
  tag: string
  waitUntil(promise: Promise<unknown>): void
}
const worker = self as unknown as {
  addEventListener(type: 'install' | 'activate', listener: (event: SyncEvent) => void): void
  addEventListener(type: 'sync', listener: (event: SyncEvent) => void): void
  skipWaiting(): Promise<void>
  clients: { claim(): Promise<void>; matchAll(options: { type: 'window' }): Promise<{ postMessage(message: unknown): void }[]> }
}

worker.addEventListener('install', () => void worker.skipWaiting())
worker.addEventListener('activate', (event) => event.waitUntil(worker.clients.claim()))
worker.addEventListener('sync', (event) => {
  if (event.tag !== SYNC_TAG) return
  const sending = flush(browserStore, { fetch: (...args) => fetch(...args), sendEmail: sendEmailStep }, { ignoreBackoff: true }).then(async (results) => {
    // Open pages say "Sent" (lib/outbox/boot.ts listens).
    for (const client of await worker.clients.matchAll({ type: 'window' })) client.postMessage({ type: 'thoranam:outbox', results })
    // A rejected sync is tried again later by the browser, with its own backoff.
    if (results.some(({ result }) => result.state === 'queued')) throw new Error('Some leads could not be sent yet.')
  })
  event.waitUntil(sending)
})
