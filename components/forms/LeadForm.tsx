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
import type { FlushResult } from '../../lib/outbox/send'
import { OUTBOX_EVENT, registerServiceWorker, sendPending } from '../../lib/outbox/pending'
import { statusText } from '../../lib/outbox/status'
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

const emptyValues = (form: FormName): Values => Object.fromEntries([...fieldsOf(form).map((field) => [field.name, '']), [HONEYPOT_FIELD, '']])
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
 * One form component for the enquiry, vendor and feedback forms. All fields are required (browser check; a
 * field of only spaces counts as empty). What the visitor types is kept as a draft on the device; every lead goes
 * through the outbox (lib/outbox/) and the status line says where it is. While sending, the button is disabled:
 * one click, one lead. A failure keeps every value, says so and offers WhatsApp.
 */
export function LeadForm({ form, submit, services }: { form: FormName; submit: (values: Values, services: LeadServices) => Promise<Outcome>; services?: LeadServices }) {
  const locale = useLocale()
  const words = ui(locale).forms
  const labels: Record<string, string> = words[form].labels
  const [values, setValues] = useState<Values>(() => emptyValues(form))
  const [lead, setLead] = useState<LeadReport | null>(null)
  const [sending, setSending] = useState(false)
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
  // Until the page's script has started, sending would be a plain browser submit that reloads the page and
  // loses the visitor's text: the button waits for it (a fraction of a second).
  const hydrated = useHydrated()
  const element = useRef<HTMLFormElement>(null)
  const id = (name: string) => `${form}-${name}`
  const text = ui(locale).outbox

  // After hydration (the pre-rendered HTML stays empty): keep what the visitor typed before the form's code
  // arrived (it starts at the first touch), else bring back a draft; then keep saving it.
  useEffect(() => {
    const typed = Object.fromEntries(
      [...(element.current?.elements ?? [])]
        .filter((field): field is HTMLInputElement => 'name' in field && !!(field as HTMLInputElement).name && !!(field as HTMLInputElement).value)
        .map((field) => [field.name, field.value]),
    )
    const draft = loadDraft(form, locale)
    if (draft || Object.keys(typed).length) setValues((current) => ({ ...current, ...draft, ...typed }))
    // Opened from a page's enquiry block: choose its event and start the message with its service, where the
    // draft or the visitor's typing left the field empty.
    let cancelled = false
    if (form === 'enquiry') {
      topicOfAddress(locale, location.search)
        .then((topic) => {
          if (!topic || cancelled) return
          setValues((current) => (started.current = startEnquiry(current, topic, ui(locale).enquiryBlock.messageStart(topic.service))))
        })
        // Without the list (a lost connection) the form is simply as it was.
        .catch(() => {})
    }
    // The form's code starts at the visitor's first touch (components/islands/boot.ts): that is the moment to
    // install the service worker and fetch the e-mail SDK, while the network is surely there.
    prepare(form)
    const saveNow = () => worthKeeping(latest.current) && saveDraft(form, locale, latest.current)
    addEventListener('pagehide', saveNow)
    return () => {
      cancelled = true
      removeEventListener('pagehide', saveNow)
    }
  }, [form, locale])

  useEffect(() => {
    if (!hydrated) return
    const timer = setTimeout(() => worthKeeping(values) && saveDraft(form, locale, values), DRAFT_DELAY_MS)
    return () => clearTimeout(timer)
  }, [values, hydrated, form, locale])

  // A lead kept in the outbox may be sent later by a retry (network back, tab visible again): say so.
  useEffect(() => {
    const onOutbox = (event: Event) => {
      const results = (event as CustomEvent<FlushResult[]>).detail
      setLead((current) => {
        const mine = current && results.find(({ entry }) => entry.id === current.id)
        if (!mine || mine.result.state === 'waiting') return current
        if (mine.result.state === 'sent') clearDraft(form, locale)
        return { ...current, state: mine.result.state, failure: mine.entry.lastFailure }
      })
    }
    addEventListener(OUTBOX_EVENT, onOutbox)
    return () => removeEventListener(OUTBOX_EVENT, onOutbox)
  }, [form, locale])

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy.current) return
    // Spaces alone are no answer: trim, then let the browser give its own required-field message.
    const trimmedValues = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value.trim()]))
    flushSync(() => setValues(trimmedValues))
    if (!element.current!.reportValidity()) return
    const again = lastLead.current && sameValues(lastLead.current.values, trimmedValues) ? lastLead.current.id : null
    const report = (next: LeadReport) => {
      lastLead.current = { id: next.id, values: trimmedValues }
      setLead(next)
    }
    busy.current = true
    setSending(true)
    const base = services ?? browserServices(locale, report)
    let outcome
    try {
      outcome = await submit(trimmedValues, { ...base, report, newId: () => again ?? base.newId?.() ?? crypto.randomUUID() })
    } finally {
      busy.current = false
      setSending(false)
    }
    if (outcome === 'cleared' || outcome === 'navigated') {
      // Confirmed (or, for the spec's vendor path, handed to the outbox and the thank-you page): start afresh.
      clearDraft(form, locale)
      if (outcome === 'navigated') keepDrafts.current = false
      if (outcome === 'cleared') setValues(emptyValues(form))
      lastLead.current = null
    } else {
      // Kept: the outbox tries again by itself (load, network back, tab visible, a timer while the page is open,
      // and the service worker after the tab is closed).
      void sendPending('submit')
    }
  }

  function clearForm() {
    clearDraft(form, locale)
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
        : statusText(text, lead.state, lead.failure)

  return (
    <form ref={element} className="lead-form" aria-label={words[form].title} onSubmit={onSubmit} onFocus={() => prepare(form)} noValidate={false}>
      <div className="lead-form__grid">
        {fieldsOf(form).map((field) => {
          const common = {
            id: id(field.name),
            name: field.name,
            required: true,
            autoComplete: field.autoComplete,
            value: values[field.name],
            onChange: (e: { target: { value: string } }) => setValues((current) => ({ ...current, [field.name]: e.target.value })),
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
            <a className="button button--whatsapp" href={whatsappLink(site.phone, { ...lead, locale })} target="_blank" rel="noopener noreferrer">
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
