import { useCallback, useEffect, useState } from 'react'
import { FaChevronLeft, FaChevronRight, FaPause, FaPlay } from 'react-icons/fa'
import { ui } from '../../content/ui'
import type { ShownImage } from '../../renderer/types'
import { useLocale } from '../../renderer/useLocale'
import { Picture } from '../Picture'
import { useReducedMotion } from './useReducedMotion'

export interface HeroSlide {
  image: ShownImage
  title: string
  description: string
}

/** Time each slide stays, from the spec. */
export const HERO_INTERVAL_MS = 7000

/** Focus the visitor reached with the keyboard, as the browser judges it for its focus ring. */
function keyboardFocus(element: Element): boolean {
  try {
    return element.matches(':focus-visible')
  } catch {
    return true // a browser without :focus-visible: any focus holds it, as before
  }
}

/**
 * Hero carousel (WAI-ARIA carousel pattern): moves forward one slide every 7 s and wraps to the first; the
 * timer restarts on every change. Rotation stops while paused with its control, while a mouse is over it or while
 * keyboard focus is in it, and never starts under reduced motion. A tap is neither hover nor keyboard focus: on a
 * phone it only steps (or pauses, with the pause control), and the carousel turns on.
 */
export function HeroCarousel({ slides, heading, cta }: { slides: HeroSlide[]; heading: string; cta: { label: string; href: string } }) {
  const words = ui(useLocale())
  const t = words.home
  const [index, setIndex] = useState(0)
  const [paused, setPaused] = useState(false)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const reducedMotion = useReducedMotion()
  const rotating = !paused && !hovered && !focused && !reducedMotion
  // The pre-rendered HTML holds only the first slide's picture, so nothing competes with it on a slow network; the
  // others are fetched once the carousel runs (after the first screen is painted), well before the first 7 s pass.
  const [running, setRunning] = useState(false)
  useEffect(() => setRunning(true), [])

  const go = useCallback((next: number) => setIndex((next + slides.length) % slides.length), [slides.length])

  // Restarts whenever the slide changes (index is a dependency), so every slide gets its full 7 s.
  useEffect(() => {
    if (!rotating) return
    const timer = setTimeout(() => go(index + 1), HERO_INTERVAL_MS)
    return () => clearTimeout(timer)
  }, [index, rotating, go])

  return (
    <section
      className="hero"
      aria-roledescription={t.carousel}
      aria-label={t.highlights}
      // Phones report a tap as the pointer entering and leaving; only a mouse really rests over the carousel.
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && setHovered(false)}
      // A tapped or clicked control takes focus too (not in Safari): only keyboard focus (:focus-visible) holds it.
      onFocus={(event) => setFocused(keyboardFocus(event.target))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
      }}
    >
      <div className="hero__slides" aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, i) => (
          <div
            key={slide.image.src}
            className={`hero__slide${i === index ? ' hero__slide--active' : ''}`}
            role="group"
            aria-roledescription={t.slide}
            aria-label={words.position(i + 1, slides.length)}
            aria-hidden={i !== index}
          >
            {(i === 0 || running) && <Picture className="hero__image" image={slide.image} priority={i === 0} sizes="100vw" />}
          </div>
        ))}
      </div>
      <div className="hero__overlay">
        <div className="container hero__text">
          <h1 className="hero__heading">{heading}</h1>
          {slides.map((slide, i) => (
            <div key={slide.title} className={`hero__caption${i === index ? ' hero__caption--active' : ''}`} aria-hidden={i !== index}>
              <p className="hero__title">{slide.title}</p>
              <p className="hero__description">{slide.description}</p>
            </div>
          ))}
          <a className="button button--light hero__cta" href={cta.href}>
            {cta.label}
          </a>
        </div>
      </div>
      <div className="hero__controls">
        <button
          type="button"
          className="hero__control"
          onClick={() => setPaused(!paused)}
          aria-label={paused ? t.playHighlights : t.pauseHighlights}
        >
          {paused ? <FaPlay aria-hidden="true" /> : <FaPause aria-hidden="true" />}
        </button>
        <button type="button" className="hero__control" onClick={() => go(index - 1)} aria-label={t.previousSlide}>
          <FaChevronLeft aria-hidden="true" />
        </button>
        <button type="button" className="hero__control" onClick={() => go(index + 1)} aria-label={t.nextSlide}>
          <FaChevronRight aria-hidden="true" />
        </button>
      </div>
    </section>
  )
}
