// https://vike.dev/onBeforePrerenderStart
// The URLs of this catch-all page come from content/pages/: adding an MDX file adds a page, and each of its
// aliases is published too (showing the same page, its canonical link naming the page's own path). Only the
// English paths are listed; pages/+onPrerenderStart.ts adds each one's Tamil copy under /ta.
import { splitLocale } from '../../content/editions'
import { allPages } from '../../renderer/content'

export function onBeforePrerenderStart() {
  return allPages()
    .filter((page) => splitLocale(page.url).locale === 'en' && !page.frontmatter.interactive && page.url !== '/404')
    .flatMap((page) => [page.url, ...(page.frontmatter.aliases ?? [])])
}
