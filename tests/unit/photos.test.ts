// A phone photo with its GPS position, maker notes and a sideways orientation: the check names the file and
// what it carries; cleaning removes all of it, keeps the photo upright and leaves every pixel as it was.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cleanPhoto, imagesDir, personalMetadata, photoProblems } from '../../tools/photos.mjs'

let dir: string

/** A 60 × 40 photo, red on its left half and blue on its right, stored sideways (orientation 6) as phones do. */
async function phonePhoto(file: string, format: 'jpeg' | 'png') {
  const half = (r: number, b: number) => ({ create: { width: 30, height: 40, channels: 3 as const, background: { r, g: 0, b } } })
  const left = await sharp(half(220, 0)).png().toBuffer()
  const right = await sharp(half(0, 220)).png().toBuffer()
  await sharp({ create: { width: 60, height: 40, channels: 3, background: '#000' } })
    .composite([
      { input: left, left: 0, top: 0 },
      { input: right, left: 30, top: 0 },
    ])
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'Samsung', Model: 'Galaxy M34', Artist: 'Priya R' },
      IFD2: { BodySerialNumber: 'R58T91ABCDE' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '13/1 4/1 2712/100', GPSLongitudeRef: 'E', GPSLongitude: '80/1 16/1 4812/100' },
    })
    .toFormat(format)
    .toFile(file)
}

/** The photo's pixels as a viewer shows them: turned by its orientation. */
const uprightPixels = async (file: string) => sharp(file).rotate().raw().toBuffer({ resolveWithObject: true })

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'thoranam-photos-'))
  fs.mkdirSync(path.join(dir, 'content/images/uploads'), { recursive: true })
})
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

describe('personal metadata in pictures', () => {
  it('no picture under content/images/ carries a GPS position, maker notes or other personal metadata', async () => {
    expect(await photoProblems(imagesDir), 'run npm run photos:clean').toEqual([])
  })

  it('names a phone photo with its GPS position and serial number, and only that file', async () => {
    await phonePhoto(path.join(dir, 'content/images/uploads/mandapam-stage.jpg'), 'jpeg')
    await sharp({ create: { width: 20, height: 20, channels: 3, background: '#e0a030' } })
      .jpeg()
      .toFile(path.join(dir, 'content/images/uploads/clean.jpg'))
    expect(await photoProblems(path.join(dir, 'content/images'))).toEqual([
      'content/images/uploads/mandapam-stage.jpg: GPS position, BodySerialNumber, Artist',
    ])
  })

  it.each(['jpeg', 'png'] as const)('cleans a %s in place: nothing personal left, still upright, the same pixels', async (format) => {
    const file = path.join(dir, `phone.${format}`)
    await phonePhoto(file, format)
    const before = await uprightPixels(file)
    expect(await personalMetadata(file)).toContain('GPS position')

    expect(await cleanPhoto(file)).toContain('GPS position')

    expect(await personalMetadata(file)).toEqual([])
    const meta = await sharp(file).metadata()
    expect(meta.exif?.includes('Galaxy') ?? false).toBe(false)
    const after = await uprightPixels(file)
    expect(after.info).toMatchObject({ width: 40, height: 60 }) // turned upright: taller than wide
    expect(after.data.equals(before.data)).toBe(true)
    // Red on top once turned (the left half of the sideways photo).
    expect([...after.data.subarray(0, 3)][0]).toBeGreaterThan(150)
    // A clean file is left alone.
    const bytes = fs.readFileSync(file)
    expect(await cleanPhoto(file)).toEqual([])
    expect(fs.readFileSync(file).equals(bytes)).toBe(true)
  })
})
