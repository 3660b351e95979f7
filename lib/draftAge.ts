// How long a draft is kept (lib/drafts.ts), and the sweep every page runs (lib/leadsBoot.ts). Apart from the
// drafts themselves so that every page can load it: it imports nothing.

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
