// The shape of everything editors write in content/: MDX front-matter and the YAML data files.
// Validated at build time (see scripts/vite-plugin-content.ts), so a mistake fails the build with the
// file and the field named, before any page is rendered.
import { z } from 'zod'
import { ENQUIRY_EVENTS } from './enquiryEvents.ts'
import { galleryCategories } from './galleryCategories.ts'

/** A path inside the site, such as "/services/wedding". */
const sitePath = z
  .string()
  .regex(/^\/[a-z0-9\-/]*$/, 'must be a site path such as "/services/wedding" (lower case, starting with "/")')

/** An image file under content/images/, such as "decoration/decoration-01.jpg". */
export const imagePath = z
  .string()
  .regex(/^[a-z0-9\-/]+\.(jpg|jpeg|png|webp)$/, 'must be a file under content/images/, such as "decoration/decoration-01.jpg"')

/** Where a cropped picture keeps its subject: the middle, an edge or a corner. */
export const FOCUS_POINTS = ['center', 'top', 'bottom', 'left', 'right', 'top left', 'top right', 'bottom left', 'bottom right'] as const

export const imageSchema = z.strictObject({
  /** File under content/images/. */
  src: imagePath,
  /** What the picture shows, for visitors who cannot see it. Never empty. */
  alt: z.string().min(5, 'needs a real description of the picture (at least 5 characters)'),
  /** Which part stays in view where a slot crops the picture (banners, tiles, gallery): "center" unless set. */
  focus: z.enum(FOCUS_POINTS).optional(),
})

export const breadcrumbItemSchema = z.strictObject({
  /** Text of the crumb. */
  label: z.string().min(1),
  /** Where it links; leave out for the current page (the last crumb). */
  href: sitePath.optional(),
})

export const tileSchema = z.strictObject({
  /** Picture on the tile. */
  image: imageSchema,
  /** Heading of the tile. */
  title: z.string().min(1),
  /** One sentence under the title (optional). */
  text: z.string().optional(),
  /** Where the tile leads. Kept as given by the business, even when it is not a route (see scripts/known-broken-links.json). */
  target: sitePath,
})

export const galleryRowSchema = z.strictObject({
  /** Optional heading above the row. */
  title: z.string().optional(),
  /** 3 to 6 pictures shown side by side. */
  images: z.array(imageSchema).min(3, 'a row needs at least 3 images').max(6, 'a row holds at most 6 images'),
})

export const enquirySchema = z.strictObject({
  /** The question that opens the enquiry block at the end of the page, in the page's words, such as "Planning the decoration for a wedding?". */
  question: z.string().min(10, 'needs a real question (at least 10 characters)'),
  /** The event the contact form preselects: one of its choices; leave out to take it from the page's place (/services/wedding/... is "Wedding Event"). */
  event: z.enum(ENQUIRY_EVENTS, { error: `must be one of the contact form's events: ${ENQUIRY_EVENTS.join(', ')}` }).optional(),
})

export const pageSchema = z.strictObject({
  /** Search-engine title, shown in the browser tab. At most 60 characters. */
  title: z.string().min(10).max(60, 'must be at most 60 characters (search engines cut longer titles)'),
  /** Search-engine and link-preview description, 70 to 160 characters. */
  description: z
    .string()
    .min(70, 'must be at least 70 characters')
    .max(160, 'must be at most 160 characters (search engines cut longer descriptions)'),
  /** The page's own path; must equal the file's place under content/pages/ (index.mdx is "/"). */
  canonical: sitePath,
  /** The page's main heading (the only h1). */
  heading: z.string().min(1),
  /** Trail from Home to this page; leave out on the home page. */
  breadcrumb: z.array(breadcrumbItemSchema).min(2).optional(),
  /** The wide picture behind the heading. */
  banner: imageSchema.optional(),
  /** The paragraph under the banner. */
  intro: z.string().min(1).optional(),
  /** Cards that lead to the event's services. */
  tiles: z.array(tileSchema).optional(),
  /** Rows of pictures. */
  galleries: z.array(galleryRowSchema).optional(),
  /** Where the rows of pictures go: "end" (after the text, the default) or "top" (right under the intro). */
  galleryPosition: z.enum(['top', 'end']).default('end'),
  /** Other paths that show this same page (its canonical stays the one above), such as "/home". */
  aliases: z.array(sitePath).optional(),
  /** true for pages with widgets or forms: they have their own folder in pages/ and run React in the browser. */
  interactive: z.boolean().optional(),
  /** true keeps the page out of search engines (thank-you pages). */
  noindex: z.boolean().optional(),
  /** The block that ends the page with a quotation link and WhatsApp; every page under /services has one. */
  enquiry: enquirySchema.optional(),
})

