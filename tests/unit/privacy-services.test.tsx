// The privacy notice names every service that sees a visitor's internet address, in both editions, from the same
// variables the build's Content-Security-Policy reads (lib/browserServices.js): each origin the browser may reach is
// named with what it is for, none is named twice, and a build that uses none says so.
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { serviceOrigins } from '../../build-steps/security-headers.mjs'
import { AddressSeenBy } from '../../components/privacy/AddressSeenBy.tsx'
import { LANGUAGES } from '../../content/editions.ts'
import { privacyPageWords } from '../../content/ui/privacy.ts'
import { BROWSER_SERVICES } from '../../lib/browserServices.js'
import { LocaleContext } from '../../renderer/useLocale.ts'

/** Every service set, as a host's build would have them: the reviews feed, the beacon on a host of its own. */
const HOSTED = {
  VITE_TESTIMONIALS_URL: 'https://opensheet.elk.sh/1AbC/Reviews',
  VITE_VITALS_URL: 'https://vitals.thoranam.example/beacon',
}
/**
 * The browser variables of the form services from before the leads went through the site's own endpoint, still
 * set in a host's settings: the browser no longer talks to those services (the endpoint does, from the server).
 */
const OLD_FORM_SERVICES = {
  VITE_EMAILJS_PUBLIC_KEY: 'public-key',
  VITE_ENQUIRY_SHEET_URL: 'https://sheet.best/api/sheets/enquiries',
  VITE_VENDOR_SHEET_URL: 'https://sheetdb.io/api/v1/vendors',
  VITE_FEEDBACK_SHEET_URL: 'https://sheetdb.io/api/v1/feedback',
}

const render = (locale: string, env: Record<string, string | undefined>) =>
  renderToStaticMarkup(createElement(LocaleContext.Provider, { value: locale as 'en' }, createElement(AddressSeenBy, { env })))

const items = (html: string) => [...html.matchAll(/<li>(.*?)<\/li>/g)].map((m) => m[1])

describe('the services that see a visitor’s address, on the privacy notice', () => {
  for (const locale of Object.keys(LANGUAGES)) {
    const words = privacyPageWords(locale).seenBy
    it(`${locale}: names each origin the Content-Security-Policy lets the browser reach, once, with what it is for`, () => {
      const html = render(locale, HOSTED)
      expect(html).toContain(words.intro)
      const origins = serviceOrigins(HOSTED)
      expect(origins.length).toBe(2)
      const listed = items(html)
      expect(listed.length).toBe(origins.length)
      for (const origin of origins) expect(listed.filter((item) => item.includes(`>${new URL(origin).host}<`)).length, origin).toBe(1)
      const purposes = new Set(BROWSER_SERVICES.map((service) => service.purpose))
      for (const purpose of purposes) expect(html, purpose).toContain(words.purpose[purpose])
    })

    it(`${locale}: a build that uses no service says so, and an address on the site itself is no service`, () => {
      expect(render(locale, {})).toContain(words.none)
      expect(items(render(locale, {}))).toEqual([])
      const local = { VITE_VITALS_URL: '/api/vitals' }
      expect(serviceOrigins(local)).toEqual([])
      expect(render(locale, local)).toContain(words.none)
    })
  }

  it("the form services are not the browser's: their old variables, still set, are neither allowed by the policy nor named", () => {
    expect(serviceOrigins({ ...HOSTED, ...OLD_FORM_SERVICES })).toEqual(serviceOrigins(HOSTED))
    expect(render('en', { ...HOSTED, ...OLD_FORM_SERVICES })).toBe(render('en', HOSTED))
    expect(render('en', OLD_FORM_SERVICES)).toContain(privacyPageWords('en').seenBy.none)
  })

  it('only the services the build sets are named', () => {
    const env = { VITE_TESTIMONIALS_URL: HOSTED.VITE_TESTIMONIALS_URL }
    expect(items(render('en', env))).toEqual([
      `<strong lang="en">opensheet.elk.sh</strong>: ${privacyPageWords('en').seenBy.purpose.reviews}`,
    ])
  })
})
