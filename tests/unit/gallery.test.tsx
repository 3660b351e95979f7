// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import gallery from '../../content/data/gallery.yaml'
import { galleryCategories } from '../../content/galleryCategories.ts'
import pictures from '../../content/images.yaml'
import { categoryFromSearch, GalleryFilter, slugOf } from '../../components/gallery/GalleryFilter.tsx'

afterEach(() => {
  cleanup()
  window.history.replaceState(null, '', '/gallery')
})

const described = (src: string) => pictures.find((picture) => picture.src === src)!.en
const items = gallery.map((item) => ({ ...item, alt: described(item.src), src: `/images/${item.src}`, width: 960, height: 720 }))
const count = (category: string) => gallery.filter((item) => item.category === category).length
/** The categories of the pictures shown, each found by its link (to its file). */
const shownCategories = () =>
  screen.getAllByRole('link').map((link) => items.find((item) => item.src === link.getAttribute('href'))!.category)

describe('gallery data', () => {
  // The spec gives approximate counts (about 18 decoration, 26 photography…); editors add and remove pictures. The
  // rule a visitor notices: no filter button leads to an empty grid.
  it('has pictures in every category of the filter', () => {
    const empty = galleryCategories.filter((category) => count(category) === 0)
    expect(empty, 'categories without a picture').toEqual([])
  })
})

describe('GalleryFilter', () => {
  it('shows All by default, with All pressed; each picture a link to its file, which the picture viewer opens', () => {
    render(<GalleryFilter items={items} />)
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(items.map((item) => item.src))
    expect(screen.getAllByRole('link')[0].closest('[data-viewer-position]')?.getAttribute('data-viewer-position')).toBe('{n} of {total}')
    expect(screen.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true')
  })

  it('shows exactly the chosen category, highlights its button and keeps it in the URL', () => {
    render(<GalleryFilter items={items} />)
    fireEvent.click(screen.getByRole('button', { name: 'Groom Makeup' }))
    expect(shownCategories()).toEqual(Array(6).fill('Groom Makeup'))
    expect(screen.getByRole('button', { name: 'Groom Makeup' }).getAttribute('aria-pressed')).toBe('true')
    expect(screen.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('false')
    expect(window.location.search).toBe('?category=groom-makeup')
    fireEvent.click(screen.getByRole('button', { name: 'All' }))
    expect(shownCategories()).toHaveLength(items.length)
    expect(window.location.search).toBe('')
  })

  it('starts on the category named in the URL', () => {
    window.history.replaceState(null, '', '/gallery?category=photography')
    render(<GalleryFilter items={items} />)
    expect(new Set(shownCategories())).toEqual(new Set(['Photography']))
    expect(screen.getByRole('button', { name: 'Photography' }).getAttribute('aria-pressed')).toBe('true')
  })

  it('reads categories from URLs case-insensitively and ignores unknown ones', () => {
    expect(categoryFromSearch('?category=Bridal-Makeup')).toBe('Bridal Makeup')
    expect(categoryFromSearch('?category=cakes')).toBeNull()
    expect(slugOf('Groom Makeup')).toBe('groom-makeup')
  })
})
