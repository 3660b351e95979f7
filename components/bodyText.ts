// The rules of a page's text (the body of an MDX file, in every edition), for the build (build-steps/page-body.ts,
// which names the file) and for the editor's preview (admin/preview.tsx), so both refuse the same text with the
// same words. A page's text is text: Markdown and the components of components/bodyComponents.ts, never code. MDX
// would run an `import`, an `export`, an `{expression}` or an inline <script> at build time and in the browser, so
// they are refused, and any element that is not a registered component, naming the line and what to write instead.
// Characters that cannot start a tag show as typed: `<3`, `5 <= 6`, an address in angle brackets
// (`<meena@example.com>`, which stays a link). Curly braces, HTML and HTML comments are refused, because MDX would read
// them as code or markup: the message says what to write.
import { createProcessor } from '@mdx-js/mdx'
import { BODY_COMPONENTS, bodyVocabulary, pageOfComponent } from './bodyComponents.ts'
import { BODY_START, BODY_START_LINES, PAGE_TEXT } from './pageText.ts'

// The processor the build compiles pages with and the preview compiles bodies with (components/pageText.ts).
const parser = createProcessor(PAGE_TEXT)

type Node = {
  type: string
  value?: string
  url?: string
  alt?: string | null
  identifier?: string
  name?: string | null
  attributes?: { type: string; name?: string; value?: unknown }[]
  children?: Node[]
  position?: { start: { line: number } }
  data?: { estree?: { body: unknown[] } }
}

const COMPONENT_LIST = Object.entries(BODY_COMPONENTS)
  .map(([name, attributes]) => (attributes.length ? `<${name} ${attributes[0]}="…">` : `<${name} />`))
  .join(', ')

const MARKDOWN_HINT = 'write Markdown (## a heading, **bold**, - a list, [a link](/contactus))'

/** What to write instead of an HTML element people know from e-mails and other sites. */
const HTML_INSTEAD: Record<string, string> = {
  br: 'To start a new line, end the line before it with a backslash (\\); for a new paragraph, leave an empty line.',
  p: 'Leave an empty line between paragraphs.',
  b: 'Write **bold words** instead.',
  strong: 'Write **bold words** instead.',
  i: 'Write *slanted words* instead.',
  em: 'Write *slanted words* instead.',
  a: 'Write a link as [the words](/contactus) or [the words](https://…) instead.',
  ul: 'Write a list as lines that start with "- " instead.',
  ol: 'Write a numbered list as lines that start with "1. " instead.',
  li: 'Write a list as lines that start with "- " instead.',
  img: "Pictures go in the page's galleries or tiles (its front-matter), where they are resized for phones.",
  h1: 'The page has one main heading (its "heading" field); start a section with "## " instead.',
  h2: 'Start a section with "## " instead.',
  h3: 'Start a smaller heading with "### " instead.',
  hr: 'Leave it out: sections are separated by their "## " headings.',
}

/** An example value for an attribute, for the message that says how to write it. */
const EXAMPLE_VALUE: Record<string, string> = { color: '#1995AD', href: '/contactus', lang: 'en' }

const SAFE_ADDRESS = 'a link must lead to a site path such as /contactus, or to an https://, mailto: or tel: address'

/** Whether a link's address is one a visitor may follow: a site path, an anchor, or http(s), mailto, tel. */
export function isSafeAddress(address: string): boolean {
  // Browsers ignore tabs, line breaks and control characters inside a URL's scheme ("java\tscript:").
  const compact = address.replace(/[\u0000-\u0020]/g, '')
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1]?.toLowerCase()
  return scheme === undefined || ['http', 'https', 'mailto', 'tel'].includes(scheme)
}

/** Whether a picture's address is on another site (any scheme, or a host after //): its host would see every visitor. */
const isElsewhere = (address: string) => /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(address.replace(/[\u0000-\u0020]/g, ''))

const picturePlease = (alt: string, address: string) =>
  `![${shorten(alt, 20)}](${shorten(address)}): a picture from another site cannot be in a page's text, because that site would learn of every visitor who opens the page. Save the picture, add it in the editor with a picture field's "Choose an image" (it is stored in content/images/), and show it in the page's banner, galleries or tiles.`

