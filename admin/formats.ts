// The editor's file formats for content/: MDX pages with YAML front-matter, and YAML data files.
// The editor's own formats rewrite a whole file on every save (flow maps become blocks, folded text is
// re-wrapped), so a one-word change would show as a rewrite of the page in its pull request. These formats
// keep the file as it was and rewrite only the values that changed: reviewers see exactly the edit.
import { Document, isMap, isScalar, isSeq, parseDocument, stringify, type Node as YamlNode, type Scalar } from 'yaml'

/** Where the file's text, as it was loaded, travels with the entry (the editor keeps keys it has no field for). */
export const SOURCE_KEY = '__source'
/** Data files that are a list at the top (faq.yaml, gallery.yaml…) appear to the editor as this one field. */
export const LIST_KEY = 'items'

const FRONTMATTER = /^(---\r?\n)([\s\S]*?)(\r?\n---(?:\r?\n|$))/
const LINE_WIDTH = 115

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
type Edit = { start: number; end: number; text: string }

function isPlainObject(value: unknown): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => deepEqual(item, b[i]))
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = Object.keys(a)
    return keys.length === Object.keys(b).length && keys.every((key) => key in b && deepEqual(a[key], b[key]))
  }
  return false
}

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true
  if (Array.isArray(value)) return value.length === 0
  if (isPlainObject(value)) return Object.values(value).every(isEmpty)
  return false
}

/**
 * The editor fills fields a file never had with empty values ("", null, empty lists); those are not
 * edits. A field that had a value and was emptied is removed, as if the editor had never written it.
 */
export function withoutEmptyFields(next: unknown, previous: unknown): unknown {
  if (Array.isArray(next)) return next.map((item, i) => withoutEmptyFields(item, Array.isArray(previous) ? previous[i] : undefined))
  if (!isPlainObject(next)) return next
  const before = isPlainObject(previous) ? previous : {}
  const result: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(next)) {
    if (value === undefined) continue
    if (isEmpty(value) && !(key in before && deepEqual(before[key], value))) continue
    result[key] = withoutEmptyFields(value, before[key])
  }
  return result
}

/** Spaces at the start of the line that holds `offset`. */
function indentOfLine(source: string, offset: number): string {
  const lineStart = source.lastIndexOf('\n', offset - 1) + 1
  return /^ */.exec(source.slice(lineStart))![0]
}

/** Where a node's own text ends (block nodes' ranges include the line breaks after them). */
function endOf(source: string, node: YamlNode): number {
  let end = node.range![1]
  while (end > node.range![0] && /\s/.test(source[end - 1])) end--
  return end
}

/** YAML text for a value placed at a column whose line is indented by `indent`; in flow context, on one line. */
function render(value: unknown, indent: string, flow: boolean, like?: YamlNode): string {
  if (flow) {
    // Written as the only item of a flow list, so that commas and colons get quoted as a flow context needs.
    const item = stringify([value], { lineWidth: 0, collectionStyle: 'flow' }).trim()
    return item.slice(1, -1).trim()
  }
  const options = { lineWidth: LINE_WIDTH, minContentWidth: 40 }
  let text: string
  if (value === null || typeof value !== 'object') {
    // A scalar is written as the value of a key, so that a multi-line text gets its lines indented under it.
    const doc = new Document({ x: value })
    const scalar = doc.get('x', true) as Scalar
    // A changed text keeps the style it was written in: quoted, folded or literal.
    if (like && isScalar(like) && typeof value === 'string' && like.type && like.type !== 'PLAIN') scalar.type = like.type
    text = doc.toString(options).slice('x: '.length)
  } else {
    text = stringify(value, options)
  }
  return text.trimEnd().replace(/\n/g, `\n${indent}`)
}

