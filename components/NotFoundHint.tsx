import knownBrokenLinks from '../content/data/known-broken-links.yaml'
import { ui } from '../content/ui'
import { localizePath } from '../content/editions'
import { useLocale } from '../renderer/useLocale'

/**
 * On the not-found page: when the visitor followed one of the links kept on purpose although they lead
 * nowhere (content/data/known-broken-links.yaml), offer the page they were looking for, in the page's edition.
 * The page is the same for every unknown address, so the browser picks the match (showNotFoundHint, below, run
 * by pages/+client.ts); until then, and without scripts, the hint stays hidden.
 */
export function NotFoundHint() {
  const locale = useLocale()
  const links = knownBrokenLinks.map(({ path, page, label, labelTa }) => ({ path, href: localizePath(page, locale), label: locale === 'ta' ? labelTa : label }))
  return (
    <p className="not-found-hint" role="status" hidden data-known-links={JSON.stringify(links)} data-sentence={ui(locale).notFoundHint('{label}')}>
      <span data-hint-text="" /> <a data-hint-link="" href={localizePath('/', locale)} />
    </p>
  )
}
