// The Vite plugins the site is built with, shared by vite.config.ts and vitest.config.ts.
import mdx from '@mdx-js/rollup'
import react from '@vitejs/plugin-react'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import remarkMdxFrontmatter from 'remark-mdx-frontmatter'
import { loadEnv, type Plugin, type PluginOption } from 'vite'
import { adminPlugin } from './admin.ts'
import { contentPlugin } from './content-check.ts'
import { enquiryTopicsPlugin } from './enquiry-topics.ts'
import { rehypeSections } from './rehype-sections.ts'
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

/** A production build without the services' variables works only with the local stand-in: say so. */
// Once per build: Vike loads this config several times in one process, so the flag lives on globalThis.
const WARNED = Symbol.for('thoranam:service-variables-warned')

function serviceVariablesWarning(): Plugin {
  return {
    name: 'thoranam:service-variables',
    apply: 'build',
    configResolved(config) {
      const flags = globalThis as { [WARNED]?: boolean }
      if (flags[WARNED] || config.mode !== 'production') return
      flags[WARNED] = true
      const env = { ...loadEnv(config.mode, config.root, 'VITE_'), ...process.env }
      const missing = SERVICE_VARIABLES.filter((name) => !env[name])
      if (missing.length) {
        config.logger.warn(
          `\nWarning: ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not set. The forms and testimonials of this build ` +
            'talk to the local stand-in (/api/ on the same origin), which only `npm start` serves. Set them (see .env.example) before deploying.\n',
        )
      }
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
      if (found !== 4) this.error(`aos/dist/aos.js: expected its 4 device patterns, found ${found}; see aosWithoutDeviceDetector in build-steps/vite-plugins.ts`)
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
    serviceVariablesWarning(),
    aosWithoutDeviceDetector(),
    {
      enforce: 'pre',
      ...mdx({
        // Front-matter becomes `export const frontmatter`; content/schema.ts checks it first (contentPlugin).
        remarkPlugins: [remarkFrontmatter, [remarkMdxFrontmatter, { name: 'frontmatter' }], remarkGfm],
        rehypePlugins: [rehypeSections],
      }),
    },
    react({ include: /\.(mdx|tsx|ts)$/ }),
  ]
}
