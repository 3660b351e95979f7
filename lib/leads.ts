// What happens when a visitor sends one of the three forms: the calls to the hosted services (or the local
// stand-in), what counts as success, what the visitor is told and where they go. The form component
// (components/forms/LeadForm.tsx) only collects the values; everything here is plain logic, tested with a
// fake fetch and a fake EmailJS (tests/unit/leads.test.ts).

/** Messages and log lines from the spec, word for word. */
export const MESSAGES = {
  enquiryFailed: 'Failed to send message or save data. Please try again later.',
  vendorFailed: 'Failed to submit form data',
  vendorError: 'Error submitting form data:',
  feedbackSent: 'Data sent successfully',
} as const

/** A request that hangs is abandoned after this long and treated as a failure. */
export const REQUEST_TIMEOUT_MS = 15_000

/** Name of the hidden field that only bots fill in. */
export const HONEYPOT_FIELD = 'website'

export type Values = Record<string, string>

/** What the form does after a submission. */
export type Outcome = 'navigated' | 'cleared' | 'kept'

export interface LeadServices {
  fetch: typeof fetch
  /** EmailJS's send(serviceId, templateId, params). */
  sendEmail: (serviceId: string, templateId: string, params: Record<string, string>) => Promise<unknown>
  navigate: (url: string) => void | Promise<void>
  alert: (message: string) => void
  log: (...args: unknown[]) => void
  timeoutMs?: number
}

export interface Endpoints {
  emailServiceId: string
  emailTemplateId: string
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

/** A row for a spreadsheet: the given columns, each neutralised. */
function sheetRow(columns: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(columns).map(([column, value]) => [column, neutralize(value)]))
}

/** POSTs JSON; resolves with the response (any status), rejects on network failure or after the timeout. */
export async function postJson(url: string, body: unknown, services: Pick<LeadServices, 'fetch' | 'timeoutMs'>): Promise<Response> {
  const controller = new AbortController()
  const timeoutMs = services.timeoutMs ?? REQUEST_TIMEOUT_MS
  const timer = setTimeout(() => controller.abort(new Error(`No answer from ${url} within ${timeoutMs / 1000} s`)), timeoutMs)
  try {
    return await services.fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      signal: controller.signal,
    })
  } finally {
    clearTimeout(timer)
  }
}

/** Rejects when a promise takes longer than the timeout (EmailJS has no timeout of its own). */
function withTimeout<T>(promise: Promise<T>, timeoutMs: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout>
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`No answer from ${what} within ${timeoutMs / 1000} s`)), timeoutMs)
    }),
  ]).finally(() => clearTimeout(timer))
}

const isBot = (values: Values) => !!values[HONEYPOT_FIELD]

/**
 * Enquiry (contact page): e-mail through EmailJS, then a row in the enquiry sheet. Both succeed: thank-you
 * page. Either fails: the spec's alert, an error logged, and the visitor stays with everything typed.
 */
export async function submitEnquiry(input: Values, endpoints: Endpoints, services: LeadServices): Promise<Outcome> {
  if (isBot(input)) {
    await services.navigate('/contactus/thanks')
    return 'navigated'
  }
  const values = trimmed(input)
  const timeoutMs = services.timeoutMs ?? REQUEST_TIMEOUT_MS
  try {
    await withTimeout(
      services.sendEmail(endpoints.emailServiceId, endpoints.emailTemplateId, {
        from_name: values.name,
        from_email: values.email,
        phone_number: values.phone,
        user_city: values.city,
        service: values.service,
        message: values.message,
      }),
      timeoutMs,
      'the e-mail service',
    )
    const response = await postJson(
      endpoints.enquirySheet,
      sheetRow({ Name: values.name, Email: values.email, Phone: values.phone, City: values.city, Service: values.service, Message: values.message }),
      services,
    )
    if (!response.ok) throw new Error(`The enquiry sheet answered ${response.status}`)
  } catch (error) {
    services.log('Failed to send enquiry:', error)
    services.alert(MESSAGES.enquiryFailed)
    return 'kept'
  }
  await services.navigate('/contactus/thanks')
  return 'navigated'
}

/**
 * Vendor registration: one row in the vendor sheet ({ data: {...} }). A 2xx clears the form and opens the
 * thank-you page; any other status is logged and still opens it; a thrown error is logged and the visitor stays.
 */
export async function submitVendor(input: Values, endpoints: Endpoints, services: LeadServices): Promise<Outcome> {
  if (isBot(input)) {
    await services.navigate('/vendors/thanks')
    return 'navigated'
  }
  const values = trimmed(input)
  let response: Response
  try {
    response = await postJson(
      endpoints.vendorSheet,
      { data: sheetRow({ Name: values.name, Email: values.email, Phone: values.phone, Address: values.address, Service: values.service, Message: values.message }) },
      services,
    )
  } catch (error) {
    services.log(MESSAGES.vendorError, error)
    return 'kept'
  }
  if (!response.ok) services.log(MESSAGES.vendorFailed)
  await services.navigate('/vendors/thanks')
  return response.ok ? 'cleared' : 'navigated'
}

/** Feedback: one row in the feedback sheet. A 2xx: the spec's alert and a cleared form; otherwise only a log line. */
export async function submitFeedback(input: Values, endpoints: Endpoints, services: LeadServices): Promise<Outcome> {
  if (isBot(input)) {
    services.alert(MESSAGES.feedbackSent)
    return 'cleared'
  }
  const values = trimmed(input)
  try {
    const response = await postJson(endpoints.feedbackSheet, sheetRow({ Name: values.name, Work: values.work, Message: values.message }), services)
    if (!response.ok) {
      services.log(`Failed to send feedback: the sheet answered ${response.status}`)
      return 'kept'
    }
  } catch (error) {
    services.log('Failed to send feedback:', error)
    return 'kept'
  }
  services.alert(MESSAGES.feedbackSent)
  return 'cleared'
}
