// What happens when a visitor sends one of the three forms: the calls to the hosted services (or the local
// stand-in), what counts as success, what the visitor is told and where they go. The form component
// (components/forms/LeadForm.tsx) only collects the values; everything here is plain logic, tested with a
// fake fetch and a fake EmailJS (tests/unit/leads.test.ts). Every lead goes through the outbox (lib/outbox/).
// Each form's e-mail parameters, sheet columns and thank-you page are in its definition (content/forms.js).
import { EMAIL_EXTRA_PARAMS, FORMS, HONEYPOT_FIELD, ID_COLUMN, type FormName } from '../content/forms'
import { ui } from '../content/ui'
import { memoryStore, sendEntry, standing, SLOW_AFTER_MS, withLock, type FlushResult, type SendResult, type Transport } from './outbox/send'
import type { EmailStep, OutboxEntry, OutboxStore, StepState } from './outbox/store'

/** Log lines from the spec, word for word (in English in both editions: they are for developers). */
export const LOG_LINES = {
  vendorFailed: 'Failed to submit form data',
  vendorError: 'Error submitting form data:',
} as const

/** One of the spec's alerts, in the page's language. */
const alertText = (key: 'enquiryFailed' | 'feedbackSent', services: LeadServices) => ui(services.locale).alerts[key]

export type Values = Record<string, string>

/** What the form does after a submission. */
export type Outcome = 'navigated' | 'cleared' | 'kept'

/** Where a lead is, for the visitor: each change is reported to the form (LeadServices.report). */
export interface LeadReport {
  id: string
  form: FormName
  /** 'slow': still on its way, with no answer after SLOW_AFTER_MS (it is not given up: lib/outbox/send.ts). */
  state: 'sending' | 'slow' | 'sent' | 'queued' | 'refused' | 'unconfirmed'
  /** false when the browser could not keep it (private mode, full storage): it exists only on this page. */
  stored: boolean
  /** For a queued lead: the visitor's phone was offline, or the service did not answer. */
  failure?: 'offline' | 'service'
  values: Values
}

export interface LeadServices extends Transport {
  navigate: (url: string) => void | Promise<void>
  alert: (message: string) => void
  log: (...args: unknown[]) => void
  /** The device's outbox; without one (tests of the spec's flows) a lead lives only as long as the call. */
  store?: OutboxStore
  newId?: () => string
  /** Told whenever the lead changes state. */
  report?: (lead: LeadReport) => void
  /** The page's language ("en", "ta"): in the e-mail's template params and the thank-you path. */
  locale?: string
  /**
   * Hands the outbox to the service worker, which sends it even if this page goes away mid-request, and
   * resolves with what became of each lead; null where no service worker runs (the page sends it itself).
   */
  carry?: () => Promise<FlushResult[] | null>
}

export interface Endpoints {
  emailServiceId: string
  emailTemplateId: string
  emailPublicKey: string
  /** EmailJS's API origin when it is not EmailJS's own (the local stand-in on this site's origin). */
  emailOrigin?: string
  enquirySheet: string
  vendorSheet: string
  feedbackSheet: string
}

/**
 * Spreadsheets run a cell that starts with =, +, -, @, tab, CR or LF as a formula (OWASP CSV injection):
 * such a value is stored with a leading apostrophe, which spreadsheets show as text.
 */
export function neutralize(value: string): string {
  return /^[=+\-@\t\r\n]/.test(value) ? `'${value}` : value
}

/** Values with surrounding spaces removed. */
export function trimmed(values: Values): Values {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value.trim()]))
}

/** What a form's sheet receives: its columns in the sheet's order, then the lead's id, each value neutralised. */
function sheetBody(form: FormName, values: Values, id: string): unknown {
  const sheet: { columns: Record<string, string>; under?: string } = FORMS[form].sheet
  const columns = {
    ...Object.fromEntries(Object.entries(sheet.columns).map(([column, field]) => [column, values[field]])),
    [ID_COLUMN]: id,
  }
  const row = Object.fromEntries(Object.entries(columns).map(([column, value]) => [column, neutralize(value)]))
  return sheet.under ? { [sheet.under]: row } : row
}

