// A phone photo uploaded in the editor reaches the repository without its GPS position, maker notes, serial
// number, owner's name or XMP location, upright and with every pixel as it was: in Chromium against the built editor
// with the local backend, which writes the committed bytes to a copy of content/ (tests/support/editor.ts). The media
// library's "Delete selected" refuses a picture a page of the site shows (on GitHub it would be a commit to main).
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { parse as parseYaml } from 'yaml'
import { personalMetadata } from '../../tools/photos.mjs'
import { useEditor } from '../support/editor.ts'

const admin = useEditor()
const fileOf = (relative: string) => path.join(admin.editor.repo, relative)

/** A 60 × 40 photo as a phone stores it: sideways (orientation 6), with its position, maker, owner and serial number. */
async function phonePhoto(): Promise<Buffer> {
  const half = (r: number, b: number) => ({ create: { width: 30, height: 40, channels: 3 as const, background: { r, g: 0, b } } })
  return sharp({ create: { width: 60, height: 40, channels: 3, background: '#000' } })
    .composite([
      { input: await sharp(half(220, 0)).png().toBuffer(), left: 0, top: 0 },
      { input: await sharp(half(0, 220)).png().toBuffer(), left: 30, top: 0 },
    ])
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'Samsung', Model: 'Galaxy M34', Artist: 'Meena Sundaram' },
      IFD2: { BodySerialNumber: 'R58T91ABCDE' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '11/1 39/1 4812/100', GPSLongitudeRef: 'E', GPSLongitude: '78/1 8/1 2412/100' },
    })
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="11,39.8N"/></rdf:RDF></x:xmpmeta>',
    )
    .jpeg()
    .toBuffer()
}

describe('a photo uploaded in the editor', () => {
  it('is committed without its GPS position, maker notes, owner or XMP location, upright and with the same pixels', async () => {
    const photo = await phonePhoto()
    const original = path.join(admin.editor.repo, 'phone-photo.jpg')
    fs.writeFileSync(original, photo)
    expect(await personalMetadata(original)).toEqual(['GPS position', 'BodySerialNumber', 'Artist', 'XMP location'])

    const file = 'content/pages/services/birthday.mdx'
    const before = fs.readFileSync(fileOf(file), 'utf8')
    const { page } = await admin.openEntry('pages/entries/services-birthday')
    await page.getByRole('button', { name: 'Choose different image' }).first().click()
    await page.locator('input[type="file"]').setInputFiles({ name: 'IMG_20251130_GPS.jpg', mimeType: 'image/jpeg', buffer: photo })
    await page
      .getByText(/-[0-9a-f]{8}\.jpg$/)
      .first()
      .waitFor()
    await page.getByRole('button', { name: 'Choose selected' }).click()
    await page.getByRole('button', { name: 'Publish' }).click()
    await page.getByText('Publish now').click()
    await expect.poll(() => fs.readFileSync(fileOf(file), 'utf8') !== before, { timeout: 15_000 }).toBe(true)
    const src = /banner:\n {2}src: (\S+)/.exec(fs.readFileSync(fileOf(file), 'utf8'))![1]
    const stored = fileOf(`content/images/${src}`)
    await expect.poll(() => fs.existsSync(stored), { timeout: 15_000 }).toBe(true)
    await page.context().close()
    fs.writeFileSync(fileOf(file), before)

    expect(await personalMetadata(stored)).toEqual([])
    const committed = fs.readFileSync(stored)
    for (const word of ['Samsung', 'Meena', 'R58T91ABCDE', 'xmpmeta']) expect(committed.includes(word), word).toBe(false)
    expect((await sharp(stored).metadata()).orientation).toBe(6)
    const upright = async (input: string | Buffer) => sharp(input).rotate().raw().toBuffer()
    expect((await upright(stored)).equals(await upright(photo))).toBe(true)
  }, 90_000)
})

