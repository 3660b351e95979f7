// The editor's file formats for content/: MDX pages with YAML front-matter, and YAML data files.
// The editor's own formats rewrite a whole file on every save (flow maps become blocks, folded text is
// re-wrapped), so a one-word change would show as a rewrite of the page in its pull request. These formats
// keep the file as it was and rewrite only the values that changed: reviewers see exactly the edit.
import { PICTURE_FIELDS, PICTURE_PATH as PICTURE_PATH_RULE } from '../content/pictureNames.js'
import { freshYaml, patchYaml, sameData, yamlData } from './yaml-patch.ts'

export { patchYaml }

/** Where the file's text, as it was loaded, travels with the entry (the editor keeps keys it has no field for). */
export const SOURCE_KEY = '__source'
/** Data files that are a list at the top (faq.yaml, gallery.yaml…) appear to the editor as this one field. */
export const LIST_KEY = 'items'

const FRONTMATTER = /^(---\r?\n)([\s\S]*?)(\r?\n---(?:\r?\n|$))/

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
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
    if (isEmpty(value) && !(key in before && sameData(before[key], value))) continue
    result[key] = withoutEmptyFields(value, before[key])
  }
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
/** Pictures uploaded in the editor: content/images/uploads/ (the editor's media folder). */
const UPLOADS = 'uploads/'
const PICTURE_KEYS = new Set(PICTURE_FIELDS)

function pictureBase(): string | undefined {
  return typeof location === 'undefined' ? undefined : `${location.origin}${PICTURE_PATH}`
}

function mapStrings(value: unknown, map: (text: string) => string): unknown {
  if (typeof value === 'string') return map(value)
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, map))
  if (isPlainObject(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapStrings(item, map)]))
  return value
}

/** The texts of the picture fields (src, image…), and of the maps under them, mapped; every other text as it is. */
function mapPictures(value: unknown, map: (text: string) => string, inPicture = false): unknown {
  if (typeof value === 'string') return inPicture ? map(value) : value
  if (Array.isArray(value)) return value.map((item) => mapPictures(item, map, inPicture))
  if (isPlainObject(value))
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapPictures(item, map, PICTURE_KEYS.has(key))]))
  return value
}

/** Picture paths as the editor shows them (alt texts and other words stay as written, whatever they look like). */
function forEditor(data: Entry): Entry {
  const base = pictureBase()
  return base
    ? (mapPictures(data, (text) => (PICTURE_PATH_RULE.test(text) && !text.startsWith(UPLOADS) ? base + text : text)) as Entry)
    : data
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
    const data = forEditor((yamlData(`${match[2]}\n`).data ?? {}) as Entry)
    return { ...data, body: text.slice(match[0].length), [SOURCE_KEY]: text }
  },
  toFile(data: Entry): string {
    const { source, fields } = splitEntry(data)
    const { body, ...frontmatter } = fields
    const bodyText = typeof body === 'string' ? body : ''
    const match = source ? FRONTMATTER.exec(source) : null
    if (!match) return `---\n${freshYaml(withoutEmptyFields(frontmatter, {}))}---\n\n${bodyText}`
    const before = yamlData(`${match[2]}\n`).data ?? {}
    // The front-matter is patched as whole lines; the line break before the closing "---" is its own.
    const yaml = patchYaml(`${match[2]}\n`, withoutEmptyFields(frontmatter, before)).replace(/\n$/, '')
    return match[1] + yaml + match[3] + bodyText
  },
}

/** YAML data file; a file that is a list at the top level is edited as the field `items`. */
export const yamlFormat = {
  fromFile(text: string): Entry {
    const data = forEditor({ [LIST_KEY]: yamlData(text).data })[LIST_KEY]
    return Array.isArray(data) ? { [LIST_KEY]: data, [SOURCE_KEY]: text } : { ...(data as Entry), [SOURCE_KEY]: text }
  },
  toFile(data: Entry): string {
    const { source, fields } = splitEntry(data)
    const before = source ? yamlData(source).data : undefined
    const next = Array.isArray(before) || (!source && Object.keys(fields).join() === LIST_KEY) ? fields[LIST_KEY] : fields
    if (!source) return freshYaml(next)
    return patchYaml(source, withoutEmptyFields(next, before))
  },
}

/** An event whose pages live in content/pages/services/<folder>/, how its pages' breadcrumb names it, and its pages. */
export type ServiceEvent = { folder: string; label: string; href: string; pages: { address: string; heading: string }[] }
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
