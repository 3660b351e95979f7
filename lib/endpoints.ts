// What the pages read from outside the site: the reviews feed. Set by VITE_TESTIMONIALS_URL (see .env.example)
// for the hosted feed; unset, it is the local stand-in's (tools/stand-in.mjs), which `npm start` reaches through
// the Worker. (Vite replaces each import.meta.env.VITE_... at build time.) The leads go to the site's own
// endpoint (lib/leads.ts), which alone knows the services' addresses and keys.

/**
 * The testimonials feed a page reads: a spreadsheet of approved reviews only, never the leads'
 * (lib/reviewColumns.js). The hosted feed is one list for both editions (reviews as families wrote them); the local
 * stand-in serves the default list of each edition (content/data/ and content/ta/data/).
 */
export const testimonialsFeed = (locale: 'en' | 'ta'): string =>
  import.meta.env.VITE_TESTIMONIALS_URL || (locale === 'ta' ? '/api/testimonials/ta' : '/api/testimonials')
