// Reading the built site in dist/client/: its routes and what each route makes the browser download.
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { JSDOM } from 'jsdom'
import { parse as parseYaml } from 'yaml'

export const distClient = path.resolve(import.meta.dirname, '../../dist/client')

/** The address the build wrote into the pages (no trailing slash): VITE_SITE_URL, or the url of site.yaml, as in renderer/site.ts. */
export const siteOrigin = (
  process.env.VITE_SITE_URL || parseYaml(fs.readFileSync(path.resolve(import.meta.dirname, '../../content/data/site.yaml'), 'utf8')).url
).replace(/\/+$/, '')

/** The routes that have a pre-rendered index.html, as URL paths. */
export function builtRoutes(dir = distClient): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return ['assets', 'images', 'admin'].includes(entry.name) ? [] : builtRoutes(full) // admin: the editor, not a route
    if (entry.name !== 'index.html') return []
    const route = '/' + path.relative(distClient, dir).replace(/\\/g, '/')
    return [route === '/' ? '/' : route.replace(/\/$/, '')]
  })
}

export function htmlOf(route: string): string {
  return fs.readFileSync(path.join(distClient, route, 'index.html'), 'utf8')
}

/** A route's built page as a document to query, as it is before any script runs (what search engines read). */
export function documentOf(route: string): Document {
  return new JSDOM(htmlOf(route)).window.document
}

const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length

/** Every JavaScript file a page loads at start: its scripts, module preloads and their static imports. */
export function scriptsOf(html: string): string[] {
  const entries = new Set<string>()
  for (const [, src] of html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) entries.add(src)
  for (const [, href] of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) entries.add(href)
  for (const [, body] of html.matchAll(/<script(?![^>]*application\/(?:ld\+)?json)[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const [, src] of body.matchAll(/import\(\s*["']([^"']+\.js)["']\s*\)/g)) entries.add(src)
  }
  const seen = new Set<string>()
  const visit = (url: string) => {
    if (seen.has(url) || !url.startsWith('/')) return
    seen.add(url)
    const code = fs.readFileSync(path.join(distClient, url), 'utf8')
    // Static imports only: what is fetched lazily (import()) is not part of the first load.
    for (const [, spec] of code.matchAll(/(?:import|export)\s*(?:[\w$*{}\s,]+from\s*)?["']([^"']+\.js)["']/g)) {
      visit(path.posix.join(path.posix.dirname(url), spec))
    }
  }
  entries.forEach(visit)
  return [...seen]
}

/** Gzip bytes of all JavaScript a route loads at start. */
export function jsBytes(route: string): number {
  return scriptsOf(htmlOf(route)).reduce((sum, url) => sum + gzipSize(path.join(distClient, url)), 0)
}

/** Every stylesheet a page links. */
export function stylesOf(html: string): string[] {
  return [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1])
}

/** Gzip bytes of all CSS a route loads. */
export function cssBytes(route: string): number {
  return stylesOf(htmlOf(route)).reduce((sum, url) => sum + gzipSize(path.join(distClient, url)), 0)
}
