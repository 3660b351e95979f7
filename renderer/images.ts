// Server-side only: turns image references from content ({ src, alt }) into what an <img> needs:
// the public address and the intrinsic width and height (so the page reserves their space).
import fs from 'node:fs'
import path from 'node:path'
import { imageSize } from 'image-size'
import type { ImageRef } from '../content/schema'
import type { Shown, ShownImage } from './types'

const imagesDir = path.resolve('content/images')
const sizes = new Map<string, { width: number; height: number }>()

function sizeOf(src: string) {
  let size = sizes.get(src)
  if (!size) {
    const { width, height } = imageSize(fs.readFileSync(path.join(imagesDir, src)))
    size = { width, height }
    sizes.set(src, size)
  }
  return size
}

export function showImage(image: ImageRef): ShownImage {
  return { ...image, src: `/images/${image.src}`, ...sizeOf(image.src) }
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
