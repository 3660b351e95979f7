// The Tamil edition's rules: paths between the editions, the parity check that keeps content/ta/ in step with
// content/ (with broken copies of the real content), and title lengths counted in visible characters.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { parse, stringify } from 'yaml'
import { visibleLength } from '../../content/schema.ts'
import { UI } from '../../content/ui/index.ts'
import { counterpartPath, localizePath, splitLocale } from '../../lib/i18n.ts'
import { checkPageSource, contentDir, imagesDir } from '../../scripts/content-check.ts'
import { parityProblems, tamilTarget, writeTamilDrafts } from '../../scripts/parity.ts'

describe('paths between the editions', () => {
  it.each([
    ['/', 'en', '/'],
    ['/services/wedding', 'en', '/services/wedding'],
    ['/ta', 'ta', '/'],
    ['/ta/', 'ta', '/'],
    ['/ta/services/baby-shower/decoration', 'ta', '/services/baby-shower/decoration'],
    ['/tamil-wedding', 'en', '/tamil-wedding'],
  ])('%s is the %s edition of %s', (pathname, locale, path) => {
    expect(splitLocale(pathname)).toEqual({ locale, path })
  })

  it('puts a path in an edition and finds its counterpart', () => {
    expect(localizePath('/', 'ta')).toBe('/ta')
    expect(localizePath('/contactus/thanks', 'ta')).toBe('/ta/contactus/thanks')
    expect(localizePath('/contactus', 'en')).toBe('/contactus')
    expect(counterpartPath('/services/wedding')).toBe('/ta/services/wedding')
    expect(counterpartPath('/ta/services/wedding')).toBe('/services/wedding')
    expect(counterpartPath('/ta')).toBe('/')
  })

  it('sends the kept broken tile paths of English pages to the real Tamil page', () => {
    const kept = [{ path: '/engagement/makeup', page: '/services/engagement/makeup' }]
    expect(tamilTarget('/engagement/makeup', kept)).toBe('/ta/services/engagement/makeup')
    expect(tamilTarget('/services/wedding/decoration', kept)).toBe('/ta/services/wedding/decoration')
  })
})

