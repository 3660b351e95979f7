import { FaWhatsapp } from 'react-icons/fa'
import { ui } from '../content/ui'
import { enquiryOf, quotationHref, whatsappHref } from '../lib/enquiry'
import { absoluteUrl, site } from '../renderer/site'
import { useLocale } from '../renderer/useLocale'
import type { ShownPage } from '../renderer/types'

/**
 * The end of an event or service page: its own question, what happens next, and the two ways to ask about what
 * the page shows (the contact form opened for this page, and WhatsApp with the service and the page's address).
 * Plain links: no script.
 */
export function EnquiryBlock({ page }: { page: ShownPage }) {
  const locale = useLocale()
  const enquiry = enquiryOf(page)
  if (!enquiry) return null
  const t = ui(locale).enquiryBlock
  return (
    <section className="enquiry-block" aria-labelledby="enquiry-block-question">
      <h2 id="enquiry-block-question" className="enquiry-block__question">
        {enquiry.question}
      </h2>
      <p className="enquiry-block__next">{t.next(site.replyWithinHours)}</p>
      <p className="enquiry-block__actions">
        <a className="button button--primary" href={quotationHref(enquiry.slug, locale)}>
          {t.quotation}
        </a>
        <a
          className="button button--whatsapp"
          href={whatsappHref(site.phone, t.whatsappText(enquiry.service, absoluteUrl(page.canonical)))}
          target="_blank"
          rel="noopener noreferrer"
        >
          <FaWhatsapp size={20} aria-hidden="true" focusable="false" />
          <span>
            {t.whatsapp}
            <span className="visually-hidden"> {t.newTab}</span>
          </span>
        </a>
      </p>
    </section>
  )
}
