// https://vike.dev/data
// The gallery page: its MDX front-matter plus the pictures of content/data/gallery.yaml (Tamil: content/ta/data/).
import type { PageContextServer } from 'vike/types'
import galleryEn from '../../content/data/gallery.yaml'
import galleryTa from '../../content/ta/data/gallery.yaml'
import { showImages } from '../../renderer/images'
import { data as pageData } from '../+data'

export function data(pageContext: PageContextServer) {
  return { ...pageData(pageContext), gallery: showImages(pageContext.locale === 'ta' ? galleryTa : galleryEn) }
}

export type GalleryData = ReturnType<typeof data>
