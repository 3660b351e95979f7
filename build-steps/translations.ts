// Every translation (content/<lang>/) gives the words of every English page and data file, and only words: the
// build fails on a missing file, a field that is no word, or a body with other components than the English,
// naming both files and the field. Words follow their items by what they describe (content/translation.ts), so an
// English change never breaks a translation: a new item's words show in English until translated (listed, and
// their page kept out of search engines), the words of a removed item are dropped. `npm run translations:tidy`
// brings every translation along with the English on the same pull request: a marked draft for a new page, new
// words marked for translation, removed ones dropped, every item in the English order, and the words whose English
// changed since they were translated listed (build-steps/english-changes.ts).
import fs from 'node:fs'
import path from 'node:path'
import { stringify } from 'yaml'
import { eventTiles } from '../content/eventTiles.ts'
import { ContentError, fieldPath, pathOfPageFile, type PageFrontmatter, TRANSLATIONS, UNTRANSLATED_DATA_FILES } from '../content/schema.ts'
import {
  componentsOnlyIn,
  pageWordSchema,
  translationKeyField,
  wordsOf,
  type JsonSchema,
  type OverlayResult,
} from '../content/translation.ts'
import {
  contentDir,
  dataFilesShownOn,
  editionDir,
  englishFileOf,
  filesUnder,
  keptBrokenLinks,
  loadData,
  loadPage,
  mergedPage,
  overlayOf,
  placeOf,
  readPage,
  repoPath,
  schemaOfFile,
  splitFrontmatter,
  waitsForTranslation,
} from './content-loader.ts'
import { changedLine, englishChanges, recordEnglishSources } from './english-changes.ts'
import { rewriteYaml } from './words-file.ts'

const problemsOf = (load: () => unknown): string[] => {
  try {
    load()
    return []
  } catch (error) {
    if (error instanceof ContentError) return error.message.split('\n')
    throw error
  }
}

/** Every way a translation is out of step with the English, one line each: `file: field: what is wrong`. Empty when in step. */
export function translationProblems(content = contentDir): string[] {
  const problems: string[] = []
  const rel = (file: string) => repoPath(file, content)
  for (const locale of TRANSLATIONS) {
    const pairs: [string, string][] = [
      [path.join(content, 'pages'), path.join(editionDir(locale, content), 'pages')],
      [path.join(content, 'data'), path.join(editionDir(locale, content), 'data')],
    ]
    for (const [englishDir, translatedDir] of pairs) {
      const ext = englishDir.endsWith('pages') ? '.mdx' : '.yaml'
      const english = filesUnder(englishDir, ext)
        .map((file) => path.relative(englishDir, file))
        .filter((name) => !UNTRANSLATED_DATA_FILES.has(name))
      const translated = filesUnder(translatedDir, ext).map((file) => path.relative(translatedDir, file))
      for (const name of english.filter((name) => !translated.includes(name))) {
        const draftNote = ext === '.mdx' ? '; npm run translations:tidy makes a draft of it' : ''
        problems.push(
          `${rel(path.join(translatedDir, name))}: (file): missing: every English file needs its words in this edition (the English is ${rel(path.join(englishDir, name))}${draftNote})`,
        )
      }
      for (const name of translated.filter((name) => !english.includes(name))) {
        problems.push(
          `${rel(path.join(translatedDir, name))}: (file): no English file ${rel(path.join(englishDir, name))}: every translated file gives the words of one`,
        )
      }
      for (const name of english.filter((name) => translated.includes(name))) {
        const file = path.join(translatedDir, name)
        if (ext === '.yaml') {
          problems.push(...problemsOf(() => loadData(file, undefined, content)))
          continue
        }
        problems.push(...problemsOf(() => loadPage(file, undefined, content)))
        // A page that cannot be read is told by the line above; the other files are still checked.
        problems.push(
          ...problemsOf(() => {
            // A component the English text has and this one not yet (a new <ButtonLink>) is listed as waiting
            // (waitingWords); one this text has and the English not is a mistake of this file.
            const extra = componentsOnlyIn(readPage(file).body, readPage(path.join(englishDir, name)).body)
            if (extra.length) {
              throw new ContentError(
                `${rel(file)}: (text): ${extra.map((component) => `<${component}>`).join(', ')} ${extra.length === 1 ? 'is' : 'are'} in this text but not in the English text (${rel(path.join(englishDir, name))}): take ${extra.length === 1 ? 'it' : 'them'} out, or add ${extra.length === 1 ? 'it' : 'them'} to the English text first`,
              )
            }
          }),
        )
      }
    }
  }
  return problems
}

