// A pull request with many content mistakes at once gets every one of them back at once, in an editor's words:
// each with its file, line and field, as annotations on the files and as the run's summary; an English file's
// YAML error is told once, in the English file, not as "a translation is out of step"; a Tamil word is found by
// the item it describes, not by its position; a page's text that holds code is told with its line; no stack traces.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { marked } from 'marked'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  CONTENT_CHECKS,
  contentProblems,
  problemsAsAnnotations,
  problemsAsSummary,
  problemsAsText,
  type ContentProblem,
} from '../../build-steps/content-problems.ts'
import { contentDir, root } from '../../build-steps/content-loader.ts'
import { changedLine, changedSummary, englishChanges } from '../../build-steps/english-changes.ts'

let dir: string
let content: string
let problems: ContentProblem[]

/** A copy of content/ with ten mistakes an editor can make. */
async function brokenCopy(): Promise<string> {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'thoranam-report-'))
  const copy = path.join(dir, 'content')
  fs.cpSync(contentDir, copy, { recursive: true })
  fs.mkdirSync(path.join(copy, 'images/uploads'), { recursive: true })
  const edit = (file: string, change: (text: string) => string) => {
    const full = path.join(copy, file)
    const before = fs.readFileSync(full, 'utf8')
    const after = change(before)
    expect(after, file).not.toBe(before)
    fs.writeFileSync(full, after)
  }
  // 1. An English data file whose YAML is broken (a question with ": " and no quotes).
  edit('data/faq.yaml', (text) =>
    text.replace('- question: How soon will you reply to my enquiry?', '- question: How soon: will you reply to my enquiry?'),
  )
  // 2. A title too long. 3. A picture that is not there. 4. A misspelt field.
  edit('pages/services/wedding.mdx', (text) =>
    text.replace(/^title: .*$/m, 'title: Wedding Planning and Decoration in Chennai, Coimbatore, Salem and Madurai'),
  )
  edit('pages/services/birthday.mdx', (text) => text.replace(/(banner:\n {2}src: )\S+/, '$1uploads/IMG_2001.JPG'))
  edit('pages/aboutus.mdx', (text) => text.replace(/^heading: /m, 'titel: About\nheading: '))
  // 5. A Tamil word file given a field that is not a word, on a card the English has just moved from first to third
  // (the Tamil words follow their card by its page, so the Tamil item stays first).
  edit('data/home.yaml', (text) =>
    text.replace(/^( {2}- imageSrc: events\/babyshower\.jpg\n(?: {4}.*\n){3})((?: {2}- .*\n(?: {4}.*\n){3}){2})/m, '$2$1'),
  )
  edit('ta/data/home.yaml', (text) => text.replace(/^( {2}- servicename: babyshower\n)/m, '$1    imageSrc: events/babyshower.jpg\n'))
  // 6. A page deleted while others link to it.
  fs.rmSync(path.join(copy, 'pages/services/wedding/wedding-mehndi.mdx'))
  fs.rmSync(path.join(copy, 'ta/pages/services/wedding/wedding-mehndi.mdx'))
  // 7. An iPhone photo (HEIC) saved with a .jpg name. 8. A year written in words.
  fs.writeFileSync(
    path.join(copy, 'images/uploads/IMG_3001.jpg'),
    Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.alloc(4), Buffer.from('mif1heic'), Buffer.alloc(64)]),
  )
  await sharp({ create: { width: 40, height: 30, channels: 3, background: '#d08030' } })
    .jpeg()
    .toFile(path.join(copy, 'images/uploads/stage.jpg'))
  edit('data/site.yaml', (text) => text.replace(/^founded: .*$/m, 'founded: two thousand sixteen'))
  // 9. Code in an English page's text: braces and an HTML comment.
  edit('pages/services/photo.mdx', (text) => `${text}\nWe answer {anytime}.\n\n<!-- old prices -->\n`)
  // 10. A Tamil page whose fields cannot be read (a quote left open), and HTML in its text.
  edit('ta/pages/services/photo.mdx', (text) =>
    text.replace(/^heading: "(.*)"$/m, 'heading: "$1').replace(/\n*$/, '\n\nஎங்களை அழையுங்கள்<br>\n'),
  )
  return copy
}

