// Types of the modules that Vite turns content files into.
declare module '*.mdx' {
  import type { ComponentType } from 'react'
  import type { MDXComponents } from 'mdx/types'
  /** The page's YAML front-matter, already checked against content/schema.ts at build time. */
  export const frontmatter: unknown
  const MDXContent: ComponentType<{ components?: MDXComponents }>
  export default MDXContent
}

declare module '*/content/data/site.yaml' {
  const site: import('./content/schema').Site
  export default site
}

declare module '*/content/data/navigation.yaml' {
  const navigation: import('./content/schema').Navigation
  export default navigation
}

declare module '*/content/data/home.yaml' {
  const home: import('./content/schema').Home
  export default home
}

declare module '*/content/data/faq.yaml' {
  const faq: import('./content/schema').FaqItem[]
  export default faq
}

declare module '*/content/data/gallery.yaml' {
  const gallery: import('./content/schema').GalleryItem[]
  export default gallery
}

declare module '*/content/data/known-broken-links.yaml' {
  const links: import('./content/schema').KnownBrokenLink[]
  export default links
}

interface ImportMetaEnv {
  /** Origin of the deployed site, used for canonical links, such as https://www.thoranamevents.in */
  readonly VITE_SITE_URL?: string
  readonly VITE_TESTIMONIALS_URL?: string
  /** Where web vitals are sent with navigator.sendBeacon; unset, none are collected. */
  readonly VITE_VITALS_URL?: string
}

declare namespace Vike {
  interface PageContext {
    /** The edition of the page: English at "/", Tamil at "/ta/..." (pages/+onBeforeRoute.ts). */
    locale?: import('./content/editions').Locale
  }
}

declare module '*/content/ta/data/site.yaml' {
  const site: import('./content/schema').Site
  export default site
}

declare module '*/content/ta/data/navigation.yaml' {
  const navigation: import('./content/schema').Navigation
  export default navigation
}

declare module '*/content/ta/data/home.yaml' {
  const home: import('./content/schema').Home
  export default home
}

declare module '*/content/ta/data/faq.yaml' {
  const faq: import('./content/schema').FaqItem[]
  export default faq
}

declare module '*/content/data/testimonials.yaml' {
  const rows: { Message: string; Name: string; Work?: string }[]
  export default rows
}

declare module '*/content/ta/data/testimonials.yaml' {
  const rows: { Message: string; Name: string; Work?: string }[]
  export default rows
}

// The events that have pages of their own (content/pages/services/<event>/), made at build time for the editor.
declare module 'virtual:service-events' {
  const events: import('./admin/formats').ServiceEvent[]
  export default events
}

declare module 'virtual:enquiry-topics/*' {
  /** The pages with an enquiry block in one edition, by their name in the contact form's address (build-steps/enquiry-topics.ts). */
  const topics: Record<string, import('./lib/enquiry').EnquiryTopic>
  export default topics
}

declare module '*.scss?inline' {
  /** The compiled stylesheet as text, for a script that adds it to the page only when it is needed. */
  const css: string
  export default css
}

declare module '*/content/images.yaml' {
  const pictures: import('./content/schema').PictureDescription[]
  export default pictures
}
