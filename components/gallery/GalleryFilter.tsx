import { useEffect, useRef, useState } from 'react'
import { FaChevronLeft, FaChevronRight, FaTimes } from 'react-icons/fa'
import { galleryCategories } from '../../content/galleryCategories'
import type { GalleryItem } from '../../content/schema'
import { ui } from '../../content/ui'
import type { Shown } from '../../renderer/types'
import { useLocale } from '../../renderer/useLocale'
import { Picture } from '../Picture'

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
 * can be shared; a picture opens larger on click or Enter and closes with Escape.
 */
export function GalleryFilter({ items }: { items: Item[] }) {
  const words = ui(useLocale())
  const t = words.gallery
  const [category, setCategory] = useState<Category | null>(null)
  const [open, setOpen] = useState<number | null>(null)
  const dialog = useRef<HTMLDialogElement>(null)
  const shown = itemsOf(items, category)

  useEffect(() => setCategory(categoryFromSearch(window.location.search)), [])

  const choose = (next: Category | null) => {
    setCategory(next)
    const url = new URL(window.location.href)
    if (next) url.searchParams.set('category', slugOf(next))
    else url.searchParams.delete('category')
    window.history.replaceState(window.history.state, '', url)
  }

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (open !== null && !element.open) element.showModal()
    if (open === null && element.open) element.close()
  }, [open])

  const step = (delta: number) => setOpen((i) => (i === null ? i : (i + delta + shown.length) % shown.length))
  const current = open === null ? null : shown[open]

  return (
    <div className="gallery">
      <div className="gallery__filters" role="group" aria-label={t.filter}>
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
      <ul className="gallery__grid">
        {shown.map((item, i) => (
          <li key={item.src} className="gallery__item">
            <button type="button" className="gallery__open" onClick={() => setOpen(i)} aria-label={t.open(item.alt)}>
              <Picture image={item} sizes="(min-width: 960px) 25vw, 50vw" />
            </button>
          </li>
        ))}
      </ul>
      <dialog
        ref={dialog}
        className="lightbox"
        aria-label={current?.alt ?? t.picture}
        onClose={() => setOpen(null)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowRight') step(1)
          if (event.key === 'ArrowLeft') step(-1)
        }}
        onClick={(event) => event.target === event.currentTarget && setOpen(null)}
      >
        {current && (
          <figure className="lightbox__figure">
            <img className="lightbox__image" src={current.src} alt={current.alt} width={current.width} height={current.height} />
            <figcaption className="lightbox__caption">
              {current.alt} <span className="lightbox__position">({words.position((open ?? 0) + 1, shown.length)})</span>
            </figcaption>
          </figure>
        )}
        <button type="button" className="lightbox__button lightbox__close" onClick={() => setOpen(null)} aria-label={t.close}>
          <FaTimes aria-hidden="true" />
        </button>
        <button type="button" className="lightbox__button lightbox__prev" onClick={() => step(-1)} aria-label={t.previous}>
          <FaChevronLeft aria-hidden="true" />
        </button>
        <button type="button" className="lightbox__button lightbox__next" onClick={() => step(1)} aria-label={t.next}>
          <FaChevronRight aria-hidden="true" />
        </button>
      </dialog>
    </div>
  )
}
