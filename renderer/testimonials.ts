// Server-side only: the reviews pre-rendered on the home page. The build takes a snapshot of the testimonials
// feed (VITE_TESTIMONIALS_URL), so the reviews are in the HTML, visible with no script and to search engines;
// the browser loads the feed once more (components/home/Testimonials.tsx, lib/testimonials.ts). Without the variable, or when the feed
// cannot be read, the edition's default list from content/ is used, with a warning.
import defaultsEn from '../content/data/testimonials.yaml'
import defaultsTa from '../content/ta/data/testimonials.yaml'
import { loadTestimonials, type Testimonial } from '../lib/testimonials'
import type { Locale } from '../content/editions'

/** How long the build waits for the feed. */
export const SNAPSHOT_TIMEOUT_MS = 10_000

const snapshots = new Map<string, Promise<Testimonial[] | null>>()

/** The feed's rows, read once per build; null when it cannot be read. */
function feedRows(url: string): Promise<Testimonial[] | null> {
  if (!snapshots.has(url)) {
    const fetchWithTimeout: typeof fetch = (input, init) => fetch(input, { ...init, signal: AbortSignal.timeout(SNAPSHOT_TIMEOUT_MS) })
    let problem: unknown = 'it has no reviews'
    snapshots.set(
      url,
      loadTestimonials(url, fetchWithTimeout, (error) => (problem = error)).then((rows) => {
        if (rows.length) return rows
        console.warn(`Warning: the testimonials feed ${url} could not be read at build time (${problem}); the home page shows the default reviews from content/.`)
        return null
      }),
    )
  }
  return snapshots.get(url)!
}

export async function testimonialsSnapshot(locale: Locale, url = import.meta.env.VITE_TESTIMONIALS_URL): Promise<Testimonial[]> {
  const defaults = locale === 'ta' ? defaultsTa : defaultsEn
  if (!url || !/^https?:/.test(url)) return defaults
  return (await feedRows(url)) ?? defaults
}
