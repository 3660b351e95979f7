import { FaEnvelope, FaMapMarkerAlt, FaPhoneAlt } from 'react-icons/fa'
import { addressLine, phoneText, site } from '../renderer/site'

/** Address, phone and e-mail cards (contact page), from content/data/site.yaml. */
export function ContactCards() {
  return (
    <ul className="contact-cards">
      <li className="contact-card" data-aos="fade-up">
        <FaMapMarkerAlt className="contact-card__icon" aria-hidden="true" />
        <h2 className="contact-card__title">Visit us</h2>
        <address>{addressLine()}</address>
      </li>
      <li className="contact-card" data-aos="fade-up">
        <FaPhoneAlt className="contact-card__icon" aria-hidden="true" />
        <h2 className="contact-card__title">Call us</h2>
        <a href={`tel:${site.phone}`}>{phoneText()}</a>
      </li>
      <li className="contact-card" data-aos="fade-up">
        <FaEnvelope className="contact-card__icon" aria-hidden="true" />
        <h2 className="contact-card__title">Write to us</h2>
        <a href={`mailto:${site.email}`}>{site.email}</a>
      </li>
    </ul>
  )
}
