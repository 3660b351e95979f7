// The submit logic of the three forms with a fake fetch and a fake EmailJS: every row of the spec's flows and
// error catalogue, the exact messages, the payload shapes, formula-injection neutralisation and the honeypot.
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  LOG_LINES,
  neutralize,
  submitEnquiry,
  submitFeedback,
  submitVendor,
  trimmed,
  type Endpoints,
  type LeadServices,
} from '../../lib/leads.ts'

const endpoints: Endpoints = {
  emailServiceId: 'service_1',
  emailTemplateId: 'template_1',
  emailPublicKey: 'public_1',
  enquirySheet: 'https://sheets.example/enquiry',
  vendorSheet: 'https://sheets.example/vendor',
  feedbackSheet: 'https://sheets.example/feedback',
}

function fakes({
  status = 200,
  fetchError,
  emailError,
  hang,
}: {
  status?: number
  fetchError?: Error
  emailError?: unknown
  hang?: 'fetch' | 'email'
} = {}) {
  const calls: { url: string; body: unknown; init: RequestInit }[] = []
  // A new lead id per test: a lead the page already holds under an id is continued, not made anew.
  const id = crypto.randomUUID()
  const services = {
    fetch: vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, body: JSON.parse(String(init.body)), init })
      if (hang === 'fetch') return new Promise<Response>(() => {})
      if (fetchError) throw fetchError
      return new Response(status === 201 ? '{"created":1}' : 'OK', { status })
    }),
    sendEmail: vi.fn(async () => {
      if (hang === 'email') return new Promise(() => {})
      if (emailError) throw emailError
      return { status: 200, text: 'OK' }
    }),
    navigate: vi.fn(),
    alert: vi.fn(),
    log: vi.fn(),
    answerLimitMs: 50,
    newId: () => id,
  }
  return { services: services as unknown as LeadServices & typeof services, calls, id }
}

const enquiry = {
  name: ' Priya Raman ',
  email: 'priya@example.in',
  phone: '+91 98400 11223',
  city: 'Madurai',
  service: 'Wedding Event',
  message: 'Wedding on 14 February, about 400 guests.',
  website: '',
}
const vendor = {
  name: 'Sri Murugan Caterers',
  email: 'murugan@example.in',
  phone: '98421 00000',
  address: '12, Gandhi Road, Erode',
  service: 'Catering',
  message: 'Banana-leaf meals for 1000 guests.',
  website: '',
}
const feedback = { name: 'Arun', work: 'Civil contractor', message: 'Lovely housewarming decoration.', website: '' }

afterEach(() => vi.useRealTimers())

describe('neutralize', () => {
  it.each(['=1+2', '+91 98400', '-5', '@SUM(A1)', '\tTab', '\rCR', '\nLF'])('prefixes %j with an apostrophe', (value) => {
    expect(neutralize(value)).toBe(`'${value}`)
  })
  it('leaves ordinary text alone', () => {
    expect(neutralize('Priya = bride')).toBe('Priya = bride')
  })
  it('trims every value', () => {
    expect(trimmed({ a: '  x ', b: '\ty\n' })).toEqual({ a: 'x', b: 'y' })
  })
})

describe('enquiry', () => {
  it('sends the e-mail, then saves the row, then opens /contactus/thanks', async () => {
    const { services, calls, id } = fakes()
    expect(await submitEnquiry(enquiry, endpoints, services)).toBe('navigated')
    expect(services.sendEmail).toHaveBeenCalledWith(
      expect.objectContaining({
        serviceId: 'service_1',
        templateId: 'template_1',
        publicKey: 'public_1',
        params: {
          from_name: 'Priya Raman',
          from_email: 'priya@example.in',
          phone_number: '+91 98400 11223', // the e-mail keeps values as typed
          user_city: 'Madurai',
          service: 'Wedding Event',
          message: 'Wedding on 14 February, about 400 guests.',
          // added under the spec's params: the lead's id (duplicates show) and the page's language
          submission_id: id,
          language: 'en',
        },
      }),
    )
    expect(calls).toHaveLength(1)
    expect(calls[0].url).toBe('https://sheets.example/enquiry')
    expect(calls[0].init.method).toBe('POST')
    expect((calls[0].init.headers as Record<string, string>)['Content-Type']).toBe('application/json')
    expect(calls[0].body).toEqual({
      Name: 'Priya Raman',
      Email: 'priya@example.in',
      Phone: "'+91 98400 11223",
      City: 'Madurai',
      Service: 'Wedding Event',
      Message: 'Wedding on 14 February, about 400 guests.',
      Id: id,
    })
    expect(services.navigate).toHaveBeenCalledWith('/contactus/thanks')
    expect(services.alert).not.toHaveBeenCalled()
  })

  it('accepts any 2xx from the sheet', async () => {
    const { services } = fakes({ status: 201 })
    expect(await submitEnquiry(enquiry, endpoints, services)).toBe('navigated')
  })

  it.each([
    ['the e-mail service is unreachable', { emailError: new TypeError('Failed to fetch') }],
    ['the sheet answers 500', { status: 500 }],
    ['the sheet answers 429', { status: 429 }],
    ['the sheet is unreachable', { fetchError: new TypeError('Failed to fetch') }],
  ])('when %s: the alert, a log line, and the visitor stays', async (_, options) => {
    const { services } = fakes(options)
    expect(await submitEnquiry(enquiry, endpoints, services)).toBe('kept')
    expect(services.alert).toHaveBeenCalledWith('Failed to send message or save data. Please try again later.')
    expect(services.log).toHaveBeenCalled()
    expect(services.navigate).not.toHaveBeenCalled()
  })

  it('saves the row even when the e-mail failed: one service down does not hold back the other', async () => {
    const { services, calls } = fakes({ emailError: new Error('down') })
    await submitEnquiry(enquiry, endpoints, services)
    expect(calls).toHaveLength(1)
  })

  it.each([
    [
      'EmailJS refuses it (412 "Gmail_API: Invalid grant")',
      { emailError: { status: 412, text: 'Gmail_API: Invalid grant. Please reconnect your Gmail account' } },
    ],
    ['EmailJS refuses it (404 "Account not found")', { emailError: { status: 404, text: 'Account not found' } }],
    ['the e-mail gets no answer in time', { hang: 'email' as const }],
    ['the row gets no answer in time', { hang: 'fetch' as const }],
  ])('when %s but the other step goes through: the business has the enquiry, so the thank-you page', async (_, options) => {
    const { services, calls } = fakes(options)
    expect(await submitEnquiry(enquiry, endpoints, services)).toBe('navigated')
    expect(calls).toHaveLength(1)
    expect(services.sendEmail).toHaveBeenCalledTimes(1)
    expect(services.alert).not.toHaveBeenCalled()
    expect(services.navigate).toHaveBeenCalledWith('/contactus/thanks')
  })

  it('drops a bot submission silently: no request, the normal success path', async () => {
    const { services, calls } = fakes()
    expect(await submitEnquiry({ ...enquiry, website: 'http://spam.example' }, endpoints, services)).toBe('navigated')
    expect(services.sendEmail).not.toHaveBeenCalled()
    expect(calls).toHaveLength(0)
    expect(services.navigate).toHaveBeenCalledWith('/contactus/thanks')
  })
})

