// Writes the editor's changes into a YAML text the way a person would: the file stays as it was, and only the
// values that changed are written anew, at their place. The text is edited as the yaml package's concrete syntax
// tree (CST: every token of the file, spaces and comments included, so `CST.stringify` gives the file back byte
// for byte); a changed value is written by the yaml package's own Document (which quotes, folds and indents as
// YAML needs) at the column its collection sits at, and spliced in as tokens. A list item's "- " and a map that
// starts on the line of its "- " are tokens of their own, so they are never lost or doubled. What is written is
// read back before it is kept; a text that would read back differently is never saved (the file is then written
// anew as a whole, which reads back right).
import { CST, Document, isCollection, isScalar, parse, parseDocument, Parser, stringify, visit, type Scalar } from 'yaml'

/** Lines are wrapped at this width, as in the files. */
export const LINE_WIDTH = 115

type Token = CST.Token
type Item = CST.CollectionItem
type SourceToken = CST.SourceToken

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** Equal as data: maps compare by their keys, in any order. */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => sameData(item, b[i]))
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a)
    return keys.length === Object.keys(b).length && keys.every((key) => key in b && sameData(a[key], b[key]))
  }
  return false
}

const space = (source: string): SourceToken => ({ type: 'space', offset: -1, indent: 0, source })
const NEWLINE: SourceToken = { type: 'newline', offset: -1, indent: 0, source: '\n' }

/** The YAML style a scalar token is written in, for a changed text to keep it. */
function styleOf(token: Token | undefined): Scalar.Type | undefined {
  switch (token?.type) {
    case 'scalar':
      return 'PLAIN'
    case 'single-quoted-scalar':
      return 'QUOTE_SINGLE'
    case 'double-quoted-scalar':
      return 'QUOTE_DOUBLE'
    case 'block-scalar': {
      const header = token.props.find((prop) => prop.type === 'block-scalar-header') as SourceToken | undefined
      return header?.source.startsWith('>') ? 'BLOCK_FOLDED' : 'BLOCK_LITERAL'
    }
    default:
      return undefined
  }
}

/**
 * `value` in a new document, with the style of the token it replaces: a quoted, folded or literal text stays so;
 * a one-line map or list stays on one line (its texts with line breaks then double-quoted, so they stay on it).
 */
function documentOf(contents: unknown, at: string | number, like: Token | undefined) {
  const doc = new Document(contents)
  const node = doc.get(at, true) as unknown
  const flow = like?.type === 'flow-collection'
  if (flow && isCollection(node)) node.flow = true
  const wanted = styleOf(like)
  if (style === 'kept' && isScalar(node) && typeof node.value === 'string' && wanted && wanted !== 'PLAIN') node.type = wanted
  visit(doc, {
    Scalar(_key, scalar) {
      if (typeof scalar.value !== 'string') return
      if (style === 'quoted' || (flow && scalar.value.includes('\n'))) scalar.type = 'QUOTE_DOUBLE'
    },
  })
  return { doc, flow }
}

/**
 * How changed texts are written: in the style they had (quoted, folded, literal), in the style the yaml package
 * chooses, or double-quoted. The yaml package folds a few texts so that they read back otherwise (a folded text
 * whose first line starts with a space); a save that does not read back is tried again in the next style.
 */
let style: 'kept' | 'chosen' | 'quoted' = 'kept'

/** Every line of `text` but the empty ones moved right by `indent` columns. */
function indented(text: string, indent: number): string {
  const pad = ' '.repeat(indent)
  return text
    .split('\n')
    .map((line) => (line ? pad + line : line))
    .join('\n')
}

/** The value token of a YAML text (its one document's contents). */
function scalarTokenOf(text: string): Token | undefined {
  for (const token of new Parser().parse(text)) if (token.type === 'document') return token.value
  return undefined
}

/** On one line for a one-line map or list (a line break in a text is written as "\\n"), else wrapped as the files are. */
const ONE_LINE = { lineWidth: 0, doubleQuotedMinMultiLineLength: Number.MAX_SAFE_INTEGER }
const renderOptions = (indent: number, flow: boolean) =>
  flow || style === 'quoted' ? ONE_LINE : { lineWidth: Math.max(60, LINE_WIDTH - indent), minContentWidth: 40 }

/** A map entry `key: value` for a block map whose keys sit at column `indent`. */
function mapItem(indent: number, key: string, value: unknown, like?: Token): Item {
  const { doc, flow } = documentOf({ [key]: value }, key, like)
  const map = scalarTokenOf(indented(doc.toString(renderOptions(indent, flow)), indent)) as CST.BlockMap
  return { ...map.items[0], start: indent ? [space(' '.repeat(indent))] : [] }
}

