// https://vike.dev/data
// The gallery page: its MDX front-matter plus the pictures of content/data/gallery.yaml.
import type { PageContextServer } from 'vike/types'
import gallery from '../../content/data/gallery.yaml'
import { showImages } from '../../renderer/images'
import { data as pageData } from '../+data'

export function data(pageContext: PageContextServer) {
  return { ...pageData(pageContext), gallery: showImages(gallery) }
}

export type GalleryData = ReturnType<typeof data>
