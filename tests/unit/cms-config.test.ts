// The editor's configuration is generated from content/schema.ts: every field of every schema is editable,
// with the schema's rules, and every content file of every language is listed.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parse } from 'yaml'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { takenAddressMessage } from '../../admin/page-address.ts'
import { optionsFromEnv } from '../../build-steps/admin.ts'
import {
  cmsConfig,
  cmsConfigYaml,
  fieldsOf,
  serviceEvents,
  type CmsCollection,
  type CmsField,
  type CmsFolderCollection,
} from '../../build-steps/cms-config.ts'
import { pageFiles, root } from '../../build-steps/content-check.ts'
import { ENQUIRY_EVENTS } from '../../content/enquiryEvents.ts'
import { dataSchemas, pageSchema, validatePage } from '../../content/schema.ts'

/** Every field path a schema allows, such as "tiles[].image.src", found with zod's public API. */
function schemaPaths(schema: z.ZodType, prefix = ''): string[] {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodDefault || schema instanceof z.ZodNullable)
    return schemaPaths(schema.unwrap() as z.ZodType, prefix)
  if (schema instanceof z.ZodArray) return schemaPaths(schema.element as z.ZodType, `${prefix}[]`)
  if (schema instanceof z.ZodObject) {
    return Object.entries(schema.shape).flatMap(([key, child]) => [
      `${prefix}${prefix ? '.' : ''}${key}`,
      ...schemaPaths(child as z.ZodType, `${prefix}${prefix ? '.' : ''}${key}`),
    ])
  }
  return []
}

/** The word fields of a translated page: what a Tamil entry shows (no picture, link or row setting). */
const PAGE_WORD_PATHS = [
  'title',
  'description',
  'heading',
  'breadcrumb',
  'breadcrumb[].label',
  'intro',
  'tiles',
  'tiles[].title',
  'tiles[].text',
  'galleries',
  'galleries[].title',
  'enquiry',
  'enquiry.question',
  'draft',
]

/** The same paths, read from the editor's fields. */
function configPaths(fields: CmsField[], prefix = ''): string[] {
  return fields.flatMap((field) => {
    const own = `${prefix}${prefix ? '.' : ''}${field.name}`
    const inner = field.widget === 'list' ? `${own}[]` : own
    if (field.fields) return [own, ...configPaths(field.fields, inner)]
    if (field.field?.fields) return [own, ...configPaths(field.field.fields, inner)]
    return [own]
  })
}

const config = cmsConfig()
/** A collection that lists its files one by one (every one but "Pages under an event"). */
const filesCollection = (collections: typeof config.collections, name: string) =>
  collections.find((collection) => collection.name === name) as CmsCollection
const pages = filesCollection(config.collections, 'pages')
const data = filesCollection(config.collections, 'data')
const fieldsOfFile = (collection: typeof pages, name: string) => collection.files.find((file) => file.name === name)!.fields
const find = (fields: CmsField[], name: string) => fields.find((field) => field.name === name)!

/** How a page is routed and built: a developer's decision, not in the editor's forms (ticking one would take a page off the site). */
const DEVELOPER_SETTINGS = ['aliases', 'interactive']

