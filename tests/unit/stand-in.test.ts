// The local stand-in of the form services: same contracts as the hosted ones, every accepted lead appended
// durably to a CSV file, bad requests refused with nothing written, 200 concurrent submissions intact.
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { csvField, createStandIn } from '../../tools/stand-in.mjs'
// The same RFC 4180 reader npm run vitals uses, to prove the files read back as written.
import { parseCsv, vitalsSummary } from '../../tools/vitals.mjs'

let base = ''
let server: http.Server
let dataDir = ''

beforeAll(async () => {
  const standIn = createStandIn({ dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'stand-in-')) })
  dataDir = standIn.dataDir
  server = http.createServer(async (req, res) => {
    if (!(await standIn.handle(req, res))) res.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const post = (pathname: string, body: unknown) =>
  fetch(base + pathname, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
const csv = (file: string) => (fs.existsSync(path.join(dataDir, file)) ? fs.readFileSync(path.join(dataDir, file), 'utf8') : '')

describe('CSV fields', () => {
  it('quote commas, quotes and newlines', () => {
    expect(csvField('plain')).toBe('plain')
    expect(csvField('a, b')).toBe('"a, b"')
    expect(csvField('say "hi"')).toBe('"say ""hi"""')
    expect(csvField('line 1\nline 2')).toBe('"line 1\nline 2"')
  })
})

describe('the stand-in', () => {
  it('treats the submission id as an idempotency key: a repeated Id writes no second row and still answers 2xx', async () => {
    const Id = crypto.randomUUID()
    const row = {
      Name: 'Kavya',
      Email: 'k@example.in',
      Phone: '98400',
      Address: 'Erode',
      Service: 'DJ',
      Message: 'Weddings and receptions',
      Id,
    }
    for (let i = 0; i < 3; i++) {
      const response = await post('/api/sheets/vendor', { data: row })
      expect(response.status).toBe(201)
    }
    expect(parseCsv(csv('vendors.csv')).filter((fields) => fields.at(-1) === Id)).toHaveLength(1)
    const email = {
      lib_version: '4.4.1',
      user_id: 'key',
      service_id: 'svc',
      template_id: 'tpl',
      template_params: { from_name: 'Kavya', submission_id: Id },
    }
    for (let i = 0; i < 2; i++) expect((await post('/api/v1.0/email/send', email)).status).toBe(200)
    expect(
      csv('emails.log')
        .split('\n')
        .filter((line) => line.includes(Id)),
    ).toHaveLength(1)
  })

  it('answers the EmailJS send call with 200 "OK" and logs the e-mail', async () => {
    const response = await post('/api/v1.0/email/send', {
      lib_version: '4.4.1',
      user_id: 'key',
      service_id: 'svc',
      template_id: 'tpl',
      template_params: { from_name: 'Priya', message: 'Hello' },
    })
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('OK')
    expect(csv('emails.log')).toContain('"from_name":"Priya"')
  })

  it('says which EmailJS parameter is missing', async () => {
    const response = await post('/api/v1.0/email/send', { lib_version: '4', user_id: 'key', template_id: 'tpl', template_params: {} })
    expect(response.status).toBe(400)
    expect(await response.text()).toContain('service_id')
  })

  it('answers CORS preflights', async () => {
    const response = await fetch(base + '/api/sheets/enquiry', { method: 'OPTIONS' })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-methods')).toContain('POST')
    expect(response.headers.get('access-control-allow-headers')).toContain('Content-Type')
  })

  it('appends an enquiry row under the spec columns, surviving commas, quotes and newlines', async () => {
    const message = 'Wedding on 14 Feb, "muhurtham" at 6 am\nabout 400 guests'
    const response = await post('/api/sheets/enquiry', {
      Name: 'Priya',
      Email: 'p@example.in',
      Phone: '98400',
      City: 'Madurai',
      Service: 'Wedding Event',
      Message: message,
    })
    expect(response.status).toBe(200)
    const rows = parseCsv(csv('enquiries.csv'))
    expect(rows[0]).toEqual(['Name', 'Email', 'Phone', 'City', 'Service', 'Message', 'Id'])
    expect(rows.at(-1)).toEqual(['Priya', 'p@example.in', '98400', 'Madurai', 'Wedding Event', message, ''])
  })

  it('answers a vendor row { data } with 201 {"created":1}', async () => {
    const response = await post('/api/sheets/vendor', {
      data: {
        Name: 'Sri Murugan Caterers',
        Email: 'm@example.in',
        Phone: '98421',
        Address: 'Erode',
        Service: 'Catering',
        Message: 'Meals',
      },
    })
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ created: 1 })
    expect(parseCsv(csv('vendors.csv'))[0]).toEqual(['Name', 'Email', 'Phone', 'Address', 'Service', 'Message', 'Id'])
  })

  it('stores feedback under Name, Work, Message', async () => {
    expect((await post('/api/sheets/feedback', { Name: 'Arun', Work: 'Contractor', Message: 'Lovely' })).status).toBe(200)
    expect(parseCsv(csv('feedback.csv'))).toEqual([
      ['Name', 'Work', 'Message', 'Id'],
      ['Arun', 'Contractor', 'Lovely', ''],
    ])
  })

  it.each([
    ['a body that is not JSON', '/api/sheets/feedback', 'Name=Arun', 400, 'not JSON'],
    ['missing fields', '/api/sheets/feedback', { Name: 'Arun' }, 422, 'Work, Message'],
    ['a field of only spaces', '/api/sheets/feedback', { Name: 'Arun', Work: '  ', Message: 'Hi' }, 422, 'Work'],
    ['a vendor row without data', '/api/sheets/vendor', { Name: 'x' }, 400, 'data'],
    ['an unknown sheet', '/api/sheets/orders', { Name: 'x' }, 404, 'No service'],
  ])('refuses %s with a clear 4xx and writes nothing', async (_, pathname, body, status, text) => {
    const before = csv('feedback.csv') + csv('vendors.csv')
    const response = await post(pathname, body)
    expect(response.status).toBe(status)
    expect(await response.text()).toContain(text)
    expect(csv('feedback.csv') + csv('vendors.csv')).toBe(before)
  })

  it('refuses bodies over 64 KB with 413', async () => {
    const before = csv('feedback.csv')
    const response = await post('/api/sheets/feedback', { Name: 'Arun', Work: 'x', Message: 'x'.repeat(70 * 1024) })
    expect(response.status).toBe(413)
    expect(await response.text()).toContain('larger than 64 KB')
    expect(csv('feedback.csv')).toBe(before)
  })

  it('serves the testimonials feed and answers 400 to query parameters, as the real feed does', async () => {
    const rows = await (await fetch(base + '/api/testimonials')).json()
    expect(rows.length).toBeGreaterThan(0)
    expect(Object.keys(rows[0])).toEqual(['Message', 'Name', 'Work'])
    expect((await fetch(base + '/api/testimonials?nocache=1')).status).toBe(400)
  })

  it('keeps 200 concurrent submissions as 200 intact rows', async () => {
    const before = parseCsv(csv('enquiries.csv')).length
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        post('/api/sheets/enquiry', {
          Name: `Guest ${i}`,
          Email: `g${i}@example.in`,
          Phone: String(9840000000 + i),
          City: 'Salem, TN',
          Service: 'Birthday Celebration',
          Message: `Party ${i}\n"balloons", cake`,
        }),
      ),
    )
    expect(responses.every((r) => r.status === 200)).toBe(true)
    const rows = parseCsv(csv('enquiries.csv')).slice(before)
    expect(rows).toHaveLength(200)
    const names = new Set(rows.map((row) => row[0]))
    expect(names.size).toBe(200)
    for (const row of rows) {
      const i = row[0].slice('Guest '.length)
      expect(row).toEqual([
        `Guest ${i}`,
        `g${i}@example.in`,
        String(9840000000 + Number(i)),
        'Salem, TN',
        'Birthday Celebration',
        `Party ${i}\n"balloons", cake`,
        '',
      ])
    }
  })
})

