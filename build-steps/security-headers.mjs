// Security headers for static hosts, written to dist/client/_headers (the format of Netlify and Cloudflare
// Pages) after the build, and applied by the local server (tools/serve.mjs) too. The Content-Security-Policy
// allows no inline script except the site's own (isSiteInlineScript, by their SHA-256 hashes): any other fails
// the build. It lets the browser talk only to this site and to the configured service origins.
// Usage: node build-steps/security-headers.mjs   (npm run build runs it)
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { loadEnv } from 'vite'
import { browserServices } from '../lib/browserServices.js'
import { editorOrigin, withEditorRedirects } from './editor-origin.mjs'
import { isFirstScreenScript } from './first-screen.mjs'

const root = path.resolve(import.meta.dirname, '..')
export const distClient = path.join(root, 'dist/client')

function htmlFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'assets' || entry.name === 'images' ? [] : htmlFiles(full)
    return entry.name.endsWith('.html') ? [full] : []
  })
}

/**
 * The site's own inline scripts, by their exact text: each page's first-screen lines, which fetch its script once
 * the first screen is painted (build-steps/first-screen.mjs rebuilds the text it would write and compares). Only
 * these are hashed into the policy; any other inline script came from somewhere else (a page's content cannot
 * hold one: build-steps/page-body.ts) and fails the build.
 */
export const isSiteInlineScript = (body) => isFirstScreenScript(body)

export class InlineScriptError extends Error {
  name = 'InlineScriptError'
}

