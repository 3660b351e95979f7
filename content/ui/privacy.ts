// The privacy page's own words by language (privacy-en.ts, privacy-ta.ts; their shape: words.ts). Kept out of the
// word book every page loads (index.ts) because only the privacy page's components draw them: the home, gallery and
// form pages do not download them.
import type { Locale } from '../editions'
import { enPrivacyPage } from './privacy-en'
import { taPrivacyPage } from './privacy-ta'
import type { PrivacyPageWords } from './words'

export const PRIVACY_PAGE: Record<Locale, PrivacyPageWords> = { en: enPrivacyPage, ta: taPrivacyPage }

export const privacyPageWords = (locale: string | undefined): PrivacyPageWords => PRIVACY_PAGE[locale === 'ta' ? 'ta' : 'en']
