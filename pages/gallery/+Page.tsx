import { useData } from 'vike-react/useData'
import en from '../../content/pages/gallery.mdx'
import ta from '../../content/ta/pages/gallery.mdx'
import { interactivePage } from '../../components/ContentPage'
import { GalleryFilter } from '../../components/gallery/GalleryFilter'
import { Island } from '../../components/islands/Island'
import { WorkEndQuote } from '../../components/WorkEndQuote'
import type { GalleryData } from './+data'

/** <Gallery /> in content/pages/gallery.mdx: the filterable pictures of content/data/gallery.yaml, and a quote button after them. */
function Gallery() {
  return (
    <>
      <Island name="GalleryFilter" component={GalleryFilter} trigger="interaction" props={{ items: useData<GalleryData>().gallery }} />
      <WorkEndQuote />
    </>
  )
}

export default interactivePage({ en, ta }, { Gallery })
