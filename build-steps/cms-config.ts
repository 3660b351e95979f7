// The editor's configuration (/admin/config.yml), generated from content/schema.ts at build time, so the
// editor and the build check the same rules: required fields, lengths, patterns and choices come from the
// schemas' JSON Schema (z.toJSONSchema), never from a hand-kept list of fields; each field's doc is its hint.
// A new field in the schema appears in the editor. A translation's entries show its word fields only.
import fs from 'node:fs'
import path from 'node:path'
import { stringify } from 'yaml'
import { z } from 'zod'
import { BODY_COMPONENTS } from '../components/bodyComponents.ts'
import { OPTIONAL_OBJECT_WIDGET, PAGE_BODY_WIDGET } from '../admin/fields.ts'
import { PAGE_ADDRESS_WIDGET, PAGE_EVENT_WIDGET } from '../admin/page-address.ts'
import { ADDRESS_KEY, EVENT_KEY, LIST_KEY, PICTURE_PATH, UNDER_EVENT_KEY, type ServiceEvent } from '../admin/formats.ts'
import { DATA_FILE_PAGES, dataSchemas, IMAGE_PATH, pageSchema, pathOfPageFile, pictureCatalogueSchema } from '../content/schema.ts'
import { LOCALES, localizePath, type Locale } from '../content/editions.ts'
import { jsonSchemaOf, pageWordSchema, translationKeyField, wordSchemaOf, type JsonSchema } from '../content/translation.ts'
import { catalogueFile, filesUnder, overlayOf, readPage } from './content-loader.ts'
import { englishChanges, type ChangedWord } from './english-changes.ts'
import { englishEventTiles } from './translations.ts'

export const root = path.resolve(import.meta.dirname, '..')

/** Data files editors do not change: links kept on purpose are a decision for the developers. */
const DEVELOPER_DATA_FILES = new Set(['known-broken-links.yaml'])
/** Where pictures uploaded in the editor go; stored in content as "uploads/name.jpg". */
export const UPLOADS_FOLDER = 'content/images/uploads'
/** Field names whose text runs to a paragraph: the editor gives them a text area. */
const PARAGRAPH_FIELDS = /^(intro|description|text|answer|message)$/i

export type CmsField = {
  name: string
  label: string
  widget: string
  required?: boolean
  pattern?: [string, string]
  hint?: string
  options?: (string | { label: string; value: string })[]
  default?: unknown
  value_type?: 'int' | 'float'
  min?: number
  max?: number
  field?: CmsField
  fields?: CmsField[]
  modes?: string[]
  buttons?: string[]
  editor_components?: string[]
  choose_url?: boolean
  media_folder?: string
  public_folder?: string
  collapsed?: boolean
  summary?: string
  allow_add?: boolean
  allow_remove?: boolean
  allow_reorder?: boolean
}

/** Names that are abbreviations in the files and words in the editor. */
const WORDS: Record<string, string> = {
  src: 'Picture',
  imageSrc: 'Picture',
  alt: 'Alt text (what the picture shows)',
  href: 'Link',
  url: 'Address (URL)',
}