/** A list item `- value` for a block list whose dashes sit at column `indent`. */
function seqItem(indent: number, value: unknown, like?: Token): Item {
  const { doc, flow } = documentOf([value], 0, like)
  const seq = scalarTokenOf(indented(doc.toString(renderOptions(indent, flow)), indent)) as CST.BlockSequence
  const dash = seq.items[0].start.findIndex((token) => token.type === 'seq-item-ind')
  return { ...seq.items[0], start: [...(indent ? [space(' '.repeat(indent))] : []), ...seq.items[0].start.slice(dash)] }
}

/** A text or number written for a place inside a one-line map or list; undefined for a map or list. */
function flowScalar(value: unknown, like: Token): Token | undefined {
  if (typeof value === 'object' && value !== null) return undefined
  const { doc } = documentOf([value], 0, like.type === 'block-scalar' ? undefined : like)
  ;(doc.contents as { flow: boolean }).flow = true
  visit(doc, {
    Scalar(_key, scalar) {
      if (typeof scalar.value === 'string' && scalar.value.includes('\n')) scalar.type = 'QUOTE_DOUBLE'
    },
  })
  const list = scalarTokenOf(doc.toString(ONE_LINE)) as CST.FlowCollection
  const token = list.items[0]?.value
  if (!token || !('source' in token) || token.type === 'block-scalar') return undefined
  return { ...token, end: (like as CST.FlowScalar).end } as Token
}

/** A comment after a one-line value stays after its new value. */
function keepComment(old: Token | undefined, fresh: Token | undefined) {
  const end = old && 'end' in old ? old.end : undefined
  if (
    !end?.some((token) => token.type === 'comment') ||
    !fresh ||
    !['scalar', 'single-quoted-scalar', 'double-quoted-scalar'].includes(fresh.type)
  )
    return
  if ((fresh as CST.FlowScalar).source.includes('\n')) return
  ;(fresh as CST.FlowScalar).end = end
}

const endsWithNewline = (item: Item) => CST.stringify(item).endsWith('\n')

/** Adds `item` at `index` of a block collection's items, taking over the first item's place when it goes first. */
function insertItem(items: Item[], index: number, item: Item) {
  if (index === 0 && items.length) {
    // The first item's start is where the collection begins (after a key's line break, or on the line of a "- ").
    ;[item.start, items[0].start] = [items[0].start, item.start]
  } else if (index > 0 && !endsWithNewline(items[index - 1])) {
    item.start = [NEWLINE, ...item.start]
  }
  items.splice(index, 0, item)
}

/** Removes item `index` of a block collection; the next one takes over its place when it was the first. */
function removeItem(items: Item[], index: number) {
  const [gone] = items.splice(index, 1)
  if (index === 0 && items.length) items[0].start = gone.start
}

const keyOf = (item: Item): string | undefined => {
  if (!item.key || !('source' in item.key) || item.key.type === 'block-scalar') return undefined
  return CST.resolveAsScalar(item.key)?.value
}

/** Changes the value token `token` from `before` to `after` in place; false when its parent must write it anew. */
function patchValue(token: Token, before: unknown, after: unknown): boolean {
  if (sameData(before, after)) return true
  if (token.type === 'block-map' && isObject(before) && isObject(after) && Object.keys(after).length)
    return patchBlockMap(token, before, after)
  if (token.type === 'block-seq' && Array.isArray(before) && Array.isArray(after) && after.length)
    return patchBlockSeq(token, before, after)
  if (token.type === 'flow-collection') return patchFlow(token, before, after)
  return false
}

function patchBlockMap(map: CST.BlockMap, before: Record<string, unknown>, after: Record<string, unknown>): boolean {
  const items = map.items as Item[]
  const keys = items.map(keyOf)
  if (keys.some((key) => key === undefined || !(key in before)) || new Set(keys).size !== keys.length) return false
  items.forEach((item, i) => {
    const key = keys[i]!
    if (!(key in after) || sameData(before[key], after[key])) return
    if (item.value && patchValue(item.value, before[key], after[key])) return
    // Written anew at its place: its key, the comments and blank lines before it stay.
    const fresh = mapItem(map.indent, key, after[key], item.value)
    keepComment(item.value, fresh.value)
    item.sep = fresh.sep
    item.value = fresh.value
  })
  for (const key of Object.keys(after).filter((name) => !keys.includes(name)))
    insertItem(items, items.length, mapItem(map.indent, key, after[key]))
  for (let i = keys.length - 1; i >= 0; i--) if (!(keys[i]! in after)) removeItem(items, i)
  return items.length > 0
}

