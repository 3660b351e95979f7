// The editor's file formats rewrite only what an editor changed: every content file reads and writes back
// byte for byte, and a change touches only its own value.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { mdxFormat, patchYaml, SOURCE_KEY, yamlFormat } from '../../admin/formats.ts'
import { checkPageSource, contentDir, pageFiles } from '../../build-steps/content-check.ts'

const dataFiles = fs.readdirSync(path.join(contentDir, 'data')).map((name) => path.join(contentDir, 'data', name))
const read = (file: string) => fs.readFileSync(file, 'utf8')
/** What the editor hands back on save: the loaded entry, changed, as plain data. */
const edited = <T extends Record<string, unknown>>(entry: T, change: (data: T) => void) => {
  const copy = structuredClone(entry)
  change(copy)
  return copy
}

describe('editor file formats', () => {
  it.each(pageFiles().map((file) => [path.relative(contentDir, file), file]))(
    '%s saves back byte for byte when nothing changed',
    (_name, file) => {
      const source = read(file)
      const entry = mdxFormat.fromFile(source)
      expect(entry[SOURCE_KEY]).toBe(source)
      expect(mdxFormat.toFile(edited(entry, () => {}))).toBe(source)
    },
  )

  it.each(dataFiles.map((file) => [path.basename(file), file]))('%s saves back byte for byte when nothing changed', (_name, file) => {
    const source = read(file)
    expect(yamlFormat.toFile(yamlFormat.fromFile(source))).toBe(source)
  })

  it('changes only the edited lines of a page; the body with its components stays as written', () => {
    const file = path.join(contentDir, 'pages/services/birthday.mdx')
    const source = read(file)
    type Page = { title: string; tiles: { text: string; image: { focus?: string } }[]; body: string }
    const entry = mdxFormat.fromFile(source) as Record<string, unknown> & Page
    const saved = mdxFormat.toFile(
      edited(entry, (page) => {
        page.title = 'Birthday Parties & First Birthdays in Salem | Thoranam'
        page.tiles[1].text = 'Photographs of the cake, the candles and every grandparent: "smile!"'
        page.tiles[2].image.focus = 'top'
      }),
    )
    const before = source.split('\n')
    const after = saved.split('\n')
    expect(after.length).toBe(before.length)
    const changed = before.flatMap((line, i) => (line === after[i] ? [] : [[line, after[i]]]))
    expect(changed).toEqual([
      [
        'title: Birthday Parties in Salem, Chennai & Coimbatore | Thoranam',
        'title: Birthday Parties & First Birthdays in Salem | Thoranam',
      ],
      [
        '    text: Photographs of the cake-cutting and the candid moments in between.',
        `    text: 'Photographs of the cake, the candles and every grandparent: "smile!"'`,
      ],
      ['  - image: { src: entertainment/entertainment-08.jpg }', '  - image: { src: entertainment/entertainment-08.jpg, focus: top }'],
    ])
    expect(saved).toContain('<CheckList color="#1995AD">')
    expect(checkPageSource(file, saved).tiles![1].text).toBe('Photographs of the cake, the candles and every grandparent: "smile!"')
  })

  it('adds, removes and reorders fields and list items without touching the rest', () => {
    const source =
      'title: One\nintro: >-\n  A folded\n  paragraph.\nitems:\n  - { a: 1, b: two }\n  - { a: 2, b: three }\n# kept comment\nlast: end\n'
    expect(
      patchYaml(source, {
        title: 'One',
        intro: 'A folded paragraph.',
        items: [
          { a: 1, b: 'two' },
          { a: 2, b: 'three' },
        ],
        last: 'end',
        added: 'new',
      }),
    ).toBe(`${source.trimEnd()}\nadded: new\n`)
    expect(
      patchYaml(source, {
        title: 'One',
        items: [
          { a: 1, b: 'two' },
          { a: 2, b: 'three' },
        ],
        last: 'end',
      }),
    ).toBe('title: One\nitems:\n  - { a: 1, b: two }\n  - { a: 2, b: three }\n# kept comment\nlast: end\n')
    expect(patchYaml(source, { title: 'One', intro: 'A folded paragraph.', items: [{ a: 2, b: 'three' }], last: 'end' })).toBe(
      'title: One\nintro: >-\n  A folded\n  paragraph.\nitems:\n  - { a: 2, b: three }\n# kept comment\nlast: end\n',
    )
    expect(
      patchYaml(source, {
        title: 'One',
        intro: 'A new\nparagraph.',
        items: [
          { a: 1, b: 'two' },
          { a: 2, b: 'three' },
        ],
        last: 'end',
      }),
    ).toContain('\nintro: >-\n  A new\n\n  paragraph.\nitems:\n  - { a: 1, b: two }\n')
  })

  it('appends a new list item and cuts removed ones, leaving the other items as written', () => {
    const source = read(path.join(contentDir, 'pages/services/birthday.mdx'))
    const entry = mdxFormat.fromFile(source) as Record<string, unknown> & { tiles: Record<string, unknown>[] }
    const tile = {
      image: { src: 'gifts/gifts-01.jpg' },
      title: 'Return Gifts',
      text: 'Small thank-yous.',
      target: '/services/birthday/birthday-return-gifts',
    }
    const added = mdxFormat.toFile({ ...entry, tiles: [...entry.tiles, tile] })
    const lastTile = source.indexOf('\n', source.indexOf('    target:', source.lastIndexOf('  - image:', source.indexOf('\n---', 4))))
    expect(added).toBe(
      source.slice(0, lastTile) +
        '\n  - image:\n      src: gifts/gifts-01.jpg\n    title: Return Gifts\n    text: Small thank-yous.\n    target: /services/birthday/birthday-return-gifts' +
        source.slice(lastTile),
    )
    expect(checkPageSource(path.join(contentDir, 'pages/services/birthday.mdx'), added).tiles).toHaveLength(entry.tiles.length + 1)
    const cut = mdxFormat.toFile({ ...entry, tiles: entry.tiles.slice(0, 2) })
    expect(checkPageSource(path.join(contentDir, 'pages/services/birthday.mdx'), cut).tiles).toEqual(entry.tiles.slice(0, 2))
    expect(source.startsWith(cut.slice(0, cut.indexOf('    target: /services/birthday/photography') + 40))).toBe(true)
  })

  it('quotes what a one-line map needs quoted, and rewrites such a map on one line when fields come or go', () => {
    const source = 'images:\n  - { src: a/b.jpg, alt: Five words of alt text }\n'
    const comma = patchYaml(source, { images: [{ src: 'a/b.jpg', alt: 'Lamps, flowers: and a stage' }] })
    expect(comma).toBe('images:\n  - { src: a/b.jpg, alt: "Lamps, flowers: and a stage" }\n')
    expect(yamlFormat.fromFile(comma)).toMatchObject({ images: [{ alt: 'Lamps, flowers: and a stage' }] })
    expect(patchYaml(source, { images: [{ src: 'a/b.jpg' }] })).toBe('images:\n  - { src: a/b.jpg }\n')
    expect(patchYaml(source, { images: [{ src: 'a/b.jpg', alt: 'Five words of alt text', title: 'New' }] })).toBe(
      'images:\n  - { src: a/b.jpg, alt: Five words of alt text, title: New }\n',
    )
  })

  it('ignores the empty values the editor fills into fields a file never had', () => {
    const source = read(path.join(contentDir, 'pages/services/wedding.mdx'))
    const entry = mdxFormat.fromFile(source)
    const saved = mdxFormat.toFile({ ...entry, galleries: [], aliases: [], intro: entry.intro, noindex: undefined, interactive: undefined })
    expect(saved).toBe(source)
  })

  it('shows pictures to the editor from their previews under /admin/pictures/ and stores them as paths under content/images/', () => {
    const source = read(path.join(contentDir, 'pages/services/birthday.mdx'))
    vi.stubGlobal('location', { origin: 'http://localhost:3000' })
    try {
      const entry = mdxFormat.fromFile(source) as Record<string, unknown> & { banner: { src: string } }
      expect(entry.banner.src).toBe('http://localhost:3000/admin/pictures/events/birthday.jpg')
      expect(mdxFormat.toFile(entry)).toBe(source)
      const uploaded = mdxFormat.toFile({ ...entry, banner: { ...entry.banner, src: 'uploads/new-stage.jpg' } })
      expect(uploaded).toBe(source.replace('src: events/birthday.jpg', 'src: uploads/new-stage.jpg'))
      // An upload has no preview until the next build: the editor loads it from the repository by its own path.
      expect((mdxFormat.fromFile(uploaded) as { banner: { src: string } }).banner.src).toBe('uploads/new-stage.jpg')
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('writes the edits that used to break a file: a testimonial, a long FAQ question that needs quotes, a row title, a tile text', () => {
    const testimonials = read(path.join(contentDir, 'data/testimonials.yaml'))
    const reviews = yamlFormat.fromFile(testimonials) as { items: { Message: string; Name: string; Work?: string }[] }
    const message =
      'They arrived at four in the morning: the mandap, the lights and the nadaswaram were ready by six, and my mother cried when she saw it, because it was exactly the picture she had kept in her mind for years.'
    const review = yamlFormat.toFile(edited(reviews, (file) => (file.items[1].Message = message)))
    const lines = testimonials.split('\n')
    const start = lines.indexOf('- Message: >-', lines.indexOf('- Message: >-') + 1)
    expect(review.split('\n').slice(0, start + 1)).toEqual(lines.slice(0, start + 1))
    expect(review.split('\n').slice(start + 1, start + 3)).toEqual([
      '    They arrived at four in the morning: the mandap, the lights and the nadaswaram were ready by six, and my mother',
      '    cried when she saw it, because it was exactly the picture she had kept in her mind for years.',
    ])
    expect(review.split('\n').slice(start + 3)).toEqual(lines.slice(start + 3))
    // Removing a review's first field keeps the list item's "- " with the next one.
    const withoutMessage = yamlFormat.toFile(edited(reviews, (file) => delete (file.items[0] as Partial<(typeof file.items)[0]>).Message))
    expect(withoutMessage).toContain('\n- Name: Lakshmi Narayanan\n  Work: Software engineer, Chennai\n- Message: >-\n')

    const faq = read(path.join(contentDir, 'data/faq.yaml'))
    const question =
      'Our venue is a farmhouse 40 km from Salem: can you bring the stage, the lights and a generator, and do you charge for travel?'
    const asked = yamlFormat.toFile(
      edited(yamlFormat.fromFile(faq) as { items: { question: string }[] }, (file) => (file.items[0].question = question)),
    )
    expect(asked).toBe(
      faq.replace(
        '- question: Which areas do you serve?',
        '- question: "Our venue is a farmhouse 40 km from Salem: can you bring the stage, the lights and a generator, and do\n    you charge for travel?"',
      ),
    )
    expect((yamlFormat.fromFile(asked) as { items: { question: string }[] }).items[0].question).toBe(question)

    const decoration = read(path.join(contentDir, 'pages/services/wedding/decoration.mdx'))
    type Page = { galleries: { title?: string; images: object[] }[]; tiles?: { text?: string }[] }
    const page = mdxFormat.fromFile(decoration) as Record<string, unknown> & Page
    const titled = mdxFormat.toFile(edited(page, (p) => (p.galleries[0].title = 'Mandap, stage & the "oonjal" swing: our favourites')))
    expect(titled).toBe(
      decoration.replace('  - title: Mandap and stage\n', `  - title: 'Mandap, stage & the "oonjal" swing: our favourites'\n`),
    )
    const untitled = mdxFormat.toFile(edited(page, (p) => delete p.galleries[0].title))
    expect(untitled).toBe(decoration.replace('  - title: Mandap and stage\n    images:\n', '  - images:\n'))

    const birthday = read(path.join(contentDir, 'pages/services/birthday.mdx'))
    const tiles = mdxFormat.fromFile(birthday) as Record<string, unknown> & Page
    const text = 'Balloon arches, a name board and a cake table: set up the evening before, so that the birthday child wakes up to it.'
    expect(mdxFormat.toFile(edited(tiles, (p) => (p.tiles![0].text = text)))).toBe(
      birthday.replace(
        '    text: Theme stages, balloon arches and flower backdrops for every age.\n',
        '    text: "Balloon arches, a name board and a cake table: set up the evening before, so that the birthday child\n      wakes up to it."\n',
      ),
    )
  })

  it('writes texts the yaml package folds wrongly (a line of only spaces in a quoted text) so that they read back', () => {
    const source = read(path.join(contentDir, 'pages/services/babyshower.mdx'))
    const entry = mdxFormat.fromFile(source) as Record<string, unknown> & { tiles: { text: string }[] }
    for (const text of [
      '" !tag {anytime} *alias #1995AD\n \n\n ',
      ' Leading space, then a line\nand another line, long enough to be folded by the writer at its width of one hundred and fifteen',
    ]) {
      const saved = mdxFormat.toFile(edited(entry, (page) => (page.tiles[2].text = text)))
      expect((mdxFormat.fromFile(saved) as typeof entry).tiles[2].text).toBe(text)
      // Only the tile's text is written anew: every other line of the file is still there.
      const lines = new Set(saved.split('\n'))
      expect(source.split('\n').filter((line) => !lines.has(line))).toEqual([
        '    text: Glass bangles, kumkum boxes and sweets for every woman who comes to bless.',
      ])
    }
  })

  it('reads a list data file as "items" and writes it back as a list', () => {
    const source = read(path.join(contentDir, 'data/faq.yaml'))
    const entry = yamlFormat.fromFile(source) as { items: { question: string }[] }
    expect(entry.items).toHaveLength(6)
    const saved = yamlFormat.toFile(edited(entry, (faq) => (faq.items[0].question = 'Which towns do you serve?')))
    expect(saved).toBe(source.replace('- question: Which areas do you serve?', '- question: Which towns do you serve?'))
  })
})
