// Which pages link to which: every site path written in content/ (tiles, breadcrumbs, links in the text,
// menus and the home page's widgets of both editions). A page is deleted only once nothing links to it: the
// build fails on a link to a page that is not there, naming the file and the field that still links to it.
import path from 'node:path'
import { eventTiles } from '../content/eventTiles.ts'
import { ContentError, pathOfPageFile, type PageFrontmatter, UNTRANSLATED_DATA_FILES } from '../content/schema.ts'
import { splitLocale } from '../content/editions.ts'
import { editionDir, filesUnder, keptBrokenLinks, mergedDataFile, mergedPage, pageFiles, placeOf, readPage } from './content-loader.ts'

export { filesUnder }
/** Keys whose value is a link to a page. */
const LINK_KEYS = new Set(['href', 'target', 'link'])
/** A site path that names a page: no file extension, not a published file or an endpoint. */
const PAGE_PATH = /^\/(?!images\/|assets\/|api\/|admin\/)[a-z0-9\-/]*$/

export type PageLink = { file: string; field: string; target: string }

/** Links under LINK_KEYS anywhere in a parsed YAML value, with their field path ("tiles[2].target"). */
function linksInData(value: unknown, field: string, found: { field: string; target: string }[]) {
  if (Array.isArray(value)) value.forEach((item, i) => linksInData(item, `${field}[${i}]`, found))
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const at = field ? `${field}.${key}` : key
      if (LINK_KEYS.has(key) && typeof item === 'string') found.push({ field: at, target: item })
      else linksInData(item, at, found)
    }
  }
}

/**
 * Every link to a page written in content/, with the file (relative to the repository) and the field. A translation
 * writes only words: its tiles, crumbs and menus link where the English file's do (each to its own edition's page),
 * so those links are named in the English file, where they are written; a translation's own text is its own.
 */
export function pageLinks(contentDir: string): PageLink[] {
  const rel = (file: string) => path.relative(path.dirname(contentDir), file).replace(/\\/g, '/')
  const links: PageLink[] = []
  for (const file of pageFiles(undefined, contentDir)) {
    const english = placeOf(file, contentDir).locale === 'en'
    const page = readable(() => (english ? mergedPage(file, contentDir) : readPage(file)))
    if (!page) continue
    const { frontmatter, body } = page
    const found: { field: string; target: string }[] = []
    if (english) linksInData(frontmatter, '', found)
    for (const [, target] of body.matchAll(/\]\((\/[^)\s#?]*)/g)) found.push({ field: '(text)', target })
    for (const [, target] of body.matchAll(/href="(\/[^"#?]*)"/g)) found.push({ field: '(text)', target })
    links.push(...found.map((link) => ({ file: rel(file), ...link })))
  }
  for (const file of filesUnder(path.join(editionDir('en', contentDir), 'data'), '.yaml').filter(
    (f) => !UNTRANSLATED_DATA_FILES.has(path.basename(f)),
  )) {
    const found: { field: string; target: string }[] = []
    linksInData(
      readable(() => mergedDataFile(file, contentDir)),
      '',
      found,
    )
    links.push(...found.map((link) => ({ file: rel(file), ...link })))
  }
  return links.filter((link) => PAGE_PATH.test(link.target))
}

/** A file's content, or undefined when it cannot be read (its own check names it): the other files' links are still checked. */
function readable<T>(read: () => T): T | undefined {
  try {
    return read()
  } catch (error) {
    if (error instanceof ContentError) return undefined
    throw error
  }
}

/** The paths pages answer: each page's own (from its file's place) and its aliases, in every edition. */
export function pagePaths(contentDir: string): Set<string> {
  const paths = new Set<string>()
  for (const file of pageFiles(undefined, contentDir)) {
    const { locale, inEdition } = placeOf(file, contentDir)
    paths.add(pathOfPageFile(inEdition.replace(/^pages\//, ''), locale))
    for (const alias of (readable(() => readPage(file).frontmatter.aliases) as string[] | undefined) ?? []) paths.add(alias)
  }
  return paths
}

/**
 * One line per link to a page that is not there (a page deleted while others still link to it), naming the
 * linking file and field. The paths in content/data/known-broken-links.yaml are kept on purpose.
 */
export function linksToMissingPages(contentDir: string): string[] {
  const kept = new Set(keptBrokenLinks(contentDir).map((link) => link.path))
  const pages = pagePaths(contentDir)
  const exists = (target: string) => pages.has(target.length > 1 ? target.replace(/\/+$/, '') : target)
  return pageLinks(contentDir)
    .filter((link) => !exists(link.target) && !kept.has(splitLocale(link.target).path))
    .map((link) => {
      const { locale, path: page } = splitLocale(link.target)
      const folder = locale === 'en' ? '' : `${locale}/`
      return `${link.file}: ${link.field}: links to ${link.target}, which has no page (content/${folder}pages${page === '/' ? '/index' : page}.mdx): remove or change this link before deleting the page`
    })
}

/**
 * One line per page under an event (/services/<event>/<page>) that no page, menu or widget links to, other than its
 * own breadcrumb, and that its event page makes no tile for (content/eventTiles.ts: a page whose breadcrumb leads to
 * an event page with tiles has one): found by nobody. The line says where to add that tile. A kept broken link
 * counts for the real page it stands for.
 */
export function unlinkedEventPages(contentDir: string): string[] {
  const kept = keptBrokenLinks(contentDir)
  const linked = new Set(
    pageLinks(contentDir)
      .filter((link) => !link.field.startsWith('breadcrumb'))
      .flatMap((link) => {
        const target = splitLocale(link.target).path.replace(/(.)\/+$/, '$1')
        return [target, ...kept.filter((keptLink) => keptLink.path === target).map((keptLink) => keptLink.page)]
      }),
  )
  // The tiles an event page makes for the pages under it that none of its own tiles leads to (content/eventTiles.ts).
  const english = pageFiles('en', contentDir).flatMap((file) => {
    const frontmatter = readable(() => readPage(file).frontmatter) as PageFrontmatter | undefined
    return frontmatter?.canonical ? [frontmatter] : []
  })
  for (const event of english) for (const tile of eventTiles(event, english, kept) ?? []) linked.add(splitLocale(tile.target).path)
  return pageFiles('en', contentDir).flatMap((file) => {
    const page = pathOfPageFile(placeOf(file, contentDir).inEdition.replace(/^pages\//, ''))
    const event = /^\/services\/([^/]+)\/[^/]+$/.exec(page)?.[1]
    if (!event || linked.has(page)) return []
    const rel = path.relative(path.dirname(contentDir), file).replace(/\\/g, '/')
    // The event's page, as the page's breadcrumb names it (the baby shower's is /services/babyshower).
    const crumbs = readable(() => readPage(file).frontmatter.breadcrumb) as { href?: string }[] | undefined
    const eventPage = crumbs?.[1]?.href ?? `/services/${event}`
    return [
      `${rel}: (file): no page links to ${page} yet, so visitors cannot find it: add a tile to the event's page (in the editor: Pages › ${eventPage} › Tiles › Add) whose target is ${page}, or a link to it in that page's text`,
    ]
  })
}