/** Collects the text edits that turn `node` (whose value is `before`) into `after`. */
function diff(source: string, node: YamlNode, before: unknown, after: unknown, inFlow: boolean, edits: Edit[]) {
  if (deepEqual(before, after)) return
  const start = node.range![0]
  const end = endOf(source, node)
  const flow = inFlow || Boolean((node as { flow?: boolean }).flow)
  if (isMap(node) && isPlainObject(before) && isPlainObject(after)) {
    const added = Object.keys(after).filter((key) => !(key in before))
    const removed = Object.keys(before).filter((key) => !(key in after))
    if (flow && (added.length || removed.length)) {
      // A one-line map such as `{ src: …, alt: … }` with fields added or removed is written anew, on one line.
      edits.push({ start, end, text: render(after, '', true) })
      return
    }
    for (const pair of node.items) {
      const key = String(isScalar(pair.key) ? pair.key.value : pair.key)
      if (!(key in after)) {
        // A removed field: its lines go, including the line break before it.
        const keyStart = (pair.key as YamlNode).range![0]
        const pairEnd = pair.value ? endOf(source, pair.value as YamlNode) : (pair.key as YamlNode).range![1]
        const lineStart = source.lastIndexOf('\n', keyStart - 1)
        edits.push({ start: lineStart < 0 ? 0 : lineStart, end: lineStart < 0 ? source.indexOf('\n', pairEnd) + 1 : pairEnd, text: '' })
      } else if (pair.value) {
        diff(source, pair.value as YamlNode, before[key], after[key], flow, edits)
      }
    }
    if (added.length) {
      const indent = indentOfLine(source, start)
      const text = added.map((key) => `\n${indent}${render({ [key]: after[key] }, indent, false)}`).join('')
      edits.push({ start: end, end, text })
    }
    return
  }
  if (isSeq(node) && Array.isArray(before) && Array.isArray(after) && (before.length === after.length || (!flow && after.length > 0))) {
    // Items in both are compared one by one; a block list then gets its new items appended or its last ones cut.
    const kept = Math.min(before.length, after.length)
    node.items.slice(0, kept).forEach((item, i) => diff(source, item as YamlNode, before[i], after[i], flow, edits))
    const lastKept = endOf(source, node.items[kept - 1] as YamlNode)
    if (after.length > kept) {
      const indent = indentOfLine(source, start)
      const text = after.slice(kept).map((item) => `\n${indent}- ${render(item, `${indent}  `, false)}`).join('')
      edits.push({ start: lastKept, end: lastKept, text })
    } else if (before.length > kept) {
      edits.push({ start: lastKept, end, text: '' })
    }
    return
  }
  edits.push({ start, end, text: render(after, indentOfLine(source, start), flow, node) })
}

/** `source` (a YAML document) with only the values that differ from `next` rewritten. */
export function patchYaml(source: string, next: unknown): string {
  const doc = parseDocument(source)
  if (doc.errors.length || !doc.contents) return stringify(next, { lineWidth: LINE_WIDTH })
  const edits: Edit[] = []
  diff(source, doc.contents as YamlNode, doc.toJS(), next, false, edits)
  let result = source
  for (const edit of edits.sort((a, b) => b.start - a.start)) result = result.slice(0, edit.start) + edit.text + result.slice(edit.end)
  return result
}

type Entry = Record<string, unknown>

/**
 * Where the editor shows pictures from. The editor looks a stored path such as "decoration/decoration-01.jpg"
 * up by its file name alone in the uploads folder, so pictures elsewhere would show no thumbnail; as the
 * address of their preview (/admin/pictures/…, ≤ 800 px, published by the build and served by the dev server)
 * they show. Files keep the plain path. New uploads (uploads/…) keep theirs: the editor loads them from the
 * repository, the branch of a pull request included, before any build has made their preview.
 */
export const PICTURE_PATH = '/admin/pictures/'
const PICTURE = /^[a-z0-9\-/]+\.(jpg|jpeg|png|webp)$/
/** Pictures uploaded in the editor: content/images/uploads/ (the editor's media folder). */
const UPLOADS = 'uploads/'

function pictureBase(): string | undefined {
  return typeof location === 'undefined' ? undefined : `${location.origin}${PICTURE_PATH}`
}

function mapStrings(value: unknown, map: (text: string) => string): unknown {
  if (typeof value === 'string') return map(value)
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, map))
  if (isPlainObject(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapStrings(item, map)]))
  return value
}

/** Picture paths as the editor shows them. */
function forEditor(data: Entry): Entry {
  const base = pictureBase()
  return base ? (mapStrings(data, (text) => (PICTURE.test(text) && !text.startsWith(UPLOADS) ? base + text : text)) as Entry) : data
}

