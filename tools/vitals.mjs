// npm run vitals: what real visitors get, from the web-vitals beacons the local stand-in stored in
// .data/vitals.csv (STAND_IN_DATA_DIR to read another folder). Prints the 75th percentile of LCP, INP and CLS per
// route, as Google's Core Web Vitals report does, with the number of page views behind each figure.
import fs from 'node:fs'
import path from 'node:path'
import { VITALS } from './stand-in.mjs'

/** Splits RFC 4180 CSV text into rows of fields. */
export function parseCsv(text) {
  const rows = []
  let row = []
  let field = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') (field += '"'), i++
      else if (c === '"') quoted = false
      else field += c
    } else if (c === '"') quoted = true
    else if (c === ',') row.push(field), (field = '')
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++
      row.push(field), rows.push(row), (row = []), (field = '')
    } else field += c
  }
  if (field || row.length) row.push(field), rows.push(row)
  return rows
}

/** The 75th percentile (nearest rank) of a list of numbers. */
export function p75(values) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.max(0, Math.ceil(sorted.length * 0.75) - 1)]
}

/**
 * Per route: the 75th percentile of LCP (s), INP (ms) and CLS, and how many page views reported each. A metric
 * reported more than once for the same page view (CLS grows while the page is open) counts with its last value.
 */
export function vitalsSummary(rows) {
  const [header, ...data] = rows
  const at = Object.fromEntries(VITALS.columns.map((column) => [column, header.indexOf(column)]))
  const last = new Map()
  for (const row of data) {
    const name = row[at.Name]
    if (!['LCP', 'INP', 'CLS'].includes(name)) continue
    last.set(`${name} ${row[at.Id]}`, { page: row[at.Page].replace(/(.)\/$/, '$1'), name, value: Number(row[at.Value]) })
  }
  const byPage = new Map()
  for (const { page, name, value } of last.values()) {
    if (!byPage.has(page)) byPage.set(page, { LCP: [], INP: [], CLS: [] })
    byPage.get(page)[name].push(value)
  }
  return [...byPage.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([route, m]) => ({
      route,
      'LCP p75 (s)': m.LCP.length ? +(p75(m.LCP) / 1000).toFixed(2) : null,
      'INP p75 (ms)': m.INP.length ? Math.round(p75(m.INP)) : null,
      'CLS p75': m.CLS.length ? +p75(m.CLS).toFixed(3) : null,
      views: Math.max(m.LCP.length, m.INP.length, m.CLS.length),
    }))
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = path.join(process.env.STAND_IN_DATA_DIR || path.resolve(import.meta.dirname, '../.data'), VITALS.file)
  if (!fs.existsSync(file)) {
    console.log(
      `No web vitals yet: ${path.relative(process.cwd(), file)} does not exist. Build with VITE_VITALS_URL=/api/vitals, run npm start and browse the site.`,
    )
    process.exit(0)
  }
  console.log(`Web vitals from ${path.relative(process.cwd(), file)} (75th percentile; good: LCP ≤ 2.5 s, INP ≤ 200 ms, CLS ≤ 0.1):`)
  console.table(vitalsSummary(parseCsv(fs.readFileSync(file, 'utf8'))))
}
