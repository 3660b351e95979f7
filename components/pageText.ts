// How a page's text is read: the one list of MDX plugins that the build compiles every page with
// (build-steps/vite-plugins.ts), that the body check parses with (components/bodyText.ts) and that the editor's
// preview compiles with (admin/preview-body.ts). Two readers that differ by one plugin read one text two ways: a
// body starting with a `---` block was front-matter to a check that had remark-frontmatter and code to a preview
// that did not, so the preview ran what the build refuses. Change the plugins here only.
import type { CompileOptions } from '@mdx-js/mdx'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import remarkMdxFrontmatter from 'remark-mdx-frontmatter'
import { rehypeSections } from '../lib/rehypeSections.ts'

/** MDX with YAML front-matter (exported as `frontmatter`) and GitHub's Markdown; each "## " part a <section>. */
export const PAGE_TEXT: Required<Pick<CompileOptions, 'remarkPlugins' | 'rehypePlugins'>> = {
  remarkPlugins: [remarkFrontmatter, [remarkMdxFrontmatter, { name: 'frontmatter' }], remarkGfm],
  rehypePlugins: [rehypeSections],
}

/**
 * What stands before a body in its file: a front-matter block. The editor hands the preview the body alone (the text
 * after the front-matter, admin/formats.ts); read after this, a `---` block at its start is what it is in the file,
 * a rule and whatever follows it, never front-matter.
 */
export const BODY_START = '---\n---\n'
export const BODY_START_LINES = BODY_START.split('\n').length - 1
