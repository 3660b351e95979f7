import type { Tile } from '../content/schema'
import type { Shown } from '../renderer/types'
import { Picture } from './Picture'

/** Cards leading to an event's services: picture, title, one line, the whole card is the link. */
export function TileGrid({ tiles, headingLevel = 2 }: { tiles: (Shown<Tile> & { lang?: string })[]; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const
  return (
    <ul className="tile-grid">
      {tiles.map((tile) => (
        <li key={tile.target + tile.title} className="tile" data-aos="fade-up">
          <a className="tile__link" href={tile.target}>
            <Picture image={tile.image} sizes="(min-width: 960px) 30vw, (min-width: 600px) 45vw, 100vw" />
            {/* A div, not a span: a heading is flow content, which phrasing elements may not hold. */}
            <div className="tile__body">
              {/* A tile's words in another language than the page's (a new page's, still in English) say which. */}
              <Heading className="tile__title" lang={tile.lang}>
                {tile.title}
              </Heading>
              {tile.text && <p className="tile__text">{tile.text}</p>}
            </div>
          </a>
        </li>
      ))}
    </ul>
  )
}
