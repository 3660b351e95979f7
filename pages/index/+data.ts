// https://vike.dev/data
// The home page: its MDX front-matter plus the widgets' data from content/data/ (images resolved); the Tamil
// edition's from content/ta/data/.
import type { PageContextServer } from 'vike/types'
import faqEn from '../../content/data/faq.yaml'
import homeEn from '../../content/data/home.yaml'
import faqTa from '../../content/ta/data/faq.yaml'
import homeTa from '../../content/ta/data/home.yaml'
import { localizePath } from '../../content/editions'
import { testimonialsSnapshot } from '../../renderer/testimonials'
import { showImage, showImages } from '../../renderer/images'
import { data as pageData } from '../+data'

export async function data(pageContext: PageContextServer) {
  const locale = pageContext.locale ?? 'en'
  const home = locale === 'ta' ? homeTa : homeEn
  const faq = locale === 'ta' ? faqTa : faqEn
  const slides = home.slides.map((slide) => ({ ...slide, image: showImage({ src: slide.image }, locale) }))
  return {
    ...pageData(pageContext),
    lcpImage: slides[0].image,
    faq,
    testimonials: await testimonialsSnapshot(locale),
    home: {
      ...home,
      slides,
      about: { ...home.about, image: showImage(home.about.image, locale) },
      services: home.services.map((card) => ({
        image: showImage({ src: card.imageSrc }, locale),
        title: card.title,
        text: card.description,
        target: localizePath(`/services/${card.servicename}`, locale),
      })),
      projects: showImages(home.projects, locale),
    },
  }
}

export type HomeData = Awaited<ReturnType<typeof data>>
