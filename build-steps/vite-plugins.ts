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

/** The hosted services' variables (see .env.example and lib/endpoints.ts); each unset one uses the local stand-in. */
export const SERVICE_VARIABLES = [
  'VITE_EMAILJS_SERVICE_ID',
  'VITE_EMAILJS_TEMPLATE_ID',
  'VITE_EMAILJS_PUBLIC_KEY',
  'VITE_ENQUIRY_SHEET_URL',
  'VITE_VENDOR_SHEET_URL',
  'VITE_FEEDBACK_SHEET_URL',
  'VITE_TESTIMONIALS_URL',
]

export { hostOf }

/** The variables without which a deployed site loses leads: the forms would post to /api/ on a static host. */
export const LEAD_VARIABLES = SERVICE_VARIABLES.filter((name) => name !== 'VITE_TESTIMONIALS_URL')

/**
 * What a production build says about the services' variables: on a host, a missing lead variable is an error
 * naming each one (the build stops); anywhere else, or for the reviews feed (the build's own list of reviews
 * stands in), a warning.
 */
export function serviceVariablesCheck(env: Record<string, string | undefined>): { error?: string; warning?: string } {
  const missing = SERVICE_VARIABLES.filter((name) => !env[name])
  if (!missing.length) return {}
  const host = hostOf(env)
  const leads = missing.filter((name) => LEAD_VARIABLES.includes(name))
  const list = (names: string[]) => `${names.join(', ')} ${names.length === 1 ? 'is' : 'are'} not set`
  if (host && leads.length) {
    return {
      error:
        `This build is for a host (${host}), but ${list(leads)}. Without ${leads.length === 1 ? 'it' : 'them'} the forms would send every ` +
        'enquiry, vendor registration and feedback to /api/ on a static host, where nothing receives them. Set ' +
        `${leads.length === 1 ? 'it' : 'each'} in the host's build settings (see .env.example and docs/deploying.md), then build again.`,
    }
  }
  if (host) return { warning: `${list(missing)}: the home page shows the reviews written into this build, and no newer ones.` }
  return {
    warning:
      `${list(missing)}. The forms and testimonials of this build talk to the local stand-in (/api/ on the same origin), ` +
      'which only `npm start` serves. Set them (see .env.example) before deploying.',
  }
}

/** A production build without the services' variables works only with the local stand-in: a host build stops, any other says so. */
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
