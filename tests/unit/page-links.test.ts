// Deleting a page that other pages link to fails the build, naming each file and field that links to it.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { contentDir } from '../../build-steps/content-check.ts'
import { linksToMissingPages } from '../../build-steps/page-links.ts'

describe('links to deleted pages', () => {
  let dir: string
  afterEach(() => dir && fs.rmSync(dir, { recursive: true, force: true }))
  function copyOfContent(): string {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'thoranam-links-'))
    for (const part of ['pages', 'data', 'ta']) fs.cpSync(path.join(contentDir, part), path.join(dir, 'content', part), { recursive: true })
    return path.join(dir, 'content')
  }

  it('finds every link of the content leading to a page', () => {
    expect(linksToMissingPages(contentDir)).toEqual([])
  })

  it('names the files and fields that still link to a deleted page, where the link is written: the English files, never a Tamil field that does not exist', () => {
    const content = copyOfContent()
    fs.rmSync(path.join(content, 'pages/services/wedding/wedding-mehndi.mdx'))
    fs.rmSync(path.join(content, 'ta/pages/services/wedding/wedding-mehndi.mdx'))
    expect(linksToMissingPages(content).map((line) => line.split(', which')[0])).toEqual([
      'content/pages/services/wedding.mdx: tiles[5].target: links to /services/wedding/wedding-mehndi',
      'content/data/home.yaml: shortcuts[3].href: links to /services/wedding/wedding-mehndi',
    ])
    expect(linksToMissingPages(content)[0]).toBe(
      'content/pages/services/wedding.mdx: tiles[5].target: links to /services/wedding/wedding-mehndi, which has no page (content/pages/services/wedding/wedding-mehndi.mdx): remove or change this link before deleting the page',
    )
  })

  it('names a link written in the text of a page', () => {
    const content = copyOfContent()
    const about = path.join(content, 'pages/aboutus.mdx')
    fs.appendFileSync(about, '\nSee our [flower decoration](/services/wedding/flower-decoration).\n')
    expect(linksToMissingPages(content).map((line) => line.split(', which')[0])).toEqual([
      'content/pages/aboutus.mdx: (text): links to /services/wedding/flower-decoration',
    ])
  })

  it('names a link written in the text of a Tamil page, in the Tamil file', () => {
    const content = copyOfContent()
    fs.appendFileSync(path.join(content, 'ta/pages/aboutus.mdx'), '\n[பூ அலங்காரம்](/ta/services/wedding/flower-decoration)\n')
    expect(linksToMissingPages(content).map((line) => line.split(', which')[0])).toEqual([
      'content/ta/pages/aboutus.mdx: (text): links to /ta/services/wedding/flower-decoration',
    ])
  })
})
