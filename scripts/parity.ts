// The Tamil edition is kept in step with the English by construction: every page and data file of content/
// has its mirror under content/ta/, with the same pictures, tiles and rows, and tiles that lead
// to the working Tamil pages. The build fails on any difference, naming the file and the field.
import fs from 'node:fs'
import path from 'node:path'
import { parse as parseYaml, stringify } from 'yaml'
import { localizePath } from '../lib/i18n.ts'
import type { PageFrontmatter } from '../content/schema.ts'

export interface ParityDirs {
  /** content/ (English pages in pages/, data in data/; Tamil in ta/pages/ and ta/data/). */
  content: string
}

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/

function mdxFiles(dir: string, base = dir): string[] {
  if (!fs.existsSync(dir)) return []
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return mdxFiles(full, base)
    return entry.name.endsWith('.mdx') ? [path.relative(base, full).replace(/\\/g, '/')] : []
  })
}

function readPage(file: string): { frontmatter: Partial<PageFrontmatter>; body: string } {
  const source = fs.readFileSync(file, 'utf8')
  const match = FRONTMATTER.exec(source)
  return { frontmatter: (match ? parseYaml(match[1]) : {}) ?? {}, body: match ? source.slice(match[0].length) : source }
}

/** The components a body uses, as a sorted list ("<CheckList>" twice is listed twice). */
const componentsOf = (body: string) => [...body.matchAll(/<([A-Z][A-Za-z]*)/g)].map((m) => m[1]).sort()

/**
 * Where the Tamil mirror of an English link must lead: the same page under /ta. The English pages keep some
 * tile paths that lead nowhere (content/data/known-broken-links.yaml); the Tamil edition links their real page.
 */
export function tamilTarget(englishTarget: string, keptBroken: { path: string; page: string }[]): string {
  const real = keptBroken.find((link) => link.path === englishTarget)?.page ?? englishTarget
  return localizePath(real, 'ta')
}

/** Every difference between the editions, one line each: `file: field: what is wrong`. Empty when in step. */
export function parityProblems(dirs: ParityDirs): string[] {
  const problems: string[] = []
  const enPages = path.join(dirs.content, 'pages')
  const taPages = path.join(dirs.content, 'ta/pages')
  const keptFile = path.join(dirs.content, 'data/known-broken-links.yaml')
  const keptBroken: { path: string; page: string }[] = fs.existsSync(keptFile) ? parseYaml(fs.readFileSync(keptFile, 'utf8')) ?? [] : []
  const rel = (file: string) => path.relative(path.dirname(dirs.content), file).replace(/\\/g, '/')
  const en = new Set(mdxFiles(enPages))
  const ta = new Set(mdxFiles(taPages))

  for (const page of en) if (!ta.has(page)) problems.push(`${rel(path.join(taPages, page))}: (file): missing: every page needs its Tamil mirror (the English is ${rel(path.join(enPages, page))}; npm run pages:drafts makes a draft of it)`)
  for (const page of ta) if (!en.has(page)) problems.push(`${rel(path.join(taPages, page))}: (file): no English page ${rel(path.join(enPages, page))}: every Tamil page mirrors one`)

  for (const page of [...en].filter((p) => ta.has(p)).sort()) {
    const file = rel(path.join(taPages, page))
    const E = readPage(path.join(enPages, page))
    const T = readPage(path.join(taPages, page))
    const e = E.frontmatter
    const t = T.frontmatter
    const same = (field: string, a: unknown, b: unknown, what = 'must be the same as in English') => {
      if (JSON.stringify(a) !== JSON.stringify(b)) problems.push(`${file}: ${field}: ${what}: ${JSON.stringify(a)} (Tamil has ${JSON.stringify(b)})`)
    }
    for (const key of ['interactive', 'noindex', 'galleryPosition'] as const) same(key, e[key], t[key])
    same('aliases', e.aliases?.map((alias) => localizePath(alias, 'ta')), t.aliases, 'must be the English aliases under /ta')
    same('banner.src', e.banner?.src, t.banner?.src)
    same('breadcrumb', e.breadcrumb?.map((item) => item.href && localizePath(item.href, 'ta')), t.breadcrumb?.map((item) => item.href), 'must have the English crumbs, linked under /ta')
    same('tiles', e.tiles?.length, t.tiles?.length, 'must have as many tiles as in English')
    e.tiles?.forEach((tile, i) => {
      const mirror = t.tiles?.[i]
      if (!mirror) return
      same(`tiles[${i}].image.src`, tile.image.src, mirror.image?.src)
      same(`tiles[${i}].target`, tamilTarget(tile.target, keptBroken), mirror.target, 'must lead to the Tamil page')
    })
    same('enquiry', !!e.enquiry, !!t.enquiry, 'must end with an enquiry block exactly where the English page does')
    same('enquiry.event', e.enquiry?.event, t.enquiry?.event, 'must name the same event as in English (the form stores the English option)')
    same('galleries', e.galleries?.length, t.galleries?.length, 'must have as many rows as in English')
    e.galleries?.forEach((row, i) => {
      const mirror = t.galleries?.[i]
      if (mirror) same(`galleries[${i}].images`, row.images.map((image) => image.src), mirror.images?.map((image) => image.src), 'must show the same pictures in the same order')
    })
    same('(body)', componentsOf(E.body), componentsOf(T.body), 'must use the same components')
  }

  problems.push(...dataParity(dirs.content, keptBroken))
  return problems
}

