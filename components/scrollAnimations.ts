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
  doc.querySelectorAll('[data-aos]').forEach((element) => {
    if (element.getBoundingClientRect().top < screenBottom) element.classList.add('aos-animate')
  })
  doc.documentElement.classList.add('aos-ready')
  // Apply the hidden state before aos adds its transition, so elements are hidden at once, not faded out.
  void doc.body.offsetHeight
  // No watching the page for new [data-aos] elements: they are all in the HTML (no widget renders one), and aos's
  // watcher walked every node a widget added, in one long task when the hero carousel started.
  AOS.init({ duration: 1000, once: true, disableMutationObserver: true })
}
