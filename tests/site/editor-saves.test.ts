// What the editor at /admin saves, as an editor saves it: in Chromium against the built editor with the local
// backend on a copy of content/ (tests/support/editor.ts).
// - Every entry of every collection saves: for each page and data file of both editions, and each page under an
//   event, a text field with words (a page's heading; a data file's first) has one word changed and is saved; the
//   file must differ from before only in that word, byte for byte everywhere else. Entries come from the editor's
//   own configuration, never from a list of today's files.
// - A new page saves with only what the schema requires (no banner, no text).
// - A page's text the build would refuse is refused before the save, beside the field, in the build's words; the
//   field's hint shows its examples as they are typed.
import fs from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import { checkPageSource } from '../../build-steps/content-check.ts'
import { contentProblems } from '../../build-steps/content-problems.ts'
import { bodyAloneProblems } from '../../components/bodyText.ts'
import { mdxFormat } from '../../admin/formats.ts'
import { useEditor } from '../support/editor.ts'

const admin = useEditor()

type Collection = { name: string; files?: { name: string; file: string }[]; folder?: string; extension?: string }

/** Every entry the editor lists: its address in the editor and its file in the repository. */
function entries(): { url: string; file: string }[] {
  const config = parse(admin.editor.config) as { collections: Collection[] }
  return config.collections.flatMap((collection) => {
    if (collection.files) return collection.files.map((file) => ({ url: `${collection.name}/entries/${file.name}`, file: file.file }))
    // A folder of pages (the pages under an event): each file two levels down, by its path without the extension.
    const folder = path.join(admin.editor.repo, collection.folder!)
    return fs
      .readdirSync(folder, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((event) =>
        fs
          .readdirSync(path.join(folder, event.name))
          .filter((name) => name.endsWith(`.${collection.extension}`))
          .map((name) => {
            const slug = `${event.name}/${name.slice(0, -collection.extension!.length - 1)}`
            return { url: `${collection.name}/entries/${slug}`, file: `${collection.folder}/${slug}.${collection.extension}` }
          }),
      )
  })
}

const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const read = (file: string) => fs.readFileSync(path.join(admin.editor.repo, file), 'utf8')
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' })

/**
 * The first text field of the form whose value holds a word (not an address or a path), opening the first item of
 * a list when no such field is in view (lists start collapsed).
 */
async function wordField(page: Page) {
  const find = () =>
    page.evaluate(() => {
      const fields = [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[type=text], textarea')]
      return fields.findIndex(
        (field) => field.offsetParent !== null && !field.disabled && !/[/@:]/.test(field.value) && /[\p{L}\p{M}]{3,}/u.test(field.value),
      )
    })
  let index = await find()
  if (index < 0) {
    await page.locator('[class*=SortableListItem] button').first().click()
    index = await find()
  }
  return index < 0 ? undefined : page.locator('input[type=text], textarea').nth(index)
}

/** Entries with nothing to reword, said in the run's log: the gallery's list holds only file names and categories. */
const unchanged: string[] = []
// The menus: their footer's links sit in a list inside a list; the word changed is a link's label there.
const NESTED_LISTS = /(^|\/)data\/navigation\.yaml$/

/** The first text field of the first item of a list inside a list's first item, both opened (they start collapsed). */
async function nestedWordField(page: Page) {
  const outer = page
    .locator('[class*=SortableListItem]')
    .filter({ has: page.locator('[class*=SortableListItem]') })
    .first()
  await outer.locator('button').first().click()
  const inner = outer.locator('[class*=SortableListItem]').first()
  await inner.locator('button').first().click()
  const field = inner.locator('input[type=text], textarea').first()
  await field.waitFor()
  return field
}

/**
 * Accepts the editor's questions ("leave this page?" after a refused save), and declines a recovered backup of an
 * entry, which would lay an earlier try over the file. A question already gone when the answer comes (the page
 * moved on by itself) needs no answer; any other failure to answer is kept in `unanswered` for the test to show.
 */
function answerDialogs(page: Page, unanswered: string[]) {
  page.on('dialog', (dialog) => {
    const answer = /local backup/i.test(dialog.message()) ? dialog.dismiss() : dialog.accept()
    answer.catch((error: Error) => {
      if (!/No dialog is showing/.test(error.message)) unanswered.push(`${dialog.message()}: ${error.message}`)
    })
  })
}

/**
 * One entry in an editor already loaded: the form of the entry before is closed first (its draft dropped), then
 * this one is opened and read from the file, as a new load of the editor would.
 */
async function openAfresh(page: Page, url: string) {
  await page.goto(`${admin.editor.base}/admin/#/between-entries`)
  await page.getByText('Writing in').first().waitFor({ state: 'detached' })
  await page.goto(`${admin.editor.base}/admin/#/collections/${url}`)
  await page.getByText('Writing in').first().waitFor()
}

async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish' }).click()
  await page.getByText('Publish now').click()
}

/** The file once the editor has written something else than `before` (read twice alike: not caught half-written). */
async function written(file: string, before: string, timeout = 15_000): Promise<string> {
  let last = before
  await expect
    .poll(
      () => {
        const now = read(file)
        const settled = now !== before && now !== '' && now === last
        last = now
        return settled
      },
      { timeout, interval: 50 },
    )
    .toBe(true)
  return last
}

/** The part of `before` and of `after` that differ, between their longest common start and end. */
function difference(before: string, after: string): { removed: string; added: string } {
  let start = 0
  while (start < before.length && before[start] === after[start]) start++
  let end = 0
  while (end < before.length - start && end < after.length - start && before.at(-1 - end) === after.at(-1 - end)) end++
  return { removed: before.slice(start, before.length - end), added: after.slice(start, after.length - end) }
}

/** Saves one entry as described at the top; returns what went wrong, or undefined. */
async function saveEntry(page: Page, { url, file }: { url: string; file: string }): Promise<string | undefined> {
  const before = read(file)
  try {
    await openAfresh(page, url)
    // A page's heading (every page has one, in both editions; waited for: the form may still be drawing its
    // fields, and the first text with words may then be the address, which a save leaves as it is); in a data file,
    // the first text with words.
    const field = file.endsWith('.mdx')
      ? page.getByLabel('Heading', { exact: true }).first()
      : NESTED_LISTS.test(file)
        ? await nestedWordField(page)
        : await wordField(page)
    if (!field) {
      unchanged.push(file)
      return undefined
    }
    await field.waitFor()
    // The field is drawn a moment before the entry's text is put in it (on a busy machine once read empty): its words
    // are waited for. (A heading left empty by the editor still fails here, after 10 s.)
    await expect.poll(() => field.inputValue(), { timeout: 10_000 }).toMatch(/[\p{L}\p{M}]{3,}/u)
    const value = await field.inputValue()
    const word = [...value.matchAll(/[\p{L}\p{M}]{3,}/gu)].map((match) => match[0]).at(-1)!
    const replacement = 'x'.repeat([...graphemes.segment(word)].length)
    const changed = value.slice(0, value.lastIndexOf(word)) + replacement + value.slice(value.lastIndexOf(word) + word.length)
    await field.fill(changed)
    await publish(page)
    const after = await written(file, before)
    const { removed, added } = difference(before, after)
    expect(word, `only the word "${word}" changed (removed "${removed}", added "${added}")`).toContain(removed)
    expect(replacement, `only "${replacement}" was added (added "${added}")`).toContain(added)
    // Back as it was, for the same file's entry in another collection (a page under an event is in two).
    fs.writeFileSync(path.join(admin.editor.repo, file), before)
    return undefined
  } catch (error) {
    const shown = await page
      .locator('[class*=ControlErrorsList] li')
      .allTextContents()
      .catch(() => [])
    if (process.env.EDITOR_SCREENSHOTS)
      await page.screenshot({ path: path.join(process.env.EDITOR_SCREENSHOTS, `${url.replace(/\W+/g, '-')}.png`), fullPage: true })
    fs.writeFileSync(path.join(admin.editor.repo, file), before)
    // After a refusal the next entry starts from a new load of the editor, with nothing of this one kept.
    await page.reload().catch(() => undefined)
    return `${url} (${file}): ${(error as Error).message.split('\n')[0]}${shown.length ? ` | the editor says: ${shown.join(' ')}` : ''}`
  }
}

/** How many editors save at once: the entries are shared out between them. */
const EDITORS = 3

describe('every entry of the editor saves', () => {
  it('each page and data file of both editions, and each page under an event: one word changed, nothing else', async () => {
    const all = entries().filter((entry) => !process.env.DEBUG_ENTRIES || new RegExp(process.env.DEBUG_ENTRIES).test(entry.url))
    expect(all.length).toBeGreaterThan(0)
    const unanswered: string[] = []
    const started = Date.now()
    const failures = (
      await Promise.all(
        Array.from({ length: EDITORS }, async (_, n) => {
          // One load of the editor for all of this editor's entries.
          const { page } = await admin.openEntry(all[0].url)
          // Without the preview beside the form (the editor's own switch, kept for the next entries): what is saved
          // is the form's, and the preview is tested on its own (editor-preview.test.ts).
          await page.evaluate(() => localStorage.setItem('cms.right-pane', 'none'))
          answerDialogs(page, unanswered)
          const found: string[] = []
          // A file's entries (a page under an event is in two collections) all go to the same editor, one after the other.
          for (const entry of all.filter((each) => [...each.file].reduce((sum, c) => sum + c.charCodeAt(0), 0) % EDITORS === n)) {
            const failure = await saveEntry(page, entry)
            if (failure) found.push(failure)
          }
          await page.context().close()
          return found
        }),
      )
    ).flat()
    console.log(
      `${all.length - unchanged.length} entries saved in ${Math.round((Date.now() - started) / 1000)} s; nothing to reword in: ${unchanged.join(', ') || 'none'}`,
    )
    // Only a list of pictures may have no words; every page has a heading.
    expect(unchanged.filter((file) => !/(^|\/)data\/gallery\.yaml$/.test(file))).toEqual([])
    expect(failures).toEqual([])
    expect(unanswered).toEqual([])
    // Every entry saved, the content still passes the content check.
    expect(contentProblems(path.join(admin.editor.repo, 'content'))).toEqual([])
  }, 900_000)
})

describe('the editor refuses what the site refuses, before the save', () => {
  it("refuses a pasted brace, a <script> and a video's <iframe> in a page's text, beside the field, in the build's words; writes nothing", async () => {
    const file = 'content/pages/services/birthday.mdx'
    const before = read(file)
    const { page } = await admin.openEntry('pages/entries/services-birthday')
    // The hint shows what to type as it is typed: the backslashes and braces stay.
    await page.getByText('write \\{ and \\} to show them').first().waitFor()
    await page.getByText('a backslash (\\) at the end of a line').first().waitFor()
    // Leaving the refused text: the editor asks whether to drop the changes.
    const unanswered: string[] = []
    answerDialogs(page, unanswered)
    const { body: text } = mdxFormat.fromFile(before) as { body: string }
    for (const pasted of [
      'We answer within the day {as promised}.',
      '<script>alert(1)</script>',
      '<iframe src="https://www.youtube.com/embed/x"></iframe>',
    ]) {
      await page.locator('[data-slate-editor]').last().click()
      await page.keyboard.press('Control+End')
      await page.keyboard.press('Enter')
      await page.keyboard.press('Enter')
      await page.keyboard.insertText(pasted)
      await publish(page)
      const refused = bodyAloneProblems(`${text.trimEnd()}\n\n${pasted}\n`, '/services/birthday').problems.at(-1)
      expect(refused, `the build refuses ${pasted}`).toBeDefined()
      await page
        .getByText(new RegExp(`Line \\d+ of the text: ${literally(refused!.message)}`))
        .first()
        .waitFor()
      await page.waitForTimeout(500)
      expect(read(file), `${pasted}: nothing written`).toBe(before)
      await openAfresh(page, 'pages/entries/services-birthday')
    }
    await page.getByLabel('Heading', { exact: true }).first().fill('Birthday Party Planning')
    await publish(page)
    const after = await written(file, before)
    expect(after).toBe(before.replace(/^heading: .*$/m, 'heading: Birthday Party Planning'))
    await page.context().close()
    expect(unanswered).toEqual([])
  }, 120_000)
})

describe("the editor's lists", () => {
  it("offer no Add where the spec fixes the length (the six questions), and do where it does not (a page's tiles)", async () => {
    const { page } = await admin.openEntry('data/entries/faq')
    await page.locator('[class*=SortableListItem]').first().waitFor()
    expect(await page.getByRole('button', { name: /^Add\b/ }).count()).toBe(0)
    await page.goto(`${admin.editor.base}/admin/#/collections/pages/entries/services-wedding`)
    await page.getByText('Writing in').first().waitFor()
    await page
      .getByRole('button', { name: /^Add tiles/i })
      .first()
      .waitFor()
    await page.context().close()
  })
})

describe('a new page', () => {
  it('saves with only what the schema requires: its place, title, description, heading and question; no banner, no text', async () => {
    const { page } = await admin.openEntry('event_pages', { ready: 'Pages under an event' })
    await page.getByRole('link', { name: /New page/ }).click()
    await page.getByText('Writing in').waitFor()
    await page.getByLabel('Event', { exact: true }).click()
    await page.getByText('Birthday (/services/birthday/…)', { exact: true }).click()
    await page.getByLabel('Address (last part)').fill('return-gifts')
    await page.getByLabel('Title', { exact: true }).fill('Birthday Return Gifts in Salem | Thoranam')
    await page
      .getByLabel('Description', { exact: true })
      .fill('Return gifts for every child at the party, wrapped and labelled, chosen with the family to suit the theme and the budget.')
    await page.getByLabel('Heading', { exact: true }).fill('Birthday Return Gifts')
    await page.getByLabel('Question', { exact: true }).fill('Planning the return gifts for a birthday?')
    await publish(page)
    const file = 'content/pages/services/birthday/return-gifts.mdx'
    await expect.poll(() => fs.existsSync(path.join(admin.editor.repo, file)), { timeout: 15_000 }).toBe(true)
    const saved = await written(file, '')
    await page.context().close()
    expect(saved).not.toMatch(/^banner:/m)
    const checked = checkPageSource(path.join(admin.editor.repo, file), saved, {
      pages: path.join(admin.editor.repo, 'content/pages'),
      images: path.join(admin.editor.repo, 'content/images'),
    })
    expect(checked).toMatchObject({ canonical: '/services/birthday/return-gifts', heading: 'Birthday Return Gifts' })
    expect(checked.banner).toBeUndefined()
    fs.rmSync(path.join(admin.editor.repo, file))
  })
})
