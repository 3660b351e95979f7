// The media library's deletion guard (admin/site-pictures.ts): an upload a page or data file names is refused in
// words, naming the file, read through whichever backend the editor runs (GitHub reads every file of a folder with
// allEntriesByFolder, the local one with entriesByFolder); an upload nothing names may go.
import { describe, expect, it } from 'vitest'
import { deleteRefusal, names } from '../../admin/site-pictures.ts'

const stored = {
  'content/pages': [
    { data: '---\nbanner:\n  src: uploads/stage-1a2b3c4d.jpg\n---\nText.\n', file: { path: 'content/pages/services/birthday.mdx' } },
  ],
  'content/data': [{ data: 'slides:\n  - image: decoration/decoration-01.jpg\n', file: { path: 'content/data/home.yaml' } }],
} as Record<string, { data: string; file: { path: string } }[]>
const listing = async (folder: string) => stored[folder] ?? []

describe("deleting from the editor's media library", () => {
  it('refuses an upload a page names, naming the page, through either way of reading a folder', async () => {
    for (const backend of [{ allEntriesByFolder: listing }, { entriesByFolder: listing }]) {
      const implementation = { getMedia: async () => [], ...backend }
      expect(await deleteRefusal(implementation, ['content/images/uploads/stage-1a2b3c4d.jpg'])).toMatch(
        /^uploads\/stage-1a2b3c4d\.jpg is shown by content\/pages\/services\/birthday\.mdx: take it off/,
      )
      expect(await deleteRefusal(implementation, ['content/images/uploads/spare-00000000.jpg'])).toBeUndefined()
    }
  })

  it('refuses a picture of the site listed beside the uploads, whatever names it', async () => {
    const implementation = { getMedia: async () => [], entriesByFolder: listing }
    expect(
      await deleteRefusal(implementation, ['content/images/uploads/_transformations/site-pictures/decoration/decoration-01.jpg']),
    ).toMatch(/one of the site's own/)
  })

  it('reads a whole path only', () => {
    expect(names('src: uploads/a-1.jpg\n', 'uploads/a-1.jpg')).toBe(true)
    expect(names('src: "uploads/a-1.jpg"', 'uploads/a-1.jpg')).toBe(true)
    expect(names('src: uploads/a-1.jpg.bak', 'uploads/a-1.jpg')).toBe(false)
    expect(names('src: uploads/ba-1.jpg', 'uploads/a-1.jpg')).toBe(false)
    expect(names('src: uploads/a-1xjpg', 'uploads/a-1.jpg')).toBe(false)
  })
})
