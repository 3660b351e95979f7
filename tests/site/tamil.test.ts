// The Tamil edition: every /ta route is in Tamil with its own head tags and both editions name each other
// (hreflang, the language link), read from the built files; in Chromium, English pages fetch no Tamil font, the
// Tamil enquiry form stores the spec's English values, and unknown /ta/ paths get the Tamil not-found page.
import fs from 'node:fs'
import path from 'node:path'
import { ENQUIRY_EVENTS } from '../../content/forms.js'
import { ta } from '../../content/ui/ta.ts'
import { pagesWaitingForTranslation } from '../../build-steps/translations.ts'
import { describe, expect, it } from 'vitest'
import { PHONE, useSite } from '../support/browser.ts'
import { distClient, documentOf, siteOrigin as origin } from '../support/site.ts'
import { ROUTES, TA_ROUTES } from '../support/routes.ts'

const site = useSite({ endpoint: true })
const TAMIL = /[\u0B80-\u0BFF]/g
const LATIN = /[A-Za-z]/g
const tamilOf = (route: string) => (route === '/' ? '/ta' : `/ta${route}`)
const canonicalPath = (route: string) => route.replace(/^\/home$/, '/').replace(/^\/ta\/home$/, '/ta')

/** What a page's built HTML says about its editions (what search engines read): lang, canonical, hreflang alternates and the language link. */
function editionsOf(route: string) {
  const document = documentOf(route)
  return {
    document,
    lang: document.documentElement.lang,
    canonical: document.querySelector('link[rel=canonical]')?.getAttribute('href'),
    alternates: Object.fromEntries(
      [...document.querySelectorAll('link[rel=alternate][hreflang]')].map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]),
    ),
    ogLocale: document.querySelector('meta[property="og:locale"]')?.getAttribute('content'),
    ogAlternate: document.querySelector('meta[property="og:locale:alternate"]')?.getAttribute('content'),
    switcher: [...document.querySelectorAll('header a.language-switch')].map((a) => ({
      href: a.getAttribute('href'),
      hreflang: a.getAttribute('hreflang'),
      lang: a.getAttribute('lang'),
      text: a.textContent,
    })),
  }
}

// Read from the built files: the head tags and the words are in the HTML before any script runs. (Every page's
// scripts running without an error, in both editions, is checked with axe in accessibility.test.ts; nothing
// overflowing a 360 px phone by the layout check in screen-layout.test.ts.)
describe('every Tamil route', () => {
  it.for(TA_ROUTES)('%s is in Tamil, names itself canonical and both editions', (route) => {
    const editions = editionsOf(route)
    const english = route.replace(/^\/ta/, '') || '/'
    expect(editions.lang).toBe('ta-IN')
    expect(editions.document.title).toMatch(TAMIL)
    const text = editions.document.querySelector('main')!.textContent ?? ''
    const tamil = text.match(TAMIL)?.length ?? 0
    const latin = text.match(LATIN)?.length ?? 0
    expect(tamil, `${tamil} Tamil letters, ${latin} Latin`).toBeGreaterThan(latin * 3)
    expect(editions.canonical).toBe(origin + canonicalPath(route))
    expect(editions.alternates).toEqual({
      'en-IN': origin + canonicalPath(english),
      'ta-IN': origin + canonicalPath(route),
      'x-default': origin + canonicalPath(english),
    })
    expect(editions.ogLocale).toBe('ta_IN')
    expect(editions.ogAlternate).toBe('en_IN')
    // The way back to English, named in English, works without JavaScript (a plain link).
    expect(editions.switcher).toEqual([{ href: english, hreflang: 'en', lang: 'en', text: 'English' }])
  })

  it.for(ROUTES)('English %s links its Tamil page and names it as an alternate', (route) => {
    const editions = editionsOf(route)
    expect(editions.lang).toBe('en-IN')
    expect(editions.switcher).toEqual([{ href: tamilOf(route), hreflang: 'ta', lang: 'ta', text: 'தமிழ்' }])
    expect(editions.alternates['ta-IN']).toBe(origin + canonicalPath(tamilOf(route)))
    expect(editions.alternates['en-IN']).toBe(editions.canonical)
    expect(editions.ogLocale).toBe('en_IN')
  })
})

