// What every page starts once its first screen is painted (pages/+client.ts waits for that): scroll animations,
// the outbox of unsent leads, and on the pages that have them the islands (widgets and forms, each started when
// needed) and the not-found hint; web vitals only when VITE_VITALS_URL is set. One module, so a content page
// fetches one small file for all of it.
import { startOutbox } from '../lib/outbox/boot'
import { startScrollAnimations } from './scrollAnimations'

/** `onIslands` receives the islands' replayClick once their starter runs (pages/+client.ts holds taps until then). */
export async function startPage(onIslands: (replayClick: (target: Element) => void) => void): Promise<void> {
  startScrollAnimations()
  // Leads left in the outbox (a dropped network, a closed tab) are sent from whichever page opens next.
  startOutbox()
  await Promise.all([
    document.querySelector('[data-island]') &&
      import('./islands/boot').then(({ startIslands, replayClick }) => {
        startIslands()
        onIslands(replayClick)
      }),
    document.querySelector('[data-known-links]') && import('./notFoundHint').then(({ showNotFoundHint }) => showNotFoundHint()),
    import.meta.env.VITE_VITALS_URL && import('../lib/vitals').then(({ reportVitals }) => reportVitals(import.meta.env.VITE_VITALS_URL)),
  ])
}
