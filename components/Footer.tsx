import { FaEnvelope, FaFacebookF, FaInstagram, FaMapMarkerAlt, FaPhoneAlt, FaYoutube } from 'react-icons/fa'
import { ui } from '../content/ui'
import { addressLine, navigationFor, phoneText, siteFor } from '../renderer/site'
import { useLocale } from '../renderer/useLocale'

const socialIcons = { instagram: FaInstagram, youtube: FaYoutube, facebook: FaFacebookF }

export function Footer() {
  const locale = useLocale()
  const site = siteFor(locale)
  const navigation = navigationFor(locale)
  const t = ui(locale).footer
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__about">
          <p className="site-footer__brand">{site.name}</p>
          <p>{site.tagline}</p>
          <ul className="site-footer__contact">
            <li>
              <FaMapMarkerAlt aria-hidden="true" />
              <address>{addressLine(locale)}</address>
            </li>
            <li>
              <FaPhoneAlt aria-hidden="true" />
              <a href={`tel:${site.phone}`}>{phoneText()}</a>
            </li>
            <li>
              <FaEnvelope aria-hidden="true" />
              <a href={`mailto:${site.email}`}>{site.email}</a>
            </li>
          </ul>
          <ul className="site-footer__social">
            {site.social.map(({ label, icon, url }) => {
              const Icon = socialIcons[icon]
              return (
                <li key={url}>
                  <a href={url} target="_blank" rel="noopener noreferrer" aria-label={t.onSocial(site.name, label)}>
                    <Icon aria-hidden="true" />
                  </a>
                </li>
              )
            })}
          </ul>
        </div>
        <nav className="site-footer__links" aria-label={t.nav}>
          {navigation.footer.map((column) => (
            <div key={column.heading} className="site-footer__column">
              <p className="site-footer__heading">{column.heading}</p>
              <ul>
                {column.links.map((link) => (
                  <li key={link.href}>
                    <a href={link.href}>{link.label}</a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <p className="site-footer__legal container">
        © {site.founded}–{new Date().getFullYear()} {site.name}, {site.address.locality}, {site.address.region}
      </p>
    </footer>
  )
}
