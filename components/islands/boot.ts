// Decides when each island of the page starts (ships on every page: keep it tiny). React and the widget's code
// are fetched only then, so nothing competes with the first screen's picture:
//   load         after the page's load event (the hero carousel, which moves by itself)
//   visible      when the island comes near the viewport (counters, reviews, FAQ, about teaser)
//   interaction  at the first touch, click, key or focus inside it (forms, gallery filter). A page opened with a
//                query (a shared filtered gallery link) or a form with a saved draft starts at load instead, so
//                what the visitor expects is there at once.
// A click inside an island before it runs is held and made again once it runs, so no tap is lost; controls that
// must not act on their own before then (a form's send button) are disabled in the HTML and enabled here.
const started = new WeakSet<HTMLElement>()

function start(element: HTMLElement): Promise<void> {
  if (started.has(element)) return Promise.resolve()
  started.add(element)
  return import('./hydrate').then(({ hydrateIsland }) => hydrateIsland(element))
}

/** The position of an element among the island's elements, to find it again after hydration. */
const indexIn = (element: HTMLElement, target: Element) => [...element.querySelectorAll('*')].indexOf(target)

function onInteraction(element: HTMLElement) {
  const events = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const
  const go = () => {
    events.forEach((type) => element.removeEventListener(type, go))
    void start(element)
  }
  events.forEach((type) => element.addEventListener(type, go, { passive: true }))
  // The starter runs once the first screen is painted: a visitor may already be in a field by then.
  if (element.contains(document.activeElement)) go()
}

/** Starts the island and clicks `target` again, at the same place in the island, once it runs. */
function replayClick(element: HTMLElement, target: Element) {
  const index = indexIn(element, target)
  void start(element)
  element.addEventListener('island:hydrated', () => (element.querySelectorAll('*')[index] as HTMLElement | undefined)?.click(), { once: true })
}

/** Holds a click made before the island runs, and makes it again once it runs. */
function replayEarlyClicks(element: HTMLElement) {
  element.querySelectorAll<HTMLButtonElement>('[data-wait-for-island]').forEach((control) => (control.disabled = false))
  element.addEventListener(
    'click',
    (event) => {
      // Links work without the island: let them go at once.
      if (element.dataset.hydrated || !isHeldClick(event)) return
      event.preventDefault()
      replayClick(element, event.target as Element)
    },
    { capture: true },
  )
}

/** A click the island must make itself: inside an island, and not on a link (links work without it). */
function isHeldClick(event: Event): boolean {
  return event.target instanceof Element && !!event.target.closest('[data-island]') && !event.target.closest('a[href]')
}

function hasDraft(element: HTMLElement): boolean {
  try {
    const form = JSON.parse(element.dataset.props ?? '{}').formId
    return !!form && localStorage.getItem(`thoranam:draft:${element.dataset.locale}:${form}`) !== null
  } catch {
    return false
  }
}

/**
 * Wires every island of the page to its trigger. `heldClicks`: clicks inside islands made before this ran
 * (pages/+client.ts holds them): each starts its island and is made again once it runs.
 */
export function startIslands(doc: Document = document, heldClicks: Element[] = []) {
  const islands = [...doc.querySelectorAll<HTMLElement>('[data-island]')]
  for (const target of heldClicks) {
    const element = target.closest<HTMLElement>('[data-island]')
    if (element) replayClick(element, target)
  }
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
    replayEarlyClicks(element)
    const trigger = element.dataset.trigger
    if (trigger === 'load' || (trigger === 'interaction' && (location.search || hasDraft(element)))) atLoad(element)
    // The island's wrapper has no box of its own (display: contents): watch what it shows.
    else if (trigger === 'visible' && observer) observer.observe(element.firstElementChild ?? element)
    else if (trigger === 'interaction') onInteraction(element)
    else atLoad(element)
  }
}
