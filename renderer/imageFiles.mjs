// Responsive images, made at build time from the pictures in content/images/ (the business's own phone photos
// included): AVIF with a JPEG fallback (PNG stays PNG for screenshots and the logo), in the widths the layouts
// use, named by a hash of the source so browsers and CDNs can cache them for ever.
// Only these encoded variants are published, never a source file: each is turned upright (EXIF orientation),
// converted to sRGB and stripped of every metadata block (EXIF with GPS, XMP, IPTC).
// Encodes are cached in .cache/images/ (outside node_modules/, which `npm ci` wipes), so a rebuild re-encodes
// only the pictures that changed.
// Plain JavaScript (with types in JSDoc) so that the local server (tools/serve.mjs) can encode on demand too.
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { imageSize } from 'image-size'
import sharp from 'sharp'
import { isSystemFile, safeName } from '../content/pictureNames.js'

// Relative to the project folder (builds run there), not to this file: it is also bundled into the server build.
// The tests point both folders at temporary ones.
export const imagesDir = path.resolve(process.env.THORANAM_IMAGES_DIR ?? 'content/images')
export const cacheDir = path.resolve(process.env.THORANAM_IMAGES_CACHE ?? '.cache/images')

/** Widths offered in srcset (never wider than the source, whose own width is always offered). */
export const WIDTHS = [400, 800, 1200, 1600]
/** Where the editor's previews of the pictures are published: /admin/pictures/decoration/decoration-01.jpg. */
export const EDITOR_PREVIEWS = '/admin/pictures/'
/** Part of every variant's name: changing the encoder settings below re-encodes everything. */
const ENCODER_VERSION = 'avif2-q55'
/** A source larger than this is still used, with a warning: it slows every build and every editor's upload. */
export const MAX_SOURCE_BYTES = 25 * 1024 * 1024
/** The width a picture needs in each kind of slot, to stay sharp on a large screen. */
export const SLOT_MIN_WIDTH = { banner: 1200, slide: 1200, tile: 600, gallery: 400 }

/** @typedef {'avif' | 'jpg' | 'png'} Format */
/** @typedef {{ format: Format, width: number, url: string, cacheFile: string }} Variant */
/** @typedef {{ width: number, height: number, bytes: number, variants: Variant[], preview: Variant }} ImageInfo */

/** A picture the build cannot use, with the file named and what to do. */
export class ImageError extends Error {}

/** @type {Map<string, ImageInfo>} */
const infoCache = new Map()

/**
 * Reads a source picture's header: its size as shown (EXIF orientation applied: a portrait phone photo is
 * stored landscape with orientation 6) and its kind. Throws an ImageError naming the file for anything unusable.
 * @param {string} src path under content/images/
 * @param {string} [dir] the pictures' folder (content/images/ unless told)
 */
export function readSource(src, dir = imagesDir) {
  const where = `content/images/${src}`
  const file = path.join(dir, src)
  if (!fs.existsSync(file)) throw new ImageError(`${where}: no such file`)
  const bytes = fs.readFileSync(file)
  if (!bytes.length) throw new ImageError(`${where}: the file is empty. Copy the photo again, or export it as JPEG, and replace the file.`)
  if (isHeif(bytes)) {
    throw new ImageError(
      `${where}: this is a HEIC/HEIF photo (the iPhone's format), which browsers cannot show. Export it as JPEG (on an iPhone: Settings > Camera > Formats > Most Compatible, or share it as JPEG) and replace the file.`,
    )
  }
  /** @type {ReturnType<typeof imageSize>} */
  let size
  try {
    size = imageSize(bytes)
  } catch {
    throw new ImageError(
      `${where}: this file is not a picture the site can read (damaged, or not an image). Open it on your phone or computer, export it as JPEG, and replace the file.`,
    )
  }
  if (!['jpg', 'png', 'webp'].includes(size.type ?? '')) {
    throw new ImageError(
      `${where}: a ${size.type ?? 'unknown'} file cannot be published. Export it as JPEG (a photo) or PNG (a screenshot) and replace the file.`,
    )
  }
  const turned = (size.orientation ?? 1) >= 5 // orientations 5 to 8 swap width and height
  return { bytes, type: size.type, width: turned ? size.height : size.width, height: turned ? size.width : size.height }
}

