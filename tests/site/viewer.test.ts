// The picture viewer (components/viewer/) in Chromium, on the built site: every picture of a page's rows, of the
// home page's projects and of the gallery opens large; it moves, closes, keeps the page still, stays accessible, and
// opens within a second of the first tap on a slow phone (as a ratio to a floor measured beside it). Firefox and
// WebKit run the open, next and close path (tests/support/engine-flows.ts).
import type { BrowserContextOptions, Page } from 'playwright-core'
import { describe, expect, it, type ExpectStatic } from 'vitest'
import { galleryCategories } from '../../content/galleryCategories.ts'
import { UI } from '../../content/ui'
import type { Locale } from '../../content/editions'
import { axeViolations as axe } from '../support/axe.ts'
import { DESKTOP, PHONE, useSite } from '../support/browser.ts'
import { dataOf, galleryPictures, rowPicturesOn } from '../support/content.ts'
import { noteRetry } from '../support/retries.ts'
import { builtRoutes, htmlOf } from '../support/site.ts'

const site = useSite()

/** A phone as families have them (three device pixels to a CSS pixel), and a laptop with a touch screen. */
const PHONE_3X: BrowserContextOptions = { ...PHONE, deviceScaleFactor: 3 }
const LAPTOP: BrowserContextOptions = { ...DESKTOP, hasTouch: true }
/** A service page with 24 pictures in its rows. */
const PAGE = '/services/engagement/engagement-photography'
const COMBOS = (['en', 'ta'] as const).flatMap((locale) => [
  { locale, width: 390, options: PHONE_3X, path: (locale === 'ta' ? '/ta' : '') + PAGE },
  { locale, width: 1280, options: LAPTOP, path: (locale === 'ta' ? '/ta' : '') + PAGE },
])
const name = (combo: (typeof COMBOS)[number]) => `${combo.path} at ${combo.width} px`

const LINK = 'a.picture-link'
const isOpen = (page: Page) => page.evaluate(() => !!document.querySelector('dialog.viewer')?.matches(':modal'))
const captionOf = (page: Page) =>
  page.evaluate(() => (document.querySelector('.viewer__caption') as HTMLElement | null)?.innerText.replace(/\s+/g, ' ').trim() ?? '')
const altOf = (page: Page, i: number) => page.locator(LINK).nth(i).locator('img').getAttribute('alt') as Promise<string>
const focusedPicture = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll('a.picture-link')].indexOf(document.activeElement as HTMLAnchorElement))
/** What the caption says for picture i (from 0) of total: its alt text and its place, in the page's language. */
const expectedCaption = async (page: Page, locale: Locale, i: number, total: number) =>
  `${await altOf(page, i)} ${UI[locale].viewer.position(i + 1, total)}`

/** Taps (touch screens) or clicks a picture of the page; `check` is the running test's expect (tests run side by side). */
async function openPicture(page: Page, i: number, touch: boolean, check: ExpectStatic = expect) {
  const link = page.locator(LINK).nth(i)
  await link.scrollIntoViewIfNeeded()
  if (touch) await link.tap()
  else await link.click()
  await check.poll(() => isOpen(page), { timeout: 10_000 }).toBe(true)
}

/** A finger moved across the screen (Chromium's touch events, which it turns into pointer events). */
async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }, midway?: () => Promise<void>) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] })
  for (let step = 1; step <= 6; step++) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: from.x + ((to.x - from.x) * step) / 6, y: from.y + ((to.y - from.y) * step) / 6 }],
    })
  }
  await midway?.()
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  await cdp.detach()
}

async function stageCentre(page: Page) {
  const box = (await page.locator('.viewer__stage').boundingBox())!
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
}

