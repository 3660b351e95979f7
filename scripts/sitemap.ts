// Vite plugin: writes sitemap.xml (every indexable page: not the thank-you pages, the 404 or /home) and a
// robots.txt pointing to it, from the front-matter of content/pages/.
import fs from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'
import { loadEnv, type Plugin } from 'vite'
import { checkPageSource, contentDir, pageFiles } from './content-check.ts'

/** The absolute URLs search engines should index, sorted. */
export function indexableUrls(origin: string): string[] {
  return pageFiles()
    .map((file) => checkPageSource(file, fs.readFileSync(file, 'utf8')))
    .filter((page) => !page.noindex)
    .map((page) => origin + page.canonical)
    .sort()
}

export function sitemapXml(urls: string[]): string {
  const entries = urls.map((url) => `  <url><loc>${url}</loc></url>`).join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</urlset>\n`
}

export function sitemapPlugin(): Plugin {
  let origin = ''
  return {
    name: 'thoranam:sitemap',
    apply: 'build',
    configResolved(config) {
      const site = parse(fs.readFileSync(path.join(contentDir, 'data/site.yaml'), 'utf8')) as { url: string }
      const env = { ...loadEnv(config.mode, config.root, 'VITE_'), ...process.env }
      origin = (env.VITE_SITE_URL || site.url).replace(/\/+$/, '')
    },
    generateBundle() {
      if (this.environment?.name !== 'client') return
      this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: sitemapXml(indexableUrls(origin)) })
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: `User-agent: *\nAllow: /\nDisallow: /admin/\n\nSitemap: ${origin}/sitemap.xml\n` })
    },
  }
}
