/** Web fonts that have not arrived this long after the load event are not waited for any longer. */
const FONT_WAIT_MS = 2000
/** A hidden tab paints no frames: this long after the load event (and the fonts), the task runs anyway. */
const HIDDEN_TAB_MS = 1000
const INTERACTIONS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const

/**
 * Runs `task` once the first screen is painted: after the page's load event (the first screen's picture is in),
 * the web fonts (text waits for them) and the two frames that show them. Everything a page does that the first
 * screen does not need (scroll animations, the islands' starter, the outbox check, the web-vitals beacon) waits
 * for this, so on a slow network none of its requests competes with what the visitor is waiting to see.
 * A visitor who touches the page before that is already using it: the task runs at once.
 */
export function afterFirstScreen(task: () => void, win: Window = window): void {
  let done = false
  const once = () => {
    if (done) return
    done = true
    INTERACTIONS.forEach((type) => win.removeEventListener(type, once, { capture: true }))
    task()
  }
  INTERACTIONS.forEach((type) => win.addEventListener(type, once, { capture: true, passive: true }))
  const loaded = new Promise<void>((resolve) => {
    if (win.document.readyState === 'complete') resolve()
    else win.addEventListener('load', () => resolve(), { once: true })
  })
  const fonts = () =>
    Promise.race([win.document.fonts?.ready ?? Promise.resolve(), new Promise((resolve) => win.setTimeout(resolve, FONT_WAIT_MS))])
  void loaded.then(fonts).then(() => {
    win.requestAnimationFrame(() => win.requestAnimationFrame(() => win.setTimeout(once, 0)))
    win.setTimeout(once, HIDDEN_TAB_MS)
  })
}

/**
 * Resolves in a later task, after the browser has had the chance to paint: work split with it runs as several
 * short tasks rather than one long one, so the page keeps answering taps (Lighthouse's Total Blocking Time counts
 * every task over 50 ms on its slow phone).
 */
export function nextTask(win: Window = window): Promise<void> {
  return new Promise((resolve) => win.setTimeout(resolve, 0))
}
