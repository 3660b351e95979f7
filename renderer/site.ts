// The business's constants and links, shared by every page (from content/data/).
import navigation from '../content/data/navigation.yaml'
import site from '../content/data/site.yaml'

export { navigation, site }

/** The deployed origin (no trailing slash): VITE_SITE_URL, or the address in site.yaml. */
export const siteOrigin = (import.meta.env.VITE_SITE_URL || site.url).replace(/\/+$/, '')

/** Absolute address of a path on this site, as search engines and chat apps need it. */
export function absoluteUrl(pathname: string): string {
  return siteOrigin + (pathname === '/' ? '/' : pathname)
}

/** Chat-app link that opens a chat with the business phone, greeting pre-filled. */
export function chatLink(): string {
  return `https://wa.me/${site.phone.replace(/\D/g, '')}?text=${encodeURIComponent(site.chatGreeting)}`
}

/** The phone as people read it, with non-breaking spaces so that the number never wraps across two lines. */
export function phoneText(): string {
  return site.phoneDisplay.replace(/ /g, '\u00a0')
}

/** One line of the postal address, for people. */
export function addressLine(): string {
  const { street, locality, region, postalCode, country } = site.address
  return `${street}, ${locality}, ${region} ${postalCode}, ${country}`
}
