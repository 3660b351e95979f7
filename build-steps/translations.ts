// Every translation (content/<lang>/) gives the words of every English page and data file, and only words: the
// build fails on a missing file, a missing or extra word, or a body with other components than the English,
// naming both files and the field. `npm run pages:drafts` writes the words of a new English page as a marked draft.
import fs from 'node:fs'
import path from 'node:path'
import { stringify } from 'yaml'
import { ContentError, TRANSLATIONS, UNTRANSLATED_DATA_FILES } from '../content/schema.ts'
import { pageWordSchema, wordsOf } from '../content/translation.ts'
import { contentDir, editionDir, filesUnder, loadData, loadPage, readPage, repoPath } from './content-loader.ts'

/** The components a body uses, as a sorted list ("<CheckList>" twice is listed twice). */
const componentsOf = (body: string) => [...body.matchAll(/<([A-Z][A-Za-z]*)/g)].map((m) => m[1]).sort()

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
      const english = filesUnder(englishDir, ext).map((file) => path.relative(englishDir, file)).filter((name) => !UNTRANSLATED_DATA_FILES.has(name))
      const translated = filesUnder(translatedDir, ext).map((file) => path.relative(translatedDir, file))
      for (const name of english.filter((name) => !translated.includes(name))) {
        const draftNote = ext === '.mdx' ? '; npm run pages:drafts makes a draft of it' : ''
        problems.push(`${rel(path.join(translatedDir, name))}: (file): missing: every English file needs its words in this edition (the English is ${rel(path.join(englishDir, name))}${draftNote})`)
      }
      for (const name of translated.filter((name) => !english.includes(name))) {
        problems.push(`${rel(path.join(translatedDir, name))}: (file): no English file ${rel(path.join(englishDir, name))}: every translated file gives the words of one`)
      }
      for (const name of english.filter((name) => translated.includes(name))) {
        const file = path.join(translatedDir, name)
        if (ext === '.yaml') {
          problems.push(...problemsOf(() => loadData(file, undefined, content)))
          continue
        }
        problems.push(...problemsOf(() => loadPage(file, undefined, content)))
        const used = componentsOf(readPage(file).body)
        const expected = componentsOf(readPage(path.join(englishDir, name)).body)
        if (JSON.stringify(used) !== JSON.stringify(expected)) {
          problems.push(`${rel(file)}: (body): must use the same components as ${rel(path.join(englishDir, name))}: ${JSON.stringify(expected)} (this file has ${JSON.stringify(used)})`)
        }
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
      fs.writeFileSync(file, `---\n# Draft: the English words, waiting for their translation. Translate every field and the text, then remove "draft".\n${stringify(draft, { lineWidth: 115 })}---\n${body}`)
      written.push(repoPath(file, content))
    }
  }
  return written
}


