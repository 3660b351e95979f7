// The editor at /admin, driven in Chromium against the local backend on a temporary copy of content/, under
// the built site's own headers: a save changes exactly what the editor changed, an edit that would break the
// build is refused with the schema's message, and a changed phone number reaches the footer.
import fs from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { createElement, type ComponentType } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { createServer as createViteServer } from 'vite'
import { describe, expect, it } from 'vitest'
import { parse as parseYaml } from 'yaml'
import { mdxFormat } from '../../admin/formats.ts'
import { ContentError, type PageFrontmatter } from '../../content/schema.ts'
import { eventTiles } from '../../content/eventTiles.ts'
import { keptBrokenLinks, mergedPage, pageFiles } from '../../build-steps/content-loader.ts'
import { unlinkedEventPages } from '../../build-steps/page-links.ts'
import { checkPageSource } from '../../build-steps/content-check.ts'
import { translationProblems, writeDrafts } from '../../build-steps/translations.ts'
import { root } from '../../build-steps/cms-config.ts'
import { sitePlugins } from '../../build-steps/vite-plugins.ts'
import { useEditor } from '../support/editor.ts'

const admin = useEditor()
const fileOf = (relative: string) => path.join(admin.editor.repo, relative)
const read = (relative: string) => fs.readFileSync(fileOf(relative), 'utf8')

/** The editor on one entry, logged in to the local backend; CSP violations are collected in `violations`. */
const openEntry = (entry: string, ready = 'Writing in') => admin.openEntry(entry, { ready })

/** Opens the list item whose summary is `summary` (list items start collapsed). */
async function expandItem(page: Page, summary: string) {
  const item = page
    .locator('[class*=SortableListItem]')
    .filter({ has: page.locator('[class*=NestedObjectLabel]', { hasText: new RegExp(`^${summary}$`) }) })
  await item.locator('button').first().click()
  return item
}

async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish' }).click()
  await page.getByText('Publish now').click()
}

/** The file once the editor has written it: changed, and not caught half-written (the same on two reads in a row). */
async function waitForChange(relative: string, before: string): Promise<string> {
  let last = before
  await expect
    .poll(
      () => {
        const now = read(relative)
        const settled = now !== before && now !== '' && now === last
        last = now
        return settled
      },
      { timeout: 15_000, interval: 100 },
    )
    .toBe(true)
  return last
}

/** Screenshots of the editor for review, when EDITOR_SCREENSHOTS names a folder. */
async function screenshot(page: Page, name: string) {
  if (process.env.EDITOR_SCREENSHOTS) await page.screenshot({ path: path.join(process.env.EDITOR_SCREENSHOTS, `${name}.png`) })
}

/** Every picture on the editor's screen, <img> or CSS background, that the browser could not load. */
async function brokenPictures(page: Page): Promise<{ shown: number; broken: string[] }> {
  return page.evaluate(async () => {
    const sources = [
      ...[...document.images].map((img) => img.currentSrc || img.src),
      ...[...document.querySelectorAll<HTMLElement>('*')].flatMap((el) =>
        [...getComputedStyle(el).backgroundImage.matchAll(/url\("?([^")]+)"?\)/g)].map((m) => m[1]),
      ),
    ].filter((src) => src && !src.startsWith('data:'))
    const broken: string[] = []
    for (const src of new Set(sources)) {
      const img = new Image()
      img.src = src
      await img.decode().catch(() => undefined)
      if (img.naturalWidth === 0) broken.push(src)
    }
    return { shown: sources.length, broken }
  })
}

