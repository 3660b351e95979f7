// Every save the editor can make lands as meant: random edits of every field of every content file (both
// editions), through the editor's own file formats (admin/formats.ts) as the editor calls them, each saved file
// read back. It must hold the intended values and nothing else changed, and its text may differ from the file
// before only inside the part that was edited. Seeded, so a failure repeats: EDIT_SEED and EDITS_PER_FILE change
// the run (EDITS_PER_FILE=2000 is a long fuzz).
import fs from 'node:fs'
import path from 'node:path'
import { isCollection, isPair, isScalar, parseDocument, type Node as YamlNode } from 'yaml'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { mdxFormat, newPageFormat, yamlFormat } from '../../admin/formats.ts'
import { contentDir, filesUnder } from '../../build-steps/content-loader.ts'
import { serviceEvents } from '../../build-steps/cms-config.ts'

const SEED = Number(process.env.EDIT_SEED ?? 36)
const EDITS_PER_FILE = Number(process.env.EDITS_PER_FILE ?? 20)
const FRONTMATTER = /^---\r?\n([\s\S]*?\r?\n)---(?:\r?\n|$)/

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
type Path = (string | number)[]
type Entry = Record<string, unknown>
type Format = { fromFile(text: string): Entry; toFile(data: Entry): string }

/** A small, fast, seeded generator (mulberry32). */
function random(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (n: number) => Math.floor(next() * n)
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]
  return { next, int, pick }
}
type Random = ReturnType<typeof random>

/** What editors type, and what YAML gives meaning to: quotes, colons, hashes, indicators, numbers, newlines, Tamil. */
const PIECES = [
  'Mandap',
  'jasmine strings',
  'the couple',
  'Salem',
  'a 60th manivizha',
  'return gifts',
  'fresh flowers at dawn',
  'மணமேடை',
  'மஞ்சள் நீராட்டு விழா',
  'அலங்காரம், போட்டோ',
  'தோரணம் ஈவென்ட்ஸ்',
  ': ',
  ':',
  ' #',
  '#1995AD',
  "'",
  '"',
  "it's",
  '"quoted"',
  '\\',
  '- ',
  '? ',
  '{',
  '}',
  '[',
  ']',
  ', ',
  '&anchor',
  '*alias',
  '!tag',
  '|',
  '>',
  '%',
  '@',
  '`',
  '~',
  'null',
  'true',
  'no',
  '42',
  '0x1F',
  '1e3',
  '.5',
  '+91 98430 12016',
  '---',
  '...',
  '\n',
  '\n\n',
  '  ',
  ' ',
  '\t',
  '🎉',
  '<br>',
  '{anytime}',
  'a/b.jpg',
  '/services/wedding',
  'https://example.in/x?y=1#z',
  'A very long sentence that keeps going past the width the files wrap at, so that the writer has to fold it somewhere sensible and still read back the same words',
]

function randomText(rng: Random): string {
  const count = 1 + rng.int(rng.next() < 0.2 ? 14 : 5)
  let text = ''
  for (let i = 0; i < count; i++) text += rng.pick(PIECES) + (rng.next() < 0.5 ? ' ' : '')
  return rng.next() < 0.3 ? text.trim() || 'x' : text || 'x'
}

const NEW_KEYS = ['focus', 'text', 'title', 'alt', 'note', 'Work', 'Language', 'event', 'noindex', 'galleryPosition', 'label']

function randomValue(rng: Random, depth = 0): Json {
  const kind = rng.int(depth > 1 ? 3 : 6)
  if (kind === 0) return rng.int(100_000)
  if (kind === 1) return rng.next() < 0.5
  if (kind === 2) return randomText(rng)
  if (kind === 3) return { src: 'decoration/decoration-01.jpg', alt: randomText(rng) }
  if (kind === 4) return [randomText(rng), randomText(rng)]
  return { [rng.pick(NEW_KEYS)]: randomValue(rng, depth + 1), label: randomText(rng) }
}