/** The e-mail's template params (the spec's names) for an enquiry's values. */
const enquiryEmail = (values: Values) =>
  Object.fromEntries(Object.entries(FORMS.enquiry.email).map(([param, field]) => [param, values[field]]))

const isBot = (values: Values) => !!values[HONEYPOT_FIELD]

/** A step as the visitor's own new try sends it: at once, whatever it waited for or could not confirm. */
const afresh = <S extends StepState>(step: S): S => ({ ...step, startedAt: undefined, nextAttemptAt: undefined, refusedStatus: undefined })

/** Leads this page could not keep in the browser's storage. */
const pageMemory = memoryStore()

/** A form's thank-you page in the page's language ("/ta/contactus/thanks" on Tamil pages). */
const thanksPath = (form: 'enquiry' | 'vendor', services: LeadServices) => {
  const path = FORMS[form].thanks
  return services.locale && services.locale !== 'en' ? `/${services.locale}${path}` : path
}

/**
 * Writes the lead to the outbox before any request, then sends it while holding the outbox lock (another tab
 * or the service worker may be sending too). It leaves the outbox only on a confirmed 2xx.
 */
async function deliver(
  form: FormName,
  values: Values,
  steps: { email?: Omit<EmailStep, 'done'>; url: string },
  services: LeadServices,
): Promise<SendResult> {
  const id = services.newId?.() ?? crypto.randomUUID()
  const locale = services.locale ?? 'en'
  const withId = (params: Record<string, string>) => ({ ...params, [EMAIL_EXTRA_PARAMS.id]: id, [EMAIL_EXTRA_PARAMS.language]: locale })
  // Sending the same lead again (the visitor pressed the button once more) continues it: same id, same steps done.
  const existing = (await services.store?.get(id).catch(() => undefined)) ?? (await pageMemory.get(id))
  // The visitor chose to send it again: that includes a step we could not confirm (they were told it may have
  // arrived), so its mark is dropped, and a refused step is tried now rather than hours later.
  const entry: OutboxEntry = existing
    ? {
        ...existing,
        nextAttemptAt: 0,
        refusedStatus: undefined,
        email: existing.email && afresh(existing.email),
        sheet: afresh(existing.sheet),
      }
    : {
        id,
        form,
        locale,
        createdAt: Date.now(),
        // What the visitor typed, for the WhatsApp way out; the honeypot is never stored.
        values: Object.fromEntries(Object.entries(values).filter(([name]) => name !== HONEYPOT_FIELD)),
        email: steps.email && { ...steps.email, params: withId(steps.email.params), done: false },
        sheet: { url: steps.url, body: sheetBody(form, values, id), done: false },
        attempts: 0,
        nextAttemptAt: 0,
      }
  const report = (state: LeadReport['state'], stored: boolean, failure?: LeadReport['failure']) =>
    services.report?.({ id, form, state, stored, values, failure })
  report('sending', false)
  let store = services.store
  let stored = false
  if (store) {
    try {
      await store.put(entry)
      stored = true
    } catch (error) {
      services.log('This browser cannot keep the lead for later:', error)
    }
  }
  if (!stored) {
    // Not kept on the device: it lives as long as the page, so a second try still sends the same lead once.
    store = pageMemory
    await pageMemory.put(entry)
  }
  // A slow answer is not a failure: the visitor is told it is slow, and the request goes on (lib/outbox/send.ts).
  const slow = setTimeout(() => report('slow', stored), SLOW_AFTER_MS)
  let result: SendResult
  try {
    // Where a service worker runs it carries the send, so a visitor who leaves the page now causes no second one.
    const carried = stored ? await services.carry?.().catch(() => null) : null
    result = carried
      ? await resultOf(id, carried, store!)
      : await withLock(async () => {
          // Another tab or the service worker may have sent it while this one waited for the lock.
          const current = await store!.get(id)
          return current ? sendEntry(current, store!, services) : ({ state: 'sent' } as const)
        })
  } finally {
    clearTimeout(slow)
  }
  report(result.state, stored, result.state === 'queued' ? result.failure : undefined)
  return result
}

