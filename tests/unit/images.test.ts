// The image pipeline (renderer/imageFiles.mjs) on pictures made here, in a temporary folder: a phone photo stored
// sideways with GPS comes out upright and clean, every variant is as wide as its name says, a 12-megapixel photo
// goes through the whole pipeline, and HEIC, broken or empty files fail naming the file and what to do.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'thoranam-images-'))
process.env.THORANAM_IMAGES_DIR = path.join(dir, 'images')
process.env.THORANAM_IMAGES_CACHE = path.join(dir, 'cache')
fs.mkdirSync(process.env.THORANAM_IMAGES_DIR, { recursive: true })
const images = await import('../../renderer/imageFiles.mjs')

const write = (name: string, bytes: Buffer) => fs.writeFileSync(path.join(process.env.THORANAM_IMAGES_DIR!, name), bytes)

/** A photo-like picture: a smooth gradient with some noise (what phone photos and banding checks look like). */
async function photo(width: number, height: number) {
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#7a1f2b"/><stop offset="1" stop-color="#f2a007"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 2}" cy="${height / 3}" r="${height / 6}" fill="#fdf6e9"/></svg>`,
  )
  return sharp(gradient).jpeg({ quality: 92 })
}

/** Does this EXIF block point at a GPS section (tag 0x8825, in either byte order)? */
const hasGps = (exif?: Buffer) => !!exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])))

beforeAll(async () => {
  // Stored 1200 x 800 (landscape) with orientation 6: shown as an 800 x 1200 portrait, like a phone's photo.
  const sideways = await (await photo(1200, 800))
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'Google', Model: 'Pixel 8' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '11/1 39/1 1234/100', GPSLongitudeRef: 'E', GPSLongitude: '78/1 9/1 4321/100' },
    })
    .toBuffer()
  expect(hasGps((await sharp(sideways).metadata()).exif)).toBe(true)
  write('portrait-phone.jpg', sideways)
  write(
    'screenshot.png',
    await sharp({ create: { width: 900, height: 1600, channels: 4, background: '#ffffff' } })
      .png()
      .toBuffer(),
  )
  write('shared.webp', await (await photo(1000, 1000)).webp().toBuffer())
  write('cmyk.jpg', await (await photo(700, 500)).toColourspace('cmyk').jpeg().toBuffer())
})

describe('reading a source', () => {
  it('gives the size as shown: an orientation-6 photo is a portrait', () => {
    const info = images.imageInfo('portrait-phone.jpg')
    expect([info.width, info.height]).toEqual([800, 1200])
    expect(info.variants.filter((v: { format: string }) => v.format === 'jpg').map((v: { width: number }) => v.width)).toEqual([400, 800])
  })

  it('fails on a HEIC photo, naming the file and saying to export it as JPEG', () => {
    write(
      'iphone.jpg',
      Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.alloc(4), Buffer.from('mif1heic'), Buffer.alloc(64)]),
    )
    expect(() => images.readSource('iphone.jpg')).toThrow(/content\/images\/iphone\.jpg: this is a HEIC\/HEIF photo.*Export it as JPEG/)
    fs.rmSync(path.join(process.env.THORANAM_IMAGES_DIR!, 'iphone.jpg'))
  })

  it('fails on a broken or an empty file, naming it', () => {
    write('broken.jpg', Buffer.from('this is not a jpeg at all, just text that was renamed'))
    write('empty.jpg', Buffer.alloc(0))
    expect(() => images.readSource('broken.jpg')).toThrow(
      /content\/images\/broken\.jpg: this file is not a picture the site can read.*export it as JPEG/,
    )
    expect(() => images.readSource('empty.jpg')).toThrow(/content\/images\/empty\.jpg: the file is empty/)
  })

  it('lists every broken picture at once when the build checks them all', async () => {
    await expect(images.encodeAll({ dryRun: true })).rejects.toThrow(/broken\.jpg[\s\S]*empty\.jpg|empty\.jpg[\s\S]*broken\.jpg/)
    fs.rmSync(path.join(process.env.THORANAM_IMAGES_DIR!, 'broken.jpg'))
    fs.rmSync(path.join(process.env.THORANAM_IMAGES_DIR!, 'empty.jpg'))
  })
})