const isObject = (value: unknown): value is Record<string, Json> => typeof value === 'object' && value !== null && !Array.isArray(value)
const isEmpty = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) ? value.length === 0 : isObject(value) && Object.values(value).every(isEmpty))

/** Equal as data: maps compared by their keys in any order. */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => same(item, b[i]))
  if (isObject(a) && isObject(b))
    return Object.keys(a).length === Object.keys(b).length && Object.keys(a).every((key) => key in b && same(a[key], b[key]))
  return false
}

function at(root: unknown, where: Path): unknown {
  return where.reduce<unknown>((value, part) => (value as Record<string | number, unknown>)?.[part], root)
}

/** Every place an edit can go: each value (leaf, list or map) with its path, the file's root excluded. */
function placesOf(value: unknown, where: Path = [], found: Path[] = []): Path[] {
  if (where.length) found.push(where)
  if (Array.isArray(value)) value.forEach((item, i) => placesOf(item, [...where, i], found))
  else if (isObject(value)) for (const [key, item] of Object.entries(value)) placesOf(item, [...where, key], found)
  return found
}

type Edit = { where: Path; describe: string }

/**
 * One random edit, applied to what the editor hands back (`edited`) and to what the file must hold afterwards
 * (`expected`): a new value, an emptied field (the editor's way of removing one), a new field, a list item
 * added, removed or moved. Returns the path of the smallest part of the data it changes.
 */
function randomEdit(rng: Random, edited: Entry, expected: Record<string, Json>): Edit | undefined {
  const places = placesOf(expected).filter((where) => where[0] !== 'body')
  if (!places.length) return undefined
  const where = rng.pick(places)
  const parentPath = where.slice(0, -1)
  const key = where.at(-1)!
  const value = at(expected, where)
  const parent = at(expected, parentPath) as Record<string | number, Json>
  const editedParent = at(edited, parentPath) as Record<string | number, unknown>
  const set = (v: Json) => {
    parent[key] = structuredClone(v)
    editedParent[key] = structuredClone(v)
  }
  const choice = rng.next()
  if (Array.isArray(value) && choice < 0.45) {
    const list = value as Json[]
    const editedList = at(edited, where) as unknown[]
    const op = rng.int(4)
    if (op === 0 || !list.length) {
      // Added at the end or in the middle: a copy of an item with one of its words changed, or a new text.
      const template = list.length ? structuredClone(list[rng.int(list.length)]) : randomText(rng)
      const item = typeof template === 'string' ? randomText(rng) : mutated(rng, template)
      const index = rng.next() < 0.5 ? list.length : rng.int(list.length + 1)
      list.splice(index, 0, item)
      editedList.splice(index, 0, structuredClone(item))
      return { where, describe: `adds item ${index} to ${where.join('.')}` }
    }
    if (op === 1 && list.length > 1) {
      const index = rng.int(list.length)
      list.splice(index, 1)
      editedList.splice(index, 1)
      return { where, describe: `removes item ${index} of ${where.join('.')}` }
    }
    if (list.length > 1) {
      const from = rng.int(list.length)
      const to = rng.int(list.length)
      list.splice(to, 0, ...list.splice(from, 1))
      editedList.splice(to, 0, ...editedList.splice(from, 1))
      return { where, describe: `moves item ${from} of ${where.join('.')} to ${to}` }
    }
  }
  if (isObject(value) && choice < 0.6) {
    const free = NEW_KEYS.filter((name) => !(name in value))
    if (free.length) {
      const name = rng.pick(free)
      const v = randomValue(rng)
      value[name] = v
      ;(at(edited, where) as Record<string, unknown>)[name] = structuredClone(v)
      return { where, describe: `adds ${name} to ${where.join('.') || 'the file'}` }
    }
  }
  // Emptied: the editor removes a field whose text is cleared (only where another field remains beside it).
  if (
    isObject(parent) &&
    !Array.isArray(parent) &&
    choice > 0.85 &&
    Object.values(parent).filter((v) => !isEmpty(v)).length > 1 &&
    !isEmpty(value)
  ) {
    delete parent[key]
    editedParent[key] = rng.pick(['', null, undefined, []])
    return { where: parentPath, describe: `empties ${where.join('.')}` }
  }
  if (typeof value === 'number') set(rng.next() < 0.8 ? rng.int(1_000_000) : rng.int(1000) / 8)
  else if (typeof value === 'boolean') set(!value)
  // (The list that is a whole data file, such as faq.yaml, stays a list: the editor shows it as one list field.)
  else if (value === null || typeof value === 'string' || (rng.next() < 0.2 && where.join() !== 'items'))
    set(rng.next() < 0.9 ? randomText(rng) : randomValue(rng))
  else return randomEdit(rng, edited, expected)
  return { where, describe: `sets ${where.join('.')}` }
}

