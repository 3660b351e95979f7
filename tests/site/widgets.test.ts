// The home, about and gallery widgets in Chromium, on the built site with the stand-in's testimonials feed.
import fs from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { galleryCategories } from '../../content/galleryCategories.ts'
import { UI } from '../../content/ui/index.ts'
import { DESKTOP, PHONE, useSite } from '../support/browser.ts'
import { loadCatalogue } from '../../build-steps/content-loader.ts'
import { counterTexts, dataOf, galleryPictures, headingsAndListItems, pageAt, rowPicturesOn } from '../support/content.ts'
import { distClient, documentOf } from '../support/site.ts'

// Counts and texts come from the content files, words from the word books: an editor's new picture, review or
// reworded answer is checked like the rest.
const en = UI.en
const FAQ = dataOf<{ question: string; answer: string }[]>('faq.yaml')
const home = dataOf<{ about: { points: string[] }; services: { servicename: string }[] }>('home.yaml')
const testimonials = dataOf<{ Message: string; Name: string }[]>('testimonials.yaml')
const GALLERY = galleryPictures()
/** Two categories of the gallery with pictures, and how many each has. */
const [FIRST_CATEGORY, SECOND_CATEGORY] = galleryCategories
  .map((category) => ({ category, count: GALLERY.filter((picture) => picture.category === category).length }))
  .filter(({ count }) => count > 0 && count < GALLERY.length)
  .slice(0, 2)
/** A category's address in a link ("Bridal Makeup" is bridal-makeup). */
const slug = (category: string) => category.toLowerCase().replace(/\s+/g, '-')
/** The first words of a text, as a reader finds them on the page (one line, spaces as one). */
const firstWords = (text: string, n = 6) => text.trim().split(/\s+/).slice(0, n).join(' ')

const site = useSite()
/** The hero carousel starts a few seconds after the page's scripts, or at a touch (components/islands/boot.ts). */
const heroRunning = (page: Page) => page.waitForSelector('[data-island="HeroCarousel"][data-hydrated]', { state: 'attached' })
const activeSlide = (page: Page) =>
  page.locator('.hero__slide').evaluateAll((slides) => slides.findIndex((s) => s.getAttribute('aria-hidden') === 'false'))

