// Reads content/pages/ from disk the way the build does (front-matter checked by the same code).
import fs from 'node:fs'
import { checkPageSource, pageFiles } from '../../build-steps/content-check.ts'

export function loadPages() {
  return pageFiles().map((file) => {
    const source = fs.readFileSync(file, 'utf8')
    return { file, source, body: source.replace(/^---[\s\S]*?\n---\r?\n?/, ''), frontmatter: checkPageSource(file, source) }
  })
}