/** A copy of a value with one of its texts replaced. */
function mutated(rng: Random, value: Json): Json {
  const texts = placesOf(value).filter((where) => typeof at(value, where) === 'string')
  if (!texts.length) return value
  const where = rng.pick(texts)
  ;(at(value, where.slice(0, -1)) as Record<string | number, Json>)[where.at(-1)!] = randomText(rng)
  return value
}

/** The part of the YAML text an edit of `where` may change: that value with its key, and a whole one-line map. */
function allowedRange(yaml: string, doc: ReturnType<typeof parseDocument>, where: Path): [number, number] {
  let node: YamlNode | null = doc.contents as YamlNode
  let from = 0
  let to = yaml.length
  const trail: YamlNode[] = [node]
  for (const part of where) {
    if (!isCollection(node)) break
    const item: unknown = node.items.find((candidate: unknown, i: number) =>
      isPair(candidate) ? (isScalar(candidate.key) ? candidate.key.value : candidate.key) === part : i === part,
    )
    const child = (isPair(item) ? item.value : item) as YamlNode | null
    if (!child?.range) break
    // A value's own text, and the key in front of it.
    from = isPair(item) && (item.key as YamlNode)?.range ? (item.key as YamlNode).range![0] : child.range[0]
    to = child.range[2]
    node = child
    trail.push(child)
  }
  // Inside a one-line map or list, the whole of it may be written anew.
  const flow = trail.find((n) => isCollection(n) && n.flow && n !== trail[0])
  if (flow?.range) [from, to] = [Math.min(from, flow.range[0]), Math.max(to, flow.range[2])]
  // A removed or added item takes its line's indentation and a line break with it.
  from = yaml.lastIndexOf('\n', from - 1) + 1
  const lineEnd = yaml.indexOf('\n', to)
  return [Math.max(0, from - 1), lineEnd < 0 ? yaml.length : lineEnd + 1]
}

/** Where two texts differ: [start, end in the first]. */
function changedSpan(before: string, after: string): [number, number] {
  let start = 0
  while (start < before.length && start < after.length && before[start] === after[start]) start++
  let end = 0
  while (end < before.length - start && end < after.length - start && before[before.length - 1 - end] === after[after.length - 1 - end])
    end++
  return [start, before.length - end]
}

const files = [...filesUnder(contentDir, '.mdx'), ...filesUnder(contentDir, '.yaml')]
const events = serviceEvents()
const formatOf = (file: string): Format => {
  if (file.endsWith('.yaml')) return yamlFormat
  // Pages under an event are also opened through the "Pages under an event" collection, with its own format.
  return /\/pages\/services\/[^/]+\/[^/]+\.mdx$/.test(file) && !file.includes(`${path.sep}ta${path.sep}`)
    ? newPageFormat(events)
    : mdxFormat
}

