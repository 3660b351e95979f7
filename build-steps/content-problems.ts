// Every problem of content/ at once, each with its file, line and field, in words an editor understands: what
// `npm run check:content` prints (and, on a pull request, annotates on the changed files and writes as the run's
// summary) and what the build refuses to go on with. A check is a function from the content folder to problems
// ({ file, line, message }), so a new kind of check (the body text's, for one) is one more entry in CONTENT_CHECKS.
// One broken file does not hide the others' problems, and a problem is told once, in the file that has it: an
// English file's YAML error is not repeated as a translation being out of step.
import fs from 'node:fs'
import path from 'node:path'
import { LineCounter, parseDocument, type Node as YamlNode } from 'yaml'
import { ContentError, dataSchemas, DEVELOPER_DATA_FILES, fieldPath, PICTURE_CATALOGUE, pictureCatalogueSchema } from '../content/schema.ts'
import { LANGUAGES, LOCALES, type Locale } from '../content/editions.ts'
import { PICTURE_FIELDS } from '../content/pictureNames.js'
import { ImageError, readSource, sourceImages } from '../renderer/imageFiles.mjs'
import { labelOf } from './cms-config.ts'
import { translationKeyField, type JsonSchema } from '../content/translation.ts'
import { checkDataSource, checkPageSource, missingImages } from './content-check.ts'
import {
  catalogueFile,
  contentDir as defaultContentDir,
  englishFileOf,
  filesUnder,
  pageFiles,
  placeOf,
  repoPath,
  schemaOfFile,
  splitFrontmatter,
  writtenCatalogue,
} from './content-loader.ts'
import { pageBodyProblems } from './page-body.ts'
import { factProblems } from './fact-check.ts'
import { linksToMissingPages, unlinkedEventPages } from './page-links.ts'
import { translationProblems } from './translations.ts'
import { siblingSentenceProblems } from './sibling-sentences.ts'

/** One thing to fix: the file (relative to the repository), the line when known, the field when there is one. */
export type ContentProblem = { file: string; line?: number; field?: string; message: string }
/** A check of the content folder: every problem it finds, never a thrown error for bad content. */
export type ContentCheck = (content: string) => ContentProblem[]

/** The field of a problem in a page's text (its body), told with its line. */
const TEXT = '(text)'
/** The field names the checks use for a whole file or part of it, rather than a field. */
const PLACES = new Set(['(file)', '(front-matter)', '(body)', '(text)', 'YAML', 'front-matter'])
const LINE = /^(\S.*?\.(?:mdx|yaml|yml|jpe?g|png|webp|heic|gif)|content\/images\/\S.*?): (.*)$/i

/** `file: field: message` lines (what ContentError and the older checks give) as problems. */
export function problemsOfLines(lines: string[]): ContentProblem[] {
  return lines.flatMap((line) => {
    const match = LINE.exec(line.trim())
    if (!match) return line.trim() ? [{ file: '(content)', message: line.trim() }] : []
    const [, file, rest] = match
    const field = /^([^\s:]+|\([^)]*\)): (.*)$/s.exec(rest)
    return field ? [{ file, field: field[1], message: field[2] }] : [{ file, message: rest }]
  })
}

const errorLines = (error: unknown): string[] => {
  if (error instanceof ContentError || error instanceof ImageError) return error.message.split('\n')
  throw error
}

/** Runs a part of a check; content it cannot read gives problems, never a stack trace. */
function attempt(file: string, run: () => ContentProblem[]): ContentProblem[] {
  try {
    return run()
  } catch (error) {
    if (error instanceof ContentError || error instanceof ImageError) return problemsOfLines(errorLines(error))
    return [
      {
        file,
        message: `could not be checked (${(error as Error).message.split('\n')[0]}); a developer can run npm run check:content to see why`,
      },
    ]
  }
}

/** Every content file of every edition: pages and data files. */
function contentFiles(content: string): string[] {
  return [...filesUnder(content, '.mdx'), ...filesUnder(content, '.yaml')].filter(
    (file) => !file.startsWith(path.join(content, 'images') + path.sep),
  )
}

