import { useRef } from 'react'
import { FaCheckCircle } from 'react-icons/fa'
import type { ShownImage } from '../../renderer/types'
import { Picture } from '../Picture'
import { useInViewOnce } from './useInViewOnce'
import { ui } from '../../content/ui'
import { localizePath } from '../../content/editions'
import { useLocale } from '../../renderer/useLocale'

interface Props {
  heading: string
  text: string
  image: ShownImage
  points: string[]
}

/** About teaser: five tick points and an ABOUT US button; slides in once when it scrolls into view. */
export function AboutTeaser({ heading, text, image, points }: Props) {
  const locale = useLocale()
  const ref = useRef<HTMLElement>(null)
  const reveal = useInViewOnce(ref)
  return (
    <section ref={ref} className={`about-teaser about-teaser--${reveal}`} aria-labelledby="about-teaser-heading">
      <div className="container about-teaser__grid">
        <Picture className="about-teaser__image" image={image} sizes="(min-width: 960px) 45vw, 100vw" />
        <div className="about-teaser__text">
          <h2 id="about-teaser-heading">{heading}</h2>
          <p>{text}</p>
          <ul className="about-teaser__points">
            {points.map((point) => (
              <li key={point}>
                <FaCheckCircle className="about-teaser__tick" aria-hidden="true" />
                {point}
              </li>
            ))}
          </ul>
          <a className="button button--primary" href={localizePath('/aboutus', locale)}>
            {ui(locale).home.aboutButton}
          </a>
        </div>
      </div>
    </section>
  )
}