describe('the pictures in the HTML', () => {
  it("every picture of a page's rows, of the home page's projects and of the gallery is a link to its largest file, in both editions", () => {
    const found: string[] = []
    const wrong: string[] = []
    for (const route of builtRoutes()) {
      const html = htmlOf(route)
      for (const [, list] of html.matchAll(/<ul class="(?:image-row__list[^"]*|project-grid|gallery__grid)"[^>]*>([\s\S]*?)<\/ul>/g)) {
        for (const [, item] of list.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)) {
          const largest = item
            .match(/<img[^>]*srcset="([^"]+)"/)![1]
            .split(', ')
            .at(-1)!
            .split(' ')[0]
          const href = item.match(/^<a class="picture-link" href="([^"]+)"><picture>/)?.[1]
          found.push(route)
          if (href !== largest) wrong.push(`${route}: ${largest} is ${href ? `linked as ${href}` : 'no link'}`)
        }
      }
    }
    const pages = new Set(found)
    // The viewer's words, in the page's language, once beside its pictures.
    for (const route of pages) {
      const words = UI[route === '/ta' || route.startsWith('/ta/') ? 'ta' : 'en'].viewer
      const attributes = `data-viewer-close="${words.close}" data-viewer-previous="${words.previous}" data-viewer-next="${words.next}" data-viewer-position="${words.position('{n}', '{total}')}"`
      if (htmlOf(route).split(attributes).length !== 2) wrong.push(`${route}: the viewer's words are not written once`)
    }
    console.log(`pictures that open large: ${found.length - wrong.length} of ${found.length}, on ${pages.size} pages`)
    // The 29 service pages with rows and the about page, the home page (and /home), the gallery: in both editions.
    expect(pages.size).toBe(2 * (29 + 1 + 2 + 1))
    expect(wrong.slice(0, 5)).toEqual([])
  })
})