/**
 * What to do when a page's fields are not between two lines of "---": nothing else of the page can be read then
 * (its fields would be read as its text), so this is the one thing said about it.
 */
function fenceMessage(source: string): string {
  const lines = source.split(/\r?\n/)
  if (lines[0].trim() !== '---')
    return 'the page\'s first line must be "---": the page starts with its fields between two lines of "---", then its text. Put a line with only --- above the first field'
  return 'the line "---" that ends the page\'s fields is missing, so the page\'s fields and its text cannot be told apart: put a line with only --- after the last field, before the text starts'
}

/** Files that are not YAML (or have no front-matter): told once, with their line. */
export const syntaxProblems: ContentCheck = (content) =>
  contentFiles(content).flatMap((file) => {
    const name = repoPath(file, content)
    const source = fs.readFileSync(file, 'utf8')
    let yaml = source
    let firstLine = 1
    if (file.endsWith('.mdx')) {
      const parts = splitFrontmatter(source)
      if (!parts) return [{ file: name, line: 1, field: 'front-matter', message: fenceMessage(source) }]
      yaml = parts.yaml
      firstLine = 2
    }
    const doc = parseDocument(yaml, { prettyErrors: true })
    const error = doc.errors[0]
    if (!error) return []
    const reason = error.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '')
    return [
      {
        file: name,
        line: (error.linePos?.[0].line ?? 1) + firstLine - 1,
        field: 'YAML',
        message: `the file cannot be read from this line on (${reason}). Usually a line is indented differently from the lines around it (use spaces, not tabs), or a text holding ": ", " #" or a quote needs quotes around it`,
      },
    ]
  })

/** Each English page and data file against content/schema.ts, and the pictures it names. */
export const englishProblems: ContentCheck = (content) => {
  const dirs = { pages: path.join(content, 'pages'), images: path.join(content, 'images'), content }
  const english = contentFiles(content).filter((file) => placeOf(file, content).locale === 'en')
  return english.flatMap((file) =>
    attempt(repoPath(file, content), () => {
      const source = fs.readFileSync(file, 'utf8')
      const isPage = file.endsWith('.mdx')
      if (!isPage && !dataSchemas[path.basename(file)]) return []
      try {
        if (isPage) checkPageSource(file, source, dirs)
        else checkDataSource(file, source, dirs)
        return []
      } catch (error) {
        const problems = problemsOfLines(errorLines(error))
        // A wrong field stops the schema check before the pictures are looked at: they are told too.
        const data = isPage ? parseDocument(splitFrontmatter(source)?.yaml ?? '').toJS() : parseDocument(source).toJS()
        return [...problems, ...problemsOfLines(missingImages(repoPath(file, content), data, dirs.images))]
      }
    }),
  )
}

/** Every picture under content/images/ the site publishes, readable (not HEIC, not damaged, not empty). */
export const pictureProblems: ContentCheck = (content) => {
  const images = path.join(content, 'images')
  if (!fs.existsSync(images)) return []
  return sourceImages(images).flatMap((src: string) =>
    attempt(`content/images/${src}`, () => {
      readSource(src, images)
      return []
    }),
  )
}

/** Every translation in step with its English files (content/translation.ts, build-steps/translations.ts). */
export const translationStepProblems: ContentCheck = (content) => attempt('content', () => problemsOfLines(translationProblems(content)))

/** Links to pages that are not there (a page deleted while others link to it). */
export const linkProblems: ContentCheck = (content) => attempt('content', () => problemsOfLines(linksToMissingPages(content)))

/** Each page's text, in every edition: Markdown and the registered components, never code (build-steps/page-body.ts). */
export const bodyProblems: ContentCheck = (content) =>
  pageFiles(undefined, content).flatMap((file) =>
    attempt(repoPath(file, content), () =>
      pageBodyProblems(file, fs.readFileSync(file, 'utf8'), content).problems.map((problem) => ({ ...problem, field: TEXT })),
    ),
  )

/** Pages under an event that nothing links to (a page just added in the editor): where to add its tile. */
export const unlinkedPageProblems: ContentCheck = (content) => attempt('content', () => problemsOfLines(unlinkedEventPages(content)))

