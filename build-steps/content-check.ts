// Build-time checks of everything in content/: front-matter and data files against content/schema.ts (read
// through build-steps/content-loader.ts, translations merged with their English files), and every image they name
// against the files in content/images/. Used by the Vite plugin below (so `npm run dev` and `npm run build` fail
// on bad content) and by the unit tests.
import fs from 'node:fs'
import path from 'node:path'
import { stringify } from 'yaml'
import type { Plugin } from 'vite'
import { ContentError } from '../content/schema.ts'
import {
  catalogueFile,
  contentDir,
  filesUnder,
  loadCatalogue,
  loadData,
  loadPage,
  pageFiles as editionPageFiles,
  placeOf,
  repoPath,
  root,
  splitFrontmatter,
} from './content-loader.ts'
import { buildEnv, editorOrigin } from './editor-origin.mjs'
import { EDITOR_PREVIEWS, encodeAll, ImageError, SLOT_MIN_WIDTH, imageInfo, variantFile } from '../renderer/imageFiles.mjs'
import { describeProblem, pageBodyProblems } from './page-body.ts'
import { translationSources, waitingWords } from './translations.ts'

export { contentDir, root }
export const pagesDir = path.join(contentDir, 'pages')
export const imagesDir = path.join(contentDir, 'images')

/** Every MDX page under a folder (absolute paths; content/pages/ unless told). */
export function pageFiles(dir = pagesDir): string[] {
  return filesUnder(dir, '.mdx')
}

/** Every MDX page of every edition (absolute paths): content/pages/ and content/<lang>/pages/. */
export function allPageFiles(): string[] {
  return editionPageFiles()
}

