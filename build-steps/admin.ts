// Vite plugin: the editor at /admin. `npm run build` writes dist/client/admin/ (the page, the configuration
// generated from content/schema.ts, the Decap CMS bundle copied from node_modules, and the editor's formats);
// the dev server (`npm run edit`, `npm run dev`) serves the same files, with a configuration that edits the
// working copy through decap-server when CMS_LOCAL_BACKEND_URL is set. No public page refers to any of it.
// With CMS_EDITOR_URL set (the editor on its own origin, build-steps/editor-origin.mjs) the build writes none of
// it: /admin is redirected there, and `npm run build:editor` makes the editor-only folder (build-steps/editor-site.mjs).
import fs from 'node:fs'
import path from 'node:path'
import { rolldown } from 'rolldown'
import { loadEnv, type Plugin } from 'vite'
import { parse as parseYaml } from 'yaml'
import type { PreviewContext } from '../admin/preview.tsx'
import { dataSchemas } from '../content/schema.ts'
import { LOCALES } from '../content/editions.ts'
import { componentsOf, jsonSchemaOf, pageJsonSchema } from '../content/translation.ts'
import { cmsConfigYaml, collections, root, serviceEvents, type CmsOptions } from './cms-config.ts'
import {
  contentDir,
  englishFileOf,
  keptBrokenLinks,
  mergedDataFile,
  pageFiles,
  placeOf,
  readPage,
  repoPath,
  writtenCatalogue,
} from './content-loader.ts'
import { pathOfPageFile } from '../content/schema.ts'
import { EDITOR_BUILD, editorOrigin } from './editor-origin.mjs'

const DECAP_DIST = path.join(root, 'node_modules/decap-cms/dist')

export const ADMIN_INDEX_HTML = `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex, nofollow">
    <title>Thoranam Events – site editor</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml">
  </head>
  <body>
    <script src="/admin/decap-cms.js"></script>
    <script src="/admin/formats.js"></script>
  </body>
</html>
`

/** The Decap CMS files the page loads: the bundle, its lazily loaded chunks and WebAssembly, its licence. */
export function decapFiles(): string[] {
  return fs
    .readdirSync(DECAP_DIST)
    .filter((name) => /(^|\.)decap-cms\.js$|\.wasm$|^decap-cms\.js\.LICENSE\.txt$/.test(name))
    .sort()
}

/**
 * admin/main.ts and its imports as one script for the browser: the formats (admin/formats.ts, yaml) and the
 * preview (admin/preview.tsx: React, the site's components, the MDX compiler and the body's check).
 */
