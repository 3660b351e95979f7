// https://vike.dev/data
// The home page: its MDX front-matter plus the widgets' data from content/data/ (images resolved).
import type { PageContextServer } from 'vike/types'
import faq from '../../content/data/faq.yaml'
import home from '../../content/data/home.yaml'
import { showImage, showImages } from '../../renderer/images'
import { data as pageData } from '../+data'

export function data(pageContext: PageContextServer) {
  const slides = home.slides.map((slide) => ({ ...slide, image: showImage({ src: slide.image, alt: slide.alt ?? slide.title }) }))
  return {
    ...pageData(pageContext),
    lcpImage: slides[0].image,
    faq,
    home: {
      ...home,
      slides,
      about: { ...home.about, image: showImage(home.about.image) },
      services: home.services.map((card) => ({
        image: showImage({ src: card.imageSrc, alt: card.title }),
        title: card.title,
        text: card.description,
        target: `/services/${card.servicename}`,
      })),
      projects: showImages(home.projects),
    },
  }
}

export type HomeData = ReturnType<typeof data>
