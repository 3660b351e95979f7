// The lead flows and the home widgets, the same in every engine (tests/site/engine-*.test.ts, one file per
// engine so each can run alone). They check what the visitor sees and what the business receives, counted at
// the stand-ins of the services (tests/support/edge.ts, requestsFor): one e-mail and one row per lead id.
//
// Losing the network at submit is made the same way in every engine: the posts' connections to the endpoint are
// dropped at the proxy. WebKit's WebDriver has no offline switch, so this is the one fault all three engines can
// be given alike; the browser stays "online", so the page notices the services are back by its own retry timer.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { FORMS, type FieldOf, type FormName } from '../../content/forms.js'
import { UI } from '../../content/ui/index.ts'
import { counterTexts, pageAt, rowPicturesOn } from './content.ts'
import { useEngine, type EngineName, type Tab } from './engines.ts'
import { noteRetry } from './retries.ts'
import { distClient } from './site.ts'

const PHONE_WIDTH = 390
const DESKTOP_WIDTH = 1280
/** The spec's alert when an enquiry cannot be sent. */
const ENQUIRY_FAILED = UI.en.alerts.enquiryFailed
const STATUS = 'form.lead-form [role=status]'
const SUBMIT = 'form.lead-form button[type=submit]'
const WHATSAPP = 'form.lead-form a[href^="https://wa.me/"]'

/** Polls until `read` gives a value that passes `accept`; returns the last value. */
async function until<T>(read: () => Promise<T>, accept: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const end = Date.now() + timeoutMs
  let value = await read()
  while (!accept(value) && Date.now() < end) {
    await new Promise((resolve) => setTimeout(resolve, 150))
    value = await read()
  }
  return value
}

/** Fills every field of a form's definition, found by its id ("enquiry-name"); a drop-down by its stored value. */
async function fillForm<F extends FormName>(tab: Tab, form: F, values: Record<FieldOf<F>, string>) {
  const given: Record<string, string> = values
  const fields: readonly { name: string; type: string }[] = FORMS[form].fields
  for (const field of fields) {
    if (field.type === 'select') await tab.select(`#${form}-${field.name}`, given[field.name])
    else await tab.fill(`#${form}-${field.name}`, given[field.name])
  }
}

const fillEnquiry = (tab: Tab, name: string, message = 'Valaikappu on 2 March, about 150 guests.\nMuhurtham at 7 am.') =>
  fillForm(tab, 'enquiry', {
    name,
    email: 'family@example.in',
    phone: '+91 98400 11223',
    city: 'Tiruchirappalli',
    service: 'Baby Shower',
    message,
  })

const values = (tab: Tab, selectors: string[]) =>
  tab.evaluate((list: string[]) => list.map((selector) => (document.querySelector(selector) as HTMLInputElement).value), selectors)

/** The built chunk with the form's own code (components/forms/LeadForm.tsx), as the browser asks for it. */
function formChunk(): string {
  const chunks = path.join(distClient, 'assets/chunks')
  return (
    '/assets/chunks/' +
    fs.readdirSync(chunks).find((file) => fs.readFileSync(path.join(chunks, file), 'utf8').includes('lead-form__submit'))
  )
}
const formRunning = (tab: Tab) => tab.evaluate(() => !!document.querySelector('[data-island="LeadForm"][data-hydrated]'))

/** The browser's own page process crashed, ending the session (WebKitGTK, now and then, on a loaded machine). */
const crashed = (error: unknown) => error instanceof Error && /page crash or hang/.test(error.message)

