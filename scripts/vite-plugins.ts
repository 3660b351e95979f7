// The Vite plugins the site is built with, shared by vite.config.ts and vitest.config.ts.
import mdx from '@mdx-js/rollup'
import react from '@vitejs/plugin-react'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import remarkMdxFrontmatter from 'remark-mdx-frontmatter'
import type { PluginOption } from 'vite'
import { contentPlugin } from './content-check.ts'
import { rehypeSections } from './rehype-sections.ts'

export function sitePlugins(): PluginOption[] {
  return [
    contentPlugin(),
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
