import { FaBars, FaCheckCircle, FaChevronDown, FaEnvelope, FaMapMarkerAlt, FaPhoneAlt, FaTimes, FaUser, FaWhatsapp } from 'react-icons/fa'
import { usePageContext } from 'vike-react/usePageContext'
import { ui } from '../../content/ui'
import { counterpartPath, LANGUAGES, localizePath } from '../../content/editions'
import { chatLink, navigationFor, phoneText, siteFor } from '../../renderer/site'
import { useLocale } from '../../renderer/useLocale'
import { Emblem } from './Emblem'

/**
 * Site header. The mobile menu and the "Our Service" dropdown are <details> disclosures, so they open and
 * close without JavaScript; components/header/menus.ts adds Escape, outside-click and close-on-navigation.
 */
export function Header() {
  const locale = useLocale()
  const site = siteFor(locale)
  const { header } = navigationFor(locale)
  const t = ui(locale).header
  const other = locale === 'en' ? 'ta' : 'en'
  // The same page in the other edition; from the not-found page, the other edition's home.
  const { is404, urlPathname = '/' } = (usePageContext() as ReturnType<typeof usePageContext> | undefined) ?? {}
  const otherHref = is404 ? localizePath('/', other) : counterpartPath(localizePath(urlPathname, locale))
  return (
    <header className="site-header">
      <div className="topbar">
        <div className="container topbar__inner">
          <span className="topbar__item">
            <FaMapMarkerAlt aria-hidden="true" />
            <span>
              {site.address.locality}
              <span className="topbar__cities"> · {site.baseCities.join(' · ')}</span>
            </span>
          </span>
          <span className="topbar__item topbar__item--wider">
            <FaCheckCircle aria-hidden="true" /> {t.trustedSince(site.founded)}
          </span>
          <a className="topbar__item topbar__item--push" href={`tel:${site.phone}`}>
            <FaPhoneAlt aria-hidden="true" /> <span className="topbar__text">{phoneText()}</span>
            <span className="visually-hidden topbar__sr">{t.call(phoneText()).replace(/ /g, '\u00a0')}</span>
          </a>
          <a className="topbar__item" href={`mailto:${site.email}`}>
            <FaEnvelope aria-hidden="true" /> <span className="topbar__text">{site.email}</span>
            <span className="visually-hidden topbar__sr">{t.email(site.email)}</span>
          </a>
          <a className="topbar__item" href={chatLink(locale)} target="_blank" rel="noopener noreferrer">
            <FaWhatsapp aria-hidden="true" /> <span className="topbar__text">{t.whatsapp}</span>
            <span className="visually-hidden topbar__sr">{t.chatNewTab}</span>
          </a>
          <a className="topbar__item topbar__item--wide" href={localizePath('/vendor', locale)}>
            <FaUser aria-hidden="true" /> {t.joinVendor}
          </a>
        </div>
      </div>
      <div className="container site-header__bar">
        <a className="brand" href={header.home.href}>
          <Emblem />
          <span className="brand__name">{site.name}</span>
          <span className="visually-hidden">{t.homeSuffix}</span>
        </a>
        {/* The other edition, named in its own language; a plain link, so it works without JavaScript. */}
        <a className="language-switch" href={otherHref} hrefLang={other} lang={other}>
          {LANGUAGES[other].name}
        </a>
        <details className="menu" data-menu="main">
          <summary className="menu__toggle" aria-label={t.menu}>
            <FaBars className="menu__icon-open" aria-hidden="true" />
            <FaTimes className="menu__icon-close" aria-hidden="true" />
          </summary>
          <nav className="menu__panel" aria-label={t.mainNav}>
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
