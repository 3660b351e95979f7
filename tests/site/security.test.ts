// Every route under the Content-Security-Policy the build writes (served as a static host would from
// _headers): no violation, no console error; an injected inline script is refused.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ROUTES } from '../support/routes.ts'
import { useSite } from '../support/browser.ts'
import { distClient } from '../support/site.ts'

const site = useSite()
const recordViolations = () => {
  const w = window as unknown as { __violations: string[] }
  w.__violations = []
  document.addEventListener('securitypolicyviolation', (event) => w.__violations.push(`${event.violatedDirective} ${event.blockedURI}`))
}

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
    for (const header of ['Strict-Transport-Security', 'X-Content-Type-Options: nosniff', 'Referrer-Policy', 'Permissions-Policy']) expect(headers).toContain(header)
    // The outbox's service worker: allowed from this site only, and never cached for long.
    expect(csp).toContain("worker-src 'self'")
    expect(headers).toMatch(/\n\/sw\.js\n {2}Cache-Control: no-cache\n/)
  })

  it('serves the service worker at the site root, a script that caches no pages', async () => {
    const response = await fetch(site.base + '/sw.js')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('javascript')
    const code = await response.text()
    expect(code).toContain('thoranam-outbox')
    expect(code).not.toMatch(/caches\.open|addEventListener\(\s*["'`]fetch/)
  })

  it('sends the same headers from the local server', async () => {
    const response = await fetch(site.base + '/services/wedding')
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  })

  // A few pages at a time (the site project's maxConcurrency), each in a fresh context.
  it.concurrent.for(ROUTES)('%s runs under the policy with no violation and no console error', async (route, { expect }) => {
    const { page, errors } = await site.open(route, undefined, (p) => p.addInitScript(recordViolations))
    await page.waitForLoadState('networkidle')
    expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([])
    expect(errors).toEqual([])
    // Links to other sites open in a new tab that cannot reach back to this page.
    const external = await page.locator('a[href^="http"]').evaluateAll((links) =>
      links.filter((a) => new URL((a as HTMLAnchorElement).href).origin !== location.origin).map((a) => `${a.getAttribute('target')} ${a.getAttribute('rel')}`),
    )
    expect(external.length).toBeGreaterThan(0)
    for (const attributes of external) expect(attributes).toBe('_blank noopener noreferrer')
    await page.context().close()
  })

  it('refuses a script injected into a page', async () => {
    const { page } = await site.open('/', undefined, (p) => p.addInitScript(recordViolations))
    await page.evaluate(() => {
      const script = document.createElement('script')
      script.textContent = 'window.__injected = true'
      document.head.append(script)
    })
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined()
    await expect.poll(() => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations.length)).toBe(1)
    await page.context().close()
  })
})
