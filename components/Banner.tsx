import type { BreadcrumbItem } from '../content/schema'
import type { ShownImage } from '../renderer/types'
import { Breadcrumb } from './Breadcrumb'
import { Picture } from './Picture'

/** Page banner: the h1, the breadcrumb and (optionally) a wide picture. Never animated: it paints at once. */
export function Banner({ heading, breadcrumb, image }: { heading: string; breadcrumb?: BreadcrumbItem[]; image?: ShownImage }) {
  return (
    <div className={`banner${image ? ' banner--image' : ''}`}>
      {image && <Picture className="banner__image" image={image} priority sizes="100vw" />}
      <div className="container banner__text">
        {breadcrumb && <Breadcrumb items={breadcrumb} />}
        <h1 className="banner__heading">{heading}</h1>
      </div>
    </div>
  )
}
