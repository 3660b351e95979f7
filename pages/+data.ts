// https://vike.dev/data
// Every page's content comes from its MDX file under content/pages/ (found by URL).
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { findPage } from '../renderer/content'
import { showImages, sitePictures } from '../renderer/images'
import { absoluteUrl } from '../renderer/site'
import type { PageData } from '../renderer/types'

export function data(pageContext: PageContextServer): PageData {
  const found = findPage(pageContext.urlPathname)
  if (!found) throw render(404)
  const page = showImages(found.frontmatter)
  return {
    page,
    canonicalUrl: absoluteUrl(found.url),
    lcpImage: page.banner,
    ...sitePictures(page.banner),
  }
}
