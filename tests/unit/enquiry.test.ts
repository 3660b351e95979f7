// Which event and service each page's enquiry is about (from content), the contact form's address for it, the
// WhatsApp text, and how the form starts from it without ever overwriting a draft.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ENQUIRY_EVENTS, eventOfPlace } from '../../content/enquiryEvents.ts'
import { UI } from '../../content/ui/index.ts'
import { atTheForm, enquiryOf, quotationHref, serviceSlug, startEnquiry, whatsappHref } from '../../lib/enquiry.ts'
import { localizePath } from '../../content/editions.ts'
import { allPages } from '../../renderer/content.ts'
import { root } from '../../build-steps/content-check.ts'
import { enquiryTopics } from '../../build-steps/enquiry-topics.ts'
import { SERVICES_PAGES } from '../support/routes.ts'
import { EVENT_ROUTES } from '../support/spec.ts'

/** The spec's event of each event page, written out independently of content/. */
const EVENT_OF_LANDING: Record<string, string> = {
  '/services/wedding': 'Wedding Event',
  '/services/birthday': 'Birthday Celebration',
  '/services/puberty': 'Puberty',
  '/services/engagement': 'Engagement',
  '/services/housewarming': 'House Warming',
  '/services/babyshower': 'Baby Shower',
}
const expectedEvent = (route: string) =>
  route === '/services/photo'
    ? undefined
    : (EVENT_OF_LANDING[EVENT_ROUTES.find((landing) => route.startsWith(landing)) ?? ''] ??
      (route.startsWith('/services/baby-shower/') ? 'Baby Shower' : 'none found'))

describe('the event a page is about', () => {
  it("comes from the page's place under /services; /services/photo and pages elsewhere have none", () => {
    expect(eventOfPlace('/services/wedding')).toBe('Wedding Event')
    expect(eventOfPlace('/services/wedding/decoration')).toBe('Wedding Event')
    expect(eventOfPlace('/services/babyshower')).toBe('Baby Shower')
    expect(eventOfPlace('/services/baby-shower/return-gifts')).toBe('Baby Shower')
    expect(eventOfPlace('/services/housewarming/decoration')).toBe('House Warming')
    expect(eventOfPlace('/services/photo')).toBeUndefined()
    expect(eventOfPlace('/aboutus')).toBeUndefined()
    expect(eventOfPlace('/services/constructor')).toBeUndefined()
  })

  it("can be named in front-matter instead, and is then one of the contact form's events", () => {
    const page = {
      canonical: '/services/photo',
      heading: 'Event Photography',
      enquiry: { question: 'Photos for a wedding?', event: 'Wedding Event' as const },
    }
    expect(enquiryOf(page)).toEqual({
      question: 'Photos for a wedding?',
      slug: 'photo',
      service: 'Event Photography',
      event: 'Wedding Event',
    })
    expect(ENQUIRY_EVENTS).toContain(enquiryOf(page)!.event)
  })

  it.each(['en', 'ta'] as const)('is the right one on every event and service page of the %s edition, which all ask', (locale) => {
    for (const route of SERVICES_PAGES) {
      const page = allPages().find((candidate) => candidate.url === localizePath(route, locale))!
      const enquiry = enquiryOf(page.frontmatter)
      expect(enquiry, route).toBeDefined()
      expect(enquiry!.event, route).toBe(expectedEvent(route))
      expect(enquiry!.service, route).toBe(page.frontmatter.heading)
    }
    // Only they: the other pages end as before.
    const others = allPages().filter((page) => !SERVICES_PAGES.includes(page.url.replace(/^\/ta(?=\/|$)/, '') || '/'))
    expect(others.filter((page) => page.frontmatter.enquiry).map((page) => page.url)).toEqual([])
  })
})

