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

/**
 * The translation's data: the English data with the translation's words laid over it and its links moved to the
 * translation's edition. Each missing word, extra word and non-word in the translation is one problem line:
 * `content/ta/pages/x.mdx: galleries[1].images[2].alt: missing (English: content/pages/x.mdx)`.
 */
export function overlay(input: OverlayInput): { data: unknown; problems: string[] } {
  const problems: string[] = []
  const say = (path: (string | number)[], what: string) => problems.push(`${input.file}: ${fieldPath(path) || '(front-matter)'}: ${what} (English: ${input.englishFile})`)

  const merge = (english: unknown, words: unknown, node: JsonSchema, path: (string | number)[]): unknown => {
    if (node.words === 'own') return words
    if (node.words) {
      if (english === undefined) {
        if (words !== undefined) say(path, 'extra: the English file has no such text')
        return undefined
      }
      if (words === undefined) {
        say(path, 'missing')
        return english
      }
      if (Array.isArray(english) && (!Array.isArray(words) || words.length !== english.length)) {
        say(path, `must be a list of ${english.length}, as in English`)
      }
      return words
    }
    if (!holdsWords(node)) {
      if (words !== undefined) say(path, 'not a word: it is written once, in the English file')
      return localize(english, node)
    }
    if (english === undefined) {
      if (words !== undefined) say(path, 'extra: the English file has no such field')
      return undefined
    }
    if (Array.isArray(english)) {
      if (words !== undefined && !Array.isArray(words)) say(path, 'must be a list, as in English')
      const list = Array.isArray(words) ? words : []
      for (let i = english.length; i < list.length; i++) say([...path, i], 'extra: the English list is shorter')
      return english.map((item, i) => merge(item, list[i], node.items ?? {}, [...path, i]))
    }
    if (isObject(english)) {
      if (words !== undefined && !isObject(words)) say(path, 'must hold fields, as in English')
      const given = isObject(words) ? words : {}
      const properties = node.properties ?? {}
      for (const key of Object.keys(given)) if (!(key in properties)) say([...path, key], 'not a field of this file')
      const merged: Record<string, unknown> = {}
      for (const key of new Set([...Object.keys(english), ...Object.keys(properties)])) {
        const value = properties[key] ? merge(english[key], given[key], properties[key], [...path, key]) : english[key]
        if (value !== undefined) merged[key] = value
      }
      return merged
    }
    return english
  }

  // Links (site paths) lead to the same page in the translation's edition.
  const localize = (english: unknown, node: JsonSchema): unknown => {
    if (typeof english === 'string' && isSitePath(node)) return translatedLink(english, input.locale, input.keptBroken)
    if (Array.isArray(english)) return english.map((item) => localize(item, node.items ?? {}))
    if (isObject(english)) return Object.fromEntries(Object.entries(english).map(([key, value]) => [key, localize(value, node.properties?.[key] ?? {})]))
    return english
  }

  return { data: merge(input.english, input.words, input.schema, []), problems }
}

/** The words of an English file, in the shape a translation writes them (a draft starts from these). */
export function wordsOf(english: unknown, node: JsonSchema): unknown {
  if (node.words === 'own') return undefined
  if (node.words) return english
  if (!holdsWords(node) || english === undefined) return undefined
  if (Array.isArray(english)) return english.map((item) => wordsOf(item, node.items ?? {}) ?? {})
  if (isObject(english)) {
    const entries = Object.entries(node.properties ?? {}).flatMap(([key, child]) => {
      const value = wordsOf(english[key], child)
      return value === undefined ? [] : [[key, value]]
    })
    return Object.fromEntries(entries)
  }
  return undefined
}

/** The schema a page's merged front-matter is checked against, in JSON Schema (English or a translation). */
export const pageJsonSchema = (locale: Locale): JsonSchema => jsonSchemaOf(locale === 'en' ? pageSchema : translatedPageSchema)
