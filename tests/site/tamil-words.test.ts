// @vitest-environment jsdom
// The Tamil edition reads as Tamil, checked on the built HTML: the term sheet, banned words and limits of
// docs/tamil-terms.yaml (explained in docs/tamil-glossary.md), no English letters in what a reader sees or a screen
// reader says (outside names, and text marked lang="en"), and no aria-* string left the same as in the English
// edition. The interface words that only scripts show (outbox statuses, alerts, slide labels) are checked from
// their source. Words of new English items that wait for their translation show in English by design (listed by
// the build) and are left out.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse as parseYaml } from 'yaml'
import { ALL_WORDS } from '../../content/ui/all.ts'
import { waitingEnglish } from '../../build-steps/translations.ts'
import { distClient } from '../support/site.ts'
import { ROUTES } from '../support/routes.ts'
import { type Hit, type RuleKind, stringsOf, tamilHits } from '../support/tamil-terms.ts'

const root = path.resolve(import.meta.dirname, '../..')
const site = parseYaml(fs.readFileSync(path.join(root, 'content/data/site.yaml'), 'utf8'))

/** Names that stay in Latin letters on a Tamil page: the e-mail address and the social networks' names. */
const NAMES: string[] = [site.email, ...site.social.map((s: { label: string }) => s.label)]
/** English words shown until they are translated (a new picture's alt text, a new menu label). */
const WAITING: string[] = waitingEnglish().sort((a, b) => b.length - a.length)

const ARIA = ['aria-label', 'aria-roledescription', 'aria-description', 'aria-valuetext', 'aria-placeholder']
const NAMING = [...ARIA, 'alt', 'title', 'placeholder']

/** The route of an English page and its Tamil twin's built file. */
const editions = ROUTES.filter((route) => route !== '/home').map((route) => ({
  route,
  ta: path.join(distClient, route === '/' ? 'ta' : `ta${route}`, 'index.html'),
  en: path.join(distClient, route, 'index.html'),
}))
const notFound = { route: '/404', ta: path.join(distClient, 'ta/404.html'), en: path.join(distClient, '404.html') }

const documentOf = (file: string) => new DOMParser().parseFromString(fs.readFileSync(file, 'utf8'), 'text/html')

const withoutEnglish = (doc: Document) => {
  doc.querySelectorAll('script, style, template, noscript, [lang|="en"]').forEach((el) => el.remove())
  return doc
}

/** What a screen reader says besides the text, and what search engines and link previews show: title, names, head tags, hints. */
function namesOf(doc: Document): string[] {
  const named = [...doc.querySelectorAll('*')].flatMap((el) => NAMING.map((a) => el.getAttribute(a)).filter((v): v is string => !!v))
  const heads = [
    ...doc.querySelectorAll(
      'meta[name=description], meta[property^="og:"][property$="title"], meta[property="og:description"], meta[property="og:image:alt"]',
    ),
  ].map((m) => m.getAttribute('content') ?? '')
  // The not-found page's hint: its sentence and the labels it offers, shown by script.
  const hint = doc.querySelector('[data-known-links]')
  const hints = hint
    ? [
        hint.getAttribute('data-sentence')!.replace('{label}', ''),
        ...JSON.parse(hint.getAttribute('data-known-links')!).map((l: { label: string }) => l.label),
      ]
    : []
  return [doc.title, ...named, ...heads, ...hints]
}

const tidy = (texts: string[]) => texts.map((s) => s.replace(/\s+/g, ' ').trim()).filter(Boolean)

/** What a reader sees and a screen reader says on a page, except what is marked as English: each text node on its own. */
function wordsOf(doc: Document): string[] {
  withoutEnglish(doc)
  const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT)
  const texts: string[] = []
  while (walker.nextNode()) texts.push(walker.currentNode.nodeValue ?? '')
  return tidy([...texts, ...namesOf(doc)])
}

/** Elements whose text reads as one piece: a text node belongs to the nearest of them around it. */
const BLOCKS =
  'p, li, h1, h2, h3, h4, h5, h6, dt, dd, figcaption, blockquote, td, th, label, button, summary, legend, option, caption, div, section, article, header, footer, nav, main, aside, form, body'

/**
 * The same words joined into the pieces a reader reads as one (a paragraph with its links, a button, the top bar's
 * "சேலம் · சென்னை · கோயம்புத்தூர்"), for the term sheet's rules.
 */
function blocksOf(doc: Document): string[] {
  withoutEnglish(doc)
  const blocks = new Map<Element, string>()
  const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT)
  while (walker.nextNode()) {
    const block = walker.currentNode.parentElement?.closest(BLOCKS)
    if (block) blocks.set(block, (blocks.get(block) ?? '') + (walker.currentNode.nodeValue ?? ''))
  }
  return tidy([...blocks.values(), ...namesOf(doc)])
}

