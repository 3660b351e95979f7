// The business's constants and links, shared by every page. Numbers, phone, e-mail and links are written once,
// in content/data/site.yaml; content/ta/data/site.yaml gives the Tamil words, laid over them at build time.
import navigationEn from '../content/data/navigation.yaml'
import site from '../content/data/site.yaml'
import navigationTa from '../content/ta/data/navigation.yaml'
import tamilSite from '../content/ta/data/site.yaml'
import type { Navigation, Site } from '../content/schema'
import type { Locale } from '../content/editions'
import { ui } from '../content/ui'
import { atTheForm, enquiryOf, quotationHref, whatsappHref } from '../lib/enquiry'
import type { ShownPage } from './types'

/** The English constants (the phone, e-mail and links are the same in every edition). */
export { site }

/** The business's constants in an edition's words. */
export function siteFor(locale: Locale = 'en'): Site {
  return locale === 'ta' ? tamilSite : site
}

/** The quote button (header and hero) opens the contact page at its form. */
const quoteAtTheForm = (navigation: Navigation): Navigation => ({
  ...navigation,
  header: { ...navigation.header, cta: { ...navigation.header.cta, href: atTheForm(navigation.header.cta.href) } },
})
const NAVIGATION: Record<Locale, Navigation> = { en: quoteAtTheForm(navigationEn), ta: quoteAtTheForm(navigationTa) }

/** The header menu and footer links of an edition. */
export function navigationFor(locale: Locale = 'en'): Navigation {
  return NAVIGATION[locale]
}

/** The deployed origin (no trailing slash): VITE_SITE_URL, or the address in site.yaml. */
export const siteOrigin = (import.meta.env.VITE_SITE_URL || site.url).replace(/\/+$/, '')

/** Absolute address of a path on this site, as search engines and chat apps need it. */
export function absoluteUrl(pathname: string): string {
  return siteOrigin + (pathname === '/' ? '/' : pathname)
}

/** Chat-app link that opens a chat with the business phone, greeting pre-filled in the page's language. */
export function chatLink(locale: Locale = 'en'): string {
  return `https://wa.me/${site.phone.replace(/\D/g, '')}?text=${encodeURIComponent(siteFor(locale).chatGreeting)}`
}

/** The phone as people read it, with non-breaking spaces so that the number never wraps across two lines. */
export function phoneText(): string {
  return site.phoneDisplay.replace(/ /g, '\u00a0')
}

/** One line of the postal address, for people. */
export function addressLine(locale: Locale = 'en'): string {
  const { street, locality, region, postalCode, country } = siteFor(locale).address
  return `${street}, ${locality}, ${region} ${postalCode}, ${country}`
}

/**
 * The two ways to ask about a page: the contact form opened for it (its event chosen), and a WhatsApp chat whose
 * first message names its service and address. A page without an enquiry (home, about, gallery…) asks in general:
 * the contact page at its form, and the chat button's greeting.
 */
export function askAbout(page: ShownPage | undefined, locale: Locale = 'en'): { quotation: string; whatsapp: string } {
  const enquiry = page && enquiryOf(page)
  if (!page || !enquiry) return { quotation: navigationFor(locale).header.cta.href, whatsapp: chatLink(locale) }
  return {
    quotation: quotationHref(enquiry.slug, locale),
    whatsapp: whatsappHref(site.phone, ui(locale).enquiryBlock.whatsappText(enquiry.service, absoluteUrl(page.canonical))),
  }
}
