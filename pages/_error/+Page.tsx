import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import BodyEn from '../../content/pages/404.mdx'
import BodyTa from '../../content/ta/pages/404.mdx'
import { ui } from '../../content/ui'
import { localizePath } from '../../content/editions'
import { ContentPage } from '../../components/ContentPage'
import { NotFoundHint } from '../../components/NotFoundHint'
import { errorText } from '../../renderer/errorText'
import type { PageData } from '../../renderer/types'

export default function ErrorPage() {
  const pageContext = usePageContext()
  const data = useData<PageData | undefined>()
  const locale = pageContext.locale ?? 'en'
  if (pageContext.is404 && data)
    return <ContentPage page={data.page} Body={locale === 'ta' ? BodyTa : BodyEn} components={{ NotFoundHint }} />
  // The spec's screen for a render error (its heading in the page's language).
  const t = ui(locale).errorScreen
  return (
    <section className="app-error container">
      <h1>{t.heading}</h1>
      <p>{errorText(pageContext as Parameters<typeof errorText>[0], t.fallback)}</p>
      <p>
        <a className="button button--primary" href={localizePath('/', locale)}>
          {t.home}
        </a>
      </p>
    </section>
  )
}
