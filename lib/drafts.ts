// Drafts: what a visitor types in a form is kept on the device as they type, so a reload, a closed tab or a
// crash loses nothing. Removed after a confirmed success or by the form's "clear the form" control; forgotten
// 7 days after the last change, by whichever page of the site opens next (family phones are shared; the privacy
// notice says so). The bots' honeypot field is never stored.
import { HONEYPOT_FIELD } from '../content/forms'
import { DRAFT_MAX_AGE_MS, DRAFT_PREFIX, draftKeys } from './draftAge'

export { DRAFT_MAX_AGE_MS, forgetOldDrafts } from './draftAge'
const key = (formId: string, locale: string) => `${DRAFT_PREFIX}${locale}:${formId}`

type Values = Record<string, string>

interface Draft {
  savedAt: number
  values: Values
}

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null
  } catch {
    return null // access itself throws where storage is blocked
  }
}

/** Keeps the values (an empty form removes the draft). Never throws: a draft is a convenience. */
export function saveDraft(formId: string, locale: string, values: Values, now = Date.now()): void {
  const kept = Object.fromEntries(Object.entries(values).filter(([name, value]) => name !== HONEYPOT_FIELD && value !== ''))
  try {
    if (!Object.keys(kept).length) {
      storage()?.removeItem(key(formId, locale))
      return
    }
    // The same words again (a page opened with the draft): the 7 days still count from their last change.
    const before = storage()?.getItem(key(formId, locale))
    const same = before && JSON.stringify((JSON.parse(before) as Draft).values) === JSON.stringify(kept)
    if (!same) storage()?.setItem(key(formId, locale), JSON.stringify({ savedAt: now, values: kept } satisfies Draft))
  } catch {
    // quota or private mode: the form still works
  }
}

/** The saved values, or null when there are none or they are older than 7 days (then they are removed). */
export function loadDraft(formId: string, locale: string, now = Date.now()): Values | null {
  try {
    const raw = storage()?.getItem(key(formId, locale))
    if (!raw) return null
    const draft = JSON.parse(raw) as Draft
    if (!(now - draft.savedAt <= DRAFT_MAX_AGE_MS) || typeof draft.values !== 'object') {
      clearDraft(formId, locale)
      return null
    }
    const { [HONEYPOT_FIELD]: _ignored, ...values } = draft.values
    return values
  } catch {
    return null
  }
}

export function clearDraft(formId: string, locale: string): void {
  try {
    storage()?.removeItem(key(formId, locale))
  } catch {
    // nothing to do
  }
}

/** Removes the draft only if it still holds exactly these values (the visitor may have started a new one). */
export function clearDraftIfSame(formId: string, locale: string, values: Values): void {
  const draft = loadDraft(formId, locale)
  if (!draft) return
  const same = (a: Values, b: Values) => Object.keys({ ...a, ...b }).every((name) => (a[name] ?? '').trim() === (b[name] ?? '').trim())
  if (same(draft, values)) clearDraft(formId, locale)
}

/** Removes every draft of the site on this device (the privacy page's control). */
export function clearAllDrafts(): number {
  try {
    const store = storage()
    if (!store) return 0
    const keys = draftKeys(store)
    keys.forEach((name) => store.removeItem(name))
    return keys.length
  } catch {
    return 0
  }
}