const shorten = (text: string, length = 40) => (text.length > length ? `${text.slice(0, length - 1)}…` : text)
const firstLine = (text: string) => text.trim().split('\n')[0]

/** Why an element cannot be in this page's text, or undefined when it can. */
function elementProblem(name: string | null | undefined, vocabulary: Record<string, readonly string[]>): string | undefined {
  if (!name) return `<>: an empty tag groups code, which a page's text does not hold: ${MARKDOWN_HINT}.`
  if (name in vocabulary) return undefined
  if (name.toLowerCase() === 'script')
    return "<script>: a page's text cannot run code. Delete it; a widget that needs a script is a component a developer adds to components/mdxComponents.tsx."
  const page = pageOfComponent(name)
  if (page)
    return `<${name}>: it works only on ${page}, the page that has it. Delete it here, or link to that page with [the words](${page}).`
  const instead = HTML_INSTEAD[name.toLowerCase()]
  if (instead) return `<${name}>: HTML does not work in a page's text. ${instead}`
  return `<${name}> is not something a page's text can hold: ${MARKDOWN_HINT}, or use a component: ${COMPONENT_LIST}.`
}

/** What is wrong with an allowed element's attributes. */
function attributeProblems(name: string, attributes: Node['attributes'], allowed: readonly string[]): string[] {
  const problems: string[] = []
  for (const attribute of attributes ?? []) {
    if (attribute.type === 'mdxJsxExpressionAttribute') {
      problems.push(
        `<${name} {…}>: curly braces in a tag are code, which a page's text cannot run. Write each attribute in quotes${allowed.length ? `, such as ${allowed[0]}="${EXAMPLE_VALUE[allowed[0]] ?? '…'}"` : ''}.`,
      )
      continue
    }
    const attributeName = attribute.name ?? ''
    const example = `${attributeName}="${EXAMPLE_VALUE[attributeName] ?? '…'}"`
    if (!allowed.includes(attributeName)) {
      problems.push(
        `<${name} ${attributeName}>: <${name}> takes ${allowed.length ? `only ${allowed.map((a) => `${a}="…"`).join(', ')}` : 'no attributes'}. Delete "${attributeName}".`,
      )
    } else if (attribute.value && typeof attribute.value === 'object') {
      problems.push(
        `${attributeName}={…}: an attribute in curly braces is code, which a page's text cannot run. Write it in quotes, such as ${example}.`,
      )
    } else if (typeof attribute.value !== 'string') {
      problems.push(`<${name} ${attributeName}>: give it a value in quotes, such as ${example}.`)
    } else if (attributeName === 'href' && !isSafeAddress(attribute.value)) {
      problems.push(`${shorten(attribute.value)}: ${SAFE_ADDRESS}.`)
    }
  }
  return problems
}

/** Every problem of a parsed body: code, elements that are not components, unsafe links. */
function treeProblems(tree: Node, vocabulary: Record<string, readonly string[]>): { line: number; message: string }[] {
  const problems: { line: number; message: string }[] = []
  // A picture written as ![words][name] takes its address from a [name]: address line anywhere in the text.
  const definitions = new Map<string, string>()
  const define = (node: Node) => {
    if (node.type === 'definition' && node.identifier && node.url !== undefined) definitions.set(node.identifier, node.url)
    node.children?.forEach(define)
  }
  define(tree)
  const visit = (node: Node) => {
    const line = node.position?.start.line ?? 1
    const add = (message: string) => problems.push({ line, message })
    switch (node.type) {
      case 'mdxjsEsm': {
        const statement = shorten(firstLine(node.value ?? ''), 30)
        if (/^\s*import\b/.test(node.value ?? ''))
          add(
            `${statement}: pages cannot run code and need no import: the components (${COMPONENT_LIST}) are there on every page. Delete the line.`,
          )
        else add(`${statement}: pages cannot run code. Delete the line; a page's settings go in its front-matter, between the --- lines.`)
        break
      }
      case 'mdxFlowExpression':
      case 'mdxTextExpression': {
        // {/* a note */} holds no code: it is a note for editors that visitors never see.
        if (node.data?.estree && node.data.estree.body.length === 0) break
        const inside = shorten(node.value ?? '', 30)
        add(`{${inside}}: curly braces mark code, and pages cannot run code. To show the braces, write \\{${inside}\\}.`)
        break
      }
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement': {
        const problem = elementProblem(node.name, vocabulary)
        if (problem) add(problem)
        else for (const message of attributeProblems(node.name!, node.attributes, vocabulary[node.name!])) add(message)
        break
      }
      case 'link':
      case 'definition':
      case 'image':
        if (node.url !== undefined && !isSafeAddress(node.url)) add(`${shorten(node.url)}: ${SAFE_ADDRESS}.`)
        else if (node.type === 'image' && node.url !== undefined && isElsewhere(node.url)) add(picturePlease(node.alt ?? '', node.url))
        break
      case 'imageReference': {
        const address = definitions.get(node.identifier ?? '')
        if (address !== undefined && isElsewhere(address)) add(picturePlease(node.alt ?? '', address))
        break
      }
    }
    node.children?.forEach(visit)
  }
  visit(tree)
  return problems
}

