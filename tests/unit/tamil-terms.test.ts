// The Tamil words in the source files, before any build: the term sheet, banned words and limits of
// docs/tamil-terms.yaml (explained in docs/tamil-glossary.md) over every file under content/ta/ (one page per file)
// and the Tamil word book, so `npm run test:quick` names a second name for a thing, a banned word or a skeleton word
// over its limit. tests/site/tamil-words.test.ts applies the same rules to the built pages. The English titles and
// descriptions name Salem first wherever they name Chennai and Coimbatore.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse as parseYaml } from 'yaml'
import { filesUnder, readPage } from '../../build-steps/content-loader.ts'
import { ALL_WORDS } from '../../content/ui/all.ts'
import { type RuleKind, loadTamilRules, stringsOf, tamilHits, tamilSourcePages } from '../support/tamil-terms.ts'

const root = path.resolve(import.meta.dirname, '../..')
const INTERFACE = 'content/ui/ta.ts'
const pages = [...tamilSourcePages(), { page: INTERFACE, texts: stringsOf(ALL_WORDS.ta) }]
const hits = tamilHits(pages)
const hitsOn = (page: string, kind: RuleKind) => hits.filter((hit) => hit.page === page && hit.kind === kind).map((hit) => hit.message)

describe('the rules in docs/tamil-terms.yaml', () => {
  const rules = loadTamilRules()

  it('give each term a thing and a word that is no other name of any thing, its own included', () => {
    expect(rules.terms.filter((t) => !t.thing || !t.use)).toEqual([])
    const clashes = tamilHits(
      rules.terms.map((t) => ({ page: `${t.thing}: ${t.use}`, texts: [t.use] })),
      rules,
    ).filter((hit) => hit.kind === 'term' && hit.page !== 'the whole edition')
    expect(clashes.map((hit) => hit.message)).toEqual([])
  })

  it('find what they are for: a second name, a banned word, a skeleton word over its limit, a city list without Salem first', () => {
    const sample = tamilHits([
      {
        page: 'a',
        route: '/vendor',
        texts: ['சேவையாளராக இணையுங்கள்', 'சென்னை, கோயம்புத்தூரில் அலங்காரம்', 'முக்கியமான தருணம்', 'கடைசித் தருணம்', '1 படங்கள்'],
      },
      {
        page: 'b',
        route: '/contactus/thanks',
        texts: ['முன்பதிவுக்கு நன்றி', 'சேலம், சென்னை, கோயம்புத்தூர்', 'புக் செய்ததற்கு நன்றி', 'தொடர்புக்கு', 'திருமணப் புகைப்படம்', 'இசையும் நிகழ்ச்சிகளும்'],
      },
      // The native reading's corrections: each old word where it was found, and தருணம் once on a page passes.
      {
        page: 'c',
        texts: ['இளம் நிறப் பூக்கள்', 'படத்தொகுப்பு', 'புகைப்படம்', 'அலங்காரம், புகைப்படம், மேக்கப்', 'இசை, நிகழ்ச்சிகள்', 'அனுப்பிவிட்டோம்', 'பார்ட்னர்'],
      },
      { page: 'd', texts: ['மோதிரம் மாற்றும் தருணம்', 'லைட் கலர் பூக்கள்', 'கேலரி', 'போட்டோ', 'எங்களுக்குக் கிடைத்துவிட்டது', 'பார்ட்னர் பதிவு'] },
      { page: 'e', texts: ['சின்னச் சின்ன நேரங்கள்'] },
      // நம் முறைப்படி once on a page passes (d has none); twice is a tic.
      { page: 'f', texts: ['நம் முறைப்படி மேடை', 'நம் முறைப்படி மல்லிகை'] },
      { page: 'g', texts: ['நம் முறைப்படியா, இன்றைய ஸ்டைலா'] },
      // The entertainment label inside a running list, not at its end or as a heading.
      { page: 'h', texts: ['போட்டோ, மெஹந்தி, இசையும்\nநிகழ்ச்சிகளும், ரிட்டர்ன் கிஃப்ட்', 'கல்யாண நாதஸ்வரம், இசையும் நிகழ்ச்சிகளும்'] },
      // The priest and the elders without the அருமைக்காரர், not with him; "quietly" twice on one page.
      {
        page: 'i',
        texts: ['புரோகிதரோ பெரியவர்களோ கை காட்டியதும்', 'புரோகிதரும் அருமைக்காரரும் பெரியவர்களும்', 'சத்தமில்லாமல் வேலை', 'சத்தமில்லாமல் நகர்வார்கள்'],
      },
      // A second reading's finds: the hospital's «mother and child», and the lines pages shared, each twice on a page
      // (a mood promised, the small details, the photos loved most, the day coming alive); களை inside another word
      // (படங்களை வருடக்கணக்கில், லைட்டுகளைக் கட்டி) is no opener.
      {
        page: 'j',
        texts: [
          'தாயும் சேயும் நலமாக இருக்கட்டும்',
          'நீங்கள் நிம்மதியாக இருக்கலாம்',
          'நிம்மதியாகக் கொண்டாடுங்கள்',
          'சின்னச் சின்ன வேலைகளையும்',
          'இடையில் வரும் சின்னச் சின்ன வேலைகள்',
          'குடும்பங்களுக்கு மிகவும் பிடித்தவை இவைதான்',
          'எல்லோருக்கும் மிகவும் பிடிப்பது',
          'வளைகாப்பு களைகட்டும்',
          'நிச்சயதார்த்தக் களை வரும்',
          'படங்களை வருடக்கணக்கில்',
          'சீரியல் லைட்டுகளைக் கட்டி',
          'பார்ட்டி முழுவதையும் நாங்கள் பார்த்துக்கொள்கிறோம்',
          'இவற்றை நாங்கள் பார்த்துக்கொள்கிறோம்',
        ],
      },
    ])
    expect(sample.map((hit) => `${hit.page} ${hit.kind}: ${hit.rule}`)).toEqual([
      'a term: the places we work (titles, descriptions, any list of cities)',
      'a term: vendor (a caterer, photographer, decorator or DJ who works with us)',
      'a avoid: (?<![0-9])1 [\\u0B80-\\u0BFF]+கள்',
      'a limit: தருண',
      'b term: a booking',
      // The booking words (முன்பதிவு, புக் செய்), not தொடர்புக்கு ("to contact") or புகைப்படம், which hold புக்.
      'b avoid: (?<![\\u0B80-\\u0BFF])புக்(?:கிங்| செய்)|முன்பதிவு',
      'b avoid: (?<![\\u0B80-\\u0BFF])புக்(?:கிங்| செய்)|முன்பதிவு',
      "c term: the site's gallery (the page, its menu label and crumb)",
      'c term: what the family sent (a form or the outbox), once it has reached us',
      'c term: pastel colours',
      // The bare label and the label in a list of what we do; புகைப்படம் in a page's heading passes (b).
      'c term: photography (the service) and taking photos',
      'c term: photography (the service) and taking photos',
      'c term: entertainment (music, performers, games)',
      'c avoid: ^பார்ட்னர்$',
      'e limit: சின்னச் சின்ன (?:நேர|நொடி|தருண)',
      'f limit: நம் முறைப்படி',
      'h term: entertainment (music, performers, games)',
      'i avoid: புரோகிதரோ பெரியவர்|புரோகிதரும் பெரியவர்',
      'i limit: சத்தமில்லாம|சத்தம் இல்லாம',
      'j avoid: தாயும் சேயும்',
      'j limit: பார்த்துக்கொள்கிறோம்',
      'j limit: நிம்மதியாக',
      'j limit: சின்னச் சின்ன வேலை',
      'j limit: மிகவும் பிடி',
      'j limit: (?<![\\u0B80-\\u0BFF])களை ?(?:கட்ட|கட்டு|கட்டி|வரு|வந்த)',
      // Twice over these sample pages is over the once a site allows.
      'the whole edition limit: சின்னச் சின்ன வேலை',
      'the whole edition limit: மிகவும் பிடி',
    ])
  })
})

