// The shape of everything editors write in content/: MDX front-matter and the YAML data files.
// Validated at build time (build-steps/content-check.ts), so a mistake fails the build with the file and the field
// named, before any page is rendered. Each field's description is its one-line doc, shown as the field's hint
// in the editor at /admin (build-steps/cms-config.ts). Fields marked `words` are what a translation gives
// (content/<lang>/, see content/translation.ts); everything else is written once, in the English file. An item
// that holds words names its `key`: what a translation's words for it follow (a picture's file, a tile's target),
// so they stay with it when the English items are added, removed or reordered.
import { z } from 'zod'
import { LANGUAGES, localizePath, LOCALES, type Locale } from './editions.ts'
import { ENQUIRY_EVENTS } from './enquiryEvents.ts'
import { galleryCategories } from './galleryCategories.ts'
import { PICTURE_PATH, picturePathProblem } from './pictureNames.js'

/** A text each edition writes in its own language: a translation must give it wherever the English file has it. */
const words = <T extends z.ZodType>(schema: T, description: string) => schema.meta({ description, words: true })
/** A value each edition sets for itself, or leaves out (a translation's draft flag, a review's language). */
const ownValue = <T extends z.ZodType>(schema: T, description: string) => schema.meta({ description, words: 'own' })
/**
 * A setting for the developers: how a page is routed and built. The editor's form leaves it out (ticking "interactive"
 * on a content page would take the page off the site); the file keeps it as written.
 */
const developerOnly = <T extends z.ZodType>(schema: T, description: string) => schema.meta({ description, developer: true })

/**
 * The field an item is known by, so a translation's words follow it, never its position: a translation writes it
 * beside its words (`src: decoration/decoration-01.jpg`), and its words hold only while the English item has the
 * same value (a picture replaced by another file waits for a new description). Where that field is itself a word
 * (a question, a heading), its English text is the key, written as `en` in the translation: when the English text
 * changes, its translation waits for a new one.
 */
const knownBy = <T extends z.ZodType>(schema: T, key: string) => schema.meta({ key })

type Rule<T> = T | [T, string]
const ruleOf = <T>(rule: Rule<T>): [T, string | undefined] => (Array.isArray(rule) ? [rule[0] as T, rule[1]] : [rule, undefined])

/**
 * A text with a pattern and length rules, each with its message if it has one. z.toJSONSchema keeps a rule but
 * not its message, so the messages also go into `errorMessage` (by the JSON Schema keyword) for the editor.
 */
function text(rules: { pattern?: Rule<RegExp>; min?: Rule<number>; max?: Rule<number> }) {
  let schema = z.string()
  const errorMessage: Record<string, string> = {}
  if (rules.pattern) {
    const [pattern, message] = ruleOf(rules.pattern)
    schema = schema.regex(pattern, message)
    if (message) errorMessage.pattern = message
  }
  if (rules.min !== undefined) {
    const [min, message] = ruleOf(rules.min)
    schema = schema.min(min, message)
    if (message) errorMessage.minLength = message
  }
  if (rules.max !== undefined) {
    const [max, message] = ruleOf(rules.max)
    schema = schema.max(max, message)
    if (message) errorMessage.maxLength = message
  }
  return Object.keys(errorMessage).length ? schema.meta({ errorMessage }) : schema
}

/** A full web address with one of these protocols; JSON Schema has no protocol rule, so it is written as a pattern. */
const webAddress = (protocol: RegExp, message: string) =>
  z
    .url({ protocol, error: message })
    .meta({ pattern: `^(?:${protocol.source.replace(/^\^|\$$/g, '')}):\\/\\/\\S+$`, errorMessage: { pattern: message } })

/** An e-mail address (its pattern is in the JSON Schema; its message goes with it). */
const emailAddress = (message: string) => z.email(message).meta({ errorMessage: { pattern: message } })

/** The rule of a path inside the site, such as "/services/wedding" (a translation's links are made from it). */
export const SITE_PATH = /^\/[a-z0-9\-/]*$/
const sitePath = text({ pattern: [SITE_PATH, 'must be a site path such as "/services/wedding" (lower case, starting with "/")'] })

