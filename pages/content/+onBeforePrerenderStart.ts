// https://vike.dev/onBeforePrerenderStart
// The URLs of this catch-all page come from content/pages/: adding an MDX file adds a page.
import { allPages } from '../../renderer/content'

export function onBeforePrerenderStart() {
  return allPages()
    .filter((page) => !page.frontmatter.interactive && page.url !== '/404')
    .map((page) => page.url)
}
