// https://vike.dev/onPrerenderStart
// Every pre-rendered page also gets its Tamil copy at "/ta" + its path, the not-found page included
// (dist/client/ta/404.html, which static hosts serve for unknown paths under /ta/).
import type { PrerenderContext } from 'vike/types'
import { localizePath, LOCALES } from '../content/editions'

export function onPrerenderStart(prerenderContext: PrerenderContext) {
  const pageContexts: PrerenderContext['pageContexts'] = []
  for (const pageContext of prerenderContext.pageContexts) {
    for (const locale of LOCALES) {
      pageContexts.push(Object.assign({ ...pageContext }, { urlOriginal: localizePath(pageContext.urlOriginal, locale), locale }))
    }
  }
  return { prerenderContext: { pageContexts } }
}
