// Performance budgets, computed from the built site: JavaScript and CSS per route (gzip), fonts, and the
// image bytes a 390 px phone downloads, on the first screen and in the whole first load. Prints a table.
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'
import { PHONE, useSite } from '../support/browser.ts'
import { ROUTES as ENGLISH_ROUTES, TA_ROUTES } from '../support/routes.ts'

/** Both editions keep the same budgets. */
const ROUTES = [...ENGLISH_ROUTES, ...TA_ROUTES]
import { cssBytes, distClient, htmlOf, jsBytes, stylesOf } from '../support/site.ts'

const KB = 1024
const site = useSite()
const table: Record<string, { js: number; css: number; jsBeforeInteraction: number; firstScreenImages: number; firstLoadImages: number }> =
  {}
const kb = (bytes: number) => +(bytes / KB).toFixed(1)

/** The pages that hydrate React (widgets, forms); every other page is HTML with a small script. */
const INTERACTIVE = ['/', '/home', '/gallery', '/contactus', '/vendor', '/review']
const logical = (route: string) => route.replace(/^\/ta(?=\/|$)/, '') || '/'
// JavaScript a page downloads before any interaction (gzip): content pages (menus, scroll animations, the outbox
// check, the islands' starter) at most 8 KB; the home page, whose hero carousel starts seconds after load, 90 KB; the
// gallery and the form pages, whose widgets start at the first touch, 80 KB.
const jsBudget = (route: string) =>
  (!INTERACTIVE.includes(logical(route)) ? 8 : logical(route) === '/' || logical(route) === '/home' ? 90 : 80) * KB
const loadBudget = (route: string) => (logical(route) === '/' || logical(route) === '/home' ? 700 : 450) * KB

afterAll(() => {
  console.log('Budgets per route (KB; JS and CSS gzip, images as downloaded by a 390 px phone):')
  console.table(
    Object.fromEntries(
      Object.entries(table).map(([route, row]) => [route, Object.fromEntries(Object.entries(row).map(([k, v]) => [k, kb(v)]))]),
    ),
  )
})

describe('JavaScript and CSS', () => {
  it.each(ROUTES)('%s stays within its JavaScript and CSS budgets', (route) => {
    table[route] = { js: jsBytes(route), css: cssBytes(route), jsBeforeInteraction: 0, firstScreenImages: 0, firstLoadImages: 0 }
    expect(table[route].js).toBeLessThanOrEqual(jsBudget(route))
    expect(table[route].css).toBeLessThanOrEqual(25 * KB)
  })
})

