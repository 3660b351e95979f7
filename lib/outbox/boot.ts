// Runs on every page (pages/+client.ts): when the outbox holds a lead, the sending code is loaded and sends it,
// on page load, when the network comes back and when the tab becomes visible again. With an empty outbox (almost
// every visit) nothing more than this file is loaded.
import { browserStore } from './store'

type Trigger = 'load' | 'online' | 'visible'

function check(trigger: Trigger) {
  browserStore
    .all()
    .then(async (entries) => {
      if (entries.length) await (await import('./pending')).sendPending(trigger)
    })
    .catch(() => {}) // no storage, no outbox: the forms say so when they are used
}

export function startOutbox() {
  check('load')
  // The service worker sent the outbox (Background Sync): tell the page what became of its leads.
  navigator.serviceWorker?.addEventListener('message', (event) => {
    if (event.data?.type === 'thoranam:outbox') void import('./pending').then((pending) => pending.showResults(event.data.results))
  })
  addEventListener('online', () => check('online'))
  document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && check('visible'))
}
