// The Tamil edition's rules: paths between the editions, Tamil files that hold only words laid over the English
// files (with broken copies of the real content), and title lengths counted in visible characters and UTF-16 units.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { recordEnglishSources } from '../../build-steps/english-changes.ts'
import { afterEach, describe, expect, it } from 'vitest'
import { parse, stringify } from 'yaml'
import { visibleLength } from '../../content/schema.ts'
import { UI } from '../../content/ui/index.ts'
import { ALL_WORDS } from '../../content/ui/all.ts'
import { counterpartPath, localizePath, splitLocale } from '../../content/editions.ts'
import { translatedLink } from '../../content/translation.ts'
import { checkPageSource, contentDir, imagesDir } from '../../build-steps/content-check.ts'
import { loadPage, pageFiles } from '../../build-steps/content-loader.ts'
import { tidyTranslations, translationProblems, waitingWords, writeDrafts } from '../../build-steps/translations.ts'

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
    expect(translatedLink('/engagement/makeup', 'ta', kept)).toBe('/ta/services/engagement/makeup')
    expect(translatedLink('/services/wedding/decoration', 'ta', kept)).toBe('/ta/services/wedding/decoration')
  })
})

describe('Tamil files hold only words', () => {
  let dir: string
  afterEach(() => dir && fs.rmSync(dir, { recursive: true, force: true }))

  /** A copy of content/ (pages and data of both editions) to break. */
  function copyOfContent(): string {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'thoranam-words-'))
    for (const part of ['pages', 'data', 'ta']) fs.cpSync(path.join(contentDir, part), path.join(dir, 'content', part), { recursive: true })
    // The record of what English each Tamil word translates, as the last tidy wrote it (another change may be newer).
    recordEnglishSources(path.join(dir, 'content'))
    return path.join(dir, 'content')
  }
  const editFrontmatter = (file: string, change: (data: any) => void) => {
    const source = fs.readFileSync(file, 'utf8')
    const [, yaml, body] = source.match(/^---\n([\s\S]*?)\n---\n([\s\S]*)$/)!
    const data = parse(yaml)
    change(data)
    fs.writeFileSync(file, `---\n${stringify(data)}---\n${body}`)
  }
  const editYaml = (file: string, change: (data: any) => void) => {
    const data = parse(fs.readFileSync(file, 'utf8'))
    change(data)
    fs.writeFileSync(file, stringify(data))
  }
  const merged = (content: string, page: string) => loadPage(path.join(content, 'ta/pages', page), undefined, content)

  it("finds every English file's words, and nothing else, in the Tamil files", () => {
    expect(translationProblems()).toEqual([])
    for (const file of pageFiles('ta')) {
      const written = parse(fs.readFileSync(file, 'utf8').split(/^---$/m)[1])
      // Pictures' files and links appear only as the names of what the words describe (src, href, target).
      expect(JSON.stringify(written), file).not.toMatch(
        /"(canonical|imageSrc|category|icon|value|interactive|noindex|aliases|galleryPosition|focus)":/,
      )
    }
  }, 30_000) // every Tamil file laid over its English file, twice: seconds on a busy machine

  // Words may wait for their translation on a pull request (an English change lands with its Tamil file brought
  // along, new words marked): what must hold is that every one of them is written, marked, in its Tamil file.
  it('writes every word that waits for its translation in the Tamil file, marked: npm run translations:tidy has nothing left to write', () => {
    const content = copyOfContent()
    const waiting = waitingWords(content)
    expect(tidyTranslations(content)).toMatchObject({ written: [], waiting, dropped: [] })
  }, 30_000)

  it("gives a Tamil page the English page's pictures, rows and links, led to the Tamil pages", () => {
    const page = loadPage(path.join(contentDir, 'ta/pages/services/engagement.mdx'))
    const english = loadPage(path.join(contentDir, 'pages/services/engagement.mdx'))
    expect(page.canonical).toBe('/ta/services/engagement')
    expect(page.banner!.src).toBe(english.banner!.src)
    expect(page.tiles!.map((tile) => tile.image.src)).toEqual(english.tiles!.map((tile) => tile.image.src))
    expect(english.tiles![2].target).toBe('/engagement/makeup') // kept as the business gave it (known-broken-links.yaml)
    expect(page.tiles![2].target).toBe('/ta/services/engagement/makeup')
    expect(page.breadcrumb!.map((crumb) => crumb.href)).toEqual(['/ta', undefined])
    expect(page.heading).toBe(
      parse(fs.readFileSync(path.join(contentDir, 'ta/pages/services/engagement.mdx'), 'utf8').split(/^---$/m)[1]).heading,
    )
  })

  it('changes a picture in both editions with one edit of the English file', () => {
    const content = copyOfContent()
    editFrontmatter(
      path.join(content, 'pages/services/birthday/photography.mdx'),
      (data) => (data.galleries[1].images[2].src = 'decoration/decoration-12.jpg'),
    )
    expect(translationProblems(content)).toEqual([])
    expect(merged(content, 'services/birthday/photography.mdx').galleries![1].images[2].src).toBe('decoration/decoration-12.jpg')
  })

  it('shows a Tamil word left out in English, listed until it is translated, without stopping the build', () => {
    const content = copyOfContent()
    const before = waitingWords(content) // words already waiting in the content as it is (an editor's pull request may have some)
    editFrontmatter(path.join(content, 'ta/pages/services/birthday/photography.mdx'), (data) => delete data.galleries[1].title)
    expect(translationProblems(content)).toEqual([])
    const english = loadPage(path.join(content, 'pages/services/birthday/photography.mdx'), undefined, content)
    expect(merged(content, 'services/birthday/photography.mdx').galleries![1].title).toBe(english.galleries![1].title)
    expect(waitingWords(content)).toHaveLength(before.length + 1)
    expect(waitingWords(content).filter((word) => !before.includes(word))).toEqual([
      `content/ta/pages/services/birthday/photography.mdx: galleries[1].title (${english.galleries![1].title}): in English until translated (English: content/pages/services/birthday/photography.mdx)`,
    ])
  })

  it('leaves out Tamil words the English file does not have (a tile that names no English tile); a field no item has fails', () => {
    const content = copyOfContent()
    const before = merged(content, 'services/wedding.mdx')
    editFrontmatter(path.join(content, 'ta/pages/services/wedding.mdx'), (data) => data.tiles.push({ title: 'மேலும் ஒன்று' }))
    expect(merged(content, 'services/wedding.mdx')).toEqual(before)
    editFrontmatter(path.join(content, 'ta/pages/services/birthday/photography.mdx'), (data) => (data.galleries[0].text = 'கூடுதல் வரி'))
    expect(translationProblems(content)).toEqual([
      'content/ta/pages/services/birthday/photography.mdx: galleries[0].text: not a field of this file (English: content/pages/services/birthday/photography.mdx)',
    ])
  })

  it("fails on a picture's crop, a setting or a category written in a Tamil file: they belong to the English file", () => {
    const content = copyOfContent()
    const english = loadPage(path.join(content, 'pages/services/engagement.mdx'), undefined, content)
    editFrontmatter(path.join(content, 'ta/pages/services/engagement.mdx'), (data) => {
      data.banner = { src: english.banner!.src, focus: 'top' }
      data.galleryPosition = 'top'
    })
    editYaml(path.join(content, 'ta/data/home.yaml'), (data) => (data.counters[0].value = 9))
    expect(translationProblems(content)).toEqual([
      'content/ta/pages/services/engagement.mdx: banner: not a word: it is written once, in the English file (English: content/pages/services/engagement.mdx)',
      'content/ta/pages/services/engagement.mdx: galleryPosition: not a word: it is written once, in the English file (English: content/pages/services/engagement.mdx)',
      'content/ta/data/home.yaml: counters[0].value: not a word: it is written once, in the English file (English: content/data/home.yaml)',
    ])
  })

  it('leaves out the words of a tile no English tile leads to', () => {
    const content = copyOfContent()
    const before = merged(content, 'services/wedding.mdx')
    editFrontmatter(path.join(content, 'ta/pages/services/wedding.mdx'), (data) =>
      data.tiles.splice(2, 0, { target: '/services/wedding/flowers', title: 'பூ அலங்காரம்' }),
    )
    expect(translationProblems(content)).toEqual([])
    expect(merged(content, 'services/wedding.mdx')).toEqual(before)
  })

  it('refuses a picture written in a Tamil file: a page names its pictures once, in the English file', () => {
    const content = copyOfContent()
    editFrontmatter(path.join(content, 'ta/pages/services/engagement.mdx'), (data) =>
      data.tiles.splice(0, 1, { ...data.tiles[0], image: { src: 'decoration/decoration-12.jpg' } }),
    )
    expect(translationProblems(content)).toEqual([
      'content/ta/pages/services/engagement.mdx: tiles[0].image: not a word: it is written once, in the English file (English: content/pages/services/engagement.mdx)',
    ])
  })

  it('fails on a page or data file that has no Tamil words, or Tamil words with no English file', () => {
    const content = copyOfContent()
    fs.rmSync(path.join(content, 'ta/pages/services/puberty/mehndi.mdx'))
    fs.copyFileSync(path.join(content, 'ta/pages/services/puberty/makeup.mdx'), path.join(content, 'ta/pages/services/puberty/henna.mdx'))
    fs.rmSync(path.join(content, 'ta/data/faq.yaml'))
    expect(translationProblems(content)).toEqual([
      'content/ta/pages/services/puberty/mehndi.mdx: (file): missing: every English file needs its words in this edition (the English is content/pages/services/puberty/mehndi.mdx; npm run translations:tidy makes a draft of it)',
      'content/ta/pages/services/puberty/henna.mdx: (file): no English file content/pages/services/puberty/henna.mdx: every translated file gives the words of one',
      'content/ta/data/faq.yaml: (file): missing: every English file needs its words in this edition (the English is content/data/faq.yaml)',
    ])
  })

  it('lists a component of the English text that the Tamil text lacks, in words, without failing; fails on one the English lacks', () => {
    const content = copyOfContent()
    const file = path.join(content, 'ta/pages/services/birthday/photography.mdx')
    const english = path.join(content, 'pages/services/birthday/photography.mdx')
    // An English <ButtonLink> the Tamil text has not yet: no problem, listed, the Tamil page stays in search engines.
    fs.appendFileSync(english, '\n<ButtonLink href="/contactus">Book a photographer</ButtonLink>\n')
    expect(translationProblems(content)).toEqual([])
    expect(waitingWords(content)).toContain(
      'content/ta/pages/services/birthday/photography.mdx: (text): <ButtonLink> is in the English text only: add it to this text where it belongs (English: content/pages/services/birthday/photography.mdx)',
    )
    expect(loadPage(file, undefined, content).noindex).toBeUndefined()
    // A component the English text does not have is this file's mistake, said in words.
    fs.appendFileSync(file, '\n<ContactCards />\n')
    expect(translationProblems(content)).toEqual([
      'content/ta/pages/services/birthday/photography.mdx: (text): <ContactCards> is in this text but not in the English text (content/pages/services/birthday/photography.mdx): take it out, or add it to the English text first',
    ])
  })

  it('writes a words-only Tamil draft for a new English page, which passes every check until it is translated', () => {
    const content = copyOfContent()
    const english = fs.readFileSync(path.join(content, 'pages/services/wedding/decoration.mdx'), 'utf8')
    fs.writeFileSync(
      path.join(content, 'pages/services/wedding/flower-decoration.mdx'),
      english.replaceAll('/services/wedding/decoration', '/services/wedding/flower-decoration'),
    )
    expect(translationProblems(content)).toHaveLength(1)

    expect(writeDrafts(content)).toEqual(['content/ta/pages/services/wedding/flower-decoration.mdx'])

    const file = path.join(content, 'ta/pages/services/wedding/flower-decoration.mdx')
    const draft = fs.readFileSync(file, 'utf8')
    expect(draft).toMatch(/^---\n# Draft: the English words, waiting for their translation\./)
    const written = parse(draft.split(/^---$/m)[1])
    expect(written).toMatchObject({
      draft: true,
      heading: 'Wedding Decoration',
      breadcrumb: [{ href: '/', label: 'Home' }, { href: '/services/wedding', label: 'Wedding' }, { label: 'Decoration' }],
    })
    expect(JSON.stringify(written)).not.toMatch(/"(canonical|focus|galleryPosition)":/)
    // Pictures hold no words: each is described once, in content/images.yaml.
    expect(written).not.toHaveProperty('banner')
    expect(written).not.toHaveProperty('galleries[0].images')
    const checked = checkPageSource(file, draft, { pages: path.join(content, 'pages'), images: imagesDir }) as Record<string, unknown>
    expect(checked).toMatchObject({ draft: true, canonical: '/ta/services/wedding/flower-decoration', heading: 'Wedding Decoration' })
    expect(checked.breadcrumb).toEqual([
      { label: 'Home', href: '/ta' },
      { label: 'Wedding', href: '/ta/services/wedding' },
      { label: 'Decoration' },
    ])
    expect(translationProblems(content)).toEqual([])
    expect(writeDrafts(content)).toEqual([]) // an existing Tamil page is never overwritten
  })
})