/** "breadcrumb" -> "Breadcrumb", "phoneDisplay" -> "Phone display". */
export function labelOf(name: string): string {
  if (WORDS[name]) return WORDS[name]
  const words = name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** The schema's messages for its rules (content/schema.ts writes them under `errorMessage`, by keyword). */
const messageOf = (node: JsonSchema, keyword: string): string | undefined =>
  (node.errorMessage as Record<string, string> | undefined)?.[keyword]

/** A regular expression (source, no flags) and message for everything the schema checks on a string. */
export function stringPattern(node: JsonSchema): [string, string] | undefined {
  const rules: { source: string; message: string }[] = []
  if (typeof node.pattern === 'string')
    rules.push({ source: node.pattern, message: messageOf(node, 'pattern') ?? `must match ${node.pattern}` })
  const min = node.minLength as number | undefined
  const max = node.maxLength as number | undefined
  if (min !== undefined && min === max) {
    rules.push({ source: `^[\\s\\S]{${min}}$`, message: messageOf(node, 'minLength') ?? `must be exactly ${min} characters` })
  } else {
    if (min !== undefined && min > 1)
      rules.push({ source: `^[\\s\\S]{${min},}$`, message: messageOf(node, 'minLength') ?? `must be at least ${min} characters` })
    if (max !== undefined)
      rules.push({ source: `^[\\s\\S]{0,${max}}$`, message: messageOf(node, 'maxLength') ?? `must be at most ${max} characters` })
  }
  if (!rules.length) return undefined
  if (rules.length === 1) return [rules[0].source, rules[0].message]
  // The editor takes one pattern per field: every rule becomes a look-ahead from the start.
  return [rules.map((rule) => `(?=${rule.source})`).join(''), rules.map((rule) => rule.message).join('; ')]
}

/** Numbers' bounds as the editor takes them; zod's own limits for an integer are no rule of ours. */
function numberRules(node: JsonSchema): Pick<CmsField, 'min' | 'max' | 'value_type'> {
  const int = node.type === 'integer'
  const step = int ? 1 : Number.EPSILON
  const rules: Pick<CmsField, 'min' | 'max' | 'value_type'> = { value_type: int ? 'int' : 'float' }
  const min =
    typeof node.minimum === 'number' ? node.minimum : typeof node.exclusiveMinimum === 'number' ? node.exclusiveMinimum + step : undefined
  const max =
    typeof node.maximum === 'number' ? node.maximum : typeof node.exclusiveMaximum === 'number' ? node.exclusiveMaximum - step : undefined
  if (min !== undefined && min > Number.MIN_SAFE_INTEGER) rules.min = min
  if (max !== undefined && max < Number.MAX_SAFE_INTEGER) rules.max = max
  return rules
}

/** The fixed values a field may take, if it is a choice (an enum, a constant, or a choice between those). */
function choicesOf(node: JsonSchema): string[] | undefined {
  if (Array.isArray(node.enum)) return node.enum.map(String)
  if ('const' in node) return [String(node.const)]
  const options = (node.anyOf ?? node.oneOf) as JsonSchema[] | undefined
  const choices = options?.map(choicesOf)
  return choices?.every(Boolean) ? choices.flatMap((choice) => choice!) : undefined
}

/** The editor's field for one schema value, named `name`; its doc is its hint. */
export function fieldOf(name: string, node: JsonSchema, required = true): CmsField {
  const base: CmsField = { name, label: labelOf(name), widget: 'string' }
  if (!required || node.default !== undefined) base.required = false
  if (node.default !== undefined) base.default = node.default
  if (node.description) base.hint = node.description
  const choices = choicesOf(node)
  if (choices) return { ...base, widget: 'select', options: choices }
  switch (node.type) {
    case 'string': {
      const pattern = stringPattern(node)
      if (node.pattern === IMAGE_PATH.source) {
        // Uploads land in content/images/uploads/ and pass through the image pipeline like any picture.
        // The editor shows existing pictures by their address on the site (admin/formats.ts): the rule accepts it too.
        const previews = PICTURE_PATH.replace(/\//g, '\\/')
        const shown = pattern && ([pattern[0].replace(/^\^/, `^(?:https?:\\/\\/[^/]+${previews})?`), pattern[1]] as [string, string])
        return {
          ...base,
          widget: 'image',
          choose_url: true,
          media_folder: `/${UPLOADS_FOLDER}`,
          public_folder: 'uploads',
          ...(shown && { pattern: shown }),
        }
      }
      return { ...base, widget: PARAGRAPH_FIELDS.test(name) ? 'text' : 'string', ...(pattern && { pattern }) }
    }
    case 'number':
    case 'integer':
      return { ...base, widget: 'number', ...numberRules(node) }
    case 'boolean':
      return { ...base, widget: 'boolean', required: false }
    case 'object':
      // An optional group (a page's banner) is checked only once something in it is filled (admin/fields.ts):
      // Decap's own group checks the fields it requires even when the whole group is left empty.
      return { ...base, widget: base.required === false ? OPTIONAL_OBJECT_WIDGET : 'object', collapsed: false, fields: fieldsOf(node) }
    case 'array': {
      if (!node.items || Array.isArray(node.prefixItems)) return unsupported(name, 'tuple')
      const item = fieldOf(name, node.items)
      if (item.widget === 'hidden') return item
      // A list whose length the spec fixes (the FAQ's six questions, the three slides) offers no Add and no Remove:
      // its items are changed, or replaced by moving them.
      const fixed = typeof node.minItems === 'number' && node.minItems === node.maxItems
      const list: CmsField = {
        ...base,
        widget: 'list',
        ...(typeof node.minItems === 'number' && { min: node.minItems }),
        ...(typeof node.maxItems === 'number' && { max: node.maxItems }),
        ...(fixed && { allow_add: false, allow_remove: false }),
      }
      if (item.widget === 'object') return { ...list, collapsed: true, fields: item.fields, summary: summaryOf(item.fields!) }
      const { required: _itemRequired, hint: _itemHint, ...single } = item
      return { ...list, field: { ...single, name: name.replace(/s$/, '') || name, label: labelOf(name.replace(/s$/, '') || name) } }
    }
    default:
      return unsupported(name, String(node.type ?? 'unknown'))
  }
}

/**
 * A schema type the editor has no widget for gets no field: the editor keeps the value as the file has it,
 * the build still checks it, and the configuration test names the field so a widget can be added here.
 */
function unsupported(name: string, type: string): CmsField {
  console.warn(`build-steps/cms-config.ts: field "${name}" (a ${type}) is not editable in /admin: no widget for that type`)
  return { name, label: labelOf(name), widget: 'hidden', required: false }
}

/** A group of fields: an object, required or not. */
export const isGroup = (field: CmsField) => field.widget === 'object' || field.widget === OPTIONAL_OBJECT_WIDGET

/** What a collapsed list item shows: its first text field. */
function summaryOf(fields: CmsField[]): string | undefined {
  const text = fields.find((field) => field.widget === 'string' || field.widget === 'text')
  return text ? `{{fields.${text.name}}}` : undefined
}

/** The fields of an object: a zod schema (its JSON Schema is read) or a JSON Schema. Developers' settings are left out. */
export function fieldsOf(schema: z.ZodType | JsonSchema): CmsField[] {
  const node = schema instanceof z.ZodType ? jsonSchemaOf(schema) : schema
  const required = new Set(node.required ?? [])
  return Object.entries(node.properties ?? {})
    .filter(([, child]) => child.developer !== true)
    .map(([name, child]) => fieldOf(name, child, required.has(name)))
    .filter((field) => field.widget !== 'hidden')
}

/** Fields of a data file: an object's fields, or a top-level list as the one field "items". */
export function dataFileFields(node: JsonSchema): CmsField[] {
  if (node.type === 'array') return [{ ...fieldOf(LIST_KEY, node), label: 'Items' }]
  return fieldsOf(node)
}

/**
 * A translation's fields: its word fields only. Its lists follow the English items (content/translation.ts): no
 * item is added, removed or moved here, and each shows what it gives the words of (a picture's file, a link).
 */
export function translationFields(fields: CmsField[], node: JsonSchema): CmsField[] {
  return fields.map((field) => {
    const child = node.type === 'array' && field.name === LIST_KEY ? node : node.properties?.[field.name]
    if (!child) return field
    if (field.widget === 'list' && child.items) {
      const key = translationKeyField(child.items)
      const inner = field.fields && translationFields(field.fields, child.items)
      return {
        ...field,
        ...(inner && { fields: inner }),
        allow_add: false,
        allow_remove: false,
        allow_reorder: false,
        ...(key && { summary: `{{fields.${key}}}` }),
      }
    }
    return isGroup(field) && field.fields ? { ...field, fields: translationFields(field.fields, child) } : field
  })
}

/**
 * How many words of a translated file still show in English, and how many translate an English text that has
 * changed since (build-steps/english-changes.ts), as its entry's label says ("" when none).
 */
function waitingNote(file: string, contentDir: string, changed: ChangedWord[], englishTiles: { file: string }[] = []): string {
  try {
    // Its words still in English, and the tiles it makes for new pages whose translation is a draft (in English too).
    const count = (overlayOf(file, contentDir)?.waiting.length ?? 0) + englishTiles.filter((tile) => tile.file === file).length
    const name = path.relative(path.dirname(contentDir), file).replace(/\\/g, '/')
    const changes = changed.filter((word) => word.file === name).length
    const notes = [
      ...(count ? [`${count} ${count === 1 ? 'word' : 'words'} in English`] : []),
      ...(changes ? [`English changed: check the Tamil (${changes} ${changes === 1 ? 'word' : 'words'})`] : []),
    ]
    return notes.length ? ` (${notes.join('; ')})` : ''
  } catch {
    return '' // a file the build refuses: its problems are named there
  }
}

/**
 * What a page's text may hold, as build-steps/page-body.ts checks it: the body field's hint in the editor. The editor
 * draws a hint as Markdown, so every example is a code span: shown as typed, backslashes and braces included.
 */
export const BODY_HINT =
  'Markdown: `## ` starts a section, `**bold**`, `- ` a list, `[the words](/contactus)` a link, a backslash (`\\`) at the end of a line breaks it. ' +
  `Components, kept exactly as written: ${Object.entries(BODY_COMPONENTS)
    .map(([name, attributes]) => (attributes.length ? `\`<${name} ${attributes[0]}="…">\`` : `\`<${name} />\``))
    .join(', ')}, and the page's own form or gallery; \`<span lang="en">…</span>\` marks an English word on a Tamil page. ` +
  'Shown as typed: `<3`, `5 < 6`, `<name@example.com>`. Refused before the save, naming the line: curly braces (write `\\{` and `\\}` to show them), HTML such as `<br>` or `<div>`, ' +
  '`<!-- comments -->` (a note nobody sees is `{/* note */}`), `<script>`, `import` and `export`: a page cannot run code.'