/**
 * Writes a draft for every English page that has none yet in a translation: the English words (only words:
 * pictures, links and rows come from the English page) with `draft: true`, and the English body. It passes every
 * check as it is; the site shows it at its translated address, out of search engines, until a translator writes
 * the words and removes `draft`. Returns the files written, relative to the repository.
 */
export function writeDrafts(content = contentDir): string[] {
  const written: string[] = []
  const englishPages = path.join(content, 'pages')
  const wordSchema = pageWordSchema()
  for (const locale of TRANSLATIONS) {
    const pages = path.join(editionDir(locale, content), 'pages')
    for (const englishFile of filesUnder(englishPages, '.mdx')) {
      const file = path.join(pages, path.relative(englishPages, englishFile))
      if (fs.existsSync(file)) continue // a translated page is never overwritten
      const { frontmatter, body } = readPage(englishFile)
      const draft = { draft: true, ...(wordsOf(frontmatter, wordSchema) as object) }
      fs.mkdirSync(path.dirname(file), { recursive: true })
      fs.writeFileSync(
        file,
        `---\n# Draft: the English words, waiting for their translation. Translate every field and the text, then remove "draft".\n${stringify(draft, { lineWidth: 115 })}---\n${body}`,
      )
      written.push(repoPath(file, content))
    }
  }
  return written
}

/**
 * The files a translated file is made from besides itself: its English file, and for a page the translation's data
 * files its widgets show (a word of theirs still in English keeps the page out of search engines).
 */
export function translationSources(file: string, content = contentDir): string[] {
  return [englishFileOf(file, content), ...dataFilesShownOn(file, content)]
}

/** Every translated page and data file that has an English file, with that English file. */
function translatedFiles(content: string): { file: string; englishFile: string }[] {
  return TRANSLATIONS.flatMap((locale) =>
    (['pages', 'data'] as const).flatMap((part) => {
      const ext = part === 'pages' ? '.mdx' : '.yaml'
      const dir = path.join(editionDir(locale, content), part)
      return filesUnder(dir, ext)
        .filter((file) => !UNTRANSLATED_DATA_FILES.has(path.basename(file)))
        .map((file) => ({ file, englishFile: path.join(content, part, path.relative(dir, file)) }))
        .filter(({ englishFile }) => fs.existsSync(englishFile))
    }),
  )
}

/** A translation's file laid over its English file, or undefined when it cannot be read (its problems say why). */
function overlayOrNothing(file: string, content: string): OverlayResult | undefined {
  try {
    return overlayOf(file, content)
  } catch (error) {
    if (error instanceof ContentError) return undefined
    throw error
  }
}

const isDraft = (file: string) => file.endsWith('.mdx') && readPage(file).frontmatter.draft === true

/**
 * The tiles a translated event page makes by itself for a page under it whose translation is still a draft
 * (content/eventTiles.ts): their title is that draft's English heading, shown marked `lang="en"`. Each with the
 * event page's file, the draft's file and the English file.
 */
export function englishEventTiles(content: string): { file: string; target: string; title: string; draft: string; english: string }[] {
  const kept = keptBrokenLinks(content)
  return TRANSLATIONS.flatMap((locale) => {
    const pages = filesUnder(path.join(editionDir(locale, content), 'pages'), '.mdx').flatMap((file) => {
      try {
        return [{ file, frontmatter: mergedPage(file, content).frontmatter as PageFrontmatter & { draft?: boolean } }]
      } catch {
        return [] // a file that cannot be read is the content check's to name
      }
    })
    const fileAt = new Map(pages.map((page) => [page.frontmatter.canonical, page.file]))
    return pages.flatMap(({ file, frontmatter }) =>
      (
        eventTiles(
          frontmatter,
          pages.map((page) => page.frontmatter),
          kept,
        ) ?? []
      )
        .filter((tile) => tile.lang === 'en' && fileAt.has(tile.target))
        .map((tile) => {
          const draft = fileAt.get(tile.target)!
          return { file, target: tile.target, title: tile.title, draft, english: englishFileOf(draft, content) }
        }),
    )
  })
}

/**
 * Every word a translation shows in English until it is translated, one line each:
 * `content/ta/data/gallery.yaml: [74].alt (uploads/stage.jpg): in English until translated (English: content/data/gallery.yaml)`.
 * A draft is one line: the whole page is in English.
 */
