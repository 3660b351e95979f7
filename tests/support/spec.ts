// The product specification's route table and tile targets, written out independently of content/ so that
// a missing, extra or renamed page fails the tests.
const sub = (base: string, names: string[]) => names.map((name) => `${base}/${name}`)

// /privacy is beyond the spec's table: the privacy notice India's data protection law asks for.
export const SITE_ROUTES = ['/', '/home', '/aboutus', '/gallery', '/contactus', '/contactus/thanks', '/vendor', '/vendors/thanks', '/review', '/privacy']

export const EVENT_ROUTES = [
  '/services/wedding',
  '/services/birthday',
  '/services/puberty',
  '/services/engagement',
  '/services/housewarming',
  '/services/babyshower',
]

export const SERVICE_ROUTES = [
  ...sub('/services/wedding', ['decoration', 'wedding-entertainment', 'photography', 'wedding-makeup', 'wedding-return-gifts', 'wedding-mehndi']),
  ...sub('/services/birthday', ['birthday-decoration', 'photography', 'birthday-party', 'birthday-return-gifts']),
  ...sub('/services/puberty', ['stage-decoration', 'photography', 'makeup', 'entertainment', 'mehndi', 'return-gifts']),
  ...sub('/services/engagement', ['engagement-decoration', 'engagement-photography', 'makeup', 'mehndi', 'entertainment', 'return-gifts']),
  ...sub('/services/housewarming', ['decoration', 'photography', 'housewarming-entertainment', 'housewarming-return-gifts']),
  ...sub('/services/baby-shower', ['decoration', 'photography', 'return-gifts']),
]

/** Every route of the spec's table (45). */
export const ALL_ROUTES = [...SITE_ROUTES, ...EVENT_ROUTES, '/services/photo', ...SERVICE_ROUTES]

/** The 36 pure-content pages under /services. */
export const SERVICES_PAGES = ALL_ROUTES.filter((route) => route.startsWith('/services/'))

/** Tile targets of each event page, as the business gave them (some deliberately without /services). */
export const TILE_TARGETS: Record<string, string[]> = {
  '/services/wedding': sub('/services/wedding', ['decoration', 'wedding-entertainment', 'photography', 'wedding-makeup', 'wedding-return-gifts', 'wedding-mehndi']),
  '/services/birthday': sub('/services/birthday', ['birthday-decoration', 'photography', 'birthday-party', 'birthday-return-gifts']),
  '/services/puberty': sub('/services/puberty', ['stage-decoration', 'photography', 'makeup', 'mehndi', 'entertainment', 'return-gifts']),
  '/services/engagement': sub('/engagement', ['engagement-decoration', 'engagement-photography', 'makeup', 'mehndi', 'entertainment', 'return-gifts']),
  '/services/housewarming': sub('/housewarming', ['housewarming-decoration', 'photography', 'housewarming-entertainment', 'housewarming-return-gifts']),
  '/services/babyshower': sub('/baby-shower', ['decoration', 'photography', 'return-gifts']),
}

/** The Tamil edition: every route of the table at "/ta" + the same path ("/" is "/ta"). */
export const TA_ROUTES = ALL_ROUTES.map((route) => (route === '/' ? '/ta' : `/ta${route}`))