describe.concurrent('the viewer, at 390 and 1280 px in both editions', () => {
  it.for(COMBOS)(
    '$path at $width px: a tap opens that picture full width on a phone, large on a laptop, from a file large enough, with its caption and place; the page behind stays still',
    async (combo, { expect }) => {
      const { page, errors } = await site.open(combo.path, combo.options)
      const total = await page.locator(LINK).count()
      expect(total).toBe(24)
      expect(await page.locator('dialog').count()).toBe(0) // no viewer, nor its code, before the first tap
      await openPicture(page, 2, combo.width < 768, expect)
      expect(await captionOf(page)).toBe(await expectedCaption(page, combo.locale, 2, total))
      // A labelled modal dialog, named by its caption.
      expect(await page.getByRole('dialog', { name: await expectedCaption(page, combo.locale, 2, total) }).count()).toBe(1)
      await expect.poll(() => page.evaluate(() => (document.querySelector('.viewer__image') as HTMLImageElement).complete)).toBe(true)
      const shown = await page.evaluate(() => {
        const image = document.querySelector('.viewer__image') as HTMLImageElement
        const box = image.getBoundingClientRect()
        return { width: box.width, height: box.height, file: image.currentSrc, viewport: [innerWidth, innerHeight], dpr: devicePixelRatio }
      })
      const [vw, vh] = shown.viewport
      if (combo.width < 768)
        expect(shown.width).toBe(vw) // full width
      else expect(Math.min(shown.width / vw, shown.height / vh)).toBeGreaterThanOrEqual(0.65) // large
      // The file covers the picture's size on this screen (or is the largest there is), never the row's thumbnail.
      const largest = Number((await page.locator(LINK).nth(2).getAttribute('href'))!.match(/-(\d+)\.jpg$/)![1])
      const fileWidth = Number(shown.file.match(/-(\d+)\.(?:avif|jpg)$/)![1])
      console.log(
        `${name(combo)}: picture shown ${Math.round(shown.width)}×${Math.round(shown.height)} px at ${shown.dpr}x, file ${fileWidth} px wide (largest ${largest})`,
      )
      expect(fileWidth).toBeGreaterThanOrEqual(Math.min(largest, Math.ceil(shown.width * shown.dpr)))
      expect(fileWidth).toBeGreaterThan(400)

      // The page behind does not scroll while the viewer is open: wheel, keys, a finger.
      const before = await page.evaluate(() => scrollY)
      await page.mouse.move(combo.width / 2, 300)
      await page.mouse.wheel(0, 1500)
      await page.keyboard.press('PageDown')
      await page.keyboard.press('End')
      const centre = await stageCentre(page)
      await drag(page, centre, { x: centre.x, y: centre.y - 300 })
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
      await page.waitForTimeout(300)
      expect(await page.evaluate(() => scrollY)).toBe(before)
      // And it scrolls again once the viewer is closed.
      await page.keyboard.press('Escape')
      await expect.poll(() => isOpen(page)).toBe(false)
      await page.mouse.wheel(0, 600)
      await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(before)
      expect(errors).toEqual([])
      await page.context().close()
    },
  )

  it.for(COMBOS)(
    "$path at $width px: next and previous buttons, arrow keys and swipes move through the page's pictures",
    async (combo, { expect }) => {
      const { page } = await site.open(combo.path, { ...combo.options, reducedMotion: 'no-preference' })
      const total = await page.locator(LINK).count()
      const at = async (i: number) => expect.poll(() => captionOf(page)).toBe(await expectedCaption(page, combo.locale, i, total))
      await openPicture(page, 2, combo.width < 768, expect)
      await page.locator('.viewer__next').click()
      await at(3)
      await page.locator('.viewer__previous').click()
      await at(2)
      await page.keyboard.press('ArrowRight')
      await at(3)
      await page.keyboard.press('ArrowLeft')
      await page.keyboard.press('ArrowLeft')
      await at(1)
      const centre = await stageCentre(page)
      let followed = ''
      await drag(page, centre, { x: centre.x - 160, y: centre.y + 10 }, async () => {
        followed = await page.evaluate(() => (document.querySelector('.viewer__image') as HTMLElement).style.transform)
      })
      await at(2)
      expect(followed).toMatch(/^translateX\(-\d+/) // the picture follows the finger
      // The next picture slides in from the side it comes from.
      expect(await page.evaluate(() => getComputedStyle(document.querySelector('.viewer__image')!).animationName)).toBe('viewer-from-next')
      await drag(page, centre, { x: centre.x + 160, y: centre.y - 10 })
      await at(1)
      // A move up or down is no swipe; and from the first picture, previous goes round to the last.
      await drag(page, centre, { x: centre.x + 20, y: centre.y - 200 })
      await at(1)
      await page.locator('.viewer__previous').click()
      await page.locator('.viewer__previous').click()
      await at(total - 1)
      await page.context().close()
    },
  )

  it.for(COMBOS)(
    '$path at $width px: Escape, the close button and Back close it without leaving the page, focus back on the picture last shown',
    async (combo, { expect }) => {
      const { page } = await site.open(combo.path, combo.options)
      const touch = combo.width < 768
      const url = page.url()
      await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true))
      // Where the page is in its tab's history (Chromium's Navigation API): each close takes back the entry its open added.
      const historyIndex = () =>
        page.evaluate(() => (window as unknown as { navigation: { currentEntry: { index: number } } }).navigation.currentEntry.index)
      const pageEntry = await historyIndex()
      const closedOn = async (i: number) => {
        await expect.poll(() => isOpen(page)).toBe(false)
        await expect.poll(() => focusedPicture(page)).toBe(i)
        await expect.poll(historyIndex).toBe(pageEntry)
        expect(page.url()).toBe(url)
        expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true)
      }
      await openPicture(page, 2, touch, expect)
      await page.keyboard.press('ArrowRight')
      await page.keyboard.press('Escape')
      await closedOn(3)
      await openPicture(page, 5, touch, expect)
      await page.locator('.viewer__next').click()
      await page.locator('.viewer__close').click()
      await closedOn(6)
      // The phone's Back button.
      await openPicture(page, 9, touch, expect)
      await page.keyboard.press('ArrowLeft')
      await page.goBack()
      await closedOn(8)
      // A tap beside the picture closes it too.
      await openPicture(page, 0, touch, expect)
      const stage = (await page.locator('.viewer__stage').boundingBox())!
      await page.mouse.click(stage.x + 5, stage.y + 5)
      await closedOn(0)
      // Every close took back the history entry its open added: Back now leaves the page, as it did before.
      await page.goBack()
      expect(page.url()).toBe('about:blank')
      await page.context().close()
    },
  )

  it.for(COMBOS)(
    '$path at $width px: axe finds nothing with it open; with reduced motion, nothing slides and the picture does not follow the finger',
    async (combo, { expect }) => {
      const { page } = await site.open(combo.path, { ...combo.options, reducedMotion: 'reduce' })
      const total = await page.locator(LINK).count()
      await openPicture(page, 2, combo.width < 768, expect)
      expect(await axe(page)).toEqual([])
      await page.locator('.viewer__next').click()
      await expect.poll(() => captionOf(page)).toBe(await expectedCaption(page, combo.locale, 3, total))
      expect(await page.evaluate(() => getComputedStyle(document.querySelector('.viewer__image')!).animationName)).toBe('none')
      const centre = await stageCentre(page)
      let followed = 'not read'
      await drag(page, centre, { x: centre.x - 160, y: centre.y }, async () => {
        followed = await page.evaluate(() => (document.querySelector('.viewer__image') as HTMLElement).style.transform)
      })
      await expect.poll(() => captionOf(page)).toBe(await expectedCaption(page, combo.locale, 4, total))
      expect(followed).toBe('')
      expect(await page.evaluate(() => getComputedStyle(document.querySelector('.viewer__image')!).animationName)).toBe('none')
      await page.context().close()
    },
  )
})