describe('fonts per edition', () => {
  async function fontBytes(route: string) {
    const fonts = new Map<string, number>()
    const { page } = await site.open(route, PHONE, async (p) => {
      p.on('response', async (response) => {
        if (response.request().resourceType() === 'font')
          fonts.set(new URL(response.url()).pathname, (await response.body().catch(() => Buffer.alloc(0))).length)
      })
    })
    await page.waitForLoadState('networkidle')
    await page.context().close()
    return fonts
  }

  it.each(['/', '/services/wedding', '/contactus'])('English %s downloads no Tamil font', async (route) => {
    const fonts = await fontBytes(route)
    expect([...fonts.keys()].filter((file) => /tamil/i.test(file))).toEqual([])
  })

  it('English pages draw the "தமிழ்" switch with the inlined subset, not the device\'s fonts', async () => {
    const { page } = await site.open('/services/wedding', PHONE)
    await page.evaluate(() => document.fonts.ready)
    const face = await page.evaluate(() => [...document.fonts].find((f) => f.family.replace(/"/g, '') === 'Thoranam Tamil Switch')?.status)
    expect(face).toBe('loaded')
    expect(await page.locator('.language-switch').evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^"?Thoranam Tamil Switch"?,/)
    await page.context().close()
  })

  it.each(['/ta', '/ta/services/wedding', '/ta/contactus'])(
    'Tamil %s downloads the Tamil font and at most 60 KB of fonts in all',
    async (route) => {
      const fonts = await fontBytes(route)
      expect([...fonts.keys()].some((file) => /noto-sans-tamil-tamil/.test(file))).toBe(true)
      expect([...fonts.values()].reduce((sum, n) => sum + n, 0)).toBeLessThanOrEqual(60 * 1024)
    },
  )
})

describe('Tamil tiles and links', () => {
  it.each(TA_ROUTES.filter((route) => !route.endsWith('/home')))(
    "%s links only into working pages of the Tamil edition (and its pictures' files)",
    async (route) => {
      const html = fs.readFileSync(path.join(distClient, route, 'index.html'), 'utf8')
      const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'))
      const internal = [...main.matchAll(/<a[^>]*\shref="(\/[^"#?]*)/g)].map((m) => m[1])
      for (const href of internal) {
        // A picture that opens large links its file, the same in both editions.
        if (href.startsWith('/images/')) {
          expect(fs.existsSync(path.join(distClient, href)), `${route} links ${href}, which is no published picture`).toBe(true)
          continue
        }
        expect(href, `${route} links ${href}`).toMatch(/^\/ta(\/|$)/)
        expect(fs.existsSync(path.join(distClient, href, 'index.html')), `${route} links ${href}, which has no page`).toBe(true)
      }
    },
  )
})

describe('not found in Tamil', () => {
  it('an unknown path under /ta/ gets the Tamil not-found page with status 404, suggesting Tamil pages', async () => {
    const { page } = await site.open('/ta/no-such-page')
    const response = await page.request.get(site.base + '/ta/no-such-page')
    expect(response.status()).toBe(404)
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ta-IN')
    expect(await page.locator('h1').innerText()).toMatch(TAMIL)
    const links = await page.locator('main a').evaluateAll((as) => as.map((a) => a.getAttribute('href')))
    expect(links.length).toBeGreaterThan(3)
    for (const href of links) expect(href).toMatch(/^\/ta(\/|$)/)
    await page.context().close()
  })

  it('offers the Tamil page for a kept broken tile path typed under /ta/', async () => {
    const { page } = await site.open('/ta/engagement/makeup')
    const hint = page.locator('.not-found-hint:not([hidden])')
    await expect.poll(() => hint.count()).toBe(1)
    expect(await hint.innerText()).toBe('நீங்கள் தேடியது நிச்சயதார்த்த மேக்கப் பக்கமா? இதோ: நிச்சயதார்த்த மேக்கப்')
    expect(await hint.getByRole('link').getAttribute('href')).toBe('/ta/services/engagement/makeup')
    await page.context().close()
  })

  it('an unknown English path still gets the English not-found page', async () => {
    const response = await fetch(site.base + '/no-such-page')
    expect(response.status).toBe(404)
    expect(await response.text()).toContain('<html lang="en-IN"')
  })
})

describe('the Tamil enquiry form', () => {
  const { labels } = ta.forms.enquiry
  it('has Tamil labels, stores the spec English event, records the language and opens the Tamil thank-you page', async () => {
    const { page } = await site.open('/ta/contactus')
    const options = await page
      .getByLabel(labels.service, { exact: true })
      .locator('option')
      .evaluateAll((os) => os.map((o) => [(o as HTMLOptionElement).value, o.textContent]))
    // The spec's events as the values stored, each shown in the Tamil word book's words.
    expect(options.slice(1)).toEqual(ENQUIRY_EVENTS.map((event) => [event, ta.forms.options[event]]))
    for (const [, label] of options.slice(1)) expect(label).toMatch(TAMIL)
    await page.getByLabel(labels.name, { exact: true }).fill('மீனாட்சி சுந்தரம்')
    await page.getByLabel(labels.email, { exact: true }).fill('meenakshi@example.in')
    await page.getByLabel(labels.phone, { exact: true }).fill('98400 44556')
    await page.getByLabel(labels.city, { exact: true }).fill('சேலம்')
    await page.getByLabel(labels.service, { exact: true }).selectOption({ label: ta.forms.options['Baby Shower'] })
    await page.getByLabel(labels.message, { exact: true }).fill('தை மாதம் வளைகாப்பு, சுமார் 150 பேர்.')
    await page.getByRole('button', { name: ta.forms.enquiry.submit }).click()
    await page.waitForURL('**/ta/contactus/thanks')
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ta-IN')
    expect(await page.locator('h1').innerText()).toMatch(TAMIL)
    const rowsOf = () => fs.readFileSync(path.join(site.standIn.dataDir, 'enquiries.csv'), 'utf8').split('\r\n').filter(Boolean)
    // The endpoint delivers after its answer: the row comes a moment after the thank-you page.
    await expect.poll(() => fs.existsSync(path.join(site.standIn.dataDir, 'enquiries.csv')) && rowsOf().length).toBe(2)
    const rows = rowsOf()
    expect(rows[0]).toBe('Name,Email,Phone,City,Service,Message,Id,Note')
    expect(rows.at(-1)).toMatch(
      /^மீனாட்சி சுந்தரம்,meenakshi@example\.in,98400 44556,சேலம்,Baby Shower,"தை மாதம் வளைகாப்பு, சுமார் 150 பேர்\.",[0-9a-f-]{36},$/,
    )
    const email = site.standIn.kept.find(({ service, row }) => service === 'email' && row?.from_name === 'மீனாட்சி சுந்தரம்')
    expect(email?.row).toMatchObject({ service: 'Baby Shower', language: 'ta' })
    await page.context().close()
  })

  it('says the spec failure alert in Tamil and keeps the text', async () => {
    {
      const { page } = await site.open('/ta/contactus', undefined, (p) =>
        p.context().route('**/api/leads', (route) => route.fulfill({ status: 503, body: 'Service Unavailable' })),
      )
      const alerts: string[] = []
      page.on('dialog', (dialog) => {
        alerts.push(dialog.message())
        void dialog.accept()
      })
      await page.getByLabel(labels.name, { exact: true }).fill('ராஜா')
      await page.getByLabel(labels.email, { exact: true }).fill('raja@example.in')
      await page.getByLabel(labels.phone, { exact: true }).fill('98400 77889')
      await page.getByLabel(labels.city, { exact: true }).fill('ஈரோடு')
      await page.getByLabel(labels.service, { exact: true }).selectOption('Wedding Event')
      await page.getByLabel(labels.message, { exact: true }).fill('ஆவணி முகூர்த்தம்')
      await page.getByRole('button', { name: ta.forms.enquiry.submit }).click()
      await expect.poll(() => alerts.length).toBe(1)
      expect(alerts[0]).toBe(ta.alerts.enquiryFailed)
      expect(await page.getByLabel(labels.name, { exact: true }).inputValue()).toBe('ராஜா')
      expect(new URL(page.url()).pathname).toBe('/ta/contactus')
      // Online, the service failed: the status says it is ours and we will try again; offline, it says so.
      const status = page.locator('form [role=status]')
      expect(await status.innerText()).toContain(ta.outbox.retryingWhileOpen)
      await page.context().unroute('**/api/leads')
      await page.context().setOffline(true)
      await page.locator('form button[type=submit]').click()
      await expect.poll(() => status.innerText()).toContain(ta.outbox.savedWhileOpen)
      expect(ta.outbox.savedWhileOpen).not.toBe(ta.outbox.retryingWhileOpen)
      await page.context().close()
    }
  })
})

describe('sitemap.xml', () => {
  it('lists both editions, each with its en-IN, ta-IN and x-default alternates', () => {
    const xml = fs.readFileSync(path.join(distClient, 'sitemap.xml'), 'utf8')
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1])
    const locs = entries.map((entry) => entry.match(/<loc>([^<]+)<\/loc>/)![1])
    expect(locs).toContain(origin + '/services/wedding')
    expect(locs).toContain(origin + '/ta/services/wedding')
    // Every page in both editions, but a Tamil page that shows words still in English (until they are translated).
    expect(locs.filter((loc) => loc.startsWith(origin + '/ta')).length + pagesWaitingForTranslation().length).toBe(
      locs.filter((loc) => !loc.startsWith(origin + '/ta')).length,
    )
    const wedding = entries.find((entry) => entry.includes(`<loc>${origin}/ta/services/wedding</loc>`))!
    expect(wedding).toContain(`hreflang="en-IN" href="${origin}/services/wedding"`)
    expect(wedding).toContain(`hreflang="ta-IN" href="${origin}/ta/services/wedding"`)
    expect(wedding).toContain(`hreflang="x-default" href="${origin}/services/wedding"`)
  })
})
