// https://vike.dev/data
// Every page's content comes from its MDX file under content/pages/ (found by URL).
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { localizePath } from '../content/editions'
import { findPage } from '../renderer/content'
import { showImages, sitePictures } from '../renderer/images'
import { absoluteUrl } from '../renderer/site'
import type { PageData } from '../renderer/types'

export function data(pageContext: PageContextServer): PageData {
  const locale = pageContext.locale ?? 'en'
  // urlPathname is the path without the edition's "/ta" (pages/+onBeforeRoute.ts).
  const found = findPage(localizePath(pageContext.urlPathname, locale))
  if (!found) throw render(404)
  const page = showImages(found.frontmatter, locale)
  return {
    page,
    locale,
    canonicalUrl: absoluteUrl(found.url),
    lcpImage: page.banner,
    ...sitePictures(locale, page.banner),
  }
}
