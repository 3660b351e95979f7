// The three forms, each described once: its fields in the order the form shows them, the values a drop-down
// stores, the rules a value must meet, the e-mail's template parameters, the spreadsheet's columns, the thank-you
// page and the order of the WhatsApp message's lines. The form (components/forms/LeadForm.tsx), the leads'
// endpoint (worker/leads.ts), the WhatsApp text (lib/whatsapp.ts), the local stand-ins (tools/stand-in.mjs) and
// the tests read it; what each form, field and option is called is in the word books (content/ui/en.ts,
// content/ui/ta.ts) under these names.
// Validation (the browser checks it for the visitor, the endpoint again for everyone: invalidFields below):
// every field is required (the spec) and a field of only spaces counts as empty; each has a longest length;
// e-mail and phone have their shape; a drop-down stores one of its options.
// Plain JavaScript, with its types read from the values: the stand-ins run in Node without a build.

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

/** A phone number: 10 to 15 digits (an Indian mobile has 10, with +91 12), with spaces, dashes, dots or brackets. */
const PHONE_SHAPE = /^\+?[\d\s().-]+$/
const PHONE_DIGITS = /^(?:\D*\d){10,15}\D*$/
/** An e-mail address, in the shape browsers check for type="email". */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/

/** The e-mail parameters added after the form's own: the lead's id and the page's language. */
export const EMAIL_EXTRA_PARAMS = /** @type {const} */ ({ id: 'submission_id', language: 'language' })

// The contact fields all three forms share, so each is described once.
const NAME = /** @type {const} */ ({ name: 'name', type: 'text', autoComplete: 'name', maxLength: 100 })
const EMAIL = /** @type {const} */ ({ name: 'email', type: 'email', autoComplete: 'email', maxLength: 254 })
const PHONE = /** @type {const} */ ({ name: 'phone', type: 'tel', autoComplete: 'tel', maxLength: 20 })
const MESSAGE = /** @type {const} */ ({ name: 'message', type: 'textarea', wide: true, maxLength: 3000 })

export const FORMS = /** @type {const} */ ({
  enquiry: {
    fields: [
      NAME,
      EMAIL,
      PHONE,
      { name: 'city', type: 'text', autoComplete: 'address-level2', maxLength: 100 },
      // wide: spans both columns on wide screens
      { name: 'service', type: 'select', options: ENQUIRY_EVENTS, wide: true },
      MESSAGE,
    ],
    /** EmailJS template parameter: field (the spec's names, in this order). */
    email: { from_name: 'name', from_email: 'email', phone_number: 'phone', user_city: 'city', service: 'service', message: 'message' },
    /** The spreadsheet's tab and its columns (column: field), in the sheet's order; the Id column follows. */
    sheet: {
      tab: 'Enquiries',
      columns: { Name: 'name', Email: 'email', Phone: 'phone', City: 'city', Service: 'service', Message: 'message' },
    },
    thanks: '/contactus/thanks',
    whatsapp: ['name', 'phone', 'email', 'city', 'service', 'message'],
  },
  vendor: {
    fields: [
      NAME,
      EMAIL,
      PHONE,
      { name: 'service', type: 'select', options: VENDOR_CATEGORIES },
      { name: 'address', type: 'textarea', autoComplete: 'street-address', wide: true, maxLength: 500 },
      MESSAGE,
    ],
    sheet: {
      tab: 'Vendors',
      columns: { Name: 'name', Email: 'email', Phone: 'phone', Address: 'address', Service: 'service', Message: 'message' },
    },
    thanks: '/vendors/thanks',
    whatsapp: ['name', 'phone', 'email', 'service', 'address', 'message'],
  },
  feedback: {
    fields: [NAME, { name: 'work', type: 'text', autoComplete: 'organization-title', maxLength: 100 }, MESSAGE],
    sheet: { tab: 'Feedback', columns: { Name: 'name', Work: 'work', Message: 'message' } },
    whatsapp: ['name', 'work', 'message'],
  },
})

/** @typedef {keyof typeof FORMS} FormName */
/** @template {FormName} F @typedef {(typeof FORMS)[F]['fields'][number]['name']} FieldOf */
/** @typedef {FieldOf<FormName>} FieldName */
/** @typedef {(typeof ENQUIRY_EVENTS)[number] | (typeof VENDOR_CATEGORIES)[number]} OptionValue */

/**
 * The sheet column, after Id, where the endpoint tells the business what became of a lead's e-mail when it could
 * not be sent (the e-mail service refused it for good, or its answer was lost): empty otherwise.
 */
export const NOTE_COLUMN = 'Note'

/**
 * Spreadsheets run a cell that starts with =, +, -, @, tab, CR or LF as a formula (OWASP CSV injection): such a
 * value is written with a leading apostrophe, which spreadsheets show as text. The endpoint does it to every cell
 * of a sheet row; the local stand-ins and the export to every cell of the CSV files they write.
 * @param {string} value
 * @returns {string}
 */
export function neutralize(value) {
  return /^[=+\-@\t\r\n]/.test(value) ? `'${value}` : value
}

/**
 * The fields of a form whose values break its rules (empty, too long, not an e-mail or phone, not one of the
 * options); none for a valid lead. The form (before it sends) and the endpoint (for everyone) both ask this.
 * @param {FormName} form
 * @param {Record<string, unknown>} values
 * @returns {string[]}
 */
export function invalidFields(form, values) {
  return FORMS[form].fields
    .filter((/** @type {{name: string, type: string, maxLength?: number, options?: readonly string[]}} */ field) => {
      const value = values[field.name]
      if (typeof value !== 'string' || !value.trim()) return true
      if (field.options) return !field.options.includes(value)
      if (field.maxLength && value.length > field.maxLength) return true
      if (field.type === 'email') return !EMAIL_SHAPE.test(value.trim())
      if (field.type === 'tel') return !PHONE_SHAPE.test(value.trim()) || !PHONE_DIGITS.test(value)
      return false
    })
    .map((field) => field.name)
}
