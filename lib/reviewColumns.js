// The reviews feed is public (its address is in every home page), so it holds approved reviews and nothing else:
// the columns the home page shows and the review's language. Never the leads: a column that says how to reach a
// person, or one of the forms' sheet columns that a review does not have, means the feed reads a leads sheet.
// Read by the browser (lib/testimonials.ts keeps only these columns), the build's snapshot
// (renderer/testimonials.ts refuses a feed with contact columns) and `npm run check:services`.
// Plain JavaScript: `npm run check:services` runs in Node without a build.
import { FORMS, ID_COLUMN } from '../content/forms.js'

/** The columns of a review: what the home page shows, and the language it was written in ("ta" or empty). */
export const REVIEW_COLUMNS = /** @type {const} */ (['Message', 'Name', 'Work', 'Language'])

/** Column names that say how to reach a person. */
const CONTACT_NAME = /e-?mail|phone|mobile|whats ?app|contact|address|street|city|town|pin ?code|postal|zip/i
/** An e-mail address, or a phone number (ten digits or more, spaces and dashes allowed), inside a cell. */
const CONTACT_VALUE = /[^\s@<>]+@[^\s@<>]+\.[a-z]{2,}|(?:\+?\d[\s-]?){10,}/i

/**
 * Every column of the feed's rows that does not belong in a public reviews feed, each with why: a contact column
 * (e-mail, phone, address), one of the leads sheets' own columns (the forms' columns and the lead's id), or a
 * column whose cells hold an e-mail address or a phone number. Empty for a feed of name, work and message.
 * @param {unknown[]} rows
 * @returns {string[]}
 */
export function contactColumns(rows) {
  /** @type {Set<string>} */
  const leadColumns = new Set([...Object.values(FORMS).flatMap((form) => Object.keys(form.sheet.columns)), ID_COLUMN])
  for (const column of REVIEW_COLUMNS) leadColumns.delete(column)
  /** @type {Map<string, string>} */
  const found = new Map()
  rows.forEach((row, index) => {
    if (!row || typeof row !== 'object') return
    for (const [column, value] of Object.entries(row)) {
      if (found.has(column)) continue
      if (CONTACT_NAME.test(column)) found.set(column, `${column} (a contact column)`)
      else if (leadColumns.has(column)) found.set(column, `${column} (a column of the leads sheets)`)
      else if (typeof value === 'string' && CONTACT_VALUE.test(value))
        found.set(column, `${column} (row ${index + 1} holds an e-mail address or a phone number)`)
    }
  })
  return [...found.values()]
}