/** The offset of a line and column (1-based) in a text. */
function offsetOf(text: string, line: number, column: number): number {
  let offset = 0
  for (let current = 1; current < line; current++) offset = text.indexOf('\n', offset) + 1
  return offset + column - 1
}

/** The text with [start, end) replaced by spaces, keeping its line breaks (so every later line keeps its number). */
const blank = (text: string, start: number, end: number) =>
  text.slice(0, start) + text.slice(start, end).replace(/[^\n]/g, ' ') + text.slice(end)

/** The end of a {…} that starts at `start` (after its closing brace), or the end of its line. */
function braceEnd(text: string, start: number): number {
  let depth = 0
  for (let i = start; i < text.length; i++) {
    if (text[i] === '{') depth++
    else if (text[i] === '}' && --depth === 0) return i + 1
  }
  const lineEnd = text.indexOf('\n', start)
  return lineEnd === -1 ? text.length : lineEnd
}

/** An address in angle brackets, as Markdown writes one: <https://…>, <mailto:…> or <name@example.com>. */
const ANGLE_ADDRESS = /^<((?:https?|mailto):[^\s<>]+|[^\s<>@:/]+@[^\s<>@]+\.[^\s<>@]+)>/i
/** Any other address in angle brackets, such as <tel:+91…> or <ftp://…>: shown as typed, not made a link. */
const OTHER_ADDRESS = /^<[a-z][a-z0-9+.-]*:[^\s<>]*>/i

type ParseError = {
  reason?: string
  message?: string
  ruleId?: string
  source?: string
  place?: { offset?: number; start?: { offset?: number } }
}

/**
 * Where MDX stopped reading, the text made readable at that place, and the problem found there if it is one.
 * Undefined when the place cannot be found (the caller reports MDX's own message).
 */
