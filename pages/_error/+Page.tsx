import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import Body from '../../content/pages/404.mdx'
import { ContentPage } from '../../components/ContentPage'
import { NotFoundHint } from '../../components/NotFoundHint'
import { errorText } from '../../renderer/errorText'
import type { PageData } from '../../renderer/types'

export default function ErrorPage() {
  const pageContext = usePageContext()
  const data = useData<PageData | undefined>()
  if (pageContext.is404 && data) return <ContentPage page={data.page} Body={Body} components={{ NotFoundHint }} />
  // The spec's screen for a render error.
  return (
    <section className="app-error container">
      <h1>Unexpected Application Error!</h1>
      <p>{errorText(pageContext as Parameters<typeof errorText>[0])}</p>
      <p>
        <a className="button button--primary" href="/">
          Go to Home Page
        </a>
      </p>
    </section>
  )
}