beforeAll(async () => {
  content = await brokenCopy()
  problems = contentProblems(content)
  // The summary of this pull request, for the editing guide's screenshot (tools/content-summary-shot.mjs).
  if (process.env.CONTENT_SUMMARY) fs.writeFileSync(process.env.CONTENT_SUMMARY, problemsAsSummary(problems))
}, 120_000)
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

const of = (file: string) => problems.filter((problem) => problem.file === file)

describe('the content check on a pull request with ten mistakes', () => {
  it('tells every one of them, each in its own file, with its line and field', () => {
    expect(of('content/data/faq.yaml')).toEqual([
      {
        file: 'content/data/faq.yaml',
        line: 6,
        field: 'YAML',
        message: expect.stringMatching(/^the file cannot be read from this line on \(.+\)\. Usually a line is indented differently/),
      },
    ])
    expect(of('content/pages/services/wedding.mdx')).toEqual([
      {
        file: 'content/pages/services/wedding.mdx',
        line: 2,
        field: 'title',
        message: 'must be at most 60 characters (search engines cut longer titles)',
      },
      {
        file: 'content/pages/services/wedding.mdx',
        line: 42,
        field: 'tiles[5].target',
        message:
          'links to /services/wedding/wedding-mehndi, which has no page (content/pages/services/wedding/wedding-mehndi.mdx): remove or change this link before deleting the page',
      },
    ])
    expect(fs.readFileSync(path.join(content, 'pages/services/wedding.mdx'), 'utf8').split('\n')[41]).toBe(
      '    target: /services/wedding/wedding-mehndi',
    )
    expect(of('content/pages/services/birthday.mdx')).toEqual([
      {
        file: 'content/pages/services/birthday.mdx',
        line: 12,
        field: 'banner.src',
        message:
          'no image "uploads/IMG_2001.JPG" in content/images/: upload the picture, or choose one that is there (the name must match exactly, capitals included)',
      },
    ])
    expect(of('content/pages/aboutus.mdx')).toEqual([
      {
        file: 'content/pages/aboutus.mdx',
        line: expect.any(Number),
        message: '"titel" is not a field here: check the spelling, or remove it',
      },
    ])
    expect(fs.readFileSync(path.join(content, 'pages/aboutus.mdx'), 'utf8').split('\n')[of('content/pages/aboutus.mdx')[0].line! - 1]).toBe(
      'titel: About',
    )
    // The Tamil words of the card now third in English are still the file's first card: that is the line told.
    const tamilHome = fs.readFileSync(path.join(content, 'ta/data/home.yaml'), 'utf8').split('\n')
    expect(of('content/ta/data/home.yaml')).toEqual([
      {
        file: 'content/ta/data/home.yaml',
        line: tamilHome.indexOf('    imageSrc: events/babyshower.jpg') + 1,
        field: 'services[2].imageSrc',
        message:
          'the words of babyshower: this file holds only words, and this is not one: it is written once, in content/data/home.yaml. Delete it here',
      },
    ])
    // A page's text: each piece of code on its own line, with what to write instead.
    const photo = fs.readFileSync(path.join(content, 'pages/services/photo.mdx'), 'utf8').split('\n')
    expect(of('content/pages/services/photo.mdx')).toEqual([
      {
        file: 'content/pages/services/photo.mdx',
        line: photo.indexOf('We answer {anytime}.') + 1,
        field: '(text)',
        message: '{anytime}: curly braces mark code, and pages cannot run code. To show the braces, write \\{anytime\\}.',
      },
      {
        file: 'content/pages/services/photo.mdx',
        line: photo.indexOf('<!-- old prices -->') + 1,
        field: '(text)',
        message: expect.stringMatching(/^<!-- … -->: HTML comments do not work .* write \{\/\* your note \*\/\}/),
      },
    ])
    // A file whose fields cannot be read is told once, by its line; its text is read on its own and told too.
    const tamilPhoto = fs.readFileSync(path.join(content, 'ta/pages/services/photo.mdx'), 'utf8').split('\n')
    expect(of('content/ta/pages/services/photo.mdx')).toEqual([
      expect.objectContaining({
        field: 'YAML',
        line: expect.any(Number),
        message: expect.stringMatching(/^the file cannot be read from this line on/),
      }),
      {
        file: 'content/ta/pages/services/photo.mdx',
        line: tamilPhoto.indexOf('எங்களை அழையுங்கள்<br>') + 1,
        field: '(text)',
        message: expect.stringMatching(/^<br>: HTML does not work in a page's text\. To start a new line/),
      },
    ])
    // The English mistakes are not told again in the Tamil files laid over them.
    expect(problems.filter((problem) => problem.file.startsWith('content/ta/')).map((problem) => problem.file)).toEqual([
      'content/ta/data/home.yaml',
      'content/ta/pages/services/photo.mdx',
      'content/ta/pages/services/photo.mdx',
    ])
    expect(
      problems.filter((problem) => /wedding-mehndi/.test(problem.message)).map((problem) => `${problem.file}: ${problem.field}`),
    ).toEqual(['content/data/home.yaml: shortcuts[3].href', 'content/pages/services/wedding.mdx: tiles[5].target'])
    expect(of('content/images/uploads/IMG_3001.jpg')).toEqual([
      { file: 'content/images/uploads/IMG_3001.jpg', message: expect.stringMatching(/HEIC\/HEIF photo.*Export it as JPEG/) },
    ])
    expect(of('content/data/site.yaml')).toEqual([
      { file: 'content/data/site.yaml', line: expect.any(Number), field: 'founded', message: 'must be a number, written without quotes' },
    ])
  })

  it('says nothing twice, names no Tamil file for an English mistake, and shows no stack trace or raw library message', () => {
    const text = problemsAsText(problems)
    expect(text).not.toMatch(/translation is out of step|\n\s+at |Error:|Invalid input|Too (small|big):|Unrecognized key/)
    expect(problems.filter((problem) => problem.file.startsWith('content/ta/data/faq.yaml'))).toEqual([])
    expect(
      problems.filter((problem) => problem.file.startsWith('content/ta/') && /tiles\[\d+\]\.target|shortcuts/.test(problem.field ?? '')),
    ).toEqual([])
    expect(new Set(problems.map((problem) => JSON.stringify(problem))).size).toBe(problems.length)
    expect(
      problems
        .filter((problem) => problem.file.endsWith('.mdx') || problem.file.endsWith('.yaml'))
        .every((problem) => typeof problem.line === 'number'),
    ).toBe(true)
  })

  it('annotates each problem on its file and line, as GitHub reads workflow commands', () => {
    const annotations = problemsAsAnnotations(problems).split('\n')
    expect(annotations).toHaveLength(problems.length)
    for (const line of annotations) expect(line).toMatch(/^::error file=content\/[^,:]+(,line=\d+)?,title=[^:]+::\S.*$/)
    expect(annotations).toContain(
      '::error file=content/pages/services/wedding.mdx,line=2,title=Title::must be at most 60 characters (search engines cut longer titles)',
    )
  })

  it('writes a summary, file by file, saying where each is found in the editor', () => {
    const summary = problemsAsSummary(problems)
    const files = new Set(problems.map((problem) => problem.file))
    expect(summary).toMatch(new RegExp(`^## Content check: ${problems.length} problems in ${files.size} files to fix\n`))
    for (const file of files) expect(summary).toContain(`### \`${file}\``)
    expect(summary).toContain('In the editor: **Pages › /services/wedding**')
    expect(summary).toContain('In the editor: **Pages (தமிழ்) › /ta/services/photo**')
    expect(summary).toContain('In the editor: **Site data (தமிழ்) › home.yaml**')
    expect(summary).toContain('In the editor: **Site data › site.yaml**')
    expect(summary).toContain('| 2 | Title (`title`) | must be at most 60 characters (search engines cut longer titles) |')
  })

  it('shows every message in the summary as written, once GitHub has read it as Markdown (<br>, <!-- -->, \\{ and all)', async () => {
    const html = await marked.parse(problemsAsSummary(problems))
    const shown = html
      .replace(/<[^>]+>/g, '')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&')
    for (const problem of problems) expect(shown, problem.message).toContain(problem.message)
    expect(shown).toContain('write \\{anytime\\}')
    expect(shown).toContain('<!-- … -->: HTML comments')
  })

  it('takes the problems of any further check, such as the text of a page, with their lines', () => {
    const body: ContentProblem = {
      file: 'content/pages/aboutus.mdx',
      line: 40,
      message: 'write "{anytime}" as "anytime": braces hold code in a page\'s text',
    }
    const all = contentProblems(content, [...CONTENT_CHECKS, () => [body]])
    expect(all).toContainEqual(body)
    expect(all).toHaveLength(problems.length + 1)
  }, 60_000) // the whole check again, every page's text parsed: seconds on a busy machine

  it("is what npm run check:content reports in GitHub Actions: annotations, the run's summary, and a failed step", () => {
    const summaryFile = path.join(dir, 'step-summary.md')
    const run = spawnSync(process.execPath, [path.join(root, 'tools/check-content.mjs'), '--content', content], {
      encoding: 'utf8',
      env: { ...process.env, GITHUB_ACTIONS: 'true', GITHUB_STEP_SUMMARY: summaryFile },
    })
    expect(run.status).toBe(1)
    // A title reworded in English (mistake 2) is also listed for its Tamil page: not a problem, a note to check it.
    const changed = englishChanges(content).changed
    expect(changed.map((word) => `${word.file}: ${word.field}`)).toEqual(['content/ta/pages/services/wedding.mdx: title'])
    expect(run.stdout.trim().split('\n')).toEqual([
      'English changed: check the Tamil:',
      ...changed.map((word) => `  ${changedLine(word)}`),
      ...problemsAsAnnotations(problems).split('\n'),
    ])
    expect(fs.readFileSync(summaryFile, 'utf8')).toBe(`${problemsAsSummary(problems)}\n${changedSummary(changed)}`)
    expect(run.stderr).toBe(problemsAsText(problems) + '\n')
  }, 60_000)

  it('finds nothing in the content as it is', () => {
    expect(contentProblems(contentDir)).toEqual([])
  }, 60_000)
})

describe('a page whose "---" lines are lost', () => {
  it('gets one message that says which line to put back, and nothing else about it or its translation', () => {
    const copy = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'thoranam-fence-')), 'content')
    try {
      fs.cpSync(contentDir, copy, { recursive: true })
      // The English page with the most fields in flow maps ({ src: …, alt: … }), which would read as code in its text.
      const pages = fs
        .readdirSync(path.join(copy, 'pages/services'))
        .filter((name) => name.endsWith('.mdx'))
        .map((name) => `pages/services/${name}`)
      const file = pages.sort(
        (a, b) =>
          (fs.readFileSync(path.join(copy, b), 'utf8').match(/\{/g)?.length ?? 0) -
          (fs.readFileSync(path.join(copy, a), 'utf8').match(/\{/g)?.length ?? 0),
      )[0]
      const full = path.join(copy, file)
      const original = fs.readFileSync(full, 'utf8')
      const lines = original.split('\n')
      const closing = lines.indexOf('---', 1)
      fs.writeFileSync(full, [...lines.slice(0, closing), ...lines.slice(closing + 1)].join('\n'))
      const withoutEnd = contentProblems(copy)
      expect(withoutEnd).toEqual([
        {
          file: `content/${file}`,
          line: 1,
          field: 'front-matter',
          message: expect.stringMatching(
            /^the line "---" that ends the page's fields is missing.*put a line with only --- after the last field/,
          ),
        },
      ])
      fs.writeFileSync(full, lines.slice(1).join('\n'))
      expect(contentProblems(copy)).toEqual([
        expect.objectContaining({
          file: `content/${file}`,
          line: 1,
          message: expect.stringMatching(/^the page's first line must be "---"/),
        }),
      ])
    } finally {
      fs.rmSync(path.dirname(copy), { recursive: true, force: true })
    }
  }, 120_000)
})
