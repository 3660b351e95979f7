// The one reader of content/: it splits an MDX page into front-matter and body, parses YAML with the file named
// in its errors, and gives a translation's page or data file as the English file with the translation's words
// laid over it (content/translation.ts), checked against content/schema.ts. The build, the content checks, the
// sitemap, the page links, the enquiry topics and the editor's configuration read content through it.
import fs from 'node:fs'
import path from 'node:path'
import { parse as parseYaml } from 'yaml'
import type { Locale } from '../content/editions.ts'
import {
  ContentError,
  DATA_FILE_PAGES,
  dataSchemas,
  localeOfFile,
  pathOfPageFile,
  PICTURE_CATALOGUE,
  pictureCatalogueSchema,
  describeIssues,
  type PictureDescription,
  TRANSLATIONS,
  validateData,
  validatePage,
  type PageFrontmatter,
} from '../content/schema.ts'
import {
  jsonSchemaOf,
  layOver,
  pageJsonSchema,
  type JsonSchema,
  type KeptLink,
  type OverlayResult,
  type WaitingWord,
} from '../content/translation.ts'

export const root = path.resolve(import.meta.dirname, '..')
export const contentDir = path.join(root, 'content')

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/

/** An MDX file's front-matter block (its YAML text) and the body after it; undefined when it has none. */
export function splitFrontmatter(source: string): { yaml: string; body: string } | undefined {
  const match = FRONTMATTER.exec(source)
  return match ? { yaml: match[1], body: source.slice(match[0].length) } : undefined
}

/** Parsed YAML texts: a translation's check reads its English file again, and parsing is the slow part. */
const parsedTexts = new Map<string, unknown>()

/** Parsed YAML (a copy: callers may change it); a syntax error becomes a ContentError naming the file. */
export function parseYamlNamed(file: string, text: string): unknown {
  if (!parsedTexts.has(text)) {
    let parsed: unknown
    try {
      parsed = parseYaml(text)
    } catch (error) {
      throw new ContentError(`${file}: YAML: ${(error as Error).message.split('\n')[0]}`)
    }
    if (parsedTexts.size > 1000) parsedTexts.clear() // a long editing session: keep the cache small
    parsedTexts.set(text, parsed)
  }
  return structuredClone(parsedTexts.get(text))
}

/** A page's front-matter as written (not merged, not checked) and its body. */
export function readPage(file: string, source = fs.readFileSync(file, 'utf8')): { frontmatter: Record<string, unknown>; body: string } {
  const parts = splitFrontmatter(source)
  return { frontmatter: ((parts && parseYamlNamed(file, parts.yaml)) ?? {}) as Record<string, unknown>, body: parts ? parts.body : source }
}

/** Every file under a folder with this ending, sorted. */
export function filesUnder(dir: string, ext: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(ext))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort()
}

/** The folder of an edition's content: content/ for English, content/<lang>/ for a translation. */
export const editionDir = (locale: Locale, content = contentDir) => (locale === 'en' ? content : path.join(content, locale))

/** Every MDX page of an edition, or of every edition (absolute paths). */
export function pageFiles(locale?: Locale, content = contentDir): string[] {
  const locales = locale ? [locale] : (['en', ...TRANSLATIONS] as Locale[])
  return locales.flatMap((each) => filesUnder(path.join(editionDir(each, content), 'pages'), '.mdx'))
}

/** Where the content folder of a file under content/ is, and the file's path inside its edition ("pages/x.mdx"). */
export function placeOf(file: string, content = contentDir): { locale: Locale; inEdition: string } {
  const relative = path.relative(content, file).replace(/\\/g, '/')
  const locale = localeOfFile(`content/${relative}`)
  return { locale, inEdition: locale === 'en' ? relative : relative.slice(locale.length + 1) }
}

/** A file as the problems name it: relative to the repository, or for a copy elsewhere, to the folder that holds its content/. */
export function repoPath(file: string, content = contentDir): string {
  const fromRoot = path.relative(root, file)
  const inRepository = !fromRoot.startsWith('..') && !path.isAbsolute(fromRoot)
  return (inRepository ? fromRoot : path.relative(path.dirname(content), file)).replace(/\\/g, '/')
}

