// Which event a page is about, by its place. Kept apart from schema.ts so the browser bundle does not pull in the
// schema library. The events themselves are the contact form's choices (content/forms.js).
import { ENQUIRY_EVENTS } from './forms.js'

/** The events an enquiry can be about (the front-matter's `event` and the editor offer the same list). */
export { ENQUIRY_EVENTS }
export type EnquiryEvent = (typeof ENQUIRY_EVENTS)[number]

/** The event each folder under /services stands for (the baby shower's landing and its pages differ in spelling). */
const EVENT_OF_FOLDER: Record<string, EnquiryEvent> = {
  babyshower: 'Baby Shower',
  'baby-shower': 'Baby Shower',
  birthday: 'Birthday Celebration',
  engagement: 'Engagement',
  housewarming: 'House Warming',
  puberty: 'Puberty',
  wedding: 'Wedding Event',
}

/**
 * The event a page is about, from its place: /services/wedding and every page under it is "Wedding Event".
 * Pages elsewhere, or under a folder that is no event (/services/photo), have none.
 */
export function eventOfPlace(path: string): EnquiryEvent | undefined {
  const folder = /^\/services\/([^/]+)/.exec(path)?.[1]
  return folder !== undefined && Object.hasOwn(EVENT_OF_FOLDER, folder) ? EVENT_OF_FOLDER[folder] : undefined
}
