// The routes the content makes: every page of content/pages/ at its path, and its aliases. Tests that go over
// every page read them here, so a page added in the editor is built and checked like the others; what the
// specification fixes (its routes must be among these) is in tests/support/spec.ts.
import path from 'node:path'
import { localizePath } from '../../content/editions.ts'
import { pathOfPageFile } from '../../content/schema.ts'
import { contentDir, pageFiles, readPage } from '../../build-steps/content-loader.ts'

const pages = pageFiles('en').map((file) => ({
  path: pathOfPageFile(path.relative(path.join(contentDir, 'pages'), file)),
  aliases: (readPage(file).frontmatter.aliases as string[] | undefined) ?? [],
}))

/** Every English route: each page's path and its aliases (the not-found page answers no route of its own). */
export const ROUTES = pages.flatMap((page) => [page.path, ...page.aliases]).filter((route) => route !== '/404')

/** The Tamil edition: every route at "/ta" + the same path ("/" is "/ta"). */
export const TA_ROUTES = ROUTES.map((route) => localizePath(route, 'ta'))

/** The event and service pages: every page under /services (each ends with an enquiry block). */
export const SERVICES_PAGES = ROUTES.filter((route) => route.startsWith('/services/'))

/**
 * One page of each kind, in English (tests add the Tamil one with localizePath): home, about, gallery, the three
 * forms, privacy, an event and a service page, a thank-you page and a not-found address. For checks too costly for
 * every page that must still meet every kind.
 */
export const ONE_OF_EACH_KIND = [
  '/',
  '/aboutus',
  '/gallery',
  '/contactus',
  '/vendor',
  '/review',
  '/privacy',
  '/services/wedding',
  '/services/wedding/decoration',
  '/contactus/thanks',
  '/no-such-page',
]
