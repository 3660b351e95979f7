// https://vike-react: lang. <html lang="en-IN"> on the English pages, "ta-IN" on the Tamil edition.
import type { PageContext } from 'vike/types'
import { LANGUAGES } from '../content/editions'

export default (pageContext: PageContext) => LANGUAGES[pageContext.locale ?? 'en'].htmlLang
