// Only the pictures the site shows are published: a picture no page, stylesheet or script names is taken out of
// the built site, every size and format of it, and one a page names keeps all of its sizes.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { removeUnusedPictures } from '../../build-steps/unused-pictures.mjs'

/** A built site in a temporary folder: files by path, with their text. */
function builtSite(files: Record<string, string>) {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'thoranam-unused-'))
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true })
    fs.writeFileSync(path.join(dist, file), text)
  }
  return dist
}
const left = (dist: string) =>
  fs
    .readdirSync(path.join(dist, 'images'), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name)
    .sort()

describe('unused pictures', () => {
  it('are taken out, every size and format; a named picture keeps all of its sizes', () => {
    const dist = builtSite({
      'index.html': '<img src="/images/decoration/stage-1a2b3c4d-400.jpg" srcset="/images/decoration/stage-1a2b3c4d-400.avif 400w">',
      'images/decoration/stage-1a2b3c4d-400.jpg': 'x',
      'images/decoration/stage-1a2b3c4d-400.avif': 'x',
      'images/decoration/stage-1a2b3c4d-1600.jpg': 'x',
      'images/uploads/img-gps-meena-sundaram-home-99aa88bb-400.jpg': 'x',
      'images/uploads/img-gps-meena-sundaram-home-99aa88bb-800.avif': 'x',
    })
    expect(removeUnusedPictures(dist)).toEqual({ kept: 1, removed: ['/images/uploads/img-gps-meena-sundaram-home-99aa88bb'] })
    expect(left(dist)).toEqual(['stage-1a2b3c4d-1600.jpg', 'stage-1a2b3c4d-400.avif', 'stage-1a2b3c4d-400.jpg'])
  })

  it("count what a stylesheet, a script or a page's data names, not the editor's thumbnails", () => {
    const dist = builtSite({
      'assets/site.css': '.hero{background:url(/images/brand/pattern-0f0f0f0f-800.png)}',
      'assets/gallery.js': 'const big="/images/events/hall-12345678-1600.jpg"',
      'gallery/index.pageContext.json': '{"src":"/images/gifts/tray-abcdef01-400.avif"}',
      'images/brand/pattern-0f0f0f0f-800.png': 'x',
      'images/events/hall-12345678-1600.jpg': 'x',
      'images/gifts/tray-abcdef01-400.avif': 'x',
      'images/gifts/box-abcdef02-400.avif': 'x',
      'admin/pictures/gifts/box.jpg': 'x',
    })
    expect(removeUnusedPictures(dist).removed).toEqual(['/images/gifts/box-abcdef02'])
    expect(fs.existsSync(path.join(dist, 'admin/pictures/gifts/box.jpg'))).toBe(true)
  })
})
