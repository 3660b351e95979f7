// Server-side only: the reviews pre-rendered on the home page. The build takes a snapshot of the testimonials
// feed (VITE_TESTIMONIALS_URL), so the reviews are in the HTML, visible with no script and to search engines;
// the browser loads the feed once more (components/home/Testimonials.tsx, lib/testimonials.ts). Without the variable, or when the feed
// cannot be read, the edition's default list from content/ is used, with a warning. A feed that carries contact
// columns (the leads' spreadsheet, or a copy of it) stops the build: it is public.
import defaultsEn from '../content/data/testimonials.yaml'
import defaultsTa from '../content/ta/data/testimonials.yaml'
import { contactColumns } from '../lib/reviewColumns.js'
import { readFeed, reviewsOf, type Testimonial } from '../lib/testimonials'
import type { Locale } from '../content/editions'

/** How long the build waits for the feed. */
export const SNAPSHOT_TIMEOUT_MS = 10_000

const snapshots = new Map<string, Promise<Testimonial[] | null>>()

/** A feed that carries the leads' columns: the build stops, because every visitor could read them. */
export class LeadsInFeedError extends Error {
  name = 'LeadsInFeedError'
}

/** The feed's reviews, read once per build; null when it cannot be read. Rejects a feed that carries contact columns. */
function feedRows(url: string): Promise<Testimonial[] | null> {
  if (!snapshots.has(url)) {
    const fetchWithTimeout: typeof fetch = (input, init) => fetch(input, { ...init, signal: AbortSignal.timeout(SNAPSHOT_TIMEOUT_MS) })
    const unread = (problem: unknown) => {
      console.warn(
        `Warning: the testimonials feed ${url} could not be read at build time (${problem}); the home page shows the default reviews from content/.`,
      )
      return null
    }
    snapshots.set(
      url,
      readFeed(url, fetchWithTimeout).then((rows) => {
        const leaked = contactColumns(rows)
        if (leaked.length) {
          throw new LeadsInFeedError(
            `The testimonials feed VITE_TESTIMONIALS_URL (${url}) carries ${leaked.join(', ')}: anyone can read it, and its address is on every home page. ` +
              'Point it at a sheet of approved reviews only (Name, Work, Message, Language): see "The reviews feed" in docs/forms-and-leads.md.',
          )
        }
        const reviews = reviewsOf(rows)
        return reviews.length ? reviews : unread('it has no reviews')
      }, unread),
    )
  }
  return snapshots.get(url)!
}

export async function testimonialsSnapshot(locale: Locale, url = import.meta.env.VITE_TESTIMONIALS_URL): Promise<Testimonial[]> {
  const defaults = locale === 'ta' ? defaultsTa : defaultsEn
  if (!url || !/^https?:/.test(url)) return defaults
  return (await feedRows(url)) ?? defaults
}