describe('vendor', () => {
  it('posts { data: {...} } and on 201 clears the form and opens /vendors/thanks', async () => {
    const { services, calls, id } = fakes({ status: 201 })
    expect(await submitVendor({ ...vendor, message: '=HYPERLINK("http://x")' }, endpoints, services)).toBe('cleared')
    expect(calls[0].url).toBe('https://sheets.example/vendor')
    expect(calls[0].body).toEqual({
      data: {
        Name: 'Sri Murugan Caterers',
        Email: 'murugan@example.in',
        Phone: '98421 00000',
        Address: '12, Gandhi Road, Erode',
        Service: 'Catering',
        Message: `'=HYPERLINK("http://x")`,
        Id: id,
      },
    })
    expect(services.navigate).toHaveBeenCalledWith('/vendors/thanks')
    expect(services.log).not.toHaveBeenCalled()
  })

  it('on any other status logs "Failed to submit form data" and still opens /vendors/thanks', async () => {
    const { services } = fakes({ status: 500 })
    expect(await submitVendor(vendor, endpoints, services)).toBe('navigated')
    expect(services.log).toHaveBeenCalledWith('Failed to submit form data')
    expect(services.navigate).toHaveBeenCalledWith('/vendors/thanks')
  })

  it('on a thrown error logs "Error submitting form data:" with the error and stays', async () => {
    const error = new TypeError('Failed to fetch')
    const { services } = fakes({ fetchError: error })
    expect(await submitVendor(vendor, endpoints, services)).toBe('kept')
    expect(services.log).toHaveBeenCalledWith('Error submitting form data:', error)
    expect(services.navigate).not.toHaveBeenCalled()
    expect(services.alert).not.toHaveBeenCalled()
  })

  it('treats a request that gets no answer in time as a thrown error (it may yet arrive, so it is not sent again)', async () => {
    const { services } = fakes({ hang: 'fetch' })
    expect(await submitVendor(vendor, endpoints, services)).toBe('kept')
    expect(services.log).toHaveBeenCalledWith(LOG_LINES.vendorError, expect.any(Error))
  })

  it('drops a bot submission silently', async () => {
    const { services, calls } = fakes()
    expect(await submitVendor({ ...vendor, website: 'x' }, endpoints, services)).toBe('navigated')
    expect(calls).toHaveLength(0)
    expect(services.navigate).toHaveBeenCalledWith('/vendors/thanks')
  })
})

describe('feedback', () => {
  it('posts {Name, Work, Message}; on 200 alerts "Data sent successfully" and clears', async () => {
    const { services, calls, id } = fakes()
    expect(await submitFeedback(feedback, endpoints, services)).toBe('cleared')
    expect(calls[0].url).toBe('https://sheets.example/feedback')
    expect(calls[0].body).toEqual({ Name: 'Arun', Work: 'Civil contractor', Message: 'Lovely housewarming decoration.', Id: id })
    expect(services.alert).toHaveBeenCalledWith('Data sent successfully')
  })

  it('on a non-2xx status only logs and keeps the text', async () => {
    const { services } = fakes({ status: 503 })
    expect(await submitFeedback(feedback, endpoints, services)).toBe('kept')
    expect(services.alert).not.toHaveBeenCalled()
    expect(services.log).toHaveBeenCalled()
  })

  it('on a thrown error only logs and keeps the text', async () => {
    const { services } = fakes({ fetchError: new TypeError('Failed to fetch') })
    expect(await submitFeedback(feedback, endpoints, services)).toBe('kept')
    expect(services.alert).not.toHaveBeenCalled()
    expect(services.log).toHaveBeenCalled()
  })

  it('drops a bot submission silently', async () => {
    const { services, calls } = fakes()
    expect(await submitFeedback({ ...feedback, website: 'x' }, endpoints, services)).toBe('cleared')
    expect(calls).toHaveLength(0)
  })
})
