import { useEffect, useState } from 'react'
import { galleryCategories } from '../../content/galleryCategories'
import type { GalleryItem } from '../../content/schema'
import { ui } from '../../content/ui'
import type { Shown } from '../../renderer/types'
import { useLocale } from '../../renderer/useLocale'
import { PictureLink } from '../PictureLink'
import { viewerWords } from '../viewer/words'

type Category = (typeof galleryCategories)[number]
type Item = Shown<GalleryItem>

/** "Groom Makeup" -> "groom-makeup", as it appears in /gallery?category=groom-makeup. */
export const slugOf = (category: Category) => category.toLowerCase().replace(/\s+/g, '-')

/** The category named by a URL's ?category= (case-insensitive), or null for All. */
export function categoryFromSearch(search: string): Category | null {
  const wanted = new URLSearchParams(search).get('category')?.toLowerCase()
  return galleryCategories.find((category) => slugOf(category) === wanted) ?? null
}

export function itemsOf(items: Item[], category: Category | null): Item[] {
  return category ? items.filter((item) => item.category === category) : items
}

/**
 * Gallery with a category filter (All by default). The chosen category is kept in the URL so a filtered view
 * can be shared. A picture opens in the site's picture viewer (components/viewer/), which needs nothing from this
 * widget: a tap on a picture opens the picture tapped, whether the filter runs yet or not.
 */
export function GalleryFilter({ items }: { items: Item[] }) {
  const locale = useLocale()
  const t = ui(locale).gallery
  const [category, setCategory] = useState<Category | null>(null)
  const shown = itemsOf(items, category)

  useEffect(() => setCategory(categoryFromSearch(window.location.search)), [])

  const choose = (next: Category | null) => {
    setCategory(next)
    const url = new URL(window.location.href)
    if (next) url.searchParams.set('category', slugOf(next))
    else url.searchParams.delete('category')
    window.history.replaceState(window.history.state, '', url)
  }

  return (
    <div className="gallery">
      <div className="gallery__filters" role="group" aria-label={t.filter} data-sideways-row>
        {[null, ...galleryCategories].map((option) => (
          <button
            key={option ?? 'All'}
            type="button"
            className="gallery__filter"
            aria-pressed={category === option}
            onClick={() => choose(option)}
          >
            {option ? t.categories[option] : t.all}
          </button>
        ))}
      </div>
      <p className="gallery__count" aria-live="polite">
        {t.count(shown.length, category ? t.categories[category] : undefined)}
      </p>
      <ul className="gallery__grid" {...viewerWords(locale)}>
        {shown.map((item) => (
          <li key={item.src} className="gallery__item">
            <PictureLink image={item} sizes="(min-width: 960px) 25vw, 50vw" />
          </li>
        ))}
      </ul>
    </div>
  )
}
