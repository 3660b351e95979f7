import { FaEnvelope, FaMapMarkerAlt, FaPhoneAlt } from 'react-icons/fa'
import { ui } from '../content/ui'
import { addressLine, phoneText, site } from '../renderer/site'
import { useLocale } from '../renderer/useLocale'

/** Address, phone and e-mail cards (contact page), from content/data/site.yaml. */
export function ContactCards() {
  const locale = useLocale()
  const t = ui(locale).contactCards
  return (
    <ul className="contact-cards">
      <li className="contact-card" data-aos="fade-up">
        <FaMapMarkerAlt className="contact-card__icon" aria-hidden="true" />
        <h2 className="contact-card__title">{t.visit}</h2>
        <address>{addressLine(locale)}</address>
      </li>
      <li className="contact-card" data-aos="fade-up">
        <FaPhoneAlt className="contact-card__icon" aria-hidden="true" />
        <h2 className="contact-card__title">{t.call}</h2>
        <a href={`tel:${site.phone}`}>{phoneText()}</a>
      </li>
      <li className="contact-card" data-aos="fade-up">
        <FaEnvelope className="contact-card__icon" aria-hidden="true" />
        <h2 className="contact-card__title">{t.write}</h2>
        <a href={`mailto:${site.email}`}>{site.email}</a>
      </li>
    </ul>
  )
}