/**
 * The MDX body: raw text, so the components written in it (<CheckList> and others) stay exactly as written. Its
 * widget runs the build's check of the text before the save (admin/fields.ts). The schema does not require a text.
 */
export const BODY_FIELD: CmsField = {
  name: 'body',
  label: 'Text of the page (Markdown with components)',
  widget: PAGE_BODY_WIDGET,
  required: false,
  modes: ['raw'],
  buttons: [],
  editor_components: [],
  hint: BODY_HINT,
}

/**
 * A page's fields: every field of the English schema, or a translation's word fields. Its canonical path is its
 * file's place: shown, with how a page is moved, and not typed in (admin/page-address.ts).
 */
export const pageFields = (node: JsonSchema = jsonSchemaOf(pageSchema)): CmsField[] => [
  ...fieldsOf(node).map((field) => (field.name === 'canonical' ? { ...field, widget: PAGE_ADDRESS_WIDGET } : field)),
  BODY_FIELD,
]

/** The content folders of each language: content/ for English, content/<lang>/ for the others that exist. */
export function editions(contentDir = path.join(root, 'content')): { lang: string; dir: string }[] {
  const others = fs
    .readdirSync(contentDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /^[a-z]{2,3}$/.test(entry.name))
    .filter((entry) => ['pages', 'data'].some((sub) => fs.existsSync(path.join(contentDir, entry.name, sub))))
    .map((entry) => ({ lang: entry.name, dir: path.join(contentDir, entry.name) }))
  return [{ lang: 'en', dir: contentDir }, ...others]
}

