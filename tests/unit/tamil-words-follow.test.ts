// Tamil words follow what they describe, never a position: an English change that adds, removes, reorders or
// replaces items keeps every Tamil word with its picture, tile or link, passes the build, and is brought along in
// the Tamil file by the same pull request (the function the tidy workflow runs).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { parse, stringify } from 'yaml'
import { contentDir, root } from '../../build-steps/content-check.ts'
import { loadData, loadPage } from '../../build-steps/content-loader.ts'
import * as translations from '../../build-steps/translations.ts'
import { dataSchemas, translatedPageSchema, UNTRANSLATED_DATA_FILES } from '../../content/schema.ts'
import { holdsWords, jsonSchemaOf, translationKeyField, type JsonSchema } from '../../content/translation.ts'

let dir: string
afterEach(() => dir && fs.rmSync(dir, { recursive: true, force: true }))

/** A copy of content/ (pages and data of both editions) to change. */
function copyOfContent(): string {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'thoranam-follow-'))
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
const editYaml = (file: string, change: (data: any) => void) => {
  const data = parse(fs.readFileSync(file, 'utf8'))
  change(data)
  fs.writeFileSync(file, stringify(data))
}
const tamilPage = (content: string, page: string) => loadPage(path.join(content, 'ta/pages', page), undefined, content)
const tamilGallery = (content: string) =>
  loadData(path.join(content, 'ta/data/gallery.yaml'), undefined, content) as { src: string; alt: string }[]
/** Each picture's Tamil alt text, by its file. */
const altsBySrc = (images: { src: string; alt: string }[]) => Object.fromEntries(images.map((image) => [image.src, image.alt]))
/** The pictures whose Tamil alt is not the one written for them. */
const wrongAlts = (now: Record<string, string>, written: Record<string, string>) =>
  Object.keys(now).filter((src) => src in written && now[src] !== written[src])
/**
 * The words a change leaves waiting for Tamil, beyond those already waiting in the content as it is (an editor's
 * English change not translated yet). Items are told apart by what they are known by, not by their place.
 */
function newlyWaiting(content: string, before: string[]): string[] {
  const unplaced = (line: string) => line.replace(/\[\d+\]/g, '[]')
  const known = new Set(before.map(unplaced))
  return translations.waitingWords(content).filter((line) => !known.has(unplaced(line)))
}
/** Problems the build stops on. */
const problems = (content: string) => translations.translationProblems(content)
/** The files of two copies of content/ that differ. */
function changedFiles(before: string, after: string): string[] {
  const files = (root: string) =>
    fs
      .readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
  return [...new Set([...files(before), ...files(after)])]
    .filter(
      (file) =>
        !fs.existsSync(path.join(before, file)) ||
        !fs.existsSync(path.join(after, file)) ||
        !fs.readFileSync(path.join(before, file)).equals(fs.readFileSync(path.join(after, file))),
    )
    .map((file) => `content/${file}`)
    .sort()
}

const PAGE = 'services/birthday/photography.mdx'
const rowAlts = (content: string) => altsBySrc(tamilPage(content, PAGE).galleries!.flatMap((row) => row.images))

