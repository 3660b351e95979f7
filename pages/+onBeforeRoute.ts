// https://vike.dev/onBeforeRoute
// "/ta/services/wedding" is the Tamil edition of "/services/wedding": the routes see the path without "/ta",
// and every hook and component reads the edition from pageContext.locale (https://vike.dev/i18n).
import { modifyUrl } from 'vike/modifyUrl'
import type { PageContext } from 'vike/types'
import { splitLocale } from '../content/editions'

export function onBeforeRoute(pageContext: PageContext) {
  const { locale, path } = splitLocale(pageContext.urlParsed.pathname)
  return { pageContext: { locale, urlLogical: modifyUrl(pageContext.urlParsed.href, { pathname: path }) } }
}
