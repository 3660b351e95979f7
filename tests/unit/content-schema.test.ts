// Broken content must fail with a message naming the file and the field.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkDataSource, checkPageSource, imagesDir } from '../../build-steps/content-check.ts'
import { pathOfPageFile } from '../../content/schema.ts'

const fixtures = path.resolve(import.meta.dirname, '../fixtures/broken')
const pagesDir = path.join(fixtures, 'pages')

function errorOf(name: string): string {
  const file = path.join(pagesDir, 'services', name)
  try {
    checkPageSource(file, fs.readFileSync(file, 'utf8'), { pages: pagesDir, images: imagesDir })
  } catch (error) {
    return (error as Error).message
  }
  throw new Error(`${name} was accepted`)
}

describe('page front-matter errors name the file and the field', () => {
  it('a title over 60 characters', () => {
    expect(errorOf('long-title.mdx')).toBe(
      'tests/fixtures/broken/pages/services/long-title.mdx: title: must be at most 60 characters (search engines cut longer titles)',
    )
  })

  it('a tile target that is not a site path', () => {
    expect(errorOf('bad-tile.mdx')).toMatch(/bad-tile\.mdx: tiles\[0\]\.target: must be a site path/)
  })

  it('a canonical that does not match the file', () => {
    expect(errorOf('wrong-canonical.mdx')).toMatch(/wrong-canonical\.mdx: canonical: must be "\/services\/wrong-canonical"/)
  })

  it('an image that is not in content/images', () => {
    expect(errorOf('missing-image.mdx')).toBe(
      'tests/fixtures/broken/pages/services/missing-image.mdx: galleries[0].images[2].src: no image "decoration/not-there.jpg" in content/images/: upload the picture, or choose one that is there (the name must match exactly, capitals included)',
    )
  })

  it('a row of fewer than 3 images', () => {
    expect(errorOf('short-row.mdx')).toMatch(/short-row\.mdx: galleries\[0\]\.images: a row needs at least 3 images/)
  })

  it('YAML that does not parse', () => {
    expect(errorOf('bad-yaml.mdx')).toMatch(/^tests\/fixtures\/broken\/pages\/services\/bad-yaml\.mdx: YAML: /)
  })

  it('no front-matter at all', () => {
    expect(errorOf('no-frontmatter.mdx')).toMatch(/no-frontmatter\.mdx: front-matter: missing/)
  })

  it('an event or service page without its enquiry block', () => {
    expect(errorOf('no-enquiry.mdx')).toMatch(
      /^tests\/fixtures\/broken\/pages\/services\/no-enquiry\.mdx: enquiry: missing: every event and service page ends with an enquiry block/,
    )
  })

  it("an enquiry whose event is not one of the contact form's", () => {
    expect(errorOf('wrong-event.mdx')).toBe(
      "tests/fixtures/broken/pages/services/wrong-event.mdx: enquiry.event: must be one of the contact form's events: Baby Shower, Birthday Celebration, Engagement, House Warming, Puberty, Wedding Event",
    )
  })

  it('a misspelt field is not silently ignored', () => {
    expect(errorOf('unknown-field.mdx')).toMatch(/unknown-field\.mdx: .*breadcrumbs/)
  })
})

describe('data file errors name the file and the field', () => {
  it('lists every wrong field of site.yaml', () => {
    const file = path.join(fixtures, 'data/site.yaml')
    let message = ''
    try {
      checkDataSource(file, fs.readFileSync(file, 'utf8'))
    } catch (error) {
      message = (error as Error).message
    }
    expect(message).toContain('tests/fixtures/broken/data/site.yaml: phone: must be "+91" followed by 10 digits')
    expect(message).toContain('tests/fixtures/broken/data/site.yaml: email: must be an e-mail address')
    expect(message).toContain('tests/fixtures/broken/data/site.yaml: address.postalCode: must be a 6-digit PIN code')
    expect(message).toContain('tests/fixtures/broken/data/site.yaml: social:')
  })
})

describe('file paths are URLs', () => {
  it.each([
    ['index.mdx', '/'],
    ['aboutus.mdx', '/aboutus'],
    ['services/wedding.mdx', '/services/wedding'],
    ['services/baby-shower/return-gifts.mdx', '/services/baby-shower/return-gifts'],
    ['contactus/thanks.mdx', '/contactus/thanks'],
  ])('%s is %s', (file, url) => {
    expect(pathOfPageFile(file)).toBe(url)
  })
})