describe('Tamil words follow what they describe', () => {
  it('every list of items with words names what its items are known by', () => {
    const keys: Record<string, string | undefined> = {}
    const walk = (node: JsonSchema, place: string) => {
      if (node.items) {
        if (node.items.type === 'object' && holdsWords(node.items) && !node.words) keys[`${place}[]`] = translationKeyField(node.items)
        walk(node.items, `${place}[]`)
      }
      for (const [key, child] of Object.entries(node.properties ?? {})) walk(child, `${place}${place.endsWith(':') ? '' : '.'}${key}`)
    }
    walk(jsonSchemaOf(translatedPageSchema), 'page:')
    for (const [name, schema] of Object.entries(dataSchemas)) if (!UNTRANSLATED_DATA_FILES.has(name)) walk(jsonSchemaOf(schema), `${name}:`)
    expect(keys).toEqual({
      'page:breadcrumb[]': 'href',
      'page:tiles[]': 'target',
      'page:galleries[]': 'en',
      'page:galleries[].images[]': 'src',
      'navigation.yaml:header.services[]': 'href',
      'navigation.yaml:header.links[]': 'href',
      'navigation.yaml:footer[]': 'en',
      'navigation.yaml:footer[].links[]': 'href',
      'home.yaml:slides[]': 'image',
      'home.yaml:shortcuts[]': 'href',
      'home.yaml:services[]': 'servicename',
      'home.yaml:projects[]': 'src',
      'home.yaml:counters[]': 'en',
      'faq.yaml:[]': 'en',
      'testimonials.yaml:[]': 'en',
      'gallery.yaml:[]': 'src',
    })
  })

  it('swapping two pictures in an English row keeps each Tamil alt with its picture', () => {
    const content = copyOfContent()
    const written = rowAlts(content)
    editFrontmatter(path.join(content, 'pages', PAGE), (data) => {
      const images = data.galleries[1].images
      ;[images[0], images[1]] = [images[1], images[0]]
    })
    expect(problems(content)).toEqual([])
    expect(wrongAlts(rowAlts(content), written)).toEqual([])
  })

  it('moving pictures to another row keeps their Tamil alts', () => {
    const content = copyOfContent()
    const written = rowAlts(content)
    const waiting = translations.waitingWords(content)
    editFrontmatter(path.join(content, 'pages', PAGE), (data) => {
      const [first, second] = data.galleries
      ;[first.images[0], second.images[2]] = [second.images[2], first.images[0]]
    })
    expect(problems(content)).toEqual([])
    expect(wrongAlts(rowAlts(content), written)).toEqual([])
    expect(newlyWaiting(content, waiting)).toEqual([])
  })

  it('reordering tiles keeps each Tamil tile with its target', () => {
    const content = copyOfContent()
    const titles = (page: ReturnType<typeof tamilPage>) =>
      Object.fromEntries(page.tiles!.map((tile) => [tile.target, `${tile.title} | ${tile.image.alt}`]))
    const written = titles(tamilPage(content, 'services/wedding.mdx'))
    editFrontmatter(path.join(content, 'pages/services/wedding.mdx'), (data) => data.tiles.reverse())
    expect(problems(content)).toEqual([])
    const now = titles(tamilPage(content, 'services/wedding.mdx'))
    expect(Object.keys(now).filter((target) => now[target] !== written[target])).toEqual([])
  })

  it('removing a picture leaves every later Tamil alt on its own picture', () => {
    const content = copyOfContent()
    const written = altsBySrc(tamilGallery(content))
    editYaml(path.join(content, 'data/gallery.yaml'), (data) => data.splice(10, 1))
    expect(problems(content)).toEqual([])
    const now = tamilGallery(content)
    expect(now).toHaveLength(Object.keys(written).length - 1)
    expect(wrongAlts(altsBySrc(now), written)).toEqual([])
  })

  it("replacing a picture's file does not keep the old description: its Tamil alt waits for a translation", () => {
    const content = copyOfContent()
    const english = loadPage(path.join(content, 'pages/services/wedding.mdx'), undefined, content)
    const before = tamilPage(content, 'services/wedding.mdx')
    const waiting = translations.waitingWords(content)
    editFrontmatter(path.join(content, 'pages/services/wedding.mdx'), (data) => (data.banner.src = 'decoration/decoration-12.jpg'))
    expect(problems(content)).toEqual([])
    const after = tamilPage(content, 'services/wedding.mdx')
    expect(after.banner).toEqual({ src: 'decoration/decoration-12.jpg', alt: english.banner!.alt }) // shown in English, not the old Tamil
    expect(after.tiles).toEqual(before.tiles) // the rest of the page keeps its Tamil words
    expect(after.noindex).toBe(true) // out of search engines while a word waits, like a draft
    expect(newlyWaiting(content, waiting)).toEqual([
      'content/ta/pages/services/wedding.mdx: banner.alt (decoration/decoration-12.jpg): in English until translated (English: content/pages/services/wedding.mdx)',
    ])
  })

  it('adding a gallery picture in English only passes the build; the new picture shows in English and is listed', () => {
    const content = copyOfContent()
    const written = altsBySrc(tamilGallery(content))
    const waiting = translations.waitingWords(content)
    const weddingNoindex = tamilPage(content, 'services/wedding.mdx').noindex
    const alt = 'A jasmine and marigold stage for a Salem wedding reception'
    editYaml(path.join(content, 'data/gallery.yaml'), (data) => data.splice(3, 0, { src: 'hero/hero-01.jpg', alt, category: 'Decoration' }))
    expect(problems(content)).toEqual([])
    const gallery = tamilGallery(content)
    expect(gallery[3]).toEqual({ src: 'hero/hero-01.jpg', alt, category: 'Decoration' })
    expect(wrongAlts(altsBySrc(gallery), written)).toEqual([])
    expect(tamilPage(content, 'gallery.mdx').noindex).toBe(true)
    expect(tamilPage(content, 'services/wedding.mdx').noindex).toBe(weddingNoindex) // another page: as it was
    expect(newlyWaiting(content, waiting)).toEqual([
      'content/ta/data/gallery.yaml: [3].alt (hero/hero-01.jpg): in English until translated (English: content/data/gallery.yaml)',
    ])
  })
})