/** Words that contradict the business's facts in site.yaml: another founding year, reply time or phone (build-steps/fact-check.ts). */
export const contradictionProblems: ContentCheck = (content) => attempt('content/data/site.yaml', () => factProblems(content))

/** A sentence pattern (the same sentence, opening, ending or run of words) copied across sibling pages (build-steps/sibling-sentences.ts). */
export const siblingProblems: ContentCheck = (content) => attempt('content', () => siblingSentenceProblems(content))

/** A language's name in English, as the problems say it ("Tamil"). */
const languageName = (locale: Locale) => new Intl.DisplayNames(['en'], { type: 'language' }).of(locale) ?? locale

/** Every picture a file names, with the field that names it (written data, read loosely). */
export function picturesNamed(data: unknown): { field: string; src: string }[] {
  const found: { field: string; src: string }[] = []
  const walk = (value: unknown, field: string) => {
    if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${field}[${i}]`))
    else if (isRecord(value))
      for (const [key, child] of Object.entries(value)) {
        const childField = field ? `${field}.${key}` : key
        if (PICTURE_FIELDS.includes(key) && typeof child === 'string') found.push({ field: childField, src: child })
        else walk(child, childField)
      }
  }
  walk(data, '')
  return found
}

/** Every description written beside a picture in a page or data file (an `alt`), with the picture it is beside. */
function descriptionsWritten(data: unknown): { field: string; src: string }[] {
  const found: { field: string; src: string }[] = []
  const walk = (value: unknown, field: string) => {
    if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${field}[${i}]`))
    else if (isRecord(value))
      for (const [key, child] of Object.entries(value)) {
        const childField = field ? `${field}.${key}` : key
        if (key === 'alt') {
          const src = PICTURE_FIELDS.map((name) => value[name]).find((each) => typeof each === 'string')
          found.push({ field: childField, src: typeof src === 'string' ? src : 'the picture' })
        } else walk(child, childField)
      }
  }
  walk(data, '')
  return found
}

/**
 * Every picture described once (content/images.yaml), in every edition's language: the catalogue's own fields, a
 * picture described twice there or beside it in a page, and a picture a page or data file shows with no
 * description. Each problem names the picture.
 */
export const pictureDescriptionProblems: ContentCheck = (content) => {
  const catalogue = catalogueFile(content)
  const name = repoPath(catalogue, content)
  if (!fs.existsSync(catalogue))
    return [{ file: name, field: '(file)', message: `missing: every picture the site shows is described in ${PICTURE_CATALOGUE}, once` }]
  const problems: ContentProblem[] = []
  const entries = writtenCatalogue(content)
  const srcOf = (entry: unknown) => (isRecord(entry) && typeof entry.src === 'string' ? entry.src : undefined)
  const checked = pictureCatalogueSchema.safeParse(entries)
  if (!checked.success)
    for (const issue of checked.error.issues) {
      const [index, key] = issue.path
      const src = typeof index === 'number' ? srcOf(entries[index]) : undefined
      const locale = LOCALES.find((each) => each === key)
      const missing = locale && typeof index === 'number' && isRecord(entries[index]) && !entries[index][locale]
      problems.push({
        file: name,
        field: fieldPath(issue.path) || undefined,
        message: missing
          ? `${src ?? 'this picture'} has no ${languageName(locale)} description: write what the picture shows`
          : `${src ? `${src}: ` : ''}${inPlainWords(issue.message)}`,
      })
    }
  const described = new Map<string, Set<Locale>>()
  entries.forEach((entry, index) => {
    const src = srcOf(entry)
    if (!src) return
    if (described.has(src)) {
      const first = entries.findIndex((each) => srcOf(each) === src)
      problems.push({
        file: name,
        field: `[${index}].src`,
        message: `${src} is described twice (also in entry ${first + 1}): keep one description of it`,
      })
      return
    }
    described.set(src, new Set(LOCALES.filter((locale) => isRecord(entry) && typeof entry[locale] === 'string' && entry[locale])))
  })
  problems.push(...problemsOfLines(missingImages(name, entries, path.join(content, 'images'))))
  for (const file of contentFiles(content)) {
    if (file === catalogue) continue
    const where = repoPath(file, content)
    let data: unknown
    try {
      data = writtenData(file)
    } catch {
      continue // told by the syntax check
    }
    for (const { field, src } of descriptionsWritten(data))
      problems.push({
        file: where,
        field,
        message: `${src} is described twice: its description is written once, in ${name}, for every page that shows it. Delete this alt (what the page says about the picture belongs in its text)`,
      })
    if (placeOf(file, content).locale !== 'en') continue
    for (const { field, src } of picturesNamed(data)) {
      // A picture that is not there is told as such (englishProblems), not also as undescribed.
      if (described.has(src) || !fs.existsSync(path.join(content, 'images', src))) continue
      problems.push({
        file: where,
        field,
        message: `${src} is shown here without a description: add it to ${name} (the editor's Pictures) with what it shows in ${LOCALES.map(languageName).join(' and ')}`,
      })
    }
  }
  return problems
}

