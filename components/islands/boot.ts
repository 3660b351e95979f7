// Decides when each island of the page starts. It runs once the first screen is painted (pages/+client.ts); React
// and the widget's code are fetched only when an island starts, so nothing competes with the first screen:
//   load         at once
//   soon         at the first touch, key or focus inside it, or SOON_START_MS later when the browser is idle (the
//                hero carousel: it moves by itself, but its first turn is 7 s away; starting React at once was the
//                largest work of the home page's first seconds on a phone)
//   visible      when the island comes near the viewport (counters, reviews, about teaser)
//   interaction  at the first touch, click, key or focus inside it (forms, gallery filter). A page opened with a
//                query (a shared filtered gallery link), at an address inside the island (a quote button's
//                /contactus#enquiry) or a form with a saved draft starts at load instead, so what the visitor
//                expects is there at once.
// A click inside an island before it runs is held (pages/+client.ts) and made again once it runs (replayClick), so
// no tap is lost; controls that must not act on their own before then (a form's send button) are disabled in the
// HTML and enabled here. An island whose code cannot be downloaded is started again later (./startProblems).
import { fieldsShown } from '../../lib/fieldsShown'
import { startFailed } from './startProblems'

const started = new WeakSet<HTMLElement>()

/** How long a 'soon' island waits for a touch before starting anyway (the first screen has long been painted). */
export const SOON_START_MS = 3000

/** Starts the island; resolves to whether it runs (or is on its way), false when its code could not be loaded. */
function start(element: HTMLElement): Promise<boolean> {
  if (started.has(element)) return Promise.resolve(true)
  started.add(element)
  return import('./hydrate')
    .then(({ hydrateIsland }) => hydrateIsland(element))
    .then(
      () => true,
      () => {
        started.delete(element)
        startFailed(element, () => forgetFailedScripts().then(() => start(element)))
        return false
      },
    )
}

/**
 * Before a failed island is started again: each script the page asked for ahead (`<link rel=modulepreload>`, added
 * by Vite for the island's imports) is asked for once more, past the cache. WebKit (Safari, every iPhone browser)
 * keeps a failed preload in memory and answers every later import of that file with the failure, without a request
 * (even after a reload); a fresh answer for the same address replaces it there. Elsewhere it costs a few kilobytes,
 * once, after a failure only.
 */
async function forgetFailedScripts() {
  const preloaded = [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.href)
  await Promise.all(preloaded.map((href) => fetch(href, { cache: 'reload', credentials: 'same-origin' }).catch(() => undefined)))
}

/**
 * How to find an element of the island again after it started: a labelled button by its label (the hero adds its other
 * slides' pictures when it starts, so positions shift before its buttons), anything else by its position.
 */
function finderFor(element: HTMLElement, target: Element): () => HTMLElement | undefined {
  const control = target.closest<HTMLElement>('button[aria-label], [role="button"][aria-label]')
  const name = control?.getAttribute('aria-label')
  if (control && element.contains(control) && name) {
    return () => [...element.querySelectorAll<HTMLElement>(control.tagName)].find((same) => same.getAttribute('aria-label') === name)
  }
  const index = [...element.querySelectorAll('*')].indexOf(target)
  return () => element.querySelectorAll<HTMLElement>('*')[index]
}

function onInteraction(element: HTMLElement) {
  const events = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const
  const go = (event?: Event) => {
    // A link in it (a picture that opens large) works without the island: it is no reason to fetch React.
    if (event?.target instanceof Element && event.target.closest('a[href]')) return
    events.forEach((type) => element.removeEventListener(type, go))
    void start(element)
  }
  events.forEach((type) => element.addEventListener(type, go, { passive: true }))
  // The starter runs once the first screen is painted: a visitor may already be in a field by then.
  if (element.contains(document.activeElement)) go()
}

function soon(element: HTMLElement) {
  onInteraction(element)
  const idle = (run: () => void) => ('requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 1000 }) : run())
  setTimeout(() => idle(() => void start(element)), SOON_START_MS)
}

/**
 * Starts the island `target` is in and clicks `target` again, at the same place in the island, once it runs.
 * pages/+client.ts holds every tap inside an island that is not running yet and hands it here, with what the
 * island's fields showed at the tap (`shown`). A Send tapped then is made only if the fields still show that: a
 * family who tapped Send and went on typing (on a slow phone the form's code can take seconds) has not finished,
 * and must not have the form sent half typed; the form's own check then answers their next tap.
 */
export function replayClick(target: Element, shown: string) {
  const element = target.closest<HTMLElement>('[data-island]')
  if (!element) return
  const find = finderFor(element, target)
  const sends = !!target.closest('button:not([type]), button[type="submit"], input[type="submit"]')
  void start(element)
  element.addEventListener(
    'island:hydrated',
    () => {
      if (sends && fieldsShown(element) !== shown) return
      find()?.click()
    },
    { once: true },
  )
}

/** The page was opened at something inside the island (/contactus#enquiry: every quote button leads to its form). */
function isOpenedAt(element: HTMLElement): boolean {
  const target = location.hash.length > 1 && document.getElementById(location.hash.slice(1))
  return !!target && element.contains(target)
}

function hasDraft(element: HTMLElement): boolean {
  try {
    const form = JSON.parse(element.dataset.props ?? '{}').formId
    return !!form && localStorage.getItem(`thoranam:draft:${element.dataset.locale}:${form}`) !== null
  } catch {
    return false
  }
}

/** Wires every island of the page to its trigger. */
export function startIslands(doc: Document = document) {
  const islands = [...doc.querySelectorAll<HTMLElement>('[data-island]')]
  const atLoad = (element: HTMLElement) => {
    if (doc.readyState === 'complete') void start(element)
    else addEventListener('load', () => void start(element), { once: true })
  }
  const observer =
    typeof IntersectionObserver === 'undefined'
      ? null
      : new IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              if (!entry.isIntersecting) continue
              observer!.unobserve(entry.target)
              void start(entry.target.closest<HTMLElement>('[data-island]')!)
            }
          },
          { rootMargin: '200px 0px' },
        )
  for (const element of islands) {
    // Taps are held and replayed (replayClick), so controls that must not act on their own before the island runs
    // (a form's send button) are disabled in the HTML and can be enabled now.
    element.querySelectorAll<HTMLButtonElement>('[data-wait-for-island]').forEach((control) => (control.disabled = false))
    const trigger = element.dataset.trigger
    if (trigger === 'load' || (trigger === 'interaction' && (location.search || hasDraft(element) || isOpenedAt(element)))) atLoad(element)
    // The island's wrapper has no box of its own (display: contents): watch what it shows.
    else if (trigger === 'soon') soon(element)
    else if (trigger === 'visible' && observer) observer.observe(element.firstElementChild ?? element)
    else if (trigger === 'interaction' || trigger === 'touch') onInteraction(element)
    else atLoad(element)
  }
}