/**
 * The rule of a picture's path under content/images/: names as phones give them are kept ("uploads/IMG_1234.JPG",
 * Tamil letters, spaces), a hidden file or a sign an address cannot hold is refused (content/pictureNames.js).
 */
export const IMAGE_PATH = PICTURE_PATH
export const imagePath = z
  .string()
  .superRefine((value, ctx) => {
    const problem = picturePathProblem(value)
    if (problem) ctx.addIssue({ code: 'custom', message: problem })
  })
  .meta({
    pattern: PICTURE_PATH.source,
    errorMessage: {
      pattern:
        'must be a .jpg, .jpeg, .png or .webp file under content/images/, such as "decoration/decoration-01.jpg", whose name does not start with a dot or hold "#", "?", "%" or ":"',
    },
  })

/** Where a cropped picture keeps its subject: the middle, an edge or a corner. */
export const FOCUS_POINTS = ['center', 'top', 'bottom', 'left', 'right', 'top left', 'top right', 'bottom left', 'bottom right'] as const

/** The catalogue of pictures (content/images.yaml): every picture's description, once, in every edition's language. */
export const PICTURE_CATALOGUE = 'images.yaml'

/** What a picture shows, for visitors who cannot see it, in one language: never empty. */
const description = (locale: Locale) =>
  text({ min: [5, 'needs a real description of the picture (at least 5 characters)'] }).describe(
    `What the picture shows, in ${locale === 'en' ? 'English' : LANGUAGES[locale].name}: read aloud to visitors who cannot see it and shown under it in the picture viewer, wherever it is used.`,
  )

/**
 * content/images.yaml: each picture's description, written once beside content/images/, in every edition's
 * language. Pages and data files name a picture by its file and write no description of their own.
 */
export const pictureCatalogueSchema = z
  .array(
    z.strictObject({
      src: imagePath.describe('Picture: a file under content/images/ (upload it here).'),
      ...(Object.fromEntries(LOCALES.map((locale) => [locale, description(locale)])) as Record<Locale, ReturnType<typeof description>>),
    }),
  )
  .min(1)
  .describe('Every picture the site shows, each with what it shows in each language.')
export type PictureDescription = z.infer<typeof pictureCatalogueSchema>[number]

export const imageSchema = knownBy(
  z.strictObject({
    src: imagePath.describe('Picture: a file under content/images/, described once in Pictures (content/images.yaml).'),
    focus: z
      .enum(FOCUS_POINTS)
      .optional()
      .describe('Which part stays in view where a slot crops the picture (banners, tiles, gallery): "center" unless set.'),
  }),
  'src',
)

export const breadcrumbItemSchema = knownBy(
  z.strictObject({
    label: words(z.string().min(1), 'Text of the crumb.'),
    href: sitePath.optional().describe('Where it links; leave out for the current page (the last crumb).'),
  }),
  'href',
)

export const tileSchema = knownBy(
  z.strictObject({
    image: imageSchema.describe('Picture on the tile.'),
    title: words(z.string().min(1), 'Heading of the tile.'),
    text: words(z.string(), 'One sentence under the title.').optional(),
    target: sitePath.describe(
      'Where the tile leads; kept as the business gave it, even when it is not a route (content/data/known-broken-links.yaml).',
    ),
  }),
  'target',
)

export const galleryRowSchema = knownBy(
  z.strictObject({
    title: words(z.string(), 'Heading above the row.').optional(),
    images: z
      .array(imageSchema)
      .min(3, 'a row needs at least 3 images')
      .max(6, 'a row holds at most 6 images')
      .describe('3 to 6 pictures shown side by side.'),
  }),
  'title',
)

export const enquirySchema = z.strictObject({
  question: words(
    text({ min: [10, 'needs a real question (at least 10 characters)'] }),
    'The question that opens the enquiry block at the end of the page, such as "Planning the decoration for a wedding?".',
  ),
  event: z
    .enum(ENQUIRY_EVENTS, { error: `must be one of the contact form's events: ${ENQUIRY_EVENTS.join(', ')}` })
    .optional()
    .describe(
      'The event the contact form preselects; leave out to take it from the page\'s place (/services/wedding/... is "Wedding Event").',
    ),
})

