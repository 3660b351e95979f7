// Two fields of the editor that check what Decap's own widgets do not:
// - "optional-object": a group of fields the schema makes optional (a page's banner, its enquiry block). Decap checks
//   the fields inside a group even when the whole group is left empty, so a page without a banner could not be
//   saved ("Picture is required"). Left empty, the group is not checked; once anything in it is filled, every field
//   it requires is (build-steps/cms-config.ts gives optional groups this widget).
// - "page-body": the text of a page, checked before the save with the build's own check (components/bodyText.ts):
//   what the build would refuse is refused at the field, in the same words, and nothing is written.
import { bodyAloneProblems } from '../components/bodyText.ts'
import { pathOfPageFile } from '../content/schema.ts'
import { ADDRESS_KEY, EVENT_KEY } from './formats.ts'

/** The widgets' names, as build-steps/cms-config.ts writes them in the configuration. */
export const OPTIONAL_OBJECT_WIDGET = 'optional-object'
export const PAGE_BODY_WIDGET = 'page-body'

type Immutable = { get(key: string): unknown; getIn(path: string[]): unknown; toJS?(): unknown }
type Validator = { props: { onValidate?(errors: unknown[]): void } }
type ControlProps = { entry?: Immutable; value?: unknown }
type Control = new (
  props: ControlProps,
) => { props: ControlProps; validate?: () => void; childRefs?: Record<string, Validator | undefined> }
type Cms = {
  getWidget(name: string): { control: Control; preview?: unknown }
  registerWidget(name: string, control: unknown, preview?: unknown): void
}

/** Nothing typed: no value, empty texts, empty lists and groups of those. */
export function isEmptyValue(value: unknown): boolean {
  const plain = (value as Immutable | undefined)?.toJS ? (value as Immutable).toJS!() : value
  if (plain === undefined || plain === null || plain === '') return true
  if (Array.isArray(plain)) return plain.every(isEmptyValue)
  if (typeof plain === 'object') return Object.values(plain).every(isEmptyValue)
  return false
}

/** The English path of the page an entry is (its rules depend on it: a page's own form), such as "/contactus". */
export function pagePathOfEntry(entry: Immutable | undefined): string {
  const file = String(entry?.get('path') ?? '')
  const inPages = /^content\/(?:[a-z]{2,3}\/)?pages\/(.+\.mdx)$/.exec(file)?.[1]
  if (inPages) return pathOfPageFile(inPages)
  // A new page under an event: its place is the two fields of the new-page form.
  const folder = entry?.getIn(['data', EVENT_KEY])
  const address = entry?.getIn(['data', ADDRESS_KEY])
  return `/services/${String(folder || 'event')}/${String(address || 'page')}`
}

/** Why the build would refuse this text, in its words, line by line; undefined when it takes it. */
export function bodyRefusal(body: unknown, pagePath: string): string | undefined {
  const { problems } = bodyAloneProblems(typeof body === 'string' ? body : '', pagePath)
  if (!problems.length) return undefined
  return problems.map((problem) => `Line ${problem.line} of the text: ${problem.message}`).join(' ')
}

export function registerFields(cms: Cms) {
  const object = cms.getWidget('object')
  class OptionalObjectControl extends object.control {
    constructor(props: ControlProps) {
      super(props)
      // The editor calls it unbound, so it stays an arrow function of the instance.
      const validateFields = this.validate
      this.validate = () => {
        if (!isEmptyValue(this.props.value)) return validateFields?.()
        // Left empty: no field inside is wrong, and a message from an earlier try goes.
        for (const child of Object.values(this.childRefs ?? {})) child?.props.onValidate?.([])
      }
    }
  }
  cms.registerWidget(OPTIONAL_OBJECT_WIDGET, OptionalObjectControl, object.preview)

  const markdown = cms.getWidget('markdown')
  class PageBodyControl extends markdown.control {
    isValid = () => {
      const message = bodyRefusal(this.props.value, pagePathOfEntry(this.props.entry))
      return message ? { error: { type: 'CUSTOM', message } } : true
    }
  }
  cms.registerWidget(PAGE_BODY_WIDGET, PageBodyControl, markdown.preview)
}
