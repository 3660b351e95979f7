// A page's text is text: the build refuses code in any page body (English or Tamil), naming the file, the line and
// what to write instead, and shows ordinary characters as they were typed. Each body is compiled as the build
// compiles it: the Vite plugins' own hooks (the content check, then MDX), then rendered with the registered
// components, so no whole site build is needed.
import fs from 'node:fs'
import path from 'node:path'
import { createProcessor } from '@mdx-js/mdx'
import { createElement, type ComponentType } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, describe, expect, it } from 'vitest'
import { mdxComponents } from '../../components/mdxComponents.tsx'
import { BODY_HINT } from '../../build-steps/cms-config.ts'
import { pageFiles } from '../../build-steps/content-loader.ts'
import { pageBodyProblems } from '../../build-steps/page-body.ts'
import { buildError, compile, EN, lineOf, REFUSED_BODIES, root, TA } from '../support/page-bodies.ts'

const scratch = path.join(root, '.tmp/mdx-fixtures')
let fixtures = 0
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }))

/** The HTML a body renders to with the registered components (no page around it). */
async function render(file: string, body: string): Promise<string> {
  fs.mkdirSync(scratch, { recursive: true })
  const module = path.join(scratch, `fixture-${process.pid}-${++fixtures}.mjs`)
  fs.writeFileSync(module, await compile(file, body))
  const { default: Content } = (await import(/* @vite-ignore */ module)) as { default: ComponentType<{ components: unknown }> }
  return renderToStaticMarkup(createElement(Content, { components: mdxComponents }))
}

describe('a page body cannot run code: the build stops, naming file, line and what to write instead', () => {
  for (const [what, body, message, bodyLine] of REFUSED_BODIES) {
    const line =
      bodyLine ?? body.split('\n').findIndex((text) => /<script|import|export|\{|<div|<br|<!--|<Enquiry|color=|javascript/.test(text)) + 1
    it(`${what}, in English`, async () => {
      const error = await buildError(EN, body)
      expect(error).toContain(`${EN}:${lineOf(EN, line)}: `)
      expect(error).toMatch(message)
    })
  }

  it('in a Tamil body too', async () => {
    const body = 'வணக்கம்.\n\n<script>alert(1)</script>\n\nஎப்போது {வேண்டுமானாலும்} அழையுங்கள்.\n'
    const error = await buildError(TA, body)
    expect(error).toContain(`${TA}:${lineOf(TA, 3)}: `)
    expect(error).toContain(`${TA}:${lineOf(TA, 5)}: `)
  })

  it('names every problem of a body at once', async () => {
    const error = await buildError(EN, 'import x from "y"\n\n<script>1</script>\n\n{anytime}\n\n<marquee>hi</marquee>\n')
    for (const line of [1, 3, 5, 7]) expect(error).toContain(`${EN}:${lineOf(EN, line)}: `)
  })
})

describe('ordinary characters in a body show as typed', () => {
  const shown = (html: string) =>
    html
      .replace(/<[^>]+>/g, '')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&')

  it('a heart, comparisons and arrows', async () => {
    const html = await render(EN, 'We <3 weddings.\n\nFrom 5 <= 6 guests, a <- b, and 2 < 3.\n')
    expect(shown(html)).toContain('We <3 weddings.')
    expect(shown(html)).toContain('From 5 <= 6 guests, a <- b, and 2 < 3.')
  })

  it('an address in angle brackets, which stays a link', async () => {
    const html = await render(EN, 'Write to Meena <meena@example.com> or see <https://example.com/plans>.\n')
    expect(shown(html)).toContain('Write to Meena <meena@example.com> or see <https://example.com/plans>.')
    expect(html).toContain('href="mailto:meena@example.com"')
    expect(html).toContain('href="https://example.com/plans"')
  })

  it('braces written with a backslash, and a note visitors never see', async () => {
    const html = await render(EN, 'Call us \\{anytime\\}.{/* ask Meena */}\n')
    expect(shown(html)).toContain('Call us {anytime}.')
    expect(html).not.toContain('Meena')
  })

  it('the registered components, and a word marked as English on a Tamil page', async () => {
    const html = await render(
      TA,
      '<CheckList>\n\n- ஒன்று\n\n</CheckList>\n\n<span lang="en">SheetDB</span> சேவை.\n\n<ButtonLink href="/ta/contactus">பேசுங்கள்</ButtonLink>\n',
    )
    expect(html).toContain('class="check-list"')
    expect(html).toContain('<span lang="en">SheetDB</span>')
    expect(html).toContain('href="/ta/contactus"')
  })
})

describe('the pages as they are', () => {
  // About a second for the 92 pages alone; more while other test files share the machine.
  it('every page of both editions passes, and compiles as written', { timeout: 30_000 }, () => {
    const files = pageFiles()
    expect(files.filter((file) => file.includes('/content/ta/')).length).toBeGreaterThan(40)
    for (const file of files) {
      const checked = pageBodyProblems(file)
      expect(checked.problems, file).toEqual([])
      expect(checked.source === fs.readFileSync(file, 'utf8'), file).toBe(true)
    }
  })

  it("the body's hint in the editor says what shows as typed, what is refused and what to write instead, each example as typed", () => {
    // The editor draws a hint as Markdown, keeping the words of links, emphasis and code only: what it shows.
    type Mdast = { type: string; value?: string; children?: Mdast[] }
    const shownText = (node: Mdast): string =>
      node.type === 'text' || node.type === 'inlineCode' ? (node.value ?? '') : (node.children ?? []).map(shownText).join('')
    const shown = shownText(createProcessor({ format: 'md' }).parse(BODY_HINT) as Mdast)
    for (const shownAsTyped of ['<3', '<name@example.com>']) expect(shown).toContain(shownAsTyped)
    for (const refused of [
      'curly braces',
      'write \\{ and \\} to show them',
      '<br>',
      '<!-- comments -->',
      '{/* note */}',
      '<script>',
      'import and export',
    ])
      expect(shown).toContain(refused)
    expect(shown).toContain('a backslash (\\) at the end of a line')
    for (const component of Object.keys(mdxComponents)) expect(shown).toContain(`<${component}`)
  })
})