describe("the contact form's address for a page", () => {
  it.each([
    ['/services/wedding/decoration', 'wedding-decoration'],
    ['/services/wedding/wedding-mehndi', 'wedding-mehndi'],
    ['/ta/services/puberty/stage-decoration', 'puberty-stage-decoration'],
    ['/services/baby-shower/return-gifts', 'baby-shower-return-gifts'],
    ['/services/babyshower', 'babyshower'],
    ['/services/photo', 'photo'],
  ])('%s is ?service=%s', (path, slug) => {
    expect(serviceSlug(path)).toBe(slug)
  })

  it('is the contact page of the edition, opened at its form', () => {
    expect(quotationHref('wedding-decoration', 'en')).toBe('/contactus?service=wedding-decoration#enquiry')
    expect(quotationHref('wedding-decoration', 'ta')).toBe('/ta/contactus?service=wedding-decoration#enquiry')
  })

  it('makes a link to the contact page of either edition open at its form, and leaves other links alone', () => {
    expect(atTheForm('/contactus')).toBe('/contactus#enquiry')
    expect(atTheForm('/ta/contactus')).toBe('/ta/contactus#enquiry')
    expect(atTheForm('/contactus?service=photo')).toBe('/contactus?service=photo#enquiry')
    expect(atTheForm('/contactus#top')).toBe('/contactus#top')
    expect(atTheForm('/contactus/thanks')).toBe('/contactus/thanks')
    expect(atTheForm('/aboutus')).toBe('/aboutus')
  })

  it('names one page only, and the form knows every page of each edition by it, with its event and its heading in that edition', () => {
    const en = enquiryTopics('en')
    const ta = enquiryTopics('ta')
    expect(Object.keys(en)).toHaveLength(SERVICES_PAGES.length)
    expect(Object.keys(ta).sort()).toEqual(Object.keys(en).sort())
    expect(en['wedding-decoration']).toEqual({ event: 'Wedding Event', service: 'Wedding Decoration' })
    expect(ta['wedding-decoration']).toEqual({ event: 'Wedding Event', service: 'திருமண அலங்காரம்' })
    expect(en.photo).toEqual({ service: 'Event Photography' })
    for (const slug of Object.keys(en)) expect(ta[slug].event, slug).toBe(en[slug].event)
  })

  it('refuses two pages with one name, naming both files', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'thoranam-enquiry-'))
    const twin = path.join(dir, 'wedding-mehndi.mdx')
    fs.writeFileSync(
      twin,
      '---\ncanonical: /services/wedding-mehndi\nheading: Mehndi\nenquiry: { question: Booking mehndi for a wedding? }\n---\n',
    )
    const original = path.join(root, 'content/pages/services/wedding/wedding-mehndi.mdx')
    try {
      expect(() => enquiryTopics('en', [original, twin])).toThrow(
        /wedding-mehndi\.mdx: enquiry: its contact-form name "wedding-mehndi" is taken by content\/pages\/services\/wedding\/wedding-mehndi\.mdx/,
      )
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('the WhatsApp link', () => {
  it.each(['en', 'ta'] as const)(
    'opens a chat with the business phone whose text (%s) names the service and gives the address, and decodes back exactly',
    (locale) => {
      const service = locale === 'ta' ? 'மஞ்சள் நீராட்டு விழா மேடை அலங்காரம்' : 'Wedding Decoration & Stage'
      const address = `https://www.thoranamevents.in${localizePath('/services/puberty/stage-decoration', locale)}`
      const text = UI[locale].enquiryBlock.whatsappText(service, address)
      const href = whatsappHref('+919843012016', text)
      const url = new URL(href)
      expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/919843012016')
      expect([...url.searchParams.keys()]).toEqual(['text'])
      expect(url.searchParams.get('text')).toBe(text)
      expect(decodeURIComponent(href.split('?text=')[1])).toBe(text)
      expect(text).toContain(service)
      expect(text).toContain(address)
      // Nothing that a chat app or a URL parser could read as the end of the text or another parameter.
      expect(href.split('?text=')[1]).not.toMatch(/[\s&#+]/)
    },
  )
})

describe('the enquiry form opened from a page', () => {
  const topic = { event: 'Wedding Event' as const, service: 'Wedding Decoration' }
  const line = UI.en.enquiryBlock.messageStart(topic.service)
  const empty = { name: '', email: '', phone: '', city: '', service: '', message: '' }

  it('chooses the event and starts the message with a line naming the service', () => {
    expect(startEnquiry(empty, topic, line)).toEqual({ ...empty, service: 'Wedding Event', message: 'About Wedding Decoration:\n' })
    expect(UI.ta.enquiryBlock.messageStart('திருமண அலங்காரம்')).toBe('திருமண அலங்காரம் பற்றி:\n')
  })

  it("never overwrites what the visitor has: a draft's event or message stays, an empty field is filled", () => {
    const draft = { ...empty, name: 'Meena', service: 'Engagement', message: 'Flowers for 300 guests' }
    expect(startEnquiry(draft, topic, line)).toEqual(draft)
    expect(startEnquiry({ ...empty, name: 'Meena' }, topic, line)).toEqual({
      ...empty,
      name: 'Meena',
      service: 'Wedding Event',
      message: line,
    })
  })

  it('chooses no event for a page about none (/services/photo)', () => {
    expect(startEnquiry(empty, { service: 'Event Photography' }, UI.en.enquiryBlock.messageStart('Event Photography'))).toEqual({
      ...empty,
      message: 'About Event Photography:\n',
    })
  })
})