describe('the editor configuration generated from content/schema.ts', () => {
  it("leaves the developers' settings out of every page form, and the files keep them", () => {
    const eventPages = config.collections.find((collection) => collection.name === 'event_pages') as CmsFolderCollection
    const forms = [
      ...pages.files.map((file) => file.fields),
      eventPages.fields,
      ...filesCollection(config.collections, 'pages_ta').files.map((file) => file.fields),
    ]
    for (const fields of forms) expect(fields.map((field) => field.name).filter((name) => DEVELOPER_SETTINGS.includes(name))).toEqual([])
    // A page that has them (the home page answers /home too; the gallery is interactive) is saved with them.
    const home = fs.readFileSync(path.join(root, 'content/pages/index.mdx'), 'utf8')
    expect(home).toMatch(/^aliases:/m)
    expect(home).toMatch(/^interactive: true$/m)
  })

  it('lists every page under content/pages/ by its address, with every front-matter field and the body', () => {
    expect(pages.files.map((file) => file.file).sort()).toEqual(
      pageFiles()
        .map((file) => path.relative(root, file))
        .sort(),
    )
    expect(pages.files.find((file) => file.file === 'content/pages/services/wedding/decoration.mdx')!.label).toBe(
      '/services/wedding/decoration',
    )
    for (const file of pages.files) {
      expect(
        configPaths(file.fields)
          .filter((p) => p !== 'body')
          .sort(),
      ).toEqual(
        schemaPaths(pageSchema)
          .filter((p) => !DEVELOPER_SETTINGS.includes(p))
          .sort(),
      )
      // The text is checked before the save as the build checks it (admin/fields.ts); the schema does not require one.
      expect(find(file.fields, 'body')).toMatchObject({ widget: 'page-body', modes: ['raw'], required: false })
    }
  })

  it("adds pages under an event: the event from a list of those with pages, the address, then the page's fields; nothing is deleted from the editor", () => {
    const eventPages = config.collections.find((collection) => collection.name === 'event_pages') as CmsFolderCollection
    expect(eventPages).toMatchObject({
      folder: 'content/pages/services',
      path: '{{event}}/{{slug}}',
      identifier_field: 'address',
      create: true,
      delete: false,
      format: 'mdx-new-page',
    })
    const [event, address, ...rest] = eventPages.fields
    expect(event.options).toContainEqual({ label: 'Wedding (/services/wedding/…)', value: 'wedding' })
    expect(event.options).toContainEqual({ label: 'Baby Shower (/services/baby-shower/…)', value: 'baby-shower' })
    expect(event.options).toHaveLength(
      fs.readdirSync(path.join(root, 'content/pages/services'), { withFileTypes: true }).filter((entry) => entry.isDirectory()).length,
    )
    expect(new RegExp(address.pattern![0]).test('flower-decoration')).toBe(true)
    expect(new RegExp(address.pattern![0]).test('Flower Decoration')).toBe(false)
    // The canonical path and the breadcrumb come from the place; every other field of a page is asked for.
    expect(rest.map((field) => field.name)).toEqual(
      pages.files[0].fields.map((field) => field.name).filter((name) => name !== 'canonical' && name !== 'breadcrumb'),
    )
    expect(
      config.collections.filter((collection) => collection.name.startsWith('pages')).every((collection) => collection.delete === false),
    ).toBe(true)
  })

  it('refuses, in the new-page form, an address a page of the event already has, saying which page has it', () => {
    const events = serviceEvents()
    const eventPages = config.collections.find((collection) => collection.name === 'event_pages') as CmsFolderCollection
    expect(eventPages.fields.find((field) => field.name === 'address')!.widget).toBe('page-address')
    expect(takenAddressMessage(events, 'wedding', 'decoration')).toBe(
      '/services/wedding/decoration is already the address of the page "Wedding Decoration": choose another address, or change that page under "Pages under an event"',
    )
    expect(takenAddressMessage(events, 'wedding', 'flower-decoration')).toBeUndefined()
    expect(takenAddressMessage(events, 'birthday', 'decoration')).toBeUndefined() // birthday's is "birthday-decoration"
    // Saved past the editor anyway (a page added since it was built), the build says what happened.
    const source = fs.readFileSync(path.join(root, 'content/pages/services/wedding/decoration.mdx'), 'utf8')
    expect(() =>
      validatePage(
        'content/pages/services/wedding/decoration-1.mdx',
        'services/wedding/decoration-1.mdx',
        parse(source.split('\n---')[0].slice(4)),
      ),
    ).toThrow(
      /canonical: the address \/services\/wedding\/decoration was already taken when this page was saved, so it was saved as \/services\/wedding\/decoration-1: delete this file/,
    )
  })

  it('lists the six data files editors change, each with every field of its schema', () => {
    expect(data.files.map((file) => file.label).sort()).toEqual([
      'faq.yaml',
      'gallery.yaml',
      'home.yaml',
      'navigation.yaml',
      'site.yaml',
      'testimonials.yaml',
    ])
    for (const file of data.files) {
      const schema = dataSchemas[file.label]
      const expected = schema instanceof z.ZodArray ? ['items', ...schemaPaths(schema, 'items')] : schemaPaths(schema)
      expect(configPaths(file.fields).sort(), file.label).toEqual(expected.sort())
    }
  })

  it('carries the schema rules: required fields, lengths and patterns with their messages, choices, list sizes', () => {
    const fields = fieldsOfFile(pages, 'services-wedding')
    const title = find(fields, 'title')
    expect(title.required).toBeUndefined()
    const titleRule = new RegExp(title.pattern![0])
    expect(titleRule.test('A'.repeat(60))).toBe(true)
    expect(titleRule.test('A'.repeat(61))).toBe(false)
    expect(titleRule.test('Too short')).toBe(false)
    expect(title.pattern![1]).toContain('must be at most 60 characters (search engines cut longer titles)')
    expect(find(fields, 'intro').required).toBe(false)
    expect(find(fields, 'galleryPosition')).toMatchObject({ widget: 'select', options: ['top', 'end'], default: 'end' })
    const tile = find(fields, 'tiles').fields!
    expect(find(tile, 'target').required).toBeUndefined()
    expect(new RegExp(find(tile, 'target').pattern![0]).test('Services/Wedding')).toBe(false)
    const picture = find(find(tile, 'image').fields!, 'src')
    expect(picture).toMatchObject({ widget: 'image', public_folder: 'uploads', media_folder: '/content/images/uploads' })
    expect(new RegExp(picture.pattern![0]).test('decoration/decoration-01.jpg')).toBe(true)
    // A phone's names are taken as they are; a hidden file or a sign an address cannot hold is refused.
    for (const name of ['uploads/IMG_1234.JPG', 'uploads/Photo 1.jpeg', 'uploads/மணமேடை.jpg'])
      expect(new RegExp(picture.pattern![0]).test(name), name).toBe(true)
    for (const name of ['uploads/.jpg', 'uploads/photo#1.jpg', 'uploads/IMG_1234.HEIC'])
      expect(new RegExp(picture.pattern![0]).test(name), name).toBe(false)
    // As the editor shows it (admin/formats.ts): the same path under /admin/pictures/, its preview.
    expect(new RegExp(picture.pattern![0]).test('http://localhost:3000/admin/pictures/decoration/decoration-01.jpg')).toBe(true)
    expect(new RegExp(picture.pattern![0]).test('http://localhost:3000/admin/pictures/uploads/.jpg')).toBe(false)
    // A picture is described once, in the Pictures collection: a page's picture has no description field.
    expect(find(tile, 'image').fields!.map((field) => field.name)).toEqual(['src', 'focus'])
    expect(find(find(fields, 'galleries').fields!, 'images')).toMatchObject({ min: 3, max: 6 })

    // The enquiry block's question and event: the event is a choice of the contact form's events, optional
    // (the page's place decides when it is left out).
    const enquiry = find(fields, 'enquiry')
    // An optional group: its required fields are checked only once something in it is filled (admin/fields.ts).
    expect(enquiry).toMatchObject({ widget: 'optional-object', required: false })
    expect(find(fields, 'banner')).toMatchObject({ widget: 'optional-object', required: false })
    expect(find(find(fields, 'banner').fields!, 'src').required).toBeUndefined()
    expect(find(enquiry.fields!, 'question')).toMatchObject({ widget: 'string' })
    expect(find(enquiry.fields!, 'event')).toMatchObject({ widget: 'select', required: false, options: [...ENQUIRY_EVENTS] })
    const tamilPage = filesCollection(config.collections, 'pages_ta').files.find(
      (file) => file.file === 'content/ta/pages/services/wedding/decoration.mdx',
    )!
    expect(find(tamilPage.fields, 'enquiry')).toMatchObject({ widget: 'optional-object' })

    const site = fieldsOfFile(data, 'site')
    expect(find(site, 'phone').pattern).toEqual(['^\\+91\\d{10}$', 'must be "+91" followed by 10 digits, no spaces'])
    expect(find(site, 'founded')).toMatchObject({ widget: 'number', value_type: 'int', min: 1900, max: 2100 })
    expect(new RegExp(find(site, 'email').pattern![0]).test('hello@thoranamevents.in')).toBe(true)
    expect(find(find(site, 'social').fields!, 'icon').options).toEqual(['instagram', 'youtube', 'facebook'])
    // A list whose length the spec fixes offers no Add and no Remove; other lists do.
    expect(find(fieldsOfFile(data, 'faq'), 'items')).toMatchObject({
      widget: 'list',
      min: 6,
      max: 6,
      allow_add: false,
      allow_remove: false,
    })
    expect(find(fieldsOfFile(data, 'home'), 'slides')).toMatchObject({ min: 3, max: 3, allow_add: false, allow_remove: false })
    expect(find(find(fieldsOfFile(data, 'home'), 'about').fields!, 'points')).toMatchObject({ allow_add: false })
    expect(find(fieldsOfFile(data, 'gallery'), 'items')).not.toHaveProperty('allow_add')
  })

  it('walks fields the schema may gain: nested objects, numbers, choices; a type with no widget is left out, named in a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const fields = fieldsOf(
      z.strictObject({
        focus: z.strictObject({ x: z.number().min(0).max(1), y: z.number().min(0).max(1) }).optional(),
        fit: z.union([z.literal('cover'), z.literal('contain')]),
        crop: z.tuple([z.number(), z.number()]),
      }),
    )
    expect(fields).toEqual([
      expect.objectContaining({
        name: 'focus',
        widget: 'optional-object',
        required: false,
        fields: [expect.objectContaining({ name: 'x', widget: 'number', min: 0, max: 1 }), expect.objectContaining({ name: 'y' })],
      }),
      expect.objectContaining({ name: 'fit', widget: 'select', options: ['cover', 'contain'] }),
    ])
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('field "crop" (a tuple) is not editable'))
    warn.mockRestore()
  })

  it('shows the live preview beside every page and home.yaml, and links each entry\'s "View preview" to its page on the pull request\'s deploy preview', () => {
    const config = cmsConfig()
    const all = config.collections as (CmsCollection | CmsFolderCollection)[]
    // Every collection but the pictures' list, which shows each picture beside its fields.
    expect(all.filter((collection) => !collection.editor.preview).map((collection) => collection.name)).toEqual(['pictures'])
    const files = all.flatMap((collection) => ('files' in collection ? (collection as CmsCollection).files : []))
    const byFile = Object.fromEntries(files.map((file) => [file.file, file.preview_path]))
    expect(byFile['content/pages/services/birthday/photography.mdx']).toBe('services/birthday/photography')
    expect(byFile['content/ta/pages/services/birthday/photography.mdx']).toBe('ta/services/birthday/photography')
    expect(byFile['content/pages/contactus.mdx']).toBe('contactus')
    // The home page has none: "View preview" then opens the deploy preview's root, which is the home page.
    expect(byFile['content/pages/index.mdx']).toBeUndefined()
    expect(byFile['content/ta/pages/index.mdx']).toBe('ta')
    expect(byFile['content/data/gallery.yaml']).toBe('gallery')
    const pages = files.filter((file) => file.file.endsWith('.mdx'))
    expect(pages.filter((file) => file.preview_path === undefined).map((file) => file.file)).toEqual(['content/pages/index.mdx'])
    const eventPages = all.find((collection) => collection.name === 'event_pages') as CmsFolderCollection
    expect(eventPages.preview_path).toBe('services/{{event}}/{{address}}')
    expect(cmsConfig({ previewContext: 'deploy/cloudflare-pages' }).backend).toMatchObject({ preview_context: 'deploy/cloudflare-pages' })
    // The narrowest sign-in a public repository allows, unless a private repository asks for more.
    expect(cmsConfig().backend).toMatchObject({ auth_scope: 'public_repo' })
    expect(cmsConfig({ authScope: 'repo' }).backend).toMatchObject({ auth_scope: 'repo' })
    expect(optionsFromEnv('production', {}).authScope).toBe('public_repo')
    expect(optionsFromEnv('production', { CMS_AUTH_SCOPE: 'repo' }).authScope).toBe('repo')
    expect(() => optionsFromEnv('production', { CMS_AUTH_SCOPE: 'admin:org' })).toThrow(
      /CMS_AUTH_SCOPE is "admin:org": leave it unset \(public_repo, for a public repository\), or set it to repo/,
    )
  })

  it('opens pull requests on GitHub (editorial workflow); the local configuration edits the working copy instead', () => {
    expect(config).toMatchObject({
      backend: { name: 'github' },
      publish_mode: 'editorial_workflow',
      media_folder: 'content/images/uploads',
      public_folder: 'uploads',
    })
    expect(config).not.toHaveProperty('local_backend')
    const local = cmsConfig({ localBackendUrl: 'http://localhost:8081/api/v1' })
    expect(local).toMatchObject({ local_backend: { url: 'http://localhost:8081/api/v1' } })
    expect(local).not.toHaveProperty('publish_mode')
    expect(parse(cmsConfigYaml())).toEqual(JSON.parse(JSON.stringify(config)))
  })

  it('makes another language editable as soon as its content/<lang>/pages and data folders exist', () => {
    const content = fs.mkdtempSync(path.join(os.tmpdir(), 'thoranam-cms-'))
    try {
      fs.cpSync(path.join(root, 'content/pages/services'), path.join(content, 'pages/services'), { recursive: true })
      fs.mkdirSync(path.join(content, 'ta/pages/services'), { recursive: true })
      fs.mkdirSync(path.join(content, 'ta/data'), { recursive: true })
      fs.copyFileSync(path.join(root, 'content/pages/services/wedding.mdx'), path.join(content, 'ta/pages/services/wedding.mdx'))
      fs.copyFileSync(path.join(root, 'content/data/site.yaml'), path.join(content, 'ta/data/site.yaml'))
      const collections = cmsConfig({ contentDir: content }).collections
      expect(collections.map((collection) => collection.label)).toEqual([
        'Pages',
        'Pages under an event',
        'Pages (தமிழ்)',
        'Site data (தமிழ்)',
      ])
      const tamil = filesCollection(collections, 'pages_ta')
      expect(tamil.files).toEqual([
        expect.objectContaining({ label: '/ta/services/wedding', file: `${path.basename(content)}/ta/pages/services/wedding.mdx` }),
      ])
      expect(
        configPaths(tamil.files[0].fields)
          .filter((p) => p !== 'body')
          .sort(),
      ).toEqual([...PAGE_WORD_PATHS].sort())
    } finally {
      fs.rmSync(content, { recursive: true, force: true })
    }
  })

  it("shows each field's doc from content/schema.ts as its hint", () => {
    const english = pages.files.find((file) => file.file === 'content/pages/services/wedding/decoration.mdx')!.fields
    expect(find(english, 'title').hint).toBe(pageSchema.shape.title.description)
    expect(find(english, 'title').hint).toMatch(/^Search-engine title/)
    expect(find(find(english, 'banner').fields!, 'focus').hint).toMatch(/^Which part stays in view/)
    expect(find(fieldsOfFile(data, 'site'), 'phone').hint).toMatch(/^Phone in international form/)
  })

  it('shows a Tamil entry with its word fields only: no picture, link or setting the English file gives', () => {
    const tamil = filesCollection(config.collections, 'pages_ta').files.find(
      (file) => file.file === 'content/ta/pages/services/wedding/decoration.mdx',
    )!
    expect(
      configPaths(tamil.fields)
        .filter((p) => p !== 'body')
        .sort(),
    ).toEqual([...PAGE_WORD_PATHS].sort())
    const widgets = (fields: CmsField[]): string[] =>
      fields.flatMap((field) => [field.widget, ...widgets(field.fields ?? field.field?.fields ?? [])])
    expect(widgets(tamil.fields)).not.toContain('image')
    // The gallery's pictures hold no words: there is no Tamil gallery file to edit.
    expect(filesCollection(config.collections, 'data_ta').files.map((file) => file.name)).not.toContain('gallery')
  })

  it('asks for what a picture shows in every language where it is uploaded, once, in Pictures', () => {
    const pictures = filesCollection(config.collections, 'pictures')
    expect(pictures.files.map((file) => file.file)).toEqual(['content/images.yaml'])
    const list = find(pictures.files[0].fields, 'items')
    expect(list).toMatchObject({ widget: 'list', summary: '{{fields.src}}' })
    expect(find(list.fields!, 'src')).toMatchObject({ widget: 'image', media_folder: '/content/images/uploads' })
    for (const locale of ['en', 'ta']) {
      const description = find(list.fields!, locale)
      // Required (no "required: false"): the editor does not save a picture without both descriptions.
      expect(description, locale).toMatchObject({ widget: 'text', label: expect.stringMatching(/^What it shows \(/) })
      expect(description.required, locale).toBeUndefined()
      expect(description.pattern![1]).toBe('needs a real description of the picture (at least 5 characters)')
    }
  })

  it("keeps a Tamil entry's lists in the English items: nothing added, removed or moved there, each item shown by what it describes", () => {
    const tamil = filesCollection(config.collections, 'pages_ta').files.find(
      (file) => file.file === 'content/ta/pages/services/wedding.mdx',
    )!.fields
    const follows = { allow_add: false, allow_remove: false, allow_reorder: false }
    expect(find(tamil, 'tiles')).toMatchObject({ ...follows, summary: '{{fields.target}}' })
    expect(find(tamil, 'breadcrumb')).toMatchObject({ ...follows, summary: '{{fields.href}}' })
    expect(find(tamil, 'galleries')).toMatchObject({ ...follows, summary: '{{fields.en}}' })
    const tamilData = filesCollection(config.collections, 'data_ta')
    expect(find(fieldsOfFile(tamilData, 'testimonials'), 'items')).toMatchObject({ ...follows, summary: '{{fields.en}}' })
    expect(find(fieldsOfFile(tamilData, 'faq'), 'items')).toMatchObject({ ...follows, summary: '{{fields.en}}' })
    // The English entries add, remove and move items as before.
    expect(find(fieldsOfFile(pages, 'services-wedding'), 'tiles')).not.toHaveProperty('allow_add')
  })

  it('labels a Tamil entry with the words it still shows in English', () => {
    const content = fs.mkdtempSync(path.join(os.tmpdir(), 'thoranam-cms-'))
    try {
      for (const part of ['pages', 'data', 'ta']) fs.cpSync(path.join(root, 'content', part), path.join(content, part), { recursive: true })
      // The words already waiting in the content as it is (an editor's change not yet translated), and two more.
      const labelOf = (collection: string, name: string) =>
        filesCollection(cmsConfig({ contentDir: content }).collections, collection).files.find((file) => file.name === name)!.label
      const waiting = Number(/\((\d+) words? in English\)$/.exec(labelOf('data_ta', 'faq'))?.[1] ?? 0)
      const pageLabel = labelOf('pages_ta', 'ta-gallery')
      const faq = path.join(content, 'data/faq.yaml')
      fs.writeFileSync(faq, fs.readFileSync(faq, 'utf8').replace('question: ', 'question: Please tell us, '))
      const collections = cmsConfig({ contentDir: content }).collections
      expect(filesCollection(collections, 'data_ta').files.find((file) => file.name === 'faq')!.label).toBe(
        `faq.yaml (${waiting + 2} words in English)`,
      )
      expect(filesCollection(collections, 'data').files.find((file) => file.name === 'faq')!.label).toBe('faq.yaml')
      expect(filesCollection(collections, 'pages_ta').files.find((file) => file.name === 'ta-gallery')!.label).toBe(pageLabel)
    } finally {
      fs.rmSync(content, { recursive: true, force: true })
    }
  })

  it('edits both editions side by side: every Tamil page, and the Tamil site.yaml with its words only', () => {
    const tamilPages = filesCollection(config.collections, 'pages_ta')
    expect(tamilPages.files).toHaveLength(pages.files.length)
    // Its address, and what of its words waits for Tamil or translates an English text changed since (tested above).
    expect(
      tamilPages.files.find((file) => file.file === 'content/ta/pages/services/wedding/decoration.mdx')!.label.replace(/ \(.*\)$/, ''),
    ).toBe('/ta/services/wedding/decoration')
    const tamilData = filesCollection(config.collections, 'data_ta')
    expect(tamilData.files.map((file) => file.label.replace(/ \(.*\)$/, '')).sort()).toEqual([
      'faq.yaml',
      'home.yaml',
      'navigation.yaml',
      'site.yaml',
      'testimonials.yaml',
    ])
    expect(fieldsOfFile(tamilData, 'site').map((field) => field.name)).toEqual([
      'name',
      'tagline',
      'address',
      'founder',
      'baseCities',
      'region',
      'chatGreeting',
    ])
  })
})
