// Reads content/pages/ from disk the way the build does (front-matter checked by the same code).
import fs from 'node:fs'
import path from 'node:path'
import { checkPageSource, pagesDir } from '../../scripts/content-check.ts'

export function pageFiles(dir = pagesDir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? pageFiles(full) : entry.name.endsWith('.mdx') ? [full] : []
  })
}

export function loadPages() {
  return pageFiles().map((file) => {
    const source = fs.readFileSync(file, 'utf8')
    return { file, source, body: source.replace(/^---[\s\S]*?\n---\r?\n?/, ''), frontmatter: checkPageSource(file, source) }
  })
}
