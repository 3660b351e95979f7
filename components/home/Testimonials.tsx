import { useEffect, useRef, useState } from 'react'
import { FaPause, FaPlay } from 'react-icons/fa'
import SlickSlider from 'react-slick'
import { ui } from '../../content/ui'
import type { Locale } from '../../content/editions'
import { languageOf, loadTestimonials, reviewsFor, type Testimonial } from '../../lib/testimonials'
import { useLocale } from '../../renderer/useLocale'
import { useReducedMotion } from './useReducedMotion'

// react-slick is CommonJS: depending on the bundler's interop its default export arrives wrapped once more.
const Slider = ((SlickSlider as unknown as { default?: typeof SlickSlider }).default ?? SlickSlider) as typeof SlickSlider

/** Slider constants from the spec. */
export const TESTIMONIAL_AUTOPLAY_MS = 3000
export const TESTIMONIAL_SPEED_MS = 500

/**
 * One review: its words, and who wrote it. Text only: feed text is never read as HTML. A review written in the
 * other edition's language carries its lang (screen readers switch voice) and a line that says so.
 */
function Review({ row, locale }: { row: Testimonial; locale: Locale }) {
  const written = languageOf(row)
  const lang = written === locale ? undefined : LANG[written]
  return (
    <figure className="testimonial">
      <blockquote className="testimonial__message" lang={lang}>
        <p>{row.Message}</p>
      </blockquote>
      {(row.Name || row.Work || lang) && (
        <figcaption className="testimonial__by">
          {row.Name && (
            <span className="testimonial__name" lang={lang}>
              {row.Name}
            </span>
          )}
          {row.Work && (
            <span className="testimonial__work" lang={lang}>
              {row.Work}
            </span>
          )}
          {lang && <span className="testimonial__language">{ui(locale).home.writtenIn[written]}</span>}
        </figcaption>
      )}
    </figure>
  )
}

const LANG: Record<Locale, string> = { en: 'en', ta: 'ta' }

/**
 * Client reviews slider (react-slick). `initial` is the snapshot of the feed taken at build time
 * (renderer/testimonials.ts): pre-rendered as a plain list that reads and swipes with no script, then shown in the
 * slider once it runs. The feed is loaded once in the browser and replaces the snapshot when it answers with
 * reviews; a failing feed only logs and leaves the snapshot. Autoplay every 3 s with dots, infinite loop, one
 * slide per view, and a pause button.
 */
export function Testimonials({ feedUrl, initial = [] }: { feedUrl: string; initial?: Testimonial[] }) {
  const locale = useLocale()
  const [feedRows, setRows] = useState<Testimonial[]>(initial)
  const rows = reviewsFor(feedRows, locale)
  // false in the pre-rendered HTML and during hydration: the plain list; then the slider.
  const [running, setRunning] = useState(false)
  useEffect(() => setRunning(true), [])
  const [paused, setPaused] = useState(false)
  const slider = useRef<SlickSlider>(null)
  const reducedMotion = useReducedMotion()
  const words = ui(locale)
  const t = words.home

  useEffect(() => {
    let active = true
    loadTestimonials(feedUrl).then((loaded) => active && loaded.length > 0 && setRows(loaded))
    return () => {
      active = false
    }
  }, [feedUrl])

  const playing = !paused && !reducedMotion
  // biome-ignore lint/correctness/useExhaustiveDependencies: the slider is remade when its rows change, and must be told again
  useEffect(() => {
    if (playing) slider.current?.slickPlay()
    else slider.current?.slickPause()
  }, [playing, rows.length])

  return (
    <section className="testimonials" aria-roledescription={t.carousel} aria-label={t.reviews}>
      {rows.length > 0 && !running && (
        // Focusable, so that a keyboard can scroll it too.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region needs focus to scroll by keyboard (axe: scrollable-region-focusable)
        <ul className="testimonials__list" tabIndex={0} aria-label={t.reviews}>
          {rows.map((row, i) => (
            <li key={i}>
              <Review row={row} locale={locale} />
            </li>
          ))}
        </ul>
      )}
      {rows.length > 0 && running && (
        <>
          <Slider
            ref={slider}
            autoplay={playing}
            autoplaySpeed={TESTIMONIAL_AUTOPLAY_MS}
            speed={TESTIMONIAL_SPEED_MS}
            dots
            infinite
            slidesToShow={1}
            slidesToScroll={1}
            arrows={false}
            pauseOnHover
            pauseOnFocus
            accessibility
            className="testimonials__slider"
          >
            {rows.map((row, i) => (
              <div key={i} role="group" aria-roledescription={t.slide} aria-label={words.position(i + 1, rows.length)}>
                <Review row={row} locale={locale} />
              </div>
            ))}
          </Slider>
          {!reducedMotion && (
            <button
              type="button"
              className="testimonials__pause"
              onClick={() => setPaused(!paused)}
              aria-label={paused ? t.playReviews : t.pauseReviews}
            >
              {paused ? <FaPlay aria-hidden="true" /> : <FaPause aria-hidden="true" />}
            </button>
          )}
        </>
      )}
    </section>
  )
}
