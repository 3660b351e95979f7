import { counterpartPath, LANGUAGES, splitLocale } from '../content/editions'
import { absoluteUrl, siteFor } from './site'
import { jsonLd, pageGraph } from './structuredData'
import type { PageData } from './types'

/** Per-page head tags beyond title and description (set by pages/+title.ts and +description.ts). */
export function HeadTags({ data }: { data?: PageData }) {
  if (!data) return null
  const { page, locale, canonicalUrl, lcpImage, shareImage } = data
  const preload = lcpImage?.sources?.[0]
  // Both editions of the page, each naming the other and itself; x-default is the English one (Google's rules).
  const other = locale === 'en' ? 'ta' : 'en'
  const editions = { [locale]: page.canonical, [other]: counterpartPath(page.canonical) } as Record<'en' | 'ta', string>
  const indexable = page.canonical !== '/404' && splitLocale(page.canonical).path !== '/404'
  return (
    <>
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <meta name="theme-color" content="#7a1f2b" />
      {page.noindex && <meta name="robots" content="noindex" />}
      {indexable && <link rel="canonical" href={canonicalUrl} />}
      {indexable && <link rel="alternate" hrefLang={LANGUAGES.en.htmlLang} href={absoluteUrl(editions.en)} />}
      {indexable && <link rel="alternate" hrefLang={LANGUAGES.ta.htmlLang} href={absoluteUrl(editions.ta)} />}
      {indexable && <link rel="alternate" hrefLang="x-default" href={absoluteUrl(editions.en)} />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={siteFor(locale).name} />
      <meta property="og:url" content={canonicalUrl} />
      <meta property="og:image" content={absoluteUrl(shareImage.src)} />
      <meta property="og:image:alt" content={shareImage.alt} />
      <meta property="og:locale" content={LANGUAGES[locale].ogLocale} />
      <meta property="og:locale:alternate" content={LANGUAGES[other].ogLocale} />
      <meta name="twitter:card" content="summary_large_image" />
      {lcpImage && preload && (
        // The banner or first slide is full-width on every screen: preload the AVIF the browser will pick.
        <link rel="preload" as="image" type={preload.type} imageSrcSet={preload.srcset} imageSizes="100vw" fetchPriority="high" />
      )}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: jsonLd() escapes "<" so the graph cannot close the script */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(pageGraph(data)) }} />
    </>
  )
}