function languageName(lang: string): string {
  return new Intl.DisplayNames([lang], { type: 'language' }).of(lang) ?? lang
}

/**
 * Decap's preview_path for a page's address: the address without its leading slash. The home page has none: without
 * one, "View preview" opens the deploy preview's root, which is the home page.
 */
export const previewPathOf = (urlPath: string): { preview_path?: string } =>
  urlPath.replace(/^\/+/, '') ? { preview_path: urlPath.replace(/^\/+/, '') } : {}

const slugOf = (text: string) =>
  text
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase() || 'home'

export type CmsCollection = {
  name: string
  label: string
  format: string
  editor: { preview: boolean }
  delete?: boolean
  files: { name: string; label: string; file: string; preview_path?: string; fields: CmsField[] }[]
}

/** A collection of one folder's files, where the editor can add new ones. */
export type CmsFolderCollection = Omit<CmsCollection, 'files'> & {
  folder: string
  create: boolean
  fields: CmsField[]
  [option: string]: unknown
}

/**
 * The events that have pages of their own: each folder of content/pages/services/, named as its pages'
 * breadcrumbs name it (the breadcrumb of the folder's first page).
 */
export function serviceEvents(contentDir = path.join(root, 'content')): ServiceEvent[] {
  const services = path.join(contentDir, 'pages/services')
  if (!fs.existsSync(services)) return []
  return fs
    .readdirSync(services, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      const files = filesUnder(path.join(services, entry.name), '.mdx')
      const crumb = files[0]
        ? (readPage(files[0]).frontmatter.breadcrumb as { label?: string; href?: string }[] | undefined)?.[1]
        : undefined
      // The addresses taken: a new page cannot have one of them (admin/page-address.ts).
      const pages = files.map((file) => ({
        address: path.basename(file, '.mdx'),
        heading: String(readPage(file).frontmatter.heading ?? ''),
      }))
      return crumb?.label && crumb.href ? [{ folder: entry.name, label: crumb.label, href: crumb.href, pages }] : []
    })
    .sort((a, b) => a.label.localeCompare(b.label))
}

