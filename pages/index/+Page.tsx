import { useData } from 'vike-react/useData'
import IntroEn from '../../content/pages/index.mdx'
import IntroTa from '../../content/ta/pages/index.mdx'
import { ui } from '../../content/ui'
import { AboutTeaser } from '../../components/home/AboutTeaser'
import { Counters } from '../../components/home/Counters'
import { Faq } from '../../components/home/Faq'
import { HeroCarousel } from '../../components/home/HeroCarousel'
import { Island } from '../../components/islands/Island'
import { ServiceShortcuts } from '../../components/home/ServiceShortcuts'
import { Testimonials } from '../../components/home/Testimonials'
import { mdxComponents } from '../../components/mdxComponents'
import { PictureLink } from '../../components/PictureLink'
import { viewerWords } from '../../components/viewer/words'
import { TileGrid } from '../../components/TileGrid'
import { testimonialsFeed } from '../../lib/endpoints'
import { navigationFor } from '../../renderer/site'
import type { HomeData } from './+data'

export default function HomePage() {
  const { page, locale, home, faq, testimonials } = useData<HomeData>()
  const Intro = locale === 'ta' ? IntroTa : IntroEn
  return (
    <>
      <Island
        name="HeroCarousel"
        component={HeroCarousel}
        trigger="soon"
        props={{ slides: home.slides, heading: page.heading, cta: navigationFor(locale).header.cta }}
      />
      <ServiceShortcuts shortcuts={home.shortcuts} />
      <div className="container home-intro prose">
        <Intro components={mdxComponents} />
      </div>
      <Island name="AboutTeaser" component={AboutTeaser} trigger="visible" props={home.about} />
      <section className="container home-section" aria-labelledby="services-heading">
        <h2 id="services-heading">{home.headings.services}</h2>
        <TileGrid tiles={home.services} headingLevel={3} />
      </section>
      <section className="container home-section" aria-labelledby="projects-heading">
        <h2 id="projects-heading">{home.headings.projects}</h2>
        <ul className="project-grid" {...viewerWords(locale)}>
          {home.projects.map((image) => (
            <li key={image.src} data-aos="fade-up">
              <PictureLink image={image} sizes="(min-width: 960px) 33vw, 50vw" />
            </li>
          ))}
        </ul>
      </section>
      <section className="counters-strip" aria-label={ui(locale).home.numbers}>
        <div className="container">
          <Island name="Counters" component={Counters} trigger="visible" props={{ counters: home.counters }} />
        </div>
      </section>
      <section className="container home-section" aria-labelledby="reviews-heading">
        <h2 id="reviews-heading">{home.headings.reviews}</h2>
        <Island
          name="Testimonials"
          component={Testimonials}
          trigger="visible"
          props={{ feedUrl: testimonialsFeed(locale), initial: testimonials }}
        />
      </section>
      <section className="container home-section" aria-labelledby="faq-heading">
        <h2 id="faq-heading">{home.headings.faq}</h2>
        <Faq items={faq} />
      </section>
    </>
  )
}