/** The links kept on purpose (content/data/known-broken-links.yaml). */
export function keptBrokenLinks(content = contentDir): KeptLink[] {
  const file = path.join(content, 'data/known-broken-links.yaml')
  return fs.existsSync(file) ? ((parseYamlNamed(repoPath(file, content), fs.readFileSync(file, 'utf8')) ?? []) as KeptLink[]) : []
}

const dataJsonSchemas = new Map<string, JsonSchema>()
const dataJsonSchema = (name: string) => {
  if (!dataJsonSchemas.has(name)) dataJsonSchemas.set(name, jsonSchemaOf(dataSchemas[name]))
  return dataJsonSchemas.get(name)!
}

/**
 * A translation's file laid over its English file (content/translation.ts): the merged data, the problems of the
 * translation's file, the words waiting for their translation and those dropped. Undefined for an English file.
 * Throws a ContentError when the English file is missing.
 */
export function overlayFile(
  file: string,
  written: unknown,
  content: string,
  schemaOf: () => JsonSchema,
  options: { mark?: boolean } = {},
): OverlayResult | undefined {
  const { locale, inEdition } = placeOf(file, content)
  if (locale === 'en') return undefined
  const englishFile = path.join(content, inEdition)
  if (!fs.existsSync(englishFile))
    throw new ContentError(
      `${repoPath(file, content)}: (file): no English file ${repoPath(englishFile, content)}: every translated file gives the words of one`,
    )
  const source = fs.readFileSync(englishFile, 'utf8')
  const english = englishFile.endsWith('.mdx')
    ? readPage(englishFile, source).frontmatter
    : parseYamlNamed(repoPath(englishFile, content), source)
  return layOver(
    {
      english,
      words: written ?? {},
      schema: schemaOf(),
      locale,
      keptBroken: keptBrokenLinks(content),
      file: repoPath(file, content),
      englishFile: repoPath(englishFile, content),
    },
    options,
  )
}

/**
 * The data a file stands for: an English file as written; a translation's file laid over its English file.
 * Throws a ContentError when the English file is missing or the translation's file is wrong. Does not check the schema.
 */
export function mergedData(file: string, written: unknown, content: string, schemaOf: () => JsonSchema): unknown {
  const result = overlayFile(file, written, content, schemaOf)
  if (!result) return written
  if (result.problems.length) throw new ContentError(result.problems.join('\n'))
  return result.data
}

/** The schema of a page or data file of an edition, in JSON Schema. */
export function schemaOfFile(file: string, content = contentDir): JsonSchema {
  return file.endsWith('.mdx') ? pageJsonSchema(placeOf(file, content).locale) : dataJsonSchema(path.basename(file))
}

/** A translation's page or data file laid over its English file, as written now (undefined for an English file). */
export function overlayOf(file: string, content = contentDir, options: { mark?: boolean } = {}): OverlayResult | undefined {
  const name = repoPath(file, content)
  const written = file.endsWith('.mdx') ? readPage(file).frontmatter : parseYamlNamed(name, fs.readFileSync(file, 'utf8'))
  return overlayFile(file, written, content, () => schemaOfFile(file, content), options)
}

