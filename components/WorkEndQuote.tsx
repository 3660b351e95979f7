import { navigationFor } from '../renderer/site'
import { useLocale } from '../renderer/useLocale'

/**
 * A quote button where a page's pictures end, on pages without an enquiry block (the about page, the gallery): a
 * family convinced by the work asks from there. From a tablet on; on phones the reach bar is always at hand
 * (styles/_content.scss). The header's words and link: the contact page opened at its form. A plain link.
 */
export function WorkEndQuote() {
  const { cta } = navigationFor(useLocale()).header
  return (
    <p className="work-end">
      <a className="button button--primary" href={cta.href}>
        {cta.label}
      </a>
    </p>
  )
}