export type PageFrontmatter = z.infer<typeof pageSchema>

const graphemes = new Intl.Segmenter('ta', { granularity: 'grapheme' })
/** Visible characters: a Tamil letter with its vowel sign is one, though it is two or three UTF-16 units. */
export const visibleLength = (text: string) => [...graphemes.segment(text)].length

/** A text whose length is counted in visible characters, with the same messages as the English limits. */
const visibleText = (min: number, max: number, maxMessage: string) =>
  z
    .string()
    .refine((text) => visibleLength(text) >= min, `must be at least ${min} characters`)
    .refine((text) => visibleLength(text) <= max, maxMessage)

/** Tamil pages (content/ta/pages/): the same fields, with title and description counted in visible characters. */
export const taPageSchema = pageSchema.extend({
  title: visibleText(10, 60, 'must be at most 60 characters (search engines cut longer titles)'),
  description: visibleText(70, 160, 'must be at most 160 characters (search engines cut longer descriptions)'),
  /**
   * true: a copy of the English page made when the page was added (npm run pages:drafts), still in English,
   * kept out of search engines and the sitemap. Write the Tamil words, then remove it.
   */
  draft: z.boolean().optional(),
})
export type ImageRef = z.infer<typeof imageSchema>
export type Tile = z.infer<typeof tileSchema>
export type BreadcrumbItem = z.infer<typeof breadcrumbItemSchema>

/** content/data/site.yaml: the business's constants, read by every page. */
export const siteSchema = z.strictObject({
  /** Business name as shown in the header, footer and structured data. */
  name: z.string().min(1),
  /** Address of the live site, no trailing slash (VITE_SITE_URL overrides it for a build). */
  url: z.url({ protocol: /^https?$/, error: 'must be a full address such as https://www.thoranamevents.in' }),
  /** Short line under the name in the footer. */
  tagline: z.string().min(1),
  /** Phone in international form without spaces, such as "+919843012016" (used in tel: and chat links). */
  phone: z.string().regex(/^\+91\d{10}$/, 'must be "+91" followed by 10 digits, no spaces'),
  /** Phone as people read it, such as "+91 98430 12016". */
  phoneDisplay: z.string().min(1),
  /** Business e-mail address. */
  email: z.email('must be an e-mail address'),
  /** Postal address (Salem). */
  address: z.strictObject({
    street: z.string().min(1),
    locality: z.string().min(1),
    region: z.string().min(1),
    postalCode: z.string().regex(/^\d{6}$/, 'must be a 6-digit PIN code'),
    country: z.string().min(1),
  }),
  /** Hours within which every enquiry is answered, as the contact page promises (the spec's 24). */
  replyWithinHours: z.number().int().positive(),
  /** Year the business was established. */
  founded: z.number().int().min(1900).max(2100),
  /** Founder, named in the about page's structured data. */
  founder: z.string().min(1),
  /** Cities the business is based in. */
  baseCities: z.array(z.string().min(1)).min(1),
  /** Region served, as the pages word it. */
  region: z.string().min(1),
  /** Logo under content/images/, used in structured data. */
  logo: imagePath,
  /** Picture shown when a page link is shared in a chat app (Open Graph). */
  shareImage: imageSchema,
  /** Greeting pre-filled in the chat app when a visitor taps the chat button. */
  chatGreeting: z.string().min(1),
  /** Social profiles: an image-sharing site, a video site and a social network. */
  social: z
    .array(
      z.strictObject({
        /** Name shown to screen readers, such as "Instagram". */
        label: z.string().min(1),
        /** Icon to show. */
        icon: z.enum(['instagram', 'youtube', 'facebook']),
        /** Full address of the profile. */
        url: z.url({ protocol: /^https$/, error: 'must be a full https:// address' }),
      }),
    )
    .min(1),
})
export type Site = z.infer<typeof siteSchema>

