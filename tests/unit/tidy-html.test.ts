import { describe, expect, it } from 'vitest'
import { tidyHtml } from '../../build-steps/tidy-html.mjs'

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
