// The Tamil term sheet, banned words and limits of docs/tamil-terms.yaml, applied to the words of pages: used by the
// source check (tests/unit/tamil-terms.test.ts, no build) and the built-page check (tests/site/tamil-words.test.ts).
// Every hit names the page, the words found, and what to write instead.
import fs from 'node:fs'
import path from 'node:path'
import { parse as parseYaml } from 'yaml'
import { filesUnder, readPage } from '../../build-steps/content-loader.ts'

const root = path.resolve(import.meta.dirname, '../..')
export const TERMS_FILE = 'docs/tamil-terms.yaml'

interface Term {
  thing: string
  use: string
  also?: string
  replaces?: string[]
  aside?: { pattern: string; perSite: number; note: string }
  note?: string
}
interface Avoid {
  pattern: string
  say: string
  why: string
  only?: string[]
  except?: string[]
}
interface Limit {
  pattern: string
  what: string
  say: string
  perPage: number
  perSite?: number
}
export interface TamilRules {
  terms: Term[]
  avoid: Avoid[]
  limits: Limit[]
}

/** A page's words: where they are shown (the English route, without /ta; none for a shared data file) and the texts. */
export interface PageWords {
  page: string
  route?: string
  texts: string[]
}

export type RuleKind = 'term' | 'avoid' | 'limit'
export interface Hit {
  kind: RuleKind
  /** How many times the words were found: 1 for a term or a banned word, the count for a limit passed. */
  count: number
  /** The rule, as a short name: the thing of a term, the pattern of a banned word or limit. */
  rule: string
  page: string
  message: string
}

/** Not preceded by a Tamil letter or sign: a term's other names are matched at the start of a word. */
const WORD_START = '(?<![\\u0B80-\\u0BFF])'

/**
 * A pattern as written in the sheet, made to match a word's case endings too: a word that ends in a consonant with
 * its pulli ("சேவையாளர்") is written with the pulli, but its inflected forms put a vowel sign there ("சேவையாளராக",
 * "சேவையாளரை"), so a pulli at the end of a word of the pattern (before |, ) or the end) is left out.
 */
const compile = (source: string, prefix = '') => new RegExp(prefix + source.replace(/(?<=[\u0B95-\u0BB9])\u0BCD(?=[|)]|$)/g, ''), 'gu')

export function loadTamilRules(file = path.join(root, TERMS_FILE)): TamilRules {
  const rules = parseYaml(fs.readFileSync(file, 'utf8')) as TamilRules
  // A pattern that does not compile is named here, not as a crash deep in a test.
  for (const [where, source] of [
    ...rules.terms.flatMap((t) => [
      ...(t.replaces ?? []).map((r) => [`terms: ${t.thing}: replaces`, r]),
      ...(t.aside ? [[`terms: ${t.thing}: aside`, t.aside.pattern]] : []),
    ]),
    ...rules.avoid.map((a) => ['avoid', a.pattern]),
    ...rules.limits.map((l) => ['limits', l.pattern]),
  ]) {
    try {
      compile(source)
    } catch (error) {
      throw new Error(`${TERMS_FILE}: ${where}: ${JSON.stringify(source)} is not a regular expression: ${(error as Error).message}`)
    }
  }
  return rules
}

const excerpt = (text: string, index: number, length: number) => {
  const start = Math.max(0, index - 30)
  const end = Math.min(text.length, index + length + 30)
  return `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`
}

const shown = (match: string) => (match.length > 40 ? `${match.slice(0, 18)}…${match.slice(-18)}` : match).trim()

/** Each match, carried on to the end of the word it ends in, so a stem shows as the word it was found in. */
function* matches(re: RegExp, texts: string[]) {
  for (const text of texts) {
    for (const m of text.matchAll(re)) {
      const end = m.index! + m[0].length
      const rest = /^[\u0B80-\u0BFF]*/.exec(text.slice(end))![0]
      yield { match: m[0] + rest, text, index: m.index! }
    }
  }
}

const applies = (a: Avoid, route: string | undefined) =>
  (!a.only || (route !== undefined && a.only.includes(route))) && (!a.except || route === undefined || !a.except.includes(route))

/**
 * Every hit of the rules on some pages: a term's other name, a banned word, a skeleton word over its limit on a page,
 * and (over all the pages together, each distinct text once) a skeleton word or an aside over its limit on the site.
 */