/** The fields of the page's place; the page's own canonical and breadcrumb are made from them (admin/formats.ts). */
export function newPagePlaceFields(events: ServiceEvent[]): CmsField[] {
  return [
    {
      name: EVENT_KEY,
      label: 'Event',
      // The list of events for a new page; a page that exists shows its own (admin/page-address.ts).
      widget: PAGE_EVENT_WIDGET,
      options: events.map((event) => ({ label: `${event.label} (/services/${event.folder}/…)`, value: event.folder })),
      hint: "The event the page belongs to: its address starts with the event's.",
    },
    {
      name: ADDRESS_KEY,
      label: 'Address (last part)',
      // The string field, refusing an address a page of the chosen event already has; a page that exists shows
      // its address, with how to move the page (admin/page-address.ts).
      widget: PAGE_ADDRESS_WIDGET,
      pattern: ['^[a-z0-9]+(-[a-z0-9]+)*$', 'lower-case letters, digits and hyphens, such as "flower-decoration"'],
      hint: 'The end of the page\'s address: "flower-decoration" makes /services/wedding/flower-decoration. It cannot be changed later.',
    },
  ]
}

/**
 * Pages under an event, listed by address and heading, and the "New page" button: the form asks for the event
 * (from the list) and the address, then the fields the schema requires, and writes
 * content/pages/services/<event>/<address>.mdx with its canonical path and breadcrumb.
 */
export function newPageCollection(contentDir = path.join(root, 'content')): CmsFolderCollection {
  // Copies: the page list already shares its fields through YAML aliases, and readers cap their number.
  const placeless = structuredClone(pageFields().filter((field) => field.name !== 'canonical' && field.name !== 'breadcrumb'))
  // A page under an event ends with the enquiry block, whose question it must give; its event is the one chosen
  // above (the page's place), so the block's own event choice is left out here.
  const enquiry = placeless.find((field) => field.name === 'enquiry')
  if (enquiry) {
    enquiry.required = true
    enquiry.fields = enquiry.fields?.filter((field) => field.name === 'question')
    enquiry.hint = 'The question that ends the page above its two buttons, e.g. "Planning the flower decoration for a wedding?"'
  }
  return {
    name: 'event_pages',
    label: 'Pages under an event',
    label_singular: 'New page',
    description: 'Every service page of an event, and "New page" to add one. Its Tamil page is made as a marked draft on the pull request.',
    folder: path.relative(path.dirname(contentDir), path.join(contentDir, 'pages/services')).replace(/\\/g, '/'),
    extension: 'mdx',
    format: 'mdx-new-page',
    path: `{{${EVENT_KEY}}}/{{slug}}`,
    identifier_field: ADDRESS_KEY,
    slug: '{{slug}}',
    summary: `/services/{{${EVENT_KEY}}}/{{${ADDRESS_KEY}}} – {{heading}}`,
    // The event pages themselves (services/wedding.mdx) sit in the same folder: only the pages under an event.
    filter: { field: UNDER_EVENT_KEY, value: true },
    create: true,
    // Deleting goes through a pull request on GitHub, where the build names the pages that still link to it.
    delete: false,
    editor: { preview: true },
    preview_path: `services/{{${EVENT_KEY}}}/{{${ADDRESS_KEY}}}`,
    fields: [...newPagePlaceFields(serviceEvents(contentDir)), ...placeless],
  }
}

