// The next page already there (public/speculation-rules.json): every page names the rules in a Speculation-Rules
// header of the built _headers (both hosts read it; the local server too), the file is served with the type
// browsers require, no page carries rules inline (so the policy holds no hash for them), and in Chromium a tile
// touched on a service page opens a page fetched from the touch on. (Chromium prerenders nothing while a test
// drives it: "PrerenderingDisabledByDevTools"; the prefetch rule, at the same touch, is what a test can see.)
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  cloudflareHeadersForPath,
  headersForPath,
  inlineScripts,
  readHeaderRules,
  SPECULATION_RULES,
  SPECULATION_RULES_TYPE,
} from '../../build-steps/security-headers.mjs'
import { PHONE, useSite } from '../support/browser.ts'
import { builtRoutes, distClient } from '../support/site.ts'

const site = useSite()

type Rule = { source: string; where: unknown; eagerness: string }

describe('the speculation rules, as built', () => {
  it.for(['/', '/services/wedding', '/ta/services/wedding/photography', '/gallery'])(
    '%s names the rules file in its headers on both hosts and from the local server',
    async (route) => {
      const rules = readHeaderRules()
      for (const headers of [headersForPath(rules, route), cloudflareHeadersForPath(rules, route)])
        expect(headers['Speculation-Rules']).toBe(`"${SPECULATION_RULES}"`)
      const answer = await fetch(site.base + route)
      expect(answer.headers.get('speculation-rules')).toBe(`"${SPECULATION_RULES}"`)
    },
  )

  it('serves the rules file as application/speculationrules+json: prefetch on a hover or touch, prerender on a touch, same-site pages only', async () => {
    const answer = await fetch(site.base + SPECULATION_RULES)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe(SPECULATION_RULES_TYPE)
    const file = (await answer.json()) as { prefetch: Rule[]; prerender: Rule[] }
    expect(file.prefetch.map((rule) => rule.eagerness)).toEqual(['moderate'])
    expect(file.prerender.map((rule) => rule.eagerness)).toEqual(['conservative'])
    for (const rule of [...file.prefetch, ...file.prerender]) {
      expect(rule.source).toBe('document')
      // Pictures opened large and files are left alone: a hover must not cost a phone a full-size photo.
      expect(JSON.stringify(rule.where)).toContain('/images/*')
    }
    expect(fs.existsSync(path.join(distClient, SPECULATION_RULES))).toBe(true)
  })

  it('needs no inline script: no page carries rules of its own, so the policy hashes none', () => {
    const inline = builtRoutes().filter((route) =>
      /<script[^>]*type=["']?speculationrules/i.test(fs.readFileSync(path.join(distClient, route, 'index.html'), 'utf8')),
    )
    expect(inline).toEqual([])
    expect(inlineScripts().filter(({ body }) => /"prerender"|"prefetch"/.test(body))).toEqual([])
  })
})

describe('in Chromium, on a phone', () => {
  it('a tile touched on a service page opens a page the browser fetched or prepared from the touch on', async () => {
    const { page } = await site.open('/services/wedding', PHONE)
    const tile = page.locator('main a[href^="/services/wedding/"]').first()
    const href = (await tile.getAttribute('href'))!
    await tile.scrollIntoViewIfNeeded()
    const box = (await tile.boundingBox())!
    // A finger on the tile, resting a moment as in a tap, then lifted.
    const cdp = await page.context().newCDPSession(page)
    const point = { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + Math.min(box.height / 2, 20)) }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] })
    await page.waitForTimeout(150)
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
    await page.waitForURL((url) => url.pathname === href)
    await page.waitForSelector('html[data-ready]', { state: 'attached' })
    // Prepared whole (prerendered: shown from an activation) or at least fetched ahead (a prefetched document).
    const arrived = await page.evaluate(() => {
      const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & {
        activationStart: number
        deliveryType: string
      }
      return entry.activationStart > 0 ? 'prerendered' : entry.deliveryType
    })
    expect(arrived).toMatch(/^(prerendered|navigational-prefetch)$/)
    await page.context().close()
  })
})