/** The file's data as the editor shows it (pictures by their previews' addresses) and as stored. */
function stored(text: string, yaml: boolean): Record<string, Json> {
  const read = (yamlText: string) => {
    const doc = parseDocument(yamlText)
    if (doc.errors.length) throw new Error(doc.errors[0].message.split('\n')[0])
    return doc.toJS() as Json
  }
  if (yaml) {
    const data = read(text)
    return Array.isArray(data) ? { items: data } : (data as Record<string, Json>)
  }
  const match = FRONTMATTER.exec(text)
  return { ...((match ? read(match[1]) : {}) as Record<string, Json>), body: match ? text.slice(match[0].length) : text }
}

type Failure = { file: string; edit: string; problem: string }

describe('every save through the editor', () => {
  beforeAll(() => vi.stubGlobal('location', { origin: 'http://localhost:3000' }))
  afterAll(() => vi.unstubAllGlobals())

  it(`holds the intended value and nothing else, in ${files.length} files × ${EDITS_PER_FILE} random edits (seed ${SEED})`, () => {
    const rng = random(SEED)
    const failures: Failure[] = []
    let saves = 0
    for (const file of files) {
      const name = path.relative(path.dirname(contentDir), file)
      const source = fs.readFileSync(file, 'utf8')
      const yaml = file.endsWith('.yaml')
      const format = formatOf(file)
      const before = stored(source, yaml)
      const beforeYaml = yaml ? source : (FRONTMATTER.exec(source)?.[1] ?? '')
      const beforeDoc = parseDocument(beforeYaml)
      const entry = format.fromFile(source)
      for (let n = 0; n < EDITS_PER_FILE; n++) {
        const edited = structuredClone(entry)
        const expected = structuredClone(before)
        const edits: Edit[] = []
        const count = rng.next() < 0.8 ? 1 : 2 + rng.int(2)
        for (let i = 0; i < count; i++) {
          // Pictures reach the editor as their previews' addresses; untouched, they are saved as paths again.
          const edit = randomEdit(rng, edited, expected)
          if (edit) edits.push(edit)
        }
        if (!edits.length) continue
        const describe = edits.map((edit) => edit.describe).join('; ')
        saves++
        let saved: string
        try {
          saved = format.toFile(edited)
        } catch (error) {
          failures.push({ file: name, edit: describe, problem: `save threw ${(error as Error).message}` })
          continue
        }
        let after: Record<string, Json>
        try {
          after = stored(saved, yaml)
        } catch (error) {
          failures.push({ file: name, edit: describe, problem: `broken YAML: ${(error as Error).message}` })
          continue
        }
        if (!same(after, expected)) {
          failures.push({ file: name, edit: describe, problem: 'reads back with other values than intended' })
          continue
        }
        // Only the edited part's text changed (a single edit; several may touch the whole file).
        if (edits.length === 1) {
          const afterYaml = yaml ? saved : (FRONTMATTER.exec(saved)?.[1] ?? '')
          const [from, to] = allowedRange(beforeYaml, beforeDoc, edits[0].where)
          const [start, end] = changedSpan(beforeYaml, afterYaml)
          if (start < end && (start < from || end > to)) {
            failures.push({
              file: name,
              edit: describe,
              problem: `changed the text at ${start}-${end}, outside the edited part (${from}-${to})`,
            })
            if (process.env.EDIT_DEBUG) console.log(JSON.stringify(at(expected, edits[0].where)), '\n', afterYaml.slice(0, 2000))
          }
        }
      }
    }
    const kinds = new Map<string, number>()
    for (const failure of failures) {
      const kind = failure.problem.replace(/ at \d+-\d+.*$/, '').replace(/:.*$/, '')
      kinds.set(kind, (kinds.get(kind) ?? 0) + 1)
    }
    console.log(
      `editor saves: ${saves} saves of ${files.length} files, ${failures.length} failed ${JSON.stringify(Object.fromEntries(kinds))}`,
    )
    expect(failures.slice(0, 10)).toEqual([])
  }, 120_000)
})
