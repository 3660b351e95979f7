import { useEffect, useRef, useState, type FormEvent } from 'react'
import { flushSync } from 'react-dom'
import site from '../../content/data/site.yaml'
import { localizePath, type Locale } from '../../content/editions'
import { FORMS, HONEYPOT_FIELD, invalidFields, type FormName } from '../../content/forms'
import { ui } from '../../content/ui'
import { clearDraft, loadDraft, saveDraft } from '../../lib/drafts'
import { SERVICE_PARAM, startEnquiry, type EnquiryTopic } from '../../lib/enquiry'
import {
  fingerprint,
  keepLead,
  LEAD_EVENT,
  postLead,
  receivedLead,
  waitingLead,
  wasReceived,
  type PostResult,
  type Values,
} from '../../lib/leads'
import { KEPT_EVENT } from '../../lib/leadKeys'
import { startProof } from '../../lib/proof'
import { whatsappLink } from '../../lib/whatsapp'
import { phoneText } from '../../renderer/site'
import { useLocale } from '../../renderer/useLocale'

/** A field as the form shows it (content/forms.js). */
interface Field {
  name: string
  type: 'text' | 'email' | 'tel' | 'textarea' | 'select'
  /** The values stored, as the spec gives them; shown in the page's language (content/ui/, forms.options). */
  options?: readonly string[]
  autoComplete?: string
  /** Spans both columns on wide screens. */
  wide?: boolean
  maxLength?: number
}

const fieldsOf = (form: FormName): readonly Field[] => FORMS[form].fields

/** false in the pre-rendered HTML and during hydration, true once the form runs in the browser. */
function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated
}

/**
 * What the form's fields show, by name. The words the visitor sees are the ones sent: typed before the form's code
 * arrived, they are in the fields a moment before they are in the form's state, and a tap on Send held until the
 * code runs comes in that moment.
 */
const shownValues = (element: HTMLFormElement | null): Values =>
  Object.fromEntries(
    [...(element?.elements ?? [])]
      .filter((field): field is HTMLInputElement => 'name' in field && !!(field as HTMLInputElement).name && 'value' in field)
      .map((field) => [field.name, field.value]),
  )

const emptyValues = (form: FormName): Values =>
  Object.fromEntries([...fieldsOf(form).map((field) => [field.name, '']), [HONEYPOT_FIELD, '']])
const sameValues = (a: Values, b: Values) => Object.keys({ ...a, ...b }).every((name) => (a[name] ?? '') === (b[name] ?? ''))

/** The pages the enquiry form knows, in its edition: fetched only when it is opened from a page's enquiry block. */
const TOPICS: Record<Locale, () => Promise<{ default: Record<string, EnquiryTopic> }>> = {
  en: () => import('virtual:enquiry-topics/en'),
  ta: () => import('virtual:enquiry-topics/ta'),
}

