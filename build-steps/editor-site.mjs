// The editor-only site for its own origin (docs/deploying.md, "The editor on its own address"). After a build with
// THORANAM_EDITOR_BUILD=1 (`npm run build:editor` runs both), this copies from dist/client/ into dist/editor/
// exactly what the editor at /admin/ loads: its page, the Decap CMS bundle and chunks, formats.js, config.yml,
// preview.json, the pictures' previews (/admin/pictures/), the site's stylesheets the preview draws pages with
// and every file they load (fonts), and the icon. It writes the folder's own _headers (the editor's policy on
// every path, noindex), a robots.txt that disallows everything, and a _redirects that sends / to /admin/.
// The paths stay those of the public build (/admin/…, /assets/…), so the editor works unchanged on either origin.
// Usage: node build-steps/editor-site.mjs   (after the build; `npm run build:editor` runs both)
import fs from 'node:fs'
import path from 'node:path'
import { adminContentSecurityPolicy, adminOrigins, distClient, securityHeaders } from './security-headers.mjs'

const root = path.resolve(import.meta.dirname, '..')
export const distEditor = path.join(root, 'dist/editor')

export class EditorSiteError extends Error {
  name = 'EditorSiteError'
}

/**
 * The files a stylesheet loads (url(...) and @import), as paths from the site's root; data: and other origins' are
 * not files of the site.
 * @param {string} css
 * @param {string} cssPath the stylesheet's own path from the root, such as assets/main-1a2b.css
 */
export function stylesheetReferences(css, cssPath) {
  const found = new Set()
  const references = [...css.matchAll(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g)]
    .map((match) => match[2])
    .concat([...css.matchAll(/@import\s+(['"])([^'"]+)\1/g)].map((match) => match[2]))
  for (const reference of references) {
    if (/^(data:|[a-z][a-z0-9+.-]*:|\/\/|#)/i.test(reference)) continue
    const clean = decodeURI(reference.split(/[?#]/)[0])
    found.add(clean.startsWith('/') ? clean.slice(1) : path.posix.join(path.posix.dirname(cssPath), clean))
  }
  return [...found]
}

/** @param {string} dir */
function filesUnder(dir, prefix = '') {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name
    return entry.isDirectory() ? filesUnder(path.join(dir, entry.name), relative) : [relative]
  })
}

/**
 * Every file of the built site (`from`) the editor loads, as paths from the root. Throws, naming each missing file
 * and what loads it, when the build lacks one (an editor-only folder without it would draw the preview unstyled).
 * @param {string} [from]
 */
export function editorFileList(from = distClient) {
  const admin = path.join(from, 'admin')
  if (!fs.existsSync(path.join(admin, 'index.html')) || !fs.existsSync(path.join(admin, 'preview.json'))) {
    throw new EditorSiteError(
      `${path.relative(root, admin)}/ holds no editor: build it first with THORANAM_EDITOR_BUILD=1 (npm run build:editor does both), with CMS_EDITOR_URL unset or not.`,
    )
  }
  const files = new Set(filesUnder(admin, 'admin'))
  const missing = []
  const need = (/** @type {string} */ file, /** @type {string} */ by) => {
    if (files.has(file)) return false
    if (!fs.existsSync(path.join(from, file))) {
      missing.push(`${file} (loaded by ${by})`)
      return false
    }
    files.add(file)
    return true
  }
  // The page's own icon and files (its scripts are under admin/).
  const html = fs.readFileSync(path.join(admin, 'index.html'), 'utf8')
  for (const [, reference] of html.matchAll(/\b(?:src|href)="\/([^"]+)"/g)) need(reference, 'admin/index.html')
  // The stylesheets the preview draws pages with, and what they load in turn.
  const { styles } = JSON.parse(fs.readFileSync(path.join(admin, 'preview.json'), 'utf8'))
  const queue = styles.map((/** @type {string} */ style) => ({ file: style.replace(/^\//, ''), by: 'admin/preview.json' }))
  while (queue.length) {
    const { file, by } = queue.shift()
    if (!need(file, by) || !file.endsWith('.css')) continue
    for (const reference of stylesheetReferences(fs.readFileSync(path.join(from, file), 'utf8'), file))
      queue.push({ file: reference, by: file })
  }
  if (missing.length) throw new EditorSiteError(`The build lacks files the editor loads; run the build again:\n${missing.join('\n')}`)
  return [...files].sort()
}

/**
 * The editor-only folder's _headers: the editor's policy and the security headers on every path (one block, so
 * no host joins two policies), noindex, and no long caching (the editor's files keep their names between builds).
 */
export function editorHeadersFile() {
  const origins = adminOrigins()
  const headers = {
    ...securityHeaders(adminContentSecurityPolicy({ connectOrigins: origins.connect, imgOrigins: origins.img })),
    'X-Robots-Tag': 'noindex, nofollow',
    'Cache-Control': 'no-cache',
  }
  return ['/*', ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n') + '\n'
}

export const EDITOR_ROBOTS = 'User-agent: *\nDisallow: /\n'
/** The editor is at /admin/ on its origin too: its paths, the OAuth sign-in and the bookmarks stay the same. */
export const EDITOR_REDIRECTS = '/  /admin/  302\n'

/**
 * Writes the editor-only folder `to` from the built site `from`; returns the files copied.
 * @param {{ from?: string, to?: string }} [options]
 */
export function writeEditorSite({ from = distClient, to = distEditor } = {}) {
  const files = editorFileList(from)
  fs.rmSync(to, { recursive: true, force: true })
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(to, file)), { recursive: true })
    fs.copyFileSync(path.join(from, file), path.join(to, file))
  }
  fs.writeFileSync(path.join(to, '_headers'), editorHeadersFile())
  fs.writeFileSync(path.join(to, 'robots.txt'), EDITOR_ROBOTS)
  fs.writeFileSync(path.join(to, '_redirects'), EDITOR_REDIRECTS)
  return files
}

if (process.argv[1] === import.meta.filename) {
  try {
    const files = writeEditorSite()
    const bytes = files.reduce((sum, file) => sum + fs.statSync(path.join(distEditor, file)).size, 0)
    console.log(
      `dist/editor/: the editor at /admin/, ${files.length} files (${(bytes / 1024 / 1024).toFixed(1)} MB), with its own _headers, robots.txt and _redirects`,
    )
  } catch (error) {
    if (!(error instanceof EditorSiteError)) throw error
    console.error(error.message)
    process.exit(1)
  }
}
