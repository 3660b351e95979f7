// What a page's text (the body of an MDX file in content/) may hold besides Markdown: these components, each with
// the attributes it takes. Content files import nothing and run no code; the build refuses anything else, naming
// the file and the line (components/bodyText.ts). components/mdxComponents.tsx registers exactly BODY_COMPONENTS
// and the pages that add a widget of their own take only PAGE_COMPONENTS' names: the typecheck holds them together.

/** The components every page's text may use, with the attributes each takes (always plain text in quotes). */
export const BODY_COMPONENTS = {
  CheckList: ['color'],
  ButtonLink: ['href'],
  ContactCards: [],
  PrivacyContact: [],
  RemoveDeviceData: [],
  AddressSeenBy: [],
} as const

/** The widgets one page has (its folder in pages/ adds them), by the page's English path. */
export const PAGE_COMPONENTS = {
  '/contactus': { EnquiryForm: [] },
  '/vendor': { VendorForm: [] },
  '/review': { FeedbackForm: [] },
  '/gallery': { Gallery: [] },
  '/404': { NotFoundHint: [] },
} as const

/**
 * The one HTML element a page's text takes: a word in another language than the page's, such as
 * <span lang="en">SheetDB</span> on a Tamil page, so that screen readers read it in that language.
 */
export const BODY_ELEMENTS = { span: ['lang'] } as const

export type BodyComponentName = keyof typeof BODY_COMPONENTS
type PageComponentTable = typeof PAGE_COMPONENTS
export type PageComponentName = { [Page in keyof PageComponentTable]: keyof PageComponentTable[Page] }[keyof PageComponentTable]

/** Everything the text of the page at `pagePath` (its English path, such as "/contactus") may hold, with its attributes. */
export function bodyVocabulary(pagePath: string): Record<string, readonly string[]> {
  const own = (PAGE_COMPONENTS as Record<string, Record<string, readonly string[]>>)[pagePath] ?? {}
  return { ...BODY_COMPONENTS, ...own, ...BODY_ELEMENTS }
}

/** The page whose text may use a page's widget, such as "/contactus" for EnquiryForm. */
export function pageOfComponent(name: string): string | undefined {
  return Object.entries(PAGE_COMPONENTS).find(([, components]) => name in components)?.[0]
}