describe("the media library's Delete selected", () => {
  it('refuses, in words, a picture a page of the site shows, and leaves it and the page as they were; an upload no page shows goes', async () => {
    const file = 'content/pages/services/birthday.mdx'
    const before = fs.readFileSync(fileOf(file), 'utf8')
    const banner = /banner:\n {2}src: (\S+)/.exec(before)![1]
    const catalogue = parseYaml(fs.readFileSync(fileOf('content/images.yaml'), 'utf8')) as { src: string; en: string }[]
    const shown = catalogue.find((entry) => entry.src === banner)!
    // The library as the editor's Media button opens it, where an upload is stored at once.
    const { page } = await admin.openEntry('pages', { ready: 'Collections' })
    await page.getByRole('button', { name: 'Media', exact: true }).click()
    page.on('dialog', (dialog) => void dialog.accept())

    // The picture the page shows: selected, deleted; the library says why not, and the file stays.
    await page.getByPlaceholder('Search...').fill(shown.src)
    await page.getByText(`${shown.en} · ${shown.src}`, { exact: true }).click()
    await page.getByRole('button', { name: 'Delete selected' }).click()
    await page.getByText(/Failed to delete media: this picture is one of the site's own/).waitFor()
    expect(fs.existsSync(fileOf(`content/images/${banner}`))).toBe(true)
    expect(fs.readFileSync(fileOf(file), 'utf8')).toBe(before)

    // A picture just uploaded, shown by no page: the same button deletes it.
    await page.getByPlaceholder('Search...').fill('')
    await page.locator('input[type="file"]').setInputFiles({ name: 'spare.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto() })
    const upload = page.getByText(/^spare-[0-9a-f]{8}\.jpg$/).first()
    await upload.waitFor()
    const stored = fileOf(`content/images/uploads/${await upload.textContent()}`)
    await expect.poll(() => fs.existsSync(stored), { timeout: 15_000 }).toBe(true)
    // The library selects the picture just uploaded.
    await page.getByRole('button', { name: 'Delete selected' }).click()
    await expect.poll(() => fs.existsSync(stored), { timeout: 15_000 }).toBe(false)
    await page.context().close()
  }, 90_000)

  it("refuses an upload the open entry's picture field holds before its save, and leaves it in place", async () => {
    const file = 'content/pages/services/birthday.mdx'
    const before = fs.readFileSync(fileOf(file), 'utf8')
    // Uploaded from the Media button (stored at once), shown by no page yet.
    const library = (await admin.openEntry('pages', { ready: 'Collections' })).page
    await library.getByRole('button', { name: 'Media', exact: true }).click()
    await library.locator('input[type="file"]').setInputFiles({ name: 'Garland.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto() })
    const upload = library.getByText(/^garland-[0-9a-f]{8}\.jpg$/).first()
    await upload.waitFor()
    const name = (await upload.textContent())!
    const stored = fileOf(`content/images/uploads/${name}`)
    await expect.poll(() => fs.existsSync(stored), { timeout: 15_000 }).toBe(true)
    await library.context().close()
    // Chosen as a page's banner, not saved: the library refuses to delete it while the field holds it.
    const { page } = await admin.openEntry('pages/entries/services-birthday')
    page.on('dialog', (dialog) => void dialog.accept())
    const choose = async () => {
      await page.getByRole('button', { name: 'Choose different image' }).first().click()
      await page.getByPlaceholder('Search...').fill(name)
      await page.getByText(name, { exact: true }).click()
    }
    await choose()
    await page.getByRole('button', { name: 'Choose selected' }).click()
    await choose()
    await page.getByRole('button', { name: 'Delete selected' }).click()
    await page.getByText(/Failed to delete media: uploads\/garland-[0-9a-f]{8}\.jpg is the picture of a field of the entry open/).waitFor()
    expect(fs.existsSync(stored)).toBe(true)
    await page.context().close()
    expect(fs.readFileSync(fileOf(file), 'utf8')).toBe(before)
  }, 120_000)

  it('refuses an upload once a page shows it, naming the page, and leaves it and the page as they were', async () => {
    const file = 'content/pages/services/birthday.mdx'
    const before = fs.readFileSync(fileOf(file), 'utf8')
    // Uploaded and chosen as the page's banner, then saved, as an editor does.
    const { page } = await admin.openEntry('pages/entries/services-birthday')
    page.on('dialog', (dialog) => void dialog.accept())
    await page.getByRole('button', { name: 'Choose different image' }).first().click()
    await page.locator('input[type="file"]').setInputFiles({ name: 'Stage.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto() })
    const upload = page.getByText(/^stage-[0-9a-f]{8}\.jpg$/).first()
    await upload.waitFor()
    const name = (await upload.textContent())!
    await page.getByRole('button', { name: 'Choose selected' }).click()
    await page.getByRole('button', { name: 'Publish' }).click()
    await page.getByText('Publish now').click()
    await expect.poll(() => fs.readFileSync(fileOf(file), 'utf8').includes(`src: uploads/${name}`), { timeout: 15_000 }).toBe(true)
    const stored = fileOf(`content/images/uploads/${name}`)
    await expect.poll(() => fs.existsSync(stored), { timeout: 15_000 }).toBe(true)
    const saved = fs.readFileSync(fileOf(file), 'utf8')

    await page.getByText('Entry saved').first().waitFor()
    await page.context().close()

    // Later, the library as the Media button opens it: the upload is one of its own files, and the page shows it.
    const library = (await admin.openEntry('pages', { ready: 'Collections' })).page
    library.on('dialog', (dialog) => void dialog.accept())
    await library.getByRole('button', { name: 'Media', exact: true }).click()
    await library.getByPlaceholder('Search...').fill(name)
    await library.getByText(name, { exact: true }).click()
    await library.getByRole('button', { name: 'Delete selected' }).click()
    await library.getByText(/Failed to delete media: .*content\/pages\/services\/birthday\.mdx/).waitFor()
    expect(fs.existsSync(stored)).toBe(true)
    expect(fs.readFileSync(fileOf(file), 'utf8')).toBe(saved)
    await library.context().close()
    fs.writeFileSync(fileOf(file), before)
  }, 120_000)
})
