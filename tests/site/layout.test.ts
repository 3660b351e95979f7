// The shared layout in Chromium: header navigation, dropdown, mobile menu, chat button, thank-you pages,
// the not-found page, scrolling and motion.
import { describe, expect, it } from 'vitest'
import navigation from '../../content/data/navigation.yaml'
import siteData from '../../content/data/site.yaml'
import { DESKTOP, PHONE, useSite } from '../support/browser.ts'
import { loadPages } from '../support/content.ts'
import { atTheForm } from '../../lib/enquiry.ts'
import { menuReach } from '../support/menu-reach.ts'

const site = useSite()
// The menus' words and the pages' headings are the editors' (content/): read from there, so renaming a menu item
// or a page passes. Where the links lead is the spec's (tests/unit/content.test.ts).
const { header } = navigation
const pages = loadPages()
const headingOf = (route: string) => pages.find((page) => page.frontmatter.canonical === route)!.frontmatter.heading
const linkTo = (href: string) => [header.home, ...header.services, ...header.links, header.cta].find((link) => link.href === href)!
const footerLinkTo = (href: string) => navigation.footer.flatMap((column) => column.links).find((link) => link.href === href)!

describe('header on a desktop', () => {
  it('shows the menu of content/data/navigation.yaml: Home, the services list, the other links and the quotation button', async () => {
    const { page } = await site.open('/services/wedding')
    const nav = page.locator('nav[aria-label="Main"]')
    const topLevel = await nav.locator('.menu__list > li > a, .menu__list > li > details > summary').allInnerTexts()
    expect(topLevel.map((text) => text.trim())).toEqual([
      header.home.label,
      header.servicesLabel,
      ...header.links.map((link) => link.label),
      header.cta.label,
    ])
    // The quote button opens the contact page at its form.
    expect(await nav.getByRole('link', { name: header.cta.label }).getAttribute('href')).toBe(atTheForm(header.cta.href))
    await page.context().close()
  })

  it('opens the services list with its entries and navigates, closed on the new page', async () => {
    const { page } = await site.open('/gallery')
    const dropdown = page.locator('details.dropdown')
    const housewarming = linkTo('/services/housewarming').label
    expect(await dropdown.locator('a').count()).toBe(header.services.length)
    expect(await dropdown.getByRole('link', { name: housewarming }).isVisible()).toBe(false)
    await page.getByText(header.servicesLabel).click()
    const entries = await dropdown.getByRole('link').allInnerTexts()
    expect(entries).toEqual(header.services.map((link) => link.label))
    await dropdown.getByRole('link', { name: housewarming }).click()
    await page.waitForURL('**/services/housewarming')
    expect(await page.locator('h1').innerText()).toBe(headingOf('/services/housewarming'))
    expect(await page.locator('details.dropdown').getAttribute('open')).toBeNull()
    await page.context().close()
  })

  it('opens the dropdown with the keyboard and closes it with Escape, focus back on its toggle', async () => {
    const { page } = await site.open('/services/puberty')
    const toggle = page.locator('details.dropdown > summary')
    await toggle.focus()
    await page.keyboard.press('Enter')
    expect(await page.locator('details.dropdown').getAttribute('open')).toBe('')
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(header.services[0].label)
    await page.keyboard.press('Escape')
    expect(await page.locator('details.dropdown').getAttribute('open')).toBeNull()
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe(header.servicesLabel)
    await page.context().close()
  })

  it('closes the dropdown on a click elsewhere', async () => {
    const { page } = await site.open('/aboutus')
    await page.getByText(header.servicesLabel).click()
    await page.locator('h1').click()
    expect(await page.locator('details.dropdown').getAttribute('open')).toBeNull()
    await page.context().close()
  })

  it('works without JavaScript', async () => {
    const { page } = await site.open('/services/birthday', { ...DESKTOP, javaScriptEnabled: false })
    await page.getByText(header.servicesLabel).click()
    await page
      .locator('details.dropdown')
      .getByRole('link', { name: linkTo('/services/wedding').label })
      .click()
    await page.waitForURL('**/services/wedding')
    expect(await page.locator('h1').innerText()).toBe(headingOf('/services/wedding'))
    await page.context().close()
  })
})

