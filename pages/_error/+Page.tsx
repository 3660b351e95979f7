import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import Body from '../../content/pages/404.mdx'
import { ContentPage } from '../../components/ContentPage'
import type { PageData } from '../../renderer/types'

export default function ErrorPage() {
  const { is404, abortReason } = usePageContext()
  const data = useData<PageData | undefined>()
  if (is404 && data) return <ContentPage page={data.page} Body={Body} />
  // The spec's screen for a render error.
  return (
    <section className="app-error container">
      <h1>Unexpected Application Error!</h1>
      <p>{typeof abortReason === 'string' ? abortReason : 'Something went wrong while showing this page. Please reload or go back to the home page.'}</p>
    </section>
  )
}
