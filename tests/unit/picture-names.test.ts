// Pictures named as phones and cameras name them (IMG_1234.JPG, PXL_…, Screenshot_…, WhatsApp's "… at 10.00.00.jpeg",
// Tamil names) work end to end: the schema takes their paths, the build checks and publishes them under safe
// addresses, and the GPS check reads every file, a hidden ".jpg" too. A name that cannot work is refused, naming the
// file and what to do. Uploads in the editor get a safe name no other picture has.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'thoranam-names-'))
const imagesDir = path.join(dir, 'content/images')
process.env.THORANAM_IMAGES_DIR = imagesDir
process.env.THORANAM_IMAGES_CACHE = path.join(dir, 'cache')
const images = await import('../../renderer/imageFiles.mjs')
const { photoProblems, picturesUnder } = await import('../../tools/photos.mjs')
const { imageSchema, pageSchema } = await import('../../content/schema.ts')
const { uploadName, safeName, picturePathProblem } = await import('../../content/pictureNames.js')
const { checkPageSource, contentDir } = await import('../../build-steps/content-check.ts')

/** A phone's file names, as they arrive. */
const PHONE_NAMES = [
  'uploads/IMG_1234.JPG',
  'uploads/PXL_20250101_123456.jpg',
  'uploads/Screenshot_2025-01-01-10-00-00.png',
  'uploads/WhatsApp Image 2025-01-01 at 10.00.00.jpeg',
  'uploads/மணமேடை அலங்காரம்.jpg',
  'uploads/DSC_0042 (1).Jpeg',
]

/** A small photo with a GPS position, as a phone writes it. */
async function gpsPhoto(file: string, format: 'jpeg' | 'png' = 'jpeg') {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c04020' } })
    .withExif({
      IFD0: { Make: 'Google', Model: 'Pixel 8' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '11/1 39/1 1234/100', GPSLongitudeRef: 'E', GPSLongitude: '78/1 9/1 4321/100' },
    })
    .toFormat(format)
    .toFile(file)
}

beforeAll(async () => {
  for (const name of PHONE_NAMES) await gpsPhoto(path.join(imagesDir, name), name.endsWith('.png') ? 'png' : 'jpeg')
  // What the editor used to store a Tamil-named upload as, and a file a Mac leaves behind.
  await gpsPhoto(path.join(imagesDir, 'uploads/.jpg'))
  fs.writeFileSync(path.join(imagesDir, 'uploads/.DS_Store'), 'Bud1')
})

