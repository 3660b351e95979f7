import type { ShownImage } from '../renderer/types'

interface Props {
  image: ShownImage
  /** true for the first screen's main image: loads at once, with high priority. */
  priority?: boolean
  /** true for pictures that start hidden (later carousel slides) or sit below the banner (rows of pictures): fetched
   * after the first screen's main image, which they would otherwise slow on a phone's connection. */
  lowPriority?: boolean
  className?: string
  /** How wide the picture is shown, for the browser to pick a file (the srcset "sizes"). */
  sizes: string
}

/**
 * Every content image: AVIF or WebP where the browser takes them, JPEG (or PNG) otherwise, in the width the
 * screen needs; intrinsic size reserved; lazy unless it is the first screen's main image.
 */
export function Picture({ image, priority = false, lowPriority = false, className, sizes }: Props) {
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
        fetchPriority={priority ? 'high' : lowPriority ? 'low' : undefined}
        decoding={priority ? 'sync' : 'async'}
      />
    </picture>
  )
}
