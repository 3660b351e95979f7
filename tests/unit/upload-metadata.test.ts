// A picture chosen in the editor is renamed and cleaned in one step (admin/uploads.ts, admin/photo-metadata.ts),
// before the editor sees it: JPEG, PNG and WebP phone photos lose their GPS position, maker notes, serial numbers,
// owner and XMP location; the picture data stays byte for byte, a JPEG stays upright; a clean file is left as it was.
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { withoutMetadata } from '../../admin/photo-metadata.ts'
import { renamedFiles } from '../../admin/uploads.ts'
import { imagesDir, personalMetadata } from '../../tools/photos.mjs'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'thoranam-upload-metadata-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

const XMP =
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="11,39.8N"/></rdf:RDF></x:xmpmeta>'

/** A 60 × 40 phone photo, red left and blue right, stored sideways, with position, maker, owner and serial number. */
async function phonePhoto(format: 'jpeg' | 'png' | 'webp'): Promise<Buffer> {
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
    .withXmp(XMP)
    .toFormat(format)
    .toBuffer()
}

/** What personal metadata the bytes carry, in tools/photos.mjs's words. */
async function carried(bytes: Uint8Array, name: string): Promise<string[]> {
  const file = path.join(dir, name)
  fs.writeFileSync(file, bytes)
  return personalMetadata(file)
}

const pixels = (bytes: Uint8Array) => sharp(bytes).raw().toBuffer()

describe('a picture chosen in the editor', () => {
  for (const format of ['jpeg', 'png', 'webp'] as const) {
    it(`a ${format.toUpperCase()} phone photo loses its position, maker notes, owner and XMP, and keeps its pixels`, async () => {
      const photo = await phonePhoto(format)
      expect(await carried(photo, `phone.${format}`)).toEqual(['GPS position', 'BodySerialNumber', 'Artist', 'XMP location'])
      const clean = withoutMetadata(new Uint8Array(photo))
      expect(await carried(clean, `clean.${format}`)).toEqual([])
      for (const word of ['Samsung', 'Meena', 'R58T91ABCDE', 'xmpmeta']) expect(Buffer.from(clean).includes(word), word).toBe(false)
      expect((await pixels(clean)).equals(await pixels(photo))).toBe(true)
      if (format === 'jpeg') expect((await sharp(clean).metadata()).orientation).toBe(6)
    })
  }

  it('a JPEG loses what follows its end too (a phone’s second picture with its own EXIF)', async () => {
    const photo = await phonePhoto('jpeg')
    const first = await sharp(photo).toBuffer()
    const clean = withoutMetadata(new Uint8Array(Buffer.concat([first, photo])))
    expect(Buffer.from(clean).includes('Samsung')).toBe(false)
    expect(Buffer.from(clean).equals(first)).toBe(true)
  })

  it('a picture already clean is left byte for byte as it was', () => {
    const clean = fs.readdirSync(path.join(imagesDir, 'events')).find((name) => name.endsWith('.jpg'))!
    const bytes = new Uint8Array(fs.readFileSync(path.join(imagesDir, 'events', clean)))
    expect(withoutMetadata(bytes)).toBe(bytes)
  })

  it('is cleaned in the step that renames it: the stored name is made from the cleaned bytes', async () => {
    const photo = await phonePhoto('jpeg')
    const [renamed] = await renamedFiles([new File([new Uint8Array(photo)], 'IMG_20251130_GPS.jpg', { type: 'image/jpeg' })])
    const bytes = new Uint8Array(await renamed.arrayBuffer())
    expect(await carried(bytes, 'renamed.jpg')).toEqual([])
    const hash = crypto.createHash('sha256').update(bytes).digest('hex')
    expect(renamed.name).toBe(`img-20251130-gps-${hash.slice(0, 8)}.jpg`)
    expect(renamed.type).toBe('image/jpeg')
  })
})