describe.concurrent('the viewer on the other pages with pictures', () => {
  // How many pictures each page has, from its content file: the about page's rows, the home page's projects, the gallery.
  const PAGES = (['en', 'ta'] as const).flatMap((locale) => {
    const at = (path: string) => (locale === 'ta' ? (path === '/' ? '/ta' : `/ta${path}`) : path)
    return [
      { path: at('/aboutus'), locale, total: rowPicturesOn(at('/aboutus')) },
      { path: at('/'), locale, total: dataOf<{ projects: unknown[] }>('home.yaml', locale).projects.length },
      { path: at('/gallery'), locale, total: galleryPictures(locale).length },
    ]
  })
  it.for(PAGES)(
    "$path: a picture opens with its place among the page's $total pictures, and closes back on it",
    async ({ path, locale, total }, { expect }) => {
      const { page } = await site.open(path, PHONE_3X)
      expect(await page.locator(LINK).count()).toBe(total)
      await openPicture(page, 1, true, expect)
      expect(await captionOf(page)).toBe(await expectedCaption(page, locale, 1, total))
      await page.locator('.viewer__next').click()
      await expect.poll(() => captionOf(page)).toBe(await expectedCaption(page, locale, 2, total))
      await page.locator('.viewer__close').click()
      await expect.poll(() => focusedPicture(page)).toBe(2)
      await page.context().close()
    },
  )
})

describe('without JavaScript', () => {
  it('each picture is a link to its largest file, in the same slot as before', async () => {
    const { page } = await site.open(PAGE, { ...PHONE, javaScriptEnabled: false })
    const link = page.locator(LINK).nth(2)
    const slot = await link.evaluate((a) => {
      const picture = a.querySelector('picture')!
      const [outer, inner] = [a.getBoundingClientRect(), picture.getBoundingClientRect()]
      return {
        display: getComputedStyle(a).display,
        same: outer.width === inner.width && outer.height === inner.height,
        visibility: getComputedStyle(picture).contentVisibility,
        ratio: getComputedStyle(picture).aspectRatio,
      }
    })
    expect(slot).toEqual({ display: 'block', same: true, visibility: 'auto', ratio: expect.stringMatching(/^(4 \/ 3|1\.3333\d* \/ 1)$/) })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    const href = (await link.getAttribute('href'))!
    await link.scrollIntoViewIfNeeded()
    const [response] = await Promise.all([page.waitForResponse((r) => r.url().endsWith(href)), link.click()])
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('image/jpeg')
    expect(new URL(page.url()).pathname).toBe(href)
    await page.context().close()
  })
})