describe('header on a phone', () => {
  it('hides the menu behind a toggle, opens it, navigates and arrives with it closed', async () => {
    const { page } = await site.open('/', PHONE)
    const nav = page.locator('nav[aria-label="Main"]')
    expect(await nav.isVisible()).toBe(false)
    await page.getByLabel('Menu').click()
    expect(await nav.isVisible()).toBe(true)
    await nav.getByRole('link', { name: linkTo('/aboutus').label }).click()
    await page.waitForURL('**/aboutus')
    expect(await page.locator('h1').innerText()).toBe(headingOf('/aboutus'))
    expect(await page.locator('nav[aria-label="Main"]').isVisible()).toBe(false)
    await page.context().close()
  })

  it('closes the menu when a link is chosen during client-side navigation', async () => {
    const { page } = await site.open('/gallery', PHONE)
    await page.getByLabel('Menu').click()
    await page.getByText(header.servicesLabel).click()
    await page
      .locator('details.dropdown')
      .getByRole('link', { name: linkTo('/services/wedding').label })
      .click()
    await page.waitForURL('**/services/wedding')
    expect(await page.locator('details[data-menu][open]').count()).toBe(0)
    await page.context().close()
  })

  it('opens without JavaScript too', async () => {
    const { page } = await site.open('/services/wedding', { ...PHONE, javaScriptEnabled: false })
    await page.getByLabel('Menu').click()
    expect(
      await page
        .locator('nav[aria-label="Main"]')
        .getByRole('link', { name: linkTo('/vendor').label })
        .isVisible(),
    ).toBe(true)
    await page.context().close()
  })

  // The screens families' phones have: a 375×667 iPhone (SE, 8), a 360×640 Android phone, the smallest 320 px
  // phones, and phones held sideways. The menu opened at the top of the page, "Our Service" open in it.
  it.each([
    ['/', 375, 667],
    ['/ta', 360, 640],
    ['/', 320, 568],
    ['/ta', 320, 568],
    ['/', 844, 390],
    ['/ta', 844, 390],
    ['/ta/contactus', 667, 375],
  ])(
    '%s at %i×%i px: every menu entry can be scrolled to and tapped, none off the screen or under the chat button',
    async (path, width, height) => {
      const { page } = await site.open(path, { viewport: { width, height }, isMobile: true, hasTouch: true })
      await page.locator('.menu__toggle').tap()
      await page.locator('.dropdown__toggle').tap()
      const reach = await page.evaluate(menuReach)
      expect(reach.findings).toEqual([])
      expect(reach.lastBottom).toBeLessThanOrEqual(reach.windowHeight)
      // The top bar is one line, so once it has scrolled away the bar (and the menu under it) starts at the very top.
      await page.locator('.menu__toggle').tap()
      await page.evaluate(() => window.scrollTo(0, 600))
      expect(await page.locator('.site-header__bar').evaluate((bar) => Math.round(bar.getBoundingClientRect().top))).toBe(0)
      await page.context().close()
    },
  )

  it('reaches every menu entry on a 375×667 phone without JavaScript too', async () => {
    const { page } = await site.open('/services/wedding', {
      viewport: { width: 375, height: 667 },
      isMobile: true,
      hasTouch: true,
      javaScriptEnabled: false,
    })
    await page.locator('.menu__toggle').tap()
    await page.locator('.dropdown__toggle').tap()
    const reach = await page.evaluate(menuReach)
    expect(reach.findings).toEqual([])
    await page.context().close()
  })

  // iOS sends no click for a tap on plain text or a picture (only on links, controls and elements listening for
  // clicks themselves): here the page's click listeners never hear of such taps, as on an iPhone.
  it.each(['/aboutus', '/ta/aboutus'])(
    '%s: closes the menu at a tap outside it, even when the phone sends no click for the tap',
    async (path) => {
      const { page } = await site.open(path, PHONE)
      await page.evaluate(() =>
        window.addEventListener(
          'click',
          (event) => {
            if ((event.target as Element).closest('details[data-menu]')) return
            event.preventDefault()
            event.stopImmediatePropagation()
          },
          true,
        ),
      )
      await page.locator('.menu__toggle').tap()
      await page.locator('.dropdown__toggle').tap()
      expect(await page.locator('details[data-menu][open]').count()).toBe(2)
      await page.touchscreen.tap(20, 800) // the page below the menu
      expect(await page.locator('details[data-menu][open]').count()).toBe(0)
      await page.context().close()
    },
  )

  it('fits a 390 px screen without sideways scrolling', async () => {
    const { page } = await site.open('/services/engagement/engagement-photography', PHONE)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await page.context().close()
  })
})