export function engineFlows(name: EngineName) {
  const run = useEngine(name)
  const visitor = (width: number) => run.visitor(width)
  /**
   * What the services kept of a lead, per id ({email, enquiry} counts), once its delivery is done: the endpoint
   * delivers after it answers, so the count is read until the row has come, and once more a moment later.
   */
  const deliveredOnce = async (lead: string) => {
    await until(
      async () => Object.values(run.edge.requestsFor(lead)),
      (ids) => ids.some((counts) => Object.keys(counts).length > 1 || !('email' in counts)),
    )
    await new Promise((resolve) => setTimeout(resolve, 1000)) // anything late would still be counted
    return Object.values(run.edge.requestsFor(lead))
  }
  /**
   * A flow that sends no lead runs once more in a fresh browser when the browser itself crashed: that is the engine
   * failing, not the page. Any other failure, or a second crash, fails the test. (Lead flows never run twice: the
   * first run's requests would count at the edge.)
   */
  const againAfterCrash = (flow: () => Promise<void>) => async () => {
    try {
      await flow()
    } catch (error) {
      if (!crashed(error)) throw error
      noteRetry(name, `the browser's page crashed (${(error as Error).message}); the flow runs once more in a fresh browser`)
      await run.closeVisitors()
      await flow()
    }
  }

  describe.skipIf(!run.enabled)(`${name}: leads`, () => {
    it('a plain enquiry: the thank-you page; one e-mail and one row reach the services', async () => {
      const lead = `Plain Enquiry ${name}`
      const you = await visitor(PHONE_WIDTH)
      const tab = await you.open('/contactus')
      // A phone's width; WebKitGTK's MiniBrowser window cannot be narrower than about 450 CSS pixels.
      expect(await tab.width()).toBeLessThanOrEqual(name === 'webkit' ? 480 : PHONE_WIDTH)
      await fillEnquiry(tab, lead)
      await tab.click(SUBMIT)
      expect(
        await until(
          () => tab.path(),
          (path) => path === '/contactus/thanks',
        ),
      ).toBe('/contactus/thanks')
      expect(await tab.text('h1')).toBe(pageAt('/contactus/thanks').frontmatter.heading)
      expect(await deliveredOnce(lead)).toEqual([{ email: 1, enquiry: 1 }])
      await you.close()
    })

    it('services cut off at submit: told, WhatsApp offered, sent once when they are back', async () => {
      const lead = `Cut Off ${name}`
      const you = await visitor(PHONE_WIDTH)
      const tab = await you.open('/contactus')
      await fillEnquiry(tab, lead)
      run.edge.mode = 'cut'
      await tab.click(SUBMIT)
      expect(await tab.nextDialog()).toBe(ENQUIRY_FAILED)
      const told = await until(
        () => tab.text(STATUS),
        (text) => text !== '' && !text.startsWith('Sending'),
      )
      expect(told.split('\n')[0]).toBe(UI.en.outbox.retryingWhileOpen)
      expect(await tab.text(WHATSAPP)).toBe(UI.en.outbox.whatsapp)
      expect(await tab.path()).toBe('/contactus')
      expect(await values(tab, ['#enquiry-name'])).toEqual([lead])
      expect(run.edge.refused).toBeGreaterThan(0)
      expect(run.edge.requestsFor(lead)).toEqual({})
      run.edge.mode = 'open'
      // The page tries again by itself (its first retry is due 10 s after the failure).
      expect(
        await until(
          () => tab.text(STATUS),
          (text) => text === UI.en.outbox.sent,
          25_000,
        ),
      ).toBe(UI.en.outbox.sent)
      expect(await deliveredOnce(lead)).toEqual([{ email: 1, enquiry: 1 }])
      await you.close()
    })

    it('a reload keeps what was typed, and so does coming back to the form later', async () => {
      const you = await visitor(PHONE_WIDTH)
      const tab = await you.open('/contactus')
      await fillEnquiry(tab, `Draft ${name}`, 'Seemantham & valaikappu\nfor my daughter')
      await new Promise((resolve) => setTimeout(resolve, 700)) // the draft is saved shortly after typing stops
      await tab.reload()
      const fields = ['#enquiry-name', '#enquiry-city', '#enquiry-service', '#enquiry-message']
      const expected = [`Draft ${name}`, 'Tiruchirappalli', 'Baby Shower', 'Seemantham & valaikappu\nfor my daughter']
      expect(
        await until(
          () => values(tab, fields),
          (now) => now[0] !== '',
        ),
      ).toEqual(expected)
      // Firefox itself refills a form on reload; the form opened afresh in another tab shows the site's own draft.
      const later = await you.open('/contactus')
      expect(
        await until(
          () => values(later, fields),
          (now) => now[0] !== '',
        ),
      ).toEqual(expected)
      await you.close()
    })

    it('a lead left by a closed tab is sent by the next page, once', async () => {
      const lead = `Closed Tab ${name}`
      const you = await visitor(PHONE_WIDTH)
      const tab = await you.open('/review')
      await fillForm(tab, 'feedback', { name: lead, work: 'Nadaswaram artist', message: 'The flower canopy was lovely.' })
      run.edge.mode = 'hold'
      await tab.click(SUBMIT)
      expect(
        await until(
          async () => run.edge.waiting,
          (n) => n > 0,
        ),
      ).toBe(1)
      // The tab is closed while its post is on the way, and the post is lost with it: the endpoint never got it
      // and the page never heard. The lead is kept on the phone.
      await tab.close()
      run.edge.dropHeld()
      run.edge.mode = 'open'
      await you.open('/services/wedding/decoration')
      // The next page of the site posts it at once.
      expect(
        await until(
          async () => Object.values(run.edge.requestsFor(lead)),
          (ids) => ids.length > 0,
          25_000,
        ),
      ).toEqual([{ feedback: 1 }])
      await new Promise((resolve) => setTimeout(resolve, 1000)) // anything late would still be counted
      expect(Object.values(run.edge.requestsFor(lead))).toEqual([{ feedback: 1 }])
      await you.close()
    })

    it("the form's script failing to download once: nothing reloads, what was typed stays, the visitor is told; then one lead", async () => {
      const lead = `Lost Signal ${name}`
      const chunk = formChunk()
      run.edge.failOnce(chunk)
      const you = await visitor(PHONE_WIDTH)
      const tab = await you.open('/contactus')
      await tab.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true))
      await tab.fill('#enquiry-name', lead) // the form starts at the first touch: its script fails
      expect(await until(async () => run.edge.failed.includes(chunk), Boolean)).toBe(true)
      const problem = '.lead-form-help [role=status]'
      expect(
        await until(
          () => tab.text(problem),
          (text) => text !== '',
        ),
      ).toContain(UI.en.forms.help.notStarted)
      expect(await tab.evaluate(() => (window as { sameDocument?: boolean }).sameDocument === true)).toBe(true)
      await fillEnquiry(tab, lead)
      expect(await values(tab, ['#enquiry-name'])).toEqual([lead])
      // Chromium and Safari download the script again by themselves; Firefox not within the same page: there
      // "Try again" reloads it, and the draft brings back what was typed.
      if (!(await formRunning(tab)) && (await tab.text(problem)) !== '') await tab.click('[data-try-again]')
      expect(await until(() => formRunning(tab), Boolean, 45_000)).toBe(true)
      expect(
        await until(
          () => values(tab, ['#enquiry-name']),
          ([value]) => value === lead,
        ),
      ).toEqual([lead])
      await tab.click(SUBMIT)
      expect(
        await until(
          () => tab.path(),
          (path) => path === '/contactus/thanks',
        ),
      ).toBe('/contactus/thanks')
      expect(await deliveredOnce(lead)).toEqual([{ email: 1, enquiry: 1 }])
      await you.close()
    })

    // Firefox 114-124 are within the build's target and have no Intl.Segmenter; Safari has had it since 14.1.
    it.skipIf(name === 'webkit')('without Intl.Segmenter (as in Firefox 114-124): the form starts and the enquiry goes, once', async () => {
      const lead = `No Segmenter ${name}`
      const you = await visitor(PHONE_WIDTH)
      const tab = await you.open('/contactus', { initScript: 'delete Intl.Segmenter' })
      expect(await tab.evaluate(() => typeof (Intl as { Segmenter?: unknown }).Segmenter)).toBe('undefined')
      await fillEnquiry(tab, lead)
      await tab.click(SUBMIT)
      expect(
        await until(
          () => tab.path(),
          (path) => path === '/contactus/thanks',
        ),
      ).toBe('/contactus/thanks')
      expect(await deliveredOnce(lead)).toEqual([{ email: 1, enquiry: 1 }])
      await you.close()
    })

    it("an earlier version's service worker removes itself", async () => {
      const you = await visitor(PHONE_WIDTH)
      const tab = await you.open('/aboutus')
      const left = await tab.evaluate(() =>
        navigator.serviceWorker
          .register('/sw.js', { scope: '/' })
          .then(
            () =>
              new Promise((resolve) => {
                const look = (tries: number) =>
                  navigator.serviceWorker.getRegistrations().then((all) => {
                    if (!all.length || tries === 0) resolve(all.length)
                    else setTimeout(() => look(tries - 1), 200)
                  })
                look(40)
              }),
          )
          .catch((error: Error) => `refused: ${error.message}`),
      )
      expect(left).toBe(0)
      await you.close()
    })
  })

  // The race of tests/site/leads-race.test.ts, as far as every engine allows: the network is cut at the proxy
  // (WebKit's WebDriver cannot take the browser offline), the endpoint answers in 150-450 ms, and the tabs are
  // reloaded and sent elsewhere as soon as the lead's post has reached it. Chromium runs the race (two forms, three
  // tabs, a slowed CPU) in its own file. One round: the endpoint keeps a lead by its id before it answers, so this
  // engine's tabs posting it again can only show whether the page lets it go or sends it as a new lead; more rounds
  // of other timings prove nothing more (ENGINE_RACE_ROUNDS runs more).
  describe.skipIf(!run.enabled || name === 'chromium')(`${name}: the race`, () => {
    const rounds = Number(process.env.ENGINE_RACE_ROUNDS ?? 1)
    it(`${rounds === 1 ? 'a round' : `${rounds} rounds`} of three tabs, pages left while a post is out: one row per lead`, async () => {
      const you = await visitor(PHONE_WIDTH)
      const form = await you.open('/review')
      const [other, third] = [await you.open('/aboutus'), await you.open('/gallery')]
      const outboxSize = () => other.evaluate(() => JSON.parse(localStorage.getItem('thoranam:leads:waiting') ?? '[]').length as number)
      let seed = 20261125
      const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
      const wrong: string[] = []
      for (let round = 1; round <= rounds; round++) {
        const lead = `Race ${round} ${name}`
        run.edge.mode = 'cut'
        await fillForm(form, 'feedback', { name: lead, work: 'Flower decorator', message: 'The mandapam looked lovely.' })
        await form.click(SUBMIT)
        await until(
          () => form.text(STATUS),
          (text) => text.startsWith('Saved on this phone'),
        )
        run.edge.delayMs = () => 150 + Math.round(random() * 300)
        run.edge.mode = 'open'
        // The page tries again by itself (its first retry is due 10 s after the failure); the pages are left as
        // its post arrives.
        await until(
          async () => run.edge.delivered.filter((post) => post.name === lead).length,
          (n) => n > 0,
          30_000,
        )
        // One after another: a WebDriver session speaks to one window at a time.
        await form.reload()
        await other.goto('/services/wedding')
        await third.reload()
        await until(outboxSize, (n) => n === 0, 30_000)
        await new Promise((resolve) => setTimeout(resolve, 1500)) // a late duplicate would arrive by now
        const perId = Object.values(run.edge.requestsFor(lead))
        if (JSON.stringify(perId) !== JSON.stringify([{ feedback: 1 }])) wrong.push(`round ${round}: ${JSON.stringify(perId)}`)
        await other.goto('/aboutus')
        run.edge.delayMs = () => 0
      }
      console.log(`race run (${name}): ${rounds} rounds, ${rounds} leads, ${rounds - wrong.length} exactly once`)
      expect(wrong).toEqual([])
      await you.close()
    }, 300_000)
  })

  // Chromium's own files already run these three on Chromium, with more cases: the press outside an open menu
  // (layout.test.ts, both editions), the home widgets (widgets.test.ts) and the picture viewer (viewer.test.ts).
  // Here they run in the engines that have no other test.
  const elsewhere = name === 'chromium'

  describe.skipIf(!run.enabled || elsewhere)(`${name}: header menus`, () => {
    // iOS sends no click for a tap on plain text or a picture: here the page's click listeners never hear of a
    // press outside the menus, as on an iPhone, and the press alone must close them.
    it(
      'a press outside the open menus closes them, even when no click follows it (iPhone)',
      againAfterCrash(async () => {
        const you = await visitor(PHONE_WIDTH)
        for (const path of ['/aboutus', '/ta/aboutus']) {
          const tab = await you.open(path)
          await tab.evaluate(() =>
            addEventListener(
              'click',
              (event) => {
                if ((event.target as Element).closest('details[data-menu]')) return
                event.preventDefault()
                event.stopImmediatePropagation()
              },
              true,
            ),
          )
          await tab.click('.menu__toggle')
          const open = () => tab.evaluate(() => document.querySelectorAll('details[data-menu][open]').length)
          expect(await open()).toBe(1)
          const windowHeight = await tab.evaluate(() => innerHeight)
          await tab.pressAt(20, windowHeight - 60) // the page below the menu, away from the chat button
          expect(await until(open, (count) => count === 0, 3_000)).toBe(0)
          await tab.close()
        }
      }),
      60_000,
    )
  })

  describe.skipIf(!run.enabled || elsewhere)(`${name}: home widgets`, () => {
    const activeSlide = (tab: Tab) =>
      tab.evaluate(() => [...document.querySelectorAll('.hero__slide')].findIndex((slide) => slide.getAttribute('aria-hidden') === 'false'))

    // One page for all the widgets: the pause is checked after the others had the time of a full turn of the hero.
    it(
      'the hero carousel turns, steps and stays paused; the counters count up; the reviews fill from the feed; the FAQ opens and closes',
      againAfterCrash(async () => {
        const you = await visitor(DESKTOP_WIDTH)
        const tab = await you.open('/')
        await until(() => tab.evaluate(() => !!document.querySelector('[data-island="HeroCarousel"][data-hydrated]')), Boolean)
        await tab.pointerAway() // hovering the carousel pauses it
        expect(await activeSlide(tab)).toBe(0)
        expect(
          await until(
            () => activeSlide(tab),
            (i) => i === 1,
            10_000,
          ),
        ).toBe(1) // every 7 s
        // Its controls from the keyboard: WebKitGTK's WebDriver leaves the pointer "over" what it clicked (no mouse
        // leave after it moves away), and a hovered carousel pauses by itself.
        await tab.activate('.hero__control[aria-label="Next slide"]')
        expect(
          await until(
            () => activeSlide(tab),
            (i) => i === 2,
          ),
        ).toBe(2)
        await tab.activate(`.hero__control[aria-label="${UI.en.home.pauseHighlights}"]`)
        const pausedAt = Date.now()
        expect(
          await tab.evaluate(
            (label: string) => !!document.querySelector(`.hero__control[aria-label="${label}"]`),
            UI.en.home.playHighlights,
          ),
        ).toBe(true)
        // Focus and hover pause it too: move both away, so only the pause control holds it.
        await tab.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
        await tab.pointerAway()

        const counters = () =>
          tab.evaluate(() => [...document.querySelectorAll('.counters__value')].map((el) => (el as HTMLElement).innerText))
        // The counters' final numbers, from the content; the largest is watched counting up.
        const finals = counterTexts()
        const largest = finals.map((text) => parseInt(text, 10)).reduce((at, value, i, all) => (value > all[at] ? i : at), 0)
        const target = parseInt(finals[largest], 10)
        expect(await counters()).toEqual(finals)
        await tab.evaluate(() => document.querySelector('.counters')!.scrollIntoView({ block: 'center' }))
        // Counting up from 0 over 5 s: seen below the target, then at it.
        const midway = await until(counters, (now) => parseInt(now[largest], 10) < target, 5_000)
        expect(parseInt(midway[largest], 10)).toBeLessThan(target)
        expect(await until(counters, (now) => now[largest] === finals[largest], 10_000)).toEqual(finals)

        await tab.evaluate(() => document.querySelector('.testimonials')!.scrollIntoView({ block: 'center' }))
        expect(await until(() => tab.text('.slick-active .testimonial__name'), Boolean)).not.toBe('')
        expect(await tab.evaluate(() => document.querySelectorAll('.slick-dots button').length)).toBe(5)
        expect(await tab.evaluate(() => !!document.querySelector('.testimonials button[aria-label="Pause reviews"]'))).toBe(true)

        const question = '.faq__item summary'
        await tab.evaluate((selector: string) => document.querySelector(selector)!.scrollIntoView({ block: 'center' }), question)
        const state = () =>
          tab.evaluate(
            (selector: string) => [
              (document.querySelector(selector)!.parentElement as HTMLDetailsElement).open,
              (document.querySelector(selector) as HTMLElement).innerText.trim().at(-1),
            ],
            question,
          )
        expect(await state()).toEqual([false, '+'])
        await tab.click(question)
        expect(await until(state, ([open]) => open === true)).toEqual([true, '-'])
        expect((await tab.text('.faq__item[open] .faq__answer')).length).toBeGreaterThan(40)
        await tab.click(question)
        expect(await until(state, ([open]) => open === false)).toEqual([false, '+'])

        await tab.pointerAway()
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, pausedAt + 7_500 - Date.now())))
        expect(await activeSlide(tab)).toBe(2) // still where it was paused, a full turn later
        await you.close()
      }),
      60_000,
    )
  })

  // The picture viewer (components/viewer/): a tap opens the picture, next moves on, close goes back to the page.
  describe.skipIf(!run.enabled || elsewhere)(`${name}: picture viewer`, () => {
    const openViewer = (tab: Tab) => tab.evaluate(() => !!document.querySelector('dialog.viewer')?.matches(':modal'))
    const caption = (tab: Tab) =>
      tab.evaluate(() => (document.querySelector('.viewer__caption') as HTMLElement | null)?.innerText.replace(/\s+/g, ' ').trim() ?? '')
    const altOf = (tab: Tab, i: number) =>
      tab.evaluate((n: number) => document.querySelectorAll('a.picture-link img')[n].getAttribute('alt'), i)
    const focused = (tab: Tab) =>
      tab.evaluate(() => [...document.querySelectorAll('a.picture-link')].indexOf(document.activeElement as HTMLAnchorElement))
    /** Once the large file is drawn: how many device pixels wide the picture is shown, and how wide its file is. */
    const drawn = (tab: Tab) =>
      tab.evaluate(() => {
        const image = document.querySelector('.viewer__image') as HTMLImageElement | null
        if (!image?.complete || !image.naturalWidth) return { shown: 0, file: 0 }
        return {
          shown: Math.ceil(image.getBoundingClientRect().width * devicePixelRatio),
          file: Number(image.currentSrc.match(/-(\d+)\.(?:avif|jpg)$/)?.[1]),
        }
      })

    const pages: { path: string; width: number; total: number; words: (n: number, total: number) => string }[] = [
      {
        path: '/services/wedding/decoration',
        width: PHONE_WIDTH,
        total: rowPicturesOn('/services/wedding/decoration'),
        words: UI.en.viewer.position,
      },
      { path: '/ta/aboutus', width: DESKTOP_WIDTH, total: rowPicturesOn('/ta/aboutus'), words: UI.ta.viewer.position },
    ]
    for (const { path, width, total, words } of pages) {
      it(
        `${path} at ${width} px: a tap opens a picture large, next moves on, close returns to the page on the picture last shown`,
        againAfterCrash(async () => {
          const you = await visitor(width)
          const tab = await you.open(path)
          expect(await tab.evaluate(() => document.querySelectorAll('a.picture-link').length)).toBe(total)
          await tab.click('.image-row:first-child li:nth-child(2) a.picture-link')
          expect(await until(() => openViewer(tab), Boolean)).toBe(true)
          expect(await caption(tab)).toBe(`${await altOf(tab, 1)} ${words(2, total)}`)
          // Large on the screen, from a file that covers it (the pictures here are at most 960 px wide).
          const { shown, file } = await until(
            () => drawn(tab),
            (now) => now.file > 0,
          )
          expect(shown).toBeGreaterThanOrEqual(Math.min(width, await tab.width()) * 0.6)
          expect(file).toBeGreaterThanOrEqual(Math.min(960, shown))
          await tab.click('.viewer__next')
          expect(
            await until(
              () => caption(tab),
              (text) => text.endsWith(words(3, total)),
            ),
          ).toBe(`${await altOf(tab, 2)} ${words(3, total)}`)
          await tab.click('.viewer__close')
          expect(
            await until(
              () => openViewer(tab),
              (open) => !open,
            ),
          ).toBe(false)
          expect(
            await until(
              () => focused(tab),
              (i) => i === 2,
            ),
          ).toBe(2)
          expect(await tab.path()).toBe(path)
          await you.close()
        }),
        60_000,
      )
    }
  })

  return run
}
