// A picture is described once: its description, in every edition's language, lives in content/images.yaml beside
// the pictures; pages and data files name the picture and write no description of their own. The check (run by the
// build and npm run check:content) names the picture when it is shown without a description or described twice.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { contentProblems, pictureDescriptionProblems, picturesNamed } from '../../build-steps/content-problems.ts'
import { contentDir, loadCatalogue, loadData, loadPage, pageFiles } from '../../build-steps/content-loader.ts'
import { LOCALES } from '../../content/editions.ts'
import { dataSchemas } from '../../content/schema.ts'
import { describePicture, showImage } from '../../renderer/images.ts'

let dir: string | undefined
afterEach(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true })
  dir = undefined
})

/** A copy of content/ (pictures shared by a link) to change. */
function copyOfContent(): string {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'thoranam-pictures-'))
  const copy = path.join(dir, 'content')
  fs.mkdirSync(copy)
  for (const entry of fs.readdirSync(contentDir)) {
    if (entry === 'images') fs.symlinkSync(path.join(contentDir, entry), path.join(copy, entry))
    else fs.cpSync(path.join(contentDir, entry), path.join(copy, entry), { recursive: true })
  }
  return copy
}
const edit = (file: string, change: (text: string) => string) => {
  const before = fs.readFileSync(file, 'utf8')
  const after = change(before)
  expect(after, file).not.toBe(before)
  fs.writeFileSync(file, after)
}
/** Every picture an English page or data file shows. */
function picturesShown(): string[] {
  const pages = pageFiles('en').map((file) => loadPage(file))
  const data = Object.keys(dataSchemas)
    .filter((name) => fs.existsSync(path.join(contentDir, 'data', name)))
    .map((name) => loadData(path.join(contentDir, 'data', name)))
  return [...new Set([...pages, ...data].flatMap((each) => picturesNamed(each).map((picture) => picture.src)))]
}

describe('every picture is described once, in every language', () => {
  it('describes every picture the site shows, in English and Tamil, and nothing is described twice', () => {
    expect(pictureDescriptionProblems(contentDir)).toEqual([])
    const catalogue = loadCatalogue()
    const shown = picturesShown()
    expect(shown.length).toBeGreaterThan(0)
    for (const src of shown) {
      const entries = catalogue.filter((entry) => entry.src === src)
      expect(entries, src).toHaveLength(1)
      for (const locale of LOCALES) expect(entries[0][locale], `${src} (${locale})`).toMatch(/\S{2,}/)
    }
  })

  it('writes no description in a page or data file of any edition', () => {
    for (const file of fs.readdirSync(contentDir, { recursive: true, encoding: 'utf8' })) {
      if (!/\.(mdx|yaml)$/.test(file) || file === 'images.yaml' || file.startsWith('images/')) continue
      const text = fs.readFileSync(path.join(contentDir, file), 'utf8')
      const yaml = file.endsWith('.mdx') ? text.split(/^---$/m)[1] : text
      expect(JSON.stringify(parse(yaml) ?? null), file).not.toMatch(/"alt":/)
    }
  })

  it("gives a picture the description of the page's edition, the same on every page that shows it", () => {
    const [entry] = loadCatalogue()
    for (const locale of LOCALES) {
      expect(describePicture(entry.src, locale)).toBe(entry[locale])
      expect(showImage({ src: entry.src }, locale).alt).toBe(entry[locale])
    }
    expect(describePicture(entry.src, 'ta')).not.toBe(describePicture(entry.src, 'en'))
  })
})

describe('the check names the picture', () => {
  it('fails on a picture a page shows with no description, naming the picture, the file and the field', () => {
    const content = copyOfContent()
    edit(path.join(content, 'images.yaml'), (text) => text.replace(/^- src: hero\/hero-02\.jpg\n(?: {2}.*\n)+/m, ''))
    const problems = contentProblems(content).filter((problem) => problem.message.includes('hero/hero-02.jpg'))
    expect(problems).toEqual([
      {
        file: 'content/data/home.yaml',
        field: 'slides[1].image',
        line: expect.any(Number),
        message:
          "hero/hero-02.jpg is shown here without a description: add it to content/images.yaml (the editor's Pictures) with what it shows in English and Tamil",
      },
    ])
  })

  it('fails on a description written beside a picture in a page, English or Tamil: the picture is described twice', () => {
    const content = copyOfContent()
    edit(path.join(content, 'pages/services/wedding/decoration.mdx'), (text) =>
      text.replace(
        '- { src: decoration/decoration-02.jpg }',
        '- { src: decoration/decoration-02.jpg, alt: Jasmine strings behind a stage }',
      ),
    )
    edit(path.join(content, 'ta/data/home.yaml'), (text) =>
      text.replace(/^( {2}- image: hero\/hero-01\.jpg\n)/m, '$1    alt: "மல்லிகைச் சரங்கள் தொங்கும் மணமேடை"\n'),
    )
    const problems = contentProblems(content)
    const page = fs.readFileSync(path.join(content, 'pages/services/wedding/decoration.mdx'), 'utf8').split('\n')
    expect(problems.filter((problem) => problem.file === 'content/pages/services/wedding/decoration.mdx')).toEqual([
      {
        file: 'content/pages/services/wedding/decoration.mdx',
        field: 'galleries[0].images[0].alt',
        line: page.findIndex((line) => line.includes('decoration-02.jpg')) + 1,
        message:
          'decoration/decoration-02.jpg is described twice: its description is written once, in content/images.yaml, for every page that shows it. Delete this alt (what the page says about the picture belongs in its text)',
      },
    ])
    const tamil = fs.readFileSync(path.join(content, 'ta/data/home.yaml'), 'utf8').split('\n')
    expect(problems.filter((problem) => problem.file === 'content/ta/data/home.yaml')).toEqual([
      {
        file: 'content/ta/data/home.yaml',
        field: 'slides[0].alt',
        line: tamil.findIndex((line) => line.includes('alt: ')) + 1,
        message: expect.stringMatching(/^hero\/hero-01\.jpg is described twice: /),
      },
    ])
  })

  it('fails on a picture described twice in the catalogue, or without one of its languages, naming it', () => {
    const content = copyOfContent()
    edit(path.join(content, 'images.yaml'), (text) =>
      text
        .replace(/^(- src: gifts\/gifts-03\.jpg\n(?: {2}.*\n)+)/m, '$1$1')
        .replace(/^(- src: gifts\/gifts-04\.jpg\n {2}en: .*\n) {2}ta: .*\n/m, '$1'),
    )
    const problems = contentProblems(content).filter((problem) => problem.file === 'content/images.yaml')
    expect(problems.map((problem) => problem.message)).toEqual([
      'gifts/gifts-03.jpg is described twice (also in entry ' +
        (loadCatalogue().findIndex((entry) => entry.src === 'gifts/gifts-03.jpg') + 1) +
        '): keep one description of it',
      'gifts/gifts-04.jpg has no Tamil description: write what the picture shows',
    ])
    expect(problems.every((problem) => typeof problem.line === 'number')).toBe(true)
  })
})
