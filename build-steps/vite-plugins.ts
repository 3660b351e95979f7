// The Vite plugins the site is built with, shared by vite.config.ts and vitest.config.ts.
import mdx from '@mdx-js/rollup'
import react from '@vitejs/plugin-react'
import { loadEnv, type Plugin, type PluginOption } from 'vite'
import { adminPlugin } from './admin.ts'
import { contentPlugin } from './content-check.ts'
import { EDITOR_BUILD, hostOf } from './editor-origin.mjs'
import { enquiryTopicsPlugin } from './enquiry-topics.ts'
import { PAGE_TEXT } from '../components/pageText.ts'
import { sitemapPlugin } from './sitemap.ts'

/**
 * The public services' variables a build reads (see .env.example): the reviews feed. The leads' services are not
 * among them: only the site's Worker knows their addresses and keys (the host's secrets, docs/deploying.md).
 */
export const SERVICE_VARIABLES = ['VITE_TESTIMONIALS_URL']

export { hostOf }

export function serviceVariablesCheck(env: Record<string, string | undefined>): { error?: string; warning?: string } {
  const missing = SERVICE_VARIABLES.filter((name) => !env[name])
  if (!missing.length) return {}
  const list = `${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not set`
  if (hostOf(env)) return { warning: `${list}: the home page shows the reviews written into this build, and no newer ones.` }
  return { warning: `${list}. The home page reads the local stand-in's reviews (/api/testimonials), which only \`npm start\` serves.` }
}

/** A production build without the reviews feed's variable says so, once. */
// Once per build: Vike loads this config several times in one process, so the flag lives on globalThis.
const WARNED = Symbol.for('thoranam:service-variables-warned')

export function serviceVariablesPlugin(): Plugin {
  return {
    name: 'thoranam:service-variables',
    apply: 'build',
    configResolved(config) {
      if (config.mode !== 'production') return
      const env = { ...loadEnv(config.mode, config.root, 'VITE_'), ...process.env }
      // The editor-only build (`npm run build:editor`) publishes no page and no form: only its editor is deployed.
      if (env[EDITOR_BUILD] === '1') return
      const { error, warning } = serviceVariablesCheck(env)
      if (error) throw new Error(error)
      const flags = globalThis as { [WARNED]?: boolean }
      if (!warning || flags[WARNED]) return
      flags[WARNED] = true
      config.logger.warn(`\nWarning: ${warning}\n`)
    },
  }
}

/**
 * aos ships a phone and tablet detector (four long user-agent patterns) for its `disable: 'mobile'` option, which
 * the site never sets: 1.4 KB gzip of every page's 8 KB of JavaScript. Its patterns are replaced by one that never
 * matches; the build fails if aos's bundle no longer has them where expected (a new aos version: look again).
 */
function aosWithoutDeviceDetector(): Plugin {
  const DETECTOR_PATTERNS = /\/(?:\(android\|bb\\d\+\|meego\)|1207\|6310)[^\n]*?\/i(?=[,;])/g
  return {
    name: 'thoranam:aos-without-device-detector',
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]aos[\\/]dist[\\/]aos\.js$/.test(id)) return
      const found = code.match(DETECTOR_PATTERNS)?.length ?? 0
      if (found !== 4)
        this.error(
          `aos/dist/aos.js: expected its 4 device patterns, found ${found}; see aosWithoutDeviceDetector in build-steps/vite-plugins.ts`,
        )
      return { code: code.replace(DETECTOR_PATTERNS, '/(?!)/'), map: null }
    },
  }
}

export function sitePlugins(): PluginOption[] {
  return [
    contentPlugin(),
    enquiryTopicsPlugin(),
    sitemapPlugin(),
    adminPlugin(),
    serviceVariablesPlugin(),
    aosWithoutDeviceDetector(),
    {
      enforce: 'pre',
      ...mdx({
        // Front-matter becomes `export const frontmatter`; content/schema.ts checks it first (contentPlugin). The same
        // plugins parse the body check's text and compile the editor's preview (components/pageText.ts).
        ...PAGE_TEXT,
      }),
    },
    react({ include: /\.(mdx|tsx|ts)$/ }),
  ]
}