describe('home page', () => {
  it('has the final counter numbers and all FAQ questions in the pre-rendered HTML', () => {
    const html = fs.readFileSync(path.join(distClient, 'index.html'), 'utf8')
    const shown = documentOf('/').querySelector('main')!.textContent!.replace(/\s+/g, ' ')
    for (const value of counterTexts()) expect(html).toContain(`>${value.replace('+', '<!-- -->+')}<`)
    expect(html.match(/<details class="faq__item">/g)).toHaveLength(FAQ.length)
    for (const { question, answer } of FAQ) {
      expect(shown).toContain(question)
      expect(shown).toContain(firstWords(answer))
    }
  })

  // React and the carousel's code are not among the first seconds' work of a phone: they come a few seconds after
  // the page's scripts have started, or at once when the visitor reaches for the carousel, whose tap is not lost.
  it.each(['/', '/ta'])('%s on a phone: the hero starts seconds after the page, or at once at a tap on it', async (path) => {
    const { page } = await site.open(path, PHONE)
    await page.waitForSelector('html[data-ready]', { state: 'attached' })
    // Everything else of the page runs; the hero, a second later, still waits.
    await page.waitForTimeout(1000)
    expect(await page.locator('[data-island="HeroCarousel"][data-hydrated]').count()).toBe(0)
    await heroRunning(page)

    const tapped = (await site.open(path, PHONE)).page
    await tapped.waitForSelector('html[data-ready]', { state: 'attached' })
    const [, , next] = await tapped.locator('.hero__control').all()
    await next.tap()
    await heroRunning(tapped)
    expect(await activeSlide(tapped)).toBe(1)
    await page.context().close()
    await tapped.context().close()
  })

  it('moves the hero forward every 7 s, wraps, and stops when paused', async () => {
    const { page, errors } = await site.open('/', DESKTOP, (p) => p.clock.install())
    await heroRunning(page)
    await page.mouse.move(5, 790) // away from the carousel: hovering pauses it
    expect(await activeSlide(page)).toBe(0)
    await page.clock.runFor(7000)
    await expect.poll(() => activeSlide(page)).toBe(1)
    await page.clock.runFor(7000)
    await expect.poll(() => activeSlide(page)).toBe(2)
    await page.clock.runFor(7000)
    await expect.poll(() => activeSlide(page)).toBe(0)
    await page.getByRole('button', { name: en.home.pauseHighlights }).click()
    await page.mouse.move(5, 790)
    await page.clock.runFor(21000)
    expect(await activeSlide(page)).toBe(0)
    expect(errors).toEqual([])
    await page.context().close()
  })

  // A tap is neither hover nor keyboard focus: it steps the carousel and the carousel turns on. Only its pause
  // control stops it.
  it.each(['/', '/ta'])(
    '%s on a phone: the hero turns on after a tap on its controls, and stops only at its pause control',
    async (path) => {
      const { page } = await site.open(path, PHONE, (p) => p.clock.install())
      await heroRunning(page)
      const [pause, , next] = await page.locator('.hero__control').all()
      await next.tap()
      expect(await activeSlide(page)).toBe(1)
      await page.clock.runFor(7000)
      await expect.poll(() => activeSlide(page)).toBe(2)
      await page.clock.runFor(7000)
      await expect.poll(() => activeSlide(page)).toBe(0)
      await pause.tap()
      await page.clock.runFor(21000)
      expect(await activeSlide(page)).toBe(0)
      await pause.tap()
      await page.clock.runFor(7000)
      await expect.poll(() => activeSlide(page)).toBe(1)
      await page.context().close()
    },
  )

  it('has only the first hero picture in the HTML (eager, high priority); the others come lazily once the carousel runs', async () => {
    const html = fs.readFileSync(path.join(distClient, 'index.html'), 'utf8')
    expect(html.match(/class="hero__image"/g)).toHaveLength(1)
    expect(html).toMatch(/<link rel="preload" as="image"[^>]*hero-01-/)
    const { page } = await site.open('/')
    await heroRunning(page)
    const images = await page
      .locator('.hero__image')
      .evaluateAll((imgs) => imgs.map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')]))
    expect(images).toEqual([
      ['eager', 'high'],
      ['lazy', 'low'],
      ['lazy', 'low'],
    ])
    await page.context().close()
  })

  it('counts the numbers up over 5 s when they come into view', async () => {
    const { page } = await site.open('/', DESKTOP, (p) => p.clock.install())
    const values = () => page.locator('.counters__value').allInnerTexts()
    // The pre-rendered numbers are the final ones; the counters start near the viewport and count from 0 in it.
    expect(await values()).toEqual(counterTexts())
    await page.locator('.counters').scrollIntoViewIfNeeded()
    await page.waitForSelector('[data-island="Counters"][data-hydrated]', { state: 'attached' })
    // Counting up: below the targets for the 5 s it takes.
    // The largest number is watched: it is the one still below its target after 2 s.
    const targets = counterTexts().map((v) => parseInt(v, 10))
    const largest = targets.indexOf(Math.max(...targets))
    // The count starts when the counters see themselves on the screen (an observer's answer, after the island runs).
    await expect
      .poll(async () => {
        await page.clock.runFor(50)
        return parseInt((await values())[largest], 10)
      })
      .toBeGreaterThan(0)
    const midway = (await values()).map((v) => parseInt(v, 10))
    expect(midway[largest]).toBeLessThan(targets[largest])
    await page.clock.runFor(2000)
    const later = (await values()).map((v) => parseInt(v, 10))
    expect(later[largest]).toBeGreaterThan(midway[largest])
    expect(later[largest]).toBeLessThan(targets[largest])
    await page.clock.runFor(3500)
    await expect.poll(values).toEqual(counterTexts())
    await page.context().close()
  })

  it('shows the reviews in the pre-rendered HTML, then fills the slider from the feed without moving what is below it', async () => {
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const { page, errors } = await site.open('/', DESKTOP, (p) =>
      p.route('**/api/testimonials', async (route) => {
        await held
        await route.continue()
      }),
    )
    const faqTop = () => page.locator('#faq-heading').evaluate((el) => el.getBoundingClientRect().top + window.scrollY)
    // The build's snapshot (the default list here), before any script of the slider has run.
    expect(await page.locator('.testimonials__list .testimonial').count()).toBe(testimonials.length)
    // Measured with the reviews on the screen: until then the blocks around them may be skipped with a guessed height
    // (content-visibility), and the first real layout of those is not the slider's doing.
    await page.locator('.testimonials').scrollIntoViewIfNeeded()
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    const before = await faqTop()
    release()
    await expect.poll(() => page.locator('.slick-active .testimonial__name').innerText()).toBeTruthy()
    expect(Math.abs((await faqTop()) - before)).toBeLessThanOrEqual(1)
    const dots = await page
      .locator('.slick-dots button')
      .evaluateAll((buttons) => buttons.map((b) => b.getBoundingClientRect()).map((r) => [r.width, r.height]))
    expect(dots.length).toBe(testimonials.length)
    for (const [width, height] of dots) expect(Math.min(width, height)).toBeGreaterThanOrEqual(24)
    expect(await page.getByRole('button', { name: en.home.pauseReviews }).count()).toBe(1)
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('shows the reviews with scripts disabled, and replaces them with the feed rows when the feed answers', async () => {
    const noScript = await site.open('/', { ...PHONE, javaScriptEnabled: false })
    const reviews = noScript.page.locator('.testimonials .testimonial')
    expect(await reviews.count()).toBe(testimonials.length)
    expect(await reviews.first().isVisible()).toBe(true)
    expect(await reviews.first().innerText()).toContain(testimonials[0].Name)
    await noScript.page.context().close()

    const { page, errors } = await site.open('/', DESKTOP, (p) =>
      p.route('**/api/testimonials', (route) =>
        route.fulfill({
          json: [
            { Message: 'Fresh from the feed: <b>not bold</b>', Name: 'Kavitha Ramesh', Work: 'Doctor, Madurai' },
            { Message: 'Second review', Name: 'Suresh' },
          ],
        }),
      ),
    )
    await page.locator('.testimonials').scrollIntoViewIfNeeded()
    await expect.poll(() => page.locator('.slick-slide:not(.slick-cloned) .testimonial').count()).toBe(2)
    expect(await page.locator('.testimonials').innerText()).toContain('Kavitha Ramesh')
    // Feed text stays text.
    expect(await page.locator('.testimonials b').count()).toBe(0)
    expect(await page.locator('.testimonials').innerText()).toContain('<b>not bold</b>')
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('keeps the reviews of the snapshot when the feed fails, with only a log line', async () => {
    site.standIn.failing.add('testimonials')
    const { page, errors } = await site.open('/')
    await page.locator('.testimonials').scrollIntoViewIfNeeded()
    await expect.poll(() => errors.some((e) => e.startsWith('Error fetching testimonials:'))).toBe(true)
    expect(await page.locator('.slick-slide:not(.slick-cloned) .testimonial').count()).toBe(testimonials.length)
    expect(await page.locator('.testimonials').innerText()).toContain(firstWords(testimonials[0].Message))
    expect((await page.locator('.testimonials').boundingBox())!.height).toBeGreaterThanOrEqual(200)
    site.standIn.failing.delete('testimonials')
    await page.context().close()
  })

  it('opens and closes FAQ answers with + and -', async () => {
    const { page } = await site.open('/')
    const { question: asked, answer } = FAQ[1]
    const item = page.locator('.faq__item').filter({ hasText: asked })
    const question = item.locator('summary')
    await question.scrollIntoViewIfNeeded()
    await expect.poll(() => question.innerText()).toMatch(/\+$/)
    await question.click()
    expect(await item.evaluate((details: HTMLDetailsElement) => details.open)).toBe(true)
    expect(await question.innerText()).toMatch(/-$/)
    expect(await item.getByText(firstWords(answer)).isVisible()).toBe(true)
    await question.click()
    expect(await item.evaluate((details: HTMLDetailsElement) => details.open)).toBe(false)
    expect(await question.innerText()).toMatch(/\+$/)
    await page.context().close()
  })

  // Scripts blocked, failed or still on their way over a slow network: the answers are plain HTML disclosures.
  it.each(['/', '/ta'])('%s: every FAQ answer opens and closes without JavaScript, and find-in-page reaches it', async (path) => {
    const { page } = await site.open(path, { ...PHONE, javaScriptEnabled: false })
    const questions = page.locator('.faq__item summary')
    const answers = page.locator('.faq__answer')
    const shownAnswers = () => answers.evaluateAll((all) => all.filter((answer) => answer.checkVisibility()).length)
    const faq = dataOf<unknown[]>('faq.yaml', path === '/ta' ? 'ta' : 'en')
    expect(await answers.count()).toBe(faq.length)
    expect(await shownAnswers()).toBe(0)
    for (const question of await questions.all()) {
      // (Read where a reader sees it: a block far from the screen is skipped and has no rendered text until drawn.)
      await question.scrollIntoViewIfNeeded()
      await expect.poll(() => question.innerText()).toMatch(/\+$/)
      await question.click()
      expect(await question.innerText()).toMatch(/-$/)
    }
    expect(await shownAnswers()).toBe(faq.length)
    for (const question of await questions.all()) await question.click()
    expect(await shownAnswers()).toBe(0)
    // Each question is a disclosure button that says whether it is open, with the question as its heading.
    const cdp = await page.context().newCDPSession(page)
    const questionNames = await page.locator('.faq__question').allInnerTexts()
    const { nodes } = await cdp.send('Accessibility.getFullAXTree')
    const named = (role: string) => nodes.filter((node) => node.role?.value === role && questionNames.includes(node.name?.value))
    expect(
      named('DisclosureTriangle').map((node) => node.properties?.find((property) => property.name === 'expanded')?.value.value),
    ).toEqual(Array(faq.length).fill(false))
    expect(named('heading').map((node) => node.properties?.find((property) => property.name === 'level')?.value.value)).toEqual(
      Array(faq.length).fill(3),
    )
    // Find-in-page (here a link to the words, which opens them the same way) opens the answer that holds them.
    const words = (await answers.nth(2).textContent())!.trim().split(/\s+/).slice(0, 4).join(' ')
    await page.goto(`${site.base}${path}#:~:text=${encodeURIComponent(words)}`)
    await expect.poll(() => answers.nth(2).evaluate((answer) => answer.checkVisibility())).toBe(true)
    expect(await shownAnswers()).toBe(1)
    await page.context().close()
  })

  it('slides the about teaser in once when it scrolls into view', async () => {
    const { page } = await site.open('/')
    const teaser = page.locator('.about-teaser')
    // Shown in the pre-rendered HTML; hidden only once its code runs, just before it scrolls into view.
    expect(await teaser.getAttribute('class')).toContain('about-teaser--shown')
    await teaser.scrollIntoViewIfNeeded()
    await expect.poll(() => teaser.getAttribute('class')).toContain('about-teaser--entering')
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.waitForTimeout(200)
    expect(await teaser.getAttribute('class')).toContain('about-teaser--entering')
    expect(await teaser.getByRole('link', { name: en.home.aboutButton }).getAttribute('href')).toBe('/aboutus')
    expect(await teaser.locator('li').count()).toBe(home.about.points.length)
    await page.context().close()
  })

  it('links the six service cards to /services/{servicename}', async () => {
    const { page } = await site.open('/')
    const hrefs = await page
      .locator('section[aria-labelledby="services-heading"] a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    expect(hrefs).toEqual(home.services.map(({ servicename }) => `/services/${servicename}`))
    await page.context().close()
  })

  it('under reduced motion: no autoplay, final numbers at once, nothing hidden', async () => {
    const { page } = await site.open('/', { ...DESKTOP, reducedMotion: 'reduce' }, (p) => p.clock.install())
    await heroRunning(page)
    await page.mouse.move(5, 790)
    await page.clock.runFor(15000)
    expect(await activeSlide(page)).toBe(0)
    expect(await page.locator('.counters__value').allInnerTexts()).toEqual(counterTexts())
    expect(await page.locator('.about-teaser').getAttribute('class')).toContain('about-teaser--shown')
    expect(await page.evaluate(() => document.documentElement.classList.contains('aos-ready'))).toBe(false)
    await page.context().close()
  })
})

describe('gallery', () => {
  it('filters by category, highlights the button and keeps the choice in the URL', async () => {
    const { category, count } = FIRST_CATEGORY
    const { page } = await site.open('/gallery')
    expect(await page.locator('.gallery__item').count()).toBe(GALLERY.length)
    // The first click starts the filter's code and is made once it runs.
    const button = page.getByRole('button', { name: en.gallery.categories[category], exact: true })
    await button.click()
    await expect.poll(() => page.locator('.gallery__item').count()).toBe(count)
    expect(await button.getAttribute('aria-pressed')).toBe('true')
    expect(new URL(page.url()).search).toBe(`?category=${slug(category)}`)
    await page.reload()
    await expect.poll(() => page.locator('.gallery__item').count()).toBe(count)
    await page.context().close()
  })

  it('opens a shared filtered link on its category', async () => {
    const { category, count } = SECOND_CATEGORY
    const { page } = await site.open(`/gallery?category=${slug(category)}`)
    await expect.poll(() => page.locator('.gallery__item').count()).toBe(count)
    const sizes = await page
      .locator('.gallery__filter')
      .evaluateAll((buttons) => buttons.map((b) => b.getBoundingClientRect()).map((r) => Math.min(r.width, r.height)))
    for (const size of sizes) expect(size).toBeGreaterThanOrEqual(24)
    await page.context().close()
  })

  it('opens a picture larger with Enter and closes it with Escape, focus back on the picture', async () => {
    const { page } = await site.open('/gallery', PHONE)
    const third = page.locator('.gallery__item a').nth(2)
    await third.focus()
    await page.keyboard.press('Enter')
    const dialog = page.locator('dialog.viewer')
    await expect.poll(() => dialog.evaluate((d: HTMLDialogElement) => d.open)).toBe(true)
    expect(await dialog.locator('.viewer__caption').innerText()).toContain(en.viewer.position(3, GALLERY.length))
    await page.keyboard.press('ArrowRight')
    expect(await dialog.locator('.viewer__caption').innerText()).toContain(en.viewer.position(4, GALLERY.length))
    await page.keyboard.press('Escape')
    await expect.poll(() => dialog.evaluate((d: HTMLDialogElement) => d.open)).toBe(false)
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('href')))
      .toBe(await page.locator('.gallery__item a').nth(3).getAttribute('href'))
    await page.context().close()
  })
})

describe('about page', () => {
  it.each(['/aboutus', '/ta/aboutus'])('%s shows the banner, its pictures, the story, its headings and lists as written', async (route) => {
    const { frontmatter, body } = pageAt(route)
    const { page } = await site.open(route)
    // The banner's description is its picture's own, in the page's language (content/images.yaml).
    const described = loadCatalogue().find((picture) => picture.src === frontmatter.banner!.src)!
    expect(await page.locator('.banner img').getAttribute('alt')).toBe(route.startsWith('/ta') ? described.ta : described.en)
    expect(await page.locator('.image-row img').count()).toBe(rowPicturesOn(route))
    const text = (await page.locator('main').innerText()).replace(/\s+/g, ' ')
    expect(text).toContain(firstWords(frontmatter.intro!))
    for (const line of headingsAndListItems(body)) expect(text).toContain(line)
    await page.context().close()
  })
})
