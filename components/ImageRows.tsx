import type { ShownImage } from '../renderer/types'
import { Picture } from './Picture'

interface Row {
  title?: string
  images: ShownImage[]
}

/** Rows of 3 to 6 pictures side by side (two per row on phones). */
export function ImageRows({ rows }: { rows: Row[] }) {
  return (
    <div className="image-rows">
      {rows.map((row, i) => (
        <figure key={i} className="image-row" data-aos="fade-up">
          {row.title && <figcaption className="image-row__title">{row.title}</figcaption>}
          <ul className={`image-row__list image-row__list--${row.images.length}`}>
            {row.images.map((image) => (
              <li key={image.src}>
                <Picture image={image} sizes={`(min-width: 960px) ${Math.ceil(100 / row.images.length)}vw, 50vw`} />
              </li>
            ))}
          </ul>
        </figure>
      ))}
    </div>
  )
}
