// The way out when sending fails: a WhatsApp chat with the business, the lead already written as a short
// readable message the visitor only has to send.
import { FORMS, type FieldName, type FormName } from '../content/forms'
import { ui } from '../content/ui'

/**
 * WhatsApp's prefilled text is kept short enough to read and to survive every phone's URL limits: at most this
 * many code points (what the link's length follows), cut only between whole letters (below).
 */
export const WHATSAPP_MAX_CHARS = 500

/** Length in code points, not UTF-16 units. */
const length = (text: string) => Array.from(text).length

/**
 * The text's letters (graphemes). Intl.Segmenter came late to some browsers the site supports (Firefox 125):
 * without it, a letter is a character with the marks that follow it (a Tamil vowel sign, a pulli; an emoji's
 * modifiers and joined parts too), which is how Tamil letters break. Made when first needed, never as the module loads: a
 * missing Segmenter must not stop the form that imports this file.
 */
function letters(text: string): Iterable<{ segment: string }> {
  const Segmenter = (Intl as { Segmenter?: typeof Intl.Segmenter }).Segmenter
  if (Segmenter) return new Segmenter(undefined, { granularity: 'grapheme' }).segment(text)
  return Array.from(text.matchAll(/\P{M}(?:[\p{M}\u200C\uFE0F]|\p{Emoji_Modifier}|\u200D\P{M})*|\p{M}+/gu), ([segment]) => ({ segment }))
}

/**
 * The text shortened to at most `max` code points, an ellipsis included, cut between graphemes: a Tamil letter
 * keeps its vowel sign and its pulli (கொ, க்), an emoji its modifiers.
 */
export function cut(text: string, max: number): string {
  if (length(text) <= max) return text
  let kept = ''
  let used = 0
  for (const { segment } of letters(text)) {
    const size = length(segment)
    if (used + size > max - 1) break
    kept += segment
    used += size
  }
  return kept + '…'
}

export interface WhatsAppLead {
  id: string
  form: FormName
  locale?: string
  values: Record<string, string>
}

/** The message: a heading with a short reference, one line per field; the free text is shortened first. */
export function whatsappText(lead: WhatsAppLead): string {
  const words = ui(lead.locale)
  const text = words.outbox
  // The stored value of a drop-down is the spec's English option; the message shows it as the form did.
  const options: Record<string, string> = words.forms.options
  const shown = (field: FieldName, value: string) => (field === 'service' ? (options[value] ?? value) : value)
  const heading = `${text.whatsappHeading[lead.form]} (${text.reference} ${lead.id.slice(0, 8)})`
  const labels: Partial<Record<FieldName, string>> = text.fields[lead.form]
  const line = (field: FieldName, value: string) => `${labels[field] ?? field}: ${value}`
  // The message's lines in the form's order for it (content/forms.js).
  const fields = FORMS[lead.form].whatsapp.filter((field: FieldName) => lead.values[field])
  const others = fields
    .filter((field) => field !== 'message')
    .map((field) => line(field, shown(field, lead.values[field]).replace(/\s*\n\s*/g, ', ')))
  const withoutMessage = [heading, ...others].join('\n')
  const message = lead.values.message
  if (!message) return cut(withoutMessage, WHATSAPP_MAX_CHARS)
  const room = WHATSAPP_MAX_CHARS - length(withoutMessage) - length('\n' + line('message', ''))
  if (room < 20) return cut(withoutMessage, WHATSAPP_MAX_CHARS)
  return `${withoutMessage}\n${line('message', cut(message, room))}`
}

/** https://wa.me/<digits>?text=<the message, percent-encoded as UTF-8> */
export function whatsappLink(phone: string, lead: WhatsAppLead): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}?text=${encodeURIComponent(whatsappText(lead))}`
}
