// Which event and service a page is about, and the two ways its enquiry block asks about it: the contact form
// opened for this page, and WhatsApp. Shared by the pre-rendered pages (components/EnquiryBlock.tsx), the
// contact form in the browser (components/forms/LeadForm.tsx) and the build, which lists the topics the form
// knows (build-steps/enquiry-topics.ts).
import { eventOfPlace, type EnquiryEvent } from '../content/enquiryEvents.ts'
import type { PageFrontmatter } from '../content/schema.ts'
import { localizePath, splitLocale, type Locale } from '../content/editions.ts'

/** What the contact form needs to know about a page: the event to preselect (none for /services/photo) and the service's name. */
export interface EnquiryTopic {
  event?: EnquiryEvent
  service: string
}

/** The query parameter that tells the contact form which page it was opened from. */
export const SERVICE_PARAM = 'service'

/**
 * How a page is named in the contact form's address: "/services/wedding/decoration" is "wedding-decoration",
 * "/services/wedding/wedding-mehndi" is "wedding-mehndi" (the event is not said twice), "/services/photo" "photo".
 */
export function serviceSlug(path: string): string {
  const segments = splitLocale(path)
    .path.replace(/^\/services\//, '')
    .replace(/^\//, '')
    .split('/')
  if (segments.length === 2 && segments[1].startsWith(`${segments[0]}-`)) return segments[1]
  return segments.join('-')
}

/** A page's enquiry, or none: its block's question, its address name, and its topic (event from front-matter or its place; service: its heading). */
export function enquiryOf(
  page: Pick<PageFrontmatter, 'canonical' | 'heading' | 'enquiry'>,
): (EnquiryTopic & { question: string; slug: string }) | undefined {
  if (!page.enquiry) return undefined
  const { path } = splitLocale(page.canonical)
  const event = page.enquiry.event ?? eventOfPlace(path)
  return { question: page.enquiry.question, slug: serviceSlug(path), service: page.heading, ...(event ? { event } : {}) }
}

/**
 * Where the contact page's form starts: its id (components/forms/LeadForm.tsx gives each form its name as id). A
 * quote button leads there, so the page opens at the form, not above its cards.
 */
export const ENQUIRY_FORM_ID = 'enquiry'

/** The contact form of an edition, opened for one page: "/contactus?service=wedding-decoration#enquiry". */
export function quotationHref(slug: string, locale: Locale): string {
  return `${localizePath('/contactus', locale)}?${SERVICE_PARAM}=${encodeURIComponent(slug)}#${ENQUIRY_FORM_ID}`
}

/** A link to the contact page (either edition) made to open at its form: "/ta/contactus" is "/ta/contactus#enquiry". Other links stay as they are. */
export function atTheForm(href: string): string {
  if (href.includes('#')) return href
  return splitLocale(href.split('?')[0]).path === '/contactus' ? `${href}#${ENQUIRY_FORM_ID}` : href
}

/** A WhatsApp chat with a phone ("+919843012016"), the text prefilled (encoded: Tamil letters, spaces and line breaks survive). */
export function whatsappHref(phone: string, text: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`
}

type Values = Record<string, string>

/**
 * The enquiry form's values once it knows the page it was opened from: the event chosen and the message started
 * with a line naming the service, each only where the visitor has nothing yet, so a draft is never overwritten.
 */
export function startEnquiry(values: Values, topic: EnquiryTopic, messageStart: string): Values {
  const next = { ...values }
  if (topic.event && !values.service) next.service = topic.event
  if (!values.message?.trim()) next.message = messageStart
  return next
}
