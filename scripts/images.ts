// Responsive images, made at build time from the source pictures in content/images/: AVIF and WebP with a
// JPEG fallback (PNG stays PNG), in several widths, named by a hash of the source so that browsers and CDNs
// can cache them for ever. Results are cached in node_modules/.cache/, so a rebuild with unchanged pictures
// encodes nothing.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { imageSize } from 'image-size'
import sharp from 'sharp'

// Relative to the project folder (builds run there), not to this file: it is also bundled into the server build.
export const imagesDir = path.resolve('content/images')
export const cacheDir = path.resolve('node_modules/.cache/thoranam-images')

/** Widths offered in srcset (never wider than the source). */
export const WIDTHS = [400, 800, 1200, 1600]

export type Format = 'avif' | 'webp' | 'jpg' | 'png'

export interface Variant {
  format: Format
  width: number
  /** Public path, such as /images/decoration/decoration-01-3fa2c1d0-800.webp */
  url: string
  /** Where the encoded file is cached. */
  cacheFile: string
}

export interface ImageInfo {
  width: number
  height: number
  variants: Variant[]
}

const infoCache = new Map<string, ImageInfo>()

/** Sizes and variant names of a source picture (reads it, encodes nothing). */
export function imageInfo(src: string): ImageInfo {
  const cached = infoCache.get(src)
  if (cached) return cached
  const bytes = fs.readFileSync(path.join(imagesDir, src))
  const { width, height } = imageSize(bytes)
  const hash = crypto.createHash('sha256').update(bytes).digest('hex').slice(0, 8)
  const widths = [...WIDTHS.filter((w) => w < width), width].filter((w, i, all) => all.indexOf(w) === i && (w === width || width - w > 100))
  const formats: Format[] = src.endsWith('.png') ? ['avif', 'webp', 'png'] : ['avif', 'webp', 'jpg']
  const base = src.replace(/\.(jpe?g|png|webp)$/, '')
  const variants = formats.flatMap((format) =>
    widths.map((w) => ({
      format,
      width: w,
      url: `/images/${base}-${hash}-${w}.${format}`,
      cacheFile: path.join(cacheDir, `${base.replace(/\//g, '__')}-${hash}-${w}.${format}`),
    })),
  )
  const info = { width, height, variants }
  infoCache.set(src, info)
  return info
}

async function encode(src: string, variant: Variant): Promise<void> {
  if (fs.existsSync(variant.cacheFile)) return
  const pipeline = sharp(path.join(imagesDir, src)).resize({ width: variant.width, withoutEnlargement: true })
  const output =
    variant.format === 'avif'
      ? pipeline.avif({ quality: 50, effort: 4 })
      : variant.format === 'webp'
        ? pipeline.webp({ quality: 72 })
        : variant.format === 'png'
          ? pipeline.png({ compressionLevel: 9, palette: true })
          : pipeline.jpeg({ quality: 74, mozjpeg: true, progressive: true })
  fs.mkdirSync(cacheDir, { recursive: true })
  const temp = `${variant.cacheFile}.${process.pid}.tmp`
  await output.toFile(temp)
  fs.renameSync(temp, variant.cacheFile)
}

/** Every source picture under content/images/, as paths relative to it. */
export function sourceImages(dir = imagesDir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceImages(full)
    return /\.(jpe?g|png|webp)$/.test(entry.name) ? [path.relative(imagesDir, full).replace(/\\/g, '/')] : []
  })
}

/** Encodes every variant of every picture that is not cached yet, a few at a time. */
export async function encodeAll(log: (message: string) => void = () => {}): Promise<Variant[]> {
  const jobs = sourceImages().flatMap((src) => imageInfo(src).variants.map((variant) => ({ src, variant })))
  const todo = jobs.filter((job) => !fs.existsSync(job.variant.cacheFile))
  const started = Date.now()
  let next = 0
  const worker = async () => {
    while (next < todo.length) {
      const job = todo[next++]
      await encode(job.src, job.variant)
    }
  }
  await Promise.all(Array.from({ length: 4 }, worker))
  log(`images: ${jobs.length} variants of ${sourceImages().length} pictures, ${todo.length} encoded in ${((Date.now() - started) / 1000).toFixed(1)} s, ${jobs.length - todo.length} from cache`)
  return jobs.map((job) => job.variant)
}

/** For the dev server: the cached file for a public variant path, encoding it on first request. */
export async function variantFile(url: string): Promise<string | null> {
  const match = url.match(/^\/images\/(.+)-([0-9a-f]{8})-(\d+)\.(avif|webp|jpg|png)$/)
  if (!match) return null
  const [, base] = match
  const src = sourceImages().find((file) => file.replace(/\.(jpe?g|png|webp)$/, '') === base)
  if (!src) return null
  const variant = imageInfo(src).variants.find((v) => v.url === url)
  if (!variant) return null
  await encode(src, variant)
  return variant.cacheFile
}
