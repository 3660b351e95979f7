// The editor's own fields (admin/fields.ts), as Decap calls them: an optional group checks its fields only once
// something in it is filled; a page's text is refused before the save with the build's own words.
import { describe, expect, it } from 'vitest'
import { bodyRefusal, isEmptyValue, pagePathOfEntry, registerFields } from '../../admin/fields.ts'
import { bodyAloneProblems } from '../../components/bodyText.ts'

/** An entry as Decap gives it to a widget: get and getIn over plain data. */
const entry = (path: string, data: Record<string, unknown> = {}) => ({
  get: (key: string) => (key === 'path' ? path : key === 'data' ? data : undefined),
  getIn: ([first, key]: string[]) => (first === 'data' ? data[key] : undefined),
})

/** Decap's group and text widgets, as far as the editor's fields use them: a group's check asks each field inside. */
function fakeCms() {
  const checked: string[] = []
  const cleared: string[] = []
  class ObjectControl {
    childRefs: Record<string, { props: { onValidate(errors: unknown[]): void } }>
    constructor(public props: { value?: unknown }) {
      this.childRefs = Object.fromEntries(
        ['src', 'alt'].map((name) => [name, { props: { onValidate: (errors: unknown[]) => !errors.length && cleared.push(name) } }]),
      )
    }
    validate = () => {
      checked.push('src', 'alt')
    }
  }
  class MarkdownControl {
    constructor(public props: { value?: unknown; entry?: unknown }) {}
  }
  const widgets: Record<string, new (props: object) => { validate(): void; isValid(): unknown }> = {}
  const cms = {
    getWidget: (name: string) => ({ control: (name === 'object' ? ObjectControl : MarkdownControl) as never }),
    registerWidget: (name: string, control: unknown) => void (widgets[name] = control as never),
  }
  registerFields(cms)
  return { widgets, checked, cleared }
}

describe("the editor's fields", () => {
  it('an optional group (a banner) left empty is not checked, and loses an earlier message; filled, every field in it is', () => {
    const { widgets, checked, cleared } = fakeCms()
    const Group = widgets['optional-object']
    new Group({ value: undefined }).validate()
    new Group({ value: { src: '', alt: '' } }).validate()
    expect(checked).toEqual([])
    expect(cleared).toEqual(['src', 'alt', 'src', 'alt'])
    new Group({ value: { src: '', alt: 'A stage of jasmine' } }).validate()
    expect(checked).toEqual(['src', 'alt'])
  })

  it("refuses a page's text the build refuses, before the save, with the build's words and line; takes the rest", () => {
    const { widgets } = fakeCms()
    const Body = widgets['page-body']
    const page = entry('content/pages/services/wedding.mdx')
    for (const [text, words] of [
      ['## Our promise\n\nWe answer {anytime}.', 'curly braces'],
      ['A video:\n\n<iframe src="https://www.youtube.com/embed/x"></iframe>', 'iframe'],
      ['<script>alert(1)</script>', 'script'],
    ]) {
      const { error } = new Body({ value: text, entry: page }).isValid() as { error: { type: string; message: string } }
      expect(error.type).toBe('CUSTOM')
      const problems = bodyAloneProblems(text, '/services/wedding').problems
      expect(problems.length).toBeGreaterThan(0)
      for (const problem of problems) expect(error.message).toContain(`Line ${problem.line} of the text: ${problem.message}`)
      expect(error.message.toLowerCase()).toContain(words)
    }
    const fine = new Body({
      value: '## Our promise\n\nWe answer \\{anytime\\}, <3\n\n<CheckList>\n\n- flowers\n\n</CheckList>',
      entry: page,
    })
    expect(fine.isValid()).toBe(true)
    expect(bodyRefusal('', '/services/wedding')).toBeUndefined()
  })

  it("checks a page's own form by the page's place, in either edition, and a new page by the place chosen in its form", () => {
    expect(pagePathOfEntry(entry('content/ta/pages/contactus.mdx'))).toBe('/contactus')
    expect(pagePathOfEntry(entry('content/pages/index.mdx'))).toBe('/')
    expect(pagePathOfEntry(entry('', { event: 'wedding', address: 'flower-decoration' }))).toBe('/services/wedding/flower-decoration')
    expect(bodyRefusal('<EnquiryForm />', pagePathOfEntry(entry('content/ta/pages/contactus.mdx')))).toBeUndefined()
    expect(bodyRefusal('<EnquiryForm />', pagePathOfEntry(entry('content/pages/services/wedding.mdx')))).toContain('Line 1 of the text')
  })

  it('sees nothing typed in empty texts, lists and groups, and something in any value', () => {
    expect(isEmptyValue(undefined)).toBe(true)
    expect(isEmptyValue({ src: '', alt: null, focus: undefined, rows: [] })).toBe(true)
    expect(isEmptyValue({ toJS: () => ({ question: '' }) })).toBe(true)
    expect(isEmptyValue({ question: 'Planning a wedding?' })).toBe(false)
    expect(isEmptyValue({ toJS: () => ({ event: 'Wedding Event' }) })).toBe(false)
    expect(isEmptyValue(0)).toBe(false)
  })
})