/** HEIC, HEIF and AVIF files start with an ISO "ftyp" box naming their brand, whatever the file is called. */
function isHeif(bytes) {
  return (
    bytes.length >= 12 &&
    bytes.toString('latin1', 4, 8) === 'ftyp' &&
    /^(heic|heix|hevc|hevx|heim|heis|mif1|msf1|avif|avis)$/.test(bytes.toString('latin1', 8, 12))
  )
}

/**
 * Every source picture under content/images/, as paths relative to it: any file, a hidden one too (an upload named
 * ".jpg" is still a photo, encoded and checked like any other), but the files computers leave in folders
 * (.DS_Store, Thumbs.db). A file that is no picture fails the build, named.
 */
export function sourceImages(dir = imagesDir, root = dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceImages(full, root)
    if (isSystemFile(entry.name)) return []
    return [path.relative(root, full).replace(/\\/g, '/')]
  })
}

/**
 * The published name of a source, without its extension: each part made safe for an address ("uploads/IMG_1234.JPG"
 * is "uploads/img-1234", a Tamil name is written in Latin letters). Variants add the picture's hash, so two sources
 * with the same safe name never share a file.
 */
export function publishedBase(/** @type {string} */ src) {
  const parts = src.split('/')
  const name = parts.pop() ?? ''
  const dot = name.lastIndexOf('.')
  return [...parts, dot > 0 ? name.slice(0, dot) : ''].map((part) => safeName(part) || 'photo').join('/')
}

/**
 * The published variants of a source picture, with its oriented width and height (reads it, encodes nothing).
 * @param {string} src path under content/images/
 * @returns {ImageInfo}
 */
export function imageInfo(src) {
  const cached = infoCache.get(src)
  if (cached) return cached
  const { bytes, type, width, height } = readSource(src)
  const hash = crypto.createHash('sha256').update(bytes).update(ENCODER_VERSION).digest('hex').slice(0, 8)
  // Widths below the source's own, skipping one that is barely smaller than it.
  const widths = [...WIDTHS.filter((w) => w < width && width - w > 100), width]
  const fallback = type === 'png' ? 'png' : 'jpg'
  const base = publishedBase(src)
  /** @type {(format: Format, w: number) => Variant} */
  const variant = (format, w) => ({
    format,
    width: w,
    url: `/images/${base}-${hash}-${w}.${format}`,
    cacheFile: path.join(cacheDir, `${base.replace(/\//g, '__')}-${hash}-${w}.${format}`),
  })
  const variants = /** @type {Format[]} */ (['avif', fallback]).flatMap((format) => widths.map((w) => variant(format, w)))
  // For the editor's thumbnails: a clean copy (no metadata, ≤ 800 px) under the source's own path, below /admin/,
  // which search engines are told to skip and no public page links to; the sources themselves are never published.
  const previewWidth = widths.filter((w) => w <= 800).at(-1) ?? widths[0]
  const preview = { ...variant(fallback, previewWidth), url: `${EDITOR_PREVIEWS}${src}` }
  const info = { width, height, bytes: bytes.length, variants, preview }
  infoCache.set(src, info)
  return info
}

/**
 * Encodes one variant into the cache (nothing when it is there already).
 * @param {string} src
 * @param {Variant} variant
 */
