// No sentence copied across sibling pages: the pages of one event (content/<edition>/pages/services/<event>/), one
// service across the events (every return-gift page, every photography page…), the
// event pages themselves, and every page's title and description within an edition. A sentence that opens or closes
// with the same three words as a sibling's, or shares a run of five words with it, reads as a template to a family
// that opens two of them; each is named with its file and field and the sibling pages that share it.
import fs from 'node:fs'
import path from 'node:path'
import { LOCALES, type Locale } from '../content/editions.ts'
import { contentDir as defaultContentDir, filesUnder, readPage, repoPath, splitFrontmatter } from './content-loader.ts'

export type SiblingProblem = { file: string; line?: number; field: string; message: string }

/** Words shared at a sentence's start or end that make a template; a run shared anywhere in it; the shortest sentence looked at. */
export const SAME_EDGE = 3
export const SAME_RUN = 5
const SHORTEST = 5

/** Front-matter fields that are not sentences: addresses, pictures, settings. */
const NOT_WORDS = new Set(['canonical', 'href', 'src', 'target', 'image', 'banner', 'images', 'draft', 'interactive', 'color', 'en'])

type Sentence = { file: string; field: string; line?: number; text: string; words: string[] }

/** A text's sentences: split at . ! ? and ; (a clause after a semicolon is read as a sentence of its own). */
const sentencesOf = (text: string): string[] =>
  text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?;])\s+/)
    .map((s) => s.trim())
    .filter(Boolean)

/** A sentence's words, without the punctuation around them, in lower case. */
export const wordsOf = (sentence: string): string[] =>
  sentence
    .split(/\s+/)
    .map((word) => word.replace(/^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu, '').toLowerCase())
    .filter(Boolean)

/** Every string of the front-matter with its field ("tiles[2].text"), the title without its " | business" ending. */
function fieldsOf(value: unknown, field = ''): { field: string; text: string }[] {
  if (typeof value === 'string') return [{ field, text: field === 'title' ? value.replace(/\s+\|[^|]*$/, '') : value }]
  if (Array.isArray(value)) return value.flatMap((item, i) => fieldsOf(item, `${field}[${i}]`))
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, child]) => (NOT_WORDS.has(key) ? [] : fieldsOf(child, field ? `${field}.${key}` : key)))
  return []
}

