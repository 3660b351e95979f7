// After `vike build`: only the pictures the site shows are published. The build encodes every picture under
// content/images/ (an editor's upload waiting for its page included), but a picture no page, stylesheet or script
// names is taken out of dist/client/images/ again, all its sizes and formats, so the public site never carries a
// photo nobody chose to show. The editor's own thumbnails (/admin/pictures/) stay, so the picture can still be
// picked for a page; once a page uses it, the next build publishes it.
import fs from 'node:fs'
import path from 'node:path'

const distClient = path.resolve(import.meta.dirname, '../dist/client')

/** A published variant's picture: its address without the width and format (`/images/decoration/d-01-3fa2c1d0`). */
export const pictureOf = (url) => url.replace(/-\d+\.(avif|jpg|png|webp)$/, '')

/** Every file under a folder, as paths relative to `root` with forward slashes. */
function filesUnder(dir, root = dir) {
  if (!fs.existsSync(dir)) return []
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return filesUnder(full, root)
    return [path.relative(root, full).replace(/\\/g, '/')]
  })
}

/** The pictures (see pictureOf) that the site's pages, styles, scripts and data name. */
export function picturesNamed(dist) {
  const named = new Set()
  for (const file of filesUnder(dist)) {
    if (file.startsWith('images/') || !/\.(html|css|js|json|xml|txt|webmanifest)$/.test(file)) continue
    for (const [url] of fs.readFileSync(path.join(dist, file), 'utf8').matchAll(/\/images\/[^"'()\s,?#\\<>]+/g)) named.add(pictureOf(url))
  }
  return named
}

/**
 * Removes from `dist`/images/ every variant of a picture nothing in `dist` names.
 * @returns {{ kept: number, removed: string[] }} how many pictures stay, and the addresses of those taken out
 */
export function removeUnusedPictures(dist = distClient) {
  const named = picturesNamed(dist)
  const published = new Map()
  for (const file of filesUnder(path.join(dist, 'images'))) {
    const picture = pictureOf(`/images/${file}`)
    published.set(picture, [...(published.get(picture) ?? []), file])
  }
  const removed = []
  for (const [picture, files] of published) {
    if (named.has(picture)) continue
    for (const file of files) fs.rmSync(path.join(dist, 'images', file))
    removed.push(picture)
  }
  return { kept: published.size - removed.length, removed }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { kept, removed } = removeUnusedPictures()
  let names = removed
  if (removed.length) {
    // Named as the editor knows them: their files under content/images/.
    const { imageInfo, sourceImages } = await import('../renderer/imageFiles.mjs')
    const sources = new Map(sourceImages().map((src) => [pictureOf(imageInfo(src).variants[0].url), `content/images/${src}`]))
    names = removed.map((picture) => sources.get(picture) ?? picture)
  }
  console.log(
    `unused-pictures: ${kept} pictures published${names.length ? `; not published, as no page uses them yet: ${names.join(', ')}` : ', every one used by a page'}`,
  )
}