/** content/ta/data/site.yaml: the Tamil words of the business's constants; numbers, phone, e-mail and links stay in content/data/site.yaml. */
export const siteWordsSchema = z.strictObject({
  /** Business name in Tamil script. */
  name: z.string().min(1),
  /** Short line under the name in the footer. */
  tagline: z.string().min(1),
  /** Postal address in Tamil (the PIN code comes from the English file). */
  address: z.strictObject({ street: z.string().min(1), locality: z.string().min(1), region: z.string().min(1), country: z.string().min(1) }),
  /** Founder's name in Tamil script. */
  founder: z.string().min(1),
  /** Cities the business is based in. */
  baseCities: z.array(z.string().min(1)).min(1),
  /** Region served. */
  region: z.string().min(1),
  /** Description of the share picture. */
  shareImageAlt: z.string().min(5),
  /** Greeting pre-filled in the chat app. */
  chatGreeting: z.string().min(1),
})
export type SiteWords = z.infer<typeof siteWordsSchema>

const navLink = z.strictObject({ label: z.string().min(1), href: sitePath })

/** content/data/navigation.yaml: header menu and footer links. */
export const navigationSchema = z.strictObject({
  /** The header's links, in order; "services" is the "Our Service" dropdown. */
  header: z.strictObject({
    home: navLink,
    servicesLabel: z.string().min(1),
    services: z.array(navLink).min(1),
    links: z.array(navLink).min(1),
    cta: navLink,
  }),
  /** Footer columns, each a heading and its links. */
  footer: z.array(z.strictObject({ heading: z.string().min(1), links: z.array(navLink).min(1) })).min(1),
})
export type Navigation = z.infer<typeof navigationSchema>

/** content/data/known-broken-links.yaml: links kept on purpose although no page answers them. */
export const knownBrokenLinksSchema = z.array(
  z.strictObject({
    /** The link as it appears on the site. */
    path: sitePath,
    /** The real page a visitor following it is looking for (offered on the not-found page). */
    page: sitePath,
    /** Name of that page in the offer, such as "Engagement makeup". */
    label: z.string().min(3),
    /** The same name on the Tamil not-found page, such as "நிச்சயதார்த்த மேக்கப்". */
    labelTa: z.string().regex(/^[\u0B80-\u0BFF ,]+$/, 'Tamil letters only'),
    /** Why the link is kept. */
    reason: z.string().min(10),
  }),
)
export type KnownBrokenLink = z.infer<typeof knownBrokenLinksSchema>[number]

/** content/data/home.yaml: everything on the home page except its head tags and intro (content/pages/index.mdx). */
export const homeSchema = z.strictObject({
  /** The hero carousel: exactly three slides, shown in this order. */
  slides: z
    .array(
      z.strictObject({
        /** Picture of the slide (1600 x 900 looks best). */
        image: imagePath,
        /** Description of the picture; optional, the title is used when it is left out. */
        alt: z.string().optional(),
        /** The slide's headline. */
        title: z.string().min(1),
        /** One sentence under the headline, also read by search engines. */
        description: z.string().min(1),
      }),
    )
    .length(3, 'the hero carousel has exactly 3 slides'),
  /** The row of six service shortcuts under the carousel. */
  shortcuts: z.array(z.strictObject({ label: z.string().min(1), icon: z.enum(['decoration', 'photography', 'makeup', 'mehndi', 'entertainment', 'gifts']), href: sitePath })).length(6),
  /** The about teaser: heading, text, five tick points. */
  about: z.strictObject({
    heading: z.string().min(1),
    text: z.string().min(1),
    image: imageSchema,
    points: z.array(z.string().min(1)).length(5, 'the about teaser has exactly 5 points'),
  }),
  /** The services grid: six cards, each to /services/{servicename}. */
  services: z
    .array(
      z.strictObject({
        imageSrc: imagePath,
        title: z.string().min(1),
        description: z.string().min(1),
        /** Slug of the event page: /services/{servicename}. */
        servicename: z.enum(['babyshower', 'birthday', 'engagement', 'housewarming', 'puberty', 'wedding']),
      }),
    )
    .length(6),
  /** Six pictures of recent projects. */
  projects: z.array(imageSchema).length(6),
  /** Headings of the home page's sections. */
  headings: z.strictObject({
    services: z.string().min(1),
    projects: z.string().min(1),
    reviews: z.string().min(1),
    faq: z.string().min(1),
  }),
  /** The counters strip; numbers count up to these targets. */
  counters: z.array(z.strictObject({ value: z.number().int().positive(), suffix: z.string(), label: z.string().min(1) })).length(4),
})
export type Home = z.infer<typeof homeSchema>

/** content/data/faq.yaml: the home page's questions and answers. */
export const faqSchema = z.array(z.strictObject({ question: z.string().min(5), answer: z.string().min(5) })).length(6, 'the FAQ has exactly 6 questions')
export type FaqItem = z.infer<typeof faqSchema>[number]

