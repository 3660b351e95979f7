// The Tamil side knows what changed: every translated word (a title, a tile's text, an FAQ answer, a page's text)
// has, in content/<lang>/translated-from.yaml, a short hash of the English text it translates and one of its own
// text. When the English changes and the translation does not, the word is listed as "English changed: check the
// Tamil" (by translations:tidy, the content check's summary, the entry's label in /admin and so on the pull
// request) until its translation is written again; then `npm run translations:tidy` records the new pair. A
// translator who finds the translation still right removes its line from the file (the next tidy records it).
// Nothing here fails a build: the site shows the translation as it is meanwhile.
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { parse, stringify } from 'yaml'
import { fieldPath, TRANSLATIONS, UNTRANSLATED_DATA_FILES } from '../content/schema.ts'
import type { TranslatedWord } from '../content/translation.ts'
import { editionDir, filesUnder, overlayOf, readPage, repoPath } from './content-loader.ts'

/** The file of each translation (content/<lang>/) that records what English its words translate. */
export const SOURCES_FILE = 'translated-from.yaml'
/** How a page's text (its body) is named among its words. */
const TEXT = '(text)'

/** A short hash of a text (or a list of texts): 8 hexadecimal digits. */
export const shortHash = (value: unknown) =>
  createHash('sha256')
    .update(typeof value === 'string' ? value.trim() : JSON.stringify(value))
    .digest('hex')
    .slice(0, 8)

/** What a translation records: for each of its files (as "pages/aboutus.mdx"), each word's English and own hashes. */
type Sources = Record<string, Record<string, string>>

/** A word's name in the record: its place, and the item it belongs to ("tiles[].title /services/wedding/decoration"). */
const wordId = (word: Pick<TranslatedWord, 'place' | 'item'>) => (word.item ? `${word.place} ${word.item}` : word.place)

function readSources(file: string): Sources {
  if (!fs.existsSync(file)) return {}
  try {
    return (parse(fs.readFileSync(file, 'utf8')) ?? {}) as Sources
  } catch {
    return {} // a damaged record is written again by the next tidy
  }
}

/** One word whose English changed since its translation was written. */
export type ChangedWord = { file: string; field: string; englishFile: string }

/** A file's translated words; `words` is undefined when the file cannot be laid over its English (its record is kept). */
type FileWords = { file: string; englishFile: string; key: string; words?: TranslatedWord[] }

/** Every translated word of one edition's files, by file: the front-matter's or data's words, and a page's text. */
function translatedWords(locale: string, content: string): FileWords[] {
  const dir = editionDir(locale as never, content)
  return (['pages', 'data'] as const).flatMap((part) =>
    filesUnder(path.join(dir, part), part === 'pages' ? '.mdx' : '.yaml')
      .filter((file) => !UNTRANSLATED_DATA_FILES.has(path.basename(file)))
      .flatMap((file) => {
        const key = path.relative(dir, file).replace(/\\/g, '/')
        const englishFile = path.join(content, key)
        if (!fs.existsSync(englishFile)) return []
        const named = { file: repoPath(file, content), englishFile: repoPath(englishFile, content), key }
        try {
          if (part === 'pages' && readPage(file).frontmatter.draft === true) return [] // a draft is English as a whole
          const overlay = overlayOf(file, content)
          // A file with mistakes of its own is left for a person (the content check names them): its record stays.
          if (!overlay || overlay.problems.length) return [named]
          const words = [...overlay.translated]
          if (part === 'pages') words.push({ path: [TEXT], place: TEXT, english: readPage(englishFile).body, words: readPage(file).body })
          return [{ ...named, words }]
        } catch {
          return [named] // a file that cannot be read is named by the content check; its record stays
        }
      }),
  )
}

/**
 * The state of every translation's words against the English: the words whose English changed since their
 * translation was written (each once, in the translation's file), and the record as the next tidy writes it (new
 * words recorded, words translated again recorded anew, words no longer given left out).
 */
export function englishChanges(content: string): { changed: ChangedWord[]; records: { file: string; text: string; sources: Sources }[] } {
  const changed: ChangedWord[] = []
  const records = TRANSLATIONS.filter((locale) => fs.existsSync(editionDir(locale, content))).map((locale) => {
    const file = path.join(editionDir(locale, content), SOURCES_FILE)
    const before = readSources(file)
    const sources: Sources = {}
    for (const { file: name, englishFile, key, words } of translatedWords(locale, content)) {
      const recorded = before[key] ?? {}
      if (!words) {
        if (before[key]) sources[key] = before[key]
        continue
      }
      const next: Record<string, string> = {}
      for (const word of words) {
        const id = wordId(word)
        const pair = `${shortHash(word.english)} ${shortHash(word.words)}`
        const [english, own] = (recorded[id] ?? '').split(' ')
        if (recorded[id] && english !== pair.split(' ')[0] && own === pair.split(' ')[1]) {
          // The English changed, its translation did not: listed, and the record kept until the translation changes.
          changed.push({ file: name, field: `${fieldPath(word.path)}${word.item ? ` (${word.item})` : ''}`, englishFile })
          next[id] = recorded[id]
        } else next[id] = pair
      }
      if (Object.keys(next).length) sources[key] = next
    }
    return { file, text: fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '', sources }
  })
  return { changed, records }
}

const HEADER =
  '# What English each translated word translates: a short hash of the English, then one of the translation, per\n' +
  '# word. Written by npm run translations:tidy; a word whose English hash no longer matches is listed as\n' +
  '# "English changed: check the Tamil" until its translation is written again. Remove a line to confirm a\n' +
  '# translation that is still right.\n'

/** Writes each translation's record as englishChanges() found it; returns the files written, relative to the repository. */
export function recordEnglishSources(content: string): string[] {
  return englishChanges(content).records.flatMap(({ file, text, sources }) => {
    const sorted = Object.fromEntries(
      Object.keys(sources)
        .sort()
        .map((key) => [key, Object.fromEntries(Object.entries(sources[key]).sort(([a], [b]) => a.localeCompare(b)))]),
    )
    const next = HEADER + stringify(sorted, { lineWidth: 0 })
    if (next === text) return []
    fs.writeFileSync(file, next)
    return [repoPath(file, content)]
  })
}

/** "content/ta/data/faq.yaml: [2].answer (How soon…): English changed: check the Tamil (English: content/data/faq.yaml)". */
export const changedLine = (word: ChangedWord) =>
  `${word.file}: ${word.field}: English changed: check the Tamil (English: ${word.englishFile})`

/** The Markdown section the content check's summary and the tidy's add to a pull request ("" when nothing changed). */
export function changedSummary(changed: ChangedWord[]): string {
  if (!changed.length) return ''
  return `## English changed: check the Tamil\n\nThe English of these words changed since their Tamil was written; the site shows the Tamil as it is until it is written again.\n\n${changed.map((word) => `- \`${changedLine(word)}\``).join('\n')}\n`
}
