// The edition of the page being rendered. Inside an island (components/islands/) it comes from the island's
// own context, in the browser as on the server; elsewhere from Vike's page context (pages/+onBeforeRoute.ts).
import { createContext, useContext } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import type { Locale } from '../content/editions'

export const LocaleContext = createContext<Locale | null>(null)

export function useLocale(): Locale {
  const island = useContext(LocaleContext)
  // Outside a page (a component rendered alone in a unit test) there is no page context: English.
  const page = (usePageContext() as ReturnType<typeof usePageContext> | undefined)?.locale
  return island ?? page ?? 'en'
}
