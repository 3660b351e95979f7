// Runs on every page (components/startPage.ts): when a lead waits on this phone (lib/leads.ts), the posting code is
// loaded and posts it, on page load, when the network comes back, when the tab becomes visible again and on a
// timer while the page stays open. With nothing waiting (almost every visit) nothing more than this file is
// loaded. Every page also removes drafts kept longer than the privacy notice says, and the ids of leads received
// more than a day ago (lib/draftAge.ts).
import { KEPT_EVENT, WAITING_KEY } from './leadKeys'

/** Waits between posts of a waiting lead while a page stays open: 10 s, then 30 s, 90 s ... at most 10 minutes. */
const RETRY_MS = [10_000, 30_000, 90_000, 270_000, 600_000]

let timer: ReturnType<typeof setTimeout> | undefined
let tries = 0

const waiting = () => {
  try {
    return !!localStorage.getItem(WAITING_KEY)
  } catch {
    return false // storage blocked: nothing waits
  }
}

function check() {
  if (!waiting()) return
  void import('./leads')
    .then(({ postWaiting }) => postWaiting())
    .catch(() => {})
    .finally(schedule)
}

function schedule() {
  clearTimeout(timer)
  if (waiting()) timer = setTimeout(check, RETRY_MS[Math.min(tries++, RETRY_MS.length - 1)])
  else tries = 0
}

/** Leads an earlier version of the site left in IndexedDB join the waiting ones (lib/oldOutbox.ts). */
async function moveOldOutbox() {
  const stores = await indexedDB?.databases?.().catch(() => [])
  if (stores?.some(({ name }) => name === 'thoranam-leads')) await (await import('./oldOutbox')).moveOldOutbox()
}

export function startLeads() {
  try {
    if (localStorage.length)
      void import('./draftAge').then(({ forgetOldDrafts, forgetOldReceived }) => {
        forgetOldDrafts()
        forgetOldReceived()
      })
  } catch {
    // storage blocked: nothing is kept either
  }
  void moveOldOutbox()
    .catch(() => {})
    .then(check)
  const again = () => {
    tries = 0
    check()
  }
  addEventListener('online', again)
  addEventListener(KEPT_EVENT, () => {
    tries = 0
    schedule()
  })
  document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && again())
}