const TITLE_DOC = 'Search-engine title, shown in the browser tab: at most 60 characters.'
const DESCRIPTION_DOC = 'Search-engine and link-preview description: 70 to 160 characters.'

export const pageSchema = z.strictObject({
  title: words(text({ min: 10, max: [60, 'must be at most 60 characters (search engines cut longer titles)'] }), TITLE_DOC),
  description: words(
    text({
      min: [70, 'must be at least 70 characters'],
      max: [160, 'must be at most 160 characters (search engines cut longer descriptions)'],
    }),
    DESCRIPTION_DOC,
  ),
  canonical: sitePath.describe('The page\'s own path: its file\'s place under content/pages/ (index.mdx is "/").'),
  heading: words(z.string().min(1), "The page's main heading (its only h1)."),
  breadcrumb: z.array(breadcrumbItemSchema).min(2).optional().describe('Trail from Home to this page; leave out on the home page.'),
  banner: imageSchema.optional().describe('The wide picture behind the heading.'),
  intro: words(z.string().min(1), 'The paragraph under the banner.').optional(),
  tiles: z.array(tileSchema).optional().describe("Cards that lead to the event's services."),
  galleries: z.array(galleryRowSchema).optional().describe('Rows of pictures.'),
  galleryPosition: z
    .enum(['top', 'end'])
    .default('end')
    .describe(
      'Where the rows of pictures go: "end" (the first row right under the intro, the others after the text) or "top" (all of them right under the intro).',
    ),
  aliases: developerOnly(
    z.array(sitePath).optional(),
    'Other paths that show this same page, its canonical link naming the one above; a page with widgets answers them from its folder in pages/ (as pages/home).',
  ),
  interactive: developerOnly(
    z.boolean().optional(),
    'true for pages with widgets or forms: they have their own folder in pages/ and run React in the browser.',
  ),
  noindex: z.boolean().optional().describe('true keeps the page out of search engines (thank-you pages).'),
  enquiry: enquirySchema
    .optional()
    .describe('The block that ends the page with a quotation link and WhatsApp; every page under /services has one.'),
})

export type PageFrontmatter = z.infer<typeof pageSchema>

const graphemes = new Intl.Segmenter('ta', { granularity: 'grapheme' })
/** Visible characters: a Tamil letter with its vowel sign is one, though it is two or three UTF-16 units. */
export const visibleLength = (text: string) => [...graphemes.segment(text)].length

/** The longest title html-validate's long-title rule allows, counted in UTF-16 units as browsers do. */
const TITLE_UNITS = 70

/** A text whose length is counted in visible characters, with the same messages as the English limits. */
const visibleText = (min: number, max: number, maxMessage: string) =>
  z
    .string()
    .refine((text) => visibleLength(text) >= min, `must be at least ${min} characters`)
    .refine((text) => visibleLength(text) <= max, maxMessage)

/**
 * A translated page (content/<lang>/pages/) once its words are laid over the English page: the same fields,
 * title and description counted in visible characters, and the translation's own draft flag.
 */
export const translatedPageSchema = pageSchema.extend({
  title: words(
    visibleText(10, 60, 'must be at most 60 characters (search engines cut longer titles)').refine(
      (text) => text.length <= TITLE_UNITS,
      `is too long as browsers and search engines count it (${TITLE_UNITS} code units: a Tamil vowel sign counts apart): leave the places out, "<the page> | தோரணம் ஈவென்ட்ஸ்"`,
    ),
    TITLE_DOC,
  ),
  description: words(visibleText(70, 160, 'must be at most 160 characters (search engines cut longer descriptions)'), DESCRIPTION_DOC),
  draft: ownValue(
    z.boolean().optional(),
    'true: a copy of the English words made when the page was added (npm run translations:tidy), kept out of search engines and the sitemap. Translate, then remove it.',
  ),
})
export type ImageRef = z.infer<typeof imageSchema>
export type Tile = z.infer<typeof tileSchema>
export type BreadcrumbItem = z.infer<typeof breadcrumbItemSchema>