const ariaOf = (doc: Document) =>
  new Set(
    [...doc.querySelectorAll('*')].flatMap((el) => ARIA.map((a) => el.getAttribute(a)).filter((v): v is string => !!v && /\p{L}/u.test(v))),
  )

/** Latin letters left once the names are taken out. */
const english = (texts: string[]) =>
  texts.map((t) => [...WAITING, ...NAMES].reduce((rest, name) => rest.split(name).join(' '), t)).filter((t) => /[A-Za-z]/.test(t))

const INTERFACE = 'the interface words (content/ui/ta.ts)'

/** Every hit of docs/tamil-terms.yaml over every built Tamil page and the interface words, read once. */
let hits: Hit[] | undefined
const allHits = () =>
  (hits ??= tamilHits([
    ...[...editions, notFound]
      .filter(({ ta }) => fs.existsSync(ta))
      .map(({ route, ta }) => ({ page: `/ta${route === '/' ? '' : route}`, route, texts: blocksOf(documentOf(ta)) })),
    { page: INTERFACE, texts: stringsOf(ALL_WORDS.ta) },
  ]))
const hitsOn = (page: string, kind: RuleKind) =>
  allHits()
    .filter((hit) => hit.page === page && hit.kind === kind)
    .map((hit) => hit.message)

describe('the built Tamil pages', () => {
  it('were built', () => {
    expect(fs.existsSync(notFound.ta), 'run npm run build first').toBe(true)
  })

  it.each([...editions, notFound])("$route calls each thing by the term sheet's one name", ({ route }) => {
    expect(hitsOn(`/ta${route === '/' ? '' : route}`, 'term')).toEqual([])
  })

  it.each([...editions, notFound])('$route uses no word the Tamil style guide avoids', ({ route }) => {
    expect(hitsOn(`/ta${route === '/' ? '' : route}`, 'avoid')).toEqual([])
  })

  it.each([...editions, notFound])('$route keeps the skeleton words the style guide limits within their limits', ({ route }) => {
    expect(hitsOn(`/ta${route === '/' ? '' : route}`, 'limit')).toEqual([])
  })

  it('keeps the skeleton words and the asides within their limits over the whole edition', () => {
    expect(
      allHits()
        .filter((hit) => hit.page === 'the whole edition')
        .map((hit) => hit.message),
    ).toEqual([])
  })

  it.each([...editions, notFound])('$route shows and names everything in Tamil letters, names aside', ({ ta }) => {
    expect(english(wordsOf(documentOf(ta)))).toEqual([])
  })

  it.each([...editions, notFound])('$route has no aria-* string left as in the English edition', ({ ta, en }) => {
    const englishAria = ariaOf(documentOf(en))
    expect(
      [...ariaOf(documentOf(ta))].filter((value) => englishAria.has(value) && !NAMES.includes(value) && !WAITING.includes(value)),
    ).toEqual([])
  })

  it('names the business in every Tamil title as தோரணம் ஈவென்ட்ஸ்', () => {
    const titles = [...editions, notFound].map(({ ta }) => documentOf(ta).title)
    expect(titles.filter((title) => !title.includes('தோரணம் ஈவென்ட்ஸ்'))).toEqual([])
  })
})

describe('the Tamil interface words shown by scripts', () => {
  const words = stringsOf(ALL_WORDS.ta)
  const interfaceNames = [...NAMES, 'English', '…', '...']

  it("call each thing by the term sheet's one name", () => {
    expect(hitsOn(INTERFACE, 'term')).toEqual([])
  })

  it('use no word the style guide avoids', () => {
    expect(hitsOn(INTERFACE, 'avoid')).toEqual([])
  })

  it('keep the skeleton words the style guide limits within their limits', () => {
    expect(hitsOn(INTERFACE, 'limit')).toEqual([])
  })

  it('are in Tamil letters (the option keys are the stored English values; only their shown words count)', () => {
    expect(
      words
        .map((t) => interfaceNames.reduce((rest, name) => rest.split(name).join(' '), t))
        // (An example e-mail address is written as it is typed.)
        .map((t) => t.replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, ' '))
        .filter((t) => /[A-Za-z]/.test(t)),
    ).toEqual([])
  })

  it('differ from the English words wherever English has letters to translate', () => {
    const en = new Set(stringsOf(ALL_WORDS.en))
    expect(words.filter((t) => en.has(t) && /\p{L}/u.test(t))).toEqual([])
  })
})
