// Vite plugin: the editor at /admin. `npm run build` writes dist/client/admin/ (the page, the configuration
// generated from content/schema.ts, the Decap CMS bundle copied from node_modules, and the editor's formats);
// the dev server (`npm run edit`, `npm run dev`) serves the same files, with a configuration that edits the
// working copy through decap-server when CMS_LOCAL_BACKEND_URL is set. No public page refers to any of it.
import fs from 'node:fs'
import path from 'node:path'
import { rolldown } from 'rolldown'
import { loadEnv, type Plugin } from 'vite'
import { cmsConfigYaml, root, serviceEvents, type CmsOptions } from './cms-config.ts'

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
  return fs.readdirSync(DECAP_DIST).filter((name) => /(^|\.)decap-cms\.js$|\.wasm$|^decap-cms\.js\.LICENSE\.txt$/.test(name)).sort()
}

/** admin/main.ts and its imports (admin/formats.ts, yaml) as one script for the browser. */
export async function bundleFormats(): Promise<string> {
  const events = 'virtual:service-events'
  const bundle = await rolldown({
    input: path.join(root, 'admin/main.ts'),
    platform: 'browser',
    logLevel: 'silent',
    // The events that have pages of their own, read from content/ now: the new-page form's breadcrumbs.
    plugins: [{ name: 'service-events', resolveId: (id) => (id === events ? id : null), load: (id) => (id === events ? `export default ${JSON.stringify(serviceEvents())}` : null) }],
  })
  const { output } = await bundle.generate({ format: 'iife', minify: true })
  await bundle.close()
  return output[0].code
}

function optionsFromEnv(mode: string): CmsOptions {
  const env = { ...loadEnv(mode, root, 'CMS_'), ...process.env }
  return { repo: env.CMS_REPO, branch: env.CMS_BRANCH, authUrl: env.CMS_AUTH_URL, localBackendUrl: env.CMS_LOCAL_BACKEND_URL }
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
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
}

export function adminPlugin(): Plugin {
  let mode = 'production'
  return {
    name: 'thoranam:admin',
    configResolved(config) {
      mode = config.mode
    },
    async generateBundle() {
      if (this.environment?.name !== 'client') return
      // The deployed editor always uses GitHub and pull requests; local editing is for the dev server.
      const options = { ...optionsFromEnv(mode), localBackendUrl: undefined }
      for (const [name, source] of await adminFiles(options)) this.emitFile({ type: 'asset', fileName: `admin/${name}`, source })
    },
    configureServer(server) {
      let files: Promise<Map<string, string | Buffer>> | undefined
      server.middlewares.use('/admin', (req, res, next) => {
        const name = decodeURIComponent((req.url ?? '/').split('?')[0]).replace(/^\/+/, '') || 'index.html'
        files ??= staticAdminFiles()
        files
          .then((all) => {
            // The configuration is made on every request, so a page added since shows up on reload.
            const body = name === 'config.yml' ? cmsConfigYaml(optionsFromEnv(mode)) : all.get(name)
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
