// The testimonials feed (a spreadsheet-to-JSON service, lib/endpoints.ts, reading a sheet of approved reviews
// only, never the leads: lib/reviewColumns.js): its rows, how they are read, and the order an edition shows them in. Read by the home page's slider in the browser (components/home/Testimonials.tsx)
// and by the build's snapshot (renderer/testimonials.ts).
import type { Locale } from '../content/editions'
import { REVIEW_COLUMNS } from './reviewColumns.js'

/** A row of the testimonials feed. The feed leaves out the keys of empty cells. */
export interface Testimonial {
  Message?: string
  Name?: string
  Work?: string
  /** "ta" for a review written in Tamil; empty for English, the feed's first language. */
  Language?: string
}

/** The language a review was written in. */
export const languageOf = (row: Testimonial): Locale => (/^\s*(ta|tamil|தமிழ்)/i.test(row.Language ?? '') ? 'ta' : 'en')

/** The reviews for an edition: those written in its language first, then the others (shown as written). */
export const reviewsFor = (rows: Testimonial[], locale: Locale): Testimonial[] => [
  ...rows.filter((row) => languageOf(row) === locale),
  ...rows.filter((row) => languageOf(row) !== locale),
]

/** The feed's rows as it sends them; throws when it cannot be read or does not send a list. */
export async function readFeed(url: string, fetchImpl: typeof fetch = fetch): Promise<unknown[]> {
  const response = await fetchImpl(url, { headers: { Accept: 'application/json' } })
  if (!response.ok) throw new Error(`HTTP ${response.status}`)
  const rows: unknown = await response.json()
  if (!Array.isArray(rows)) throw new Error('the feed did not return a list')
  return rows
}

/** The reviews of the feed's rows: those with a message, each with only a review's columns (text never goes further). */
export function reviewsOf(rows: unknown[]): Testimonial[] {
  return rows
    .filter(
      (row): row is Record<string, unknown> =>
        !!row && typeof row === 'object' && typeof (row as Testimonial).Message === 'string' && !!(row as Testimonial).Message?.trim(),
    )
    .map(
      (row) =>
        Object.fromEntries(
          REVIEW_COLUMNS.filter((column) => typeof row[column] === 'string').map((column) => [column, row[column]]),
        ) as Testimonial,
    )
}

/** Loads the feed once. Failures are only logged (the spec's line): the visitor sees no error. */
export async function loadTestimonials(
  url: string,
  fetchImpl: typeof fetch = fetch,
  onError: (error: unknown) => void = (error) => console.error('Error fetching testimonials:', error),
): Promise<Testimonial[]> {
  try {
    return reviewsOf(await readFeed(url, fetchImpl))
  } catch (error) {
    onError(error)
    return []
  }
}
