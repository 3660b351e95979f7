// @vitest-environment jsdom
// The home page widgets with fake timers: hero carousel, counters, testimonials slider, FAQ.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Counters, COUNT_UP_MS, countAt } from '../../components/home/Counters.tsx'
import { Faq } from '../../components/home/Faq.tsx'
import { HERO_INTERVAL_MS, HeroCarousel } from '../../components/home/HeroCarousel.tsx'
import { LocaleContext } from '../../renderer/useLocale.ts'
import { Testimonials } from '../../components/home/Testimonials.tsx'
import { loadTestimonials } from '../../lib/testimonials.ts'

let reducedMotion = false
let intersect: (visible: boolean) => void = () => {}

beforeEach(() => {
  reducedMotion = false
  window.matchMedia = ((query: string) => ({
    matches: query.includes('reduce') && reducedMotion,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia
  // An IntersectionObserver the test drives by hand.
  window.IntersectionObserver = class {
    constructor(callback: IntersectionObserverCallback) {
      intersect = (visible) =>
        callback([{ isIntersecting: visible, intersectionRatio: visible ? 1 : 0 } as IntersectionObserverEntry], this as never)
    }
    observe() {}
    disconnect() {}
    unobserve() {}
    takeRecords() {
      return []
    }
  } as unknown as typeof IntersectionObserver
})

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

const image = (n: number) => ({ src: `/images/hero/hero-0${n}.jpg`, alt: `Slide picture ${n}`, width: 1600, height: 900 })
const slides = [1, 2, 3].map((n) => ({ image: image(n), title: `Headline ${n}`, description: `Description ${n}` }))
const activeSlide = () => screen.getAllByRole('group', { hidden: true }).findIndex((slide) => slide.getAttribute('aria-hidden') === 'false')

function renderCarousel() {
  vi.useFakeTimers()
  render(<HeroCarousel slides={slides} heading="Event planners" cta={{ label: 'Get Quotation', href: '/contactus' }} />)
}

describe('HeroCarousel', () => {
  it('labels itself and each slide as the carousel pattern asks', () => {
    renderCarousel()
    const region = screen.getByRole('region', { name: 'Highlights' })
    expect(region.getAttribute('aria-roledescription')).toBe('carousel')
    const groups = screen.getAllByRole('group', { hidden: true })
    expect(groups.map((group) => group.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3'])
    expect(groups.every((group) => group.getAttribute('aria-roledescription') === 'slide')).toBe(true)
    expect(screen.getByRole('link', { name: 'Get Quotation' }).getAttribute('href')).toBe('/contactus')
  })

  it('says its role and the place of each slide in Tamil on the Tamil page', () => {
    render(
      <LocaleContext.Provider value="ta">
        <HeroCarousel slides={slides} heading="விழா ஏற்பாடுகள்" cta={{ label: 'விலை விவரம் கேளுங்கள்', href: '/ta/contactus' }} />
      </LocaleContext.Provider>,
    )
    expect(screen.getByRole('region', { name: 'சிறப்புக் காட்சிகள்' }).getAttribute('aria-roledescription')).toBe('சுழலும் காட்சிகள்')
    const groups = screen.getAllByRole('group', { hidden: true })
    expect(groups.map((group) => group.getAttribute('aria-label'))).toEqual(['3-இல் 1-வது', '3-இல் 2-வது', '3-இல் 3-வது'])
    expect(groups.every((group) => group.getAttribute('aria-roledescription') === 'காட்சி')).toBe(true)
  })

  it('advances every 7 seconds and wraps from the third slide to the first', () => {
    renderCarousel()
    expect(activeSlide()).toBe(0)
    act(() => vi.advanceTimersByTime(HERO_INTERVAL_MS - 1))
    expect(activeSlide()).toBe(0)
    act(() => vi.advanceTimersByTime(1))
    expect(activeSlide()).toBe(1)
    act(() => vi.advanceTimersByTime(HERO_INTERVAL_MS))
    expect(activeSlide()).toBe(2)
    act(() => vi.advanceTimersByTime(HERO_INTERVAL_MS))
    expect(activeSlide()).toBe(0)
  })

  it('restarts its timer on a manual change', () => {
    renderCarousel()
    act(() => vi.advanceTimersByTime(5000))
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }))
    expect(activeSlide()).toBe(1)
    act(() => vi.advanceTimersByTime(HERO_INTERVAL_MS - 1))
    expect(activeSlide()).toBe(1)
    act(() => vi.advanceTimersByTime(1))
    expect(activeSlide()).toBe(2)
  })

  it('stops when paused and starts again', () => {
    renderCarousel()
    fireEvent.click(screen.getByRole('button', { name: 'Pause highlights' }))
    act(() => vi.advanceTimersByTime(HERO_INTERVAL_MS * 3))
    expect(activeSlide()).toBe(0)
    fireEvent.click(screen.getByRole('button', { name: 'Play highlights' }))
    act(() => vi.advanceTimersByTime(HERO_INTERVAL_MS))
    expect(activeSlide()).toBe(1)
  })

  /** A pointer of this type coming over the carousel (React hears pointerover; jsdom has no PointerEvent). */
  const pointerOver = (pointerType: string) => {
    const event = new MouseEvent('pointerover', { bubbles: true })
    Object.defineProperty(event, 'pointerType', { value: pointerType })
    act(() => void screen.getByRole('region', { name: 'Highlights' }).dispatchEvent(event))
  }

  it('stops while a mouse is over it', () => {
    renderCarousel()
    pointerOver('mouse')
    act(() => vi.advanceTimersByTime(HERO_INTERVAL_MS * 2))
    expect(activeSlide()).toBe(0)
  })

  it('turns on when a finger touches it: a tap is not hover', () => {
    renderCarousel()
    pointerOver('touch')
    act(() => vi.advanceTimersByTime(HERO_INTERVAL_MS))
    expect(activeSlide()).toBe(1)
  })

  it('does not rotate under reduced motion', () => {
    reducedMotion = true
    renderCarousel()
    act(() => vi.advanceTimersByTime(HERO_INTERVAL_MS * 2))
    expect(activeSlide()).toBe(0)
  })

  it('loads the first picture at once with high priority, the others lazily with low priority', () => {
    renderCarousel()
    const images = screen.getAllByRole('img', { hidden: true })
    expect([images[0].getAttribute('loading'), images[0].getAttribute('fetchpriority')]).toEqual(['eager', 'high'])
    for (const img of images.slice(1)) expect([img.getAttribute('loading'), img.getAttribute('fetchpriority')]).toEqual(['lazy', 'low'])
  })
})

describe('Counters', () => {
  const counters = [
    { value: 8, suffix: '+', label: 'Years' },
    { value: 150, suffix: '+', label: 'Happy customers' },
    { value: 10, suffix: '+', label: 'Services' },
    { value: 100, suffix: '+', label: 'Projects' },
  ]
  const shown = () => [...document.querySelectorAll('.counters__value')].map((el) => el.textContent)

  it('eases from 0 to the target over 5 seconds', () => {
    expect(countAt(150, 0)).toBe(0)
    expect(countAt(150, COUNT_UP_MS / 2)).toBeGreaterThan(75)
    expect(countAt(150, COUNT_UP_MS)).toBe(150)
    expect(countAt(150, COUNT_UP_MS * 2)).toBe(150)
  })

  it('counts up when it comes into view and reaches 8+, 150+, 10+, 100+ at 5 s', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance', 'setTimeout'] })
    render(<Counters counters={counters} />)
    expect(shown()).toEqual(['0+', '0+', '0+', '0+'])
    act(() => intersect(true))
    act(() => vi.advanceTimersByTime(2500))
    const midway = shown().map((text) => parseInt(text!, 10))
    expect(midway[1]).toBeGreaterThan(0)
    expect(midway[1]).toBeLessThan(150)
    act(() => vi.advanceTimersByTime(2600))
    expect(shown()).toEqual(['8+', '150+', '10+', '100+'])
  })

  it('gives screen readers the final numbers all along', () => {
    render(<Counters counters={counters} />)
    expect([...document.querySelectorAll('.counters .visually-hidden')].map((el) => el.textContent)).toEqual(['8+', '150+', '10+', '100+'])
  })

  it('shows the final numbers at once under reduced motion', () => {
    reducedMotion = true
    render(<Counters counters={counters} />)
    expect(shown()).toEqual(['8+', '150+', '10+', '100+'])
  })
})

describe('Testimonials', () => {
  const feed = [
    { Message: 'The mandap was beautiful.', Name: 'Lakshmi', Work: 'Engineer' },
    { Message: 'Calm and punctual team.', Name: 'Arun' }, // the feed leaves out empty cells
    { Message: '<img src=x onerror=alert(1)>', Name: 'Tester', Work: 'QA' },
  ]
  const respond = (body: unknown, status = 200) =>
    vi.fn(async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch

  it('starts empty and fills after one load, a row with a missing field included', async () => {
    const fetchMock = respond(feed)
    vi.stubGlobal('fetch', fetchMock)
    render(<Testimonials feedUrl="/api/testimonials" />)
    expect(document.querySelectorAll('.testimonial').length).toBe(0)
    expect(await screen.findAllByText('Calm and punctual team.')).not.toHaveLength(0)
    expect(screen.getAllByText('Arun').length).toBeGreaterThan(0)
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('renders feed text as text, never as HTML', async () => {
    vi.stubGlobal('fetch', respond(feed))
    render(<Testimonials feedUrl="/api/testimonials" />)
    expect((await screen.findAllByText('<img src=x onerror=alert(1)>')).length).toBeGreaterThan(0)
    expect(document.querySelector('.testimonial img')).toBeNull()
  })

  it('logs "Error fetching testimonials:" and shows nothing when the feed fails', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(await loadTestimonials('/feed', respond({ error: 'down' }, 500))).toEqual([])
    expect(log).toHaveBeenCalledWith('Error fetching testimonials:', expect.any(Error))
    const failing = vi.fn(async () => {
      throw new TypeError('Failed to fetch')
    }) as unknown as typeof fetch
    expect(await loadTestimonials('/feed', failing)).toEqual([])
    expect(log).toHaveBeenLastCalledWith('Error fetching testimonials:', expect.any(TypeError))
  })

  it('on the Tamil page, shows Tamil reviews first and marks an English one lang="en", saying it was written in English', async () => {
    vi.stubGlobal('fetch', respond([]))
    const rows = [
      { Message: 'The mandap was beautiful.', Name: 'Lakshmi' },
      { Message: 'மணமேடை அருமையாக இருந்தது.', Name: 'மீனா', Language: 'ta' },
    ]
    render(
      <LocaleContext.Provider value="ta">
        <Testimonials feedUrl="/api/testimonials" initial={rows} />
      </LocaleContext.Provider>,
    )
    const reviews = [...document.querySelectorAll('.slick-slide:not(.slick-cloned) .testimonial')]
    expect(reviews.map((review) => review.querySelector('blockquote')!.textContent)).toEqual([
      'மணமேடை அருமையாக இருந்தது.',
      'The mandap was beautiful.',
    ])
    expect(reviews[0].querySelector('[lang]')).toBeNull()
    expect(reviews[1].querySelector('blockquote')!.getAttribute('lang')).toBe('en')
    expect(reviews[1].querySelector('.testimonial__name')!.getAttribute('lang')).toBe('en')
    expect(reviews[1].querySelector('.testimonial__language')!.textContent).toBe('ஆங்கிலத்தில் எழுதியது')
    expect(document.querySelector('.testimonials')!.getAttribute('aria-roledescription')).toBe('சுழலும் காட்சிகள்')
  })

  it('drops rows without a message', async () => {
    expect(await loadTestimonials('/feed', respond([{ Name: 'No message' }, { Message: 'Lovely', Name: 'A' }]))).toEqual([
      { Message: 'Lovely', Name: 'A' },
    ])
  })
})

describe('Faq', () => {
  const items = [
    { question: 'Which areas do you serve?', answer: 'Chennai and Coimbatore.' },
    { question: 'How soon will you reply?', answer: 'Within 24 hours.' },
  ]

  // Plain disclosures: the browser opens and closes them (the site tests click them, with and without scripts).
  it('renders each question as a closed disclosure, its heading in the summary, + and - both there', () => {
    render(<Faq items={items} />)
    const disclosures = [...document.querySelectorAll('details.faq__item')] as HTMLDetailsElement[]
    expect(disclosures.map((details) => details.open)).toEqual([false, false])
    const summary = disclosures[0].querySelector(':scope > summary')!
    expect(summary.querySelector('h3')!.textContent).toBe('Which areas do you serve?')
    expect([...summary.querySelectorAll('.faq__sign > span')].map((sign) => sign.textContent)).toEqual(['+', '-'])
    expect(summary.querySelector('.faq__sign')!.getAttribute('aria-hidden')).toBe('true')
    expect(disclosures[1].querySelector('.faq__answer')!.textContent).toBe('Within 24 hours.')
  })
})
