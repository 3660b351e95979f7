// Tamil words follow what they describe, never a position: an English change that adds, removes, reorders or
// replaces items keeps every Tamil word with its row, tile, link or review, passes the build, and is brought along in
// the Tamil file by the same pull request (the function the tidy workflow runs).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { recordEnglishSources } from '../../build-steps/english-changes.ts'
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
const tamilPage = (content: string, page: string) => loadPage(path.join(content, 'ta/pages', page), undefined, content)
type Review = { Message: string; Name: string; Work?: string }
const tamilReviews = (content: string) => loadData(path.join(content, 'ta/data/testimonials.yaml'), undefined, content) as Review[]
const englishReviews = (content: string) => loadData(path.join(content, 'data/testimonials.yaml'), undefined, content) as Review[]
/** Each Tamil review's words, by the English review it gives the words of (its English Name). */
const reviewsByEnglishName = (content: string) => {
  const english = englishReviews(content)
  return Object.fromEntries(tamilReviews(content).map((review, i) => [english[i].Name, JSON.stringify(review)]))
}
/** The items whose Tamil words are not the ones written for them. */
const wrongWords = (now: Record<string, string>, written: Record<string, string>) =>
  Object.keys(now).filter((key) => key in written && now[key] !== written[key])
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
/** Each Tamil row title, by the English title of its row. */
const rowTitles = (content: string) => {
  const english = loadPage(path.join(content, 'pages', PAGE), undefined, content).galleries!
  return Object.fromEntries(tamilPage(content, PAGE).galleries!.map((row, i) => [english[i].title!, row.title!]))
}

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
      'navigation.yaml:header.services[]': 'href',
      'navigation.yaml:header.links[]': 'href',
      'navigation.yaml:footer[]': 'en',
      'navigation.yaml:footer[].links[]': 'href',
      'home.yaml:slides[]': 'image',
      'home.yaml:shortcuts[]': 'href',
      'home.yaml:services[]': 'servicename',
      'home.yaml:counters[]': 'en',
      'faq.yaml:[]': 'en',
      'testimonials.yaml:[]': 'en',
    })
  })

  it('swapping two rows of pictures keeps each Tamil row title with its row', () => {
    const content = copyOfContent()
    const written = rowTitles(content)
    editFrontmatter(path.join(content, 'pages', PAGE), (data) => data.galleries.reverse())
    expect(problems(content)).toEqual([])
    expect(wrongWords(rowTitles(content), written)).toEqual([])
  })

  it("moving pictures to another row asks nothing of the Tamil file: a picture's description is its own", () => {
    const content = copyOfContent()
    const written = rowTitles(content)
    let moved = ''
    editFrontmatter(path.join(content, 'pages', PAGE), (data) => {
      const [first, second] = data.galleries
      ;[first.images[0], second.images[2]] = [second.images[2], first.images[0]]
      moved = first.images[0].src
    })
    expect(problems(content)).toEqual([])
    expect(tamilPage(content, PAGE).galleries![0].images[0].src).toBe(moved)
    expect(wrongWords(rowTitles(content), written)).toEqual([])
    expect(translations.waitingWords(content)).toEqual([])
  })

  it('reordering tiles keeps each Tamil tile with its target', () => {
    const content = copyOfContent()
    const titles = (page: ReturnType<typeof tamilPage>) =>
      Object.fromEntries(page.tiles!.map((tile) => [tile.target, `${tile.title} | ${tile.text}`]))
    const written = titles(tamilPage(content, 'services/wedding.mdx'))
    editFrontmatter(path.join(content, 'pages/services/wedding.mdx'), (data) => data.tiles.reverse())
    expect(problems(content)).toEqual([])
    const now = titles(tamilPage(content, 'services/wedding.mdx'))
    expect(Object.keys(now).filter((target) => now[target] !== written[target])).toEqual([])
  })

  it('removing a review leaves every later Tamil review on its own review', () => {
    const content = copyOfContent()
    const written = reviewsByEnglishName(content)
    const count = englishReviews(content).length
    editYaml(path.join(content, 'data/testimonials.yaml'), (data) => data.splice(1, 1))
    expect(problems(content)).toEqual([])
    expect(tamilReviews(content)).toHaveLength(count - 1)
    expect(wrongWords(reviewsByEnglishName(content), written)).toEqual([])
  })

  it("replacing a picture's file asks for no Tamil word: the new picture comes with its own description", () => {
    const content = copyOfContent()
    const before = tamilPage(content, 'services/wedding.mdx')
    editFrontmatter(path.join(content, 'pages/services/wedding.mdx'), (data) => (data.banner.src = 'decoration/decoration-12.jpg'))
    expect(problems(content)).toEqual([])
    const after = tamilPage(content, 'services/wedding.mdx')
    expect(after.banner).toEqual({ ...before.banner, src: 'decoration/decoration-12.jpg' })
    expect(after.tiles).toEqual(before.tiles)
    expect(after.noindex).toBeUndefined()
    expect(translations.waitingWords(content)).toEqual([])
  })

  it('adding a review in English only passes the build; the new review shows in English and is listed', () => {
    const content = copyOfContent()
    const written = reviewsByEnglishName(content)
    const review = { Message: 'They set up the whole stage the evening before, exactly as we asked.', Name: 'Priya Raman' }
    editYaml(path.join(content, 'data/testimonials.yaml'), (data) => data.splice(1, 0, review))
    expect(problems(content)).toEqual([])
    const reviews = tamilReviews(content)
    expect(reviews[1]).toEqual(review)
    expect(wrongWords(reviewsByEnglishName(content), written)).toEqual([])
    expect(tamilPage(content, 'index.mdx').noindex).toBe(true) // the home page shows the reviews
    expect(tamilPage(content, 'services/wedding.mdx').noindex).toBeUndefined()
    expect(translations.waitingWords(content)).toEqual([
      'content/ta/data/testimonials.yaml: [1].Message (Priya Raman): in English until translated (English: content/data/testimonials.yaml)',
      'content/ta/data/testimonials.yaml: [1].Name (Priya Raman): in English until translated (English: content/data/testimonials.yaml)',
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
    expect(translations.tidyTranslations(content)).toEqual({ written: [], waiting: [], dropped: [], changed: [] })
    expect(changedFiles(pristine, content)).toEqual([])
  }, 30_000) // the tidy reads and lays over every Tamil file: seconds on a busy machine

  it('leaves a Tamil file with a mistake of its own for a person: the build names it, the tidy does not hide it', () => {
    const content = copyOfContent()
    editYaml(path.join(content, 'ta/data/home.yaml'), (data) => (data.counters[0].value = 9))
    editYaml(path.join(content, 'data/home.yaml'), (data) => data.counters.reverse())
    const before = fs.readFileSync(path.join(content, 'ta/data/home.yaml'), 'utf8')
    expect(translations.tidyTranslations(content).written).toEqual([])
    expect(fs.readFileSync(path.join(content, 'ta/data/home.yaml'), 'utf8')).toBe(before)
    expect(problems(content)).toEqual([
      'content/ta/data/home.yaml: counters[3].value: not a word: it is written once, in the English file (English: content/data/home.yaml)',
    ])
  })

  it('turns an English change that adds, removes and reorders reviews into one change of both files', () => {
    const content = copyOfContent()
    const pristine = fs.mkdtempSync(path.join(dir, 'pristine-'))
    fs.cpSync(content, pristine, { recursive: true })
    const added = { Message: 'They set up the whole stage the evening before, exactly as we asked.', Name: 'Priya Raman' }
    let removed = ''
    editYaml(path.join(content, 'data/testimonials.yaml'), (data) => {
      removed = data.splice(1, 1)[0].Name
      ;[data[0], data[1]] = [data[1], data[0]]
      data.push(added)
    })
    const result = translations.tidyTranslations(content)
    // The Tamil file, and the record of what English its words translate (the removed review's lines go).
    expect(result.written).toEqual(['content/ta/data/testimonials.yaml', 'content/ta/translated-from.yaml'])
    expect(changedFiles(pristine, content)).toEqual([
      'content/data/testimonials.yaml',
      'content/ta/data/testimonials.yaml',
      'content/ta/translated-from.yaml',
    ])
    const last = englishReviews(content).length - 1
    expect(result.waiting).toEqual([
      `content/ta/data/testimonials.yaml: [${last}].Message (Priya Raman): in English until translated (English: content/data/testimonials.yaml)`,
      `content/ta/data/testimonials.yaml: [${last}].Name (Priya Raman): in English until translated (English: content/data/testimonials.yaml)`,
    ])

    // The Tamil file now follows the English order; the new review is marked for translation; the removed one is gone.
    const words = parse(fs.readFileSync(path.join(content, 'ta/data/testimonials.yaml'), 'utf8'))
    const english = parse(fs.readFileSync(path.join(content, 'data/testimonials.yaml'), 'utf8'))
    expect(words.map((item: { en: string }) => item.en)).toEqual(english.map((item: Review) => item.Name))
    expect(words.at(-1)).toEqual({ en: 'Priya Raman', Message: `[EN] ${added.Message}`, Name: '[EN] Priya Raman' })
    expect(words.some((item: { en: string }) => item.en === removed)).toBe(false)
    // Every Tamil review that stayed is written as it was, word for word.
    const before = parse(fs.readFileSync(path.join(pristine, 'ta/data/testimonials.yaml'), 'utf8'))
    const kept = before.filter((item: { en: string }) => item.en !== removed)
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
