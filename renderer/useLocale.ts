// The edition of the page being rendered (pages/+onBeforeRoute.ts sets it; English when unset).
import { usePageContext } from 'vike-react/usePageContext'
import type { Locale } from '../lib/i18n'

export function useLocale(): Locale {
  // Outside a page (a component rendered alone in a unit test) there is no page context: English.
  return (usePageContext() as ReturnType<typeof usePageContext> | undefined)?.locale ?? 'en'
}