/** content/data/site.yaml: the business's constants, read by every page. */
export const siteSchema = z.strictObject({
  name: words(z.string().min(1), 'Business name as shown in the header, footer and structured data.'),
  url: webAddress(/^https?$/, 'must be a full address such as https://www.thoranamevents.in').describe(
    'Address of the live site, no trailing slash (VITE_SITE_URL overrides it for a build).',
  ),
  tagline: words(z.string().min(1), 'Short line under the name in the footer.'),
  phone: text({ pattern: [/^\+91\d{10}$/, 'must be "+91" followed by 10 digits, no spaces'] }).describe(
    'Phone in international form without spaces, such as "+919843012016" (used in tel: and chat links).',
  ),
  phoneDisplay: z.string().min(1).describe('Phone as people read it, such as "+91 98430 12016".'),
  email: emailAddress('must be an e-mail address').describe('Business e-mail address.'),
  address: z
    .strictObject({
      street: words(z.string().min(1), 'Door number, street and area.'),
      locality: words(z.string().min(1), 'Town or city.'),
      region: words(z.string().min(1), 'State.'),
      postalCode: text({ pattern: [/^\d{6}$/, 'must be a 6-digit PIN code'] }).describe('PIN code: 6 digits.'),
      country: words(z.string().min(1), 'Country.'),
    })
    .describe('Postal address (Salem).'),
  replyWithinHours: z.number().int().positive().describe('Hours within which every enquiry is answered, as the contact page promises.'),
  founded: z.number().int().min(1900).max(2100).describe('Year the business was established.'),
  founder: words(z.string().min(1), "Founder, named in the about page's structured data."),
  baseCities: words(z.array(z.string().min(1)).min(1), 'Cities the business is based in.'),
  region: words(z.string().min(1), 'Region served, as the pages word it.'),
  logo: imagePath.describe('Logo under content/images/, used in structured data.'),
  shareImage: imageSchema.describe('Picture shown when a page link is shared in a chat app (Open Graph).'),
  chatGreeting: words(z.string().min(1), 'Greeting pre-filled in the chat app when a visitor taps the chat button.'),
  social: z
    .array(
      z.strictObject({
        label: z.string().min(1).describe('Name of the site read to screen readers, such as "Instagram" (the same in every edition).'),
        icon: z.enum(['instagram', 'youtube', 'facebook']).describe('Icon to show.'),
        url: webAddress(/^https$/, 'must be a full https:// address').describe('Full address of the profile.'),
      }),
    )
    .min(1)
    .describe('Social profiles: an image-sharing site, a video site and a social network.'),
})
export type Site = z.infer<typeof siteSchema>

const navLink = knownBy(
  z.strictObject({
    label: words(z.string().min(1), 'Text of the link.'),
    href: sitePath.describe('Where it leads.'),
  }),
  'href',
)

/** content/data/navigation.yaml: header menu and footer links. */
export const navigationSchema = z.strictObject({
  header: z
    .strictObject({
      home: navLink.describe('The link to the home page.'),
      servicesLabel: words(z.string().min(1), 'Name of the "Our Service" dropdown.'),
      services: z.array(navLink).min(1).describe("The dropdown's links, in order."),
      links: z.array(navLink).min(1).describe("The header's other links, in order."),
      cta: navLink.describe('The button at the end of the header.'),
    })
    .describe("The header's links, in order."),
  footer: z
    .array(
      knownBy(
        z.strictObject({
          heading: words(z.string().min(1), 'Heading of the column.'),
          links: z.array(navLink).min(1).describe("The column's links."),
        }),
        'heading',
      ),
    )
    .min(1)
    .describe('Footer columns, each a heading and its links.'),
})
export type Navigation = z.infer<typeof navigationSchema>

/** content/data/known-broken-links.yaml: links kept on purpose although no page answers them. */
export const knownBrokenLinksSchema = z.array(
  z.strictObject({
    path: sitePath.describe('The link as it appears on the site.'),
    page: sitePath.describe('The real page a visitor following it is looking for (offered on the not-found page by its heading).'),
    reason: z.string().min(10).describe('Why the link is kept.'),
  }),
)
export type KnownBrokenLink = z.infer<typeof knownBrokenLinksSchema>[number]

