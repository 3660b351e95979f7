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
import { rehypeSections } from '../lib/rehypeSections.ts'
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

export function sitePlugins(): PluginOption[] {
  return [
    contentPlugin(),
    enquiryTopicsPlugin(),
    sitemapPlugin(),
    adminPlugin(),
    serviceVariablesWarning(),
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
