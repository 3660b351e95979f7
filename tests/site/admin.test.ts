// /admin is in the build but apart from the site: no public page or script refers to it, search engines are
// kept out, and its files are the editor, its generated configuration and its formats.
import fs from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import { builtHeadersFile, cloudflareHeadersForPath, headersForPath, parseHeaderRules } from '../../build-steps/security-headers.mjs'
import { distClient } from '../support/site.ts'

/** Every file of the build outside /admin/ that a browser can load. */
function publicFiles(dir = distClient): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory())
      return full === path.join(distClient, 'admin') || full === path.join(distClient, 'images') ? [] : publicFiles(full)
    return /\.(html|js|css|json|xml|txt|webmanifest)$/.test(entry.name) ? [full] : []
  })
}

describe('/admin in the build', () => {
  it('holds the editor page, the generated configuration, the formats script and the Decap CMS bundle', () => {
    const admin = path.join(distClient, 'admin')
    const html = fs.readFileSync(path.join(admin, 'index.html'), 'utf8')
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">')
    expect(html).toContain('<script src="/admin/decap-cms.js"></script>')
    expect(html).not.toMatch(/<script>(?!<)/) // no inline script: the CSP allows none
    const config = parse(fs.readFileSync(path.join(admin, 'config.yml'), 'utf8'))
    expect(config).toMatchObject({ backend: { name: 'github' }, publish_mode: 'editorial_workflow' })
    expect(config).not.toHaveProperty('local_backend')
    expect(fs.statSync(path.join(admin, 'decap-cms.js')).size).toBeGreaterThan(1_000_000)
    expect(fs.readFileSync(path.join(admin, 'formats.js'), 'utf8')).toContain('mdx-preserving')
    // The live preview's facts: the site's stylesheets (built files that exist) and a template for every page entry.
    const preview = JSON.parse(fs.readFileSync(path.join(admin, 'preview.json'), 'utf8')) as { styles: string[]; templates: string[] }
    expect(preview.styles.length).toBeGreaterThan(0)
    for (const style of preview.styles) expect(fs.existsSync(path.join(distClient, style))).toBe(true)
    expect(preview.templates).toEqual(
      expect.arrayContaining(['services-birthday-photography', 'ta-services-birthday-photography', 'home', 'event_pages']),
    )
  })

  it('is referred to by no public page, script, style or sitemap', () => {
    const files = publicFiles()
    expect(files.filter((file) => file.endsWith('.html')).length).toBeGreaterThan(40)
    const referring = files
      .filter((file) => /(?<![\w.-])\/admin\b|decap-cms/i.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(distClient, file))
    // robots.txt and the speculation rules name /admin only to keep crawlers and prefetching away from it.
    expect(referring).toEqual(['robots.txt', 'speculation-rules.json'])
  })

  it('is kept out of search engines: robots.txt disallows it and the sitemap does not list it', () => {
    expect(fs.readFileSync(path.join(distClient, 'robots.txt'), 'utf8')).toMatch(/^Disallow: \/admin\/$/m)
    expect(fs.readFileSync(path.join(distClient, 'sitemap.xml'), 'utf8')).not.toContain('/admin')
  })

  it("gets its own headers in _headers, after the site's, with 'unsafe-eval' only there", () => {
    const headers = fs.readFileSync(path.join(distClient, '_headers'), 'utf8')
    const blocks = headers.split(/\n\n/)
    const site = blocks.find((block) => block.startsWith('/*\n'))!
    const admin = blocks.find((block) => block.startsWith('/admin/*\n'))!
    expect(blocks.indexOf(admin)).toBeGreaterThan(blocks.indexOf(site))
    expect(site).not.toContain('unsafe-eval')
    expect(headers.match(/unsafe-eval/g)).toHaveLength(2) // the /admin and /admin/* blocks
    const csp = admin.match(/Content-Security-Policy: (.+)/)![1].split('; ')
    expect(csp).toContain("script-src 'self' 'unsafe-eval'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("object-src 'none'")
    // blob:: the editor reads a picture being uploaded back from its blob: address when it saves the page.
    expect(csp.find((directive) => directive.startsWith('connect-src'))).toBe("connect-src 'self' blob: https://api.github.com")
  })

  it("gives /admin its own policy, alone, under Cloudflare Pages' rules (the built file) and Netlify's (the file a Netlify build writes)", () => {
    const built = fs.readFileSync(path.join(distClient, '_headers'), 'utf8')
    const adminCsp = (text: string) =>
      text
        .split(/\n\n/)
        .find((block) => block.startsWith('/admin/*\n'))!
        .match(/Content-Security-Policy: (.+)/)![1]
    const siteCsp = (text: string) =>
      text
        .split(/\n\n/)
        .find((block) => block.startsWith('/*\n'))!
        .match(/Content-Security-Policy: (.+)/)![1]
    const cloudflare = parseHeaderRules(built)
    expect(cloudflareHeadersForPath(cloudflare, '/admin/')['Content-Security-Policy']).toBe(adminCsp(built))
    expect(cloudflareHeadersForPath(cloudflare, '/admin/preview.json')['X-Frame-Options']).toBe('DENY')
    expect(cloudflareHeadersForPath(cloudflare, '/services/wedding')['Content-Security-Policy']).toBe(siteCsp(built))
    const forNetlify = builtHeadersFile({ ...process.env, NETLIFY: 'true' })
    expect(forNetlify).not.toMatch(/^\s+!/m)
    expect(headersForPath(parseHeaderRules(forNetlify), '/admin/')['Content-Security-Policy']).toBe(adminCsp(forNetlify))
    expect(headersForPath(parseHeaderRules(forNetlify), '/')['Content-Security-Policy']).toBe(siteCsp(forNetlify))
  })
})