/**
 * The pictures and what each shows (content/images.yaml): a picture is uploaded here, and its entry cannot be saved
 * without its description in every language. Pages then name the picture; none writes a description of its own.
 */
export function picturesCollection(contentDir = path.join(root, 'content')): CmsCollection {
  const file = catalogueFile(contentDir)
  const [list] = dataFileFields(jsonSchemaOf(pictureCatalogueSchema))
  const fields = list.fields!.map((field) => {
    const locale = LOCALES.find((each) => each === field.name)
    return locale ? { ...field, label: `What it shows (${languageName(locale)})`, widget: 'text' } : field
  })
  return {
    name: 'pictures',
    label: 'Pictures',
    format: 'yaml-preserving',
    // Removing a picture goes through a pull request, where the build names the pages that still show it.
    delete: false,
    editor: { preview: false },
    files: [
      {
        name: 'pictures',
        label: 'Pictures and what each shows',
        file: path.relative(path.dirname(contentDir), file).replace(/\\/g, '/'),
        fields: [{ ...list, label: 'Pictures', summary: '{{fields.src}}', hint: pictureCatalogueSchema.description, fields }],
      },
    ],
  }
}

/** One collection of pages and one of data files per language, and the pictures with what each shows. */
export function collections(contentDir = path.join(root, 'content')): (CmsCollection | CmsFolderCollection)[] {
  // Paths in the configuration are relative to the repository: the folder that holds content/.
  const repoPath = (file: string) => path.relative(path.dirname(contentDir), file).replace(/\\/g, '/')
  const changed = englishChanges(contentDir).changed
  const englishTiles = englishEventTiles(contentDir)
  return editions(contentDir).flatMap(({ lang, dir }) => {
    const suffix = lang === 'en' ? '' : `_${lang}`
    const labelSuffix = lang === 'en' ? '' : ` (${languageName(lang)})`
    const pagesDir = path.join(dir, 'pages')
    // One list of fields shared by every page: the YAML writes it once and refers to it (&anchor / *alias).
    // A translation's entries hold its words only (content/translation.ts): pictures and links are the English file's.
    const english = lang === 'en'
    const fields = english ? pageFields() : translationFields(pageFields(pageWordSchema()), pageWordSchema())
    const dataFields = (name: string) => {
      const node = jsonSchemaOf(dataSchemas[name])
      return english ? dataFileFields(node) : translationFields(dataFileFields(wordSchemaOf(node)!), wordSchemaOf(node)!)
    }
    const pages: CmsCollection = {
      name: `pages${suffix}`,
      label: `Pages${labelSuffix}`,
      format: 'mdx-preserving',
      // Deleting goes through a pull request on GitHub, where the build names the pages that still link to it.
      delete: false,
      // The live preview beside the fields (admin/preview.tsx).
      editor: { preview: true },
      files: filesUnder(pagesDir, '.mdx').map((file) => {
        const urlPath = pathOfPageFile(path.relative(pagesDir, file), lang as Locale)
        // A translation's draft made from the English page says so in the list, until its translator removes "draft".
        const draft = readPage(file).frontmatter.draft === true
        const label = draft
          ? `${urlPath} (draft: still in English)`
          : english
            ? urlPath
            : urlPath + waitingNote(file, contentDir, changed, englishTiles)
        // "View preview" opens the page itself on the pull request's deploy preview.
        return { name: slugOf(urlPath), label, file: repoPath(file), ...previewPathOf(urlPath), fields }
      }),
    }
    const data: CmsCollection = {
      name: `data${suffix}`,
      label: `Site data${labelSuffix}`,
      format: 'yaml-preserving',
      // home.yaml is drawn as the home page; the other files' words show on pages (admin/preview.tsx says which).
      editor: { preview: true },
      files: filesUnder(path.join(dir, 'data'), '.yaml')
        .filter((file) => !DEVELOPER_DATA_FILES.has(path.basename(file)) && dataSchemas[path.basename(file)])
        .map((file) => ({
          name: slugOf(path.basename(file, '.yaml')),
          label: path.basename(file) + (english ? '' : waitingNote(file, contentDir, changed)),
          file: repoPath(file),
          ...previewPathOf(localizePath(DATA_FILE_PAGES[path.basename(file)] ?? '/', lang as Locale)),
          fields: dataFields(path.basename(file)),
        })),
    }
    const eventPages = lang === 'en' && serviceEvents(contentDir).length ? [newPageCollection(contentDir)] : []
    const pictures = english && fs.existsSync(catalogueFile(contentDir)) ? [picturesCollection(contentDir)] : []
    return [...[pages].filter((c) => c.files.length), ...eventPages, ...[data].filter((c) => c.files.length), ...pictures]
  })
}

