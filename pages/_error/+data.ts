// https://vike.dev/data
// The not-found page has no URL of its own: its copy is content/pages/404.mdx.
import { findPage } from '../../renderer/content'
import { showImages, sitePictures } from '../../renderer/images'
import { absoluteUrl } from '../../renderer/site'
import type { PageData } from '../../renderer/types'

export function data(): PageData {
  const page = findPage('/404')!
  return { page: showImages(page.frontmatter), canonicalUrl: absoluteUrl('/404'), ...sitePictures() }
}