/** content/data/home.yaml: everything on the home page except its head tags and intro (content/pages/index.mdx). */
export const homeSchema = z.strictObject({
  slides: z
    .array(
      knownBy(
        z.strictObject({
          image: imagePath.describe('Picture of the slide (1600 x 900 looks best), described once in Pictures (content/images.yaml).'),
          title: words(z.string().min(1), "The slide's headline."),
          description: words(z.string().min(1), 'One sentence under the headline, also read by search engines.'),
        }),
        'image',
      ),
    )
    .length(3, 'the hero carousel has exactly 3 slides')
    .describe('The hero carousel: exactly three slides, shown in this order.'),
  shortcuts: z
    .array(
      knownBy(
        z.strictObject({
          label: words(z.string().min(1), 'Text under the icon.'),
          icon: z.enum(['decoration', 'photography', 'makeup', 'mehndi', 'entertainment', 'gifts']).describe('Icon of the shortcut.'),
          href: sitePath.describe('Where it leads.'),
        }),
        'href',
      ),
    )
    .length(6)
    .describe('The row of six service shortcuts under the carousel.'),
  about: z
    .strictObject({
      heading: words(z.string().min(1), 'Heading of the teaser.'),
      text: words(z.string().min(1), "The teaser's paragraph."),
      image: imageSchema.describe('Picture beside the text.'),
      points: words(z.array(z.string().min(1)).length(5, 'the about teaser has exactly 5 points'), 'Five short points, each with a tick.'),
    })
    .describe('The about teaser: heading, text, five tick points.'),
  services: z
    .array(
      knownBy(
        z.strictObject({
          imageSrc: imagePath.describe('Picture of the card, described once in Pictures (content/images.yaml).'),
          title: words(z.string().min(1), 'Heading of the card.'),
          description: words(z.string().min(1), 'One sentence on the card.'),
          servicename: z
            .enum(['babyshower', 'birthday', 'engagement', 'housewarming', 'puberty', 'wedding'])
            .describe('Slug of the event page: /services/{servicename}.'),
        }),
        'servicename',
      ),
    )
    .length(6)
    .describe('The services grid: six cards, each to /services/{servicename}.'),
  projects: z.array(imageSchema).length(6).describe('Six pictures of recent projects.'),
  headings: z
    .strictObject({
      services: words(z.string().min(1), 'Heading of the services grid.'),
      projects: words(z.string().min(1), 'Heading of the recent projects.'),
      reviews: words(z.string().min(1), 'Heading of the testimonials.'),
      faq: words(z.string().min(1), 'Heading of the questions and answers.'),
    })
    .describe("Headings of the home page's sections."),
  counters: z
    .array(
      knownBy(
        z.strictObject({
          value: z.number().int().positive().describe('The number the counter counts up to.'),
          suffix: z.string().describe('Sign after the number, such as "+".'),
          label: words(z.string().min(1), 'What is counted.'),
        }),
        'label',
      ),
    )
    .length(4)
    .describe('The counters strip; numbers count up to these targets.'),
})
export type Home = z.infer<typeof homeSchema>

/** content/data/faq.yaml: the home page's questions and answers. */
export const faqSchema = z
  .array(
    knownBy(
      z.strictObject({
        question: words(z.string().min(5), 'The question, as a visitor would ask it.'),
        answer: words(z.string().min(5), 'The answer, in a few sentences.'),
      }),
      'question',
    ),
  )
  .length(6, 'the FAQ has exactly 6 questions')
export type FaqItem = z.infer<typeof faqSchema>[number]

/** content/data/testimonials.yaml: the default testimonials served by the local feed (its columns: Message, Name, Work, Language). */
export const testimonialsSchema = z
  .array(
    knownBy(
      z.strictObject({
        Message: words(z.string().min(5), 'What the family wrote.'),
        Name: words(z.string().min(1), 'Who wrote it.'),
        Work: words(z.string(), 'Their work and town, such as "School teacher, Salem".').optional(),
        Language: ownValue(
          z.enum(['en', 'ta']).optional(),
          'Language the review is written in: "ta" for Tamil; left out means English, the feed\'s first language.',
        ),
      }),
      'Name',
    ),
  )
  .min(1)

