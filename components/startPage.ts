// What every page starts once its first screen is painted (pages/+client.ts waits for that): scroll animations,
// the web fonts for the next page, the leads waiting on this phone, and on the pages that have them the islands
// (widgets and forms, each started when needed) and the not-found hint; web vitals only when VITE_VITALS_URL is set.
// One module, so a content page fetches one small file for all of it.
import { nextTask } from '../lib/afterFirstScreen'
import { startLeads } from '../lib/leadsBoot'
import { whenShown } from '../lib/whenShown'
import { keepWebFonts, type WebFonts } from '../lib/webFonts'
import { startScrollAnimations } from './scrollAnimations'

/**
 * `onIslands` receives the islands' replayClick once their starter runs (pages/+client.ts holds taps until then);
 * `tapsHeld` says whether a tap in an island is held (made before this ran: its touch was not seen here).
 */
export async function startPage(
  onIslands: (replayClick: (target: Element, shown: string) => void) => void,
  tapsHeld: () => boolean,
): Promise<void> {
  startScrollAnimations()
  // Each part in a task of its own: together they would keep a slow phone busy for longer than a tap should wait.
  await nextTask()
  // The web fonts, for the next page (this one keeps the fallbacks it was drawn in).
  void keepWebFonts((self as typeof self & { thoranamFonts?: WebFonts }).thoranamFonts)
  // A lead kept on this phone (a dropped network, a closed tab) is posted from whichever page opens next, once the
  // family sees it (a page prepared at a touch on its link may never be shown).
  void whenShown().then(startLeads)
  await nextTask()
  const islands = [...document.querySelectorAll<HTMLElement>('[data-island]')]
  let starting: Promise<void> | undefined
  const startIslands = (): Promise<void> =>
    (starting ??= import('./islands/boot').then(
      ({ startIslands, replayClick }) => {
        startIslands()
        onIslands(replayClick)
      },
      () => {
        // The starter could not be downloaded: tried again when the network is back or at the next touch.
        starting = undefined
        addEventListener('online', () => void startIslands(), { once: true })
        islands.forEach((island) => island.addEventListener('pointerdown', () => void startIslands(), { once: true, passive: true }))
      },
    ))
  // Islands that start only at a touch ('touch'): their starter too waits for the first touch, key or focus in one,
  // unless there was one already: a tap held since before this ran (Safari does not focus a tapped button, so the
  // focus does not tell), or the focus in one.
  const onlyTouch =
    islands.every((island) => island.dataset.trigger === 'touch') &&
    !tapsHeld() &&
    !islands.some((island) => island.contains(document.activeElement))
  if (onlyTouch)
    for (const type of ['pointerdown', 'keydown', 'focusin', 'touchstart'])
      islands.forEach((island) => island.addEventListener(type, startIslands, { once: true, passive: true }))
  await Promise.all([
    islands.length && !onlyTouch && startIslands(),
    document.querySelector('[data-known-links]') && import('./notFoundHint').then(({ showNotFoundHint }) => showNotFoundHint()),
    // Measured from the moment the page is shown, not from when the browser started preparing it.
    import.meta.env.VITE_VITALS_URL &&
      whenShown()
        .then(() => import('../lib/vitals'))
        .then(({ reportVitals }) => reportVitals(import.meta.env.VITE_VITALS_URL)),
  ])
}