describe('the parity check', () => {
  let dir: string
  afterEach(() => dir && fs.rmSync(dir, { recursive: true, force: true }))

  /** A copy of content/ (pages and data of both editions) to break. */
  function copyOfContent(): string {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'thoranam-parity-'))
    for (const part of ['pages', 'data', 'ta']) fs.cpSync(path.join(contentDir, part), path.join(dir, 'content', part), { recursive: true })
    return path.join(dir, 'content')
  }
  const editFrontmatter = (file: string, change: (data: any) => void) => {
    const source = fs.readFileSync(file, 'utf8')
    const [, yaml, body] = source.match(/^---\n([\s\S]*?)\n---\n([\s\S]*)$/)!
    const data = parse(yaml)
    change(data)
    fs.writeFileSync(file, `---\n${stringify(data)}---\n${body}`)
  }

  it('finds the two editions in step', () => {
    expect(parityProblems({ content: contentDir })).toEqual([])
  })

  it('fails on a page that has no Tamil mirror, naming the file', () => {
    const content = copyOfContent()
    fs.rmSync(path.join(content, 'ta/pages/services/puberty/mehndi.mdx'))
    expect(parityProblems({ content })).toEqual([
      'content/ta/pages/services/puberty/mehndi.mdx: (file): missing: every page needs its Tamil mirror (the English is content/pages/services/puberty/mehndi.mdx; npm run pages:drafts makes a draft of it)',
    ])
  })

  it('writes a marked Tamil draft for a new English page, which passes every check until it is translated', () => {
    const content = copyOfContent()
    const english = fs.readFileSync(path.join(content, 'pages/services/wedding/decoration.mdx'), 'utf8')
    fs.writeFileSync(path.join(content, 'pages/services/wedding/flower-decoration.mdx'), english.replaceAll('/services/wedding/decoration', '/services/wedding/flower-decoration'))
    expect(parityProblems({ content })).toHaveLength(1)

    expect(writeTamilDrafts({ content })).toEqual(['content/ta/pages/services/wedding/flower-decoration.mdx'])

    const file = path.join(content, 'ta/pages/services/wedding/flower-decoration.mdx')
    const draft = fs.readFileSync(file, 'utf8')
    expect(draft).toMatch(/^---\n# Draft: the English words, waiting for their Tamil\./)
    const checked = checkPageSource(file, draft, { pages: path.join(content, 'pages'), images: imagesDir }) as Record<string, unknown>
    expect(checked).toMatchObject({ draft: true, canonical: '/ta/services/wedding/flower-decoration', heading: 'Wedding Decoration' })
    expect(checked.breadcrumb).toEqual([{ label: 'Home', href: '/ta' }, { label: 'Wedding', href: '/ta/services/wedding' }, { label: 'Decoration' }])
    expect(parityProblems({ content })).toEqual([])
    expect(writeTamilDrafts({ content })).toEqual([]) // an existing Tamil page is never overwritten
  })

  it('fails on a Tamil page with no English page', () => {
    const content = copyOfContent()
    fs.copyFileSync(path.join(content, 'ta/pages/services/puberty/mehndi.mdx'), path.join(content, 'ta/pages/services/puberty/henna.mdx'))
    expect(parityProblems({ content })[0]).toMatch(/^content\/ta\/pages\/services\/puberty\/henna\.mdx: \(file\): no English page/)
  })

  it('fails when the tile counts differ', () => {
    const content = copyOfContent()
    editFrontmatter(path.join(content, 'ta/pages/services/wedding.mdx'), (data) => data.tiles.pop())
    expect(parityProblems({ content })).toEqual(['content/ta/pages/services/wedding.mdx: tiles: must have as many tiles as in English: 6 (Tamil has 5)'])
  })

  it('fails when a Tamil tile leads to the English page or a kept broken path', () => {
    const content = copyOfContent()
    editFrontmatter(path.join(content, 'ta/pages/services/engagement.mdx'), (data) => (data.tiles[2].target = '/engagement/makeup'))
    expect(parityProblems({ content })).toEqual([
      'content/ta/pages/services/engagement.mdx: tiles[2].target: must lead to the Tamil page: "/ta/services/engagement/makeup" (Tamil has "/engagement/makeup")',
    ])
  })

  it('fails when a row of pictures differs', () => {
    const content = copyOfContent()
    editFrontmatter(path.join(content, 'ta/pages/services/wedding/decoration.mdx'), (data) => (data.galleries[0].images[1].src = 'decoration/decoration-12.jpg'))
    expect(parityProblems({ content })[0]).toMatch(/^content\/ta\/pages\/services\/wedding\/decoration\.mdx: galleries\[0\]\.images: must show the same pictures in the same order/)
  })

  it('fails when a page has widgets in one edition only', () => {
    const content = copyOfContent()
    editFrontmatter(path.join(content, 'ta/pages/contactus.mdx'), (data) => delete data.interactive)
    expect(parityProblems({ content })).toEqual(['content/ta/pages/contactus.mdx: interactive: must be the same as in English: true (Tamil has undefined)'])
  })

  it('fails when a Tamil page has no enquiry block or names another event than the English', () => {
    const content = copyOfContent()
    editFrontmatter(path.join(content, 'ta/pages/services/wedding/decoration.mdx'), (data) => delete data.enquiry)
    editFrontmatter(path.join(content, 'ta/pages/services/photo.mdx'), (data) => (data.enquiry.event = 'Wedding Event'))
    expect(parityProblems({ content })).toEqual([
      'content/ta/pages/services/photo.mdx: enquiry.event: must name the same event as in English (the form stores the English option): undefined (Tamil has "Wedding Event")',
      'content/ta/pages/services/wedding/decoration.mdx: enquiry: must end with an enquiry block exactly where the English page does: true (Tamil has false)',
    ])
  })

  it('fails when a data file is missing or lists other pictures', () => {
    const content = copyOfContent()
    fs.rmSync(path.join(content, 'ta/data/faq.yaml'))
    const gallery = path.join(content, 'ta/data/gallery.yaml')
    fs.writeFileSync(gallery, stringify(parse(fs.readFileSync(gallery, 'utf8')).slice(1)))
    const problems = parityProblems({ content })
    expect(problems).toContain('content/ta/data/faq.yaml: (file): missing: every data file needs its Tamil mirror')
    expect(problems.some((line) => line.startsWith('content/ta/data/gallery.yaml: (pictures): must list the same pictures'))).toBe(true)
  })
})

describe('Tamil titles are counted in visible characters', () => {
  let dir: string
  afterEach(() => dir && fs.rmSync(dir, { recursive: true, force: true }))

  function checkTamilTitle(title: string) {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'thoranam-title-'))
    const pages = path.join(dir, 'content/pages')
    const file = path.join(dir, 'content/ta/pages/services/wedding.mdx')
    fs.mkdirSync(path.dirname(file), { recursive: true })
    const source = fs.readFileSync(path.join(contentDir, 'ta/pages/services/wedding.mdx'), 'utf8').replace(/^title: .*$/m, `title: "${title}"`)
    return () => checkPageSource(file, source, { pages, images: imagesDir })
  }

  it('a 60-letter Tamil title passes although it is longer in UTF-16 units', () => {
    const title = 'கா'.repeat(60)
    expect(visibleLength(title)).toBe(60)
    expect(title.length).toBe(120)
    expect(checkTamilTitle(title)().title).toBe(title)
  })

  it('a 61-letter Tamil title fails, naming the file and the field', () => {
    expect(checkTamilTitle('கா'.repeat(61))).toThrow(/content\/ta\/pages\/services\/wedding\.mdx: title: must be at most 60 characters/)
  })
})

describe('interface words', () => {
  it('exist in both editions for every key, and the Tamil ones are in Tamil', () => {
    const keys = (value: unknown, prefix = ''): string[] =>
      value && typeof value === 'object' ? Object.entries(value).flatMap(([key, child]) => keys(child, `${prefix}${key}.`)) : [prefix.slice(0, -1)]
    expect(keys(UI.ta)).toEqual(keys(UI.en))
    expect(UI.ta.forms.enquiry.submit).toMatch(/[\u0B80-\u0BFF]/)
    expect(UI.ta.header.trustedSince(2016)).toContain('2016')
  })
})