function patchBlockSeq(seq: CST.BlockSequence, before: unknown[], after: unknown[]): boolean {
  const items = seq.items as Item[]
  if (items.length !== before.length) return false
  // One item added or removed (the editor's "Add" and "Remove"): only that item's lines change.
  let first = 0
  while (first < before.length && first < after.length && sameData(before[first], after[first])) first++
  if (after.length === before.length - 1 && sameData(before.slice(first + 1), after.slice(first))) {
    removeItem(items, first)
    return true
  }
  if (after.length === before.length + 1 && sameData(before.slice(first), after.slice(first + 1))) {
    insertItem(items, first, seqItem(seq.indent, after[first]))
    return true
  }
  const kept = Math.min(before.length, after.length)
  for (let i = 0; i < kept; i++) {
    const item = items[i]
    if (sameData(before[i], after[i]) || (item.value && patchValue(item.value, before[i], after[i]))) continue
    const fresh = seqItem(seq.indent, after[i], item.value)
    keepComment(item.value, fresh.value)
    const dash = item.start.findIndex((token) => token.type === 'seq-item-ind')
    item.start = [...item.start.slice(0, dash), ...fresh.start.slice(fresh.start.findIndex((token) => token.type === 'seq-item-ind'))]
    item.value = fresh.value
  }
  for (let i = kept; i < after.length; i++) insertItem(items, items.length, seqItem(seq.indent, after[i]))
  for (let i = before.length - 1; i >= kept; i--) removeItem(items, i)
  return true
}

/** A one-line map or list whose fields stay the same: each changed value is written anew in its place. */
function patchFlow(collection: CST.FlowCollection, before: unknown, after: unknown): boolean {
  const isMap = collection.start.type === 'flow-map-start'
  const items = collection.items as Item[]
  let pairs: [Item, unknown, unknown][]
  if (isMap) {
    if (!isObject(before) || !isObject(after)) return false
    const keys = items.map(keyOf)
    if (
      keys.some((key) => key === undefined) ||
      keys.length !== Object.keys(after).length ||
      keys.some((key) => !(key! in after) || !(key! in before))
    )
      return false
    pairs = items.map((item, i) => [item, before[keys[i]!], after[keys[i]!]])
  } else {
    if (!Array.isArray(before) || !Array.isArray(after) || before.length !== after.length || items.length !== after.length) return false
    pairs = items.map((item, i) => [item, before[i], after[i]])
  }
  for (const [item, was, now] of pairs) {
    if (sameData(was, now)) continue
    if (!item.value) return false
    if (item.value.type === 'flow-collection') {
      if (!patchFlow(item.value, was, now)) return false
      continue
    }
    const fresh = flowScalar(now, item.value)
    if (!fresh) return false
    item.value = fresh
  }
  return true
}

/** Parsed texts (the editor opens and saves the same file again and again; parsing is the slow part). */
const parsedTexts = new Map<string, { data: unknown; ok: boolean }>()

/** The data of a YAML text (a copy: callers may change it); `ok` is false when the text is not valid YAML. */
export function yamlData(text: string): { data: unknown; ok: boolean } {
  let parsed = parsedTexts.get(text)
  if (!parsed) {
    const doc = parseDocument(text)
    parsed = { data: doc.errors.length ? undefined : doc.toJS(), ok: !doc.errors.length && doc.contents !== null }
    if (parsedTexts.size > 50) parsedTexts.delete(parsedTexts.keys().next().value!)
    parsedTexts.set(text, parsed)
  }
  return { data: structuredClone(parsed.data), ok: parsed.ok }
}

/**
 * The whole of `data` as a new YAML text (for a file that has none yet, or one its text cannot be kept for), read
 * back before it is given: the yaml package wraps a few double-quoted texts so that they read back otherwise (a line
 * of only spaces), and those are written unwrapped, on one line each.
 */
export function freshYaml(data: unknown): string {
  const expected = data === undefined ? undefined : JSON.parse(JSON.stringify(data)) // as YAML keeps it: no undefined fields
  for (const options of [{ lineWidth: LINE_WIDTH }, ONE_LINE]) {
    const text = stringify(data, options)
    try {
      if (sameData(parse(text), expected)) return text
    } catch {
      // tried again unwrapped
    }
  }
  throw new Error('The change cannot be written as YAML that reads back the same; nothing was saved.')
}

/** `source` (a YAML document) with only the values that differ from `next` rewritten. */
export function patchYaml(source: string, next: unknown): string {
  // Whole lines: a last line without its line break gets one while it is edited, and loses it again after.
  const ends = source.endsWith('\n')
  const text = ends ? source : `${source}\n`
  const { data: before, ok } = yamlData(text)
  if (!ok) return freshYaml(next)
  if (sameData(before, next)) return source
  for (const tried of ['kept', 'chosen', 'quoted'] as const) {
    style = tried
    try {
      const tokens = [...new Parser().parse(text)]
      const documents = tokens.filter((token): token is CST.Document => token.type === 'document')
      if (documents.length !== 1 || !documents[0].value || !patchValue(documents[0].value, structuredClone(before), next)) break
      let result = tokens.map((token) => CST.stringify(token)).join('')
      if (!ends) result = result.replace(/\n$/, '')
      // Read back before it is kept: a text that reads back otherwise is never saved.
      if (sameData(parse(result), next)) return result
    } catch {
      // not YAML: tried again, or written anew
    } finally {
      style = 'kept'
    }
  }
  return freshYaml(next)
}
