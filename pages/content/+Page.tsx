import { useData } from 'vike-react/useData'
import { ContentPage } from '../../components/ContentPage'
import { findPage } from '../../renderer/content'
import type { PageData } from '../../renderer/types'

export default function Page() {
  const data = useData<PageData>()
  const Body = findPage(data.page.canonical)!.Body
  return <ContentPage page={data.page} Body={Body} />
}