describe('web vitals (POST /api/vitals, npm run vitals)', () => {
  it('appends each beacon to vitals.csv and answers 204; refuses anything else with nothing written', async () => {
    const beacon = { name: 'LCP', value: 1834.5, rating: 'good', id: 'v5-1-1', page: '/ta/services/wedding' }
    expect((await post('/api/vitals', beacon)).status).toBe(204)
    expect((await post('/api/vitals', { ...beacon, name: 'FID' })).status).toBe(400)
    expect((await post('/api/vitals', { ...beacon, value: '1834' })).status).toBe(400)
    expect((await post('/api/vitals', { ...beacon, page: 'https://elsewhere.example/' })).status).toBe(400)
    const rows = parseCsv(csv('vitals.csv'))
    expect(rows[0]).toEqual(['Time', 'Page', 'Name', 'Value', 'Rating', 'Id'])
    expect(rows.slice(1).map((row) => row.slice(1))).toEqual([['/ta/services/wedding', 'LCP', '1834.5', 'good', 'v5-1-1']])
  })

  it('prints the 75th percentile of LCP, INP and CLS per route, counting a page view once', () => {
    const header = ['Time', 'Page', 'Name', 'Value', 'Rating', 'Id']
    const row = (page: string, name: string, value: number, id: string) => ['2026-11-24T07:00:00Z', page, name, String(value), '', id]
    const lcps = [1200, 1500, 1800, 2400, 3000, 1600, 1700, 2000].map((v, i) => row('/', 'LCP', v, `l${i}`))
    const summary = vitalsSummary([
      header,
      ...lcps,
      row('/', 'INP', 80, 'i1'),
      row('/', 'INP', 240, 'i2'),
      // CLS grows while a page is open: only its last report for the same view counts.
      row('/', 'CLS', 0.3, 'c1'),
      row('/', 'CLS', 0.02, 'c2'),
      row('/', 'CLS', 0.05, 'c1'),
      row('/ta/contactus/', 'LCP', 2100, 'l9'),
      row('/ta/contactus', 'TTFB', 300, 't1'),
    ])
    expect(summary).toEqual([
      // LCP sorted: 1.2 1.5 1.6 1.7 1.8 2.0 2.4 3.0 → nearest rank 6 of 8 is 2.0 s.
      { route: '/', 'LCP p75 (s)': 2, 'INP p75 (ms)': 240, 'CLS p75': 0.05, views: 8 },
      { route: '/ta/contactus', 'LCP p75 (s)': 2.1, 'INP p75 (ms)': null, 'CLS p75': null, views: 1 },
    ])
  })
})
