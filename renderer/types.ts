import type { ImageRef, PageFrontmatter } from '../content/schema'
import type { Locale } from '../content/editions'

/** An image ready for <picture>: fallback src and srcset, modern formats, alt text and intrinsic size. */
export interface ShownImage {
  src: string
  alt: string
  width: number
  height: number
  /** Widths of the fallback format (JPEG or PNG). */
  srcset?: string
  /** AVIF (the fallback covers browsers without it). */
  sources?: { type: string; srcset: string }[]
  /** Which part stays in view where the slot crops the picture. */
  focus?: string
}

/** Content data with every { src, alt } image resolved to a ShownImage. */
export type Shown<T> = T extends ImageRef
  ? ShownImage & Omit<T, keyof ImageRef>
  : T extends (infer U)[]
    ? Shown<U>[]
    : T extends object
      ? { [K in keyof T]: Shown<T[K]> }
      : T

export type ShownPage = Shown<PageFrontmatter>

/** What every page's data hook returns (see pages/+data.ts). */
export interface PageData {
  /** The page's front-matter, images resolved. */
  page: ShownPage
  /** The edition the page belongs to. */
  locale: Locale
  /** Absolute canonical address. */
  canonicalUrl: string
  /** The first screen's main picture, preloaded from the head so it paints as early as possible. */
  lcpImage?: ShownImage
  /** The link-preview picture (og:image): the page's banner or the site's share image, as a clean variant. */
  shareImage: ShownImage
}
