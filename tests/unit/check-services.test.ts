// `npm run check:services` looks at the configured services from outside, as anyone who reads the page source can:
// a sheet endpoint that answers a read, or a reviews feed that carries contact columns, fails it, naming the
// address. It runs here against local servers that answer as the services do when they are locked (403 to a read,
// as SheetDB answers a permission it does not have) and when they are not, and it writes no row while checking.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const SPREADSHEET = '1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcd'
const LEADS = [
  {
    Name: 'Kavitha',
    Email: 'kavitha@example.com',
    Phone: '+919840012345',
    City: 'Salem',
    Service: 'Wedding Event',
    Message: 'Call me',
    Id: 'a1',
  },
  {
    Name: 'Arun',
    Email: 'arun@example.com',
    Phone: '+919840067890',
    City: 'Erode',
    Service: 'Birthday Celebration',
    Message: 'A quote?',
    Id: 'b2',
  },
]
const REVIEWS = [
  { Name: 'Priya', Work: 'Teacher, Salem', Message: 'Lovely mandap' },
  { Name: 'மீனா', Message: 'அருமையான அலங்காரம்', Language: 'ta' },
]

/** Every request the servers saw: method and path. */
const seen: string[] = []
let base = ''
let server: http.Server
beforeAll(async () => {
  server = http.createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`)
    const url = new URL(req.url ?? '/', 'http://x')
    const json = (status: number, body: unknown) => res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body))
    const forbidden = () => json(403, { error: 'Forbidden: this API does not allow this action' })
    if (req.method !== 'GET') return json(201, { created: 1 })
    // A service that moved: the check follows it, as a browser would.
    if (url.pathname === '/moved') return res.writeHead(301, { Location: '/sheetdb/open' }).end()
    switch (url.pathname) {
      // SheetDB with its default permissions: every lead to anyone who asks.
      case '/sheetdb/open':
      case '/sheetdb/open/search':
        return json(200, LEADS)
      // Not a row yet, but it answers reads: the first lead will be readable.
      case '/sheetdb/empty':
        return json(200, [])
      // Reading off, searching left on.
      case '/sheetdb/searchable/search':
        return json(200, LEADS)
      case '/sheetdb/locked':
      case '/sheetdb/locked/search':
      case '/sheetdb/searchable':
        return forbidden()
      // A spreadsheet-to-JSON feed (opensheet's addresses: /<spreadsheet>/<tab name or number>).
      case `/opensheet/${SPREADSHEET}/Reviews`:
      case `/opensheet/${SPREADSHEET}/1`:
        return json(200, REVIEWS)
      case `/opensheet/${SPREADSHEET}/2`:
        return json(200, LEADS)
      case '/opensheet/REVIEWSONLYSPREADSHEET0123456789abc/Reviews':
      case '/opensheet/REVIEWSONLYSPREADSHEET0123456789abc/1':
        return json(200, REVIEWS)
      case '/opensheet/LEADSSPREADSHEET0123456789abcdefgh/Enquiries':
        return json(200, LEADS)
    }
    return json(400, { error: 'Unknown sheet' })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const SERVICE_VARIABLES = [
  'VITE_EMAILJS_SERVICE_ID',
  'VITE_EMAILJS_TEMPLATE_ID',
  'VITE_EMAILJS_PUBLIC_KEY',
  'VITE_ENQUIRY_SHEET_URL',
  'VITE_VENDOR_SHEET_URL',
  'VITE_FEEDBACK_SHEET_URL',
  'VITE_TESTIMONIALS_URL',
]

/** Runs `npm run check:services`'s script in a folder with this .env file and these variables set. */
function checkServices(variables: Record<string, string>, dotEnv = ''): Promise<{ code: number | null; output: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'check-services-'))
  fs.writeFileSync(path.join(dir, '.env'), dotEnv)
  // Only the variables given: none of this machine's own (an empty one would hide the .env file's, as in a build).
  const env: NodeJS.ProcessEnv = { ...process.env, ...variables }
  for (const name of SERVICE_VARIABLES) if (!(name in variables)) delete env[name]
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, 'tools/check-services.mjs')], { cwd: dir, env })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('close', (code) => {
      fs.rmSync(dir, { recursive: true, force: true })
      resolve({ code, output })
    })
  })
}

const locked = () => ({
  VITE_ENQUIRY_SHEET_URL: `${base}/sheetdb/locked`,
  VITE_VENDOR_SHEET_URL: `${base}/sheetdb/locked`,
  VITE_FEEDBACK_SHEET_URL: `${base}/sheetdb/locked`,
  VITE_TESTIMONIALS_URL: `${base}/opensheet/REVIEWSONLYSPREADSHEET0123456789abc/Reviews`,
})

describe('npm run check:services', () => {
  it('passes for sheet endpoints that refuse reads and a feed of name, work and message', async () => {
    const { code, output } = await checkServices(locked())
    expect(output).toContain(`${base}/sheetdb/locked: refuses reads (403)`)
    expect(code, output).toBe(0)
  })

  it('fails, naming the address, when a sheet endpoint answers a read', async () => {
    const { code, output } = await checkServices({ ...locked(), VITE_VENDOR_SHEET_URL: `${base}/sheetdb/open` })
    expect(code, output).toBe(1)
    expect(output).toContain(`✗ VITE_VENDOR_SHEET_URL ${base}/sheetdb/open: answers reads: GET returned 2 rows`)
    expect(output).not.toContain('kavitha@example.com') // it says that it could read them, not what they are
  })

  it('fails on an endpoint that answers reads with no rows yet, one that answers searches, and one that redirects to rows', async () => {
    const { code, output } = await checkServices({
      VITE_ENQUIRY_SHEET_URL: `${base}/sheetdb/empty`,
      VITE_VENDOR_SHEET_URL: `${base}/moved`,
      VITE_FEEDBACK_SHEET_URL: `${base}/sheetdb/searchable`,
    })
    expect(code, output).toBe(1)
    expect(output).toContain(`✗ VITE_ENQUIRY_SHEET_URL ${base}/sheetdb/empty: answers reads: GET returned an empty list`)
    expect(output).toContain(`✗ VITE_VENDOR_SHEET_URL ${base}/moved: answers reads: GET returned 2 rows`)
    expect(output).toContain(`✗ VITE_FEEDBACK_SHEET_URL ${base}/sheetdb/searchable: answers reads: ${base}/sheetdb/searchable/search`)
  })

  it('fails, naming the address and the columns, when the reviews feed carries contact columns', async () => {
    const { code, output } = await checkServices({
      ...locked(),
      VITE_TESTIMONIALS_URL: `${base}/opensheet/LEADSSPREADSHEET0123456789abcdefgh/Enquiries`,
    })
    expect(code, output).toBe(1)
    expect(output).toContain(
      `VITE_TESTIMONIALS_URL ${base}/opensheet/LEADSSPREADSHEET0123456789abcdefgh/Enquiries: carries Email (a contact column), Phone (a contact column)`,
    )
  })

  it('fails when the reviews feed reads a spreadsheet whose other tab holds the leads', async () => {
    const { code, output } = await checkServices({ ...locked(), VITE_TESTIMONIALS_URL: `${base}/opensheet/${SPREADSHEET}/Reviews` })
    expect(code, output).toBe(1)
    expect(output).toContain(`${base}/opensheet/${SPREADSHEET}/2`)
    expect(output).toMatch(/tab 2 \(.*\) carries Email/)
  })

  it('reads the addresses from a .env file too, the environment winning', async () => {
    const dotEnv = `VITE_ENQUIRY_SHEET_URL=${base}/sheetdb/open\nVITE_VENDOR_SHEET_URL=${base}/sheetdb/open\n`
    const { code, output } = await checkServices({ VITE_VENDOR_SHEET_URL: `${base}/sheetdb/locked` }, dotEnv)
    expect(code, output).toBe(1)
    expect(output).toContain(`VITE_ENQUIRY_SHEET_URL ${base}/sheetdb/open: answers reads`)
    expect(output).toContain(`VITE_VENDOR_SHEET_URL ${base}/sheetdb/locked: refuses reads`)
  })

  it('writes nothing: every request it made was a read', () => {
    expect(seen.length).toBeGreaterThan(10)
    expect(seen.filter((request) => !request.startsWith('GET '))).toEqual([])
  })
})