describe('chat button', () => {
  it('opens a chat with the business phone in a new tab', async () => {
    const { page } = await site.open('/services/photo')
    const chat = page.locator('a.chat-button')
    expect(await chat.getAttribute('href')).toMatch(new RegExp(`^https://wa\\.me/${siteData.phone.replace(/^\\+/, '')}\\?text=`))
    expect(await chat.getAttribute('target')).toBe('_blank')
    expect(await chat.getAttribute('rel')).toBe('noopener noreferrer')
    const box = (await chat.locator('svg').boundingBox())!
    expect([box.width, box.height]).toEqual([40, 40])
    // The icon is painted white (its fill; the spec: size 40, white).
    expect(
      await chat
        .locator('svg path')
        .first()
        .evaluate((path) => getComputedStyle(path).fill),
    ).toBe('rgb(255, 255, 255)')
    await page.context().close()
  })

  // On phones the reach bar takes its place (tests/site/reach-bar.test.ts); from a tablet on, it is the chat button.
  it('stays in view while scrolling, from a tablet on', async () => {
    const { page } = await site.open('/services/wedding/decoration', { viewport: { width: 768, height: 1024 } })
    await page.mouse.wheel(0, 2000)
    expect(await page.locator('a.chat-button').isVisible()).toBe(true)
    expect(await page.locator('a.chat-button').evaluate((el) => getComputedStyle(el).position)).toBe('fixed')
    await page.context().close()
  })
})

describe('printing', () => {
  // A family prints the home page (or saves it as a PDF) after reading it on a phone: every section as it ends on
  // screen, the counters at their numbers, the answers open, no control that only works on a screen, and no light
  // text left on white paper (printers drop backgrounds unless a page asks to keep them).
  it.each(['/', '/ta'])('%s prints every section, without the chat button or other screen-only controls', async (path) => {
    const { page } = await site.open(path, PHONE)
    // The counters in view, counting up, as when a visitor prints while reading them.
    await page.locator('.counters').scrollIntoViewIfNeeded()
    await page.waitForSelector('[data-island="Counters"][data-hydrated]', { state: 'attached' })
    await page.emulateMedia({ media: 'print' })
    const printed = await page.evaluate(() => {
      const shown = (element: Element) => element.checkVisibility({ opacityProperty: true, visibilityProperty: true })
      const luminance = (color: string) => {
        const [r, g, b] = (color.match(/[\d.]+/g) ?? []).map(Number)
        return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255
      }
      const hasBackground = (style: CSSStyleDeclaration) =>
        style.backgroundImage !== 'none' || !/rgba\(0, 0, 0, 0\)|transparent/.test(style.backgroundColor)
      const lightOnPaper = new Set<string>()
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        const owner = text.parentElement
        if (!text.textContent?.trim() || !owner || !shown(owner) || owner.closest('.visually-hidden:not(.counters__final)')) continue
        if (luminance(getComputedStyle(owner).color) < 0.6) continue
        let band: Element | null = owner
        while (band && !hasBackground(getComputedStyle(band))) band = band.parentElement
        if (!band || getComputedStyle(band).printColorAdjust !== 'exact')
          lightOnPaper.add(`${owner.tagName.toLowerCase()}.${owner.classList[0] ?? ''}`)
      }
      return {
        blank: [...document.querySelectorAll('main [data-aos], main .about-teaser__image, main .about-teaser__text')].filter(
          (element) => !shown(element) || getComputedStyle(element).transform !== 'none',
        ).length,
        controls: [
          ...document.querySelectorAll('.chat-button, .menu__toggle, .language-switch, .hero__control, .testimonials__pause, .slick-dots'),
        ]
          .filter(shown)
          .map((element) => element.classList[0]),
        answers: [...document.querySelectorAll('.faq__answer')].filter(shown).length,
        counters: [...document.querySelectorAll<HTMLElement>('.counters__item')].map((item) => item.innerText.split('\n')[0].trim()),
        lightOnPaper: [...lightOnPaper],
      }
    })
    expect(printed).toEqual({ blank: 0, controls: [], answers: 6, counters: ['8+', '150+', '10+', '100+'], lightOnPaper: [] })
    await page.context().close()
  })
})

describe('footer', () => {
  it('shows the address, phone, e-mail and social links', async () => {
    const { page } = await site.open('/services/babyshower')
    const footer = page.locator('footer')
    const { address } = siteData
    expect(await footer.locator('address').innerText()).toContain(
      `${address.locality}, ${address.region} ${address.postalCode}, ${address.country}`,
    )
    expect(await footer.getByRole('link', { name: siteData.phoneDisplay }).getAttribute('href')).toBe(`tel:${siteData.phone}`)
    expect(await footer.getByRole('link', { name: siteData.email }).getAttribute('href')).toBe(`mailto:${siteData.email}`)
    const social = footer.locator('.site-footer__social a')
    expect(await social.count()).toBe(3)
    for (const link of await social.all()) {
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer')
      expect(await link.getAttribute('target')).toBe('_blank')
    }
    await page.context().close()
  })
})

