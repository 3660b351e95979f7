// Server-side only: turns image references from content ({ src }) into what <picture> needs: the responsive
// variants made by renderer/imageFiles.mjs, the intrinsic width and height as shown (upright), so the page reserves
// their space, and the picture's description in the page's language from the catalogue (content/images.yaml).
import pictures from '../content/images.yaml'
import type { ImageRef } from '../content/schema'
import { PICTURE_PATH } from '../content/pictureNames.js'
import { imageInfo, type Format } from './imageFiles.mjs'
import type { Locale } from '../content/editions'
import { siteFor } from './site'
import type { PageData, Shown, ShownImage } from './types'

const MIME: Record<Format, string> = { avif: 'image/avif', jpg: 'image/jpeg', png: 'image/png' }

const descriptions = new Map(pictures.map((picture) => [picture.src, picture]))

/**
 * What a picture shows, in an edition's language: written once, in content/images.yaml. The content check has
 * refused a picture used without one before anything renders; this names it again if that check was skipped.
 */
export function describePicture(src: string, locale: Locale): string {
  const text = descriptions.get(src)?.[locale]
  if (!text) throw new Error(`content/images.yaml: ${src}: no ${locale} description; every picture a page shows is described there once`)
  return text
}

export function showImage(image: ImageRef, locale: Locale): ShownImage {
  const { width, height, variants } = imageInfo(image.src)
  const srcsetOf = (format: Format) =>
    variants
      .filter((v) => v.format === format)
      .map((v) => `${v.url} ${v.width}w`)
      .join(', ')
  const fallback = variants.filter((v) => v.format === 'jpg' || v.format === 'png')
  return {
    ...image,
    alt: describePicture(image.src, locale),
    src: fallback.at(-1)!.url,
    srcset: srcsetOf(fallback[0].format),
    sources: [{ type: MIME.avif, srcset: srcsetOf('avif') }],
    width,
    height,
  }
}

/** Returns a copy of any content data with every { src } picture resolved, described in the edition's language. */
export function showImages<T>(value: T, locale: Locale): Shown<T> {
  if (Array.isArray(value)) return value.map((item) => showImages(item, locale)) as Shown<T>
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>
    if (typeof record.src === 'string' && PICTURE_PATH.test(record.src)) return showImage(record as ImageRef, locale) as Shown<T>
    return Object.fromEntries(Object.entries(record).map(([key, child]) => [key, showImages(child, locale)])) as Shown<T>
  }
  return value as Shown<T>
}

/** The share image every page's head needs, as a published variant (never the source file). */
export function sitePictures(locale: Locale, banner?: ShownImage): Pick<PageData, 'shareImage'> {
  return { shareImage: banner ?? showImage(siteFor(locale).shareImage, locale) }
}
