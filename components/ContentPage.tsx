import type { MDXComponents } from 'mdx/types'
import type { ComponentType } from 'react'
import { useData } from 'vike-react/useData'
import type { Locale } from '../content/editions'
import type { PageData, ShownPage } from '../renderer/types'
import { Banner } from './Banner'
import type { PageComponentName } from './bodyComponents'
import { EnquiryBlock } from './EnquiryBlock'
import { enquiryOf } from '../lib/enquiry'
import { ImageRows } from './ImageRows'
import { mdxComponents } from './mdxComponents'
import { TileGrid } from './TileGrid'
import { WorkEndQuote } from './WorkEndQuote'
import { askAbout } from '../renderer/site'
import { useLocale } from '../renderer/useLocale'

type MdxBody = ComponentType<{ components?: MDXComponents }>
/** A page's own widgets, by the names components/bodyComponents.ts lists for it. */
type PageComponents = Partial<Record<PageComponentName, ComponentType>>

/**
 * One layout for every page of content/pages/: banner with breadcrumb, intro, tiles, rows of pictures, the
 * MDX body and, on event and service pages, the enquiry block. Pages differ by their content only.
 */
export function ContentPage({ page, Body, components }: { page: ShownPage; Body: MdxBody; components?: PageComponents }) {
  // The work before the words: the first row of pictures right under the intro, so that a phone shows it within
  // its first two screens; the other rows after the text, or all of them under the intro ("top").
  const rows = page.galleries ?? []
  const early = page.galleryPosition === 'top' ? rows : rows.slice(0, 1)
  const late = page.galleryPosition === 'top' ? [] : rows.slice(1)
  // Where the pictures end, a quote button (for this page's service where it has one), unless the enquiry block
  // follows them at once.
  const locale = useLocale()
  const quote = <WorkEndQuote href={askAbout(page, locale).quotation} />
  const enquiry = !!enquiryOf(page)
  return (
    <>
      <Banner heading={page.heading} breadcrumb={page.breadcrumb} image={page.banner} />
      <div className="container page-body">
        {page.intro && <p className="page-intro">{page.intro}</p>}
        {page.tiles && <TileGrid tiles={page.tiles} />}
        {early.length > 0 && <ImageRows rows={early} />}
        {/* The pictures end here (the rows, or an event page's tiles) when no row follows the text. */}
        {late.length === 0 && (early.length > 0 || page.tiles) && quote}
        <div className="prose">
          <Body components={{ ...mdxComponents, ...components }} />
        </div>
        {late.length > 0 && <ImageRows rows={late} words={false} />}
        {late.length > 0 && !enquiry && quote}
        <EnquiryBlock page={page} />
      </div>
    </>
  )
}

/**
 * The Page of a route with its own folder in pages/ (widgets or forms): its MDX body in each edition
 * (content/pages/ and content/ta/pages/) plus its widgets.
 */
// Called once per page folder at module level (pages/*/+Page.tsx), never inside a component.
export function interactivePage(bodies: Record<Locale, MdxBody>, components?: PageComponents) {
  // biome-ignore lint/correctness/noComponentHookFactories: made once per page folder at module level, see above
  return function Page() {
    const { page, locale } = useData<PageData>()
    return <ContentPage page={page} Body={bodies[locale]} components={components} />
  }
}
