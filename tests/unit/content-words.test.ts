// What an editor reads when a field is wrong: the schema library's messages come out in the editor's words from the
// check itself (zod's error customisation, inEditorsWords in content/schema.ts), so the build, the editor's pull
// request and npm run check:content say the same, and no zod upgrade can change them by rewording its own text.
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { contentDir, loadData, readPage } from '../../build-steps/content-loader.ts'
import { validateData, validatePage } from '../../content/schema.ts'

const GALLERY = 'content/data/gallery.yaml'
const gallery = () => structuredClone(loadData(path.join(contentDir, 'data/gallery.yaml'))) as Record<string, unknown>[]
const home = () => structuredClone(loadData(path.join(contentDir, 'data/home.yaml'))) as Record<string, any>
const about = () => structuredClone(readPage(path.join(contentDir, 'pages/aboutus.mdx')).frontmatter)

/** The message a data file's check gives, for one field. */
function messageOf(file: string, data: unknown): string {
  try {
    validateData(file, data)
  } catch (error) {
    return (error as Error).message
  }
  throw new Error(`${file} was accepted`)
}
const pageMessage = (data: Record<string, unknown>) => {
  try {
    validatePage('content/pages/aboutus.mdx', 'aboutus.mdx', data)
  } catch (error) {
    return (error as Error).message
  }
  throw new Error('the page was accepted')
}
const withItem = (change: (item: Record<string, unknown>) => void) => {
  const items = gallery()
  change(items[0])
  return items
}

describe("the schema's messages in an editor's words", () => {
  it('a field left out, or of the wrong kind', () => {
    const HOME = 'content/data/home.yaml'
    const counter = (change: (counter: Record<string, unknown>) => void) => {
      const data = home()
      change(data.counters[0])
      return data
    }
    expect(
      messageOf(
        HOME,
        counter((c) => delete c.suffix),
      ),
    ).toBe(`${HOME}: counters[0].suffix: missing: this field must be filled in`)
    expect(
      messageOf(
        HOME,
        counter((c) => (c.suffix = 1)),
      ),
    ).toBe(`${HOME}: counters[0].suffix: must be a text: put it in quotes ("…")`)
    expect(
      messageOf(
        HOME,
        counter((c) => (c.suffix = ['+'])),
      ),
    ).toBe(`${HOME}: counters[0].suffix: must be a text, not a list`)
    expect(
      messageOf(
        HOME,
        counter((c) => (c.suffix = { plus: 1 })),
      ),
    ).toBe(`${HOME}: counters[0].suffix: must be a text, not a group of fields`)
    const counters = home()
    counters.counters[0].value = '8'
    expect(messageOf('content/data/home.yaml', counters)).toBe(
      'content/data/home.yaml: counters[0].value: must be a number, written without quotes',
    )
    counters.counters[0].value = 8.5
    expect(messageOf('content/data/home.yaml', counters)).toBe(
      'content/data/home.yaml: counters[0].value: must be a whole number, written without quotes',
    )
    expect(pageMessage({ ...about(), noindex: 'yes' })).toBe(
      'content/pages/aboutus.mdx: noindex: must be true or false (a tick box in the editor), written without quotes',
    )
    expect(pageMessage({ ...about(), galleries: 'about/about-01.jpg' })).toBe(
      'content/pages/aboutus.mdx: galleries: must be a list: each item on its own line, starting with "- "',
    )
    expect(pageMessage({ ...about(), banner: 'hero/hero-01.jpg' })).toBe(
      'content/pages/aboutus.mdx: banner: must be a group of fields, each on its own line, indented under this one',
    )
  })

  it('a choice not among the options, an empty text, too few or too many', () => {
    expect(
      messageOf(
        GALLERY,
        withItem((item) => (item.category = 'Flowers')),
      ),
    ).toBe(`${GALLERY}: [0].category: must be one of: Decoration, Photography, Groom Makeup, Bridal Makeup, Entertainment, Gifts`)
    expect(pageMessage({ ...about(), heading: '' })).toBe('content/pages/aboutus.mdx: heading: must not be empty')
    const counters = home()
    counters.counters.pop()
    // A list of a fixed length (the counters are four) says so; zod's own text was all an editor read here before.
    expect(messageOf('content/data/home.yaml', counters)).toBe('content/data/home.yaml: counters: must hold exactly 4 items')
    counters.counters.push(counters.counters[0], counters.counters[1])
    expect(messageOf('content/data/home.yaml', counters)).toBe('content/data/home.yaml: counters: must hold exactly 4 items')
    const reviews = structuredClone(loadData(path.join(contentDir, 'data/testimonials.yaml'))) as unknown[]
    expect(messageOf('content/data/testimonials.yaml', reviews.slice(0, 0))).toBe(
      'content/data/testimonials.yaml: (front-matter): needs at least 1 item',
    )
    const zero = home()
    zero.counters[0].value = 0
    expect(messageOf('content/data/home.yaml', zero)).toBe('content/data/home.yaml: counters[0].value: must be more than 0')
  })

  it('a field the file does not have, named so it can be found', () => {
    expect(
      messageOf(
        GALLERY,
        withItem((item) => (item.caption = 'x')),
      ),
    ).toBe(`${GALLERY}: [0]: "caption" is not a field here: check the spelling, or remove it`)
    expect(
      messageOf(
        GALLERY,
        withItem((item) => Object.assign(item, { caption: 'x', title: 'y' })),
      ),
    ).toBe(`${GALLERY}: [0]: "caption", "title" are not fields here: check the spelling, or remove them`)
  })

  it("a rule's own message stays as written", () => {
    expect(pageMessage({ ...about(), title: 'A title far longer than sixty characters, which search engines cut' })).toBe(
      'content/pages/aboutus.mdx: title: must be at most 60 characters (search engines cut longer titles)',
    )
  })
})