function repair(
  text: string,
  error: ParseError,
  vocabulary: Record<string, readonly string[]>,
): { text: string; problem?: string } | undefined {
  const reason = String(error.reason ?? error.message ?? '')
  // An element left open is placed by its own position, given in the message: "(3:1-3:5)".
  const tagPlace = /\((\d+):(\d+)-\d+:\d+\)/.exec(reason)
  const offset =
    error.ruleId === 'end-tag-mismatch' && tagPlace
      ? offsetOf(text, Number(tagPlace[1]), Number(tagPlace[2]))
      : (error.place?.offset ?? error.place?.start?.offset)
  if (offset === undefined) return undefined

  if (error.source?.includes('expression')) {
    const start = text.lastIndexOf('{', offset)
    if (start === -1) return undefined
    const end = braceEnd(text, start)
    const closed = text[end - 1] === '}'
    const inside = shorten(text.slice(start + 1, closed ? end - 1 : end).trim(), 30)
    const problem = closed
      ? `{${inside}}: curly braces mark code, and pages cannot run code. To show the braces, write \\{${inside}\\}.`
      : `{${inside}: a curly brace starts code, and pages cannot run code. To show it, write \\{.`
    return { text: blank(text, start, end), problem }
  }

  const start = text.lastIndexOf('<', offset)
  if (start === -1) return undefined
  const rest = text.slice(start)
  if (rest.startsWith('<!--')) {
    const close = rest.indexOf('-->')
    const end = close === -1 ? start + (rest.indexOf('\n') === -1 ? rest.length : rest.indexOf('\n')) : start + close + 3
    return {
      text: blank(text, start, end),
      problem:
        "<!-- … -->: HTML comments do not work in a page's text. For a note visitors never see, write {/* your note */}; or delete it.",
    }
  }
  const address = ANGLE_ADDRESS.exec(rest)
  if (address) {
    // Shown as typed, angle brackets included, and still a link.
    const href = address[1].includes(':') ? address[1] : `mailto:${address[1]}`
    const link = `\\<[${address[1]}](${href.replace(/\(/g, '%28').replace(/\)/g, '%29')})\\>`
    return { text: text.slice(0, start) + link + text.slice(start + address[0].length) }
  }
  // "<3", "<=", "<-", "< 5": no tag starts like that, so it is text.
  if (OTHER_ADDRESS.test(rest) || !/^<\/?[\p{ID_Start}$_]/u.test(rest)) return { text: `${text.slice(0, start)}\\${rest}` }
  const name = /^<\/?([^\s/>{]*)/.exec(rest)?.[1] || null
  const tagEnd = rest.indexOf('>')
  const lineEnd = rest.indexOf('\n')
  const end = start + (tagEnd !== -1 && (lineEnd === -1 || tagEnd < lineEnd) ? tagEnd + 1 : lineEnd === -1 ? rest.length : lineEnd)
  const known = name !== null && name in vocabulary
  const closing = rest.startsWith('</')
  const problem = !known
    ? (elementProblem(name, vocabulary) ?? `<${name}> is not closed.`)
    : closing
      ? `</${name}> closes nothing: delete it, or open it with <${name}> before.`
      : `<${name}> is not closed: end it with </${name}>, or write <${name} /> when nothing goes inside.`
  return { text: blank(text, start, end), problem }
}

/**
 * Checks the text of the page at `pagePath` (its English path, such as "/contactus"). Returns the text MDX should
 * compile (characters that cannot start a tag escaped, so they show as typed) and every problem with its line.
 */
export function bodyTextProblems(source: string, pagePath: string): { source: string; problems: { line: number; message: string }[] } {
  const vocabulary = bodyVocabulary(pagePath)
  const found: { line: number; message: string }[] = []
  let text = source
  // Each repair mends one place, so there are never more of them than characters.
  for (let attempt = 0; attempt <= source.length; attempt++) {
    let tree: Node
    try {
      tree = parser.parse(text) as unknown as Node
    } catch (error) {
      const repaired = repair(text, error as ParseError, vocabulary)
      if (!repaired || repaired.text === text) {
        const message = error as ParseError & { line?: number }
        found.push({ line: message.line ?? 1, message: `MDX cannot read this: ${message.reason ?? message.message}` })
        break
      }
      // The problem's line is where the repair changed the text.
      if (repaired.problem) found.push({ line: lineAt(text, firstDifference(text, repaired.text)), message: repaired.problem })
      text = repaired.text
      continue
    }
    found.push(...treeProblems(tree, vocabulary))
    break
  }
  const seen = new Set<string>()
  const problems = found
    .filter((problem) => !seen.has(`${problem.line} ${problem.message}`) && seen.add(`${problem.line} ${problem.message}`))
    .sort((a, b) => a.line - b.line)
  return { source: problems.length ? source : text, problems }
}

const firstDifference = (a: string, b: string) => {
  let i = 0
  while (i < a.length && a[i] === b[i]) i++
  return i
}
const lineAt = (text: string, offset: number) => text.slice(0, offset).split('\n').length

/**
 * Checks a body alone (the editor's preview has the text after the front-matter), read as it stands in its file:
 * after a front-matter block. Returns the text to compile (the front-matter block and the body) and the problems,
 * each with its line in the body.
 */
export function bodyAloneProblems(body: string, pagePath: string): { source: string; problems: { line: number; message: string }[] } {
  const checked = bodyTextProblems(BODY_START + body, pagePath)
  return {
    source: checked.source,
    problems: checked.problems.map((problem) => ({ ...problem, line: Math.max(1, problem.line - BODY_START_LINES) })),
  }
}
