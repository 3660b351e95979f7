// https://vike.dev/data
// The not-found page has no URL of its own: its copy is content/pages/404.mdx, in Tamil content/ta/pages/404.mdx
// (pre-rendered as /ta/404.html for unknown paths under /ta/).
import type { PageContextServer } from 'vike/types'
import { localizePath } from '../../content/editions'
import { findPage } from '../../renderer/content'
import { showImages, sitePictures } from '../../renderer/images'
import { absoluteUrl } from '../../renderer/site'
import type { PageData } from '../../renderer/types'

export function data(pageContext: PageContextServer): PageData {
  const locale = pageContext.locale ?? 'en'
  const path = localizePath('/404', locale)
  const page = findPage(path)!
  return { page: showImages(page.frontmatter, locale), locale, canonicalUrl: absoluteUrl(path), ...sitePictures(locale) }
}
