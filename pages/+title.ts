// https://vike.dev/title
import type { PageContext } from 'vike/types'
import type { PageData } from '../renderer/types'

export default (pageContext: PageContext) => (pageContext.data as PageData | undefined)?.page.title ?? null
