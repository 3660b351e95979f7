// The checks guard the site's rules, not the content's present shape: in a copy of the project, an editor adds a
// page with "New page", renames two menu items and gives a page one more tile, each through the editor's own file
// formats (the Tamil files brought along by npm run translations:tidy, as the pull request's workflow does: a marked
// draft of the new page, the new tile's words marked, still in English); then the content check and the unit tests
// that read the content run on the copy, and pass.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mdxFormat, newPageFormat, yamlFormat } from '../../admin/formats.ts'
import { serviceEvents } from '../../build-steps/cms-config.ts'
import { root } from '../../build-steps/content-loader.ts'
import { tidyTranslations } from '../../build-steps/translations.ts'

/** The unit tests that read content/ (the others test code with made-up data). */
const CONTENT_TESTS = [
  'tests/unit/content.test.ts',
  'tests/unit/enquiry.test.ts',
  'tests/unit/page-links.test.ts',
  'tests/unit/tamil-edition.test.ts',
  'tests/unit/cms-config.test.ts',
  'tests/unit/cms-formats.test.ts',
  'tests/unit/content-schema.test.ts',
  'tests/unit/testimonials-snapshot.test.ts',
  'tests/unit/gallery.test.tsx',
]

let copy: string
const inCopy = (relative: string) => path.join(copy, relative)
const read = (relative: string) => fs.readFileSync(inCopy(relative), 'utf8')

/** The project as it is in this working copy (tracked and new files), node_modules shared. */
function copyProject(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'thoranam-edits-'))
  const listed = spawnSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: root, encoding: 'utf8' })
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    if (file === 'node_modules' || !fs.existsSync(path.join(root, file))) continue // deleted in the working copy; node_modules is shared
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.copyFileSync(path.join(root, file), path.join(dir, file))
  }
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'))
  return dir
}

/** An editor's changes, each saved through the format its collection uses in /admin. */
function editLikeAnEditor() {
  const content = inCopy('content')
  // "Pages under an event → New page": Birthday, "cake-table".
  const page = newPageFormat(serviceEvents(content)).toFile({
    event: 'birthday',
    address: 'cake-table',
    title: 'Birthday Cake Tables in Chennai & Coimbatore | Thoranam',
    description:
      "A cake table dressed to the party's theme: backdrop, name board, candles and a stand for the cake, ready before the guests arrive.",
    heading: 'Birthday Cake Table',
    banner: { src: 'birthday/birthday-02.jpg' },
    enquiry: { question: 'Planning the cake table for a birthday?' },
    body: '## Ready before the guests\n\nWe set the table the evening before, so that the birthday child sees it first.\n',
  })
  fs.writeFileSync(inCopy('content/pages/services/birthday/cake-table.mdx'), page)

  // Site data → navigation.yaml: two menu items renamed.
  const navigation = yamlFormat.fromFile(read('content/data/navigation.yaml')) as {
    header: { services: { label: string; href: string }[]; links: { label: string; href: string }[] }
  }
  navigation.header.services.find((link) => link.href === '/services/housewarming')!.label = 'Griha Pravesam'
  navigation.header.links.find((link) => link.href === '/gallery')!.label = 'Photos'
  fs.writeFileSync(inCopy('content/data/navigation.yaml'), yamlFormat.toFile(navigation))

  // Pages → /services/birthday: a fifth tile, to the new page.
  const birthday = mdxFormat.fromFile(read('content/pages/services/birthday.mdx')) as { tiles: object[] }
  birthday.tiles.push({
    image: { src: 'birthday/birthday-03.jpg' },
    title: 'Cake Table',
    text: "Dressed to the party's theme.",
    target: '/services/birthday/cake-table',
  })
  fs.writeFileSync(inCopy('content/pages/services/birthday.mdx'), mdxFormat.toFile(birthday as Record<string, unknown>))

  // The Tamil files brought along (npm run translations:tidy, on the pull request).
  return tidyTranslations(content)
}

beforeAll(() => {
  copy = copyProject()
}, 120_000)
afterAll(() => fs.rmSync(copy, { recursive: true, force: true }))

describe("an editor's ordinary changes pass the checks", () => {
  it("a new page, two renamed menu items and one more tile, saved through the editor's formats", () => {
    const tidied = editLikeAnEditor()
    expect(tidied.written).toEqual(['content/ta/pages/services/birthday.mdx', 'content/ta/pages/services/birthday/cake-table.mdx'])
    // The new page and the new tile's words wait for Tamil, shown in English meanwhile.
    expect(tidied.waiting).toContain(
      'content/ta/pages/services/birthday/cake-table.mdx: (draft): the whole page is in English until translated (English: content/pages/services/birthday/cake-table.mdx)',
    )
    expect(tidied.waiting).toContain(
      'content/ta/pages/services/birthday.mdx: tiles[4].title (/services/birthday/cake-table): in English until translated (English: content/pages/services/birthday.mdx)',
    )
    expect(read('content/ta/pages/services/birthday.mdx')).toContain('title: "[EN] Cake Table"')
    expect(read('content/data/navigation.yaml')).toContain('label: Griha Pravesam')

    const check = spawnSync(process.execPath, ['tools/check-content.mjs'], { cwd: copy, encoding: 'utf8' })
    expect(check.stderr + check.stdout).toMatch(/every page, data file and picture is in order/)
    expect(check.status).toBe(0)

    const tests = spawnSync(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', '--project', 'unit', ...CONTENT_TESTS], {
      cwd: copy,
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: undefined },
    })
    const failed = [...tests.stdout.matchAll(/^\s*(?:×|FAIL)\s+(.+)$/gm)].map((match) => match[1].trim())
    expect(failed).toEqual([])
    expect(tests.stdout).toMatch(/Test Files\s+\d+ passed/)
    expect(tests.status).toBe(0)
  }, 600_000)
})