export { galleryCategories }

/** content/data/gallery.yaml: the gallery page's pictures. */
export const gallerySchema = z
  .array(
    knownBy(
      z.strictObject({
        src: imagePath.describe('Picture: a file under content/images/, described once in Pictures (content/images.yaml).'),
        category: z.enum(galleryCategories).describe('Filter category (the filter keys stay in English in every edition).'),
      }),
      'src',
    ),
  )
  .min(1)
export type GalleryItem = z.infer<typeof gallerySchema>[number]

/** Which schema checks which data file (by name under content/data/); a translation's file is checked once merged. */
export const dataSchemas: Record<string, z.ZodType> = {
  'site.yaml': siteSchema,
  'navigation.yaml': navigationSchema,
  'known-broken-links.yaml': knownBrokenLinksSchema,
  'home.yaml': homeSchema,
  'faq.yaml': faqSchema,
  'testimonials.yaml': testimonialsSchema,
  'gallery.yaml': gallerySchema,
}

/**
 * The page whose widgets show a data file's words: while one of them waits for its translation, that page of the
 * translation stays out of search engines, like a draft. The menu and the business's details are on every page: a
 * label of theirs still in English is listed, but does not take a whole edition out of search engines.
 */
export const DATA_FILE_PAGES: Record<string, string> = {
  'home.yaml': '/',
  'faq.yaml': '/',
  'testimonials.yaml': '/',
  'gallery.yaml': '/gallery',
}

/** Data files for the developers: links kept on purpose are a decision, not words. */
export const DEVELOPER_DATA_FILES = new Set(['known-broken-links.yaml'])

/**
 * Data files that have no translation: the developers' files, and lists with no words of their own (the gallery's
 * pictures are described in content/images.yaml, in every language).
 */
export const UNTRANSLATED_DATA_FILES = new Set([...DEVELOPER_DATA_FILES, 'gallery.yaml'])

/** The editions that are translations of the English one (each has its folder content/<lang>/). */
export const TRANSLATIONS = LOCALES.filter((locale) => locale !== 'en')

/** Which edition a content file belongs to: files under content/<lang>/ belong to that translation. */
export function localeOfFile(file: string): Locale {
  const normalized = file.replace(/\\/g, '/')
  return TRANSLATIONS.find((locale) => new RegExp(`(^|/)content/${locale}/`).test(normalized)) ?? 'en'
}

/** What a value written in YAML is, as an editor would say it: "a list", "a group of fields"; else its type ("null"). */
function kindOf(value: unknown): string {
  if (Array.isArray(value)) return 'a list'
  if (value === null) return 'null'
  return typeof value === 'object' ? 'a group of fields' : typeof value
}

/**
 * The schema library's messages in an editor's words, made from each issue's own facts through zod's error
 * customisation (the `error` of every parse of content below). A rule that has its own message (a title's 60
 * characters, a row's three pictures) keeps it: zod asks this map only for issues without one.
 */
export const inEditorsWords: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined) return 'missing: this field must be filled in'
      const given = issue.input
      switch (issue.expected) {
        case 'string':
          return typeof given === 'number' || typeof given === 'boolean'
            ? 'must be a text: put it in quotes ("…")'
            : `must be a text, not ${kindOf(given)}`
        case 'number':
        case 'int':
          return `must be a ${issue.expected === 'int' ? 'whole ' : ''}number, written without quotes`
        case 'boolean':
          return 'must be true or false (a tick box in the editor), written without quotes'
        case 'array':
          return 'must be a list: each item on its own line, starting with "- "'
        case 'object':
          return 'must be a group of fields, each on its own line, indented under this one'
      }
      return undefined
    }
    case 'invalid_value':
      return issue.values.length > 1 ? `must be one of: ${issue.values.map(String).join(', ')}` : undefined
    case 'too_small': {
      const n = Number(issue.minimum)
      if (issue.exact && issue.origin === 'array') return `must hold exactly ${n} ${n === 1 ? 'item' : 'items'}`
      if (issue.origin === 'string') return n === 1 ? 'must not be empty' : `needs at least ${n} characters`
      if (issue.origin === 'array') return `needs at least ${n} ${n === 1 ? 'item' : 'items'}`
      if (issue.origin === 'number') return issue.inclusive ? `must be at least ${n}` : `must be more than ${n}`
      return undefined
    }
    case 'too_big': {
      const n = Number(issue.maximum)
      if (issue.exact && issue.origin === 'array') return `must hold exactly ${n} ${n === 1 ? 'item' : 'items'}`
      if (issue.origin === 'string') return `must be at most ${n} characters`
      if (issue.origin === 'array') return `holds at most ${n} items`
      if (issue.origin === 'number') return issue.inclusive ? `must be at most ${n}` : `must be less than ${n}`
      return undefined
    }
    case 'unrecognized_keys': {
      const keys = issue.keys.map((key) => `"${key}"`).join(', ')
      return issue.keys.length > 1
        ? `${keys} are not fields here: check the spelling, or remove them`
        : `${keys} is not a field here: check the spelling, or remove it`
    }
  }
  return undefined
}

