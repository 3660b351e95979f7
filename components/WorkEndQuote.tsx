import { navigationFor } from '../renderer/site'
import { useLocale } from '../renderer/useLocale'

/**
 * A quote button where a page's pictures end, when the enquiry block does not follow them at once: a family
 * convinced by the work asks from there. From a tablet on; on phones the reach bar is always at hand
 * (styles/_content.scss). The header's words; the link the contact page opened at its form (`href`: with the
 * page's service chosen), the header's by default. A plain link.
 */
export function WorkEndQuote({ href }: { href?: string }) {
  const { cta } = navigationFor(useLocale()).header
  return (
    <p className="work-end">
      <a className="button button--primary" href={href ?? cta.href}>
        {cta.label}
      </a>
    </p>
  )
}
