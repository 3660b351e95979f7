// Scroll-in animations with aos: 1000 ms, once. Off when the visitor prefers reduced motion.
// The hiding CSS only applies under html.aos-ready (styles/_animations.scss), so without JavaScript or with
// reduced motion everything is simply visible.
import AOS from 'aos'

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches
let started = false

export function startScrollAnimations() {
  if (reducedMotion()) return
  document.documentElement.classList.add('aos-ready')
  // Apply the hidden state before aos adds its transition, so elements are hidden at once, not faded out.
  void document.body.offsetHeight
  AOS.init({ duration: 1000, once: true })
  started = true
}

export function refreshScrollAnimations() {
  if (started) AOS.refreshHard()
}