/** Turns zod issues into lines such as `content/pages/x.mdx: tiles[2].target: must be a site path`. */
export function describeIssues(file: string, error: z.ZodError): string {
  return error.issues.map((issue) => `${file}: ${fieldPath(issue.path) || '(front-matter)'}: ${issue.message}`).join('\n')
}

/** ["tiles", 2, "target"] -> "tiles[2].target". */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path.map((part, i) => (typeof part === 'number' ? `[${part}]` : `${i === 0 ? '' : '.'}${String(part)}`)).join('')
}

/** The path a page file stands for: content/pages/services/wedding.mdx is "/services/wedding", its Tamil one "/ta/services/wedding". */
export function pathOfPageFile(relativeToPages: string, locale: Locale = 'en'): string {
  const withoutExt = relativeToPages.replace(/\\/g, '/').replace(/\.mdx$/, '')
  return localizePath(withoutExt === 'index' ? '/' : '/' + withoutExt.replace(/\/index$/, ''), locale)
}

export class ContentError extends Error {
  name = 'ContentError'
}

/** Validates one page's front-matter (a translation's once merged); throws a ContentError naming the file and each wrong field. */
export function validatePage(file: string, relativeToPages: string, data: unknown): PageFrontmatter & { draft?: boolean } {
  const locale = localeOfFile(file)
  const result = (locale === 'en' ? pageSchema : translatedPageSchema).safeParse(data ?? {}, { error: inEditorsWords })
  if (!result.success) throw new ContentError(describeIssues(file, result.error))
  const expected = pathOfPageFile(relativeToPages, locale)
  if (result.data.canonical !== expected) {
    // The editor adds "-1" to a new page's file name when its address is taken (a page added since the editor was built).
    if (expected === `${result.data.canonical}-${/-(\d+)$/.exec(expected)?.[1]}`) {
      throw new ContentError(
        `${file}: canonical: the address ${result.data.canonical} was already taken when this page was saved, so it was saved as ${expected}: delete this file and add the page again with an address of its own (or rename the file and write its new address here)`,
      )
    }
    throw new ContentError(
      `${file}: canonical: must be "${expected}" (the file's place under content/pages/), not "${result.data.canonical}"`,
    )
  }
  const place = pathOfPageFile(relativeToPages)
  if (place.startsWith('/services/') && !result.data.enquiry) {
    throw new ContentError(
      `${file}: enquiry: missing: every event and service page ends with an enquiry block; write its question, such as "enquiry: { question: Planning the decoration for a wedding? }"`,
    )
  }
  return result.data
}

/** Validates one data file (a translation's once merged); throws a ContentError naming the file and each wrong field. */
export function validateData(file: string, data: unknown): unknown {
  const name = file.split('/').pop() ?? file
  const schema = dataSchemas[name]
  if (!schema) throw new ContentError(`${file}: no schema for this data file in content/schema.ts (dataSchemas)`)
  const result = schema.safeParse(data, { error: inEditorsWords })
  if (!result.success) throw new ContentError(describeIssues(file, result.error))
  return result.data
}
