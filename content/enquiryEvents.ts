/** The events an enquiry can be about, as the spec gives them: the contact form's choices and the values it
 * stores in both editions. Kept apart from schema.ts so the browser bundle does not pull in the schema library. */
export const ENQUIRY_EVENTS = ['Baby Shower', 'Birthday Celebration', 'Engagement', 'House Warming', 'Puberty', 'Wedding Event'] as const
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