/** Lists `field: image` for every `src` in the data that has no file under content/images/. */
export function missingImages(file: string, data: unknown, dir = imagesDir): string[] {
  const missing: string[] = []
  const walk = (value: unknown, field: string) => {
    if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${field}[${i}]`))
    else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        const childField = field ? `${field}.${key}` : key
        const isImage = ['src', 'logo', 'image', 'imageSrc'].includes(key) && typeof child === 'string'
        if (isImage && !fs.existsSync(path.join(dir, child)))
          missing.push(
            `${file}: ${childField}: no image "${child}" in content/images/: upload the picture, or choose one that is there (the name must match exactly, capitals included)`,
          )
        else walk(child, childField)
      }
    }
  }
  walk(data, '')
  return missing
}

/** Pictures too narrow for the slot they fill: `file: field: ... px wide; a banner needs at least ... px`. */
export function narrowImages(file: string, data: unknown): string[] {
  const warnings: string[] = []
  const check = (src: unknown, field: string, slot: keyof typeof SLOT_MIN_WIDTH) => {
    if (typeof src !== 'string') return
    let width: number
    try {
      width = imageInfo(src).width
    } catch {
      return // the build reports unusable pictures itself, with what to do
    }
    const needed = SLOT_MIN_WIDTH[slot]
    if (width < needed)
      warnings.push(
        `${file}: ${field}: "${src}" is ${width} px wide; a ${slot} picture needs at least ${needed} px to look sharp on large screens. Use a larger photo.`,
      )
  }
  // Read loosely: the schema has already said what is wrong with a file of another shape.
  type Pictured = {
    banner?: { src?: string }
    tiles?: { image?: { src?: string } }[]
    galleries?: { images?: { src?: string }[] }[]
    slides?: { image?: string }[]
  }
  const record = (data ?? {}) as Pictured
  check(record.banner?.src, 'banner.src', 'banner')
  record.tiles?.forEach((tile, i) => check(tile?.image?.src, `tiles[${i}].image.src`, 'tile'))
  record.galleries?.forEach((row, i) =>
    row?.images?.forEach((image, j) => check(image?.src, `galleries[${i}].images[${j}].src`, 'gallery')),
  )
  record.slides?.forEach((slide, i) => check(slide?.image, `slides[${i}].image`, 'slide'))
  return warnings
}

/** Vike builds in several passes: each warning is printed once per process. */
const warned = new Set<string>()
function warnOnce(messages: string[], warn: (message: string) => void) {
  for (const message of messages) {
    if (warned.has(message)) continue
    warned.add(message)
    warn(message)
  }
}

/** MDX exports a translated page's merged front-matter, so every reader of it sees its pictures and links. */
function translatedPage(frontmatter: object, code: string) {
  return { code: `---\n${stringify(frontmatter, { lineWidth: 0 })}---\n${splitFrontmatter(code)!.body}`, map: null }
}

/** A page's text as MDX compiles it, or a ContentError naming every line that holds code (build-steps/page-body.ts). */
function checkedBody(file: string, code: string): string {
  const { source, problems } = pageBodyProblems(file, code)
  if (problems.length) throw new ContentError(problems.map(describeProblem).join('\n'))
  return source
}

/**
 * Checks one MDX page's source; returns its front-matter (a translation's merged with the English page) or throws
 * a ContentError naming file and field. `dirs.pages` is the English pages' folder of the content being checked.
 */
export function checkPageSource(absPath: string, source: string, dirs = { pages: pagesDir, images: imagesDir }) {
  const frontmatter = loadPage(absPath, source, path.dirname(dirs.pages))
  const missing = missingImages(repoPath(absPath, path.dirname(dirs.pages)), frontmatter, dirs.images)
  if (missing.length) throw new ContentError(missing.join('\n'))
  return frontmatter
}

/** Checks one YAML data file's source; returns its data (a translation's merged) or throws a ContentError naming file and field. */
export function checkDataSource(absPath: string, source: string, dirs = { images: imagesDir, content: contentDir }) {
  const data = loadData(absPath, source, dirs.content ?? contentDir)
  const missing = missingImages(repoPath(absPath, dirs.content ?? contentDir), data, dirs.images)
  if (missing.length) throw new ContentError(missing.join('\n'))
  return data
}

/**
 * Vite plugin: validates MDX front-matter before MDX compiles it, turns content/data/*.yaml into
 * JSON modules after validating them, and publishes the responsive variants of content/images/ under /images/
 * (renderer/imageFiles.mjs): never a source file. With THORANAM_IMAGES=on-demand (npm start) only the encodes already
 * cached are written; the local server encodes the others when a browser first asks for them.
 */
export function contentPlugin(): Plugin {
  return {
    name: 'thoranam:content',
    enforce: 'pre',
    async buildStart() {
      // Every problem of the content at once, before anything is rendered: each file's fields, pictures and text,
      // every translation in step with its English file, no link to a deleted page (npm run check:content tells the same).
      const { contentProblems, problemsAsText } = await import('./content-problems.ts')
      const problems = contentProblems(contentDir)
      if (problems.length) this.error(problemsAsText(problems))
      // Words a translation still shows in English: listed on every build until they are translated.
      const waiting = waitingWords(contentDir)
      const heading = "Words shown in English until translated (npm run translations:tidy marks them in the translation's file):"
      if (waiting.length) warnOnce([`${heading}\n${waiting.join('\n')}`], (message) => this.warn(message))
    },
    transform(code, id) {
      const file = id.split('?')[0]
      if (!file.startsWith(contentDir)) return null
      try {
        // A translation's file is laid over its English file: a change there rebuilds it.
        if (placeOf(file).locale !== 'en') for (const watched of translationSources(file)) this.addWatchFile(watched)
        if (file.endsWith('.mdx')) {
          const frontmatter = checkPageSource(file, code)
          const body = checkedBody(file, code)
          // Pictures are written in the English file only: it alone is warned about (a translation has none).
          if (placeOf(file).locale !== 'en') return translatedPage(frontmatter, body)
          warnOnce(narrowImages(path.relative(root, file), frontmatter), (message) => this.warn(message))
          return body === code ? null : { code: body, map: null }
        }
        if (file === catalogueFile()) return { code: `export default ${JSON.stringify(loadCatalogue(contentDir, code))}`, map: null }
        if (file.endsWith('.yaml')) {
          const data = checkDataSource(file, code)
          if (placeOf(file).locale === 'en') warnOnce(narrowImages(path.relative(root, file), data), (message) => this.warn(message))
          return { code: `export default ${JSON.stringify(data)}`, map: null }
        }
      } catch (error) {
        if (error instanceof ContentError) this.error(`Invalid content:\n${error.message}`)
        throw error
      }
      return null
    },
    configureServer(server) {
      // Published pictures, and the editor's previews of them (npm run edit).
      server.middlewares.use((req, res, next) => {
        const pathname = decodeURIComponent((req.url ?? '').split('?')[0])
        if (!pathname.startsWith('/images/') && !pathname.startsWith(EDITOR_PREVIEWS)) return next()
        variantFile(pathname)
          .then((file) => {
            if (!file) return next()
            const types: Record<string, string> = { avif: 'image/avif', jpg: 'image/jpeg', png: 'image/png' }
            res.setHeader('Content-Type', types[file.split('.').pop() ?? ''] ?? 'application/octet-stream')
            fs.createReadStream(file).pipe(res)
          })
          .catch(next)
      })
    },
    async generateBundle() {
      // Only the browser build publishes the images (dist/client/images/...): encoded variants, never a source.
      if (this.environment?.name !== 'client') return
      const onDemand = process.env.THORANAM_IMAGES === 'on-demand'
      let published: Awaited<ReturnType<typeof encodeAll>>
      try {
        published = onDemand
          ? await encodeAll({ dryRun: true })
          : await encodeAll({ log: (message) => console.log(message), warn: (message) => this.warn(message) })
      } catch (error) {
        if (error instanceof ImageError) this.error(`Invalid picture:\n${error.message}`)
        throw error
      }
      // The pictures' previews are the editor's: none when it has its own origin (build-steps/editor-origin.mjs).
      const editorApart = editorOrigin(buildEnv()) !== undefined
      for (const { variant } of published) {
        if (editorApart && variant.url.startsWith(EDITOR_PREVIEWS)) continue
        if (fs.existsSync(variant.cacheFile))
          this.emitFile({ type: 'asset', fileName: variant.url.slice(1), source: fs.readFileSync(variant.cacheFile) })
      }
    },
  }
}