/** One lead's outcome in the service worker's answer; a lead it no longer found had been sent by another sender. */
async function resultOf(id: string, results: FlushResult[], store: OutboxStore): Promise<SendResult> {
  const mine = results.find(({ entry }) => entry.id === id)?.result
  if (mine && mine.state !== 'waiting') return mine
  const left = await store.get(id).catch(() => undefined)
  if (!left) return { state: 'sent' }
  const { removable: _, ...now } = standing(left)
  return now.state === 'queued' ? { ...now, failure: left.lastFailure ?? 'service' } : (now as SendResult)
}

/**
 * Enquiry (contact page): e-mail through EmailJS, then a row in the enquiry sheet. Both succeed: thank-you
 * page. Either fails: the spec's alert, an error logged, and the visitor stays with everything typed; the lead
 * stays in the outbox and only the step that failed is tried again.
 */
export async function submitEnquiry(input: Values, endpoints: Endpoints, services: LeadServices): Promise<Outcome> {
  if (isBot(input)) {
    await services.navigate(thanksPath('enquiry', services))
    return 'navigated'
  }
  const values = trimmed(input)
  const result = await deliver(
    'enquiry',
    values,
    {
      email: {
        serviceId: endpoints.emailServiceId,
        templateId: endpoints.emailTemplateId,
        publicKey: endpoints.emailPublicKey,
        origin: endpoints.emailOrigin,
        params: enquiryEmail(values),
      },
      url: endpoints.enquirySheet,
    },
    services,
  )
  if (result.state !== 'sent') {
    services.log('Failed to send enquiry:', result.error ?? new Error(`The service answered ${result.status}`))
    services.alert(alertText('enquiryFailed', services))
    return 'kept'
  }
  // The business has it; one of its services refused its step, which is tried again later: say so for whoever looks.
  if (result.error) services.log('The enquiry reached the business, but one of its services refused it (tried again later):', result.error)
  await services.navigate(thanksPath('enquiry', services))
  return 'navigated'
}

/**
 * Vendor registration: one row in the vendor sheet ({ data: {...} }). A 2xx clears the form and opens the
 * thank-you page; any other status is logged and still opens it (the registration stays in the outbox and is
 * retried); a thrown error is logged and the visitor stays.
 */
export async function submitVendor(input: Values, endpoints: Endpoints, services: LeadServices): Promise<Outcome> {
  if (isBot(input)) {
    await services.navigate(thanksPath('vendor', services))
    return 'navigated'
  }
  const values = trimmed(input)
  const result = await deliver('vendor', values, { url: endpoints.vendorSheet }, services)
  if (result.state === 'sent') {
    await services.navigate(thanksPath('vendor', services))
    return 'cleared'
  }
  if (result.status === undefined) {
    services.log(LOG_LINES.vendorError, result.error)
    return 'kept'
  }
  services.log(LOG_LINES.vendorFailed)
  await services.navigate(thanksPath('vendor', services))
  return 'navigated'
}

/** Feedback: one row in the feedback sheet. A 2xx: the spec's alert and a cleared form; otherwise only a log line. */
export async function submitFeedback(input: Values, endpoints: Endpoints, services: LeadServices): Promise<Outcome> {
  if (isBot(input)) {
    services.alert(alertText('feedbackSent', services))
    return 'cleared'
  }
  const values = trimmed(input)
  const result = await deliver('feedback', values, { url: endpoints.feedbackSheet }, services)
  if (result.state !== 'sent') {
    if (result.status !== undefined) services.log(`Failed to send feedback: the sheet answered ${result.status}`)
    else services.log('Failed to send feedback:', result.error)
    return 'kept'
  }
  services.alert(alertText('feedbackSent', services))
  return 'cleared'
}
