// A translation (content/<lang>/) holds only words: the fields content/schema.ts marks `words`. Everything else
// (pictures, links, rows, categories, order, numbers) is written once, in the English file, and laid under the
// words here. The word schema is the English schema's JSON Schema pruned to its word fields, so the field list
// is written once; the build, the translation check, the drafts and the editor all read it from here.
import { z } from 'zod'
import { localizePath, type Locale } from './editions.ts'
import { fieldPath, pageSchema, SITE_PATH, translatedPageSchema } from './schema.ts'

/** The part of a JSON Schema this module reads (what z.toJSONSchema writes for content/schema.ts). */
export type JsonSchema = {
  type?: string | string[]
  description?: string
  /** true: a text each edition writes; "own": a value each edition sets for itself (content/schema.ts). */
  words?: true | 'own'
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  pattern?: string
  enum?: unknown[]
  default?: unknown
  [keyword: string]: unknown
}

/** The JSON Schema of a content schema: what its values may be, with each field's doc and word mark. */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  if (!jsonSchemas.has(schema)) jsonSchemas.set(schema, z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema)
  return jsonSchemas.get(schema)!
}
const jsonSchemas = new WeakMap<z.ZodType, JsonSchema>()

/** Does this part of a schema hold words, itself or further in? */
export function holdsWords(node: JsonSchema | undefined): boolean {
  if (!node) return false
  return Boolean(node.words) || Object.values(node.properties ?? {}).some(holdsWords) || holdsWords(node.items)
}

/** The word schema: the schema with only the fields a translation writes (undefined when it holds none). */
export function wordSchemaOf(node: JsonSchema): JsonSchema | undefined {
  if (node.words) return node
  if (node.properties) {
    const properties = Object.fromEntries(
      Object.entries(node.properties).flatMap(([key, child]) => {
        const kept = wordSchemaOf(child)
        return kept ? [[key, kept]] : []
      }),
    )
    if (!Object.keys(properties).length) return undefined
    return { ...node, properties, required: (node.required ?? []).filter((key) => key in properties) }
  }
  if (node.items) {
    const items = wordSchemaOf(node.items)
    return items && { ...node, items }
  }
  return undefined
}

/** The word schema of a translated page (its draft flag included). */
export const pageWordSchema = (): JsonSchema => wordSchemaOf(jsonSchemaOf(translatedPageSchema))!

/** Links kept as the business gave them in English; a translation links the real page they stand for. */
export type KeptLink = { path: string; page: string }

