// The Tamil side knows what changed: an English text reworded after its Tamil was written (an FAQ answer, a page's
// text, a tile's title) is listed as "English changed: check the Tamil" by translations:tidy, the content check's
// summary and the entry's label in /admin, until the Tamil is written again. Nothing fails meanwhile.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseDocument } from 'yaml'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { mdxFormat, yamlFormat } from '../../admin/formats.ts'
import { cmsConfig, type CmsCollection } from '../../build-steps/cms-config.ts'
import { contentDir, root } from '../../build-steps/content-loader.ts'
import { englishChanges, SOURCES_FILE } from '../../build-steps/english-changes.ts'
import { tidyTranslations } from '../../build-steps/translations.ts'

let dir: string
let content: string
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'thoranam-english-'))
  content = path.join(dir, 'content')
  fs.cpSync(contentDir, content, { recursive: true })
})
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

const file = (relative: string) => path.join(content, relative)
const read = (relative: string) => fs.readFileSync(file(relative), 'utf8')
/** Saves a data file through the editor's own format, as /admin does. */
function editData(relative: string, change: (entry: Record<string, unknown>) => void) {
  const entry = yamlFormat.fromFile(read(relative)) as Record<string, unknown>
  change(entry)
  fs.writeFileSync(file(relative), yamlFormat.toFile(entry))
}
const changedLines = () => englishChanges(content).changed.map((word) => `${word.file}: ${word.field}`)

describe('the Tamil side knows what changed', () => {
  it('records what English every Tamil word translates; once recorded, nothing is listed', () => {
    tidyTranslations(content)
    expect(fs.existsSync(file(`ta/${SOURCES_FILE}`))).toBe(true)
    // Once recorded, nothing is listed and a second tidy writes nothing more.
    expect(tidyTranslations(content)).toMatchObject({ written: [], changed: [] })
  }, 60_000) // the tidy lays every Tamil file over its English one, twice: seconds on a busy machine

  it('an FAQ answer reworded in English is listed by the tidy, the content check summary and the entry label, until the Tamil is written again', () => {
    tidyTranslations(content)
    // The answer of the first question, "within 24 hours" made "within 2 hours" or any rewording.
    editData('data/faq.yaml', (entry) => {
      const items = entry.items as { question: string; answer: string }[]
      items[0].answer = `${items[0].answer} Call us any day.`
    })
    const question = (parseDocument(read('data/faq.yaml')).toJS() as { question: string }[])[0].question
    const expected = `content/ta/data/faq.yaml: [0].answer (${question})`
    expect(changedLines()).toEqual([expected])

    const tidied = tidyTranslations(content)
    expect(tidied.changed).toEqual([`${expected}: English changed: check the Tamil (English: content/data/faq.yaml)`])
    // Listed again on the next pull request: the record is kept until the Tamil changes.
    expect(tidyTranslations(content).changed).toHaveLength(1)

    // The content check's summary lists it, and does not fail.
    const summaryFile = path.join(dir, 'summary.md')
    const check = spawnSync(process.execPath, ['tools/check-content.mjs', '--content', content, '--summary', summaryFile], {
      cwd: root,
      encoding: 'utf8',
    })
    expect(check.status).toBe(0)
    expect(check.stdout).toContain(`${expected}: English changed: check the Tamil`)
    expect(fs.readFileSync(summaryFile, 'utf8')).toContain('## English changed: check the Tamil')

    // The entry's label in /admin says so.
    const data = cmsConfig({ contentDir: content }).collections.find((collection) => collection.name === 'data_ta') as CmsCollection
    expect(data.files.find((entry) => entry.file === 'content/ta/data/faq.yaml')!.label).toBe(
      'faq.yaml (English changed: check the Tamil (1 word))',
    )

    // The Tamil answer written again: no longer listed, and recorded.
    editData('ta/data/faq.yaml', (entry) => {
      const items = entry.items as { answer: string }[]
      items[0].answer = `${items[0].answer} எந்த நாளும் அழையுங்கள்.`
    })
    expect(tidyTranslations(content).changed).toEqual([])
    expect(changedLines()).toEqual([])
  }, 60_000)

  it("a page's reworded text and a tile's new title are listed in the Tamil page", () => {
    tidyTranslations(content)
    const page = 'pages/services/birthday.mdx'
    const entry = mdxFormat.fromFile(read(page)) as { body: string; tiles: { title: string; target: string }[] }
    entry.body = `${entry.body.trimEnd()}\n\n## Planned with you\n\n- A call within the day\n- [Our gallery](/gallery)\n`
    entry.tiles[0].title = `${entry.tiles[0].title} and more`
    fs.writeFileSync(file(page), mdxFormat.toFile(entry))
    expect(changedLines()).toEqual([`content/ta/${page}: tiles[0].title (${entry.tiles[0].target})`, `content/ta/${page}: (text)`])
  }, 60_000)
})
