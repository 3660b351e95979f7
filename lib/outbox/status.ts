// The status line of a lead, in the words of the page's edition (content/ui/, outbox).
import type { OutboxWords } from '../../content/ui/words'
import { LEAD_MAX_AGE_MS } from './store'

/** How many days a lead that has not been sent is kept on the phone (lib/outbox/store.ts), as the visitor is told. */
export const LEAD_KEPT_DAYS = Math.round(LEAD_MAX_AGE_MS / (24 * 60 * 60 * 1000))

/** Whether this browser can send the outbox after every tab of the site is closed (Background Sync: Chromium's). */
export const hasBackgroundSync = () =>
  typeof navigator !== 'undefined' && 'serviceWorker' in navigator && typeof window !== 'undefined' && 'SyncManager' in window

/**
 * The status line for a lead in a given state (the form's and the notice's). A queued lead goes by itself after
 * every tab is closed only where the browser has Background Sync; elsewhere the words say it goes while a page of
 * the site is open, or the next time one is opened.
 */
export function statusText(
  text: OutboxWords,
  state: 'sent' | 'slow' | 'queued' | 'waiting' | 'refused' | 'unconfirmed',
  failure: 'offline' | 'service' | undefined,
  backgroundSync: boolean,
): string {
  if (state === 'sent') return text.sent
  if (state === 'slow') return text.slow
  if (state === 'refused') return text.refused(LEAD_KEPT_DAYS)
  if (state === 'unconfirmed') return text.unconfirmed(LEAD_KEPT_DAYS)
  if (failure === 'service') return backgroundSync ? text.retrying : text.retryingWhileOpen
  return backgroundSync ? text.saved : text.savedWhileOpen
}
