import { absoluteUrl, site } from './site'
import { aboutProfile, breadcrumbList, businessProfile, jsonLd } from './structuredData'
import type { PageData } from './types'

/** Per-page head tags beyond title and description (set by pages/+title.ts and +description.ts). */
export function HeadTags({ data }: { data?: PageData }) {
  if (!data) return null
  const { page, canonicalUrl, lcpImage, shareImage, logoUrl } = data
  const preload = lcpImage?.sources?.[0]
  const structured = [
    page.structuredData === 'about' && aboutProfile(page.description, absoluteUrl(shareImage.src), absoluteUrl(logoUrl)),
    page.structuredData === 'business' && businessProfile(page.description, absoluteUrl(shareImage.src)),
    page.breadcrumb && breadcrumbList(page.breadcrumb, page.canonical),
  ].filter(Boolean)
  return (
    <>
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <meta name="theme-color" content="#7a1f2b" />
      {page.noindex && <meta name="robots" content="noindex" />}
      {page.canonical !== "/404" && <link rel="canonical" href={canonicalUrl} />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:url" content={canonicalUrl} />
      <meta property="og:image" content={absoluteUrl(shareImage.src)} />
      <meta property="og:image:alt" content={shareImage.alt} />
      <meta property="og:locale" content="en_IN" />
      <meta name="twitter:card" content="summary_large_image" />
      {lcpImage && preload && (
        // The banner or first slide is full-width on every screen: preload the AVIF the browser will pick.
        <link rel="preload" as="image" type={preload.type} imageSrcSet={preload.srcset} imageSizes="100vw" fetchPriority="high" />
      )}
      {structured.map((entry, i) => (
        <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(entry) }} />
      ))}
    </>
  )
}
