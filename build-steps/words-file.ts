// Writes a translation's words file after the tidy (build-steps/translations.ts) changed its words: every item,
// line and comment it did not change stays as it was written, so the pull request shows only what moved, came or
// went. Items are found again by the field they are known by (a picture's `src`, a tile's `target`).
import { isMap, isScalar, isSeq, parseDocument, Scalar, YAMLMap, YAMLSeq, type Document, type Node, type Pair } from 'yaml'

/** The width the content's YAML is written to (as the editor writes it, admin/formats.ts). */
const LINE_WIDTH = 115
const OPTIONS = { lineWidth: LINE_WIDTH, minContentWidth: 0 }
/** A new text longer than this is written folded (`>-`) on lines of its own, as the files write long texts. */
const LONG_TEXT = 90

type Plain = Record<string, unknown>
const isPlain = (value: unknown): value is Plain => typeof value === 'object' && value !== null && !Array.isArray(value)

function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => deepEqual(item, b[i]))
  if (isPlain(a) && isPlain(b)) {
    const keys = Object.keys(a)
    return keys.length === Object.keys(b).length && keys.every((key) => key in b && deepEqual(a[key], b[key]))
  }
  return false
}

const plainOf = (node: unknown): unknown =>
  node && typeof node === 'object' && 'toJSON' in node ? (node as { toJSON(): unknown }).toJSON() : node
const keyName = (pair: Pair) => String(isScalar(pair.key) ? pair.key.value : pair.key)

export type WriteOptions = {
  /** The field the item at a place ("banner", "tiles[]", "galleries[].images[]") is known by, if any. */
  keyAt?: (place: string) => string | undefined
}

/** `source` (YAML) rewritten to hold `next`, keeping the text of everything that did not change. */
export function rewriteYaml(source: string, next: unknown, options: WriteOptions = {}): string {
  const doc = parseDocument(source)
  if (doc.errors.length) throw new Error(doc.errors[0].message)
  // The comment at the top belongs to the file, not to its first item: it stays at the top when items move.
  const head = headComment(doc.contents)
  if (head !== undefined) setHeadComment(doc.contents, undefined)
  const written = writtenItems(doc.contents, '', options)
  doc.contents = build(doc, next, doc.contents, '', { ...options, written }) as typeof doc.contents
  if (head !== undefined) setHeadComment(doc.contents, head)
  let text = doc.toString(OPTIONS)
  // A one-line map that no longer fits on its line is written as a block instead.
  for (let round = 0; round < 3; round++) {
    const broken = brokenFlows(doc.contents, parseDocument(text).contents, text)
    if (!broken.length) break
    for (const node of broken) node.flow = false
    text = doc.toString(OPTIONS)
  }
  return text
}

function headComment(node: unknown): string | undefined {
  const first = firstCarrier(node)
  return first?.commentBefore ?? undefined
}
function setHeadComment(node: unknown, comment: string | undefined) {
  const first = firstCarrier(node)
  if (first) first.commentBefore = comment
}
/** The node a comment at the top of a file is attached to: the first item of a list, the first key of a map. */
function firstCarrier(node: unknown): { commentBefore?: string | null } | undefined {
  if (isSeq(node)) return node.items[0] as Node | undefined
  if (isMap(node)) return node.items[0]?.key as Node | undefined
  return undefined
}

/** Every item of the file that names itself, by the kind of place it sits in and its key: an item moved to another list is written as it was. */
type Written = Map<string, Node[]>
function writtenItems(root: unknown, place: string, options: WriteOptions, found: Written = new Map()): Written {
  if (isSeq(root)) {
    const keyField = options.keyAt?.(`${place}[]`)
    for (const item of root.items) {
      const key = keyField && isMap(item) ? (plainOf(item) as Plain)[keyField] : undefined
      if (key !== undefined) found.set(`${place}[]=${String(key)}`, [...(found.get(`${place}[]=${String(key)}`) ?? []), item as Node])
      writtenItems(item, `${place}[]`, options, found)
    }
  } else if (isMap(root)) {
    for (const pair of root.items) writtenItems(pair.value, `${place}${place ? '.' : ''}${keyName(pair)}`, options, found)
  }
  return found
}

function build(
  doc: Document,
  next: unknown,
  node: unknown,
  place: string,
  options: WriteOptions & { written?: Written },
  isKey = false,
): unknown {
  if (node !== undefined && node !== null && deepEqual(plainOf(node), next)) return node
  if (Array.isArray(next)) {
    const seq = isSeq(node) ? node : new YAMLSeq()
    const old = isSeq(node) ? [...seq.items] : []
    const keyField = options.keyAt?.(`${place}[]`)
    const taken = new Set<unknown>()
    const pick = (value: unknown) => {
      const same = old.find((item) => !taken.has(item) && deepEqual(plainOf(item), value))
      const known =
        keyField && isPlain(value)
          ? old.find((item) => !taken.has(item) && isMap(item) && (plainOf(item) as Plain)[keyField] === value[keyField])
          : undefined
      const found = same ?? known
      if (found) {
        taken.add(found)
        return found
      }
      // An item written in another list of the same kind (a picture moved to another row): a copy of it.
      const elsewhere = keyField && isPlain(value) ? options.written?.get(`${place}[]=${String(value[keyField])}`)?.[0] : undefined
      return elsewhere?.clone()
    }
    seq.items = next.map((value) => build(doc, value, pick(value), `${place}[]`, options))
    return seq
  }
  if (isPlain(next)) {
    const map = isMap(node) ? node : newMap(next)
    const keyField = options.keyAt?.(place)
    const pairs = Object.entries(next).map(([key, value]) => {
      const pair = isMap(node) ? node.items.find((each) => keyName(each) === key) : undefined
      const built = build(doc, value, pair?.value, `${place}${place ? '.' : ''}${key}`, options, key === keyField)
      if (pair) {
        pair.value = built
        return pair
      }
      return doc.createPair(key, built)
    })
    map.items = pairs
    return map
  }
  if (isScalar(node)) {
    node.value = next
    return node
  }
  // A new word is written as the files write words: quoted, or folded on lines of its own when it is long; a key
  // (a picture's file, a link) plainly.
  const scalar = new Scalar(next)
  if (typeof next === 'string' && !isKey) scalar.type = next.length > LONG_TEXT ? Scalar.BLOCK_FOLDED : Scalar.QUOTE_DOUBLE
  return scalar
}

/** A new map: on one line when it holds only texts (a picture's file and its description), else a block. */
function newMap(value: Plain): YAMLMap {
  const map = new YAMLMap()
  map.flow = Object.values(value).every((item) => typeof item !== 'object' || item === null)
  return map
}

/** The one-line maps of the built tree that were written over several lines (the written text parsed again). */
function brokenFlows(built: unknown, written: unknown, text: string): YAMLMap[] {
  const found: YAMLMap[] = []
  const walk = (a: unknown, b: unknown) => {
    if (isMap(a) && isMap(b)) {
      if (a.flow && b.range && text.slice(b.range[0], b.range[1]).includes('\n')) found.push(a)
      a.items.forEach((pair, i) => walk(pair.value, b.items[i]?.value))
    } else if (isSeq(a) && isSeq(b)) a.items.forEach((item, i) => walk(item, b.items[i]))
  }
  walk(built, written)
  return found
}
