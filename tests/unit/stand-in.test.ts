// The local stand-ins of the business's services: the same contracts as the hosted ones, every request they accept
// appended durably to a CSV file (repeats included, as the real services keep them), bad requests refused with
// nothing written, 200 concurrent rows intact.
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
const SITE = 'http://localhost:3000'
const standIn = createStandIn({ dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'stand-in-')), siteOrigins: [SITE] })

beforeAll(async () => {
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

describe('the stand-ins of EmailJS and SheetDB', () => {
  const email = (params: Record<string, string>, key = standIn.privateKey) =>
    fetch(base + '/api/v1.0/email/send', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ service_id: 's', template_id: 't', user_id: 'u', accessToken: key, template_params: params }),
    })
  const row = (tab: string, data: unknown, token = standIn.token) =>
    fetch(`${base}/sheetdb?sheet=${tab}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ data }),
    })

  it('keep every request, a repeat of the same lead included, as the real services do', async () => {
    const Id = crypto.randomUUID()
    const vendor = {
      Name: 'Kavya',
      Email: 'k@example.in',
      Phone: '98400 11223',
      Address: 'Erode',
      Service: 'DJ',
      Message: 'Weddings',
      Id,
      Note: '',
    }
    for (let i = 0; i < 3; i++) expect((await row('Vendors', [vendor])).status).toBe(201)
    expect(standIn.count('vendor', Id)).toBe(3)
    expect(parseCsv(csv('vendors.csv')).filter((line) => line.includes(Id))).toHaveLength(3)
    for (let i = 0; i < 2; i++) expect((await email({ from_name: 'Kavya', submission_id: Id, language: 'en' })).status).toBe(200)
    expect(standIn.count('email', Id)).toBe(2)
    expect(parseCsv(csv('emails.csv'))[0]).toEqual([
      'Time',
      'submission_id',
      'language',
      'from_name',
      'from_email',
      'phone_number',
      'user_city',
      'service',
      'message',
    ])
  })

  it('find a row by its Id (the search the endpoint makes before a retry), and allow nothing but create and search', async () => {
    const Id = crypto.randomUUID()
    await row('Feedback', [{ Name: 'Arun', Work: 'Teacher', Message: "'=1+2", Id, Note: '' }])
    const found = await fetch(`${base}/sheetdb/search?Id=${Id}&sheet=Feedback`, { headers: { Authorization: `Bearer ${standIn.token}` } })
    expect(await found.json()).toEqual([{ Name: 'Arun', Work: 'Teacher', Message: "'=1+2", Id, Note: '' }])
    const none = await fetch(`${base}/sheetdb/search?Id=${crypto.randomUUID()}&sheet=Feedback`, {
      headers: { Authorization: `Bearer ${standIn.token}` },
    })
    expect(await none.json()).toEqual([])
    for (const method of ['PUT', 'PATCH', 'DELETE'])
      expect(
        (await fetch(`${base}/sheetdb/Id/${Id}?sheet=Feedback`, { method, headers: { Authorization: `Bearer ${standIn.token}` } })).status,
      ).toBe(403)
  })

  it('refuse a call without the secret, and EmailJS a call from a browser page', async () => {
    expect((await row('Feedback', [{ Name: 'x' }], 'wrong')).status).toBe(401)
    expect((await email({ submission_id: crypto.randomUUID() }, 'wrong')).status).toBe(403)
    const fromPage = await fetch(base + '/api/v1.0/email/send', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'https://elsewhere.example' },
      body: JSON.stringify({ service_id: 's', template_id: 't', user_id: 'u', accessToken: standIn.privateKey, template_params: {} }),
    })
    expect(fromPage.status).toBe(403)
  })

  it("take posts only from the site itself (the Worker, or a page of the site's origin): another site's page writes nothing", async () => {
    const Id = crypto.randomUUID()
    const beacon = { name: 'CLS', value: 0.01, rating: 'good', id: Id, page: '/' }
    const from = (origin: string | undefined, pathname: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(base + pathname, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(origin ? { Origin: origin } : {}), ...headers },
        body: JSON.stringify(body),
      })
    const auth = { Authorization: `Bearer ${standIn.token}` }
    const feedback = { data: [{ Name: 'Elsewhere', Work: 'x', Message: 'x', Id, Note: '' }] }
    expect((await from('https://elsewhere.example', '/sheetdb?sheet=Feedback', feedback, auth)).status).toBe(403)
    expect((await from('https://elsewhere.example', '/api/vitals', beacon)).status).toBe(403)
    expect(standIn.count('feedback', Id)).toBe(0)
    expect(csv('vitals.csv')).not.toContain(Id)
    expect((await from(SITE, '/sheetdb?sheet=Feedback', feedback, auth)).status).toBe(201)
    expect((await from(undefined, '/sheetdb?sheet=Feedback', feedback, auth)).status).toBe(201)
    expect(standIn.count('feedback', Id)).toBe(2)
  })

  it('write no cell that a spreadsheet program would run as a formula', async () => {
    const Id = crypto.randomUUID()
    const hostile = { Name: '=HYPERLINK("https://evil.example","Open")', Work: '+1+2', Message: '@SUM(A1:A9)', Id, Note: '-3' }
    expect((await row('Feedback', [hostile])).status).toBe(201)
    expect((await email({ from_name: '=1+2', submission_id: Id, language: 'en', message: '\tcmd' })).status).toBe(200)
    const line = parseCsv(csv('feedback.csv')).find((cells) => cells.includes(Id))!
    expect(line).toEqual(["'" + hostile.Name, "'+1+2", "'@SUM(A1:A9)", Id, "'-3"])
    const mail = parseCsv(csv('emails.csv')).find((cells) => cells.includes(Id))!
    expect(mail.filter((cell) => /^[=+\-@\t\r\n]/.test(cell))).toEqual([])
    expect(mail).toContain("'=1+2")
    // What the stand-in was sent is kept as sent (the tests read whether the endpoint neutralised the row).
    expect(standIn.kept.find((entry) => entry.service === 'feedback' && entry.id === Id)?.row?.Name).toBe(hostile.Name)
  })

  it('says which EmailJS parameter is missing', async () => {
    const response = await fetch(base + '/api/v1.0/email/send', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ accessToken: standIn.privateKey, service_id: 's' }),
    })
    expect(response.status).toBe(400)
    expect(await response.text()).toBe('The template_id, user_id, template_params parameter is required')
  })

  it('answer as a test tells them: a failure keeps nothing, a lost answer keeps the request', async () => {
    const Id = crypto.randomUUID()
    standIn.setFault(() => ({ status: 503, body: 'busy' }))
    expect((await email({ submission_id: Id })).status).toBe(503)
    standIn.setFault(() => 'lose-answer')
    await expect(email({ submission_id: Id })).rejects.toThrow()
    standIn.setFault(undefined)
    expect(standIn.count('email', Id)).toBe(1)
  })

  it('refuse bodies over 64 KB with 413', async () => {
    const response = await row('Feedback', [{ Name: 'Arun', Work: 'x', Message: 'x'.repeat(70 * 1024) }])
    expect(response.status).toBe(413)
    expect(await response.text()).toContain('larger than 64 KB')
  })

  it('serve the testimonials feed and answer 400 to query parameters, as the real feed does', async () => {
    const rows = await (await fetch(base + '/api/testimonials')).json()
    expect(rows.length).toBeGreaterThan(0)
    expect(Object.keys(rows[0])).toEqual(['Message', 'Name', 'Work'])
    expect((await fetch(base + '/api/testimonials?nocache=1')).status).toBe(400)
  })

  it('keep 200 concurrent rows as 200 intact rows', async () => {
    const before = parseCsv(csv('enquiries.csv')).length
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        row('Enquiries', [
          {
            Name: `Guest ${i}`,
            Email: `g${i}@example.in`,
            Phone: String(9840000000 + i),
            City: 'Salem, TN',
            Service: 'Birthday Celebration',
            Message: `Party ${i}\n"balloons", cake`,
            Id: `id-${i}`,
            Note: '',
          },
        ]),
      ),
    )
    expect(responses.every((r) => r.status === 201)).toBe(true)
    const rows = parseCsv(csv('enquiries.csv')).slice(before > 0 ? before : 1)
    expect(rows).toHaveLength(200)
    for (const line of rows) {
      const i = line[0].slice('Guest '.length)
      expect(line).toEqual([
        `Guest ${i}`,
        `g${i}@example.in`,
        String(9840000000 + Number(i)),
        'Salem, TN',
        'Birthday Celebration',
        `Party ${i}\n"balloons", cake`,
        `id-${i}`,
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
