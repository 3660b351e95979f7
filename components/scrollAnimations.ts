// Scroll-in animations with aos: 1000 ms, once. Off when the visitor prefers reduced motion.
// The hiding CSS only applies under html.aos-ready (styles/_animations.scss), so without JavaScript or with
// reduced motion everything is simply visible.
// They start once the first screen is painted (pages/+client.ts), so aos is not among what the first screen waits
// for. What the visitor can already see (or has scrolled past) by then stays as it is, shown: only what is still
// below the screen is hidden, to come in when scrolled to.
import AOS from 'aos'

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches
let started = false

export function startScrollAnimations(doc: Document = document) {
  if (started || reducedMotion()) return
  started = true
  const screenBottom = doc.defaultView?.innerHeight ?? 0
  const elements = [...doc.querySelectorAll('[data-aos]')]
  // All layout reads first, then all class writes: a read after a write makes the browser lay the page out again,
  // once per element (on a phone's CPU, the largest task after the first paint).
  const onScreen = elements.filter((element) => element.getBoundingClientRect().top < screenBottom)
  for (const element of onScreen) element.classList.add('aos-animate')
  doc.documentElement.classList.add('aos-ready')
  // Apply the hidden state before the transition is switched on, so elements are hidden at once, not faded out.
  void doc.body.offsetHeight
  // aos's own start adds .aos-init to each element and then reads its position, one after the other; with the
  // class already there its writes change nothing, and its reads share the one layout.
  for (const element of elements) element.classList.add('aos-init')
  // No watching the page for new [data-aos] elements: they are all in the HTML (no widget renders one), and aos's
  // watcher walked every node a widget added, in one long task when the hero carousel started.
  AOS.init({ duration: 1000, once: true, disableMutationObserver: true })
}
