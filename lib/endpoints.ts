// Where the site sends leads and reads testimonials. Each is set by an environment variable (see .env.example)
// for the hosted services; unset, it points at the local stand-in that `npm start` and `npm run dev` serve on
// the same origin under /api/ (tools/stand-in.mjs), which keeps every submission in a CSV file.
// (Vite replaces each import.meta.env.VITE_... at build time, so they are written out one by one.)

/** The EmailJS values that are unset use the stand-in: its e-mail endpoint is /api/v1.0/email/send. */
export const emailjsConfig = {
  serviceId: import.meta.env.VITE_EMAILJS_SERVICE_ID || 'local_service',
  templateId: import.meta.env.VITE_EMAILJS_TEMPLATE_ID || 'local_enquiry',
  publicKey: import.meta.env.VITE_EMAILJS_PUBLIC_KEY || 'local_public_key',
  /** true when the e-mails go to the local stand-in (same origin) instead of EmailJS. */
  local: !import.meta.env.VITE_EMAILJS_PUBLIC_KEY,
}

export const endpoints = {
  emailServiceId: emailjsConfig.serviceId,
  emailTemplateId: emailjsConfig.templateId,
  emailPublicKey: emailjsConfig.publicKey,
  /** Spreadsheet REST service: one row per enquiry (its columns: content/forms.js). */
  enquirySheet: import.meta.env.VITE_ENQUIRY_SHEET_URL || '/api/sheets/enquiry',
  /** Spreadsheet database service: {data: {...row}} per vendor (its columns: content/forms.js). */
  vendorSheet: import.meta.env.VITE_VENDOR_SHEET_URL || '/api/sheets/vendor',
  /** Spreadsheet service: one row per feedback (its columns: content/forms.js). */
  feedbackSheet: import.meta.env.VITE_FEEDBACK_SHEET_URL || '/api/sheets/feedback',
  /** Spreadsheet-to-JSON feed of testimonials: a spreadsheet of approved reviews only, never the leads' (lib/reviewColumns.js). */
  testimonials: import.meta.env.VITE_TESTIMONIALS_URL || '/api/testimonials',
}

/**
 * The testimonials feed a page reads. The hosted feed is one list for both editions (reviews as families wrote
 * them); the local stand-in serves the default list of each edition (content/data/ and content/ta/data/).
 */
export const testimonialsFeed = (locale: 'en' | 'ta'): string =>
  import.meta.env.VITE_TESTIMONIALS_URL || (locale === 'ta' ? '/api/testimonials/ta' : '/api/testimonials')

/** EmailJS's API origin for the e-mail step: the stand-in on this site's own origin when no EmailJS key is set. */
export const emailOrigin = (): string | undefined => (emailjsConfig.local ? window.location.origin : undefined)