/** The data files of a page's edition that its widgets show (content/schema.ts, DATA_FILE_PAGES). */
export function dataFilesShownOn(pageFile: string, content = contentDir): string[] {
  if (!pageFile.endsWith('.mdx')) return []
  const { locale, inEdition } = placeOf(pageFile, content)
  const page = pathOfPageFile(inEdition.replace(/^pages\//, ''))
  return Object.entries(DATA_FILE_PAGES)
    .filter(([, shownOn]) => shownOn === page)
    .map(([name]) => path.join(editionDir(locale, content), 'data', name))
    .filter((file) => fs.existsSync(file))
}

/**
 * The waiting words that keep a page out of search engines: its texts. A picture's description still in English
 * (three new gallery photos) does not: the page's words are the edition's, the description is listed until it comes.
 */
const textsWaiting = (waiting: WaitingWord[] = []) => waiting.some((word) => word.path.at(-1) !== 'alt')

/** Does a translated page show a text still in English: its own, or one of the data files its widgets show? */
function pageWaits(file: string, waiting: boolean, content: string): boolean {
  return waiting || dataFilesShownOn(file, content).some((dataFile) => textsWaiting(overlayOf(dataFile, content)?.waiting))
}

/** Does a translated page show a text still in English (and so stay out of search engines until it is translated)? */
export function waitsForTranslation(file: string, content = contentDir): boolean {
  return placeOf(file, content).locale !== 'en' && pageWaits(file, textsWaiting(overlayOf(file, content)?.waiting), content)
}

/** The English file a translation's file gives the words of (the file itself for an English file). */
export function englishFileOf(file: string, content = contentDir): string {
  return path.join(content, placeOf(file, content).inEdition)
}

/** A page's front-matter, merged (for a translation) and checked; throws a ContentError naming file and field. */
export function loadPage(
  file: string,
  source = fs.readFileSync(file, 'utf8'),
  content = contentDir,
): PageFrontmatter & { draft?: boolean } {
  const name = repoPath(file, content)
  const parts = splitFrontmatter(source)
  if (!parts) throw new ContentError(`${name}: front-matter: missing (the file must start with a --- block)`)
  const { locale, inEdition } = placeOf(file, content)
  const result = overlayFile(file, parseYamlNamed(name, parts.yaml), content, () => pageJsonSchema(locale))
  if (result?.problems.length) throw new ContentError(result.problems.join('\n'))
  const merged = result ? (result.data as Record<string, unknown>) : parseYamlNamed(name, parts.yaml)
  // A translated page that shows a word still in English stays out of search engines until it is translated.
  if (result && pageWaits(file, textsWaiting(result.waiting), content)) (merged as Record<string, unknown>).noindex = true
  return validatePage(name, inEdition.replace(/^pages\//, ''), merged)
}

/** A data file, merged (for a translation) and checked; throws a ContentError naming file and field. */
export function loadData(file: string, source = fs.readFileSync(file, 'utf8'), content = contentDir): unknown {
  const name = repoPath(file, content)
  const base = path.basename(file)
  if (!dataSchemas[base]) throw new ContentError(`${name}: no schema for this data file in content/schema.ts (dataSchemas)`)
  return validateData(
    name,
    mergedData(file, parseYamlNamed(name, source), content, () => dataJsonSchema(base)),
  )
}

/** A page's front-matter merged (for a translation) but not checked, and its body: for readers that only look. */
export function mergedPage(file: string, content = contentDir): { frontmatter: Record<string, unknown>; body: string } {
  const { frontmatter, body } = readPage(file)
  const { locale } = placeOf(file, content)
  return { frontmatter: mergedData(file, frontmatter, content, () => pageJsonSchema(locale)) as Record<string, unknown>, body }
}

/** A data file merged (for a translation) but not checked. */
export function mergedDataFile(file: string, content = contentDir): unknown {
  const written = parseYamlNamed(repoPath(file, content), fs.readFileSync(file, 'utf8'))
  return mergedData(file, written, content, () => dataJsonSchema(path.basename(file)))
}

/** The front-matter of every page of an edition (or all), merged and checked, with its file. */
export function loadPages(locale?: Locale, content = contentDir): { file: string; frontmatter: PageFrontmatter & { draft?: boolean } }[] {
  return pageFiles(locale, content).map((file) => ({ file, frontmatter: loadPage(file, undefined, content) }))
}

/** The catalogue of pictures (content/images.yaml): where each picture's description is written, once. */
export const catalogueFile = (content = contentDir) => path.join(content, PICTURE_CATALOGUE)

/** The catalogue as written (not checked): an empty list when it is missing or not a list. */
export function writtenCatalogue(content = contentDir): unknown[] {
  const file = catalogueFile(content)
  if (!fs.existsSync(file)) return []
  const data = parseYamlNamed(repoPath(file, content), fs.readFileSync(file, 'utf8'))
  return Array.isArray(data) ? data : []
}

/** The catalogue, checked against content/schema.ts; throws a ContentError naming the file and each wrong field. */
export function loadCatalogue(content = contentDir, source?: string): PictureDescription[] {
  const file = catalogueFile(content)
  const name = repoPath(file, content)
  if (!fs.existsSync(file) && source === undefined)
    throw new ContentError(`${name}: (file): missing: every picture the site shows is described there, once`)
  const result = pictureCatalogueSchema.safeParse(parseYamlNamed(name, source ?? fs.readFileSync(file, 'utf8')))
  if (!result.success) throw new ContentError(describeIssues(name, result.error))
  return result.data
}
