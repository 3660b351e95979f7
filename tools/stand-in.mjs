// The local stand-ins of the business's hosted services, for `npm start` (tools/start.mjs) and the tests: the
// leads' endpoint (worker/leads.ts) calls them as it calls the real ones, and the pages read the reviews feed and
// send the vitals here through the Worker. Served on an address of their own, never the site's origin:
//   POST /api/v1.0/email/send        EmailJS's REST API: JSON {service_id, template_id, user_id, accessToken,
//                                    template_params} -> 200 "OK"; without the private key 403, as EmailJS answers
//   POST /sheetdb?sheet=<tab>        SheetDB: {data: [{...columns, Id, Note}]} -> 201 {"created":1}; Bearer token
//   GET  /sheetdb/search?Id=&sheet=  SheetDB's search: the rows whose columns match
//                                    (PUT, PATCH, DELETE answer 403: the API allows create and search only)
//   GET  /api/testimonials           spreadsheet-to-JSON feed: rows of {Message, Name, Work} from content/data/testimonials.yaml
//   GET  /api/testimonials/ta        the same from content/ta/data/testimonials.yaml (the Tamil edition's default list)
//   POST /api/vitals                 a web-vitals beacon {name, value, rating, id, page} -> 204, appended to vitals.csv
//                                    (npm run vitals prints the 75th percentiles); point VITE_VITALS_URL at it
// They take posts only from the site itself: the Worker (no Origin, as a server sends none) or a page of the site's
// own origin (siteOrigins); a post from any other page is refused (403), so another site open in the developer's
// browser cannot write to them. Every cell they write is neutralised as the endpoint neutralises the sheet's
// (content/forms.js, neutralize): a CSV file opened in a spreadsheet program never runs a formula.
// Like the real services they keep EVERY request they accept, a repeat of the same lead included (a second
// e-mail, a second row): a double delivery shows. Each is appended, written and flushed to disk before the
// answer, to a CSV file under the data folder (.data/ or STAND_IN_DATA_DIR) that opens in any spreadsheet
// program: emails.csv, and one file per sheet tab (enquiries.csv, vendors.csv, feedback.csv).
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { parse } from 'yaml'
import { EMAIL_EXTRA_PARAMS, FORMS as DEFINITIONS, ID_COLUMN, NOTE_COLUMN, neutralize } from '../content/forms.js'
import { variantFile } from '../renderer/imageFiles.mjs'

const root = path.resolve(import.meta.dirname, '..')
export const MAX_BODY_BYTES = 64 * 1024

const SHEET_FILES = { enquiry: 'enquiries.csv', vendor: 'vendors.csv', feedback: 'feedback.csv' }
/** Each tab of the sheet (content/forms.js) as the stand-in keeps it: its CSV file and columns (the form's, Id, Note). */
export const TABS = Object.fromEntries(
  Object.entries(DEFINITIONS).map(([form, { sheet }]) => [
    sheet.tab,
    { form, file: SHEET_FILES[form], columns: [...Object.keys(sheet.columns), ID_COLUMN, NOTE_COLUMN] },
  ]),
)
/** The e-mails: when, the lead's id and language, then the template's parameters. */
export const EMAIL_COLUMNS = ['Time', EMAIL_EXTRA_PARAMS.id, EMAIL_EXTRA_PARAMS.language, ...Object.keys(DEFINITIONS.enquiry.email)]
const EMAIL_FIELDS = ['service_id', 'template_id', 'user_id', 'template_params']
/** The web-vitals beacons (lib/vitals.ts), one row per report. */
export const VITALS = {
  file: 'vitals.csv',
  columns: ['Time', 'Page', 'Name', 'Value', 'Rating', 'Id'],
  names: ['CLS', 'INP', 'LCP', 'FCP', 'TTFB'],
}
/** One CSV field: a formula neutralised, then quoted when it holds a comma, quote, CR or LF (RFC 4180). */
export function csvField(value) {
  const text = neutralize(String(value ?? ''))
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export const csvLine = (values) => values.map(csvField).join(',') + '\r\n'

/** Appends text to a file and flushes it to disk before returning. */
function appendDurably(file, text, header) {
  const fd = fs.openSync(file, 'a')
  try {
    if (header && fs.fstatSync(fd).size === 0) fs.writeSync(fd, header)
    fs.writeSync(fd, text)
    fs.fsyncSync(fd)
  } finally {
    fs.closeSync(fd)
  }
}

function send(res, status, body, headers = {}) {
  const text = typeof body === 'string' ? body : JSON.stringify(body)
  res.writeHead(status, {
    'Content-Type': typeof body === 'string' ? 'text/plain; charset=utf-8' : 'application/json; charset=utf-8',
    'Access-Control-Allow-Origin': '*',
    'Cache-Control': 'no-store',
    ...headers,
  })
  res.end(text)
}

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = []
    let size = 0
    // An oversized body is read to its end (so the client gets the answer) but not kept.
    req.on('data', (chunk) => {
      size += chunk.length
      if (size <= MAX_BODY_BYTES) chunks.push(chunk)
    })
    req.on('end', () => {
      if (size > MAX_BODY_BYTES)
        reject(Object.assign(new Error(`The request body is larger than ${MAX_BODY_BYTES / 1024} KB.`), { status: 413 }))
      else resolve(Buffer.concat(chunks).toString('utf8'))
    })
    req.on('error', reject)
  })
}

