// Vite plugin: writes sitemap.xml (every indexable page of both editions: not the thank-you pages, the 404 or
// an alias such as /home), each with its hreflang alternates, and a robots.txt pointing to it, from the pages'
// front-matter (build-steps/content-loader.ts).
import path from 'node:path'
import { loadEnv, type Plugin } from 'vite'
import { counterpartPath, LANGUAGES, splitLocale } from '../content/editions.ts'
import { contentDir, loadData, loadPages } from './content-loader.ts'

/** The absolute URLs search engines should index, sorted. */
export function indexableUrls(origin: string): string[] {
  return loadPages()
    .map(({ frontmatter }) => frontmatter)
    .filter((page) => !page.noindex && !('draft' in page && page.draft)) // a Tamil draft is still in English
    .map((page) => origin + page.canonical)
    .sort()
}

/** One <url> per page, naming both editions (en-IN, ta-IN) and x-default (English), as Google asks. */
export function sitemapXml(urls: string[]): string {
  const entries = urls.map((url) => {
    const { origin, pathname } = new URL(url)
    const path = pathname === '/' ? '/' : pathname.replace(/\/$/, '')
    const english = splitLocale(path).locale === 'en' ? path : counterpartPath(path)
    const tamil = counterpartPath(english)
    const alternate = (lang: string, href: string) =>
      `    <xhtml:link rel="alternate" hreflang="${lang}" href="${origin}${href === '/' ? '/' : href}"/>`
    return [
      `  <url>`,
      `    <loc>${url}</loc>`,
      alternate(LANGUAGES.en.htmlLang, english),
      alternate(LANGUAGES.ta.htmlLang, tamil),
      alternate('x-default', english),
      `  </url>`,
    ].join('\n')
  })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`
}

export function sitemapPlugin(): Plugin {
  let origin = ''
  return {
    name: 'thoranam:sitemap',
    apply: 'build',
    configResolved(config) {
      const site = loadData(path.join(contentDir, 'data/site.yaml')) as { url: string }
      const env = { ...loadEnv(config.mode, config.root, 'VITE_'), ...process.env }
      origin = (env.VITE_SITE_URL || site.url).replace(/\/+$/, '')
    },
    generateBundle() {
      if (this.environment?.name !== 'client') return
      this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: sitemapXml(indexableUrls(origin)) })
      this.emitFile({
        type: 'asset',
        fileName: 'robots.txt',
        source: `User-agent: *\nAllow: /\nDisallow: /admin/\n\nSitemap: ${origin}/sitemap.xml\n`,
      })
    },
  }
}
