// An event page's tiles: the ones written in its file, in their order, then one for each page under the event that
// none of them leads to, made from that page's own front-matter: its banner (or the event's) and its heading, leading
// to it. A page added in the editor so has its place on the event page with its own pull request, in both editions
// (the Tamil tile takes the Tamil page's heading, in English while that page is a draft: then the tile says so with
// lang="en", for screen readers, and translations:tidy lists it as waiting for its Tamil); a tile written for it in the
// event page's file, with shorter words or in another place, takes over. The build (renderer/content.ts) and the
// content check's "no page links to…" (build-steps/page-links.ts) read the same list.
import { splitLocale } from './editions.ts'
import type { PageFrontmatter, Tile } from './schema.ts'

/** A link kept as the business gave it (content/data/known-broken-links.yaml) and the page it stands for. */
type KeptLink = { path: string; page: string }

type Page = Pick<PageFrontmatter, 'canonical' | 'heading' | 'banner' | 'breadcrumb' | 'tiles'> & { draft?: boolean }

/** A tile, with the language of its words where they are not the page's own (a draft's heading, still in English). */
export type EventTile = Tile & { lang?: string }

const pathOf = (address: string) => splitLocale(address).path.replace(/(.)\/+$/, '$1')

/**
 * The tiles `event` shows among `pages` (any editions: only its own is read). A page is under the event when its
 * address is /services/<folder>/<page> and its breadcrumb's second step leads to the event page (the baby shower's
 * pages, under /services/baby-shower/, lead to /services/babyshower). A page with neither banner nor an event banner
 * gets no tile. A tile whose target is a kept link leads to the page that link stands for. A tile made from a
 * translation's draft is marked `lang: 'en'` (its heading is the English one).
 */
export function eventTiles(event: Page, pages: Page[], kept: KeptLink[] = []): EventTile[] | undefined {
  if (!event.tiles) return event.tiles
  const { locale } = splitLocale(event.canonical)
  const eventPath = pathOf(event.canonical)
  const led = new Set(
    event.tiles.map((tile) => {
      const target = pathOf(tile.target)
      return kept.find((link) => link.path === target)?.page ?? target
    }),
  )
  const added = pages
    .filter((page) => splitLocale(page.canonical).locale === locale)
    .filter((page) => /^\/services\/[^/]+\/[^/]+$/.test(pathOf(page.canonical)) && !led.has(pathOf(page.canonical)))
    .filter((page) => {
      const crumb = page.breadcrumb?.[1]?.href
      return crumb !== undefined && pathOf(crumb) === eventPath
    })
    .sort((a, b) => a.canonical.localeCompare(b.canonical))
    .flatMap((page) => {
      const image = page.banner ?? event.banner
      // A translation's draft holds the English words: its heading is English on this edition's page.
      const english = locale !== 'en' && page.draft === true
      return image ? [{ image, title: page.heading, target: page.canonical, ...(english && { lang: 'en' }) }] : []
    })
  return added.length ? [...event.tiles, ...added] : event.tiles
}