describe('the Tamil source files', () => {
  it.each(pages.map((p) => p.page))("%s calls each thing by the term sheet's one name", (page) => {
    expect(hitsOn(page, 'term')).toEqual([])
  })

  it.each(pages.map((p) => p.page))('%s uses no word the Tamil style guide avoids', (page) => {
    expect(hitsOn(page, 'avoid')).toEqual([])
  })

  it.each(pages.map((p) => p.page))('%s keeps the skeleton words within their limits', (page) => {
    expect(hitsOn(page, 'limit')).toEqual([])
  })

  it('keep the skeleton words and the asides within their limits over the whole edition', () => {
    expect(hits.filter((hit) => hit.page === 'the whole edition').map((hit) => hit.message)).toEqual([])
  })
})

describe('the Tamil titles and descriptions', () => {
  const heads = tamilSourcePages()
    .filter((p) => p.route?.startsWith('/services/'))
    .map((p) => ({ ...p, ...readPage(path.join(root, p.page)).frontmatter }) as { page: string; route: string; description?: string })

  it('name a decoration page with the search word டெக்கரேஷன் once in its description', () => {
    const decoration = heads.filter((p) => /decoration/.test(p.route))
    expect(decoration.length).toBeGreaterThan(0)
    expect(
      decoration
        .filter((p) => (p.description?.match(/டெக்கரேஷ/g) ?? []).length !== 1)
        .map((p) => `${p.page}: description: «${p.description}»: say டெக்கரேஷன் once, the word families type`),
    ).toEqual([])
  })
})

