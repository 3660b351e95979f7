import { FaWhatsapp } from 'react-icons/fa'
import { ui } from '../content/ui'
import { enquiryOf } from '../lib/enquiry'
import { askAbout, site } from '../renderer/site'
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
  const ask = askAbout(page, locale)
  return (
    <section className="enquiry-block" aria-labelledby="enquiry-block-question">
      <h2 id="enquiry-block-question" className="enquiry-block__question">
        {enquiry.question}
      </h2>
      <p className="enquiry-block__next">{t.next(site.replyWithinHours)}</p>
      <p className="enquiry-block__actions">
        <a className="button button--primary" href={ask.quotation}>
          {t.quotation}
        </a>
        <a className="button button--whatsapp" href={ask.whatsapp} target="_blank" rel="noopener noreferrer">
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
