// JSON-LD for search engines (https://schema.org): the business profile and breadcrumb trails.
import type { BreadcrumbItem } from '../content/schema'
import { LANGUAGES, localizePath, type Locale } from '../lib/i18n'
import { absoluteUrl, siteFor, siteOrigin } from './site'

/**
 * The business profile: name, address in Salem, telephone (contact page, birthday decoration page), in the
 * page's language. `image`: the absolute address of the published share picture.
 */
export function businessProfile(description: string, image: string, locale: Locale = 'en') {
  const site = siteFor(locale)
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${siteOrigin}/#business`,
    inLanguage: LANGUAGES[locale].htmlLang,
    name: site.name,
    url: absoluteUrl(localizePath('/', locale)),
    description,
    image,
    telephone: site.phone,
    email: site.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: site.address.locality,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: 'IN',
    },
    areaServed: [...site.baseCities, site.region],
  }
}

/** The about page's fuller profile: founder, founding date, logo, social profiles, customer service. */
export function aboutProfile(description: string, image: string, logo: string, locale: Locale = 'en') {
  const site = siteFor(locale)
  return {
    ...businessProfile(description, image, locale),
    founder: { '@type': 'Person', name: site.founder },
    foundingDate: String(site.founded),
    logo,
    sameAs: site.social.map((profile) => profile.url),
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'Customer Service',
      telephone: site.phone,
      email: site.email,
      areaServed: 'IN',
      availableLanguage: ['English', 'Tamil'],
    },
  }
}

export function breadcrumbList(items: BreadcrumbItem[], currentPath: string, locale: Locale = 'en') {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    inLanguage: LANGUAGES[locale].htmlLang,
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.label,
      item: absoluteUrl(item.href ?? currentPath),
    })),
  }
}

/** JSON for a <script type="application/ld+json">, safe against "</script>" in content. */
export function jsonLd(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}
