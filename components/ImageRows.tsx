import type { ShownImage } from '../renderer/types'
import { useLocale } from '../renderer/useLocale'
import { PictureLink } from './PictureLink'
import { viewerWords } from './viewer/words'

interface Row {
  title?: string
  images: ShownImage[]
}

/**
 * Rows of 3 to 6 pictures side by side (two per row on phones), each opening large when tapped. Lazy and at low
 * priority, like every picture but the first screen's main one (Picture): on /aboutus the first row, just below a
 * phone's first screen, took bandwidth from the banner and pushed its LCP to 1.81 s.
 * The viewer's words are written once a page, on its first rows: a page that shows its rows in two places (the
 * first row early, the others after the text) leaves them off the second (`words={false}`).
 */
export function ImageRows({ rows, words = true }: { rows: Row[]; words?: boolean }) {
  const locale = useLocale()
  return (
    <div className="image-rows" {...(words ? viewerWords(locale) : {})}>
      {rows.map((row, i) => (
        <figure key={i} className="image-row" data-aos="fade-up">
          {row.title && <figcaption className="image-row__title">{row.title}</figcaption>}
          <ul className={`image-row__list image-row__list--${row.images.length}`}>
            {row.images.map((image) => (
              <li key={image.src}>
                <PictureLink image={image} sizes={`(min-width: 960px) ${Math.ceil(100 / row.images.length)}vw, 50vw`} />
              </li>
            ))}
          </ul>
        </figure>
      ))}
    </div>
  )
}
