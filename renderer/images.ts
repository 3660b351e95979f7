// Server-side only: turns image references from content ({ src, alt }) into what <picture> needs: the
// responsive variants made by renderer/imageFiles.mjs and the intrinsic width and height as shown (upright), so the
// page reserves their space.
import type { ImageRef } from '../content/schema'
import { imageInfo, type Format } from './imageFiles.mjs'
import type { Locale } from '../content/editions'
import { siteFor } from './site'
import type { PageData, Shown, ShownImage } from './types'

const MIME: Record<Format, string> = { avif: 'image/avif', jpg: 'image/jpeg', png: 'image/png' }

export function showImage(image: ImageRef): ShownImage {
  const { width, height, variants } = imageInfo(image.src)
  const srcsetOf = (format: Format) =>
    variants
      .filter((v) => v.format === format)
      .map((v) => `${v.url} ${v.width}w`)
      .join(', ')
  const fallback = variants.filter((v) => v.format === 'jpg' || v.format === 'png')
  return {
    ...image,
    src: fallback.at(-1)!.url,
    srcset: srcsetOf(fallback[0].format),
    sources: [{ type: MIME.avif, srcset: srcsetOf('avif') }],
    width,
    height,
  }
}

/** Returns a copy of any content data with every { src, alt } image resolved. */
export function showImages<T>(value: T): Shown<T> {
  if (Array.isArray(value)) return value.map(showImages) as Shown<T>
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>
    if (typeof record.src === 'string' && typeof record.alt === 'string' && !record.src.startsWith('/')) {
      return showImage(record as ImageRef) as Shown<T>
    }
    return Object.fromEntries(Object.entries(record).map(([key, child]) => [key, showImages(child)])) as Shown<T>
  }
  return value as Shown<T>
}

/** The share image every page's head needs, as a published variant (never the source file). */
export function sitePictures(locale: Locale, banner?: ShownImage): Pick<PageData, 'shareImage'> {
  return { shareImage: banner ?? showImage(siteFor(locale).shareImage) }
}
