// The word books of both editions, by language (en.ts, ta.ts; their shape is words.ts).
import type { Locale } from '../editions'
import { en } from './en'
import { ta } from './ta'
import type { UiWords } from './words'

export const UI: Record<Locale, UiWords> = { en, ta }

/** The interface words of an edition ("ta", or English for anything else: a lead's stored locale may be unset). */
export const ui = (locale: string | undefined): UiWords => UI[locale === 'ta' ? 'ta' : 'en']
