// One fact in one place: the founding year, the reply time and the phone are site.yaml's. Changed there and not in the
// words of a page (either edition), the content check names the page and the line; once the words follow, it is quiet.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseDocument } from 'yaml'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { contentDir, filesUnder } from '../../build-steps/content-loader.ts'
import { contentProblems, problemsAsText } from '../../build-steps/content-problems.ts'
import { factProblems } from '../../build-steps/fact-check.ts'

let content: string
beforeEach(() => {
  content = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'thoranam-facts-')), 'content')
  fs.cpSync(contentDir, content, { recursive: true, filter: (source) => !source.includes(`${path.sep}images${path.sep}`) })
})
afterEach(() => fs.rmSync(path.dirname(content), { recursive: true, force: true }))

const siteFile = () => path.join(content, 'data/site.yaml')
function setFact(key: string, value: unknown) {
  const doc = parseDocument(fs.readFileSync(siteFile(), 'utf8'))
  doc.set(key, value)
  fs.writeFileSync(siteFile(), doc.toString())
}
const fact = (key: string) => parseDocument(fs.readFileSync(siteFile(), 'utf8')).get(key) as string | number
const contentFiles = () => [...filesUnder(content, '.mdx'), ...filesUnder(content, '.yaml')]
/** Every content file with `from` replaced by `to`. */
function replaceInWords(from: RegExp, to: string) {
  for (const file of contentFiles()) fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(from, to))
}

describe('one fact in one place', () => {
  it('today every page says what site.yaml says', () => {
    expect(factProblems(content)).toEqual([])
  })

  it('a new founding year in site.yaml: every page of both editions still saying the old one is named, with its line; quiet once they follow', () => {
    const founded = Number(fact('founded'))
    setFact('founded', founded + 1)
    const problems = factProblems(content)
    expect(problems.length).toBeGreaterThan(0)
    for (const problem of problems) {
      expect(problem.message).toContain(`began in ${founded}, but site.yaml's "founded" is ${founded + 1}`)
      expect(problem.line).toBeGreaterThan(0)
    }
    // Both editions are read: a Tamil file says the year too.
    expect(problems.some((problem) => problem.file.startsWith('content/ta/'))).toBe(true)
    expect(problems.some((problem) => !problem.file.startsWith('content/ta/'))).toBe(true)
    // The same list in the content check's report, which the build and CI print.
    expect(problemsAsText(contentProblems(content, [(dir) => factProblems(dir)]))).toContain(`write ${founded + 1}`)
    replaceInWords(new RegExp(`\\b${founded}\\b`, 'g'), String(founded + 1))
    expect(factProblems(content)).toEqual([])
  })

  it('a reply time in a FAQ answer or on a page that is not replyWithinHours is named', () => {
    const hours = Number(fact('replyWithinHours'))
    const promise = `within ${hours} hours`
    const file = contentFiles().find((name) => fs.readFileSync(name, 'utf8').includes(promise))!
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(promise, 'within 2 hours'))
    const problems = factProblems(content)
    expect(problems).toHaveLength(1)
    expect(problems[0].file).toBe(path.relative(path.dirname(content), file))
    expect(problems[0].message).toContain(`"within 2 hours" promises a reply in 2 hours, but site.yaml's "replyWithinHours" is ${hours}`)
  })

  it("a phone display that is not the phone, and an old number typed in a page's words, are named", () => {
    setFact('phoneDisplay', '+91 98765 43210')
    expect(factProblems(content)).toEqual([
      expect.objectContaining({
        file: 'content/data/site.yaml',
        field: 'phoneDisplay',
        message: expect.stringContaining('write the same number in both'),
      }),
    ])
    setFact('phoneDisplay', String(fact('phone')).replace(/^\+91(\d{5})(\d{5})$/, '+91 $1 $2'))
    const about = path.join(content, 'pages/aboutus.mdx')
    fs.appendFileSync(about, '\nCall us on +91 98765 43210 any day.\n')
    const problems = factProblems(content)
    expect(problems).toEqual([
      expect.objectContaining({ file: 'content/pages/aboutus.mdx', message: expect.stringContaining("is not the business's phone") }),
    ])
    expect(problems[0].line).toBe(fs.readFileSync(about, 'utf8').split('\n').length - 1)
  })
})