/**
 * content/data/testimonials.yaml: the default testimonials served by the local feed (Message, Name, Work, and
 * Language: "ta" for a review written in Tamil; empty means English, the feed's first language).
 */
export const testimonialsSchema = z
  .array(z.strictObject({ Message: z.string().min(5), Name: z.string().min(1), Work: z.string().optional(), Language: z.enum(['en', 'ta']).optional() }))
  .min(1)

export { galleryCategories }

/** content/data/gallery.yaml: the gallery page's pictures. */
export const gallerySchema = z
  .array(
    z.strictObject({
      /** File under content/images/. */
      src: imagePath,
      /** What the picture shows. */
      alt: z.string().min(5),
      /** Filter category. */
      category: z.enum(galleryCategories),
    }),
  )
  .min(1)
export type GalleryItem = z.infer<typeof gallerySchema>[number]

/** Which schema checks which data file (by name under content/data/). */
export const dataSchemas: Record<string, z.ZodType> = {
  'site.yaml': siteSchema,
  'navigation.yaml': navigationSchema,
  'known-broken-links.yaml': knownBrokenLinksSchema,
  'home.yaml': homeSchema,
  'faq.yaml': faqSchema,
  'testimonials.yaml': testimonialsSchema,
  'gallery.yaml': gallerySchema,
}

/** The Tamil edition's data files (content/ta/data/): the same schemas, but site.yaml holds only words. */
export const taDataSchemas: Record<string, z.ZodType> = {
  ...Object.fromEntries(Object.entries(dataSchemas).filter(([name]) => name !== 'known-broken-links.yaml')),
  'site.yaml': siteWordsSchema,
}

/** Which edition a content file belongs to: files under content/ta/ are Tamil. */
export function localeOfFile(file: string): 'en' | 'ta' {
  return /(^|\/)content\/ta\//.test(file.replace(/\\/g, '/')) ? 'ta' : 'en'
}

/** Turns zod issues into lines such as `content/pages/x.mdx: tiles[2].target: must be a site path`. */
export function describeIssues(file: string, error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const field = issue.path
        .map((part, i) => (typeof part === 'number' ? `[${part}]` : `${i === 0 ? '' : '.'}${String(part)}`))
        .join('')
      return `${file}: ${field || '(front-matter)'}: ${issue.message}`
    })
    .join('\n')
}

/** The path a page file stands for: content/pages/services/wedding.mdx is "/services/wedding", its Tamil mirror "/ta/services/wedding". */
export function pathOfPageFile(relativeToPages: string, locale: 'en' | 'ta' = 'en'): string {
  const withoutExt = relativeToPages.replace(/\\/g, '/').replace(/\.mdx$/, '')
  const prefix = locale === 'ta' ? '/ta' : ''
  if (withoutExt === 'index') return prefix || '/'
  return prefix + '/' + withoutExt.replace(/\/index$/, '')
}

export class ContentError extends Error {
  name = 'ContentError'
}

/** Validates one page's front-matter; throws a ContentError naming the file and each wrong field. */
export function validatePage(file: string, relativeToPages: string, data: unknown): PageFrontmatter {
  const locale = localeOfFile(file)
  const result = (locale === 'ta' ? taPageSchema : pageSchema).safeParse(data ?? {})
  if (!result.success) throw new ContentError(describeIssues(file, result.error))
  const expected = pathOfPageFile(relativeToPages, locale)
  if (result.data.canonical !== expected) {
    throw new ContentError(`${file}: canonical: must be "${expected}" (the file's place under content/pages/), not "${result.data.canonical}"`)
  }
  const place = pathOfPageFile(relativeToPages)
  if (place.startsWith('/services/') && !result.data.enquiry) {
    throw new ContentError(`${file}: enquiry: missing: every event and service page ends with an enquiry block; write its question, such as "enquiry: { question: Planning the decoration for a wedding? }"`)
  }
  return result.data
}

/** Validates one data file; throws a ContentError naming the file and each wrong field. */
export function validateData(file: string, data: unknown): unknown {
  const name = file.split('/').pop() ?? file
  const tamil = localeOfFile(file) === 'ta'
  const schema = (tamil ? taDataSchemas : dataSchemas)[name]
  if (!schema) throw new ContentError(`${file}: no schema for this data file in content/schema.ts (${tamil ? 'taDataSchemas' : 'dataSchemas'})`)
  const result = schema.safeParse(data)
  if (!result.success) throw new ContentError(describeIssues(file, result.error))
  return result.data
}
