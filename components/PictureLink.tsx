import type { ComponentProps } from 'react'
import { Picture } from './Picture'

/**
 * A picture that opens large when tapped (rows of pictures, the home page's projects, the gallery): a link to its
 * largest file, so it works with no script, which the picture viewer (components/viewer/) takes over. The viewer
 * reads the picture's files, size and alt text from this markup: nothing more is written into the page per picture.
 */
export function PictureLink(props: ComponentProps<typeof Picture>) {
  return (
    <a className="picture-link" href={props.image.src}>
      <Picture {...props} />
    </a>
  )
}
