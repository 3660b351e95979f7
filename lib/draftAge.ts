// How long a draft is kept (lib/drafts.ts), and the sweep every page runs (lib/leadsBoot.ts): drafts after 7 days,
// the received leads' ids after a day (lib/leads.ts). Apart from the drafts themselves so that every page can load
// it: it imports constants only.
import { RECEIVED_KEPT_MS, RECEIVED_KEY } from './leadKeys'

/** A draft is forgotten 7 days after its last change (the privacy notice says so). */
export const DRAFT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000
/** Every draft's storage key starts with this. */
export const DRAFT_PREFIX = 'thoranam:draft:'

/** The storage keys of every draft of the site on this device, of every form and edition. */
export const draftKeys = (store: Storage) =>
  Array.from({ length: store.length }, (_, i) => store.key(i)).filter((name): name is string => !!name?.startsWith(DRAFT_PREFIX))

/** Removes the drafts last changed more than 7 days ago, of every form and edition: every page runs it. */
export function forgetOldDrafts(now = Date.now()): void {
  try {
    const store = globalThis.localStorage
    for (const name of store ? draftKeys(store) : []) {
      let savedAt = NaN
      try {
        savedAt = (JSON.parse(store.getItem(name) ?? '') as { savedAt: number }).savedAt
      } catch {
        // unreadable: nothing worth keeping
      }
      if (!(now - savedAt <= DRAFT_MAX_AGE_MS)) store.removeItem(name)
    }
  } catch {
    // storage blocked: nothing is kept either
  }
}

/** Removes the received leads' ids and digests older than a day (lib/leads.ts): every page runs it. */
export function forgetOldReceived(now = Date.now()): void {
  try {
    const list: { at: number }[] = JSON.parse(localStorage.getItem(RECEIVED_KEY) ?? '[]')
    const young = Array.isArray(list) ? list.filter((lead) => now - lead.at <= RECEIVED_KEPT_MS) : []
    if (young.length) localStorage.setItem(RECEIVED_KEY, JSON.stringify(young))
    else localStorage.removeItem(RECEIVED_KEY)
  } catch {
    // storage blocked or unreadable: nothing is kept, or nothing worth keeping
  }
}
