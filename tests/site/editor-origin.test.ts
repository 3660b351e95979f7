// The editor-only folder a second host project deploys (build-steps/editor-site.mjs, `npm run build:editor`): made
// here from the built site into a temporary folder, it holds every file the editor's page, its scripts and its
// preview load and nothing of the public site, with its own _headers and a robots.txt that disallows everything;
// served alone on its own port (with the local backend on a copy of content/), the editor starts and its preview
// draws a page in the site's heading font with its pictures, every request answered from the folder.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cloudflareHeadersForPath, headersForPath, parseHeaderRules } from '../../build-steps/security-headers.mjs'
import { stylesheetReferences, writeEditorSite } from '../../build-steps/editor-site.mjs'
import { sourceImages } from '../../renderer/imageFiles.mjs'
import { previewDrawn, useEditor } from '../support/editor.ts'
import { distClient } from '../support/site.ts'

let folder: string

beforeAll(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'thoranam-editor-site-'))
  writeEditorSite({ from: distClient, to: folder })
})
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }))

const has = (file: string) => fs.existsSync(path.join(folder, file.replace(/^\//, '')))
const read = (file: string) => fs.readFileSync(path.join(folder, file.replace(/^\//, '')), 'utf8')

/** Every file below `dir`, as a path from it. */
function filesUnder(dir: string, prefix = ''): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory() ? filesUnder(path.join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`],
    )
}

describe('the editor-only folder', () => {
  it('holds every file its page, its scripts and its preview load', () => {
    const missing: string[] = []
    const need = (file: string, by: string) => has(file) || missing.push(`${file} (from ${by})`)
    // The page: its scripts and icon.
    const html = read('admin/index.html')
    const loaded = [...html.matchAll(/\b(?:src|href)="([^"]+)"/g)].map((match) => match[1])
    expect(loaded).toEqual(expect.arrayContaining(['/admin/decap-cms.js', '/admin/formats.js']))
    for (const file of loaded) need(file, 'admin/index.html')
    // What the scripts fetch by address: the configuration (Decap reads config.yml beside the page) and the preview's facts.
    need('admin/config.yml', 'decap-cms.js')
    const fetched = [...read('admin/formats.js').matchAll(/["'`](\/(?:admin|assets)\/[\w./-]+\.(?:json|yml|js|css))["'`]/g)].map(
      (match) => match[1],
    )
    expect(fetched).toContain('/admin/preview.json')
    for (const file of fetched) need(file, 'admin/formats.js')
    // Decap's lazily loaded chunks, WebAssembly and licence, as the package ships them.
    const decap = fs
      .readdirSync(path.join(process.cwd(), 'node_modules/decap-cms/dist'))
      .filter((name) => /\.decap-cms\.js$|\.wasm$/.test(name))
    expect(decap.length).toBeGreaterThan(20)
    for (const name of decap) need(`admin/${name}`, 'decap-cms.js')
    // The stylesheets the preview draws pages with, and the fonts they load.
    const { styles } = JSON.parse(read('admin/preview.json')) as { styles: string[] }
    expect(styles.length).toBeGreaterThan(0)
    const fonts: string[] = []
    for (const style of styles) {
      need(style, 'admin/preview.json')
      for (const reference of stylesheetReferences(read(style), style.replace(/^\//, ''))) {
        need(reference, style)
        if (/\.woff2?$/.test(reference)) fonts.push(reference)
      }
    }
    expect(
      fonts.some((font) => /marcellus/i.test(font)),
      'the heading font',
    ).toBe(true)
    expect(
      fonts.some((font) => /tamil/i.test(font)),
      'the Tamil font',
    ).toBe(true)
    // Every picture's preview the preview and the picture fields show.
    const pictures = sourceImages()
    expect(pictures.length).toBeGreaterThan(50)
    for (const src of pictures) need(`admin/pictures/${src}`, 'the preview')
    expect(missing).toEqual([])
  })

  it('holds nothing of the public site: no page, no published picture', () => {
    const files = filesUnder(folder)
    const outside = files.filter((file) => !/^(admin|assets)\//.test(file))
    expect(outside.sort()).toEqual(['_headers', '_redirects', 'favicon.svg', 'robots.txt'])
    expect(files.filter((file) => file.endsWith('.html'))).toEqual(['admin/index.html'])
    expect(files.filter((file) => file.startsWith('assets/') && !/\.(css|woff2?)$/.test(file))).toEqual([])
  })

  it("gives every path the editor's own headers alone, on Cloudflare Pages and Netlify, and keeps search engines out", () => {
    const rules = parseHeaderRules(read('_headers'))
    expect(rules.map((rule) => rule.pattern)).toEqual(['/*'])
    for (const pathname of ['/admin/', '/admin/config.yml', '/assets/x.css', '/']) {
      const cloudflare = cloudflareHeadersForPath(rules, pathname)
      expect(cloudflare).toEqual(headersForPath(rules, pathname))
      const csp = cloudflare['Content-Security-Policy'].split('; ')
      expect(csp).toContain("script-src 'self' 'unsafe-eval'")
      expect(csp).toContain("frame-ancestors 'none'")
      expect(csp).toContain("default-src 'self'")
      expect(cloudflare['X-Frame-Options']).toBe('DENY')
      expect(cloudflare['X-Robots-Tag']).toMatch(/^noindex/)
    }
    expect(read('robots.txt')).toBe('User-agent: *\nDisallow: /\n')
    expect(read('_redirects').trim()).toBe('/  /admin/  302')
    expect(read('admin/index.html')).toContain('<meta name="robots" content="noindex, nofollow">')
  })
})

describe('the editor served from the editor-only folder alone', () => {
  const admin = useEditor(() => ({ dir: folder }))

  it("starts, and its preview draws a page in the site's heading font with its pictures; nothing it asks for is missing or refused", async () => {
    const { editor } = admin
    const failed: string[] = []
    const served: string[] = []
    const { page, violations } = await admin.openEntry('pages/entries/services-birthday-photography', {
      viewport: { width: 1400, height: 1000 },
      beforeLoad: (page) => {
        page.on('response', (response) => {
          if (!response.url().startsWith(editor.base) || response.url().includes('/cms-api')) return
          served.push(new URL(response.url()).pathname)
          if (response.status() >= 400) failed.push(`${response.status()} ${new URL(response.url()).pathname}`)
        })
        page.on('requestfailed', (request) => failed.push(`failed ${request.url()}`))
      },
    })
    const drawn = await previewDrawn(page)
    console.log(
      `editor-only folder: ${served.length} files served, preview ${drawn.loaded} of ${drawn.pictures} pictures, heading in ${drawn.family}`,
    )
    expect(drawn).toMatchObject({ heading: 'Birthday Photography', family: 'Marcellus', fontLoaded: true })
    expect(drawn.pictures).toBeGreaterThan(1)
    expect(drawn.loaded).toBe(drawn.pictures)
    for (const source of drawn.sources) expect(source.startsWith(`${editor.base}/admin/pictures/`), source).toBe(true)
    expect(served).toEqual(expect.arrayContaining(['/admin/decap-cms.js', '/admin/formats.js', '/admin/preview.json']))
    expect(served.filter((file) => file.startsWith('/assets/') && file.endsWith('.woff2')).length).toBeGreaterThan(0)
    expect(failed).toEqual([])
    expect(await violations()).toEqual([])
    await page.context().close()
  })
})
