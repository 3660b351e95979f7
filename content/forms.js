// The three forms, each described once: its fields in the order the form shows them, the values a drop-down
// stores, the e-mail's template parameters, the spreadsheet's columns, the thank-you page and the order of the
// WhatsApp message's lines. The form (components/forms/LeadForm.tsx), the sending (lib/leads.ts), the WhatsApp
// text (lib/outbox/whatsapp.ts), the local stand-in (tools/stand-in.mjs) and the tests read it; what each
// form, field and option is called is in the word books (content/ui/en.ts, content/ui/ta.ts) under these names.
// Validation: every field is required (the spec) and a field of only spaces counts as empty; the browser checks
// the e-mail and phone fields by their type; a drop-down stores one of its options; the stand-in refuses a row
// with an empty column, as the hosted sheets do.
// Plain JavaScript, with its types read from the values: the stand-in runs in Node without a build.

/** The events an enquiry can be about, as the spec gives them: the values stored, in both editions. */
export const ENQUIRY_EVENTS = /** @type {const} */ ([
  'Baby Shower',
  'Birthday Celebration',
  'Engagement',
  'House Warming',
  'Puberty',
  'Wedding Event',
])

/** The vendor categories, as the spec gives them. */
export const VENDOR_CATEGORIES = /** @type {const} */ (['Catering', 'Photography', 'Decoration', 'Makeup', 'DJ'])

/** Name of the hidden field that only bots fill in: a filled one is dropped; it is never stored or sent. */
export const HONEYPOT_FIELD = 'website'

/** The sheet column that carries the lead's id, after the form's own columns, so that a duplicate shows. */
export const ID_COLUMN = 'Id'

/** The e-mail parameters added after the form's own: the lead's id and the page's language. */
export const EMAIL_EXTRA_PARAMS = /** @type {const} */ ({ id: 'submission_id', language: 'language' })

// The contact fields all three forms share, so each is described once.
const NAME = /** @type {const} */ ({ name: 'name', type: 'text', autoComplete: 'name' })
const EMAIL = /** @type {const} */ ({ name: 'email', type: 'email', autoComplete: 'email' })
const PHONE = /** @type {const} */ ({ name: 'phone', type: 'tel', autoComplete: 'tel' })
const MESSAGE = /** @type {const} */ ({ name: 'message', type: 'textarea', wide: true })

export const FORMS = /** @type {const} */ ({
  enquiry: {
    fields: [
      NAME,
      EMAIL,
      PHONE,
      { name: 'city', type: 'text', autoComplete: 'address-level2' },
      // wide: spans both columns on wide screens
      { name: 'service', type: 'select', options: ENQUIRY_EVENTS, wide: true },
      MESSAGE,
    ],
    /** EmailJS template parameter: field (the spec's names, in this order). */
    email: { from_name: 'name', from_email: 'email', phone_number: 'phone', user_city: 'city', service: 'service', message: 'message' },
    /** Spreadsheet REST service: one row, column: field, in the sheet's order. */
    sheet: { columns: { Name: 'name', Email: 'email', Phone: 'phone', City: 'city', Service: 'service', Message: 'message' } },
    thanks: '/contactus/thanks',
    whatsapp: ['name', 'phone', 'email', 'city', 'service', 'message'],
  },
  vendor: {
    fields: [
      NAME,
      EMAIL,
      PHONE,
      { name: 'service', type: 'select', options: VENDOR_CATEGORIES },
      { name: 'address', type: 'textarea', autoComplete: 'street-address', wide: true },
      MESSAGE,
    ],
    /** Spreadsheet database service: the row sits under "data" ({data: {...}}). */
    sheet: {
      columns: { Name: 'name', Email: 'email', Phone: 'phone', Address: 'address', Service: 'service', Message: 'message' },
      under: 'data',
    },
    thanks: '/vendors/thanks',
    whatsapp: ['name', 'phone', 'email', 'service', 'address', 'message'],
  },
  feedback: {
    fields: [NAME, { name: 'work', type: 'text', autoComplete: 'organization-title' }, MESSAGE],
    sheet: { columns: { Name: 'name', Work: 'work', Message: 'message' } },
    whatsapp: ['name', 'work', 'message'],
  },
})

/** @typedef {keyof typeof FORMS} FormName */
/** @template {FormName} F @typedef {(typeof FORMS)[F]['fields'][number]['name']} FieldOf */
/** @typedef {FieldOf<FormName>} FieldName */
/** @typedef {(typeof ENQUIRY_EVENTS)[number] | (typeof VENDOR_CATEGORIES)[number]} OptionValue */
