// Builds the service worker (lib/outbox/sw.ts) into dist/client/sw.js, one classic script at the site root so
// that its scope is the whole site. It shares the outbox code with the pages; `npm run build` runs it after Vike.
// https://vite.dev/guide/build#library-mode
import path from 'node:path'
import { build } from 'vite'

const root = path.resolve(import.meta.dirname, '..')

await build({
  configFile: false,
  root,
  logLevel: 'warn',
  publicDir: false,
  build: {
    outDir: 'dist/client',
    emptyOutDir: false,
    minify: true,
    lib: { entry: path.join(root, 'lib/outbox/sw.ts'), formats: ['iife'], name: 'thoranamOutbox', fileName: () => 'sw.js' },
  },
})
console.log('service worker: dist/client/sw.js')
