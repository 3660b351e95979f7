import { useEffect, useRef, useState } from 'react'
import { useReducedMotion } from './useReducedMotion'

export interface Counter {
  value: number
  suffix: string
  label: string
}

/** How long the numbers take to count up, from the spec. */
export const COUNT_UP_MS = 5000

/** The number shown `elapsed` ms into the count-up (eased, so it slows down towards the target). */
export function countAt(target: number, elapsed: number, duration = COUNT_UP_MS): number {
  const t = Math.min(Math.max(elapsed / duration, 0), 1)
  return Math.round(target * (1 - (1 - t) ** 3))
}

/**
 * Counters strip. The pre-rendered HTML holds the final numbers; in the browser they count up from 0 over 5 s
 * when the strip comes into view (final at once under reduced motion). Screen readers get the final numbers, and
 * so does paper (styles/_print.scss shows them in place of the counting ones).
 */
export function Counters({ counters }: { counters: Counter[] }) {
  const ref = useRef<HTMLUListElement>(null)
  const reducedMotion = useReducedMotion()
  const [elapsed, setElapsed] = useState<number | null>(null) // null: show the final numbers

  useEffect(() => {
    const list = ref.current
    const reduced = reducedMotion || window.matchMedia('(prefers-reduced-motion: reduce)').matches
    if (!list || reduced || typeof IntersectionObserver === 'undefined') return setElapsed(null)
    setElapsed(0)
    let frame = 0
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      const start = performance.now()
      const tick = (now: number) => {
        const done = now - start >= COUNT_UP_MS
        setElapsed(done ? null : now - start)
        if (!done) frame = requestAnimationFrame(tick)
      }
      frame = requestAnimationFrame(tick)
    })
    observer.observe(list)
    return () => {
      observer.disconnect()
      cancelAnimationFrame(frame)
    }
  }, [reducedMotion])

  return (
    <ul className="counters" ref={ref}>
      {counters.map((counter) => (
        <li key={counter.label} className="counters__item">
          <span className="counters__value" aria-hidden="true">
            {elapsed === null ? counter.value : countAt(counter.value, elapsed)}
            {counter.suffix}
          </span>
          <span className="visually-hidden counters__final">
            {counter.value}
            {counter.suffix}
          </span>
          <span className="counters__label">{counter.label}</span>
        </li>
      ))}
    </ul>
  )
}
