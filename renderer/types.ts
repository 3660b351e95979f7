import type { ImageRef, PageFrontmatter } from '../content/schema'

/** An image ready for <img>: public src, alt text and intrinsic size. */
export interface ShownImage {
  src: string
  alt: string
  width: number
  height: number
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
  /** Absolute canonical address. */
  canonicalUrl: string
}