/** The data files: the same pictures, counts and (localised) links in both editions. */
function dataParity(content: string, keptBroken: { path: string; page: string }[]): string[] {
  const problems: string[] = []
  const enData = path.join(content, 'data')
  const taData = path.join(content, 'ta/data')
  const names = fs.existsSync(enData) ? fs.readdirSync(enData).filter((name) => name.endsWith('.yaml') && name !== 'known-broken-links.yaml') : []
  for (const name of names) {
    const taFile = path.join(taData, name)
    const file = `content/ta/data/${name}`
    if (!fs.existsSync(taFile)) {
      problems.push(`${file}: (file): missing: every data file needs its Tamil mirror`)
      continue
    }
    const e = parseYaml(fs.readFileSync(path.join(enData, name), 'utf8'))
    const t = parseYaml(fs.readFileSync(taFile, 'utf8'))
    const same = (field: string, a: unknown, b: unknown, what = 'must be the same as in English') => {
      if (JSON.stringify(a) !== JSON.stringify(b)) problems.push(`${file}: ${field}: ${what}: ${JSON.stringify(a)} (Tamil has ${JSON.stringify(b)})`)
    }
    const ta = (href: string) => tamilTarget(href, keptBroken)
    if (name === 'home.yaml') {
      same('slides', e.slides?.map((s: any) => s.image), t.slides?.map((s: any) => s.image), 'must show the same pictures')
      same('shortcuts', e.shortcuts?.map((s: any) => [s.icon, ta(s.href)]), t.shortcuts?.map((s: any) => [s.icon, s.href]), 'must have the English icons, linked under /ta')
      same('about.image.src', e.about?.image?.src, t.about?.image?.src)
      same('services', e.services?.map((s: any) => [s.imageSrc, s.servicename]), t.services?.map((s: any) => [s.imageSrc, s.servicename]))
      same('projects', e.projects?.map((p: any) => p.src), t.projects?.map((p: any) => p.src))
      same('counters', e.counters?.map((c: any) => [c.value, c.suffix]), t.counters?.map((c: any) => [c.value, c.suffix]), 'must have the same figures')
    } else if (name === 'gallery.yaml') {
      same('(pictures)', e?.map((g: any) => [g.src, g.category]), t?.map((g: any) => [g.src, g.category]), 'must list the same pictures and categories in the same order')
    } else if (name === 'navigation.yaml') {
      const links = (nav: any) => [nav?.header?.home, ...(nav?.header?.services ?? []), ...(nav?.header?.links ?? []), nav?.header?.cta, ...(nav?.footer ?? []).flatMap((c: any) => c.links ?? [])].map((l: any) => l?.href)
      same('(links)', links(e).map((href: string) => href && ta(href)), links(t), 'must have the English links, under /ta')
    } else if (name === 'faq.yaml') {
      same('(questions)', e?.length, t?.length, 'must have as many questions as in English')
    }
  }
  return problems
}

/**
 * Writes a Tamil draft for every English page that has no Tamil mirror: the English page with `draft: true`,
 * its paths under /ta (canonical, breadcrumb, aliases, tile targets), the same pictures, rows and body. It passes
 * every check as it is; the site shows it at its /ta address, out of search engines, until a translator writes
 * the Tamil words and removes `draft`. Returns the files written, relative to the repository.
 */
export function writeTamilDrafts(dirs: ParityDirs): string[] {
  const enPages = path.join(dirs.content, 'pages')
  const taPages = path.join(dirs.content, 'ta/pages')
  const keptFile = path.join(dirs.content, 'data/known-broken-links.yaml')
  const keptBroken: { path: string; page: string }[] = fs.existsSync(keptFile) ? parseYaml(fs.readFileSync(keptFile, 'utf8')) ?? [] : []
  const existing = new Set(mdxFiles(taPages))
  const written: string[] = []
  for (const page of mdxFiles(enPages).filter((p) => !existing.has(p))) {
    const { frontmatter: e, body } = readPage(path.join(enPages, page))
    const draft = {
      draft: true,
      ...e,
      canonical: e.canonical && localizePath(e.canonical, 'ta'),
      ...(e.breadcrumb && { breadcrumb: e.breadcrumb.map((item) => (item.href ? { ...item, href: localizePath(item.href, 'ta') } : item)) }),
      ...(e.aliases && { aliases: e.aliases.map((alias) => localizePath(alias, 'ta')) }),
      ...(e.tiles && { tiles: e.tiles.map((tile) => ({ ...tile, target: tamilTarget(tile.target, keptBroken) })) }),
    }
    const file = path.join(taPages, page)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, `---\n# Draft: the English words, waiting for their Tamil. Translate every field and the text, then remove "draft".\n${stringify(draft, { lineWidth: 115 })}---\n${body}`)
    written.push(path.relative(path.dirname(dirs.content), file).replace(/\\/g, '/'))
  }
  return written
}