/** The checks `npm run check:content` and the build run, in this order. */
export const CONTENT_CHECKS: ContentCheck[] = [
  syntaxProblems,
  englishProblems,
  pictureProblems,
  pictureDescriptionProblems,
  bodyProblems,
  translationStepProblems,
  linkProblems,
  unlinkedPageProblems,
  contradictionProblems,
  siblingProblems,
]

/**
 * The translation check's messages (content/translation.ts) in an editor's words. The schema library's own messages
 * are written in an editor's words where it makes them (inEditorsWords in content/schema.ts), from each issue's facts.
 */
const PLAIN_WORDS: [RegExp, (...groups: string[]) => string][] = [
  // A translation's file (content/translation.ts): only words, each beside the key of the item it describes.
  [
    /^not a word: it is written once, in the English file \(English: (.+)\)$/,
    (english) => `this file holds only words, and this is not one: it is written once, in ${english}. Delete it here`,
  ],
  [
    /^not a field of this file \(English: (.+)\)$/,
    (english) => `is not a field here: check the spelling, or delete it (the fields are the words of ${english})`,
  ],
  [
    /^must be a list of (\d+), as in English \(English: (.+)\)$/,
    (n, english) => `must be a list of ${n}, one for each in ${english}: each on its own line, starting with "- "`,
  ],
  [
    /^must be a list, as in English \(English: (.+)\)$/,
    (english) => `must be a list, as in ${english}: each item on its own line, starting with "- "`,
  ],
  [
    /^must hold fields, as in English \(English: (.+)\)$/,
    (english) => `must be a group of fields, each on its own line, indented under this one, as in ${english}`,
  ],
]

export function inPlainWords(message: string): string {
  for (const [pattern, words] of PLAIN_WORDS) {
    const match = pattern.exec(message)
    if (match) return words(...match.slice(1))
  }
  return message
}

