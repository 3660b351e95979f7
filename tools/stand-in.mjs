// The local stand-in for the hosted form services, served on the site's own origin under /api/ by
// `npm start` (tools/serve.mjs) and `npm run dev` (vite.config.ts). It speaks the same HTTP contracts:
//   POST /api/v1.0/email/send      EmailJS: JSON {lib_version, user_id, service_id, template_id, template_params} -> 200 "OK"
//   POST /api/sheets/enquiry       spreadsheet REST row {...columns, Id} -> 200
//   POST /api/sheets/vendor        spreadsheet database {data: {...columns, Id}} -> 201 {"created":1}
//   POST /api/sheets/feedback      spreadsheet row {...columns, Id} -> 200
//                                  (each form's columns, and where its row sits, are in content/forms.js)
//   GET  /api/testimonials         spreadsheet-to-JSON feed: rows of {Message, Name, Work} from content/data/testimonials.yaml
//   GET  /api/testimonials/ta      the same from content/ta/data/testimonials.yaml (the Tamil edition's default list)
//   POST /api/vitals               a web-vitals beacon {name, value, rating, id, page} -> 204, appended to vitals.csv
//                                  (npm run vitals prints the 75th percentiles); point VITE_VITALS_URL at it
// Every accepted submission is appended, written and flushed to disk before the answer, to one CSV file per
// form under the data folder (.data/ or STAND_IN_DATA_DIR), which opens in any spreadsheet program; the e-mail
// step is appended to emails.log (one JSON object a line).
// The submission id (the rows' Id column, the e-mail's template_params.submission_id) is an idempotency key: a
// repeated id writes nothing a second time and still answers 2xx, as a retry after a lost answer needs.
import fs from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'
import { EMAIL_EXTRA_PARAMS, FORMS as DEFINITIONS, ID_COLUMN } from '../content/forms.js'

const root = path.resolve(import.meta.dirname, '..')
export const MAX_BODY_BYTES = 64 * 1024

/** Each hosted sheet as the stand-in plays it: its CSV file and its success status. */
const SHEETS = {
  enquiry: { file: 'enquiries.csv', status: 200 },
  vendor: { file: 'vendors.csv', status: 201 },
  feedback: { file: 'feedback.csv', status: 200 },
}

/** The forms: their CSV file, columns (the form's, then the id), and how the row sits in the request body. */
export const FORMS = Object.fromEntries(
  Object.entries(DEFINITIONS).map(([name, { sheet }]) => [
    name,
    {
      ...SHEETS[name],
      columns: [...Object.keys(sheet.columns), ID_COLUMN],
      body: (json) => ('under' in sheet ? json?.[sheet.under] : json),
      answer: { created: 1 },
    },
  ]),
)
const EMAIL_FIELDS = ['lib_version', 'user_id', 'service_id', 'template_id', 'template_params']
/** The web-vitals beacons (lib/vitals.ts), one row per report. */
export const VITALS = {
  file: 'vitals.csv',
  columns: ['Time', 'Page', 'Name', 'Value', 'Rating', 'Id'],
  names: ['CLS', 'INP', 'LCP', 'FCP', 'TTFB'],
}
// The id column is optional (older clients send none), never required like the spec's columns.
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i

/** The submission ids already stored in a data file (read once, then kept up to date in memory). */
function storedIds(file) {
  if (!fs.existsSync(file)) return new Set()
  return new Set(fs.readFileSync(file, 'utf8').match(new RegExp(UUID.source, 'gi')) ?? [])
}

/** One CSV field: quoted when it holds a comma, quote, CR or LF (RFC 4180). */
export function csvField(value) {
  const text = String(value ?? '')
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
 * Creates the stand-in. `failing` holds form names ('email', 'enquiry', 'vendor', 'feedback', 'testimonials')
 * that answer 500, so tests can exercise the failure paths.
 */
export function createStandIn({ dataDir = process.env.STAND_IN_DATA_DIR || path.join(root, '.data') } = {}) {
  const failing = new Set()
  fs.mkdirSync(dataDir, { recursive: true })
  const seen = new Map()
  /** The ids stored in one data file: a row or e-mail with one of them is a retry of something already kept. */
  const idsOf = (file) => {
    if (!seen.has(file)) seen.set(file, storedIds(file))
    return seen.get(file)
  }

  /** Handles /api/... requests; returns false for any other URL. */
  async function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://stand-in')
    if (!url.pathname.startsWith('/api/')) return false
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
        'Access-Control-Allow-Headers': 'Content-Type',
        'Access-Control-Max-Age': '600',
      })
      res.end()
      return true
    }
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
      if (req.method !== 'POST') return (send(res, 405, { error: 'Use POST.' }, { Allow: 'POST, OPTIONS' }), true)

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
        const missing = EMAIL_FIELDS.filter((field) => json?.[field] === undefined || json[field] === '')
        if (missing.length) return (send(res, 400, `The ${missing.join(', ')} parameter is required`), true)
        if (failing.has('email')) return (send(res, 500, 'The e-mail service is failing (stand-in failure mode).'), true)
        const log = path.join(dataDir, 'emails.log')
        const id = String(json.template_params?.[EMAIL_EXTRA_PARAMS.id] ?? '')
        if (!UUID.test(id) || !idsOf(log).has(id)) {
          appendDurably(log, JSON.stringify({ at: new Date().toISOString(), ...json }) + '\n')
          if (UUID.test(id)) idsOf(log).add(id)
        }
        return (send(res, 200, 'OK'), true)
      }

      const name = url.pathname.match(/^\/api\/sheets\/(\w+)$/)?.[1]
      const form = name && Object.hasOwn(FORMS, name) ? FORMS[name] : null
      if (!form) return (send(res, 404, { error: `No service at ${url.pathname}.` }), true)
      const row = form.body(json)
      if (!row || typeof row !== 'object')
        return (send(res, 400, { error: name === 'vendor' ? 'Expected {"data": {...}}.' : 'Expected a JSON object.' }), true)
      const missing = form.columns.filter((column) => column !== ID_COLUMN && (typeof row[column] !== 'string' || !row[column].trim()))
      if (missing.length) return (send(res, 422, { error: `Missing or empty: ${missing.join(', ')}.` }), true)
      if (failing.has(name)) return (send(res, 500, { error: `The ${name} sheet is failing (stand-in failure mode).` }), true)
      const file = path.join(dataDir, form.file)
      const id = typeof row[ID_COLUMN] === 'string' && UUID.test(row[ID_COLUMN]) ? row[ID_COLUMN] : null
      if (!id || !idsOf(file).has(id)) {
        appendDurably(file, csvLine(form.columns.map((column) => row[column])), csvLine(form.columns))
        if (id) idsOf(file).add(id)
      }
      return (send(res, form.status, form.answer), true)
    } catch (error) {
      send(res, error.status ?? 500, { error: error.message })
      return true
    }
  }

  return { handle, failing, dataDir }
}
