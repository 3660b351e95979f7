// A page's text is text: the build refuses code in any page body (English or Tamil), naming the file, the line and
// what to write instead, and shows ordinary characters as they were typed. Each body is compiled as the build
// compiles it: the Vite plugins' own hooks (the content check, then MDX), then rendered with the registered
// components, so no whole site build is needed.
import fs from 'node:fs'
import path from 'node:path'
import { createProcessor } from '@mdx-js/mdx'
import { createElement, type ComponentType } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { Plugin } from 'vite'
import { afterAll, describe, expect, it } from 'vitest'
import { mdxComponents } from '../../components/mdxComponents.tsx'
import { BODY_HINT } from '../../build-steps/cms-config.ts'
import { pageFiles } from '../../build-steps/content-loader.ts'
import { pageBodyProblems } from '../../build-steps/page-body.ts'
import { sitePlugins } from '../../build-steps/vite-plugins.ts'

const root = path.resolve(import.meta.dirname, '../..')
const plugins = (sitePlugins() as unknown[]).flat(3).filter(Boolean) as Plugin[]
const hook = (name: string) => {
  const plugin = plugins.find((p) => p.name === name)!
  const transform = plugin.transform as (
    this: unknown,
    code: string,
    id: string,
  ) => Promise<{ code: string } | null | undefined> | { code: string } | null
  return transform
}
const contentTransform = hook('thoranam:content')
const mdxTransform = hook('@mdx-js/rollup')
const context = {
  error(message: string | { message: string }): never {
    throw new Error(typeof message === 'string' ? message : message.message)
  },
  warn() {},
  addWatchFile() {},
}

/** The front-matter of a real page, so that a fixture body stands in that page's file. */
function frontmatterOf(file: string): string {
  const source = fs.readFileSync(path.join(root, file), 'utf8')
  return source.slice(0, source.indexOf('\n---\n', 4) + 5)
}

/** The line of the file that holds the body's n-th line (1-based). */
const lineOf = (file: string, bodyLine: number) => frontmatterOf(file).split('\n').length - 1 + bodyLine

/** Compiles a body as the page `file` through the build's plugins; resolves to the compiled module's code. */
async function compile(file: string, body: string): Promise<string> {
  const id = path.join(root, file)
  let code = frontmatterOf(file) + body
  const checked = await contentTransform.call(context, code, id)
  if (checked) code = checked.code
  const compiled = await mdxTransform.call(context, code, id)
  return compiled!.code
}

/** The error the build stops with, or "compiled" when it does not stop. */
async function buildError(file: string, body: string): Promise<string> {
  try {
    await compile(file, body)
    return 'compiled'
  } catch (error) {
    return (error as Error).message
  }
}

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

const EN = 'content/pages/aboutus.mdx'
const TA = 'content/ta/pages/aboutus.mdx'

describe('a page body cannot run code: the build stops, naming file, line and what to write instead', () => {
  const cases: [string, string, RegExp, number?][] = [
    ['an inline script', 'Welcome.\n\n<script>alert(document.cookie)</script>\n', /<script>.*cannot run code.*Delete it/],
    ['an import', 'import Secret from "../../tools/serve.mjs"\n\nWelcome.\n', /import.*cannot run code and need no import/],
    ['an export', 'Welcome.\n\nexport const year = new Date().getFullYear()\n', /export.*cannot run code.*front-matter/],
    ['an expression', 'Call us {anytime}.\n', /\{anytime\}.*curly braces.*write \\\{anytime\\\}/],
    ['code in braces', 'Since {new Date().getFullYear() - 8} years.\n', /curly braces.*cannot run code/],
    [
      'an element that is not a component',
      'Welcome.\n\n<div className="x">hello</div>\n',
      /<div>.*not something a page's text can hold.*<CheckList/,
    ],
    ['an HTML line break', 'First line<br>second line\n', /<br>.*backslash/],
    ['an HTML comment', 'Welcome.\n\n<!-- ask Meena about the price -->\n', /<!--.*\{\/\* your note \*\/\}/],
    ['a component of another page', 'Welcome.\n\n<EnquiryForm />\n', /<EnquiryForm>.*only on \/contactus/],
    ['a component given code', 'Welcome.\n\n<CheckList color={"red"}>\n\n- one\n\n</CheckList>\n', /color=\{.*code.*color="#1995AD"/],
    [
      'a javascript: button',
      'Welcome.\n\n<ButtonLink href="javascript:alert(1)">Go</ButtonLink>\n',
      /javascript:.*site path such as \/contactus/,
    ],
    ['a javascript: link', 'Welcome, [click here](javascript:alert(1)).\n', /javascript:.*site path such as \/contactus/],
    ['a component left open', 'Welcome.\n\n<CheckList>\n\n- one\n', /<CheckList> is not closed: end it with <\/CheckList>/, 3],
  ]
  for (const [what, body, message, bodyLine] of cases) {
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
