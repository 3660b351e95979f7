// The Content-Security-Policy and other headers the build writes (served as a static host would from _headers);
// an injected inline script is refused; links to other sites open safely. (Every page of both editions loading
// with no violation of the policy is checked with axe, in accessibility.test.ts.)
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ROUTES, TA_ROUTES } from '../support/routes.ts'
import { useSite } from '../support/browser.ts'
import { cspViolationsOf, recordCspViolations } from '../support/csp.ts'
import { distClient, documentOf, siteOrigin as origin } from '../support/site.ts'

const site = useSite()

describe('security headers', () => {
  it('writes _headers with a CSP without unsafe-inline scripts, frame-ancestors none, HSTS and friends', () => {
    const headers = fs.readFileSync(path.join(distClient, '_headers'), 'utf8')
    const csp = headers.match(/Content-Security-Policy: (.+)/)![1]
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src'))!
    expect(scriptSrc).not.toContain('unsafe-inline')
    // Every page's scripts are files: no inline script at all, or only those the build hashed.
    expect(scriptSrc).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')*$/)
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toMatch(/connect-src 'self'/)
    for (const header of ['Strict-Transport-Security', 'X-Content-Type-Options: nosniff', 'Referrer-Policy', 'Permissions-Policy'])
      expect(headers).toContain(header)
    // /sw.js (an earlier version's service worker, now one that removes itself): this site's only, never cached long.
    expect(csp).toContain("worker-src 'self'")
    expect(headers).toMatch(/\n\/sw\.js\n {2}Cache-Control: no-cache\n/)
  })

  it('serves at /sw.js a service worker that only removes itself, for browsers that installed the earlier one', async () => {
    const response = await fetch(site.base + '/sw.js')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('javascript')
    const code = await response.text()
    expect(code).toContain('registration.unregister()')
    expect(code).not.toMatch(/caches\.open|addEventListener\(\s*["'`]fetch|fetch\(/)
  })

  it('sends the same headers from the local server', async () => {
    const response = await fetch(site.base + '/services/wedding')
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  })

  // Every page loading under the policy with no violation is checked on the loads axe makes (accessibility.test.ts).
  it.for([...ROUTES, ...TA_ROUTES])('%s opens links to other sites in a new tab that cannot reach back to it', (route) => {
    const external = [...documentOf(route).querySelectorAll('a[href^="http"]')].filter(
      (a) => new URL(a.getAttribute('href')!).origin !== origin,
    )
    expect(external.length).toBeGreaterThan(0)
    for (const link of external)
      expect(`${link.getAttribute('target')} ${link.getAttribute('rel')}`, link.getAttribute('href')!).toBe('_blank noopener noreferrer')
  })

  it('refuses a script injected into a page', async () => {
    const { page } = await site.open('/', undefined, (p) => p.addInitScript(recordCspViolations))
    await page.evaluate(() => {
      const script = document.createElement('script')
      script.textContent = 'window.__injected = true'
      document.head.append(script)
    })
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined()
    await expect.poll(async () => (await cspViolationsOf(page)).length).toBe(1)
    await page.context().close()
  })
})