/** "tiles[2].image.src" as a path: ["tiles", 2, "image", "src"]. */
export function fieldParts(field: string): (string | number)[] {
  return [...field.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map((m) => (m[2] !== undefined ? Number(m[2]) : m[1]))
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
const keyText = (item: unknown, field: string | undefined) =>
  field && isRecord(item) && item[field] !== undefined && item[field] !== null ? String(item[field]) : ''
const writtenData = (file: string): unknown => {
  const source = fs.readFileSync(file, 'utf8')
  return parseDocument(file.endsWith('.mdx') ? (splitFrontmatter(source)?.yaml ?? '') : source).toJS()
}

/**
 * Where a translation's field is written in its own file. Problems name a translation's field by the merged data's
 * path, in the English order; the translation's items are matched to the English ones by their key (a picture's
 * src, a tile's target, a question's English text), as content/translation.ts lays them over, never by position.
 * Gives the path in the translation's file (as far as it is written there) and the key of the item it is in.
 */
function translatedPlace(file: string, field: string, content: string): { parts: (string | number)[]; item?: string } {
  const parts: (string | number)[] = []
  let item: string | undefined
  let node: JsonSchema | undefined = schemaOfFile(file, content)
  let english = writtenData(englishFileOf(file, content))
  let words = writtenData(file)
  for (const part of fieldParts(field)) {
    if (typeof part === 'string') {
      parts.push(part)
      node = node?.properties?.[part]
      english = isRecord(english) ? english[part] : undefined
      words = isRecord(words) ? words[part] : undefined
      continue
    }
    const itemNode: JsonSchema | undefined = node?.items
    const list = Array.isArray(english) ? english : []
    const given = Array.isArray(words) ? words : []
    let index = part
    const key = typeof itemNode?.key === 'string' ? itemNode.key : undefined
    if (itemNode && key) {
      // The n-th English item with a key gives its words to the n-th translated item with it.
      const known = keyText(list[part], key)
      const nth = list.slice(0, part).filter((each) => keyText(each, key) === known).length
      const found = given.flatMap((each, j) => (keyText(each, translationKeyField(itemNode)) === known ? [j] : []))[nth]
      if (known) item = known
      if (found === undefined) return { parts, item } // the item has no words here yet: the list's line
      index = found
    }
    parts.push(index)
    node = itemNode
    english = list[part]
    words = given[index]
  }
  return { parts, item }
}

/** translatedPlace for a file as the problems name it; undefined when it has no English file or no schema. */
function placeIn(file: string, field: string, content: string): { parts: (string | number)[]; item?: string } | undefined {
  const full = path.join(path.dirname(content), file)
  const known = full.endsWith('.mdx') || Boolean(dataSchemas[path.basename(full)])
  return known && fs.existsSync(full) && fs.existsSync(englishFileOf(full, content)) ? translatedPlace(full, field, content) : undefined
}

/** A translation's page or data file (content/<lang>/pages/… or content/<lang>/data/…), as the problems name it. */
const isTranslation = (file: string) => /^content\/[a-z]{2,3}\/(pages|data)\//.test(file)

/** The line of a field in a file (the nearest part of it that is written there), or undefined. */
function lineOf(
  file: string,
  field: string | undefined,
  content: string,
  message: string,
  written?: (string | number)[],
): number | undefined {
  const full = path.join(path.dirname(content), file)
  if (!fs.existsSync(full) || !/\.(mdx|yaml)$/.test(file)) return undefined
  const source = fs.readFileSync(full, 'utf8')
  if (field === '(text)' || field === '(body)') {
    // A link in the text: the line that holds it.
    const target = /links to (\/\S*?)(,|$)/.exec(message)?.[1]
    const at = target ? source.indexOf(`(${target}`) : -1
    const index = at >= 0 ? at : target ? source.indexOf(`"${target}"`) : -1
    return index >= 0 ? source.slice(0, index).split('\n').length : undefined
  }
  let yaml = source
  let offset = 0
  if (file.endsWith('.mdx')) {
    const parts = splitFrontmatter(source)
    if (!parts) return 1
    yaml = parts.yaml
    offset = 1
  }
  // An unknown field is named in the message: its own line.
  const unknown = /^"([^"]+)" is not a field here/.exec(message)?.[1]
  if ((!field || PLACES.has(field)) && !unknown) return offset ? 1 : undefined
  const counter = new LineCounter()
  const doc = parseDocument(yaml, { lineCounter: counter })
  if (doc.errors.length) return undefined
  const parts = [...(written ?? (field && !PLACES.has(field) ? fieldParts(field) : [])), ...(unknown ? [unknown] : [])]
  for (let length = parts.length; length >= 0; length--) {
    const node = (length ? doc.getIn(parts.slice(0, length), true) : doc.contents) as YamlNode | undefined
    if (node?.range) return counter.linePos(node.range[0]).line + offset
  }
  return undefined
}