/**
 * Creates the stand-ins. `fault` lets a test decide, per request, what a service does instead of its usual answer:
 * `(service, id) => undefined` (the usual), `{ status, body }` (an answer that keeps nothing, as a failing service
 * does), `'lose-answer'` (kept, then the connection is dropped before the answer) or `'hang'` (no answer ever).
 * `service` is 'email' or the sheet's tab. `kept` lists every request kept, by service and lead id.
 * @param {{ dataDir?: string, privateKey?: string, token?: string, siteOrigins?: string[] }} [options]
 */
export function createStandIn({
  dataDir = process.env.STAND_IN_DATA_DIR || path.join(root, '.data'),
  privateKey = process.env.EMAILJS_PRIVATE_KEY || 'local-private-key',
  token = process.env.SHEETDB_TOKEN || 'local-sheet-token',
  siteOrigins = [],
} = {}) {
  fs.mkdirSync(dataDir, { recursive: true })
  /** The site's own origins (its pages' posts, the vitals, pass through the Worker with them); more can be added. */
  const origins = new Set(siteOrigins)
  /** @type {{ service: string, id: string, row?: Record<string, string> }[]} */
  const kept = []
  /** @type {(service: string, id: string) => undefined | 'lose-answer' | 'hang' | { status: number, body?: unknown }} */
  let fault = () => undefined
  const hanging = new Set()
  /** 'testimonials' here makes the reviews feed answer 500, for the tests of its failure. */
  const failing = new Set()

  /** Keeps one request of a service, or answers as its fault says: returns false when it already answered. */
  function keep(res, service, id, write, row) {
    const odd = fault(service, id)
    if (odd === 'hang') {
      hanging.add(res)
      return false
    }
    if (odd && typeof odd === 'object') {
      send(res, odd.status, odd.body ?? '')
      return false
    }
    write()
    kept.push({ service, id, row })
    if (odd === 'lose-answer') {
      res.socket?.destroy()
      return false
    }
    return true
  }

  /** Handles a request; returns false for an address none of the stand-ins serves. */
  async function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://stand-in')
    try {
      if ((url.pathname === '/api/testimonials' || url.pathname === '/api/testimonials/ta') && req.method === 'GET') {
        if (url.search) return (send(res, 400, { error: 'Unknown query parameter.' }), true) // as the real feed does
        if (failing.has('testimonials')) return (send(res, 500, { error: 'The feed is failing (stand-in failure mode).' }), true)
        const list = url.pathname.endsWith('/ta') ? 'content/ta/data/testimonials.yaml' : 'content/data/testimonials.yaml'
        // A Tamil row still waiting for its translation holds the English words after "[EN] " (WAITING_MARK in
        // content/translation.ts): the feed sends them as the English they are.
        const rows = parse(fs.readFileSync(path.join(root, list), 'utf8')).map((/** @type {Record<string, unknown>} */ row) =>
          Object.fromEntries(
            Object.entries(row).map(([column, value]) => [column, typeof value === 'string' ? value.replace(/^\[EN\] /, '') : value]),
          ),
        )
        return (send(res, 200, rows), true)
      }
      // A picture `npm start` did not encode at build time (THORANAM_IMAGES=on-demand), encoded now.
      if (url.pathname.startsWith('/images/') && req.method === 'GET') {
        const file = await variantFile(decodeURIComponent(url.pathname)).catch(() => null)
        if (!file) return (send(res, 404, 'Not found'), true)
        res.writeHead(200, { 'Content-Type': `image/${path.extname(file).slice(1).replace('jpg', 'jpeg')}`, 'Cache-Control': 'no-cache' })
        fs.createReadStream(file).pipe(res)
        return true
      }
      if (url.pathname === '/sheetdb/search' && req.method === 'GET') {
        const tab = TABS[url.searchParams.get('sheet') ?? '']
        if (!tab) return (send(res, 404, { error: 'No such sheet.' }), true)
        if (req.headers.authorization !== `Bearer ${token}`) return (send(res, 401, { error: 'Unauthorized' }), true)
        const wanted = [...url.searchParams].filter(([column]) => column !== 'sheet')
        const rows = kept
          .filter(({ service, row }) => service === tab.form && row && wanted.every(([column, value]) => row[column] === value))
          .map(({ row }) => row)
        return (send(res, 200, rows), true)
      }
      if (url.pathname.startsWith('/sheetdb') && req.method !== 'POST')
        return (send(res, 403, { error: 'This API allows create and search only.' }), true)
      if (req.method !== 'POST') return (send(res, 405, { error: 'Use POST.' }, { Allow: 'POST' }), true)
      // A page's post: from the site's own origin (the server that serves the pages serves these too, or the Worker
      // passes the page's post on), never from another site's page.
      const origin = req.headers.origin
      if (origin && !origins.has(origin) && origin !== `http://${req.headers.host}`)
        return (send(res, 403, { error: `Posts from ${origin} are not accepted: only the site's own.` }), true)

      const raw = await readBody(req)
      let json
      try {
        json = JSON.parse(raw)
      } catch {
        return (send(res, 400, { error: 'The request body is not JSON.' }), true)
      }

      if (url.pathname === '/api/vitals') {
        const { name, value, rating = '', id, page } = json ?? {}
        if (
          !VITALS.names.includes(name) ||
          typeof value !== 'number' ||
          !Number.isFinite(value) ||
          typeof id !== 'string' ||
          typeof page !== 'string' ||
          !page.startsWith('/')
        ) {
          return (send(res, 400, { error: `Expected {name: ${VITALS.names.join('|')}, value: number, rating, id, page: "/path"}.` }), true)
        }
        appendDurably(
          path.join(dataDir, VITALS.file),
          csvLine([new Date().toISOString(), page.slice(0, 200), name, value, String(rating).slice(0, 20), id.slice(0, 100)]),
          csvLine(VITALS.columns),
        )
        res.writeHead(204, { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-store' }).end()
        return true
      }

      if (url.pathname === '/api/v1.0/email/send') {
        // Calls from a browser page are not this stand-in's: only the site's endpoint, with the private key.
        if (req.headers.origin) return (send(res, 403, 'API calls from a browser are not accepted here'), true)
        if (json?.accessToken !== privateKey) return (send(res, 403, 'The private key is missing or wrong'), true)
        const missing = EMAIL_FIELDS.filter((field) => json?.[field] === undefined || json[field] === '')
        if (missing.length) return (send(res, 400, `The ${missing.join(', ')} parameter is required`), true)
        const params = json.template_params ?? {}
        const id = String(params[EMAIL_EXTRA_PARAMS.id] ?? '')
        const write = () =>
          appendDurably(
            path.join(dataDir, 'emails.csv'),
            csvLine([new Date().toISOString(), ...EMAIL_COLUMNS.slice(1).map((column) => params[column])]),
            csvLine(EMAIL_COLUMNS),
          )
        if (keep(res, 'email', id, write, params)) send(res, 200, 'OK')
        return true
      }

      if (url.pathname === '/sheetdb') {
        const tab = TABS[url.searchParams.get('sheet') ?? '']
        if (!tab) return (send(res, 404, { error: 'No such sheet.' }), true)
        if (req.headers.authorization !== `Bearer ${token}`) return (send(res, 401, { error: 'Unauthorized' }), true)
        const rows = Array.isArray(json?.data) ? json.data : json?.data ? [json.data] : null
        if (!rows?.length || rows.some((row) => !row || typeof row !== 'object'))
          return (send(res, 400, { error: 'Expected {"data": [{...}]}.' }), true)
        const id = String(rows[0][ID_COLUMN] ?? '')
        const write = () => {
          for (const row of rows)
            appendDurably(path.join(dataDir, tab.file), csvLine(tab.columns.map((column) => row[column])), csvLine(tab.columns))
        }
        const row = Object.fromEntries(tab.columns.map((column) => [column, String(rows[0][column] ?? '')]))
        if (keep(res, tab.form, id, write, row)) send(res, 201, { created: rows.length })
        return true
      }
      return (send(res, 404, { error: `No service at ${url.pathname}.` }), true)
    } catch (error) {
      send(res, error.status ?? 500, { error: error.message })
      return true
    }
  }

  return {
    handle,
    dataDir,
    kept,
    failing,
    /** Where the site's pages are served (posts from them are accepted). */
    siteOrigins: origins,
    /** How many requests of a service (e-mail, or a form's sheet) were kept for a lead. */
    count: (service, id) => kept.filter((entry) => entry.service === service && entry.id === id).length,
    setFault: (next) => (fault = next ?? (() => undefined)),
    privateKey,
    token,
    /** Ends the requests left hanging. */
    releaseHanging: () => {
      for (const res of hanging) res.socket?.destroy()
      hanging.clear()
    },
  }
}

/** The stand-ins on a port of their own (0: any free one); resolves with their address. */
export async function listenStandIn(standIn = createStandIn(), port = 0) {
  const server = http.createServer((req, res) => void standIn.handle(req, res))
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    standIn,
    url: `http://127.0.0.1:${server.address().port}`,
    close: () => {
      standIn.releaseHanging()
      server.closeAllConnections()
      return new Promise((resolve) => server.close(() => resolve(undefined)))
    },
  }
}
