// `npm run check:services` looks at the live services from outside and proves each refuses what it must: the leads'
// sheet API allows create and search only, the site's endpoint takes no post from another site's page, the reviews
// feed carries no contact column. It runs here against local servers that answer as the services do when they are
// locked (403 to a permission SheetDB's API does not have) and when they are not, and it creates nothing it could
// not remove: it never posts a row, and its update and delete name an Id no row has.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const TOKEN = 'sheet-token'
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
    const token = req.headers.authorization === `Bearer ${TOKEN}`
    // The site's endpoint, as worker/leads.ts answers (and one that takes anything).
    if (url.pathname === '/site/api/leads' || url.pathname === '/open-site/api/leads') {
      const open = url.pathname.startsWith('/open-site')
      if (req.method !== 'POST') return open ? json(200, []) : res.writeHead(405, { Allow: 'POST' }).end()
      if (!open && req.headers.origin) return json(403, { error: 'origin' })
      return open ? json(200, { received: true }) : json(400, { error: 'id' })
    }
    if (url.pathname === '/site/api/challenge') return json(200, { algorithm: 'SHA-256', signature: 'ab' })
    if (url.pathname === '/open-site/api/challenge') return json(500, { error: 'CHALLENGE_KEY is not set' })
    // SheetDB: create and search with the token only (locked); everything allowed (open); reads off, deletes on.
    const sheet = /^\/sheetdb\/(locked|open|deletes)(\/.*)?$/.exec(url.pathname)
    if (sheet) {
      const [, api, rest = ''] = sheet
      if (api === 'open') return req.method === 'GET' ? json(200, LEADS) : json(200, { updated: 0, deleted: 0 })
      if (!token) return json(401, { error: 'Unauthorized' })
      if (req.method === 'POST') return json(201, { created: 1 })
      if (req.method === 'GET' && rest === '/search') return json(200, [])
      if (api === 'deletes' && req.method === 'DELETE') return json(200, { deleted: 0 })
      return forbidden()
    }
    if (req.method !== 'GET') return json(405, {})
    switch (url.pathname) {
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

const SERVICE_VARIABLES = ['SHEETDB_URL', 'SHEETDB_TOKEN', 'VITE_SITE_URL', 'VITE_TESTIMONIALS_URL']

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
  SHEETDB_URL: `${base}/sheetdb/locked`,
  SHEETDB_TOKEN: TOKEN,
  VITE_SITE_URL: `${base}/site/`,
  VITE_TESTIMONIALS_URL: `${base}/opensheet/REVIEWSONLYSPREADSHEET0123456789abc/Reviews`,
})

describe('npm run check:services', () => {
  it('passes for a sheet API that allows create and search only, an endpoint that refuses what it must and a feed of name, work and message', async () => {
    const { code, output } = await checkServices(locked())
    expect(output).toContain(`✓ SHEETDB_URL ${base}/sheetdb/locked: refuses reads, updates and deletes`)
    expect(output).toContain(`✓ VITE_SITE_URL ${base}/site/api/leads: refuses another site's posts (403)`)
    expect(code, output).toBe(0)
  })

  it('fails, naming the address, when the sheet API answers reads, updates and deletes', async () => {
    const { code, output } = await checkServices({ ...locked(), SHEETDB_URL: `${base}/sheetdb/open` })
    expect(code, output).toBe(1)
    expect(output).toContain(`✗ SHEETDB_URL ${base}/sheetdb/open: answers a read without the token: GET returned 2 rows`)
    expect(output).toContain(`✗ SHEETDB_URL ${base}/sheetdb/open: allows a delete with the token: DELETE ${base}/sheetdb/open/Id/`)
    expect(output).toContain(`✗ SHEETDB_URL ${base}/sheetdb/open: allows an update (PATCH) with the token`)
    expect(output).not.toContain('kavitha@example.com') // it says that it could read them, not what they are
  })

  it('fails on a sheet API that refuses reads but allows deletes: one request would erase every lead', async () => {
    const { code, output } = await checkServices({ ...locked(), SHEETDB_URL: `${base}/sheetdb/deletes` })
    expect(code, output).toBe(1)
    expect(output.match(/✗ SHEETDB_URL/g)).toHaveLength(1)
    expect(output).toContain(
      `allows a delete with the token: DELETE ${base}/sheetdb/deletes/Id/00000000-0000-4000-8000-000000000000 answered 200`,
    )
  })

  it("fails, naming the address, when the site's endpoint takes another site's posts, answers a GET or gives no challenge", async () => {
    const { code, output } = await checkServices({ ...locked(), VITE_SITE_URL: `${base}/open-site/` })
    expect(code, output).toBe(1)
    expect(output).toContain(`✗ VITE_SITE_URL ${base}/open-site/api/leads: took a post from another site's page`)
    expect(output).toContain('answered a GET with 200, not 405')
    expect(output).toContain('gives no challenge (500): is CHALLENGE_KEY set?')
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

  it('reads the values from a .env file too, the environment winning', async () => {
    const dotEnv = `SHEETDB_URL=${base}/sheetdb/open\nSHEETDB_TOKEN=${TOKEN}\nVITE_SITE_URL=${base}/open-site/\n`
    const { code, output } = await checkServices({ VITE_SITE_URL: `${base}/site/` }, dotEnv)
    expect(code, output).toBe(1)
    expect(output).toContain(`SHEETDB_URL ${base}/sheetdb/open: answers a read`)
    expect(output).toContain(`✓ VITE_SITE_URL ${base}/site/api/leads`)
  })

  it('creates nothing it could not remove: no row posted to the sheet API, its update and delete for an Id no row has, only posts the endpoint refuses', () => {
    const changes = seen.filter((request) => !request.startsWith('GET '))
    expect(changes.length).toBeGreaterThan(10)
    expect(changes.filter((request) => /^POST \/sheetdb/.test(request))).toEqual([])
    expect(
      changes.filter((request) => /^(PATCH|PUT|DELETE) /.test(request) && !request.endsWith('/Id/00000000-0000-4000-8000-000000000000')),
    ).toEqual([])
    expect(changes.filter((request) => request.startsWith('POST ') && !request.endsWith('/api/leads'))).toEqual([])
  })
})
