// The testimonials feed (a spreadsheet-to-JSON service, lib/endpoints.ts): its rows, how they are read, and the
// order an edition shows them in. Read by the home page's slider in the browser (components/home/Testimonials.tsx)
// and by the build's snapshot (renderer/testimonials.ts).
import type { Locale } from '../content/editions'

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

/** Loads the feed once. Failures are only logged (the spec's line): the visitor sees no error. */
export async function loadTestimonials(
  url: string,
  fetchImpl: typeof fetch = fetch,
  onError: (error: unknown) => void = (error) => console.error('Error fetching testimonials:', error),
): Promise<Testimonial[]> {
  try {
    const response = await fetchImpl(url, { headers: { Accept: 'application/json' } })
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
    const rows: unknown = await response.json()
    if (!Array.isArray(rows)) throw new Error('the feed did not return a list')
    return rows.filter((row): row is Testimonial => !!row && typeof row === 'object' && typeof (row as Testimonial).Message === 'string' && !!(row as Testimonial).Message?.trim())
  } catch (error) {
    onError(error)
    return []
  }
}
