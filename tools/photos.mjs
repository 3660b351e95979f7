// Photos keep what a phone writes into them: the GPS position, the phone's maker notes and serial numbers, the
// owner's name. `npm run photos:check` names every file under content/images/ that still carries any of it;
// `npm run photos:clean` removes it in place. A JPEG's compressed picture data is copied byte for byte (no
// re-encoding) and keeps only its orientation, so it stays upright and its pixels stay exactly as they were.
import fs from 'node:fs'
import path from 'node:path'
import exifReader from 'exif-reader'
import sharp from 'sharp'
import { isSystemFile } from '../content/pictureNames.js'

export const imagesDir = path.resolve(import.meta.dirname, '../content/images')

/** EXIF tags that say who took a photo, with what, or where (besides the GPS block itself). */
const PERSONAL_EXIF = ['MakerNote', 'CameraOwnerName', 'BodySerialNumber', 'LensSerialNumber', 'Artist', 'ImageUniqueID', 'HostComputer']
/** XMP properties that place a photo: coordinates and the place names of IPTC and Photoshop. */
const XMP_LOCATION =
  /GPS(Latitude|Longitude|Altitude)|Iptc4xmpCore:Location|Iptc4xmpExt:Location(Shown|Created)|photoshop:(City|State|Country)/

/**
 * What personal metadata a picture carries, in words ("GPS position", "maker notes"…); empty when clean.
 * @param {string} file
 * @returns {Promise<string[]>}
 */
export async function personalMetadata(file) {
  const meta = await sharp(file).metadata()
  const found = []
  if (meta.exif) {
    let exif
    try {
      exif = exifReader(meta.exif)
    } catch {
      found.push('unreadable EXIF block')
    }
    if (exif?.GPSInfo && Object.keys(exif.GPSInfo).some((tag) => tag !== 'GPSVersionID')) found.push('GPS position')
    const tags = { ...exif?.Image, ...exif?.Photo }
    for (const tag of PERSONAL_EXIF) if (tags[tag] !== undefined) found.push(tag === 'MakerNote' ? 'maker notes' : tag)
  }
  if (meta.xmp && XMP_LOCATION.test(meta.xmp.toString('utf8'))) found.push('XMP location')
  if (meta.iptc) found.push('IPTC block (place, photographer)')
  return found
}

/** A minimal EXIF block holding only the orientation (1 to 8), big-endian TIFF. */
function orientationExif(orientation) {
  const tiff = Buffer.alloc(26)
  tiff.write('MM\0*', 0, 'latin1')
  tiff.writeUInt32BE(8, 4) // the first directory follows the header
  tiff.writeUInt16BE(1, 8) // one entry
  tiff.writeUInt16BE(0x0112, 10) // Orientation
  tiff.writeUInt16BE(3, 12) // SHORT
  tiff.writeUInt32BE(1, 14)
  tiff.writeUInt16BE(orientation, 18)
  tiff.writeUInt32BE(0, 22) // no next directory
  return Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff])
}

/**
 * The JPEG without its EXIF, XMP, IPTC and comment segments, and with an EXIF block holding only the
 * orientation when the photo needs turning. The colour profile and the compressed data stay as they were.
 * @param {Buffer} jpeg
 * @param {number} orientation
 */
function cleanJpeg(jpeg, orientation) {
  const parts = [jpeg.subarray(0, 2)]
  if (orientation > 1) {
    const exif = orientationExif(orientation)
    const header = Buffer.from([0xff, 0xe1, 0, 0])
    header.writeUInt16BE(exif.length + 2, 2)
    parts.push(header, exif)
  }
  let at = 2
  while (at < jpeg.length) {
    if (jpeg[at] !== 0xff) throw new Error('not a well-formed JPEG')
    const marker = jpeg[at + 1]
    if (marker === 0xd9 || marker === 0xda) break // end of image, or start of scan: the rest is picture data
    if (marker >= 0xd0 && marker <= 0xd7) {
      parts.push(jpeg.subarray(at, at + 2))
      at += 2
      continue
    }
    const end = at + 2 + jpeg.readUInt16BE(at + 2)
    // APP1 (EXIF, XMP), APP13 (IPTC), COM (comments) go; APP0, APP2 (colour profile), APP14 and the rest stay.
    if (marker !== 0xe1 && marker !== 0xed && marker !== 0xfe) parts.push(jpeg.subarray(at, end))
    at = end
  }
  parts.push(jpeg.subarray(at))
  return Buffer.concat(parts)
}

/**
 * Removes personal metadata from one picture in place; returns what it removed (empty: the file is untouched).
 * @param {string} file
 * @returns {Promise<string[]>}
 */
export async function cleanPhoto(file) {
  const found = (await metadataOf(file)) ?? []
  if (!found.length) return found
  const input = fs.readFileSync(file)
  const meta = await sharp(input).metadata()
  const output =
    meta.format === 'jpeg'
      ? cleanJpeg(input, meta.orientation ?? 1)
      : // PNG and WebP: turned upright and stored losslessly, so every pixel is kept; only the colour profile is carried over.
        await sharp(input)
          .rotate()
          .keepIccProfile()
          .toFormat(meta.format, meta.format === 'webp' ? { lossless: true } : {})
          .toBuffer()
  const temp = `${file}.${process.pid}.tmp`
  fs.writeFileSync(temp, output)
  fs.renameSync(temp, file)
  return found
}

/**
 * Every file under a folder that may be a picture, as absolute paths: whatever its name (IMG_1234.JPG, a Tamil name,
 * a hidden ".jpg"), as the picture pipeline publishes every one; only the files computers leave in folders
 * (.DS_Store, Thumbs.db) are skipped.
 */
export function picturesUnder(dir = imagesDir) {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && !isSystemFile(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort()
}

/** What a file carries, or undefined when it is no picture sharp can read (the build names those, with what to do). */
async function metadataOf(file) {
  try {
    return await personalMetadata(file)
  } catch {
    return undefined
  }
}

/** One line per picture that carries personal metadata: `content/images/x.jpg: GPS position, maker notes`. */
export async function photoProblems(dir = imagesDir) {
  const problems = []
  for (const file of picturesUnder(dir)) {
    const found = await metadataOf(file)
    if (found?.length) problems.push(`${path.relative(path.resolve(dir, '../..'), file).replace(/\\/g, '/')}: ${found.join(', ')}`)
  }
  return problems
}

if (process.argv[1] === import.meta.filename) {
  const command = process.argv[2]
  if (command === 'check') {
    const problems = await photoProblems()
    if (problems.length) {
      console.error(`Pictures carrying location or personal metadata (run npm run photos:clean):\n${problems.join('\n')}`)
      process.exit(1)
    }
    console.log(`photos: ${picturesUnder().length} pictures, none carries location or personal metadata`)
  } else if (command === 'clean') {
    let cleaned = 0
    for (const file of picturesUnder()) {
      const removed = await cleanPhoto(file)
      if (removed.length) {
        cleaned++
        console.log(`${path.relative(process.cwd(), file)}: removed ${removed.join(', ')}`)
      }
    }
    console.log(`photos: ${cleaned} of ${picturesUnder().length} pictures cleaned`)
  } else {
    console.error('usage: node tools/photos.mjs check|clean')
    process.exit(2)
  }
}