describe('Tamil titles are counted in visible characters and in the units browsers count', () => {
  let dir: string
  afterEach(() => dir && fs.rmSync(dir, { recursive: true, force: true }))

  function checkTamilTitle(title: string) {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'thoranam-title-'))
    const pages = path.join(dir, 'content/pages')
    const file = path.join(dir, 'content/ta/pages/services/wedding.mdx')
    fs.mkdirSync(path.dirname(file), { recursive: true })
    // The Tamil words are laid over the English page.
    fs.mkdirSync(path.join(pages, 'services'), { recursive: true })
    fs.copyFileSync(path.join(contentDir, 'pages/services/wedding.mdx'), path.join(pages, 'services/wedding.mdx'))
    const source = fs
      .readFileSync(path.join(contentDir, 'ta/pages/services/wedding.mdx'), 'utf8')
      .replace(/^title: .*$/m, `title: "${title}"`)
    return () => checkPageSource(file, source, { pages, images: imagesDir })
  }

  it('a Tamil title passes at 35 letters of 70 UTF-16 units, the most html-validate and search engines allow', () => {
    const title = 'கா'.repeat(35)
    expect(visibleLength(title)).toBe(35)
    expect(title.length).toBe(70)
    expect(checkTamilTitle(title)().title).toBe(title)
  })

  it('a Tamil title within 60 letters but over 70 UTF-16 units fails, saying to leave the places out', () => {
    expect(checkTamilTitle('கா'.repeat(36))).toThrow(
      /content\/ta\/pages\/services\/wedding\.mdx: title: is too long as browsers and search engines count it .*leave the places out/,
    )
  })

  it('a 61-letter Tamil title fails, naming the file and the field', () => {
    expect(checkTamilTitle('கா'.repeat(61))).toThrow(/content\/ta\/pages\/services\/wedding\.mdx: title: must be at most 60 characters/)
  })
})

describe('interface words', () => {
  it('exist in both editions for every key, and the Tamil ones are in Tamil', () => {
    const keys = (value: unknown, prefix = ''): string[] =>
      value && typeof value === 'object'
        ? Object.entries(value).flatMap(([key, child]) => keys(child, `${prefix}${key}.`))
        : [prefix.slice(0, -1)]
    expect(keys(ALL_WORDS.ta)).toEqual(keys(ALL_WORDS.en))
    expect(UI.ta.forms.enquiry.submit).toMatch(/[\u0B80-\u0BFF]/)
    expect(UI.ta.header.trustedSince(2016)).toContain('2016')
  })
})