/** Every inline script the browser would run (JSON and JSON-LD data blocks are not run): its page and its text. */
export function inlineScripts(dir = distClient) {
  const scripts = []
  for (const file of htmlFiles(dir)) {
    const html = fs.readFileSync(file, 'utf8')
    for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
      if (/\ssrc=/i.test(attributes) || /type=["']?application\/(ld\+)?json/i.test(attributes) || !body.trim()) continue
      scripts.push({ file, body })
    }
  }
  return scripts
}

/** The content file a built page comes from, as the build names it: dist/client/ta/aboutus/index.html is content/ta/pages/aboutus.mdx. */
export function contentFileOf(htmlFile, dir = distClient) {
  const page = path
    .relative(dir, htmlFile)
    .replace(/\\/g, '/')
    .replace(/(^|\/)index\.html$/, '')
    .replace(/\.html$/, '')
  const [first, ...rest] = page.split('/')
  const translated = first === 'ta'
  const inEdition = (translated ? rest : [first, ...rest]).filter(Boolean).join('/') || 'index'
  return `content/${translated ? 'ta/' : ''}pages/${inEdition}.mdx`
}

/**
 * SHA-256 sources of the site's own inline scripts. Any other inline script is refused, not hashed: an
 * InlineScriptError names each page that holds one and the content file it comes from.
 * @param {string} [dir]
 * @param {string[] | ((body: string) => boolean)} [allowed] the allowed scripts' texts, or a test of a text
 */
export function inlineScriptHashes(dir = distClient, allowed = isSiteInlineScript) {
  const isAllowed = typeof allowed === 'function' ? allowed : (body) => allowed.includes(body)
  const hashes = new Set()
  const refused = []
  for (const { file, body } of inlineScripts(dir)) {
    if (isAllowed(body)) hashes.add(`'sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}'`)
    else
      refused.push(
        `${path.relative(root, file)} (from ${contentFileOf(file, dir)}): an inline <script> the site does not write: "${body.trim().slice(0, 60)}"`,
      )
  }
  if (refused.length) {
    throw new InlineScriptError(
      `Inline scripts are refused, not allowed by the Content-Security-Policy: pages cannot run code from their content. Remove them:\n${refused.join('\n')}`,
    )
  }
  return [...hashes].sort()
}

/** Origins the browser may connect to besides this site: the configured hosted services (lib/browserServices.js), which the privacy notice names. */
export function serviceOrigins(env) {
  return browserServices(env)
    .map((service) => service.origin)
    .sort()
}

export function contentSecurityPolicy({ scriptHashes, connectOrigins }) {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(' ')}`.trim(),
    // React writes a few style attributes (e.g. the check-mark colour), each page carries its first screen's rules
    // in a <style> (build-steps/first-screen.mjs) and the picture viewer adds its own.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    // data: for the language switch's kilobyte of Tamil letters, inlined in the stylesheet (build-steps/tamil-switch-font.mjs).
    "font-src 'self' data:",
    `connect-src 'self' ${connectOrigins.join(' ')}`.trim(),
    // /sw.js, an earlier version's service worker that now only removes itself, is the only worker.
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/**
 * The editor's origins besides its own: GitHub's API (connect-src) and GitHub's pictures (the editor's avatar, a
 * picture in the repository). Nothing else: code that ran in the editor could send a token only where these allow.
 * The sign-in service (CMS_AUTH_URL) needs no entry: the sign-in runs in a pop-up on its own origin and hands the
 * token back with postMessage.
 */
export function adminOrigins() {
  return { connect: ['https://api.github.com'], img: ['https://avatars.githubusercontent.com', 'https://raw.githubusercontent.com'] }
}

/**
 * The editor's policy (/admin/* only): Decap CMS compiles its configuration checks at run time (ajv), so it
 * needs 'unsafe-eval'; its pictures being uploaded are blob: URLs, shown (img-src) and read back when the page is
 * saved (connect-src: without it an uploaded picture was never stored). Everything else is as strict as the site's.
 */
export function adminContentSecurityPolicy({ connectOrigins, imgOrigins }) {
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${imgOrigins.join(' ')}`.trim(),
    "font-src 'self' data:",
    `connect-src 'self' blob: ${connectOrigins.join(' ')}`.trim(),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/**
 * The rules by which Chromium fetches (prefetch) or prepares (prerender) the same-site page a pointer or finger is
 * heading for: a file (public/speculation-rules.json) named by a header on every page, so no inline script and no
 * hash in the policy. docs/decisions.md says why these eagernesses.
 */
export const SPECULATION_RULES = '/speculation-rules.json'
export const SPECULATION_RULES_TYPE = 'application/speculationrules+json'
const SPECULATION_HEADER = { 'Speculation-Rules': `"${SPECULATION_RULES}"` }

/** The headers every response carries. */
export function securityHeaders(csp) {
  return {
    'Content-Security-Policy': csp,
    'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  }
}

/**
 * The _headers file: the security headers on every path, long caching for hashed files, and the editor's own
 * headers on /admin. The editor's block comes last. Hosts differ where two blocks set the same header for a path:
 * Netlify (and tools/serve.mjs) take the later block's value; Cloudflare Pages sends both values joined, which
 * would hold /admin to the site's policy too, and the editor would not start. So each of the editor's headers the
 * site's block also sets is first removed there with Cloudflare's `! Name` line; Netlify does not know that line
 * and reports the rule as invalid, so a Netlify build (NETLIFY=true) writes the blocks without it.
 */
export function headersFile(headers, adminHeaders, { detach = true } = {}) {
  const block = (pattern, values, removed = []) => [
    pattern,
    ...removed.map((name) => `  ! ${name}`),
    ...Object.entries(values).map(([name, value]) => `  ${name}: ${value}`),
  ]
  const lines = block('/*', { ...headers, ...SPECULATION_HEADER })
  for (const immutable of ['/assets/*', '/images/*']) lines.push('', immutable, '  Cache-Control: public, max-age=31536000, immutable')
  // The speculation rules, with the type browsers require of them (a host would send application/json).
  lines.push('', SPECULATION_RULES, `  Content-Type: ${SPECULATION_RULES_TYPE}`, '  Cache-Control: no-cache')
  // The service worker must never be cached for long: a fixed one has to reach phones at their next visit.
  lines.push('', '/sw.js', '  Cache-Control: no-cache', '  Service-Worker-Allowed: /')
  const shared = adminHeaders ? Object.keys(adminHeaders).filter((name) => name in headers) : []
  if (adminHeaders) for (const pattern of ['/admin', '/admin/*']) lines.push('', ...block(pattern, adminHeaders, detach ? shared : []))
  return lines.join('\n') + '\n'
}

/** Every block of a _headers text, in order: its path pattern, the headers it removes (`! Name`) and the ones it sets. */
export function parseHeaderRules(text) {
  const rules = []
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue
    if (!line.startsWith(' ')) rules.push({ pattern: line.trim(), detach: [], headers: {} })
    else if (rules.length && line.trim().startsWith('!')) rules.at(-1).detach.push(line.trim().slice(1).trim())
    else if (rules.length) {
      const index = line.indexOf(':')
      rules.at(-1).headers[line.slice(0, index).trim()] = line.slice(index + 1).trim()
    }
  }
  return rules
}

/** Every block of the built _headers file. */
export function readHeaderRules(file = path.join(distClient, '_headers')) {
  return fs.existsSync(file) ? parseHeaderRules(fs.readFileSync(file, 'utf8')) : []
}

const matching = (rules, pathname) =>
  rules.filter(({ pattern }) => (pattern.endsWith('*') ? pathname.startsWith(pattern.slice(0, -1)) : pathname === pattern))

/** The headers Netlify (and tools/serve.mjs) send for a path: every matching block's, later blocks replacing earlier ones. */
export function headersForPath(rules, pathname) {
  /** @type {Record<string, string>} */
  const result = {}
  for (const rule of matching(rules, pathname)) {
    for (const name of rule.detach ?? []) delete result[name]
    Object.assign(result, rule.headers)
  }
  return result
}

/**
 * The headers Cloudflare Pages sends for a path: every matching block's, a header set by several joined with ", ",
 * except where a matching block removes it (`! Name`): then only the removing blocks' own values are sent.
 */
export function cloudflareHeadersForPath(rules, pathname) {
  const rulesThatMatch = matching(rules, pathname)
  const detached = new Set(rulesThatMatch.flatMap((rule) => rule.detach ?? []))
  /** @type {Record<string, string[]>} */
  const values = {}
  for (const rule of rulesThatMatch) {
    for (const [name, value] of Object.entries(rule.headers)) {
      if (detached.has(name) && !(rule.detach ?? []).includes(name)) continue
      ;(values[name] ??= []).push(value)
    }
  }
  return /** @type {Record<string, string>} */ (Object.fromEntries(Object.entries(values).map(([name, list]) => [name, list.join(', ')])))
}

/** The _headers file for the built site (`dir`) and the host that builds it (env: the build's environment). */
export function builtHeadersFile(env, dir = distClient) {
  const csp = contentSecurityPolicy({ scriptHashes: inlineScriptHashes(dir), connectOrigins: serviceOrigins(env) })
  const admin = adminOrigins()
  const adminCsp = adminContentSecurityPolicy({ connectOrigins: admin.connect, imgOrigins: admin.img })
  const adminHeaders = fs.existsSync(path.join(dir, 'admin'))
    ? { ...securityHeaders(adminCsp), 'X-Robots-Tag': 'noindex', 'Cache-Control': 'no-cache' }
    : undefined
  return headersFile(securityHeaders(csp), adminHeaders, { detach: env.NETLIFY !== 'true' })
}

/**
 * Writes the built site's (`dir`) _headers and, when the editor has its own origin (CMS_EDITOR_URL), the rules
 * that send /admin there into its _redirects (build-steps/editor-origin.mjs). Returns what it did, in words.
 */
export function writeHostFiles(env, dir = distClient) {
  fs.writeFileSync(path.join(dir, '_headers'), builtHeadersFile(env, dir))
  const said = [
    `_headers: Content-Security-Policy with ${inlineScriptHashes(dir).length} inline script hashes, connect-src 'self' ${serviceOrigins(env).join(' ')}${env.NETLIFY === 'true' ? ' (for Netlify: no header-removal lines)' : ''}`,
  ]
  const editor = editorOrigin(env)
  if (editor) {
    const redirects = path.join(dir, '_redirects')
    fs.writeFileSync(redirects, withEditorRedirects(fs.existsSync(redirects) ? fs.readFileSync(redirects, 'utf8') : '', editor))
    said.push(`_redirects: /admin goes to the editor's own origin, ${editor}/admin/`)
  }
  return said
}

if (process.argv[1] === import.meta.filename) {
  const env = { ...loadEnv(process.env.NODE_ENV === 'development' ? 'development' : 'production', root, ['VITE_', 'CMS_']), ...process.env }
  try {
    for (const line of writeHostFiles(env)) console.log(line)
  } catch (error) {
    if (!(error instanceof InlineScriptError)) throw error
    console.error(error.message)
    process.exit(1)
  }
}
