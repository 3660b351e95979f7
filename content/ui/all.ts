// Every interface word of an edition, the book every page loads and the privacy page's own together: what the
// checks of the Tamil words and of the books' shapes read (tests/), never what a page imports.
import type { Locale } from '../editions'
import { UI } from './index'
import { PRIVACY_PAGE } from './privacy'

export const ALL_WORDS: Record<Locale, object> = {
  en: { ...UI.en, privacyPage: PRIVACY_PAGE.en },
  ta: { ...UI.ta, privacyPage: PRIVACY_PAGE.ta },
}
