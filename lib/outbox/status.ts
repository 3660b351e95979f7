// The status line of a lead, in the words of the page's edition (content/ui/, outbox).
import type { OutboxWords } from '../../content/ui/words'

/** The status line for a lead in a given state (the form's and the notice's). */
export function statusText(text: OutboxWords, state: 'sent' | 'queued' | 'waiting' | 'refused' | 'unconfirmed', failure: 'offline' | 'service' | undefined): string {
  if (state === 'sent') return text.sent
  if (state === 'refused') return text.refused
  if (state === 'unconfirmed') return text.unconfirmed
  return failure === 'service' ? text.retrying : text.saved
}
