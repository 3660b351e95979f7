// https://vike.dev/Head
import { usePageContext } from 'vike-react/usePageContext'
import { HeadTags } from '../renderer/HeadTags'
import type { PageData } from '../renderer/types'

export default function Head() {
  const { data } = usePageContext()
  return <HeadTags data={data as PageData | undefined} />
}