function splitEntry(data: Entry): { source?: string; fields: Entry } {
  const { [SOURCE_KEY]: source, ...rest } = data
  const base = pictureBase()
  const fields = base ? (mapStrings(rest, (text) => (text.startsWith(base) ? text.slice(base.length) : text)) as Entry) : rest
  return { source: typeof source === 'string' ? source : undefined, fields }
}

/** MDX page: front-matter fields plus `body`, the text after the front-matter, exactly as written. */
export const mdxFormat = {
  fromFile(text: string): Entry {
    const match = FRONTMATTER.exec(text)
    if (!match) return { body: text, [SOURCE_KEY]: text }
    const data = forEditor((parseDocument(match[2]).toJS() ?? {}) as Entry)
    return { ...data, body: text.slice(match[0].length), [SOURCE_KEY]: text }
  },
  toFile(data: Entry): string {
    const { source, fields } = splitEntry(data)
    const { body, ...frontmatter } = fields
    const bodyText = typeof body === 'string' ? body : ''
    const match = source ? FRONTMATTER.exec(source) : null
    if (!match) return `---\n${stringify(withoutEmptyFields(frontmatter, {}), { lineWidth: LINE_WIDTH })}---\n\n${bodyText}`
    const before = parseDocument(match[2]).toJS() ?? {}
    return match[1] + patchYaml(match[2], withoutEmptyFields(frontmatter, before)) + match[3] + bodyText
  },
}

/** YAML data file; a file that is a list at the top level is edited as the field `items`. */
export const yamlFormat = {
  fromFile(text: string): Entry {
    const data = forEditor({ [LIST_KEY]: parseDocument(text).toJS() as unknown })[LIST_KEY]
    return Array.isArray(data) ? { [LIST_KEY]: data, [SOURCE_KEY]: text } : { ...(data as Entry), [SOURCE_KEY]: text }
  },
  toFile(data: Entry): string {
    const { source, fields } = splitEntry(data)
    const before = source ? (parseDocument(source).toJS() as unknown) : undefined
    const next = Array.isArray(before) || (!source && Object.keys(fields).join() === LIST_KEY) ? fields[LIST_KEY] : fields
    if (!source) return stringify(next, { lineWidth: LINE_WIDTH })
    return patchYaml(source, withoutEmptyFields(next, before))
  },
}

/** An event whose pages live in content/pages/services/<folder>/, and how its pages' breadcrumb names it. */
export type ServiceEvent = { folder: string; label: string; href: string }
/** The new-page form's own fields: where the page goes. They make its canonical and breadcrumb; neither is stored. */
export const EVENT_KEY = 'event'
export const ADDRESS_KEY = 'address'
/** Set on the pages under an event as they are read (never stored): the list of them filters on it. */
export const UNDER_EVENT_KEY = 'underEvent'

/**
 * The format of the "New page" form: a page under an event, placed by the editor at
 * content/pages/services/<event>/<address>.mdx. A new file gets its canonical path and its breadcrumb
 * (Home › the event › the page's heading) from the two place fields; a file that exists keeps its place.
 */
export function newPageFormat(events: ServiceEvent[]) {
  return {
    fromFile(text: string): Entry {
      const entry = mdxFormat.fromFile(text)
      const [, folder = '', address = ''] = /^\/services\/([^/]+)\/([^/]+)$/.exec(String(entry.canonical ?? '')) ?? []
      return { ...entry, [EVENT_KEY]: folder, [ADDRESS_KEY]: address, [UNDER_EVENT_KEY]: Boolean(address) }
    },
    toFile(data: Entry): string {
      const { [EVENT_KEY]: folder, [ADDRESS_KEY]: address, [UNDER_EVENT_KEY]: _underEvent, ...fields } = data
      if (fields[SOURCE_KEY]) return mdxFormat.toFile(fields)
      const event = events.find((candidate) => candidate.folder === folder)
      const { title, description, heading, ...rest } = fields
      return mdxFormat.toFile({
        title,
        description,
        canonical: `/services/${String(folder)}/${String(address)}`,
        heading,
        breadcrumb: [{ label: 'Home', href: '/' }, ...(event ? [{ label: event.label, href: event.href }] : []), { label: heading }],
        ...rest,
      })
    },
  }
}
