// No sentence copied across sibling pages (build-steps/sibling-sentences.ts), as `npm run check:content` and the
// build run it: a sentence with the same opening, ending or run of words as a sibling page's is named with its file
// and field, and pages written each for itself pass.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { contentProblems, siblingProblems } from '../../build-steps/content-problems.ts'
import { sharedPattern, siblingSentenceProblems, wordsOf } from '../../build-steps/sibling-sentences.ts'

/** A content folder with Tamil pages under one event, each file's front-matter and text as given. */
function contentWith(pages: Record<string, { title: string; description: string; intro?: string; body?: string }>): string {
  const content = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'siblings-')), 'content')
  for (const [file, page] of Object.entries(pages)) {
    const full = path.join(content, 'ta/pages/services', file)
    fs.mkdirSync(path.dirname(full), { recursive: true })
    const fields = Object.entries({ title: page.title, description: page.description, intro: page.intro })
      .filter(([, value]) => value)
      .map(([key, value]) => `${key}: "${value}"`)
    fs.writeFileSync(full, `---\n${fields.join('\n')}\n---\n\n${page.body ?? ''}\n`)
  }
  return content
}

describe('the sibling-sentence check', () => {
  it('finds the same opening, ending, run of words or sentence; a title may open on the event it is for', () => {
    const words = (s: string) => wordsOf(s)
    expect(
      sharedPattern(
        words('சேலம், சென்னை, கோயம்புத்தூரில் வளைகாப்பு அலங்காரம் செய்கிறோம்.'),
        words('சேலம், சென்னை, கோயம்புத்தூரில் வளைகாப்புப் போட்டோ எடுக்கிறோம்.'),
      ),
    ).toMatchObject({ kind: 'opening' })
    expect(
      sharedPattern(words('பூ ஊஞ்சல், வளையல் தட்டுகள் – சேலம், சென்னை, கோயம்புத்தூர்'), words('தாம்பூலப் பை, இனிப்பு – சேலம், சென்னை, கோயம்புத்தூர்')),
    ).toMatchObject({ kind: 'ending' })
    expect(
      sharedPattern(words('மேடை போட்டோ மேக்கப் மெஹந்தி இசை எல்லாம் ஒரே குழு'), words('கல்யாணத்துக்கு போட்டோ மேக்கப் மெஹந்தி இசை எல்லாம் தருகிறோம்')),
    ).toMatchObject({ kind: 'run' })
    expect(sharedPattern(words('மஞ்சள் நீராட்டு விழா ரிட்டர்ன் கிஃப்ட் பைகள்'), words('மஞ்சள் நீராட்டு விழா மேடை அலங்காரம்'), true)).toBeUndefined()
    expect(sharedPattern(words('வளையல் போடும் சடங்கின் படங்கள் எடுக்கிறோம்.'), words('தாம்பூலப் பையில் இனிப்பும் வளையலும் வைக்கிறோம்.'))).toBeUndefined()
  })

  it('names the file, the field and the sibling pages of a copied opening, in check:content', () => {
    const content = contentWith({
      'babyshower/decoration.mdx': {
        title: 'வளைகாப்பு அலங்காரம்',
        description: 'சேலம், சென்னை, கோயம்புத்தூரில் வளைகாப்பு அலங்காரம்: பூ ஊஞ்சல், வளையல் தட்டுகள்.',
      },
      'babyshower/photography.mdx': {
        title: 'வளைகாப்புப் புகைப்படம்',
        description: 'சேலம், சென்னை, கோயம்புத்தூரில் வளைகாப்புப் போட்டோ: வளையல் போடும் சடங்கு, ஆசீர்வாதம்.',
      },
    })
    const problems = siblingSentenceProblems(content)
    expect(problems.map(({ file, field }) => `${file}: ${field}`).sort()).toEqual([
      expect.stringMatching(/ta\/pages\/services\/babyshower\/decoration\.mdx: description$/),
      expect.stringMatching(/ta\/pages\/services\/babyshower\/photography\.mdx: description$/),
    ])
    expect(problems[0].message).toMatch(/the same opening .*«சேலம் சென்னை கோயம்புத்தூரில்».*babyshower\/photography\.mdx \(description\)/)
    expect(contentProblems(content, [siblingProblems])).toHaveLength(2)
  })

  it('reads one service across the events side by side: a return-gift paragraph copied from another event is named', () => {
    const content = contentWith({
      'engagement/return-gifts.mdx': {
        title: 'நிச்சயதார்த்த ரிட்டர்ன் கிஃப்ட்',
        description: 'மணமக்கள் பெயர் அச்சடித்த தாம்பூலப் பைகள்.',
        body: 'ஒவ்வொரு பையையும் எண்ணி, பேக் செய்து, லேபிள் ஒட்டுகிறோம்.',
      },
      'housewarming/housewarming-return-gifts.mdx': {
        title: 'கிரகப்பிரவேச ரிட்டர்ன் கிஃப்ட்',
        description: 'துளசிக் கன்றும் அகல் விளக்கும்.',
        body: 'ஒவ்வொரு பரிசையும் எண்ணி, பேக் செய்து, லேபிள் ஒட்டுகிறோம்.',
      },
      'housewarming/photography.mdx': {
        title: 'கிரகப்பிரவேசப் புகைப்படம்',
        description: 'பால் பொங்கும் நேரம், ஹோமம்.',
        body: 'ஒவ்வொரு படத்தையும் எடிட் செய்து, ஆல்பம் போட்டு, லிங்க் அனுப்புகிறோம்.',
      },
    })
    const problems = siblingSentenceProblems(content)
    expect(problems.map(({ file }) => file.replace(/.*services\//, '')).sort()).toEqual([
      'engagement/return-gifts.mdx',
      'housewarming/housewarming-return-gifts.mdx',
    ])
    expect(problems[0].message).toMatch(/the same ending .*among the gifts pages of the events/)
  })

  it('passes sibling pages each written for itself, text included', () => {
    const content = contentWith({
      'babyshower/decoration.mdx': {
        title: 'வளைகாப்பு அலங்காரம்',
        description: 'பூ ஊஞ்சல், வளையல் தட்டுகள், மல்லிகை: சேலத்திலும் சென்னை, கோயம்புத்தூரிலும் வளைகாப்பு டெக்கரேஷன்.',
        body: 'வளைகாப்புப் பெண்ணுக்கென்று தனி இருக்கை அமைக்கிறோம்; மேடையை மல்லிகையால் அலங்கரிக்கிறோம்.',
      },
      'babyshower/photography.mdx': {
        title: 'வளைகாப்புப் புகைப்படம்',
        description: 'வளையல் போடும் சடங்கு, பெரியவர்களின் ஆசீர்வாதம் – சேலம், சென்னை, கோயம்புத்தூரில் போட்டோகிராபர் வேண்டுமா?',
        body: 'அவசரப்படுத்தாமல், தள்ளி நின்று, வெளிச்சம் பார்த்துப் படம் எடுக்கிறோம்.',
      },
    })
    expect(siblingSentenceProblems(content)).toEqual([])
  })

  it('finds nothing in the content as it is', () => {
    expect(siblingSentenceProblems().map((p) => `${p.file}: ${p.field}: ${p.message}`)).toEqual([])
  })
})
