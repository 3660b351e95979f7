// The built site as files: every route of the spec, nothing else, and the JavaScript each route loads.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ALL_ROUTES, SERVICES_PAGES } from '../support/spec.ts'
import { builtRoutes, distClient, jsBytes } from '../support/site.ts'

const KB = 1024

describe('npm run build', () => {
  it('pre-renders exactly the routes of the spec table', () => {
    expect(builtRoutes().sort()).toEqual([...ALL_ROUTES].sort())
  })

  it('writes a 404.html for static hosts', () => {
    expect(fs.readFileSync(path.join(distClient, '404.html'), 'utf8')).toContain('Page not found')
  })

  it('keeps every /services page at 20 KB of JavaScript (gzip) or less', () => {
    const table = ALL_ROUTES.map((route) => ({ route, kb: +(jsBytes(route) / KB).toFixed(1) }))
    console.table(table)
    for (const route of SERVICES_PAGES) expect(jsBytes(route), route).toBeLessThanOrEqual(20 * KB)
  })

  it('ships no React to the pure-content pages', () => {
    // react-dom's client renderer is the biggest chunk; its signature string must not be loaded.
    const html = fs.readFileSync(path.join(distClient, 'services/wedding/decoration/index.html'), 'utf8')
    expect(html).not.toContain('vike_pageContext')
    expect(jsBytes('/services/wedding/decoration')).toBeLessThan(jsBytes('/contactus') / 4)
  })
})
