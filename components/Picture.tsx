import type { ShownImage } from '../renderer/types'

interface Props {
  image: ShownImage
  /** true for the first screen's main image: loads at once, with high priority. */
  priority?: boolean
  /** true for pictures that start hidden (later carousel slides): fetched after everything else. */
  lowPriority?: boolean
  className?: string
  sizes?: string
}

/** Every content image: intrinsic size reserved, lazy unless it is the first screen's main image. */
export function Picture({ image, priority = false, lowPriority = false, className, sizes }: Props) {
  return (
    <img
      className={className}
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      sizes={sizes}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : lowPriority ? 'low' : undefined}
      decoding={priority ? 'sync' : 'async'}
    />
  )
}
