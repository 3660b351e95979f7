// The names the lead code shares between every page's small starter (lib/leadsBoot.ts), the posting code
// (lib/leads.ts) and the forms: constants only, so that importing them loads nothing else.

/** The storage key of the leads waiting on this phone (lib/leads.ts). */
export const WAITING_KEY = 'thoranam:leads:waiting'
/** The storage key of the leads received lately: each one's id and a digest of its words, never the words. */
export const RECEIVED_KEY = 'thoranam:leads:received'
/** How long a received lead's id and digest stay (another tab, or Back, still showing it is told it was received). */
export const RECEIVED_KEPT_MS = 24 * 60 * 60 * 1000
/** A form sends this event when it kept a lead it could not post: the page tries again soon, then less often. */
export const KEPT_EVENT = 'thoranam:lead-kept'