describe('on a slow phone', () => {
  /**
   * How long the first tap may take, as a ratio to the floor: the least any first tap that needs the network can
   * cost on the same phone, in the same run (a finger down, one round trip for a small module script, a modal
   * dialog shown, a frame drawn). On an idle 2-core machine the floor is about 590 ms and the viewer opens in
   * 650-700 ms (1.1-1.2 times); 1.6 times is the issue's "within a second" there. A machine busy with other tests
   * slows both, so the ratio holds where a time in milliseconds would not (1.0-1.4 times with both cores busy).
   */
  const RATIO_LIMIT = 1.6

  /** One first tap on a fresh phone (nothing of the viewer cached), between two of the floor's: the ratio of the times. */
  async function firstOpen() {
    const { page } = await site.open(PAGE, PHONE_3X)
    await page.waitForLoadState('networkidle')
    const scripts: { url: string; at: number }[] = []
    // (The floor's script below is not the viewer's.)
    page.on(
      'request',
      (request) =>
        request.resourceType() === 'script' && !request.url().includes('floor=') && scripts.push({ url: request.url(), at: Date.now() }),
    )
    // The floor is timed on a quiet network (the viewer fetches the pictures beside the one shown after it opens).
    const pending = new Set<unknown>()
    page.on('request', (request) => pending.add(request))
    page.on('requestfinished', (request) => pending.delete(request))
    page.on('requestfailed', (request) => pending.delete(request))
    const link = page.locator(LINK).nth(2)
    await link.scrollIntoViewIfNeeded()
    await page.waitForLoadState('networkidle')
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await cdp.send('Network.enable')
    // DevTools' "Slow 4G": 562.5 ms round trip, 1.6 Mbps down and 750 kbps up (each at 90 %).
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 562.5,
      downloadThroughput: (1.6e6 / 8) * 0.9,
      uploadThroughput: (750e3 / 8) * 0.9,
    })
    // Timed in the page: from the finger coming down to the first frame that shows the open viewer, and to the
    // large file drawn; and the floor, from the finger coming down on a plain button that fetches a small module
    // script and shows a dialog, to the frame that shows it.
    type Timing = { down?: number; open?: number; sharp?: number; floors: number[] }
    await page.evaluate(() => {
      const timing: Timing = ((window as unknown as { viewerTiming: Timing }).viewerTiming = { floors: [] })
      const floor = Object.assign(document.createElement('button'), { type: 'button', textContent: 'floor' })
      floor.style.cssText = 'position:fixed;left:0;top:0;width:80px;height:80px;z-index:2147483647'
      floor.addEventListener('pointerdown', (event) => {
        event.stopPropagation()
        const floorDown = performance.now()
        // A module script, as the viewer's code is fetched; a text file, so it runs nothing and only errs.
        const script = Object.assign(document.createElement('script'), { type: 'module', src: `/robots.txt?floor=${Math.random()}` })
        script.addEventListener('error', () => {
          const dialog = Object.assign(document.createElement('dialog'), { textContent: 'floor' })
          document.body.append(dialog)
          dialog.showModal()
          requestAnimationFrame(() => {
            timing.floors.push(performance.now() - floorDown)
            dialog.close()
            dialog.remove()
          })
        })
        document.head.append(script)
      })
      document.body.append(floor)
      addEventListener('pointerdown', (event) => event.target !== floor && (timing.down ??= performance.now()), { capture: true })
      new MutationObserver((_, observer) => {
        const dialog = document.querySelector('dialog.viewer[open]')
        if (!dialog) return
        observer.disconnect()
        requestAnimationFrame(() => (timing.open = performance.now()))
        const image = dialog.querySelector('img')!
        const sharp = () => (timing.sharp = performance.now())
        if (image.complete) sharp()
        else image.addEventListener('load', sharp, { once: true })
      }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['open'] })
    })
    const timing = () => page.evaluate(() => (window as unknown as { viewerTiming: Timing }).viewerTiming)
    const tapFloor = async () => {
      const before = (await timing()).floors.length
      await page.touchscreen.tap(40, 40)
      await expect.poll(async () => (await timing()).floors.length, { timeout: 15_000 }).toBe(before + 1)
    }
    // The floor before and after the viewer, and the quicker of the two counts: the first tap on a page slowed by
    // the emulation can wait up to half a second more for its request (seen on a busy machine), a wait of the
    // emulation's own that neither the viewer nor the floor should be judged on.
    await tapFloor()
    const beforeTap = scripts.length
    const tappedAt = Date.now()
    await link.tap()
    await expect.poll(async () => (await timing()).open, { timeout: 15_000 }).toBeDefined()
    await expect.poll(async () => (await timing()).sharp, { timeout: 30_000 }).toBeDefined()
    await page.keyboard.press('Escape')
    await expect.poll(() => pending.size, { timeout: 30_000 }).toBe(0)
    await tapFloor()
    const { down, open, sharp, floors } = (await timing()) as Required<Timing>
    const floor = Math.min(...floors)
    const fetched = await page.evaluate(
      (since) =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime >= since)
          .map(
            (entry) =>
              `${entry.name.split('/').pop()} ${Math.round(entry.startTime - since)}-${Math.round((entry as PerformanceResourceTiming).responseEnd - since)} ms`,
          ),
      down,
    )
    const ratio = (open - down) / floor
    console.log(
      `slow phone (CPU 4x, slow 4G): tap to open viewer ${Math.round(open - down)} ms, ${ratio.toFixed(2)} times the floor of ${Math.round(floor)} ms (${floors.map(Math.round).join(' and ')} ms); to the large file drawn ${Math.round(sharp - down)} ms (fetched after the tap: ${fetched.join(', ')})`,
    )
    expect(beforeTap).toBe(0) // nothing of the viewer was fetched before the tap
    expect(scripts.every((script) => script.at >= tappedAt)).toBe(true)
    expect(scripts.length).toBeGreaterThan(0)
    await page.context().close()
    return ratio
  }

  it(`the first tap opens the viewer within ${RATIO_LIMIT} times the floor (CPU 4x slower, slow 4G), its code fetched only then`, async () => {
    // A CPU slowed 4 times also magnifies whatever else the machine is doing: a first tap over the limit is tried
    // again on a fresh phone, twice at most, and every figure is printed.
    const ratios: number[] = []
    while (ratios.length < 3 && !ratios.some((ratio) => ratio <= RATIO_LIMIT)) {
      if (ratios.length)
        noteRetry(PAGE, `the first tap took ${ratios.at(-1)!.toFixed(2)} times the floor (over ${RATIO_LIMIT}); tried on a fresh phone`)
      ratios.push(await firstOpen())
    }
    expect(Math.min(...ratios)).toBeLessThanOrEqual(RATIO_LIMIT)
  }, 120_000)
})

