import knownBrokenLinks from '../content/data/known-broken-links.yaml'
import { ui } from '../content/ui'
import { localizePath } from '../content/editions'
import { findPage } from '../renderer/content'
import { useLocale } from '../renderer/useLocale'

/**
 * On the not-found page: when the visitor followed one of the links kept on purpose although they lead
 * nowhere (content/data/known-broken-links.yaml), offer the page they were looking for, in the page's edition.
 * The page is the same for every unknown address, so the browser picks the match (showNotFoundHint, below, run
 * by pages/+client.ts); until then, and without scripts, the hint stays hidden. The page is named by its own
 * heading in the edition, so its name is written once, on the page.
 */
export function NotFoundHint() {
  const locale = useLocale()
  const links = knownBrokenLinks.map(({ path, page }) => {
    const href = localizePath(page, locale)
    const heading = findPage(href)?.frontmatter.heading
    if (!heading) throw new Error(`content/data/known-broken-links.yaml: page: ${page} has no page in the ${locale} edition`)
    return { path, href, label: heading }
  })
  return (
    <p
      className="not-found-hint"
      role="status"
      hidden
      data-known-links={JSON.stringify(links)}
      data-sentence={ui(locale).notFoundHint('{label}')}
    >
      {/* biome-ignore lint/a11y/useAnchorContent: hidden until its script fills in the page's name (the p stays hidden without it) */}
      <span data-hint-text="" /> <a data-hint-link="" href={localizePath('/', locale)} />
    </p>
  )
}
