import mdx from '@mdx-js/rollup'
import react from '@vitejs/plugin-react'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import remarkMdxFrontmatter from 'remark-mdx-frontmatter'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'
import { contentPlugin } from './scripts/content-check.ts'
import { rehypeSections } from './scripts/rehype-sections.ts'

export default defineConfig({
  plugins: [
    contentPlugin(),
    {
      enforce: 'pre',
      ...mdx({
        remarkPlugins: [remarkFrontmatter, [remarkMdxFrontmatter, { name: 'frontmatter' }], remarkGfm],
        rehypePlugins: [rehypeSections],
        providerImportSource: undefined,
      }),
    },
    react({ include: /\.(mdx|tsx|ts)$/ }),
    vike(),
  ],
  server: { port: Number(process.env.PORT ?? 3000) },
  preview: { port: Number(process.env.PORT ?? 3000) },
})