export async function encode(src, variant) {
  if (fs.existsSync(variant.cacheFile)) return
  const pipeline = sharp(path.join(imagesDir, src), { failOn: 'error' })
    .rotate() // upright, from the EXIF orientation; the metadata itself is never written out
    .resize({ width: variant.width, withoutEnlargement: true })
    .toColourspace('srgb') // CMYK and wide-gamut photos look the same in every browser
  const output =
    variant.format === 'avif'
      ? pipeline.avif({ quality: 55, effort: 2 }) // effort 2: 7 times faster than 4 for 8 % more bytes
      : variant.format === 'png'
        ? pipeline.png({ compressionLevel: 9, palette: true })
        : pipeline.jpeg({ quality: 76, mozjpeg: true, progressive: true })
  fs.mkdirSync(cacheDir, { recursive: true })
  const temp = `${variant.cacheFile}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`
  try {
    await output.toFile(temp)
  } catch (error) {
    fs.rmSync(temp, { force: true })
    throw new ImageError(
      `content/images/${src}: the picture could not be encoded (${/** @type {Error} */ (error).message}). Open it, export it as JPEG, and replace the file.`,
    )
  }
  fs.renameSync(temp, variant.cacheFile)
}

/**
 * Checks every source picture (kind, readability, size) and encodes what the cache does not have yet, a few at
 * a time, reporting progress as pictures done of total.
 * With `dryRun`, checks and lists only (the local server then encodes on demand).
 * @param {{ log?: (message: string) => void, warn?: (message: string) => void, dryRun?: boolean }} [options]
 * @returns {Promise<{ src: string, variant: Variant }[]>} every published file: variants and previews
 */
export async function encodeAll({ log = () => {}, warn = () => {}, dryRun = false } = {}) {
  const sources = sourceImages()
  const errors = []
  const pictures = []
  for (const src of sources) {
    try {
      const info = imageInfo(src)
      if (info.bytes > MAX_SOURCE_BYTES)
        warn(
          `content/images/${src}: ${(info.bytes / 1024 / 1024).toFixed(0)} MB is a very large file (over 25 MB); the site publishes smaller copies, but a photo around 12 megapixels exported as JPEG is plenty.`,
        )
      pictures.push({ src, info })
    } catch (error) {
      if (error instanceof ImageError) errors.push(error.message)
      else throw error
    }
  }
  if (errors.length) throw new ImageError(errors.join('\n'))
  const published = pictures.flatMap(({ src, info }) => [...info.variants, info.preview].map((variant) => ({ src, variant })))
  if (dryRun) return published
  const todo = pictures.filter(({ info }) => info.variants.some((v) => !fs.existsSync(v.cacheFile)))
  const started = Date.now()
  let next = 0
  let done = 0
  let reported = 0
  const worker = async () => {
    while (next < todo.length) {
      const { src, info } = todo[next++]
      for (const variant of info.variants) await encode(src, variant)
      done++
      // Progress every 10 % (and at the end), not a silent minute.
      if (done === todo.length || done - reported >= Math.max(1, Math.ceil(todo.length / 10))) {
        reported = done
        log(`images: ${done} of ${todo.length} pictures encoded (${((Date.now() - started) / 1000).toFixed(0)} s)`)
      }
    }
  }
  // sharp runs each encode on libuv's thread pool: one job per core keeps every core busy.
  await Promise.all(Array.from({ length: Math.max(2, os.availableParallelism()) }, worker))
  const variants = pictures.flatMap(({ info }) => info.variants.length)
  log(
    `images: ${variants.reduce((a, b) => a + b, 0)} variants of ${pictures.length} pictures, ${todo.length} pictures encoded in ${((Date.now() - started) / 1000).toFixed(1)} s, the rest from cache`,
  )
  return published
}

/**
 * The cached file for a public image path, encoding it on first request (dev server, and `npm start` before the
 * encodes are done). Null for a path that is no variant of any picture.
 * @param {string} url such as /images/decoration/decoration-01-3fa2c1d0-800.avif
 */
export async function variantFile(url) {
  for (const src of sourceImages()) {
    let info
    try {
      info = imageInfo(src)
    } catch {
      continue
    }
    const variant = [...info.variants, info.preview].find((v) => v.url === url)
    if (variant) {
      await encode(src, variant)
      return variant.cacheFile
    }
  }
  return null
}
