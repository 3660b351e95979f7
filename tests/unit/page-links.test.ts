// Deleting a page that other pages link to fails the build, naming each file and field that links to it.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { contentDir } from '../../build-steps/content-check.ts'
import { mdxFormat, newPageFormat } from '../../admin/formats.ts'
import { cmsConfig, serviceEvents } from '../../build-steps/cms-config.ts'
import { keptBrokenLinks, mergedPage, pageFiles, readPage } from '../../build-steps/content-loader.ts'
import { linksToMissingPages, unlinkedEventPages } from '../../build-steps/page-links.ts'
import { waitingEnglish, waitingWords, writeDrafts } from '../../build-steps/translations.ts'
import { TileGrid } from '../../components/TileGrid.tsx'
import { eventTiles } from '../../content/eventTiles.ts'
import type { PageFrontmatter } from '../../content/schema.ts'

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

  it("gives a page added under an event its event page's tile; names it, saying where its tile goes, only where the event page makes none", () => {
    expect(unlinkedEventPages(contentDir)).toEqual([])
    const content = copyOfContent()
    const [event] = serviceEvents(content)
    const address = 'cake-table'
    const page = `/services/${event.folder}/${address}`
    fs.writeFileSync(
      path.join(content, `pages${page}.mdx`),
      newPageFormat(serviceEvents(content)).toFile({
        event: event.folder,
        address,
        title: 'Cake Tables in Chennai & Coimbatore | Thoranam',
        description: "A cake table dressed to the party's theme: backdrop, name board, candles and a stand, ready before the guests.",
        heading: 'Cake Table',
        enquiry: { question: 'Planning the cake table for the celebration?' },
        body: 'We set the table the evening before.\n',
      }),
    )
    // The event page's tiles end with one for the new page: its heading, and the event's banner (it has none yet).
    const eventFile = path.join(content, `pages${event.href}.mdx`)
    const eventPage = readPage(eventFile).frontmatter as PageFrontmatter
    const pages = pageFiles('en', content).map((file) => readPage(file).frontmatter as PageFrontmatter)
    expect(eventTiles(eventPage, pages, keptBrokenLinks(content))).toEqual([
      ...eventPage.tiles!,
      { image: eventPage.banner, title: 'Cake Table', target: page },
    ])
    expect(unlinkedEventPages(content)).toEqual([])
    // An event page without tiles makes none: the page is named, with where its tile goes.
    const entry = mdxFormat.fromFile(fs.readFileSync(eventFile, 'utf8')) as { tiles?: object[] }
    delete entry.tiles
    fs.writeFileSync(eventFile, mdxFormat.toFile(entry))
    expect(unlinkedEventPages(content)).toContain(
      `content/pages${page}.mdx: (file): no page links to ${page} yet, so visitors cannot find it: add a tile to the event's page (in the editor: Pages › ${event.href} › Tiles › Add) whose target is ${page}, or a link to it in that page's text`,
    )
  })

  it('marks the Tamil tile of a page still in English as English (lang) and lists it as waiting for its Tamil, until that page is translated', () => {
    const content = copyOfContent()
    const [event] = serviceEvents(content)
    const page = `/services/${event.folder}/cake-table`
    fs.writeFileSync(
      path.join(content, `pages${page}.mdx`),
      newPageFormat(serviceEvents(content)).toFile({
        event: event.folder,
        address: 'cake-table',
        title: 'Cake Tables in Chennai & Coimbatore | Thoranam',
        description: "A cake table dressed to the party's theme: backdrop, name board, candles and a stand, ready before the guests.",
        heading: 'Cake Table',
        enquiry: { question: 'Planning the cake table for the celebration?' },
        body: 'We set the table the evening before.\n',
      }),
    )
    // Its Tamil page, as the pull request's tidy writes it: a draft in English.
    expect(writeDrafts(content)).toEqual([`content/ta/pages${page}.mdx`])
    const kept = keptBrokenLinks(content)
    const lastTile = (locale: 'en' | 'ta') => {
      const pages = pageFiles(locale, content).map((file) => mergedPage(file, content).frontmatter as PageFrontmatter)
      const eventPage = pages.find((each) => each.canonical === (locale === 'en' ? event.href : `/ta${event.href}`))!
      return eventTiles(eventPage, pages, kept)!.at(-1)!
    }
    expect(lastTile('en')).toEqual({ image: expect.anything(), title: 'Cake Table', target: page })
    expect(lastTile('ta')).toEqual({ image: expect.anything(), title: 'Cake Table', target: `/ta${page}`, lang: 'en' })
    // Drawn marked, so a screen reader reads it in English.
    const image = { src: '/x.jpg', alt: 'x', width: 4, height: 3 }
    expect(renderToStaticMarkup(createElement(TileGrid, { tiles: [{ ...lastTile('ta'), image }] }))).toMatch(
      /<h2 class="tile__title" lang="en">Cake Table<\/h2>/,
    )
    // Listed with the other words a Tamil page shows in English, and allowed as such by the Tamil pages' checks.
    const listed = `content/ta/pages${event.href}.mdx: tiles (/ta${page}): in English until content/ta/pages${page}.mdx is translated (English: content/pages${page}.mdx)`
    expect(waitingWords(content)).toContain(listed)
    expect(waitingEnglish(content)).toContain('Cake Table')
    // And counted in the Tamil event page's label in the editor, with its other words in English.
    const labelOf = () =>
      (cmsConfig({ contentDir: content }).collections as { name: string; files?: { file: string; label: string }[] }[])
        .find((collection) => collection.name === 'pages_ta')!
        .files!.find((file) => file.file.endsWith(`ta/pages${event.href}.mdx`))!.label
    expect(labelOf()).toMatch(/\(1 word in English\)$/)
    // Translated: the tile takes the Tamil heading, unmarked, and nothing waits for it.
    const draftFile = path.join(content, `ta/pages${page}.mdx`)
    fs.writeFileSync(
      draftFile,
      fs
        .readFileSync(draftFile, 'utf8')
        .replace(/^draft: true\n/m, '')
        .replace(/^heading: .*$/m, 'heading: கேக் மேசை'),
    )
    expect(lastTile('ta')).toEqual({ image: expect.anything(), title: 'கேக் மேசை', target: `/ta${page}` })
    expect(waitingWords(content)).not.toContain(listed)
    expect(labelOf()).not.toMatch(/in English/)
  })
})
