// Reads content/ from disk the way the build does (front-matter checked by the same code), so that tests take
// counts and texts from the content files instead of typing out today's: an editor's picture, row or reworded
// paragraph is then checked like the rest (tools/editor-edits.mjs makes such edits and runs the checks).
import fs from 'node:fs'
import path from 'node:path'
import { checkPageSource, pageFiles } from '../../build-steps/content-check.ts'
import { editionDir, loadData, loadPage, pageFiles as editionPageFiles, readPage } from '../../build-steps/content-loader.ts'
import { splitLocale, type Locale } from '../../content/editions.ts'
import { pathOfPageFile } from '../../content/schema.ts'

export function loadPages() {
  return pageFiles().map((file) => {
    const source = fs.readFileSync(file, 'utf8')
    return { file, source, body: source.replace(/^---[\s\S]*?\n---\r?\n?/, ''), frontmatter: checkPageSource(file, source) }
  })
}

/** A page of an edition as the build reads it, by its route ("/aboutus", "/ta/aboutus"): front-matter merged and checked, body as written. */
export function pageAt(route: string) {
  const { locale, path: inEdition } = splitLocale(route)
  const pages = path.join(editionDir(locale), 'pages')
  const file = editionPageFiles(locale).find((candidate) => pathOfPageFile(path.relative(pages, candidate)) === inEdition)
  if (!file) throw new Error(`no page file for ${route}`)
  return { file, frontmatter: loadPage(file), body: readPage(file).body }
}

/** How many pictures a page's rows hold (each opens in the viewer). */
export const rowPicturesOn = (route: string) => (pageAt(route).frontmatter.galleries ?? []).reduce((sum, row) => sum + row.images.length, 0)

/** A data file of an edition (a translation laid over its English file), checked: `dataOf('home.yaml', 'ta')`. */
export const dataOf = <T = Record<string, unknown>>(name: string, locale: Locale = 'en') =>
  loadData(path.join(editionDir(locale), 'data', name)) as T

export type GalleryPicture = { src: string; category: string }
/** The gallery page's pictures, in its order (content/data/gallery.yaml): the same in both editions, whose words
 * about each picture come from the picture catalogue (content/images.yaml). */
export const galleryPictures = (_locale: Locale = 'en') => dataOf<GalleryPicture[]>('gallery.yaml', 'en')

/** The home page's counters as they read once counted up ("150+"). */
export const counterTexts = (locale: Locale = 'en') =>
  dataOf<{ counters: { value: number; suffix?: string }[] }>('home.yaml', locale).counters.map(
    ({ value, suffix = '' }) => `${value}${suffix}`,
  )

/** The lines of a page's body that a reader sees as headings and list items, as text (Markdown marks taken out). */
export function headingsAndListItems(body: string): string[] {
  return body
    .split('\n')
    .map((line) => /^(?:#{2,6}|\s*[-*]|\s*\d+\.)\s+(.*)$/.exec(line)?.[1])
    .filter((text): text is string => Boolean(text))
    .map((text) =>
      text
        .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
        .replace(/\*\*|__|[*_`]/g, '')
        .trim(),
    )
}