/** An MDX body's prose: components' tags, headings' marks, list marks, emphasis and links' addresses taken out. */
function proseOf(body: string): { text: string; offset: number }[] {
  const blocks: { text: string; offset: number }[] = []
  let offset = 0
  for (const block of body.split(/\n\s*\n/)) {
    const at = body.indexOf(block, offset)
    offset = at + block.length
    const lines = block.split('\n').filter((line) => !/^\s*<\/?[A-Z]/.test(line))
    const items = lines.join('\n').split(/\n(?=\s*[-*] )/)
    for (const item of items) {
      const text = item
        .replace(/^\s*(?:#+|[-*]|\d+\.)\s+/gm, '')
        .replace(/\*\*?|__?|`/g, '')
        .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
        .replace(/<[^>]+>/g, '')
        .trim()
      if (text) blocks.push({ text, offset: at })
    }
  }
  return blocks
}

/** Every sentence of a page long enough to carry a pattern: the front-matter's words and the text's. */
function pageSentences(file: string, content: string, only?: Set<string>): Sentence[] {
  const source = fs.readFileSync(file, 'utf8')
  const name = repoPath(file, content)
  const { frontmatter, body } = readPage(file, source)
  const yamlLines = (splitFrontmatter(source)?.yaml ?? '').split('\n')
  const lineOfField = (field: string) => {
    const key = /^([A-Za-z]+)/.exec(field)?.[1]
    const at = key ? yamlLines.findIndex((line) => line.startsWith(`${key}:`)) : -1
    return at >= 0 ? at + 2 : undefined
  }
  const bodyStart = source.length - body.length
  const found: Sentence[] = []
  for (const { field, text } of fieldsOf(frontmatter)) {
    if (only && !only.has(field)) continue
    for (const sentence of sentencesOf(text))
      found.push({ file: name, field, line: lineOfField(field), text: sentence, words: wordsOf(sentence) })
  }
  if (!only)
    for (const { text, offset } of proseOf(body))
      for (const sentence of sentencesOf(text))
        found.push({
          file: name,
          field: '(text)',
          line: source.slice(0, bodyStart + offset).split('\n').length,
          text: sentence,
          words: wordsOf(sentence),
        })
  return found.filter((s) => s.words.length >= SHORTEST)
}

/** The longest run of words two sentences share, in order (empty when none). */
export function longestRun(a: string[], b: string[]): string[] {
  let best: [number, number] = [0, 0]
  const previous = new Array(b.length + 1).fill(0)
  for (let i = 1; i <= a.length; i++) {
    let diagonal = 0
    for (let j = 1; j <= b.length; j++) {
      const above = previous[j]
      previous[j] = a[i - 1] === b[j - 1] ? diagonal + 1 : 0
      if (previous[j] > best[0]) best = [previous[j], i]
      diagonal = above
    }
  }
  return a.slice(best[1] - best[0], best[1])
}

/** What two sibling sentences share that reads as one template: the words and how, or nothing. */
export function sharedPattern(
  a: string[],
  b: string[],
  titles = false,
): { kind: 'sentence' | 'opening' | 'ending' | 'run'; words: string[] } | undefined {
  if (a.join(' ') === b.join(' ')) return { kind: 'sentence', words: a }
  // Titles open on what the page is, and the pages of one event share its name: their endings make the template.
  if (!titles && a.slice(0, SAME_EDGE).join(' ') === b.slice(0, SAME_EDGE).join(' '))
    return { kind: 'opening', words: a.slice(0, SAME_EDGE) }
  if (a.slice(-SAME_EDGE).join(' ') === b.slice(-SAME_EDGE).join(' ')) return { kind: 'ending', words: a.slice(-SAME_EDGE) }
  const run = longestRun(a, b)
  return run.length >= SAME_RUN ? { kind: 'run', words: run } : undefined
}

const HOW = {
  sentence: 'the same sentence',
  opening: 'the same opening',
  ending: 'the same ending',
  run: 'the same words',
} as const

/** The groups of sibling pages of an edition: each event's pages, the event pages, every page's title and description. */
function siblingGroups(locale: Locale, content: string): { name: string; files: string[]; only?: Set<string> }[] {
  const pages = path.join(content, locale === 'en' ? '' : locale, 'pages')
  const services = path.join(pages, 'services')
  if (!fs.existsSync(services)) return []
  const events = fs
    .readdirSync(services, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => ({ name: `the pages under ${entry.name}`, files: filesUnder(path.join(services, entry.name), '.mdx') }))
  const eventPages = fs
    .readdirSync(services)
    .filter((name) => name.endsWith('.mdx'))
    .map((name) => path.join(services, name))
  // One service across the events (the return-gift pages, the photography pages…): named by the last word of the
  // file's name, so a family that taps from one event's return gifts to another's does not read the same paragraph.
  const kinds = new Map<string, string[]>()
  for (const event of events)
    for (const file of event.files) {
      const kind = path.basename(file, '.mdx').split('-').at(-1) ?? ''
      kinds.set(kind, [...(kinds.get(kind) ?? []), file])
    }
  const acrossEvents = [...kinds.entries()]
    .filter(([, files]) => files.length > 1)
    .map(([kind, files]) => ({ name: `the ${kind} pages of the events`, files }))
  return [
    ...events,
    ...acrossEvents,
    { name: 'the event pages', files: eventPages },
    { name: "the pages' titles and descriptions", files: filesUnder(pages, '.mdx'), only: new Set(['title', 'description']) },
  ]
}

/** Every sentence pattern shared across sibling pages of the editions given (all but English unless told). */
export function siblingSentenceProblems(
  content = defaultContentDir,
  locales: readonly Locale[] = LOCALES.filter((l) => l !== 'en'),
): SiblingProblem[] {
  const problems = new Map<string, SiblingProblem>()
  for (const locale of locales)
    for (const group of siblingGroups(locale, content)) {
      const sentences = group.files.flatMap((file) => pageSentences(file, content, group.only))
      // Only sentences that share a key (the whole sentence, its first or last words, a run of words) are compared.
      const withKey = new Map<string, number[]>()
      sentences.forEach(({ words }, i) => {
        const keys = [`s ${words.join(' ')}`, `o ${words.slice(0, SAME_EDGE).join(' ')}`, `e ${words.slice(-SAME_EDGE).join(' ')}`]
        for (let at = 0; at + SAME_RUN <= words.length; at++) keys.push(`r ${words.slice(at, at + SAME_RUN).join(' ')}`)
        for (const key of keys) withKey.set(key, [...(withKey.get(key) ?? []), i])
      })
      const alike = sentences.map(() => new Set<number>())
      for (const indexes of withKey.values()) for (const i of indexes) for (const j of indexes) if (i !== j) alike[i].add(j)
      for (const [i, a] of sentences.entries()) {
        const shared: { other: Sentence; how: string; words: string[] }[] = []
        for (const j of [...alike[i]].sort((x, y) => x - y)) {
          const b = sentences[j]
          if (a.file === b.file) continue
          const pattern = sharedPattern(a.words, b.words, a.field === 'title' && b.field === 'title')
          if (pattern) shared.push({ other: b, how: HOW[pattern.kind], words: pattern.words })
        }
        if (!shared.length) continue
        const key = `${a.file}\n${a.field}\n${a.text}`
        if (problems.has(key)) continue
        const first = shared[0]
        const others = [...new Set(shared.map(({ other }) => `${other.file} (${other.field})`))]
        problems.set(key, {
          file: a.file,
          line: a.line,
          field: a.field,
          message: `«${a.text}» has ${first.how} as ${others.length === 1 ? 'a sibling page' : `${others.length} sentences of sibling pages`} («${first.words.join(' ')}»: ${others.slice(0, 3).join(', ')}${others.length > 3 ? ', …' : ''}) among ${group.name}: write it for this page`,
        })
      }
    }
  return [...problems.values()]
}
