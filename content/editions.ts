// The site's two editions: English at "/", Tamil at "/ta" + the same path. Every page exists in both, with the
// same slugs (content/pages/ and content/ta/pages/), so a page's counterpart is found by its path alone.

export const LOCALES = ['en', 'ta'] as const
export type Locale = (typeof LOCALES)[number]

/** How each edition names itself and tags its pages. */
export const LANGUAGES: Record<Locale, { name: string; htmlLang: string; ogLocale: string; prefix: string }> = {
  en: { name: 'English', htmlLang: 'en-IN', ogLocale: 'en_IN', prefix: '' },
  ta: { name: 'தமிழ்', htmlLang: 'ta-IN', ogLocale: 'ta_IN', prefix: '/ta' },
}

export function isLocale(value: unknown): value is Locale {
  return (LOCALES as readonly unknown[]).includes(value)
}

/** "/ta/services/wedding" is Tamil "/services/wedding"; "/ta" is Tamil "/"; anything else is English. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const match = /^\/ta(\/.*)?$/.exec(pathname)
  if (!match) return { locale: 'en', path: pathname }
  return { locale: 'ta', path: match[1] && match[1] !== '/' ? match[1] : '/' }
}

/** The address of a page (path without a language) in an edition: "/" in Tamil is "/ta". */
export function localizePath(path: string, locale: Locale): string {
  const { prefix } = LANGUAGES[locale]
  if (!prefix) return path
  return path === '/' ? prefix : prefix + path
}

/** The same page in the other edition. */
export function counterpartPath(pathname: string): string {
  const { locale, path } = splitLocale(pathname)
  return localizePath(path, locale === 'en' ? 'ta' : 'en')
}