export function tamilHits(pages: PageWords[], rules = loadTamilRules()): Hit[] {
  const hits: Hit[] = []
  const termRes = rules.terms.flatMap((term) => (term.replaces ?? []).map((source) => ({ term, re: compile(source, WORD_START) })))
  const avoidRes = rules.avoid.map((a) => ({ a, re: compile(a.pattern) }))
  const limitRes = rules.limits.map((l) => ({ l, re: compile(l.pattern) }))

  for (const { page, route, texts } of pages) {
    for (const { term, re } of termRes) {
      for (const { match, text, index } of matches(re, texts)) {
        hits.push({
          kind: 'term',
          count: 1,
          rule: term.thing,
          page,
          message: `${page}: «${shown(match)}» in «${excerpt(text, index, match.length)}»: the term for ${term.thing} is ${term.use}`,
        })
      }
    }
    for (const { a, re } of avoidRes) {
      if (!applies(a, route)) continue
      for (const { match, text, index } of matches(re, texts)) {
        hits.push({
          kind: 'avoid',
          count: 1,
          rule: a.pattern,
          page,
          message: `${page}: «${shown(match)}» in «${excerpt(text, index, match.length)}»: ${a.why}; say ${a.say}`,
        })
      }
    }
    // A limit counts what a reader meets: the same text shown twice on a page (the description and its link
    // preview's copy, a picture's alt text in a slider's clone) is one.
    const seen = [...new Set(texts)]
    for (const { l, re } of limitRes) {
      const found = [...matches(re, seen)]
      if (found.length > l.perPage) {
        const where = found.map(({ match, text, index }) => `«${excerpt(text, index, match.length)}»`).join(', ')
        hits.push({
          kind: 'limit',
          count: found.length,
          rule: l.pattern,
          page,
          message: `${page}: ${l.what} (${l.pattern}) ${found.length} times, at most ${l.perPage} on a page: ${where}; say ${l.say}`,
        })
      }
    }
  }

  // Over the site: each distinct text once, so the header, footer and shared alt texts count once.
  const distinct = [...new Set(pages.flatMap((p) => p.texts))]
  for (const { l, re } of limitRes) {
    if (l.perSite === undefined) continue
    const found = [...matches(re, distinct)]
    if (found.length > l.perSite) {
      hits.push({
        kind: 'limit',
        count: found.length,
        rule: l.pattern,
        page: 'the whole edition',
        message: `the whole edition: ${l.what} (${l.pattern}) ${found.length} times, at most ${l.perSite}; say ${l.say}`,
      })
    }
  }
  for (const term of rules.terms) {
    if (!term.aside) continue
    const re = compile(term.aside.pattern, WORD_START)
    const found = [...matches(re, distinct)]
    if (found.length > term.aside.perSite) {
      const where = found.map(({ match, text, index }) => `«${excerpt(text, index, match.length)}»`).join(', ')
      hits.push({
        kind: 'term',
        count: found.length,
        rule: term.thing,
        page: 'the whole edition',
        message: `the whole edition: «${term.aside.pattern}» ${found.length} times, at most ${term.aside.perSite} (${term.aside.note}); the term for ${term.thing} is ${term.use}: ${where}`,
      })
    }
  }
  return hits
}

/** How many times each rule was broken, "kind: rule" → count, for the record of a rewrite's before and after. */
export function hitsPerRule(hits: Hit[]): Record<string, number> {
  const counts: Record<string, number> = {}
  for (const hit of hits) counts[`${hit.kind}: ${hit.rule}`] = (counts[`${hit.kind}: ${hit.rule}`] ?? 0) + hit.count
  return counts
}

/** Every string of an object of words; functions are called with each set of sample arguments. */
export function stringsOf(
  value: unknown,
  samples: unknown[][] = [
    [1, '1'],
    [2, '5'],
  ],
): string[] {
  if (typeof value === 'string') return [value]
  if (typeof value === 'function') return [...new Set(samples.map((args) => String((value as (...a: unknown[]) => unknown)(...args))))]
  if (value && typeof value === 'object') return Object.values(value).flatMap((v) => stringsOf(v, samples))
  return []
}

const TAMIL = path.join(root, 'content/ta')

/** Every Tamil string of parsed YAML (a Tamil file may also name the English item, picture or link its words are for). */
const valuesOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? /[\u0B80-\u0BFF]/.test(value)
      ? [value]
      : []
    : value && typeof value === 'object'
      ? Object.values(value).flatMap(valuesOf)
      : []

/** An MDX body's paragraphs as plain text: components' tags and Markdown marks taken out, wrapped lines joined. */
const paragraphsOf = (body: string): string[] =>
  body
    .replace(/<\/?[A-Z][^>]*>/g, '\n\n')
    .split(/\n\s*\n/)
    .flatMap((block) => (/^\s*[-*] /m.test(block) ? block.split(/\n(?=\s*[-*] )/) : [block]))
    .map((block) =>
      block
        .replace(/^\s*(?:#+|[-*]|\d+\.)\s+/gm, '')
        .replace(/\*\*?|__?|`/g, '')
        .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(Boolean)

/** The English route a Tamil page file is shown at ("content/ta/pages/contactus/thanks.mdx" → "/contactus/thanks"). */
const routeOf = (file: string, dir: string) => {
  const route =
    '/' +
    path
      .relative(path.join(dir, 'pages'), file)
      .replace(/\\/g, '/')
      .replace(/\.mdx$/, '')
      .replace(/(?:^|\/)index$/, '')
  return route === '/' ? '/' : route.replace(/\/$/, '')
}

/** The words of every Tamil source file, one page per file (a data file is a page of its own, with no route). */
export function tamilSourcePages(dir = TAMIL): PageWords[] {
  const pages = filesUnder(path.join(dir, 'pages'), '.mdx').map((file) => {
    const { frontmatter, body } = readPage(file)
    return { page: path.relative(root, file), route: routeOf(file, dir), texts: [...valuesOf(frontmatter), ...paragraphsOf(body)] }
  })
  const data = filesUnder(path.join(dir, 'data'), '.yaml').map((file) => ({
    page: path.relative(root, file),
    texts: valuesOf(parseYaml(fs.readFileSync(file, 'utf8'))),
  }))
  // The pictures' Tamil descriptions, written once beside the pictures (content/images.yaml).
  const catalogue = path.join(dir, '..', 'images.yaml')
  const pictures = fs.existsSync(catalogue)
    ? [{ page: path.relative(root, catalogue), texts: valuesOf(parseYaml(fs.readFileSync(catalogue, 'utf8'))) }]
    : []
  return [...pages, ...data, ...pictures]
}