describe('the tidy workflow brings the Tamil file along on the same pull request', () => {
  it('runs on every pull request that changes content/ and commits what the tidy wrote to the pull request', () => {
    const workflow = parse(fs.readFileSync(path.join(root, '.github/workflows/editor-pull-request.yml'), 'utf8'))
    expect(workflow.on.pull_request.paths).toEqual(['content/**'])
    const steps: { run?: string }[] = workflow.jobs.tidy.steps
    const tidy = steps.findIndex((step) => step.run === 'npm run translations:tidy')
    const commit = steps.findIndex((step) => step.run?.includes('git add -- content'))
    expect(tidy).toBeGreaterThan(-1)
    expect(commit).toBeGreaterThan(tidy)
    const script = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).scripts['translations:tidy']
    expect(script).toBe('node tools/translations-tidy.mjs')
    expect(fs.readFileSync(path.join(root, 'tools/translations-tidy.mjs'), 'utf8')).toContain('module.tidyTranslations(')
  })

  it('writes nothing when the Tamil files are in step', () => {
    const content = copyOfContent()
    const pristine = fs.mkdtempSync(path.join(dir, 'pristine-'))
    fs.cpSync(content, pristine, { recursive: true })
    // What waits for Tamil in the content as it is stays listed; nothing is written or dropped.
    const waiting = translations.waitingWords(content)
    expect(translations.tidyTranslations(content)).toEqual({ written: [], waiting, dropped: [] })
    expect(changedFiles(pristine, content)).toEqual([])
  }, 30_000) // the tidy reads and lays over every Tamil file: seconds on a busy machine

  it('leaves a Tamil file with a mistake of its own for a person: the build names it, the tidy does not hide it', () => {
    const content = copyOfContent()
    editYaml(path.join(content, 'ta/data/gallery.yaml'), (data) => (data[0].category = 'Decoration'))
    editYaml(path.join(content, 'data/gallery.yaml'), (data) => data.splice(1, 1))
    const before = fs.readFileSync(path.join(content, 'ta/data/gallery.yaml'), 'utf8')
    expect(translations.tidyTranslations(content).written).toEqual([])
    expect(fs.readFileSync(path.join(content, 'ta/data/gallery.yaml'), 'utf8')).toBe(before)
    expect(problems(content)).toEqual([
      'content/ta/data/gallery.yaml: [0].category: not a word: it is written once, in the English file (English: content/data/gallery.yaml)',
    ])
  })

  it('turns an English change that adds, removes and reorders pictures into one change of both files', () => {
    const content = copyOfContent()
    const pristine = fs.mkdtempSync(path.join(dir, 'pristine-'))
    fs.cpSync(content, pristine, { recursive: true })
    const waitingBefore = translations.waitingWords(content).map((line) => line.replace(/\[\d+\]/g, '[]'))
    const englishAlt = 'A jasmine and marigold stage for a Salem wedding reception'
    let gone = ''
    editYaml(path.join(content, 'data/gallery.yaml'), (data) => {
      gone = data.splice(10, 1)[0].src // the eleventh picture goes
      ;[data[0], data[1]] = [data[1], data[0]]
      data.push({ src: 'hero/hero-01.jpg', alt: englishAlt, category: 'Decoration' })
    })
    const result = translations.tidyTranslations(content)
    expect(result.written).toEqual(['content/ta/data/gallery.yaml'])
    expect(changedFiles(pristine, content)).toEqual(['content/data/gallery.yaml', 'content/ta/data/gallery.yaml'])
    const last = parse(fs.readFileSync(path.join(content, 'data/gallery.yaml'), 'utf8')).length - 1
    expect(result.waiting.filter((line) => !waitingBefore.includes(line.replace(/\[\d+\]/g, '[]')))).toEqual([
      `content/ta/data/gallery.yaml: [${last}].alt (hero/hero-01.jpg): in English until translated (English: content/data/gallery.yaml)`,
    ])

    // The Tamil file now follows the English order; the new picture is marked for translation; the removed one is gone.
    const words = parse(fs.readFileSync(path.join(content, 'ta/data/gallery.yaml'), 'utf8'))
    const english = parse(fs.readFileSync(path.join(content, 'data/gallery.yaml'), 'utf8'))
    expect(words.map((item: { src: string }) => item.src)).toEqual(english.map((item: { src: string }) => item.src))
    expect(words.at(-1)).toEqual({ src: 'hero/hero-01.jpg', alt: `[EN] ${englishAlt}` })
    expect(words.some((item: { src: string }) => item.src === gone)).toBe(false)
    // Every Tamil alt that stayed is written as it was, word for word.
    const before = parse(fs.readFileSync(path.join(pristine, 'ta/data/gallery.yaml'), 'utf8'))
    const kept = before.filter((item: { src: string }) => item.src !== gone)
    expect(
      words
        .slice(0, -1)
        .map((item: object) => JSON.stringify(item))
        .sort(),
    ).toEqual(kept.map((item: object) => JSON.stringify(item)).sort())
    expect(problems(content)).toEqual([])
    expect(translations.tidyTranslations(content).written).toEqual([]) // a second run has nothing to do
  }, 30_000)
})
