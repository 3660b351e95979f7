import { useEffect, useRef, useState, type FormEvent } from 'react'
import { flushSync } from 'react-dom'
import site from '../../content/data/site.yaml'
import { FORMS, HONEYPOT_FIELD, type FormName } from '../../content/forms'
import { ui } from '../../content/ui'
import { clearDraft, loadDraft, saveDraft } from '../../lib/drafts'
import { localizePath } from '../../content/editions'
import { SERVICE_PARAM, startEnquiry, type EnquiryTopic } from '../../lib/enquiry'
import type { Locale } from '../../content/editions'
import type { LeadReport, LeadServices, Outcome, Values } from '../../lib/leads'
import { hasReachedBusiness, resting, type FlushResult } from '../../lib/outbox/send'
import { OUTBOX_EVENT, registerServiceWorker, sendPending } from '../../lib/outbox/pending'
import { hasBackgroundSync, statusText } from '../../lib/outbox/status'
import { browserStore, type OutboxEntry } from '../../lib/outbox/store'
import { whatsappLink } from '../../lib/outbox/whatsapp'
import { useLocale } from '../../renderer/useLocale'
import { browserServices } from './browserServices'

/** A field as the form shows it (content/forms.js). */
interface Field {
  name: string
  type: 'text' | 'email' | 'tel' | 'textarea' | 'select'
  /** The values stored, as the spec gives them; shown in the page's language (content/ui/, forms.options). */
  options?: readonly string[]
  autoComplete?: string
  /** Spans both columns on wide screens. */
  wide?: boolean
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
/** The same lead: every field of the form holds the same words (spaces around them aside). */
const sameLead = (form: FormName, a: Values, b: Values) =>
  fieldsOf(form).every(({ name }) => (a[name] ?? '').trim() === (b[name] ?? '').trim())

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

/**
 * When the visitor starts on a form, while the network is surely there: the service worker is installed (it must
 * be, to send after the tab closes) and the enquiry's e-mail SDK is fetched (not with the page, and before a send).
 */
let prepared = false
function prepare(form: FormName) {
  if (prepared) return
  prepared = true
  registerServiceWorker()
  if (form === 'enquiry') void import('@emailjs/browser').catch(() => (prepared = false))
}

/**
 * One form component for the enquiry, vendor and feedback forms. All fields are required (a field of only spaces
 * counts as empty); a field that cannot be sent as it is says why beside it, in the page's language, and is read
 * with it (aria-describedby). What the visitor types is kept as a draft on the device; every lead goes
 * through the outbox (lib/outbox/) and the status line says where it is. While sending, the button is disabled:
 * one click, one lead. A failure keeps every value, says so and offers WhatsApp.
 */
export function LeadForm({
  form,
  submit,
  services,
}: {
  form: FormName
  submit: (values: Values, services: LeadServices) => Promise<Outcome>
  services?: LeadServices
}) {
  const locale = useLocale()
  const words = ui(locale).forms
  const labels: Record<string, string> = words[form].labels
  const [values, setValues] = useState<Values>(() => emptyValues(form))
  const [lead, showLead] = useState<LeadReport | null>(null)
  // The lead shown, for handlers that run outside React's renders (the outbox's news, a page brought back by Back).
  const leadNow = useRef<LeadReport | null>(null)
  const setLead = (next: LeadReport | null) => {
    leadNow.current = next
    showLead(next)
  }
  const [sending, setSending] = useState(false)
  // Why a field cannot be sent as it is, by field name: set by Send, updated as the visitor mends the field.
  const [problems, setProblems] = useState<Record<string, string>>({})
  // Set before the first await: a double click must not start a second lead.
  const busy = useRef(false)
  const latest = useRef(values)
  latest.current = values
  // Off once the lead has gone (to the thank-you page): the page's last moments must not save it back.
  const keepDrafts = useRef(true)
  // The values as the page's enquiry block started them: not a draft until the visitor changes something, so
  // that opening the form from another page later starts it for that page.
  const started = useRef<Values | null>(null)
  const worthKeeping = (current: Values) => keepDrafts.current && !(started.current && sameValues(current, started.current))
  // The lead last sent from this form and its values: pressing the button again with the same values continues
  // that lead (same id) instead of making a second one.
  const lastLead = useRef<{ id: string; values: Values } | null>(null)
  // The lead has reached the business: what the form still shows of it is done with, so it is neither kept as a
  // draft nor sent a second time (a later visit, or Back from the thank-you page, starts a new enquiry).
  const forgetSent = () => {
    const sent = lastLead.current
    lastLead.current = null
    if (!sent || !sameLead(form, latest.current, sent.values)) return
    keepDrafts.current = true
    clearDraft(form, locale)
    latest.current = emptyValues(form)
    setValues(latest.current)
  }
  // A lead of this form still waiting in the outbox with exactly what the form shows (the form opened again from
  // a draft, or brought back by Back): the form takes it up again, with its status, so that Send continues that
  // lead instead of making a second one. Otherwise, a form still showing a lead that has been sent starts afresh.
  async function takeUpWaitingLead(shown: Values) {
    const entries = await browserStore.all().catch(() => [] as OutboxEntry[])
    const waiting = entries.find(
      (entry) => entry.form === form && entry.locale === locale && !hasReachedBusiness(entry) && sameLead(form, entry.values, shown),
    )
    if (!waiting) {
      if (leadNow.current?.state === 'sent') forgetSent()
      return
    }
    const now = resting(waiting)
    lastLead.current = { id: waiting.id, values: Object.fromEntries(Object.entries(shown).map(([name, value]) => [name, value.trim()])) }
    setLead({
      id: waiting.id,
      form,
      state: now.state === 'waiting' ? 'queued' : now.state,
      stored: true,
      failure: waiting.lastFailure,
      values: shown,
    })
  }
  // Until the page's script has started, sending would be a plain browser submit that reloads the page and
  // loses the visitor's text: the button waits for it (a fraction of a second).
  const hydrated = useHydrated()
  const element = useRef<HTMLFormElement>(null)
  const id = (name: string) => `${form}-${name}`
  const text = ui(locale).outbox

  // After hydration (the pre-rendered HTML stays empty): keep what the visitor typed before the form's code
  // arrived (it starts at the first touch), else bring back a draft; then keep saving it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per form and edition; the helpers it calls read only refs and setters
  useEffect(() => {
    const typed = Object.fromEntries(Object.entries(shownValues(element.current)).filter(([, value]) => value))
    const draft = loadDraft(form, locale)
    if (draft || Object.keys(typed).length) {
      const shown = { ...latest.current, ...draft, ...typed }
      setValues(shown)
      void takeUpWaitingLead(shown)
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
    // The form's code starts at the visitor's first touch (components/islands/boot.ts): that is the moment to
    // install the service worker and fetch the e-mail SDK, while the network is surely there.
    prepare(form)
    const saveNow = () => worthKeeping(latest.current) && saveDraft(form, locale, latest.current)
    // Back (or Forward) brings the page back as it was left, the thank-you page's form included: a lead that was
    // sent is not sent again, a lead still waiting is taken up again, and typing is kept as a draft again.
    const restored = (event: PageTransitionEvent) => {
      if (!event.persisted) return
      keepDrafts.current = true
      void takeUpWaitingLead(latest.current)
    }
    addEventListener('pagehide', saveNow)
    addEventListener('pageshow', restored)
    return () => {
      cancelled = true
      removeEventListener('pagehide', saveNow)
      removeEventListener('pageshow', restored)
    }
  }, [form, locale])

  // biome-ignore lint/correctness/useExhaustiveDependencies: worthKeeping is a pure function of the values
  useEffect(() => {
    if (!hydrated) return
    const timer = setTimeout(() => worthKeeping(values) && saveDraft(form, locale, values), DRAFT_DELAY_MS)
    return () => clearTimeout(timer)
  }, [values, hydrated, form, locale])

  // A lead kept in the outbox may be sent later by a retry (network back, tab visible again): say so, and once it
  // has gone, what the form still shows of it is not kept (forgetSent).
  // biome-ignore lint/correctness/useExhaustiveDependencies: listens once per form and edition; the helpers it calls read only refs and setters
  useEffect(() => {
    const onOutbox = (event: Event) => {
      const results = (event as CustomEvent<FlushResult[]>).detail
      const current = leadNow.current
      const mine = current && results.find(({ entry }) => entry.id === current.id)
      if (!current || !mine || mine.result.state === 'waiting') return
      if (mine.result.state === 'sent' && lastLead.current?.id === current.id) forgetSent()
      setLead({ ...current, state: mine.result.state, failure: mine.entry.lastFailure })
    }
    addEventListener(OUTBOX_EVENT, onOutbox)
    return () => removeEventListener(OUTBOX_EVENT, onOutbox)
  }, [form, locale])

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy.current) return
    // Spaces alone are no answer: trim, then say beside each field what keeps it from being sent, and go to the first.
    const trimmedValues = Object.fromEntries(
      Object.entries({ ...values, ...shownValues(element.current) }).map(([key, value]) => [key, value.trim()]),
    )
    flushSync(() => setValues(trimmedValues))
    const found: Record<string, string> = {}
    for (const { name } of fieldsOf(form)) {
      const control = element.current!.elements.namedItem(name) as Control | null
      const problem = control && problemOf(control, words.problems)
      if (problem) found[name] = problem
    }
    setProblems(found)
    const first = Object.keys(found)[0]
    if (first) {
      document.getElementById(id(first))?.focus()
      return
    }
    const again = lastLead.current && sameValues(lastLead.current.values, trimmedValues) ? lastLead.current.id : null
    const report = (next: LeadReport) => {
      lastLead.current = { id: next.id, values: trimmedValues }
      setLead(next)
    }
    busy.current = true
    setSending(true)
    const base = services ?? browserServices(locale, report)
    let outcome: Outcome
    try {
      outcome = await submit(trimmedValues, { ...base, report, newId: () => again ?? base.newId?.() ?? crypto.randomUUID() })
    } finally {
      busy.current = false
      setSending(false)
    }
    if (outcome === 'cleared' || outcome === 'navigated') {
      // Confirmed (or, for the spec's vendor path, handed to the outbox and the thank-you page): start afresh. The
      // lead is remembered for a page brought back by Back (takeUpWaitingLead).
      clearDraft(form, locale)
      if (outcome === 'navigated') keepDrafts.current = false
      if (outcome === 'cleared') {
        setValues(emptyValues(form))
        lastLead.current = null
      }
    } else {
      // Kept: the outbox tries again by itself (load, network back, tab visible, a timer while the page is open,
      // and the service worker after the tab is closed).
      void sendPending('submit')
    }
  }

  function clearForm() {
    clearDraft(form, locale)
    setProblems({})
    setValues(emptyValues(form))
    setLead(null)
    lastLead.current = null
  }

  const failed = lead && (lead.state === 'queued' || lead.state === 'refused' || lead.state === 'unconfirmed')
  const status = !lead
    ? ''
    : lead.state === 'sending'
      ? text.sending
      : lead.state === 'queued' && !lead.stored
        ? text.notSaved
        : statusText(text, lead.state, lead.failure, hasBackgroundSync())

  return (
    <form
      ref={element}
      id={form}
      className="lead-form"
      aria-label={words[form].title}
      onSubmit={onSubmit}
      onFocus={() => prepare(form)}
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
        {/* Honeypot: hidden from people, filled in by bots; a filled one is silently dropped (lib/leads.ts). */}
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
        {status && <p>{status}</p>}
        {failed && (
          <p>
            <a
              className="button button--whatsapp"
              href={whatsappLink(site.phone, { ...lead, locale })}
              target="_blank"
              rel="noopener noreferrer"
            >
              {text.whatsapp}
            </a>
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
