// Runs on every page (pages/+client.ts): when the outbox holds a lead, the sending code is loaded and sends it,
// on page load, when the network comes back and when the tab becomes visible again. With an empty outbox (almost
// every visit) nothing more than this file is loaded. Every page also removes what is kept longer than the
// privacy notice says: old drafts (lib/draftAge.ts, loaded only when the site keeps anything in localStorage)
// and old leads (the sending code, lib/outbox/send.ts).
import { openDatabase, STORE } from './database'

type Trigger = 'load' | 'online' | 'visible'

/** How many leads wait in the outbox (a connection of its own, closed at once: nothing is kept open). */
function waiting(): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = openDatabase()
    request.onerror = () => reject(request.error)
    request.onsuccess = () => {
      const db = request.result
      const count = db.transaction(STORE).objectStore(STORE).count()
      count.onsuccess = () => resolve(count.result)
      count.onerror = () => reject(count.error)
      db.close()
    }
  })
}

function check(trigger: Trigger) {
  waiting()
    .then(async (count) => {
      if (count) await (await import('./pending')).sendPending(trigger)
    })
    .catch(() => {}) // no storage, no outbox: the forms say so when they are used
}

export function startOutbox() {
  try {
    if (localStorage.length) void import('../draftAge').then(({ forgetOldDrafts }) => forgetOldDrafts())
  } catch {
    // storage blocked: nothing is kept either
  }
  check('load')
  // The service worker sent the outbox (Background Sync): tell the page what became of its leads.
  navigator.serviceWorker?.addEventListener('message', (event) => {
    if (event.data?.type === 'thoranam:outbox') void import('./pending').then((pending) => pending.showResults(event.data.results))
  })
  addEventListener('online', () => check('online'))
  document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && check('visible'))
}
