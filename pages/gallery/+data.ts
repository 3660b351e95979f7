// https://vike.dev/data
// The gallery page: its MDX front-matter plus the pictures of content/data/gallery.yaml, the same in every edition
// (each picture described in the edition's language from content/images.yaml).
import type { PageContextServer } from 'vike/types'
import gallery from '../../content/data/gallery.yaml'
import { showImages } from '../../renderer/images'
import { data as pageData } from '../+data'

export function data(pageContext: PageContextServer) {
  return { ...pageData(pageContext), gallery: showImages(gallery, pageContext.locale ?? 'en') }
}

export type GalleryData = ReturnType<typeof data>
