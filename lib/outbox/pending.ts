// Loaded by lib/outbox/boot.ts only when the outbox holds a lead, and by the forms after a send failed: sends
// what is due, keeps the visitor told (a status line on pages without a form; the forms listen to the same
// "thoranam:outbox" event), asks the service worker to finish the job after the tab is closed, and tries again
// while the tab stays open.
import { clearDraftIfSame } from '../drafts'
import { sendEmailStep } from './emailjs'
import { flush, SYNC_TAG, type FlushResult, type Transport } from './send'
import { browserStore, type OutboxEntry } from './store'
import { outboxText } from './text'
import { whatsappLink } from './whatsapp'

export const OUTBOX_EVENT = 'thoranam:outbox'

export const pageTransport: Transport = {
  fetch: (...args) => fetch(...args),
  sendEmail: sendEmailStep,
}

let retryTimer: ReturnType<typeof setTimeout> | undefined

const hasBackgroundSync = () => 'serviceWorker' in navigator && 'SyncManager' in window

/** Installs the service worker while the network is still there: a form calls it when the visitor starts on it. */
export function registerServiceWorker(): void {
  if (hasBackgroundSync()) navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {})
}

/** Asks the service worker (where the browser has Background Sync) to send the outbox, even after the tab closes. */
export async function requestBackgroundSync(): Promise<void> {
  try {
    if (!hasBackgroundSync()) return
    await navigator.serviceWorker.register('/sw.js', { scope: '/' })
    const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & { sync: { register(tag: string): Promise<void> } }
    await registration.sync.register(SYNC_TAG)
  } catch {
    // no service worker here: the pages keep retrying on load, online and visibility
  }
}

/** The business's WhatsApp number, written into every page by the layout (from content/data/site.yaml). */
const businessPhone = () => document.getElementById('lead-notice')?.dataset.phone ?? ''

/** The line under the header on pages without a form: where the visitor's left-over leads are. */
function showNotice(results: FlushResult[]) {
  const notice = document.getElementById('lead-notice')
  if (!notice || document.querySelector('form.lead-form')) return
  notice.replaceChildren()
  for (const { entry, result } of results) {
    const text = outboxText(entry.locale)
    const line = document.createElement('p')
    const status = result.state === 'sent' ? text.sent : result.state === 'refused' ? text.refused : text.saved
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
  const due = results.filter(({ result }) => result.state === 'queued' || result.state === 'waiting').map(({ entry }) => entry.nextAttemptAt)
  if (!due.length) return
  void requestBackgroundSync()
  retryTimer = setTimeout(() => sendPending('timer'), Math.max(1000, Math.min(...due) - Date.now()))
}

/** Sends what is due now, then tells the page. `online` skips the backoff: the network has just come back. */
export async function sendPending(trigger: 'load' | 'online' | 'visible' | 'timer' | 'submit'): Promise<FlushResult[]> {
  let results: FlushResult[]
  try {
    results = await flush(browserStore, pageTransport, { ignoreBackoff: trigger === 'online' })
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
