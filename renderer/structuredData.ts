// JSON-LD for search engines (https://schema.org): one @graph per page, with stable @ids. Every page names the
// business (always the same @id), the edition's WebSite and the WebPage with its breadcrumb; service pages add the
// Service they describe, event pages the list of their services. Facts come from content/data/site.yaml (words from
// the edition's site.yaml), never typed here. Typed with schema-dts, the schema.org vocabulary as TypeScript types,
// so a misspelt type or property fails `npm run typecheck`; tests/site/structured-data.test.ts checks the built pages.
// Deliberately absent (Google's rules): AggregateRating and Review of the business (self-serving, never shown as
// stars) and FAQPage (no longer shown).
import type { AdministrativeArea, BreadcrumbList, Graph, ItemList, LocalBusiness, Service, Thing, WebPage, WebSite } from 'schema-dts'
import knownBrokenLinks from '../content/data/known-broken-links.yaml'
import { LANGUAGES, localizePath, splitLocale, type Locale } from '../content/editions'
import { showImage } from './images'
import { absoluteUrl, site, siteFor, siteOrigin } from './site'
import type { PageData } from './types'

/** The business's one @id, the same on every page of both editions. */
export const BUSINESS_ID = `${siteOrigin}/#business`
const websiteId = (locale: Locale) => `${absoluteUrl(localizePath('/', locale))}#website`
const ref = (id: string) => ({ '@id': id })

/** Where the business works: its base cities and its region, in the edition's words. */
function areaServed(locale: Locale): AdministrativeArea[] {
  const words = siteFor(locale)
  return [...words.baseCities.map((name) => ({ '@type': 'City', name }) as const), { '@type': 'State', name: words.region }]
}

/**
 * LocalBusiness itself: schema.org has no subtype for event planning and decoration (ProfessionalService is
 * deprecated, EntertainmentBusiness's subtypes are venues), and Google asks for the most specific type that fits.
 */
function business(locale: Locale): LocalBusiness {
  const words = siteFor(locale)
  const other = siteFor(locale === 'en' ? 'ta' : 'en')
  return {
    '@type': 'LocalBusiness',
    '@id': BUSINESS_ID,
    name: words.name,
    alternateName: other.name,
    description: words.tagline,
    url: absoluteUrl(localizePath('/', locale)),
    logo: absoluteUrl(showImage({ src: site.logo }, locale).src),
    image: absoluteUrl(showImage(words.shareImage, locale).src),
    telephone: site.phone,
    email: site.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: words.address.street,
      addressLocality: words.address.locality,
      addressRegion: words.address.region,
      postalCode: site.address.postalCode,
      addressCountry: 'IN',
    },
    areaServed: areaServed(locale),
    sameAs: site.social.map((profile) => profile.url),
    founder: { '@type': 'Person', name: words.founder },
    foundingDate: String(site.founded),
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

function website(locale: Locale): WebSite {
  const other = locale === 'en' ? 'ta' : 'en'
  return {
    '@type': 'WebSite',
    '@id': websiteId(locale),
    url: absoluteUrl(localizePath('/', locale)),
    name: siteFor(locale).name,
    alternateName: siteFor(other).name,
    inLanguage: LANGUAGES[locale].htmlLang,
    publisher: ref(BUSINESS_ID),
  }
}

/** Which kind of page a path (without "/ta") is, for the WebPage's type and its main entity. */
export type PageKind = 'home' | 'about' | 'contact' | 'event' | 'service' | 'other'

export function pageKind(path: string, hasTiles: boolean): PageKind {
  if (path === '/') return 'home'
  if (path === '/aboutus') return 'about'
  if (path === '/contactus') return 'contact'
  if (/^\/services\/[^/]+\/[^/]+$/.test(path)) return 'service'
  if (/^\/services\/[^/]+$/.test(path) && hasTiles) return 'event'
  return 'other'
}

/** A tile's page: a kept broken tile path (content/data/known-broken-links.yaml) is named by its real page. */
function realTarget(target: string): string {
  return knownBrokenLinks.find((link: { path: string; page: string }) => link.path === target)?.page ?? target
}

/** The page's graph: business, WebSite, WebPage, breadcrumb, and the page's Service or list of services. */
export function pageGraph({ page, locale, canonicalUrl }: Pick<PageData, 'page' | 'locale' | 'canonicalUrl'>): Graph {
  const kind = pageKind(splitLocale(page.canonical).path, Boolean(page.tiles?.length))
  const inLanguage = LANGUAGES[locale].htmlLang
  const pageId = `${canonicalUrl}#webpage`
  const nodes: Thing[] = [business(locale), website(locale)]

  let mainEntity: string | undefined
  if (kind === 'service') {
    mainEntity = `${canonicalUrl}#service`
    const service: Service = {
      '@type': 'Service',
      '@id': mainEntity,
      name: page.heading,
      // The crumb of the page itself names the kind of service ("Decoration", "அலங்காரம்").
      serviceType: page.breadcrumb?.at(-1)?.label ?? page.heading,
      description: page.description,
      url: canonicalUrl,
      ...(page.banner && { image: absoluteUrl(page.banner.src) }),
      provider: ref(BUSINESS_ID),
      areaServed: areaServed(locale),
    }
    nodes.push(service)
  }
  if (kind === 'event' && page.tiles) {
    mainEntity = `${canonicalUrl}#services`
    const list: ItemList = {
      '@type': 'ItemList',
      '@id': mainEntity,
      name: page.heading,
      numberOfItems: page.tiles.length,
      itemListElement: page.tiles.map((tile, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        name: tile.title,
        url: absoluteUrl(realTarget(tile.target)),
      })),
    }
    nodes.push(list)
  }

  const breadcrumbId = `${canonicalUrl}#breadcrumb`
  if (page.breadcrumb) {
    const trail: BreadcrumbList = {
      '@type': 'BreadcrumbList',
      '@id': breadcrumbId,
      itemListElement: page.breadcrumb.map((item, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        name: item.label,
        item: absoluteUrl(item.href ?? page.canonical),
      })),
    }
    nodes.push(trail)
  }

  const common = {
    '@id': pageId,
    url: canonicalUrl,
    name: page.title,
    description: page.description,
    inLanguage,
    isPartOf: ref(websiteId(locale)),
    ...(page.breadcrumb && { breadcrumb: ref(breadcrumbId) }),
    ...(page.banner && { primaryImageOfPage: { '@type': 'ImageObject', url: absoluteUrl(page.banner.src) } as const }),
    ...(mainEntity ? { mainEntity: ref(mainEntity) } : kind === 'other' ? {} : { about: ref(BUSINESS_ID) }),
  }
  const webPage: WebPage =
    kind === 'about'
      ? { '@type': 'AboutPage', ...common }
      : kind === 'contact'
        ? { '@type': 'ContactPage', ...common }
        : { '@type': 'WebPage', ...common }
  nodes.splice(2, 0, webPage)

  return { '@context': 'https://schema.org', '@graph': nodes }
}

/** JSON for a <script type="application/ld+json">, safe against "</script>" in content. */
export function jsonLd(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}
