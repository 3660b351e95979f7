import { useEffect, useState, type RefObject } from 'react'

/**
 * 'shown' before scripts run and under reduced motion; in the browser 'waiting' until the element scrolls into
 * view (or at once if it already is), then 'entering' for good.
 */
export type RevealState = 'shown' | 'waiting' | 'entering'

export const REVEAL_THRESHOLDS = [0, 0.1, 0.25, 0.5]

export function useInViewOnce(ref: RefObject<Element | null>, thresholds = REVEAL_THRESHOLDS): RevealState {
  const [state, setState] = useState<RevealState>('shown')
  useEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    const rect = element.getBoundingClientRect()
    if (rect.top < window.innerHeight && rect.bottom > 0) return setState('entering')
    setState('waiting')
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio > 0)) {
          setState('entering')
          observer.disconnect()
        }
      },
      { threshold: thresholds },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, thresholds])
  return state
}
