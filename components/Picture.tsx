import type { ShownImage } from '../renderer/types'

interface Props {
  image: ShownImage
  /** true for the first screen's main image: loads at once, with high priority. Every other picture loads lazily
   * and at low priority, after the first screen's main image and text, which it would otherwise slow on a phone's
   * connection (a browser raises a picture it finds on the screen to high priority unless told otherwise). */
  priority?: boolean
  className?: string
  /** How wide the picture is shown, for the browser to pick a file (the srcset "sizes"). */
  sizes: string
}

/**
 * Every content image: AVIF or WebP where the browser takes them, JPEG (or PNG) otherwise, in the width the
 * screen needs; intrinsic size reserved; lazy unless it is the first screen's main image.
 */
export function Picture({ image, priority = false, className, sizes }: Props) {
  return (
    <picture>
      {image.sources?.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      <img
        className={
          [className, image.focus && image.focus !== 'center' && `picture--focus-${image.focus.replace(' ', '-')}`]
            .filter(Boolean)
            .join(' ') || undefined
        }
        src={image.src}
        srcSet={image.srcset}
        sizes={image.srcset ? sizes : undefined}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'low'}
        decoding={priority ? 'sync' : 'async'}
      />
    </picture>
  )
}
