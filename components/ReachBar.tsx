import { FaFileSignature, FaPhoneAlt, FaWhatsapp } from 'react-icons/fa'
import { usePageContext } from 'vike-react/usePageContext'
import { ui } from '../content/ui'
import { askAbout, navigationFor, site } from '../renderer/site'
import type { PageData } from '../renderer/types'
import { useLocale } from '../renderer/useLocale'

/**
 * The reach bar: on phones, a bar at the foot of the screen with the three ways to ask (call, WhatsApp, a
 * quotation with the page's event and service chosen), there at every moment of the page. It takes the chat
 * button's place there; from a tablet on it is not shown (the header's call link, the chat button and each page's
 * quote button do its work). Plain links, drawn by the stylesheet alone: no script (styles/_reach-bar.scss).
 */
export function ReachBar() {
  const locale = useLocale()
  const data = (usePageContext() as { data?: Partial<PageData> } | undefined)?.data
  const ask = askAbout(data?.page, locale)
  const words = ui(locale)
  const t = words.reachBar
  return (
    <nav className="reach-bar" aria-label={t.label}>
      <a className="reach-bar__link" href={`tel:${site.phone}`}>
        <FaPhoneAlt aria-hidden="true" focusable="false" />
        <span>{t.call}</span>
      </a>
      <a className="reach-bar__link reach-bar__link--whatsapp" href={ask.whatsapp} target="_blank" rel="noopener noreferrer">
        <FaWhatsapp aria-hidden="true" focusable="false" />
        <span>
          {t.whatsapp}
          <span className="visually-hidden"> {words.enquiryBlock.newTab}</span>
        </span>
      </a>
      <a className="reach-bar__link reach-bar__link--quote" href={ask.quotation}>
        <FaFileSignature aria-hidden="true" focusable="false" />
        <span>{navigationFor(locale).header.cta.label}</span>
      </a>
    </nav>
  )
}