describe('the schema', () => {
  it.each(PHONE_NAMES)('takes the path "%s"', (src) => {
    expect(imageSchema.safeParse({ src }).success).toBe(true)
  })

  it.each([
    [
      'uploads/.jpg',
      /"uploads\/\.jpg" has no name before "\.jpg".*rename the file in content\/images\/uploads\/, for example to "uploads\/photo\.jpg"/,
    ],
    ['uploads/stage #1.jpg', /"uploads\/stage #1\.jpg" holds a sign a web address cannot.*for example to "uploads\/stage-1\.jpg"/],
    ['uploads/IMG_1234.HEIC', /HEIC photo.*export it as JPEG/],
    ['uploads/notes.pdf', /not a picture the site publishes: use a \.jpg, \.jpeg, \.png or \.webp file/],
    ['../secrets/id.jpg', /must be a path inside content\/images\//],
  ])('refuses "%s", saying what to do', (src, message) => {
    const result = pageSchema.shape.banner.safeParse({ src })
    expect(result.success).toBe(false)
    expect(result.error!.issues.map((issue) => issue.message).join('\n')).toMatch(message)
  })

  it('checks a page that uses phone-named pictures, naming a missing one by its file', () => {
    const source = fs.readFileSync(path.join(contentDir, 'pages/services/birthday.mdx'), 'utf8')
    const file = path.join(contentDir, 'pages/services/birthday.mdx')
    const edited = source
      .replace(/(banner:\n {2}src: )\S+/, '$1uploads/IMG_1234.JPG')
      .replace('src: birthday/birthday-01.jpg', 'src: "uploads/மணமேடை அலங்காரம்.jpg"')
    // The site's pictures, and the phone's in uploads/.
    const all = path.join(dir, 'all-images')
    fs.mkdirSync(all, { recursive: true })
    // The content's own uploads, if an editor has uploaded any, stand aside for the phone's.
    for (const folder of fs.readdirSync(path.join(contentDir, 'images')).filter((name) => name !== 'uploads'))
      fs.symlinkSync(path.join(contentDir, 'images', folder), path.join(all, folder))
    fs.symlinkSync(path.join(imagesDir, 'uploads'), path.join(all, 'uploads'))
    const dirs = { pages: path.join(contentDir, 'pages'), images: all }
    const page = checkPageSource(file, edited, dirs)
    expect(page.banner!.src).toBe('uploads/IMG_1234.JPG')
    expect(() => checkPageSource(file, edited.replace('uploads/IMG_1234.JPG', 'uploads/IMG_9999.JPG'), dirs)).toThrow(
      /banner\.src: no image "uploads\/IMG_9999\.JPG" in content\/images\//,
    )
  })
})

describe('the picture pipeline', () => {
  it('publishes every file under content/images/, a hidden ".jpg" too, but not what a computer leaves in a folder', () => {
    const sources = images.sourceImages().filter((src: string) => src.startsWith('uploads/'))
    expect(sources.sort()).toEqual([...PHONE_NAMES, 'uploads/.jpg'].sort())
  })

  it("names the published copies safely: lower-case ASCII, hyphens and the picture's hash", async () => {
    const urls = Object.fromEntries(PHONE_NAMES.map((src) => [src, images.imageInfo(src).variants.map((v: { url: string }) => v.url)]))
    for (const list of Object.values(urls))
      for (const url of list) expect(url).toMatch(/^\/images\/uploads\/[a-z0-9-]+-[0-9a-f]{8}-\d+\.(avif|jpg|png)$/)
    expect(urls['uploads/IMG_1234.JPG'][0]).toMatch(/^\/images\/uploads\/img-1234-[0-9a-f]{8}-64\.avif$/)
    expect(urls['uploads/மணமேடை அலங்காரம்.jpg'][0]).toMatch(/^\/images\/uploads\/manamedai-alangkaaram-[0-9a-f]{8}-64\.avif$/)
    expect(images.imageInfo('uploads/.jpg').variants[0].url).toMatch(/^\/images\/uploads\/photo-[0-9a-f]{8}-64\.avif$/)
    // Encoded like any other picture, GPS removed.
    const variant = images.imageInfo('uploads/IMG_1234.JPG').variants.at(-1)!
    await images.encode('uploads/IMG_1234.JPG', variant)
    expect((await sharp(variant.cacheFile).metadata()).exif).toBeUndefined()
  })
})

describe('the GPS check', () => {
  it('reads every picture whatever its name, a hidden ".jpg" included', async () => {
    expect(
      picturesUnder(imagesDir)
        .map((file: string) => path.relative(imagesDir, file))
        .sort(),
    ).toEqual([...PHONE_NAMES, 'uploads/.jpg'].sort())
    expect(await photoProblems(imagesDir)).toEqual(
      [...PHONE_NAMES, 'uploads/.jpg'].sort().map((name) => `content/images/${name}: GPS position`),
    )
  })
})

describe('uploads in the editor', () => {
  const hashA = '3fa2c1d0'.padEnd(64, '0')
  const hashB = '9c1e22ab'.padEnd(64, '1')

  it("store a phone's name made safe, with the picture's hash", () => {
    expect(uploadName('IMG_1234.JPG', hashA)).toBe('img-1234-3fa2c1d0.jpg')
    expect(uploadName('PXL_20250101_123456.jpg', hashA)).toBe('pxl-20250101-123456-3fa2c1d0.jpg')
    expect(uploadName('Screenshot_2025-01-01-10-00-00.png', hashA)).toBe('screenshot-2025-01-01-10-00-00-3fa2c1d0.png')
    expect(uploadName('மணமேடை.jpg', hashA)).toBe('manamedai-3fa2c1d0.jpg')
    expect(uploadName('😀.JPEG', hashA)).toBe('photo-3fa2c1d0.jpeg')
    expect(uploadName('img-1234-3fa2c1d0.jpg', hashA)).toBe('img-1234-3fa2c1d0.jpg') // the same picture again
    for (const name of ['IMG_1234.JPG', 'மணமேடை.jpg', 'மேடை.jpg'])
      expect(picturePathProblem(`uploads/${uploadName(name, hashA)}`)).toBeUndefined()
  })

  it('never give two pictures one name: the same phone name, or two Tamil names', () => {
    expect(uploadName('IMG_1234.JPG', hashA)).not.toBe(uploadName('IMG_1234.JPG', hashB))
    expect(uploadName('மணமேடை.jpg', hashA)).not.toBe(uploadName('ஊஞ்சல்.jpg', hashB))
    expect(safeName('ஊஞ்சல்')).toBe('oonysal')
  })
})