export async function bundleFormats(): Promise<string> {
  const events = 'virtual:service-events'
  const bundle = await rolldown({
    input: path.join(root, 'admin/main.ts'),
    platform: 'browser',
    logLevel: 'silent',
    transform: {
      jsx: 'react-jsx',
      // What Vite writes for the site's pages; the preview draws them the same way.
      define: { 'import.meta.env.VITE_SITE_URL': JSON.stringify(process.env.VITE_SITE_URL ?? ''), 'process.env.NODE_ENV': '"production"' },
    },
    plugins: [
      // The events that have pages of their own, read from content/ now: the new-page form's breadcrumbs.
      {
        name: 'service-events',
        resolveId: (id) => (id === events ? id : null),
        load: (id) => (id === events ? `export default ${JSON.stringify(serviceEvents())}` : null),
      },
      // content/**/*.yaml as the site's modules give them (a translation laid over its English file).
      {
        name: 'content-yaml',
        load: (id) => (id.endsWith('.yaml') && id.startsWith(contentDir) ? `export default ${JSON.stringify(mergedDataFile(id))}` : null),
      },
    ],
  })
  const { output } = await bundle.generate({ format: 'iife', minify: true })
  await bundle.close()
  const code = output[0].code
  // A module of Node's left in would stop the editor in the browser: fail the build instead, naming it.
  const node = /require\(["']node:|from["']node:/.exec(code)
  if (node)
    throw new Error(`build-steps/admin.ts: the editor's script still imports a module of Node's (${node[0]}); keep it out of admin/`)
  return code
}

/** The Decap preview templates: every page file (by its name in the configuration), the new-page form, home.yaml and the other data files. */
function previewTemplates(options: CmsOptions): string[] {
  return collections(options.contentDir).flatMap((collection) =>
    'files' in collection && Array.isArray(collection.files) ? collection.files.map((file) => file.name) : [collection.name],
  )
}

/** Each picture's descriptions by its path, as the catalogue (content/images.yaml) writes them, read as written. */
function pictureDescriptions(content: string): PreviewContext['pictures'] {
  const described: PreviewContext['pictures'] = {}
  for (const entry of writtenCatalogue(content)) {
    if (!entry || typeof entry !== 'object') continue
    const { src, ...texts } = entry as Record<string, unknown>
    if (typeof src !== 'string') continue
    described[src] = Object.fromEntries(LOCALES.flatMap((locale) => (typeof texts[locale] === 'string' ? [[locale, texts[locale]]] : [])))
  }
  return described
}

/** What the preview reads at start (/admin/preview.json): the stylesheets, each page's path, the English files translations lay their words over. */
export function previewContext(styles: string[], content = contentDir): PreviewContext & { templates: string[] } {
  const pagePaths: Record<string, string> = {}
  const english: PreviewContext['english'] = {}
  const homeHeading: Record<string, string> = {}
  for (const file of pageFiles(undefined, content)) {
    const { locale, inEdition } = placeOf(file, content)
    const name = repoPath(file, content)
    pagePaths[name] = pathOfPageFile(inEdition.replace(/^pages\//, ''))
    if (inEdition === 'pages/index.mdx') homeHeading[locale] = String(readPage(file).frontmatter.heading ?? '')
    if (locale !== 'en') {
      const englishFile = englishFileOf(file, content)
      if (fs.existsSync(englishFile)) {
        const { frontmatter, body } = readPage(englishFile)
        english[name] = { file: repoPath(englishFile, content), data: frontmatter, components: componentsOf(body) }
      }
    }
  }
  const homeEnglish = path.join(content, 'data/home.yaml')
  for (const dir of fs.readdirSync(content, { withFileTypes: true })) {
    const home = path.join(content, dir.name, 'data/home.yaml')
    if (dir.isDirectory() && /^[a-z]{2,3}$/.test(dir.name) && fs.existsSync(home))
      english[repoPath(home, content)] = { file: repoPath(homeEnglish, content), data: parseYaml(fs.readFileSync(homeEnglish, 'utf8')) }
  }
  return {
    styles,
    pagePaths,
    english,
    schemas: { page: pageJsonSchema('ta'), data: { 'home.yaml': jsonSchemaOf(dataSchemas['home.yaml']) } },
    keptBroken: keptBrokenLinks(content),
    homeHeading,
    pictures: pictureDescriptions(content),
    templates: previewTemplates({ contentDir: content }),
  }
}

function envOf(mode: string): Record<string, string | undefined> {
  return { ...loadEnv(mode, root, ['CMS_', 'VITE_']), ...process.env }
}

/** The public site's address, for the editor's "View live" links when the editor has an origin of its own. */
function publicSiteUrl(env: Record<string, string | undefined>): string {
  const site = parseYaml(fs.readFileSync(path.join(contentDir, 'data/site.yaml'), 'utf8')) as { url: string }
  return (env.VITE_SITE_URL || site.url).replace(/\/+$/, '') + '/'
}

/**
 * The GitHub token's scope a sign-in asks for (CMS_AUTH_SCOPE): `public_repo`, which reaches public repositories
 * only, unless the repository is private and CMS_AUTH_SCOPE=repo says so. Any other value stops the build, named.
 */
export function authScopeOf(value: string | undefined): 'repo' | 'public_repo' {
  const scope = value?.trim() || 'public_repo'
  if (scope === 'repo' || scope === 'public_repo') return scope
  throw new Error(
    `CMS_AUTH_SCOPE is "${value}": leave it unset (public_repo, for a public repository), or set it to repo for a private repository.`,
  )
}

export function optionsFromEnv(mode: string, env = envOf(mode)): CmsOptions {
  return {
    repo: env.CMS_REPO,
    branch: env.CMS_BRANCH,
    authUrl: env.CMS_AUTH_URL,
    previewContext: env.CMS_PREVIEW_CONTEXT,
    authScope: authScopeOf(env.CMS_AUTH_SCOPE),
    localBackendUrl: env.CMS_LOCAL_BACKEND_URL,
    ...(env[EDITOR_BUILD] === '1' && { siteUrl: publicSiteUrl(env) }),
  }
}

/** The files under /admin/ that do not depend on the content: the page, the formats, the Decap CMS bundle. */
async function staticAdminFiles(): Promise<Map<string, string | Buffer>> {
  const files = new Map<string, string | Buffer>([
    ['index.html', ADMIN_INDEX_HTML],
    ['formats.js', await bundleFormats()],
  ])
  for (const name of decapFiles()) files.set(name, fs.readFileSync(path.join(DECAP_DIST, name)))
  return files
}

/** Every file under /admin/, by its path below it. */
export async function adminFiles(options: CmsOptions): Promise<Map<string, string | Buffer>> {
  return (await staticAdminFiles()).set('config.yml', cmsConfigYaml(options))
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.yml': 'text/yaml; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
}

/** The site's stylesheet as the dev server serves it to a <link>: the preview draws pages with it. */
const DEV_STYLES = ['/styles/main.scss?direct']

export function adminPlugin(): Plugin {
  let mode = 'production'
  let outDir = ''
  /** The editor's own origin (CMS_EDITOR_URL): then this build has no /admin. */
  let elsewhere: string | undefined
  return {
    name: 'thoranam:admin',
    configResolved(config) {
      mode = config.mode
      // An address that is no origin stops the build here, named, before anything is built.
      elsewhere = config.command === 'build' ? editorOrigin(envOf(mode)) : undefined
    },
    async generateBundle() {
      if (this.environment?.name !== 'client' || elsewhere) return
      outDir = this.environment.config.build.outDir
      // The deployed editor always uses GitHub and pull requests; local editing is for the dev server.
      const options = { ...optionsFromEnv(mode), localBackendUrl: undefined }
      for (const [name, source] of await adminFiles(options)) this.emitFile({ type: 'asset', fileName: `admin/${name}`, source })
    },
    writeBundle(_options, bundle) {
      if (this.environment?.name !== 'client' || elsewhere) return
      // The site's stylesheets are known once every plugin has written its part of the bundle.
      const styles = Object.keys(bundle)
        .filter((name) => name.endsWith('.css') && !name.startsWith('admin/'))
        .sort()
        .map((name) => `/${name}`)
      fs.writeFileSync(
        path.join(outDir || this.environment.config.build.outDir, 'admin/preview.json'),
        JSON.stringify(previewContext(styles)),
      )
    },
    configureServer(server) {
      let files: Promise<Map<string, string | Buffer>> | undefined
      server.middlewares.use('/admin', (req, res, next) => {
        const name = decodeURIComponent((req.url ?? '/').split('?')[0]).replace(/^\/+/, '') || 'index.html'
        files ??= staticAdminFiles()
        files
          .then((all) => {
            // The configuration and the preview's facts are made on every request, so a page added since shows up on reload.
            const body =
              name === 'config.yml'
                ? cmsConfigYaml(optionsFromEnv(mode))
                : name === 'preview.json'
                  ? JSON.stringify(previewContext(DEV_STYLES))
                  : all.get(name)
            if (body === undefined) return next()
            res.setHeader('Content-Type', TYPES[path.extname(name)] ?? 'application/octet-stream')
            res.setHeader('Cache-Control', 'no-cache')
            res.end(body)
          })
          .catch(next)
      })
    },
  }
}