/** Every problem of the content, each told once, sorted by file and line. */
export function contentProblems(content = defaultContentDir, checks: ContentCheck[] = CONTENT_CHECKS): ContentProblem[] {
  const all = checks.flatMap((check) => attempt('content', () => check(content)))
  // A file that cannot be read is told once, by its syntax: nothing else about it (nor about it from its translation).
  const unreadable = new Set(
    all.filter((problem) => problem.field === 'YAML' || problem.field === 'front-matter').map((problem) => problem.file),
  )
  // A page without its "---" lines cannot be split into fields and text: its one message says what to do.
  const unsplit = new Set(all.filter((problem) => problem.field === 'front-matter').map((problem) => problem.file))
  // A translation of a file that cannot be read cannot be laid over it: the English file's message is the one to fix.
  const englishUnreadable = (file: string) => {
    const match = /^content\/[a-z]{2,3}\/((pages|data)\/.*)$/.exec(file)
    return Boolean(match) && unreadable.has(`content/${match![1]}`)
  }
  // A translation is checked laid over its English file: an English mistake is told in the English file only.
  const english = new Set(
    all
      .filter((problem) => !/^content\/[a-z]{2,3}\/(pages|data)\//.test(problem.file))
      .map((problem) => `${problem.file}\n${problem.field}\n${problem.message}`),
  )
  const fromEnglish = (problem: ContentProblem) => {
    const match = /^content\/[a-z]{2,3}\/((pages|data)\/.*)$/.exec(problem.file)
    return Boolean(match) && english.has(`content/${match![1]}\n${problem.field}\n${problem.message}`)
  }
  const seen = new Set<string>()
  const problems: ContentProblem[] = []
  // A description beside a picture is told by the picture check, naming the picture, not as an unknown field.
  const describedTwice = new Set(all.filter((problem) => /is described twice: /.test(problem.message)).map((problem) => problem.file))
  const altLeftover = (problem: ContentProblem) =>
    describedTwice.has(problem.file) &&
    (/^Unrecognized keys?: "alt"$|^"alt" is not a field here/.test(problem.message) ||
      (/(^|\.)alt$/.test(problem.field ?? '') && /^not a field/.test(problem.message)))
  for (const problem of all) {
    if (fromEnglish(problem) || altLeftover(problem)) continue
    // (A page's text is read on its own: its problems are told even when its fields cannot be read.)
    if (unreadable.has(problem.file) && problem.field !== 'YAML' && problem.field !== 'front-matter' && problem.field !== TEXT) continue
    if (unsplit.has(problem.file) && problem.field !== 'front-matter') continue
    if (englishUnreadable(problem.file) && !unreadable.has(problem.file)) continue
    // The same error as the syntax check's, which tells it with its line (the translation check reads English files too).
    if ((problem.field === 'YAML' || problem.field === 'front-matter') && problem.line === undefined) continue
    const message = inPlainWords(problem.message)
    const field =
      problem.field && / (is not a field|are not fields) here:/.test(message) && problem.field === '(front-matter)'
        ? undefined
        : problem.field
    const key = `${problem.file}\n${field}\n${message}`
    if (seen.has(key)) continue
    seen.add(key)
    // A translation's field inside a list: found by its item's key, and the item named (its position may differ).
    const place =
      field && !PLACES.has(field) && /\[\d+\]/.test(field) && isTranslation(problem.file) && !unreadable.has(problem.file)
        ? placeIn(problem.file, field, content)
        : undefined
    problems.push({
      ...problem,
      field,
      message: place?.item && !message.startsWith(`${place.item} `) ? `the words of ${place.item}: ${message}` : message,
      line: problem.line ?? lineOf(problem.file, field, content, message, place?.parts),
    })
  }
  return problems.sort((a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0))
}

/** Where an editor finds a file in /admin, or what it is. */
export function whereInEditor(file: string): string {
  const match = /^content\/(?:([a-z]{2,3})\/)?(pages|data)\/(.+)$/.exec(file)
  if (file.startsWith('content/images/')) return 'a picture file (replace or rename it by pull request)'
  if (!match) return ''
  const [, lang, kind, rest] = match
  const language = lang ? ` (${LANGUAGES[lang as Locale]?.name ?? lang})` : ''
  if (kind === 'data') return DEVELOPER_DATA_FILES.has(rest) ? "a developer's file" : `Site data${language} › ${rest}`
  const route = `/${rest.replace(/\.mdx$/, '').replace(/(^|\/)index$/, '')}`.replace(/\/$/, '') || '/'
  return `Pages${language} › ${lang ? `/${lang}${route === '/' ? '' : route}` : route}`
}

/** "tiles[2].image.src" as the editor labels it: "Tiles › 3 › Picture". */
export function fieldInEditor(field: string | undefined): string {
  if (!field) return ''
  if (PLACES.has(field))
    return (
      {
        '(file)': 'the whole file',
        '(front-matter)': 'the fields',
        'front-matter': 'the fields',
        '(body)': 'the text',
        '(text)': 'the text',
        YAML: 'the file',
      }[field] ?? field
    )
  return fieldParts(field)
    .map((part) => (typeof part === 'number' ? String(part + 1) : labelOf(part)))
    .join(' › ')
}

/** The problems for a terminal: grouped by file, each line "line N, field: what to change". */
export function problemsAsText(problems: ContentProblem[]): string {
  const files = [...new Set(problems.map((problem) => problem.file))]
  const count = `${problems.length} ${problems.length === 1 ? 'problem' : 'problems'} in ${files.length} ${files.length === 1 ? 'file' : 'files'}`
  const parts = files.map((file) => {
    const where = whereInEditor(file)
    const lines = problems
      .filter((problem) => problem.file === file)
      .map(
        (problem) =>
          `  ${problem.line ? `line ${problem.line}` : ''}${problem.line && problem.field ? ', ' : ''}${problem.field ?? ''}${problem.line || problem.field ? ': ' : ''}${problem.message}`,
      )
    return `${file}${where ? ` (in the editor: ${where})` : ''}\n${lines.join('\n')}`
  })
  return `The content has ${count}:\n\n${parts.join('\n\n')}\n`
}

const escapeData = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')
const escapeProperty = (text: string) => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C')

/** GitHub's workflow commands: one error annotation per problem, on its file and line. */
export function problemsAsAnnotations(problems: ContentProblem[]): string {
  return problems
    .map((problem) => {
      const title = problem.field ? fieldInEditor(problem.field) : 'Content'
      const where = `file=${escapeProperty(problem.file)}${problem.line ? `,line=${problem.line}` : ''},title=${escapeProperty(title)}`
      return `::error ${where}::${escapeData(problem.message)}`
    })
    .join('\n')
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ')
/**
 * A text shown as written in a cell of the summary: GitHub reads the summary as Markdown, where a message's own
 * `<br>`, `<!-- … -->`, `\{anytime\}` or `**` would vanish or turn into something else.
 */
const textCell = (text: string) =>
  cell(
    text
      .replace(/[\\`*_[\]~#]/g, '\\$&')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;'),
  )

/** The run's summary on the pull request: what to change, file by file, as Markdown. */
export function problemsAsSummary(problems: ContentProblem[]): string {
  if (!problems.length) return '## Content check: everything is in order\n\nEvery page, data file and picture passed the checks.\n'
  const files = [...new Set(problems.map((problem) => problem.file))]
  const sections = files.map((file) => {
    const where = whereInEditor(file)
    const rows = problems
      .filter((problem) => problem.file === file)
      .map(
        (problem) =>
          `| ${problem.line ?? ''} | ${textCell(fieldInEditor(problem.field)) || ''}${problem.field && !PLACES.has(problem.field) ? ` (\`${cell(problem.field)}\`)` : ''} | ${textCell(problem.message)} |`,
      )
    return `### \`${file}\`\n\n${where ? `In the editor: **${where}**\n\n` : ''}| line | field | what to change |\n|---:|---|---|\n${rows.join('\n')}`
  })
  const count = `${problems.length} ${problems.length === 1 ? 'problem' : 'problems'} in ${files.length} ${files.length === 1 ? 'file' : 'files'}`
  return (
    [
      `## Content check: ${count} to fix`,
      'Nothing is published until these are fixed. Each row names the file, the line and the field, and says what to change: make the change in the editor (the same entry, on this pull request) or in the file on GitHub, and the checks run again.',
      ...sections,
    ].join('\n\n') + '\n'
  )
}
