import { FaBars, FaCheckCircle, FaChevronDown, FaEnvelope, FaMapMarkerAlt, FaPhoneAlt, FaTimes, FaUser, FaWhatsapp } from 'react-icons/fa'
import { chatLink, navigation, phoneText, site } from '../../renderer/site'
import { Emblem } from './Emblem'

const { header } = navigation

/**
 * Site header. The mobile menu and the "Our Service" dropdown are <details> disclosures, so they open and
 * close without JavaScript; components/header/menus.ts adds Escape, outside-click and close-on-navigation.
 */
export function Header() {
  return (
    <header className="site-header">
      <div className="topbar">
        <div className="container topbar__inner">
          <span className="topbar__item">
            <FaMapMarkerAlt aria-hidden="true" /> {site.address.locality} · {site.baseCities.join(' · ')}
          </span>
          <span className="topbar__item topbar__item--wide">
            <FaCheckCircle aria-hidden="true" /> Trusted by families since {site.founded}
          </span>
          <a className="topbar__item" href={`tel:${site.phone}`}>
            <FaPhoneAlt aria-hidden="true" /> <span className="topbar__text">{phoneText()}</span>
            <span className="visually-hidden topbar__sr">Call {phoneText()}</span>
          </a>
          <a className="topbar__item" href={`mailto:${site.email}`}>
            <FaEnvelope aria-hidden="true" /> <span className="topbar__text">{site.email}</span>
            <span className="visually-hidden topbar__sr">E-mail {site.email}</span>
          </a>
          <a className="topbar__item" href={chatLink()} target="_blank" rel="noopener noreferrer">
            <FaWhatsapp aria-hidden="true" /> <span className="topbar__text">WhatsApp</span>
            <span className="visually-hidden topbar__sr">Chat on WhatsApp (opens in a new tab)</span>
          </a>
          <a className="topbar__item topbar__item--wide" href="/vendor">
            <FaUser aria-hidden="true" /> Join as a vendor
          </a>
        </div>
      </div>
      <div className="container site-header__bar">
        <a className="brand" href={header.home.href}>
          <Emblem />
          <span className="brand__name">{site.name}</span>
          <span className="visually-hidden"> – Home</span>
        </a>
        <details className="menu" data-menu="main">
          <summary className="menu__toggle" aria-label="Menu">
            <FaBars className="menu__icon-open" aria-hidden="true" />
            <FaTimes className="menu__icon-close" aria-hidden="true" />
          </summary>
          <nav className="menu__panel" aria-label="Main">
            <ul className="menu__list">
              <li>
                <a className="menu__link" href={header.home.href}>
                  {header.home.label}
                </a>
              </li>
              <li className="menu__item--dropdown">
                <details className="dropdown" data-menu="services">
                  <summary className="menu__link dropdown__toggle">
                    {header.servicesLabel} <FaChevronDown className="dropdown__chevron" aria-hidden="true" />
                  </summary>
                  <ul className="dropdown__list">
                    {header.services.map((link) => (
                      <li key={link.href}>
                        <a className="dropdown__link" href={link.href}>
                          {link.label}
                        </a>
                      </li>
                    ))}
                  </ul>
                </details>
              </li>
              {header.links.map((link) => (
                <li key={link.href}>
                  <a className="menu__link" href={link.href}>
                    {link.label}
                  </a>
                </li>
              ))}
              <li className="menu__cta">
                <a className="button button--primary" href={header.cta.href}>
                  {header.cta.label}
                </a>
              </li>
            </ul>
          </nav>
        </details>
      </div>
    </header>
  )
}