describe('the editor at /admin', () => {
  it('saves a page title and one tile text: the file has exactly those changes, its components intact, and passes the content check', async () => {
    const file = 'content/pages/services/birthday.mdx'
    const before = read(file)
    const { page, violations } = await openEntry('pages/entries/services-birthday')
    // The banner's picture shows, from its preview for the editor.
    const banner = page.locator(`img[src="${admin.editor.base}/admin/pictures/events/birthday.jpg"]`)
    await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    await page.getByLabel('Title', { exact: true }).first().fill('Birthday Parties & First Birthdays in Salem | Thoranam')
    const tile = await expandItem(page, 'Photography')
    await tile.getByLabel('Text (optional)').fill('Photographs of the cake, the candles and every grandparent smiling.')
    await publish(page)
    const after = await waitForChange(file, before)

    expect(after).toBe(
      before
        .replace(
          '\ntitle: Birthday Parties in Salem, Chennai & Coimbatore | Thoranam\n',
          '\ntitle: Birthday Parties & First Birthdays in Salem | Thoranam\n',
        )
        .replace(
          '    text: Photographs of the cake-cutting and the candid moments in between.\n',
          '    text: Photographs of the cake, the candles and every grandparent smiling.\n',
        ),
    )
    expect(after).toContain('<CheckList color="#1995AD">')
    const checked = checkPageSource(fileOf(file), after, { pages: fileOf('content/pages'), images: fileOf('content/images') })
    expect(checked.title).toBe('Birthday Parties & First Birthdays in Salem | Thoranam')
    expect(await violations()).toEqual([])
    await page.context().close()
  })

  it("shows each field's doc as its hint, and a Tamil page with its words only: its heading and a tile's title are saved, each word stays with its tile", async () => {
    const file = 'content/ta/pages/services/birthday.mdx'
    const before = read(file)
    const { page } = await openEntry('pages_ta/entries/ta-services-birthday')
    await page.getByText('Search-engine title, shown in the browser tab: at most 60 characters.').first().waitFor()
    await page.getByText("The page's main heading (its only h1).").first().waitFor()
    // No picture, link or setting to change here: the English page gives them; the tiles are the English page's,
    // shown by where they lead, and none is added, removed or moved here.
    await expect(page.getByText('Choose an image').count()).resolves.toBe(0)
    await expect(page.getByLabel('Target').count()).resolves.toBe(0)
    await expect(page.getByLabel('Canonical').count()).resolves.toBe(0)
    await expect(page.getByRole('button', { name: /^Add (tiles|breadcrumb|galleries|images)/i }).count()).resolves.toBe(0)
    await screenshot(page, 'tamil-words-only')
    await page.getByLabel('Heading', { exact: true }).first().fill('பிறந்தநாள் கொண்டாட்டம்')
    const tile = await expandItem(page, '/services/birthday/photography')
    await tile.getByLabel('Title', { exact: true }).fill('போட்டோ, வீடியோ')
    await publish(page)
    const after = await waitForChange(file, before)
    // Only the two words changed: every tile keeps the target and picture its words are for.
    expect(after).toBe(
      before
        .replace('\nheading: பிறந்தநாள் விழா\n', '\nheading: பிறந்தநாள் கொண்டாட்டம்\n')
        .replace(
          '  - target: /services/birthday/photography\n    title: "போட்டோ"\n',
          '  - target: /services/birthday/photography\n    title: "போட்டோ, வீடியோ"\n',
        ),
    )
    expect(after).toContain('heading: பிறந்தநாள் கொண்டாட்டம்')
    expect(after).toContain('title: "போட்டோ, வீடியோ"')
    const checked = checkPageSource(fileOf(file), after, { pages: fileOf('content/pages'), images: fileOf('content/images') })
    expect(checked).toMatchObject({
      heading: 'பிறந்தநாள் கொண்டாட்டம்',
      canonical: '/ta/services/birthday',
      banner: { src: 'events/birthday.jpg' },
    })
    await page.context().close()
  })

  it('refuses a title over 60 characters, a tile without a target and without a picture, with the schema messages; the build refuses them too', async () => {
    const file = 'content/pages/services/puberty.mdx'
    const before = read(file)
    const { page } = await openEntry('pages/entries/services-puberty')
    const longTitle = 'Puberty Ceremony Planning and Decoration in Chennai, Coimbatore and Salem'
    await page.getByLabel('Title', { exact: true }).first().fill(longTitle)
    const firstTile = page
      .locator('[class*=SortableListItem]')
      .filter({ has: page.getByLabel('Target') })
      .first()
    await firstTile.locator('button').first().click()
    await firstTile.getByLabel('Target').fill('')
    // The tile's picture, a field its tile requires (the banner is optional: emptied, it is no banner).
    await firstTile.getByRole('button', { name: 'Remove image' }).first().click()
    await publish(page)

    await expect.poll(() => page.getByText(/must be at most 60 characters \(search engines cut longer titles\)/i).count()).toBe(1)
    await expect(page.getByText(/Target is required/i).count()).resolves.toBe(1)
    await expect(page.getByText(/Picture is required/i).count()).resolves.toBe(1)
    await page.waitForTimeout(1000)
    expect(read(file)).toBe(before)
    await page.context().close()

    // Forced past the editor (a file edited by hand), the content check that runs in every build names each field.
    const entry = mdxFormat.fromFile(before) as Record<string, unknown> & { tiles: { target?: string }[]; banner: { src?: string } }
    const forced = mdxFormat.toFile({
      ...entry,
      title: longTitle,
      tiles: [{ ...entry.tiles[0], target: undefined }, ...entry.tiles.slice(1)],
      banner: { ...entry.banner, src: 'events/no-such-picture.jpg' },
    })
    expect(() => checkPageSource(fileOf(file), forced, { pages: fileOf('content/pages'), images: fileOf('content/images') })).toThrow(
      ContentError,
    )
    try {
      checkPageSource(fileOf(file), forced, { pages: fileOf('content/pages'), images: fileOf('content/images') })
    } catch (error) {
      expect((error as Error).message).toMatch(/title: must be at most 60 characters/)
      expect((error as Error).message).toMatch(/tiles\[0\]\.target:/)
    }
    const withoutPicture = mdxFormat.toFile({ ...entry, banner: { ...entry.banner, src: 'events/no-such-picture.jpg' } })
    expect(() =>
      checkPageSource(fileOf(file), withoutPicture, { pages: fileOf('content/pages'), images: fileOf('content/images') }),
    ).toThrow(/banner\.src: no image "events\/no-such-picture\.jpg" in content\/images\//)
  })

  it("changes site.yaml's phone number, and the footer built from it shows the new number", async () => {
    const file = 'content/data/site.yaml'
    const before = read(file)
    const { page } = await openEntry('data/entries/site')
    await page.getByLabel('Phone', { exact: true }).fill('+919876543210')
    await page.getByLabel('Phone display', { exact: true }).fill('+91 98765 43210')
    await publish(page)
    const after = await waitForChange(file, before)
    await page.context().close()
    expect(after).toBe(
      before
        .replace('phone: "+919843012016"', 'phone: "+919876543210"')
        .replace('phoneDisplay: "+91 98430 12016"', 'phoneDisplay: "+91 98765 43210"'),
    )

    // The footer through the build's own plugins (content check included), reading the edited site.yaml.
    const siteYaml = path.join(root, 'content/data/site.yaml')
    const vite = await createViteServer({
      configFile: false,
      root,
      logLevel: 'silent',
      appType: 'custom',
      server: { middlewareMode: true, hmr: false, ws: false },
      plugins: [
        { name: 'edited-site-yaml', enforce: 'pre', load: (id) => (id.split('?')[0] === siteYaml ? after : null) },
        ...sitePlugins(),
      ],
    })
    try {
      const { Footer } = (await vite.ssrLoadModule('/components/Footer.tsx')) as { Footer: ComponentType }
      const html = renderToStaticMarkup(createElement(Footer))
      expect(html).toContain('href="tel:+919876543210"')
      expect(html).toContain('>+91\u00a098765\u00a043210</a>') // non-breaking spaces: the number never wraps
      expect(html).not.toContain('98430')
    } finally {
      await vite.close()
    }
  })

  it('sends /admin its own policy (unsafe-eval, nothing framed) while public pages keep theirs', async () => {
    const adminPage = (await fetch(`${admin.editor.base}/admin/`)).headers
    const publicPage = (await fetch(`${admin.editor.base}/services/wedding`)).headers
    expect(adminPage.get('content-security-policy')).toContain("script-src 'self' 'unsafe-eval'")
    expect(adminPage.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(adminPage.get('x-robots-tag')).toBe('noindex')
    expect(publicPage.get('content-security-policy')).not.toContain('unsafe-eval')
    expect(publicPage.get('content-security-policy')).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')*;/)
    expect(publicPage.get('x-robots-tag')).toBeNull()
  })

  it("shows every picture: the lists of pages, a page's fields from their previews, and the media library with a new upload", async () => {
    // A photo just uploaded in the editor: in content/images/uploads/, used by a page, no build has seen it yet.
    fs.mkdirSync(fileOf('content/images/uploads'), { recursive: true })
    fs.copyFileSync(path.join(root, 'content/images/events/engagement.jpg'), fileOf('content/images/uploads/ring-ceremony-stage.jpg'))
    const photography = 'content/pages/services/engagement/engagement-photography.mdx'
    const original = read(photography)
    fs.writeFileSync(fileOf(photography), original.replace(/(banner:\n {2}src: )\S+/, '$1uploads/ring-ceremony-stage.jpg'))

    const { page } = await openEntry('event_pages', '/services/wedding/decoration – Wedding Decoration')
    await page.waitForLoadState('networkidle')
    await screenshot(page, 'pages-under-an-event')
    expect((await brokenPictures(page)).broken).toEqual([])
    await page.goto(`${admin.editor.base}/admin/#/collections/pages`)
    await page.getByText('/services/wedding/decoration', { exact: true }).waitFor()
    expect((await brokenPictures(page)).broken).toEqual([])

    await page.goto(`${admin.editor.base}/admin/#/collections/pages/entries/services-engagement-engagement-photography`)
    await page.getByText('Writing in').waitFor()
    await page.waitForLoadState('networkidle')
    const fields = await brokenPictures(page)
    expect(fields.shown).toBeGreaterThan(3)
    expect(fields.broken).toEqual([])
    const banner = page.locator('img[src^="blob:"]').first()
    await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    await banner.scrollIntoViewIfNeeded()
    await page.waitForTimeout(500)
    await screenshot(page, 'picture-field-upload')
    await page.getByRole('button', { name: 'Choose different image' }).first().click()
    await page.getByText('ring-ceremony-stage.jpg').waitFor()
    await page.waitForLoadState('networkidle')
    const library = await brokenPictures(page)
    expect(library.shown).toBeGreaterThan(0)
    expect(library.broken).toEqual([])
    await screenshot(page, 'media-library')
    await page.context().close()
    fs.writeFileSync(fileOf(photography), original) // the other tests see the content as it is

    // The previews are published under /admin/ (noindex, out of the public /images/), at most 800 px wide.
    const preview = await fetch(`${admin.editor.base}/admin/pictures/decoration/decoration-01.jpg`)
    expect(preview.status).toBe(200)
    expect(preview.headers.get('x-robots-tag')).toBe('noindex')
    const { imageSize } = await import('image-size')
    expect(imageSize(new Uint8Array(await preview.arrayBuffer())).width).toBeLessThanOrEqual(800)
    expect((await fetch(`${admin.editor.base}/images/decoration/decoration-01.jpg`)).status).toBe(404)
  })

  it("lists the site's pictures in the media library, each by what it shows, and a page takes one without an upload", async () => {
    const catalogue = parseYaml(read('content/images.yaml')) as { src: string; en: string }[]
    const file = 'content/pages/services/birthday/photography.mdx'
    const before = read(file)
    const banner = /banner:\n {2}src: (\S+)/.exec(before)![1]
    // A picture the page does not show yet, from the catalogue's end (the library lists in the catalogue's order).
    const chosen = catalogue.filter((entry) => entry.src !== banner).at(-1)!
    const { page } = await openEntry('pages/entries/services-birthday-photography')
    await page.getByRole('button', { name: 'Choose different image' }).first().click()
    const nameOf = (entry: { src: string; en: string }) => `${entry.en} · ${entry.src}`
    await page.getByText(nameOf(catalogue[0]), { exact: true }).waitFor()
    // Every picture of the catalogue is there, named by what it shows and its file: the library draws the cards in
    // view only, so its grid is scrolled through.
    const named = await page.evaluate(async (names) => {
      const wanted = new Set(names)
      const seen = new Set<string>()
      const note = () => {
        for (const p of document.querySelectorAll('p')) if (wanted.has(p.textContent ?? '')) seen.add(p.textContent ?? '')
      }
      let grid = [...document.querySelectorAll('p')].find((p) => wanted.has(p.textContent ?? ''))?.parentElement ?? null
      while (grid && !(grid.scrollHeight > grid.clientHeight + 10 && /auto|scroll/.test(getComputedStyle(grid).overflowY)))
        grid = grid.parentElement
      if (!grid) return (note(), seen.size)
      for (let top = 0; top <= grid.scrollHeight; top += grid.clientHeight / 2) {
        grid.scrollTop = top
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
        note()
      }
      grid.scrollTop = 0
      return seen.size
    }, catalogue.map(nameOf))
    console.log(`media library: ${named} of the ${catalogue.length} pictures of the site listed`)
    expect(named).toBe(catalogue.length)
    // Found by words of what it shows.
    await page.getByPlaceholder(/search/i).fill(chosen.en.split(' ').slice(0, 4).join(' '))
    const card = page.getByText(nameOf(chosen), { exact: true })
    await card.waitFor()
    // Its thumbnail is the picture's preview.
    await card.scrollIntoViewIfNeeded()
    const thumbnail = card.locator('xpath=..').locator('img')
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    await screenshot(page, 'media-library-site-pictures')
    await card.click()
    await page.getByRole('button', { name: 'Choose selected' }).click()
    // The field shows it at once, and the save names the picture by its file: nothing uploaded, nothing else changed.
    const shown = page.locator(`img[src="${admin.editor.base}/admin/pictures/${chosen.src}"]`)
    await expect.poll(() => shown.first().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    await publish(page)
    const after = await waitForChange(file, before)
    await page.context().close()
    fs.writeFileSync(fileOf(file), before) // the other tests see the content as it is
    expect(after).toBe(before.replace(/(banner:\n {2}src: )\S+/, `$1${chosen.src}`))
    expect(fs.existsSync(fileOf(`content/images/uploads/${path.basename(chosen.src)}`))).toBe(false)
  })

  it('refuses a new page at an address a page already has, with a message at the field, and writes nothing', async () => {
    const { page } = await openEntry('event_pages', 'Pages under an event')
    await page.getByRole('link', { name: /New page/ }).click()
    await page.getByText('Writing in').waitFor()
    await page.getByLabel('Event', { exact: true }).click()
    await page.getByText('Wedding (/services/wedding/…)', { exact: true }).click()
    await page.getByLabel('Address (last part)').fill('decoration')
    await page.getByLabel('Title', { exact: true }).fill('Wedding Stage Decoration in Chennai | Thoranam')
    await page
      .getByLabel('Description', { exact: true })
      .fill('Stage, mandap and entrance decoration for weddings in Chennai and Coimbatore, set up the evening before the muhurtham.')
    await page.getByLabel('Heading', { exact: true }).fill('Wedding Stage Decoration')
    await page.getByLabel('Question', { exact: true }).fill('Planning the stage decoration for a wedding?')
    await publish(page)
    await page
      .getByText('/services/wedding/decoration is already the address of the page "Wedding Decoration": choose another address')
      .waitFor()
    await screenshot(page, 'new-page-address-taken')
    await page.waitForTimeout(1500)
    expect(fs.readdirSync(fileOf('content/pages/services/wedding')).filter((name) => /^decoration-\d+\.mdx$/.test(name))).toEqual([])
    await page.context().close()
  })

  it("shows an existing page's address as fixed, with how to move the page, so no change to it is typed and lost", async () => {
    const places = [
      // A page under an event: its event and the last part of its address, as the new-page form asked them.
      { entry: 'event_pages/entries/wedding/decoration', fields: { Event: 'Wedding', 'Address (last part)': 'decoration' } },
      // The same page among all pages: its whole address.
      { entry: 'pages/entries/services-wedding-decoration', fields: { Canonical: '/services/wedding/decoration' } },
    ]
    for (const { entry, fields } of places) {
      const { page } = await openEntry(entry)
      for (const [label, value] of Object.entries(fields)) {
        const field = page.getByLabel(label, { exact: true })
        expect(await field.isEditable(), `${entry}: ${label}`).toBe(false)
        expect(await field.inputValue()).toBe(value)
      }
      // What to do instead, beside the address, in words.
      const note = page.getByText(/^\/services\/wedding\/decoration stays this page's address/)
      await note.waitFor()
      expect(await note.textContent()).toMatch(/To move the page/)
      await screenshot(page, `address-fixed-${entry.split('/')[0]}`)
      await page.context().close()
    }
    // A new page's address is still typed.
    const { page } = await openEntry('event_pages', 'Pages under an event')
    await page.getByRole('link', { name: /New page/ }).click()
    await page.getByText('Writing in').waitFor()
    expect(await page.getByLabel('Address (last part)').isEditable()).toBe(true)
    await page.context().close()
  })

  it('stores uploaded phone photos under a safe name of their own: IMG_1234.JPG, a Tamil name', async () => {
    const uploads = [
      [
        'services-engagement-engagement-photography',
        'IMG_1234.JPG',
        'content/images/events/engagement.jpg',
        /^uploads\/img-1234-[0-9a-f]{8}\.jpg$/,
      ],
      ['services-birthday', 'மணமேடை.jpg', 'content/images/decoration/decoration-05.jpg', /^uploads\/manamedai-[0-9a-f]{8}\.jpg$/],
    ] as const
    for (const [entry, name, picture, stored] of uploads) {
      const file = `content/pages/${entry.replace(/-/g, '/').replace('engagement/engagement/photography', 'engagement/engagement-photography')}.mdx`
      const before = read(file)
      const buffer = fs.readFileSync(path.join(root, picture))
      const { page } = await openEntry(`pages/entries/${entry}`)
      // The banner's picture: uploaded in the media library, chosen, the page saved.
      await page.getByRole('button', { name: 'Choose different image' }).first().click()
      await page.locator('input[type="file"]').setInputFiles({ name, mimeType: 'image/jpeg', buffer })
      await page
        .getByText(/-[0-9a-f]{8}\.jpg$/)
        .first()
        .waitFor()
      await screenshot(page, `upload-${name}`)
      await page.getByRole('button', { name: 'Choose selected' }).click()
      await publish(page)
      const after = await waitForChange(file, before)
      await page.context().close()
      const src = /banner:\n {2}src: (\S+)/.exec(after)![1]
      expect(src).toMatch(stored)
      await expect.poll(() => fs.existsSync(fileOf(`content/images/${src}`)), { timeout: 15_000 }).toBe(true)
      expect(fs.readFileSync(fileOf(`content/images/${src}`)).equals(buffer)).toBe(true)
      fs.writeFileSync(fileOf(file), before) // the other tests see the content as it is
    }
    expect(fs.existsSync(fileOf('content/images/uploads/.jpg'))).toBe(false)
  }, 180_000)

  it("adds a page under an event: the event from a list, the address, the required fields; the file lands in its place and passes the build's checks, and gets a Tamil draft", async () => {
    const { page } = await openEntry('event_pages', 'Pages under an event')
    await page.getByRole('link', { name: /New page/ }).click()
    await page.getByText('Writing in').waitFor()
    await page.getByLabel('Event', { exact: true }).click()
    await page.getByText('Wedding (/services/wedding/…)', { exact: true }).click()
    await page.getByLabel('Address (last part)').fill('Flower Decoration')
    await page.getByLabel('Title', { exact: true }).fill('Wedding Flower Decoration in Chennai | Thoranam')
    await page
      .getByLabel('Description', { exact: true })
      .fill(
        "Jasmine, rose and marigold strings for the mandap, the entrance and the couple's chairs, fresh on the morning of the muhurtham.",
      )
    await page.getByLabel('Heading', { exact: true }).fill('Wedding Flower Decoration')
    await page.getByLabel('Question', { exact: true }).fill('Planning the flower decoration for a wedding?')
    // A picture already in the repository, by its preview's address (as the editor shows every picture).
    page.once('dialog', (dialog) => dialog.accept(`${admin.editor.base}/admin/pictures/decoration/decoration-05.jpg`))
    await page.getByRole('button', { name: 'Insert from URL' }).first().click()
    // Its description is the picture's own (content/images.yaml): the page has no field for one.
    await expect(page.getByLabel(/Alt text/).count()).resolves.toBe(0)
    const banner = page.locator(`img[src="${admin.editor.base}/admin/pictures/decoration/decoration-05.jpg"]`)
    await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    await page.locator('[data-slate-editor]').last().click()
    await page.keyboard.type(
      '## Fresh on the morning\n\nOur florists string the jasmine at dawn, so it is still white when the couple walks in.',
    )
    await publish(page)
    // The address must be lower case with hyphens, with the schema's message.
    await page.getByText(/lower-case letters, digits and hyphens/).waitFor()
    await page.getByLabel('Address (last part)').clear()
    await page.getByLabel('Address (last part)').fill('flower-decoration')
    // Before the save, the form says where the page is linked from: the tile its event page makes for it.
    await page
      .getByText(
        /^Its tile on \/services\/wedding comes by itself, after the tiles there: the banner below \(or the event's\) and the heading, leading to \/services\/wedding\/flower-decoration, in English and in Tamil .* under Pages › \/services\/wedding › Tiles\.$/,
      )
      .waitFor()
    await page.evaluate(() => window.scrollTo(0, 0))
    await screenshot(page, 'new-page-form')
    await publish(page)

    const file = 'content/pages/services/wedding/flower-decoration.mdx'
    // The save is done when the editor says so (its backend answers once the file is written), and the editor has
    // opened the saved page at its own address, as it does by itself after a new page's save.
    await page.getByText('Entry saved').first().waitFor()
    await page.waitForURL(/#\/collections\/event_pages\/entries\/.+/)
    const written = read(file)
    // Then back to the list as an editor goes there, its link in the editor's bar: the new page is listed there.
    await page
      .getByRole('link', { name: /Pages under an event/ })
      .first()
      .click()
    await page.getByText('/services/wedding/flower-decoration – Wedding Flower Decoration').waitFor()
    await screenshot(page, 'new-page-listed')
    await page.context().close()

    const checked = checkPageSource(fileOf(file), written, { pages: fileOf('content/pages'), images: fileOf('content/images') })
    expect(checked).toMatchObject({
      canonical: '/services/wedding/flower-decoration',
      heading: 'Wedding Flower Decoration',
      banner: { src: 'decoration/decoration-05.jpg' },
    })
    expect(checked.breadcrumb).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Wedding', href: '/services/wedding' },
      { label: 'Wedding Flower Decoration' },
    ])
    expect(written).not.toMatch(/^(event|address):/m)
    expect(checked.enquiry).toEqual({ question: 'Planning the flower decoration for a wedding?' })
    // Its Tamil page: missing (the build would say so), then the marked draft the pull request's workflow writes.
    expect(translationProblems(fileOf('content'))).toEqual([
      expect.stringContaining('content/ta/pages/services/wedding/flower-decoration.mdx: (file): missing'),
    ])
    expect(writeDrafts(fileOf('content'))).toEqual(['content/ta/pages/services/wedding/flower-decoration.mdx'])
    expect(translationProblems(fileOf('content'))).toEqual([])
    // Its place: the event page's tiles end with one for it in both editions, its banner and heading (the Tamil one in
    // English, marked lang="en", while its page is a draft), and the content check finds nothing unlinked.
    expect(unlinkedEventPages(fileOf('content'))).toEqual([])
    for (const edition of ['', 'ta/']) {
      const pages = pageFiles(edition ? 'ta' : 'en', fileOf('content')).map(
        (each) => mergedPage(each, fileOf('content')).frontmatter as PageFrontmatter,
      )
      const wedding = pages.find((each) => each.canonical === `/${edition}services/wedding`)!
      expect(eventTiles(wedding, pages, keptBrokenLinks(fileOf('content')))?.at(-1)).toEqual({
        image: { src: 'decoration/decoration-05.jpg' },
        title: 'Wedding Flower Decoration',
        target: `/${edition}services/wedding/flower-decoration`,
        // The Tamil tile's heading is the draft's English one: marked so.
        ...(edition && { lang: 'en' }),
      })
    }
  })
})
