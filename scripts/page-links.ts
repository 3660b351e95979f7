// Which pages link to which: every site path written in content/ (tiles, breadcrumbs, links in the text,
// menus and the home page's widgets of both editions). A page is deleted only once nothing links to it: the
// build fails on a link to a page that is not there, naming the file and the field that still links to it.
import fs from 'node:fs'
import path from 'node:path'
import { parse as parseYaml } from 'yaml'
import { pathOfPageFile } from '../content/schema.ts'

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/
/** Keys whose value is a link to a page. */
const LINK_KEYS = new Set(['href', 'target', 'link'])
/** A site path that names a page: no file extension, not a published file or an endpoint. */
const PAGE_PATH = /^\/(?!images\/|assets\/|api\/|admin\/)[a-z0-9\-/]*$/

export type PageLink = { file: string; field: string; target: string }

/** Every file under a folder with this ending, sorted (the editor's configuration lists pages with it too). */
export function filesUnder(dir: string, ext: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(ext))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort()
}

/** Links under LINK_KEYS anywhere in a parsed YAML value, with their field path ("tiles[2].target"). */
function linksInData(value: unknown, field: string, found: { field: string; target: string }[]) {
  if (Array.isArray(value)) value.forEach((item, i) => linksInData(item, `${field}[${i}]`, found))
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const at = field ? `${field}.${key}` : key
      if (LINK_KEYS.has(key) && typeof item === 'string') found.push({ field: at, target: item })
      else linksInData(item, at, found)
    }
  }
}

/** Every link to a page written in content/, with the file (relative to the repository) and the field. */
export function pageLinks(contentDir: string): PageLink[] {
  const rel = (file: string) => path.relative(path.dirname(contentDir), file).replace(/\\/g, '/')
  const links: PageLink[] = []
  for (const file of [...filesUnder(path.join(contentDir, 'pages'), '.mdx'), ...filesUnder(path.join(contentDir, 'ta/pages'), '.mdx')]) {
    const source = fs.readFileSync(file, 'utf8')
    const match = FRONTMATTER.exec(source)
    const found: { field: string; target: string }[] = []
    if (match) linksInData(parseYaml(match[1]), '', found)
    const body = match ? source.slice(match[0].length) : source
    for (const [, target] of body.matchAll(/\]\((\/[^)\s#?]*)/g)) found.push({ field: '(text)', target })
    for (const [, target] of body.matchAll(/href="(\/[^"#?]*)"/g)) found.push({ field: '(text)', target })
    links.push(...found.map((link) => ({ file: rel(file), ...link })))
  }
  for (const dir of [path.join(contentDir, 'data'), path.join(contentDir, 'ta/data')]) {
    for (const file of filesUnder(dir, '.yaml').filter((f) => path.basename(f) !== 'known-broken-links.yaml')) {
      const found: { field: string; target: string }[] = []
      linksInData(parseYaml(fs.readFileSync(file, 'utf8')), '', found)
      links.push(...found.map((link) => ({ file: rel(file), ...link })))
    }
  }
  return links.filter((link) => PAGE_PATH.test(link.target))
}

/** The paths pages answer: each page's own (from its file's place) and its aliases, in both editions. */
export function pagePaths(contentDir: string): Set<string> {
  const paths = new Set<string>()
  for (const [dir, locale] of [[path.join(contentDir, 'pages'), 'en'], [path.join(contentDir, 'ta/pages'), 'ta']] as const) {
    for (const file of filesUnder(dir, '.mdx')) {
      paths.add(pathOfPageFile(path.relative(dir, file), locale))
      const match = FRONTMATTER.exec(fs.readFileSync(file, 'utf8'))
      for (const alias of (match && parseYaml(match[1])?.aliases) || []) paths.add(alias)
    }
  }
  return paths
}

/**
 * One line per link to a page that is not there (a page deleted while others still link to it), naming the
 * linking file and field. The paths in content/data/known-broken-links.yaml are kept on purpose.
 */
export function linksToMissingPages(contentDir: string): string[] {
  const keptFile = path.join(contentDir, 'data/known-broken-links.yaml')
  const kept = new Set<string>((fs.existsSync(keptFile) ? parseYaml(fs.readFileSync(keptFile, 'utf8')) ?? [] : []).map((link: { path: string }) => link.path))
  const pages = pagePaths(contentDir)
  const exists = (target: string) => pages.has(target.length > 1 ? target.replace(/\/+$/, '') : target)
  return pageLinks(contentDir)
    .filter((link) => !exists(link.target) && !kept.has(link.target.replace(/^\/ta(?=\/)/, '')))
    .map((link) => {
      const locale = link.target === '/ta' || link.target.startsWith('/ta/') ? 'ta/' : ''
      const page = link.target.replace(/^\/ta(?=\/|$)/, '') || '/'
      return `${link.file}: ${link.field}: links to ${link.target}, which has no page (content/${locale}pages${page === '/' ? '/index' : page}.mdx): remove or change this link before deleting the page`
    })
}