/** The page the enquiry form was opened from (?service=wedding-decoration), or none; a name it does not know is none. */
async function topicOfAddress(locale: Locale, search: string): Promise<EnquiryTopic | undefined> {
  const slug = new URLSearchParams(search).get(SERVICE_PARAM)
  if (!slug) return undefined
  const topics = (await TOPICS[locale]()).default
  return Object.hasOwn(topics, slug) ? topics[slug] : undefined
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

/** What keeps a field from being sent, in the page's words (the browser's own check, read through its validity), or nothing. */
function problemOf(control: Control, words: { missing: string; notChosen: string; email: string }): string | undefined {
  const { validity } = control
  if (validity.valid) return undefined
  if (validity.typeMismatch && control.type === 'email') return words.email
  return control instanceof HTMLSelectElement ? words.notChosen : words.missing
}

/**
 * The form was opened at its own address (/contactus#enquiry, where every quote button leads): its first empty
 * field takes the focus, unless the visitor is already somewhere else on the page.
 */
const openedAt = (form: FormName) => typeof location !== 'undefined' && location.hash === `#${form}`

/** Typing is saved as a draft this long after the last key press (and at once when the page is hidden). */
const DRAFT_DELAY_MS = 400
/** After this long without an answer the visitor is told the service is slow; the request goes on. */
export const SLOW_AFTER_MS = 15_000

/** What the status line says of the form's lead. */
type Status =
  | { state: 'sending' | 'slow' | 'sent' | 'notSaved' }
  | { state: 'waiting'; failure: 'offline' | 'service' | 'busy' }
  | { state: 'invalid'; fields: string[] }

/** The spec's log lines, word for word (in English in both editions: they are for developers). */
export const LOG_LINES = { vendorFailed: 'Failed to submit form data', vendorError: 'Error submitting form data:' } as const

/** A form's thank-you page in the page's language ("/ta/contactus/thanks" on Tamil pages). */
const thanksPath = (form: 'enquiry' | 'vendor', locale: Locale) => localizePath(FORMS[form].thanks, locale)

/**
 * One form component for the enquiry, vendor and feedback forms. Every field is required and checked by the
 * form's rules (content/forms.js) before it goes; what the visitor types is kept as a draft on the device; Send
 * keeps the lead on the phone and posts it to the site's endpoint (lib/leads.ts) until it is received, and the
 * status line says where it is. While sending, the button is disabled: one click, one lead. Not received: every
 * value stays, the status line says it is kept and will go by itself, and WhatsApp is offered.
 */
export function LeadForm({ form, navigate = (url) => window.location.assign(url) }: { form: FormName; navigate?: (url: string) => void }) {
  const locale = useLocale()
  const words = ui(locale).forms
  const labels: Record<string, string> = words[form].labels
  const [values, setValues] = useState<Values>(() => emptyValues(form))
  const [status, setStatus] = useState<Status | null>(null)
  const [sending, setSending] = useState(false)
  // Why a field cannot be sent as it is, by field name: set by Send, updated as the visitor mends the field.
  const [problems, setProblems] = useState<Record<string, string>>({})
  // Set before the first await: a double click must not start a second lead.
  const busy = useRef(false)
  const latest = useRef(values)
  latest.current = values
  // The id of the lead the form shows (sent or waiting), for news of it from this page, another tab or Back.
  const shownLead = useRef<string | null>(null)
  // Off once the lead has gone (to the thank-you page): the page's last moments must not save it back.
  const keepDrafts = useRef(true)
  // The values as the page's enquiry block started them: not a draft until the visitor changes something, so
  // that opening the form from another page later starts it for that page; and its first line alone is no message.
  const started = useRef<Values | null>(null)
  const worthKeeping = (current: Values) => keepDrafts.current && !(started.current && sameValues(current, started.current))
  // When the visitor began to fill the form (the endpoint reads the fill time): the first touch of a field, the
  // page's start when words were typed before the form's code arrived, 0 when a draft of an earlier visit came back.
  const startedAt = useRef<number | null>(null)
  /** The first touch of the form: the fill time starts, and the answer to the endpoint's challenge is found meanwhile. */
  const onFirstTouch = () => {
    startedAt.current ??= Date.now()
    startProof()
  }
  const hydrated = useHydrated()
  const element = useRef<HTMLFormElement>(null)
  const id = (name: string) => `${form}-${name}`
  const text = ui(locale).outbox

  /** The lead the form shows has been received (here, in another tab, or before Back): the form starts afresh. */
  const showReceived = () => {
    shownLead.current = null
    startedAt.current = null
    keepDrafts.current = true
    clearDraft(form, locale)
    latest.current = emptyValues(form)
    setValues(latest.current)
    setStatus({ state: 'sent' })
  }
  /** What the phone knows of the lead the form shows: waiting (with its id), or received. */
  const sync = () => {
    if (busy.current) return
    const shown = latest.current
    const waiting = waitingLead(form, locale)
    if (waiting && fingerprint(form, waiting.values) === fingerprint(form, shown)) {
      // The form shows a lead waiting on this phone (kept here earlier, or by another tab just now): it is posted
      // from here too (the endpoint stores an id once), and the status line follows it.
      shownLead.current = waiting.id
      setStatus((now) => (now?.state === 'waiting' ? now : { state: 'sending' }))
      void postLead(waiting).then((result) => {
        if (result.state === 'waiting' && shownLead.current === waiting.id) setStatus({ state: 'waiting', failure: result.failure })
      })
      return
    }
    const filled = fieldsOf(form).some(({ name }) => shown[name]?.trim())
    if (filled && ((shownLead.current && wasReceived(shownLead.current)) || receivedLead(form, locale, shown))) showReceived()
  }

  // After hydration (the pre-rendered HTML stays empty): keep what the visitor typed before the form's code
  // arrived (it starts at the first touch), else bring back a draft, else the lead waiting on this phone.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per form and edition; the helpers it calls read only refs and setters
  useEffect(() => {
    const typed = Object.fromEntries(Object.entries(shownValues(element.current)).filter(([, value]) => value))
    const draft = loadDraft(form, locale)
    const waiting = waitingLead(form, locale)
    // A field touched before the form's code arrived (the code loads on that touch) starts the fill time now.
    if (element.current?.contains(document.activeElement)) onFirstTouch()
    if (draft || waiting || Object.keys(typed).length) {
      startedAt.current = Object.keys(typed).length ? Math.round(performance.timeOrigin) : 0
      startProof()
      latest.current = { ...latest.current, ...(draft ?? waiting?.values), ...typed }
      setValues(latest.current)
      sync()
    }
    // Opened from a page's enquiry block: choose its event and start the message with its service, where the
    // draft or the visitor's typing left the field empty. Opened at the form's own address: then the first field
    // still empty takes the focus.
    let cancelled = false
    const focusFirstEmpty = () => {
      if (cancelled || !openedAt(form) || (document.activeElement && document.activeElement !== document.body)) return
      const empty = fieldsOf(form).find(({ name }) => !(latest.current[name] ?? '').trim())
      if (empty) document.getElementById(id(empty.name))?.focus()
    }
    if (form === 'enquiry') {
      topicOfAddress(locale, location.search)
        .then((topic) => {
          if (!topic || cancelled) return
          flushSync(() =>
            setValues((current) => (started.current = startEnquiry(current, topic, ui(locale).enquiryBlock.messageStart(topic.service)))),
          )
        })
        // Without the list (a lost connection) the form is simply as it was.
        .catch(() => {})
        .finally(focusFirstEmpty)
    } else setTimeout(focusFirstEmpty)
    const saveNow = () => worthKeeping(latest.current) && saveDraft(form, locale, latest.current)
    // Back (or Forward) brings the page back as it was left: a lead received since is not sent again.
    const restored = (event: PageTransitionEvent) => {
      if (!event.persisted) return
      keepDrafts.current = true
      busy.current = false
      setSending(false)
      sync()
    }
    // News of a lead: from this page's retries (LEAD_EVENT) or another tab (storage).
    const news = () => sync()
    addEventListener('pagehide', saveNow)
    addEventListener('pageshow', restored)
    addEventListener(LEAD_EVENT, news)
    addEventListener('storage', news)
    return () => {
      cancelled = true
      removeEventListener('pagehide', saveNow)
      removeEventListener('pageshow', restored)
      removeEventListener(LEAD_EVENT, news)
      removeEventListener('storage', news)
    }
  }, [form, locale])

  // biome-ignore lint/correctness/useExhaustiveDependencies: worthKeeping is a pure function of the values
  useEffect(() => {
    if (!hydrated) return
    const timer = setTimeout(() => worthKeeping(values) && saveDraft(form, locale, values), DRAFT_DELAY_MS)
    return () => clearTimeout(timer)
  }, [values, hydrated, form, locale])

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy.current) return
    // Spaces alone are no answer: trim, then say beside each field what keeps it from being sent, and go to the first.
    const trimmedValues = Object.fromEntries(
      Object.entries({ ...values, ...shownValues(element.current) }).map(([key, value]) => [key, value.trim()]),
    )
    flushSync(() => setValues(trimmedValues))
    const found: Record<string, string> = {}
    // The enquiry block's first line alone ("About Wedding Decoration:") is no message yet.
    const onlyStart = form === 'enquiry' && started.current?.message.trim() && trimmedValues.message === started.current.message.trim()
    const broken = invalidFields(form, trimmedValues)
    for (const { name } of fieldsOf(form)) {
      const control = element.current!.elements.namedItem(name) as Control | null
      const problem =
        (control && problemOf(control, words.problems)) ||
        (name === 'message' && onlyStart ? words.problems.onlyStart : broken.includes(name) ? words.problems.invalid : '')
      if (problem) found[name] = problem
    }
    setProblems(found)
    const first = Object.keys(found)[0]
    if (first) {
      document.getElementById(id(first))?.focus()
      return
    }
    busy.current = true
    setSending(true)
    setStatus({ state: 'sending' })
    const honeypot = trimmedValues[HONEYPOT_FIELD] ?? ''
    // A bot's lead (the hidden field filled) is posted once, never kept: the endpoint answers it as any other.
    const { lead, stored } = honeypot
      ? { lead: { id: crypto.randomUUID(), form, locale, values: trimmedValues, keptAt: Date.now() }, stored: true }
      : keepLead(form, locale, trimmedValues, startedAt.current ?? Date.now())
    shownLead.current = lead.id
    const slow = setTimeout(() => setStatus({ state: 'slow' }), SLOW_AFTER_MS)
    let result: PostResult
    try {
      result = await postLead(lead, honeypot)
    } finally {
      clearTimeout(slow)
      busy.current = false
      setSending(false)
    }
    if (result.state === 'received') {
      clearDraft(form, locale)
      if (form === 'feedback') {
        window.alert(ui(locale).alerts.feedbackSent)
        showReceived()
      } else {
        keepDrafts.current = false
        setStatus({ state: 'sent' })
        navigate(thanksPath(form, locale))
      }
      return
    }
    if (result.state === 'invalid') {
      // The endpoint's rules refused it: nothing was kept; the words stay in the form (and its draft).
      shownLead.current = null
      saveDraft(form, locale, trimmedValues)
      setStatus({ state: 'invalid', fields: result.fields })
      setProblems(Object.fromEntries(result.fields.map((name) => [name, words.problems.invalid])))
      return
    }
    setStatus(stored ? { state: 'waiting', failure: result.failure } : { state: 'notSaved' })
    // Kept on this phone; every page of the site posts it again (lib/leadsBoot.ts).
    dispatchEvent(new Event(KEPT_EVENT))
    if (form === 'enquiry') {
      console.error("Failed to send enquiry: the site's endpoint could not be reached", result.failure)
      window.alert(ui(locale).alerts.enquiryFailed)
    } else if (form === 'vendor')
      console.error(result.failure === 'offline' ? LOG_LINES.vendorError : LOG_LINES.vendorFailed, result.failure)
    else console.error('Failed to send feedback:', result.failure)
  }

  function clearForm() {
    clearDraft(form, locale)
    setProblems({})
    setValues(emptyValues(form))
    setStatus(null)
  }

  const failed = status?.state === 'waiting' || status?.state === 'notSaved'
  const line = !status
    ? ''
    : status.state === 'waiting'
      ? status.failure === 'offline'
        ? text.savedWhileOpen
        : status.failure === 'busy'
          ? text.busy
          : text.retryingWhileOpen
      : status.state === 'invalid'
        ? text.invalid(status.fields.map((name) => labels[name] ?? name).join(', '))
        : text[status.state]

  return (
    <form
      ref={element}
      id={form}
      className="lead-form"
      aria-label={words[form].title}
      onSubmit={onSubmit}
      onFocus={onFirstTouch}
      onInput={onFirstTouch}
      // The form's own check says what is wrong, beside the field, in the page's language (the browser's bubble
      // speaks the phone's language). A tap or Enter before the form runs is held until it runs (pages/+client.ts).
      noValidate
    >
      <div className="lead-form__grid">
        {fieldsOf(form).map((field) => {
          const problem = problems[field.name]
          const common = {
            id: id(field.name),
            name: field.name,
            required: true,
            autoComplete: field.autoComplete,
            value: values[field.name],
            maxLength: field.maxLength,
            'aria-invalid': problem ? true : undefined,
            'aria-describedby': problem ? `${id(field.name)}-problem` : undefined,
            onChange: (e: { target: Control }) => {
              const { value } = e.target
              setValues((current) => ({ ...current, [field.name]: value }))
              // A field that was said to be wrong is checked again as it is mended (the message goes once it is right).
              if (problem) {
                const now = problemOf(e.target, words.problems)
                setProblems(({ [field.name]: _, ...others }) => (now ? { ...others, [field.name]: now } : others))
              }
            },
          }
          return (
            <div key={field.name} className={`lead-form__field${field.wide ? ' lead-form__field--wide' : ''}`}>
              <label htmlFor={common.id}>{labels[field.name]}</label>
              {field.type === 'textarea' ? (
                <textarea {...common} rows={4} />
              ) : field.type === 'select' ? (
                <select {...common}>
                  <option value="">{words.choose}</option>
                  {field.options!.map((option) => (
                    <option key={option} value={option}>
                      {words.options[option as keyof typeof words.options] ?? option}
                    </option>
                  ))}
                </select>
              ) : (
                <input {...common} type={field.type} />
              )}
              {problem && (
                <p id={`${common.id}-problem`} className="lead-form__problem">
                  {problem}
                </p>
              )}
            </div>
          )
        })}
        {/* Honeypot: hidden from people, filled in by bots; the endpoint answers a filled one and keeps nothing. */}
        <div className="lead-form__honeypot" aria-hidden="true">
          <label htmlFor={id(HONEYPOT_FIELD)}>{words.honeypot}</label>
          <input
            id={id(HONEYPOT_FIELD)}
            name={HONEYPOT_FIELD}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            value={values[HONEYPOT_FIELD]}
            onChange={(e) => setValues((current) => ({ ...current, [HONEYPOT_FIELD]: e.target.value }))}
          />
        </div>
      </div>
      <div className="lead-form__status" role="status">
        {line && <p>{line}</p>}
        {failed && status && (
          <p>
            <a
              className="button button--whatsapp"
              href={whatsappLink(site.phone, { id: shownLead.current ?? '', form, locale, values })}
              target="_blank"
              rel="noopener noreferrer"
            >
              {text.whatsapp}
            </a>
            {status.state === 'waiting' && status.failure === 'busy' && (
              <>
                {' '}
                <a className="button" href={`tel:${site.phone}`}>
                  {ui(locale).header.call(phoneText())}
                </a>
              </>
            )}
          </p>
        )}
      </div>
      {/* What the details are for, and where to read the rest (content/pages/privacy.mdx). */}
      <p className="lead-form__privacy">
        {ui(locale).privacy.formNotice[form]} <a href={localizePath('/privacy', locale)}>{ui(locale).privacy.formNoticeLink}</a>.
      </p>
      <div className="lead-form__actions">
        {/* Disabled until the form runs: a send before then would be a plain browser submit that reloads the page
            and loses the text. components/islands/boot.ts enables it as soon as a click can be held and replayed. */}
        <button type="submit" className="button button--primary lead-form__submit" disabled={sending || !hydrated} data-wait-for-island="">
          {sending ? text.sending : words[form].submit}
        </button>
        <button type="button" className="lead-form__clear" onClick={clearForm} disabled={!hydrated} data-wait-for-island="">
          {text.clearForm}
        </button>
      </div>
    </form>
  )
}
