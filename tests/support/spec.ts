// What the product specification fixes, written out independently of content/: the routes of its table (a page
// missing from content/ fails), the header's and footer's destinations, and the inconsistent tile paths it asks to
// keep. Everything else about the pages (which pages there are beyond these, their menus' words, their tiles and
// pictures) is the editors' to change: tests read it from content/ (tests/support/routes.ts).
const sub = (base: string, names: string[]) => names.map((name) => `${base}/${name}`)

// /privacy is beyond the spec's table: the privacy notice India's data protection law asks for.
export const SITE_ROUTES = [
  '/',
  '/home',
  '/aboutus',
  '/gallery',
  '/contactus',
  '/contactus/thanks',
  '/vendor',
  '/vendors/thanks',
  '/review',
  '/privacy',
]

export const EVENT_ROUTES = [
  '/services/wedding',
  '/services/birthday',
  '/services/puberty',
  '/services/engagement',
  '/services/housewarming',
  '/services/babyshower',
]

export const SERVICE_ROUTES = [
  ...sub('/services/wedding', [
    'decoration',
    'wedding-entertainment',
    'photography',
    'wedding-makeup',
    'wedding-return-gifts',
    'wedding-mehndi',
  ]),
  ...sub('/services/birthday', ['birthday-decoration', 'photography', 'birthday-party', 'birthday-return-gifts']),
  ...sub('/services/puberty', ['stage-decoration', 'photography', 'makeup', 'entertainment', 'mehndi', 'return-gifts']),
  ...sub('/services/engagement', ['engagement-decoration', 'engagement-photography', 'makeup', 'mehndi', 'entertainment', 'return-gifts']),
  ...sub('/services/housewarming', ['decoration', 'photography', 'housewarming-entertainment', 'housewarming-return-gifts']),
  ...sub('/services/baby-shower', ['decoration', 'photography', 'return-gifts']),
]

/** Every route of the spec's table (45): each must have its page. */
export const SPEC_ROUTES = [...SITE_ROUTES, ...EVENT_ROUTES, '/services/photo', ...SERVICE_ROUTES]

/** The spec's 36 pure-content pages under /services. */
export const SPEC_SERVICES_PAGES = SPEC_ROUTES.filter((route) => route.startsWith('/services/'))

/**
 * Tile paths the spec asks to keep as the business gave them, without /services (and one whose name differs from
 * its route): links kept on purpose, in content/data/known-broken-links.yaml.
 */
export const KEPT_TILE_TARGETS = [
  ...sub('/engagement', ['engagement-decoration', 'engagement-photography', 'makeup', 'mehndi', 'entertainment', 'return-gifts']),
  ...sub('/housewarming', ['housewarming-decoration', 'photography', 'housewarming-entertainment', 'housewarming-return-gifts']),
  ...sub('/baby-shower', ['decoration', 'photography', 'return-gifts']),
]

/** Where the header's links lead, in the spec's order: Home, the six events, Vendor, Gallery, About, Contact, and the button. */
export const SPEC_HEADER = {
  home: '/',
  services: [
    '/services/babyshower',
    '/services/birthday',
    '/services/engagement',
    '/services/housewarming',
    '/services/puberty',
    '/services/wedding',
  ],
  links: ['/vendor', '/gallery', '/aboutus', '/contactus'],
  cta: '/contactus',
}

/** The pages the spec's footer links. */
export const SPEC_FOOTER = [
  '/',
  '/aboutus',
  '/gallery',
  '/contactus',
  '/vendor',
  '/services/wedding',
  '/services/puberty',
  '/services/birthday',
  '/services/engagement/engagement-decoration',
  '/services/engagement/engagement-photography',
  '/services/engagement/makeup',
  '/services/engagement/mehndi',
  '/services/engagement/entertainment',
  '/services/engagement/return-gifts',
  '/services/baby-shower/decoration',
  '/services/baby-shower/photography',
  '/services/baby-shower/return-gifts',
  '/services/housewarming/decoration',
  '/services/housewarming/photography',
  '/services/housewarming/housewarming-entertainment',
  '/services/housewarming/housewarming-return-gifts',
]