describe('the English pages and data files', () => {
  // The Care rules reach the English edition too: the patterns under `english` in docs/tamil-terms.yaml.
  const rules = (
    parseYaml(fs.readFileSync(path.join(root, 'docs/tamil-terms.yaml'), 'utf8')) as {
      english: { pattern: string; say: string; why: string }[]
    }
  ).english
  const files = [...filesUnder(path.join(root, 'content/pages'), '.mdx'), ...filesUnder(path.join(root, 'content/data'), '.yaml')]

  it.each(files.map((file) => path.relative(root, file)))(
    '%s uses no word the Care rules avoid (caste names, "your community")',
    (file) => {
      const text = fs.readFileSync(path.join(root, file), 'utf8').replace(/\s+/g, ' ')
      const found = rules.flatMap(({ pattern, say, why }) =>
        [...text.matchAll(new RegExp(pattern, 'gi'))].map(
          (m) => `${file}: «${m[0]}» in «…${text.slice(Math.max(0, m.index - 40), m.index + m[0].length + 40)}…»: ${why}; say ${say}`,
        ),
      )
      expect(found).toEqual([])
    },
  )
})

describe('the English titles and descriptions', () => {
  const SALEM_FIRST = /^(?:(?!Salem)[\s\S])*?(?:Chennai(?=[\s\S]*Coimbatore)|Coimbatore(?=[\s\S]*Chennai))/
  const heads = filesUnder(path.join(root, 'content/pages'), '.mdx').map(
    (file) =>
      ({ file: path.relative(root, file), ...readPage(file).frontmatter }) as { file: string; title?: string; description?: string },
  )

  it('name Salem first wherever they name Chennai and Coimbatore', () => {
    const late = heads.flatMap(({ file, title, description }) =>
      Object.entries({ title, description })
        .filter(([, text]) => text && SALEM_FIRST.test(text))
        .map(([field, text]) => `${file}: ${field}: «${text}»: name the places "Salem, Chennai and Coimbatore", Salem first`),
    )
    expect(late).toEqual([])
  })
})
