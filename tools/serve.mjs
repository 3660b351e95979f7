// Serves the pre-rendered site in dist/client/ the way a static host does: clean URLs (/aboutus ->
// /aboutus/index.html), 404.html with status 404 for anything else, long caching for hashed assets; and, under
// /api/, whatever handler it is given (the tests' Worker and stand-ins, tests/support/server.ts; by itself the
// reviews feed's stand-in, tools/stand-in.mjs). `npm start` serves the site through the Worker (tools/start.mjs).
// Usage: node tools/serve.mjs  (PORT overrides 3000)
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import zlib from 'node:zlib'
import { variantFile } from '../renderer/imageFiles.mjs'
import { headersForPath, readHeaderRules } from '../build-steps/security-headers.mjs'
import { createStandIn } from './stand-in.mjs'

const root = path.resolve(import.meta.dirname, '../dist/client')
const port = Number(process.env.PORT ?? 3000)

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.ico': 'image/x-icon',
  '.yml': 'text/yaml; charset=utf-8',
  '.wasm': 'application/wasm',
}

const COMPRESSIBLE = /\.(html|js|css|json|svg|txt|xml)$/
const compressed = new Map()

/** Text files are sent compressed, as CDNs do (brotli, else gzip); compressed once, then from memory. */
function compressedBody(file, encoding) {
  const { mtimeMs, size } = fs.statSync(file) // a rebuild replaces files: never serve a stale copy
  const key = `${encoding}:${file}:${mtimeMs}:${size}`
  if (!compressed.has(key)) {
    const raw = fs.readFileSync(file)
    const brotli = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }
    compressed.set(key, encoding === 'br' ? zlib.brotliCompressSync(raw, brotli) : zlib.gzipSync(raw, { level: 9 }))
  }
  return compressed.get(key)
}

/** The file a URL path stands for, or null. Never leaves the served folder (dist/client unless told). */
export function resolveFile(urlPath, dir = root) {
  let pathname
  try {
    pathname = decodeURIComponent(urlPath.split('?')[0])
  } catch {
    return null
  }
  const candidates = path.extname(pathname) ? [pathname] : [path.join(pathname, 'index.html'), `${pathname}.html`]
  for (const candidate of candidates) {
    const file = path.join(dir, candidate)
    if (file.startsWith(dir + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile()) return file
  }
  return null
}

/**
 * The static site plus a handler of /api/ (`standIn`: anything with handle(req, res) resolving to whether it
 * answered); `dir` serves another built folder, such as the editor-only dist/editor/
 * (build-steps/editor-site.mjs), with its own _headers.
 * @param {{ standIn?: { handle: (req: http.IncomingMessage, res: http.ServerResponse) => Promise<boolean> }, dir?: string }} [options]
 */
export function createServer({ standIn = createStandIn(), dir = root } = {}) {
  // The same security headers a static host sends from the folder's _headers (the editor's /admin has its own).
  const headerRules = readHeaderRules(path.join(dir, '_headers'))
  // Compress the scripts and styles up front, as a CDN has them ready: the first visitor waits for nothing.
  const assets = path.join(dir, 'assets')
  if (fs.existsSync(assets)) {
    for (const file of fs.readdirSync(assets, { recursive: true })) {
      const full = path.join(assets, String(file))
      if (COMPRESSIBLE.test(full)) compressedBody(full, 'br')
    }
  }
  return http.createServer(async (req, res) => {
    if (req.url?.startsWith('/api/') && (await standIn.handle(req, res))) return
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end()
      return
    }
    let file = resolveFile(req.url ?? '/', dir)
    // `npm start` builds without waiting for every picture: one not encoded yet is encoded on first request.
    // Only for the site's own folder: a copied folder (the editor's) must hold every file it serves.
    if (!file && dir === root && /^\/(images|admin\/pictures)\//.test(req.url ?? ''))
      file = await variantFile(decodeURIComponent((req.url ?? '').split('?')[0])).catch(() => null)
    const status = file ? 200 : 404
    // Unknown paths under /ta/ get the Tamil edition's not-found page, as public/_redirects tells static hosts.
    const served = file ?? path.join(dir, /^\/ta(\/|$)/.test(req.url ?? '') ? 'ta/404.html' : '404.html')
    if (!fs.existsSync(served)) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found')
      return
    }
    const headers = {
      // A type the headers file sets (the speculation rules') wins, as on the hosts.
      'Content-Type': types[path.extname(served)] ?? 'application/octet-stream',
      ...headersForPath(headerRules, (req.url ?? '/').split('?')[0]),
      'Cache-Control': /^\/(assets|images)\//.test(req.url ?? '') && file ? 'public, max-age=31536000, immutable' : 'no-cache',
    }
    const accepts = String(req.headers['accept-encoding'] ?? '')
    const encoding = !COMPRESSIBLE.test(served) ? null : /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null
    if (encoding) Object.assign(headers, { 'Content-Encoding': encoding, Vary: 'Accept-Encoding' })
    res.writeHead(status, headers)
    if (req.method === 'HEAD') res.end()
    else if (encoding) res.end(compressedBody(served, encoding))
    else fs.createReadStream(served).pipe(res)
  })
}

if (process.argv[1] === import.meta.filename) {
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    console.error('dist/client/ has no site yet: run "npm run build" first.')
    process.exit(1)
  }
  createServer().listen(port, () => console.log(`Thoranam Events site: http://localhost:${port}/`))
}