describe('fonts', () => {
  it('are self-hosted, two Latin families and one Tamil family limited to Tamil letters, never swapped in under text already drawn', () => {
    // Declared in each edition's inlined rules (build-steps/first-screen.mjs), and in the stylesheets too if any did.
    const css = ['/', '/ta']
      .flatMap((route) =>
        [...htmlOf(route).matchAll(/<style>([\s\S]*?)<\/style>/g)]
          .map((m) => m[1])
          .concat(stylesOf(htmlOf(route)).map((url) => fs.readFileSync(path.join(distClient, url), 'utf8'))),
      )
      .join('\n')
    const allFaces = [...new Set([...css.matchAll(/@font-face\s*{([^}]*)}/g)].map((m) => m[1]))]
    // The metric-matched fallbacks are the visitor's own fonts (local()), nothing to download.
    const fallbacks = allFaces.filter((face) => !/url\(/.test(face))
    expect(fallbacks.length).toBeGreaterThanOrEqual(4)
    // The Latin ones are matched to the web fonts' metrics; the Tamil one is the phone's own Noto Sans Tamil, the
    // same letters as the web font, for Tamil letters only.
    const family0 = (face: string) =>
      face
        .match(/font-family:\s*([^;]+)/)![1]
        .trim()
        .replace(/["']/g, '')
    for (const face of fallbacks) {
      if (family0(face) === 'Thoranam Tamil Fallback')
        expect(face).toMatch(/src:\s*local\(["']?Noto Sans Tamil[\s\S]*unicode-range:\s*U\+0?964-0?965,\s*U\+0?B82-0?BFA/i)
      else expect(face).toMatch(/src:\s*local\([^;]*;[\s\S]*size-adjust:[\s\S]*ascent-override:[\s\S]*descent-override:/)
    }
    const faces = allFaces.filter((face) => !fallbacks.includes(face))
    expect(faces.length).toBeGreaterThan(0)
    const family = (face: string) =>
      face
        .match(/font-family:\s*([^;]+)/)![1]
        .trim()
        .replace(/["']/g, '')
    // The language switch's "தமிழ்" on English pages: a kilobyte of Tamil letters inlined in the stylesheet.
    const switchFaces = faces.filter((face) => family(face) === 'Thoranam Tamil Switch')
    expect(switchFaces).toHaveLength(1)
    expect(switchFaces[0]).toMatch(/src:\s*url\(["']?data:font\/woff2;base64,/)
    expect(switchFaces[0].match(/base64,([^)"']+)/)![1].length).toBeLessThan(2048 * 1.4)
    const tamil = faces.filter((face) => /Tamil/.test(family(face)) && !switchFaces.includes(face))
    expect(new Set(faces.filter((face) => !tamil.includes(face) && !switchFaces.includes(face)).map(family)).size).toBeLessThanOrEqual(2)
    expect(new Set(tamil.map(family))).toEqual(new Set(['Thoranam Tamil']))
    expect(tamil.map((face) => face.match(/src:[^;]*/)![0]).join()).toMatch(/noto-sans-tamil-tamil-400.*noto-sans-tamil-tamil-700/)
    // Only Tamil letters: an English page, which has none in that family, never downloads it.
    for (const face of tamil) expect(face).toMatch(/unicode-range:\s*U\+0?964-0?965,\s*U\+0?B82-0?BFA/i)
    for (const face of faces) {
      // A web font is drawn with from a page's first paint or not at all on that page (tests/site/fonts.test.ts);
      // the language switch's few letters, inlined, are drawn as soon as they are decoded.
      expect(face).toMatch(switchFaces.includes(face) ? /font-display:\s*block/ : /font-display:\s*optional/)
      expect(face).not.toMatch(/url\(\s*["']?https?:/)
    }
  })
})

// A few pages at a time (the site project's maxConcurrency), each in its own fresh browser context: bytes, not
// times, are measured, so pages loading side by side count the same.
describe.concurrent('images on a phone', () => {
  it.for(ROUTES)(
    '%s downloads at most 150 KB of first-screen images, stays within its first-load budget and its JavaScript budget before any interaction',
    async (route, { expect }) => {
      const bytes = new Map<string, number>()
      const scripts = new Map<string, number>()
      const hosts = new Set<string>()
      const { page } = await site.open(route, PHONE, async (p) => {
        p.on('request', (request) => hosts.add(new URL(request.url()).host))
        p.on('response', async (response) => {
          const type = response.request().resourceType()
          const body = () => response.body().catch(() => Buffer.alloc(0))
          if (type === 'image') bytes.set(new URL(response.url()).pathname, (await body()).length)
          if (type === 'script') scripts.set(new URL(response.url()).pathname, zlib.gzipSync(await body(), { level: 9 }).length)
        })
      })
      await page.waitForLoadState('networkidle')
      // What loaded with no touch, click, key or scroll: the page's own scripts and the islands that start at load.
      const jsBeforeInteraction = [...scripts.values()].reduce((sum, n) => sum + n, 0)
      table[route] = { ...table[route], jsBeforeInteraction }
      expect(jsBeforeInteraction).toBeLessThanOrEqual(jsBudget(route))
      const firstScreen: string[] = await page.evaluate(() =>
        [...document.images]
          .filter((img) => {
            const rect = img.getBoundingClientRect()
            return img.currentSrc && rect.bottom > 0 && rect.top < window.innerHeight && rect.width > 0
          })
          .map((img) => new URL(img.currentSrc).pathname),
      )
      const firstScreenBytes = [...new Set(firstScreen)].reduce((sum, url) => sum + (bytes.get(url) ?? 0), 0)
      const firstLoadBytes = [...bytes.values()].reduce((sum, n) => sum + n, 0)
      table[route] = { ...table[route], firstScreenImages: firstScreenBytes, firstLoadImages: firstLoadBytes }
      expect(firstScreenBytes).toBeLessThanOrEqual(150 * KB)
      expect(firstLoadBytes).toBeLessThanOrEqual(loadBudget(route))
      // Nothing is fetched from another host while the page loads.
      expect([...hosts]).toEqual([new URL(site.base).host])
      await page.context().close()
    },
  )
})