describe('encoding', () => {
  it('publishes the phone photo upright, in sRGB, with no EXIF (GPS), XMP or IPTC, each variant as wide as its name', async () => {
    const info = images.imageInfo('portrait-phone.jpg')
    for (const variant of info.variants) {
      await images.encode('portrait-phone.jpg', variant)
      const meta = await sharp(variant.cacheFile).metadata()
      expect(meta.width, variant.url).toBe(variant.width)
      expect(Number(variant.url.match(/-(\d+)\.\w+$/)![1])).toBe(meta.width)
      expect(meta.height).toBe(Math.round((variant.width * 1200) / 800)) // upright: taller than wide
      expect(meta.exif).toBeUndefined()
      expect(meta.xmp).toBeUndefined()
      expect(meta.iptc).toBeUndefined()
      expect(meta.orientation).toBeUndefined()
      expect(meta.space).toBe('srgb')
    }
  }, 30_000) // encodes every width of one picture

  it('turns a CMYK photo into sRGB and keeps PNG screenshots and WebP photos working', async () => {
    for (const src of ['cmyk.jpg', 'screenshot.png', 'shared.webp']) {
      const info = images.imageInfo(src)
      for (const variant of info.variants) await images.encode(src, variant)
      const fallback = info.variants.at(-1)!
      const meta = await sharp(fallback.cacheFile).metadata()
      expect(meta.space, src).toBe('srgb')
      expect(meta.width).toBe(fallback.width)
      expect(fallback.format).toBe(src.endsWith('.png') ? 'png' : 'jpg')
    }
  }, 30_000) // encodes three pictures in every width: seconds of CPU, more on a loaded 2-core machine

  it('takes a 12-megapixel phone photo through the whole pipeline, reporting progress', async () => {
    write('phone-12mp.jpg', await (await photo(4000, 3000)).toBuffer())
    const log: string[] = []
    const published = await images.encodeAll({ log: (line: string) => log.push(line) })
    const mine = published.filter((p: { src: string }) => p.src === 'phone-12mp.jpg')
    expect(mine.map((p: { variant: { width: number; format: string } }) => `${p.variant.format}-${p.variant.width}`)).toEqual(
      expect.arrayContaining(['avif-400', 'avif-800', 'avif-1200', 'avif-1600', 'avif-4000', 'jpg-400', 'jpg-1600', 'jpg-4000']),
    )
    for (const { variant } of mine) expect((await sharp(variant.cacheFile).metadata()).width).toBe(variant.width)
    expect(log.some((line) => /images: \d+ of \d+ pictures encoded/.test(line))).toBe(true)
    // A second run encodes nothing: the cache is keyed by the picture's bytes.
    const again: string[] = []
    await images.encodeAll({ log: (line: string) => again.push(line) })
    expect(again.at(-1)).toMatch(/, 0 pictures encoded/)
  }, 60_000)

  it('warns about a source over 25 MB, naming it', async () => {
    const warnings: string[] = []
    const big = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#777' } })
      .jpeg()
      .toBuffer()
    // A valid JPEG padded past 25 MB (trailing bytes after the image are ignored by decoders).
    write('huge.jpg', Buffer.concat([big, Buffer.alloc(images.MAX_SOURCE_BYTES + 1)]))
    await images.encodeAll({ warn: (line: string) => warnings.push(line), dryRun: true })
    expect(warnings.join('\n')).toMatch(/content\/images\/huge\.jpg: \d+ MB is a very large file/)
    fs.rmSync(path.join(process.env.THORANAM_IMAGES_DIR!, 'huge.jpg'))
  })
})