/** Where a translation's copy of an English link leads: the same page in its edition, or the real page of a kept broken link. */
export function translatedLink(englishPath: string, locale: Locale, keptBroken: KeptLink[] = []): string {
  return localizePath(keptBroken.find((link) => link.path === englishPath)?.page ?? englishPath, locale)
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
const isSitePath = (node: JsonSchema) => node.pattern === SITE_PATH.source

/** The components a body uses, as a sorted list ("<CheckList>" twice is listed twice). */
export const componentsOf = (body: string) => [...body.matchAll(/<([A-Z][A-Za-z]*)/g)].map((m) => m[1]).sort()

/**
 * The components one body uses more often than another (each use counted), such as ["ButtonLink"]: with the
 * English text first, what a reader of the translation does not see until it is added to the translation's text.
 */
export function componentsOnlyIn(body: string | string[], other: string): string[] {
  const left = componentsOf(other)
  return (Array.isArray(body) ? [...body].sort() : componentsOf(body)).filter((component) => {
    const at = left.indexOf(component)
    if (at < 0) return true
    left.splice(at, 1)
    return false
  })
}

/**
 * A word a translation still gives in English starts with this mark: the tidy (build-steps/translations.ts) writes
 * a new item's English words so, and the translator writes the translation over them, mark and all.
 */
export const WAITING_MARK = '[EN] '
/** Where a translation writes the English text an item is known by, when that is a word (content/schema.ts, `key`). */
export const TEXT_KEY = 'en'

const isMarked = (word: unknown) => typeof word === 'string' && word.startsWith(WAITING_MARK)
const marked = (english: unknown): unknown => (typeof english === 'string' ? WAITING_MARK + english : english)

/** The field an item of this schema is known by (content/schema.ts, `key`), if it has one. */
const keyOf = (node: JsonSchema): string | undefined => (typeof node.key === 'string' ? node.key : undefined)
/** The field a translation names an item by: the key itself, or `en` (the English text) where the key is a word. */
export function translationKeyField(node: JsonSchema): string | undefined {
  const key = keyOf(node)
  return key && (node.properties?.[key]?.words ? TEXT_KEY : key)
}
const text = (value: unknown) => (value === undefined || value === null ? '' : String(value))
/** What an English item is known by ('' when it has no key value, like the breadcrumb's last crumb). */
const englishKey = (item: unknown, node: JsonSchema) => text(isObject(item) ? item[keyOf(node)!] : undefined)
/** What a translation's item says it gives the words of. */
const translatedKey = (words: unknown, node: JsonSchema) => text(isObject(words) ? words[translationKeyField(node)!] : undefined)

/** A word shown in English because the translation does not give it yet (or gives it still marked). */
export type WaitingWord = { path: (string | number)[]; item?: string; english: unknown }
/**
 * A word the translation gives: where it is (`place` names it by the kind of place, "tiles[].title", and `item` by
 * its item's key, so it stays the same when items move), the English it stands for and the translation's text.
 */
export type TranslatedWord = { path: (string | number)[]; place: string; item?: string; english: unknown; words: unknown }
/** Words of the translation that no English item has any more (a removed picture, a renamed question). */
export type DroppedWords = { path: (string | number)[]; item?: string }

export type OverlayInput = {
  /** The English file's data (parsed, not yet checked). */
  english: unknown
  /** The translation's words (parsed). */
  words: unknown
  /** The schema of the merged data (the English one, or translatedPageSchema for a page). */
  schema: JsonSchema
  locale: Locale
  keptBroken?: KeptLink[]
  /** Files named in the problems, relative to the repository. */
  file: string
  englishFile: string
}

export type OverlayResult = {
  /** The English data with the translation's words laid over it, links led to the translation's edition. */
  data: unknown
  /** What is wrong in the translation's file, one line each (the build stops on these). */
  problems: string[]
  /** Words shown in English until translated (new items, replaced pictures, changed English keys). */
  waiting: WaitingWord[]
  /** Words whose English item is gone: left out of the page, and out of the file at the next tidy. */
  dropped: DroppedWords[]
  /** Words the translation gives (not waiting), each with the English it translates. */
  translated: TranslatedWord[]
  /** The translation's file as it should be: its words in the English order, each item with its key, words still to translate given in English after WAITING_MARK, dropped words left out. */
  words: unknown
}

/**
 * Lays a translation's words over its English file, matching each item by what it is known by (its `key`: a
 * picture's file, a tile's target, a question's English text), never by position. A word the translation does not
 * give, or gives still marked, shows in English and is listed as waiting; words whose English item is gone are
 * dropped. Only what is wrong in the translation's own file is a problem: a field that is no word, a field the
 * schema does not have, a list or object written as something else.
 * `mark: false` writes the words still to translate without the mark (a draft, which is English as a whole).
 */
export function layOver(input: OverlayInput, options: { mark?: boolean } = {}): OverlayResult {
  const mark = options.mark ?? true
  const problems: string[] = []
  const waiting: WaitingWord[] = []
  const translated: TranslatedWord[] = []
  const dropCandidates: (DroppedWords & { words: unknown })[] = []
  const say = (path: (string | number)[], what: string) =>
    problems.push(`${input.file}: ${fieldPath(path) || '(front-matter)'}: ${what} (English: ${input.englishFile})`)

  // Every keyed item of the translation, by the kind of place it sits in ("galleries[].images[]") and its key:
  // a picture moved to another row, or a row whose title changed, keeps the words written for its pictures.
  const pool = new Map<string, Map<string, unknown[]>>()
  const used = new Set<unknown>()
  const collect = (words: unknown, node: JsonSchema, place: string) => {
    if (Array.isArray(words)) words.forEach((item) => collect(item, node.items ?? {}, `${place}[]`))
    else if (isObject(words)) {
      if (keyOf(node)) {
        const byKey = pool.get(place) ?? new Map<string, unknown[]>()
        pool.set(place, byKey)
        byKey.set(translatedKey(words, node), [...(byKey.get(translatedKey(words, node)) ?? []), words])
      }
      for (const [key, child] of Object.entries(node.properties ?? {})) collect(words[key], child, `${place}.${key}`)
    }
  }
  const fromPool = (place: string, key: string): unknown => {
    const found = pool.get(place)?.get(key)?.[0]
    if (found !== undefined) used.add(found)
    return found
  }

  type Walked = { merged?: unknown; tidied?: unknown }
  const walk = (
    english: unknown,
    words: unknown,
    node: JsonSchema,
    path: (string | number)[],
    place: string,
    item: string | undefined,
  ): Walked => {
    if (node.words === 'own') return { merged: words, tidied: words }
    if (node.words) {
      if (english === undefined) {
        if (words !== undefined) dropCandidates.push({ path, item, words })
        return {}
      }
      if (Array.isArray(english)) {
        // A list of words (the about teaser's points, the base cities) is one word: all of it is translated or none.
        if (words !== undefined && !Array.isArray(words)) say(path, `must be a list of ${english.length}, as in English`)
        const list = Array.isArray(words) ? words : undefined
        if (list && list.length === english.length && !list.some(isMarked)) {
          translated.push({ path, place: place.replace(/^\./, ''), item, english, words: list })
          return { merged: list, tidied: list }
        }
        waiting.push({ path, item, english })
        const stillEnglish = !list || list.every(isMarked)
        return { merged: english, tidied: stillEnglish ? english.map((word) => (mark ? marked(word) : word)) : list }
      }
      if (words === undefined || isMarked(words)) {
        waiting.push({ path, item, english })
        return { merged: english, tidied: mark ? marked(english) : english }
      }
      translated.push({ path, place: place.replace(/^\./, ''), item, english, words })
      return { merged: words, tidied: words }
    }
    if (!holdsWords(node)) {
      if (words !== undefined) say(path, 'not a word: it is written once, in the English file')
      return { merged: localize(english, node) }
    }
    if (english === undefined) {
      if (words !== undefined) dropCandidates.push({ path, item, words })
      return {}
    }
    if (Array.isArray(english)) {
      if (words !== undefined && !Array.isArray(words)) say(path, 'must be a list, as in English')
      const itemNode = node.items ?? {}
      const given = Array.isArray(words) ? words : []
      const matched = align(english, given, itemNode)
      given.forEach((each, j) => {
        if (!matched.includes(each))
          dropCandidates.push({ path: [...path, j], item: keyOf(itemNode) && translatedKey(each, itemNode), words: each })
      })
      const walked = english.map((each, i) => walk(each, matched[i], itemNode, [...path, i], `${place}[]`, item))
      const tidied = walked.map((w) => w.tidied ?? {})
      if (!keyOf(itemNode)) return { merged: walked.map((w) => w.merged), tidied }
      // Items found by their key: one with no words (a row without a title) is not written, nor a list of none.
      const withWords = tidied.filter((each) => !isObject(each) || Object.keys(each).length > 0)
      return { merged: walked.map((w) => w.merged), tidied: withWords.length ? withWords : undefined }
    }
    if (isObject(english)) {
      if (words !== undefined && !isObject(words)) say(path, 'must hold fields, as in English')
      let given = isObject(words) ? words : undefined
      const properties = node.properties ?? {}
      const key = keyOf(node)
      const keyField = translationKeyField(node)
      if (key) {
        const known = englishKey(english, node)
        if (known) item = known
        if (given && translatedKey(given, node) !== known) {
          // Words written for another item (a picture replaced by another file): not this one's.
          dropCandidates.push({ path, item: translatedKey(given, node), words: given })
          given = undefined
        }
        given ??= fromPool(place, known) as Record<string, unknown> | undefined
      }
      for (const field of Object.keys(given ?? {}))
        if (field !== keyField && !(field in properties)) say([...path, field], 'not a field of this file')
      const merged: Record<string, unknown> = {}
      const tidied: Record<string, unknown> = {}
      for (const field of new Set([...Object.keys(english), ...Object.keys(properties)])) {
        const child = properties[field]
        if (!child || (field === keyField && !child.words)) {
          // The key, like every non-word, comes from the English file; the translation's copy only names the item.
          const value = child ? localize(english[field], child) : english[field]
          if (value !== undefined) merged[field] = value
          continue
        }
        const walked = walk(english[field], given?.[field], child, [...path, field], `${place}.${field}`, item)
        if (walked.merged !== undefined) merged[field] = walked.merged
        if (walked.tidied !== undefined) tidied[field] = walked.tidied
      }
      // The translation's file: the key first, then its fields in the order it wrote them, then new ones.
      const order = [keyField, ...Object.keys(given ?? {}), ...Object.keys(tidied)].filter((field): field is string => Boolean(field))
      const written: Record<string, unknown> = {}
      if (keyField && englishKey(english, node)) written[keyField] = englishKey(english, node)
      for (const field of order) if (field in tidied && !(field in written)) written[field] = tidied[field]
      return { merged, tidied: written }
    }
    return { merged: english }
  }

  // Links (site paths) lead to the same page in the translation's edition.
  const localize = (english: unknown, node: JsonSchema): unknown => {
    if (typeof english === 'string' && isSitePath(node)) return translatedLink(english, input.locale, input.keptBroken)
    if (Array.isArray(english)) return english.map((each) => localize(each, node.items ?? {}))
    if (isObject(english))
      return Object.fromEntries(Object.entries(english).map(([key, value]) => [key, localize(value, node.properties?.[key] ?? {})]))
    return english
  }

  collect(input.words, input.schema, '')
  const { merged, tidied } = walk(input.english, input.words, input.schema, [], '', undefined)
  const dropped = dropCandidates
    .filter((candidate) => !used.has(candidate.words))
    .map(({ path, item }) => ({ path, ...(item ? { item } : {}) }))
  return { data: merged, problems, waiting, dropped, words: tidied, translated }
}

/**
 * Which of the translation's items gives the words of each English item: the one with the same key (the n-th
 * English item with a key takes the n-th translated item with it), undefined where none does.
 */
function align(english: unknown[], given: unknown[], node: JsonSchema): unknown[] {
  // Every list of items with words names its key in content/schema.ts (tests/unit/tamil-words-follow.test.ts checks).
  if (!keyOf(node)) return english.map(() => undefined)
  const unused = new Map<string, unknown[]>()
  for (const words of given) unused.set(translatedKey(words, node), [...(unused.get(translatedKey(words, node)) ?? []), words])
  return english.map((item) => unused.get(englishKey(item, node))?.shift())
}

/** The words of an English file, in the shape a translation writes them, unmarked (a draft starts from these). */
export function wordsOf(english: unknown, node: JsonSchema): unknown {
  return layOver({ english, words: undefined, schema: node, locale: 'en', file: '', englishFile: '' }, { mark: false }).words
}

/** The schema a page's merged front-matter is checked against, in JSON Schema (English or a translation). */
export const pageJsonSchema = (locale: Locale): JsonSchema => jsonSchemaOf(locale === 'en' ? pageSchema : translatedPageSchema)