describe('a shared filtered gallery link', () => {
  it('opens the picture tapped while the filter is not running yet, not another one', async () => {
    // The filter's code is held back, as on a slow phone: the page still shows all its pictures when the tap comes.
    // The viewer's code is held too, until the filter has run and taken the tapped picture away: the worst case.
    const hold = () => {
      let resolve!: () => void
      const promise = new Promise<void>((done) => (resolve = done))
      return { promise, resolve }
    }
    const holds = { filter: hold(), viewer: hold() }
    // The fifth picture is tapped, in a link to a category it is not in (the filter takes it away).
    const pictures = galleryPictures()
    const category = galleryCategories.find((name) => name !== pictures[4].category && pictures.some((p) => p.category === name))!
    const inCategory = pictures.filter((picture) => picture.category === category).length
    const { page } = await site.open(`/gallery?category=${category.toLowerCase().replace(/\s+/g, '-')}`, PHONE_3X, (p) =>
      p.route('**/assets/chunks/*.js', async (route) => {
        const response = await route.fetch()
        const body = await response.text()
        if (body.includes('gallery__filters')) await holds.filter.promise
        if (body.includes('viewer__stage')) await holds.viewer.promise
        await route.fulfill({ response, body })
      }),
    )
    expect(await page.locator('.gallery__item').count()).toBe(pictures.length)
    const fifth = page.locator('.gallery__item').nth(4)
    const tapped = await fifth.locator('img').getAttribute('alt')
    await fifth.scrollIntoViewIfNeeded()
    await fifth.tap()
    holds.filter.resolve()
    await page.waitForSelector('[data-island="GalleryFilter"][data-hydrated]', { state: 'attached' })
    await expect.poll(() => page.locator('.gallery__item').count()).toBe(inCategory)
    holds.viewer.resolve()
    await expect.poll(() => page.evaluate(() => !!document.querySelector('dialog[open]'))).toBe(true)
    const shown = await page.evaluate(() => document.querySelector('dialog[open] img')?.getAttribute('alt'))
    console.log(`filtered gallery, tap on "${tapped}" before the filter ran: the viewer shows "${shown}"`)
    expect(shown).toBe(tapped)
    await page.context().close()
  })
})