describe('thank-you pages', () => {
  it.each([
    [
      '/contactus/thanks',
      'Thank You for Booking Our Service!',
      'Your Service registration was successful. We look forward to working with you.',
    ],
    ['/vendors/thanks', 'Thank You for Registering!', 'Your vendor registration was successful. We look forward to working with you.'],
  ])('%s shows its heading, message and a button home', async (route, heading, message) => {
    const { page } = await site.open(route)
    expect(await page.locator('h1').innerText()).toBe(heading)
    expect(await page.locator('main').innerText()).toContain(message)
    expect(await page.getAttribute('meta[name="robots"]', 'content')).toBe('noindex')
    await page.locator('main').getByRole('link', { name: 'Go to Home Page' }).click()
    await page.waitForURL((url) => url.pathname === '/')
    await page.context().close()
  })
})

describe('not-found page', () => {
  it('answers an unknown address with status 404, the layout and a way back', async () => {
    const { page } = await site.open('/services')
    const response = await page.goto(site.base + '/no-such-page')
    expect(response?.status()).toBe(404)
    expect(await page.locator('h1').innerText()).toBe('Page not found')
    expect(await page.locator('header nav[aria-label="Main"]').count()).toBe(1)
    expect(await page.locator('footer').count()).toBe(1)
    expect(await page.getAttribute('meta[name="robots"]', 'content')).toBe('noindex')
    await page.getByRole('link', { name: 'Go to Home Page' }).click()
    await page.waitForURL((url) => url.pathname === '/')
    await page.context().close()
  })
})

describe('scrolling and motion', () => {
  it('starts every navigation at the top of the page', async () => {
    const { page } = await site.open('/vendor')
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200)
    await page
      .locator('footer')
      .getByRole('link', { name: footerLinkTo('/gallery').label })
      .click()
    await page.waitForURL('**/gallery')
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await page.context().close()
  })

  it('animates sections in on scroll for 1000 ms, once, but never the main heading or banner', async () => {
    const { page } = await site.open('/services/wedding/decoration', PHONE)
    expect(await page.evaluate(() => document.documentElement.classList.contains('aos-ready'))).toBe(true)
    expect(await page.locator('h1[data-aos], .banner [data-aos], .banner[data-aos]').count()).toBe(0)
    const section = page.locator('.image-row[data-aos]').last()
    expect(await section.evaluate((el) => getComputedStyle(el).transitionDuration)).toBe('1s')
    expect(await section.evaluate((el) => getComputedStyle(el).opacity)).toBe('0')
    // Hidden at once when the script starts, not faded out where a quick scroll would see it go.
    expect(await section.evaluate((el) => el.getAnimations().length)).toBe(0)
    await section.scrollIntoViewIfNeeded()
    await expect.poll(() => section.evaluate((el) => el.classList.contains('aos-animate'))).toBe(true)
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.waitForTimeout(300)
    expect(await section.evaluate((el) => el.classList.contains('aos-animate'))).toBe(true) // once: it stays shown
    await page.context().close()
  })

  it('shows everything at once when the visitor prefers reduced motion', async () => {
    const { page } = await site.open('/services/wedding/decoration', { ...DESKTOP, reducedMotion: 'reduce' })
    expect(await page.evaluate(() => document.documentElement.classList.contains('aos-ready'))).toBe(false)
    expect(
      await page
        .locator('section[data-aos]')
        .last()
        .evaluate((el) => getComputedStyle(el).opacity),
    ).toBe('1')
    await page.context().close()
  })

  it('shows everything without JavaScript', async () => {
    const { page } = await site.open('/services/wedding/decoration', { ...DESKTOP, javaScriptEnabled: false })
    expect(
      await page
        .locator('section[data-aos]')
        .last()
        .evaluate((el) => getComputedStyle(el).opacity),
    ).toBe('1')
    await page.context().close()
  })
})

describe('not-found page for the kept tile paths', () => {
  it('offers the matching /services page', async () => {
    const { page } = await site.open('/services/engagement')
    await page.locator('.tile__link[href="/engagement/makeup"]').click()
    await page.waitForURL('**/engagement/makeup')
    const hint = page.locator('.not-found-hint:not([hidden])')
    await expect.poll(() => hint.count()).toBe(1)
    const heading = headingOf('/services/engagement/makeup')
    expect(await hint.innerText()).toBe(`Looking for ${heading}? It is here: ${heading}`)
    expect(await hint.getByRole('link').getAttribute('href')).toBe('/services/engagement/makeup')
    await hint.getByRole('link').click()
    await page.waitForURL('**/services/engagement/makeup')
    expect(await page.locator('h1').innerText()).not.toBe('Page not found')
    await page.context().close()
  })

  it('offers nothing extra for other unknown addresses', async () => {
    const { page } = await site.open('/no-such-page')
    await page.waitForLoadState('networkidle')
    expect(await page.locator('.not-found-hint').isVisible()).toBe(false)
    expect(await page.locator('main').getByRole('link', { name: 'Contact Us' }).count()).toBe(1)
    await page.context().close()
  })
})