export type CmsOptions = {
  /** "owner/name" of the GitHub repository (CMS_REPO). */
  repo?: string
  /** Branch the editor's pull requests go to (CMS_BRANCH). */
  branch?: string
  /** The OAuth service's origin (CMS_AUTH_URL), such as the Sveltia CMS Authenticator Worker (docs/deploying.md, the editor: one-time set-up). */
  authUrl?: string
  /** The commit status that carries the pull request's deploy preview (CMS_PREVIEW_CONTEXT), if not Netlify's. */
  previewContext?: string
  /** Where GitHub's API is read (GitHub's own unless told): a stand-in for the panel of pull requests in the editor's tests. */
  githubApiRoot?: string
  /** The GitHub token's scope (CMS_AUTH_SCOPE): "public_repo" (the default) for a public repository, "repo" for a private one. */
  authScope?: 'repo' | 'public_repo'
  /** Address of decap-server: editing the working copy on this machine, no account, no pull requests. */
  localBackendUrl?: string
  contentDir?: string
  /** The public site's address, when the editor runs on an origin of its own (`npm run build:editor`); else "/". */
  siteUrl?: string
}

/** The whole configuration, as the editor reads it from /admin/config.yml. */
export function cmsConfig(options: CmsOptions = {}) {
  const local = Boolean(options.localBackendUrl)
  return {
    backend: {
      name: 'github',
      repo: options.repo || 'thoranam-events/website',
      branch: options.branch || 'main',
      ...(options.authUrl && { base_url: options.authUrl }),
      // "View preview" opens the pull request's deploy preview: the commit status whose name is this, or else the
      // first whose name holds "deploy" (Netlify's deploy-preview status).
      ...(options.previewContext && { preview_context: options.previewContext }),
      ...(options.githubApiRoot && { api_root: options.githubApiRoot }),
      // The token a sign-in asks GitHub for: `public_repo` (public repositories only) unless told `repo` (Decap's
      // own default, every repository the editor can write to, private ones included).
      auth_scope: options.authScope ?? 'public_repo',
      squash_merges: true,
    },
    // Every save is a branch and a pull request; CI checks it before anyone merges it.
    ...(local ? { local_backend: { url: options.localBackendUrl } } : { publish_mode: 'editorial_workflow' }),
    media_folder: UPLOADS_FOLDER,
    public_folder: 'uploads',
    // Upload names are lower case, ASCII, hyphens: what content/schema.ts accepts as a picture's path.
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    site_url: options.siteUrl ?? '/',
    display_url: options.siteUrl ?? '/',
    logo_url: '/favicon.svg',
    collections: collections(options.contentDir),
  }
}

export function cmsConfigYaml(options: CmsOptions = {}): string {
  return `# Generated from content/schema.ts by build-steps/cms-config.ts at build time: do not edit.\n${stringify(cmsConfig(options), { lineWidth: 0 })}`
}