export function waitingWords(content = contentDir): string[] {
  return translatedFiles(content)
    .flatMap(({ file, englishFile }) => {
      const name = repoPath(file, content)
      const english = repoPath(englishFile, content)
      if (isDraft(file)) return [`${name}: (draft): the whole page is in English until translated (English: ${english})`]
      // A component of the English text that the translation's text has not yet: the page goes without it until then.
      const components = file.endsWith('.mdx')
        ? componentsOnlyIn(readPage(englishFile).body, readPage(file).body).map(
            (component) =>
              `${name}: (text): <${component}> is in the English text only: add it to this text where it belongs (English: ${english})`,
          )
        : []
      return [
        ...(overlayOrNothing(file, content)?.waiting ?? []).map(
          (word) =>
            `${name}: ${fieldPath(word.path) || '(front-matter)'}${word.item ? ` (${word.item})` : ''}: in English until translated (English: ${english})`,
        ),
        ...components,
      ]
    })
    .concat(
      // An event page's own tile for a new page whose translation is a draft: in English (marked) until it is translated.
      englishEventTiles(content).map(
        (tile) =>
          `${repoPath(tile.file, content)}: tiles (${tile.target}): in English until ${repoPath(tile.draft, content)} is translated (English: ${repoPath(tile.english, content)})`,
      ),
    )
}

/** The addresses of the translated pages that show a word still in English: out of search engines until translated. */
export function pagesWaitingForTranslation(content = contentDir): string[] {
  return TRANSLATIONS.flatMap((locale) => filesUnder(path.join(editionDir(locale, content), 'pages'), '.mdx'))
    .filter((file) => !isDraft(file) && overlayOrNothing(file, content) && waitsForTranslation(file, content))
    .map((file) =>
      pathOfPageFile(
        path.relative(path.join(editionDir(placeOf(file, content).locale, content), 'pages'), file),
        placeOf(file, content).locale,
      ),
    )
}

/** The English texts a translation shows until they are translated (checks of a translated page leave them out). */
export function waitingEnglish(content = contentDir): string[] {
  const texts = (value: unknown): string[] => (typeof value === 'string' ? [value] : Array.isArray(value) ? value.flatMap(texts) : [])
  return translatedFiles(content)
    .flatMap(({ file }) => (overlayOrNothing(file, content)?.waiting ?? []).flatMap((word) => texts(word.english)))
    .concat(englishEventTiles(content).map((tile) => tile.title))
}

/** The field the item at a place such as "galleries[].images[]" is known by in a translation (src, target, en…). */
const keyAt = (schema: JsonSchema) => (place: string) => {
  let node: JsonSchema | undefined = schema
  for (const part of place.match(/[^.[\]]+|\[\]/g) ?? []) node = part === '[]' ? node?.items : node?.properties?.[part]
  return node && translationKeyField(node)
}

/**
 * Brings every translation along with the English, as the pull request's tidy workflow does: a marked draft for
 * each new English page (writeDrafts); in every translated file, the items in the English order, each named by
 * its key, the words of new items written in English after the waiting mark, the words of removed items dropped.
 * A file with problems of its own is left for a person to fix. Returns the files written (relative to the
 * repository), the words that wait for their translation and the words dropped.
 */
export function tidyTranslations(content = contentDir): { written: string[]; waiting: string[]; dropped: string[]; changed: string[] } {
  const written = writeDrafts(content)
  const dropped: string[] = []
  for (const { file } of translatedFiles(content)) {
    const result = overlayOrNothing(file, content)
    if (!result || result.problems.length) continue
    const name = repoPath(file, content)
    dropped.push(
      ...result.dropped.map(
        (words) =>
          `${name}: ${fieldPath(words.path) || '(front-matter)'}${words.item ? ` (${words.item})` : ''}: its English item is gone: dropped`,
      ),
    )
    const draft = isDraft(file)
    const words = draft ? (overlayOf(file, content, { mark: false })!.words as object) : (result.words as object)
    const source = fs.readFileSync(file, 'utf8')
    const parts = file.endsWith('.mdx') ? splitFrontmatter(source) : undefined
    const yaml = parts ? parts.yaml + '\n' : source
    const rewritten = rewriteYaml(yaml, words, { keyAt: keyAt(schemaOfFile(file, content)) })
    if (rewritten === yaml) continue
    fs.writeFileSync(file, parts ? `---\n${rewritten}---\n${parts.body}` : rewritten)
    written.push(name)
  }
  // What English each translated word translates, and the words whose English changed since (build-steps/english-changes.ts).
  const changed = englishChanges(content).changed.map(changedLine)
  written.push(...recordEnglishSources(content))
  return { written: [...new Set(written)].sort(), waiting: waitingWords(content), dropped, changed }
}
