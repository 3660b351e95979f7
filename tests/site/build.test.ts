// The built site as files: every route of the spec, nothing else, and the JavaScript each route loads.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { pageAt } from '../support/content.ts'
import { ROUTES, SERVICES_PAGES, TA_ROUTES } from '../support/routes.ts'
import { builtRoutes, distClient, jsBytes } from '../support/site.ts'

const KB = 1024

describe('npm run build', () => {
  it('pre-renders exactly the routes of the spec table, in English and in Tamil under /ta', () => {
    expect(builtRoutes().sort()).toEqual([...ROUTES, ...TA_ROUTES].sort())
  })

  it('writes a 404.html for static hosts, and ta/404.html for unknown paths under /ta/', () => {
    expect(fs.readFileSync(path.join(distClient, '404.html'), 'utf8')).toContain(`>${pageAt('/404').frontmatter.heading}</h1>`)
    const tamil = fs.readFileSync(path.join(distClient, 'ta/404.html'), 'utf8')
    expect(tamil).toContain('<html lang="ta-IN"')
    expect(tamil).toContain(`>${pageAt('/ta/404').frontmatter.heading}</h1>`)
    expect(fs.readFileSync(path.join(distClient, '_redirects'), 'utf8')).toMatch(/^\/ta\/\*\s+\/ta\/404\.html\s+404$/m)
  })

  it('keeps every /services page at 20 KB of JavaScript (gzip) or less', () => {
    const table = ROUTES.map((route) => ({ route, kb: +(jsBytes(route) / KB).toFixed(1) }))
    console.table(table)
    for (const route of [...SERVICES_PAGES, ...SERVICES_PAGES.map((route) => `/ta${route}`)])
      expect(jsBytes(route), route).toBeLessThanOrEqual(20 * KB)
  })

  it('hydrates no page as a whole: React comes only with an island, when it starts', () => {
    const content = fs.readFileSync(path.join(distClient, 'services/wedding/decoration/index.html'), 'utf8')
    expect(content).not.toContain('vike_pageContext')
    // (No element marked as an island; the stylesheet's rule for islands may be inlined on any page.)
    expect(content).not.toMatch(/<[a-z][^>]*\sdata-island[\s=>]/)
    const contact = fs.readFileSync(path.join(distClient, 'contactus/index.html'), 'utf8')
    expect(contact).not.toContain('vike_pageContext')
    expect(contact).toContain('data-island="LeadForm"')
    // The scripts a page links (and their static imports) are the same few KB everywhere; react-dom is not among them.
    for (const route of ['/', '/contactus', '/gallery', '/services/wedding/decoration'])
      expect(jsBytes(route), route).toBeLessThanOrEqual(8 * KB)
  })
})
