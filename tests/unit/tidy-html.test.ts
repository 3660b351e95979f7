import { describe, expect, it } from 'vitest'
import { keepEditionFonts, tidyHtml } from '../../build-steps/tidy-html.mjs'

describe('tidyHtml (lower-case attribute names in the built pages)', () => {
  it('lower-cases the camelCase attributes React writes, keeping their values', () => {
    const html = '<img srcSet="/a-400.avif 400w" fetchPriority="high" alt="Kolam, fooBar=1"/><input autoComplete="name" required=""/>'
    expect(tidyHtml(html)).toBe(
      '<img srcset="/a-400.avif 400w" fetchpriority="high" alt="Kolam, fooBar=1"/><input autocomplete="name" required=""/>',
    )
  })

  it('leaves SVG, scripts and text alone', () => {
    const html = '<svg viewBox="0 0 1 1"><path d="M0"></path></svg><script>const aB = 1</script><p>srcSet="x"</p>'
    expect(tidyHtml(html)).toBe(html)
  })

  it('lower-cases a preload link in the head', () => {
    expect(tidyHtml('<link rel="preload" as="image" imageSrcSet="/h.avif 400w" imageSizes="100vw"/>')).toBe(
      '<link rel="preload" as="image" imagesrcset="/h.avif 400w" imagesizes="100vw"/>',
    )
  })
})

describe('keepEditionFonts (each page preloads the fonts of its own edition)', () => {
  const head = (lang: string) =>
    `<html lang="${lang}"><head><link rel="preload" href="/assets/static/marcellus-latin-400-normal.x.woff2" as="font" type="font/woff2" crossorigin>` +
    `<link rel="preload" href="/assets/static/mulish-latin-wght-normal.x.woff2" as="font" type="font/woff2" crossorigin>` +
    `<link rel="preload" href="/assets/static/noto-sans-tamil-tamil-400-normal.x.woff2" as="font" type="font/woff2" crossorigin></head></html>`
  it('drops the Tamil font from English pages', () => {
    const html = keepEditionFonts(head('en-IN'))
    expect(html).toContain('marcellus')
    expect(html).toContain('mulish')
    expect(html).not.toContain('noto-sans-tamil')
  })
  it('drops Marcellus and Mulish (digits and Latin only there) from Tamil pages', () => {
    const html = keepEditionFonts(head('ta-IN'))
    expect(html).not.toContain('marcellus')
    expect(html).not.toContain('mulish')
    expect(html).toContain('noto-sans-tamil')
  })
})
