// `npm run check:services`: looks at the configured hosted services from outside, as anyone who reads the page
// source can (every address is in the pages' scripts). A public site cannot keep a secret, so the services' own
// permissions are the only lock on the leads. It fails, naming the address, when
//   - a sheet endpoint (VITE_ENQUIRY_SHEET_URL, VITE_VENDOR_SHEET_URL, VITE_FEEDBACK_SHEET_URL) answers a read:
//     a GET of its address, or of its search (SheetDB's search is a permission of its own), that returns rows or
//     any other data, even an empty list (the next lead would be readable);
//   - the reviews feed (VITE_TESTIMONIALS_URL) carries contact columns, or its spreadsheet has another tab that
//     does (opensheet reads whole spreadsheets shared with anyone who has the link: /<spreadsheet>/<tab number>).
// It only reads: it never posts, so no row is written to the real sheets. It prints what it could read, never the
// rows themselves. EmailJS cannot be checked without sending an e-mail: it reminds you of its allowed origins.
// The addresses come from the environment, or from the .env files of the folder it runs in (as the build reads them).
// Usage: npm run check:services   (docs/forms-and-leads.md, "Locking the services")
import { loadEnv } from 'vite'
import { ID_COLUMN } from '../content/forms.js'
import { contactColumns, REVIEW_COLUMNS } from '../lib/reviewColumns.js'

const SHEETS = ['VITE_ENQUIRY_SHEET_URL', 'VITE_VENDOR_SHEET_URL', 'VITE_FEEDBACK_SHEET_URL']
const FEED = 'VITE_TESTIMONIALS_URL'
const TIMEOUT_MS = 15_000
/** Enough to tell rows from a refusal; a service that answers reads is not downloaded whole. */
const MAX_BYTES = 512 * 1024
/** Tabs of the feed's spreadsheet looked at besides its own. */
const MAX_TABS = 10
const GUIDE = 'docs/forms-and-leads.md, "Locking the services"'

/** A GET of the address: its status, its type and at most MAX_BYTES of its body; or the network's error. */
async function read(url) {
  try {
    const response = await fetch(url, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(TIMEOUT_MS) })
    const chunks = []
    let size = 0
    const reader = response.body?.getReader()
    while (reader && size < MAX_BYTES) {
      const { done, value } = await reader.read()
      if (done) break
      chunks.push(value)
      size += value.length
    }
    if (reader && size >= MAX_BYTES) await reader.cancel()
    const text = Buffer.concat(chunks).toString('utf8')
    let json
    try {
      json = JSON.parse(text)
    } catch {
      json = undefined
    }
    return {
      status: response.status,
      ok: response.ok,
      type: response.headers.get('content-type') ?? '',
      text,
      json,
      truncated: size >= MAX_BYTES,
    }
  } catch (error) {
    return { error: error instanceof Error ? (error.cause?.message ?? error.message) : String(error) }
  }
}

/** What a read of a sheet endpoint tells: undefined when it was refused, else what it gave. */
function whatWasRead(answer) {
  if (!answer.ok) return undefined
  if (Array.isArray(answer.json))
    return answer.json.length ? `${answer.json.length} rows` : 'an empty list (no lead yet: the first one will be readable)'
  if (answer.truncated) return 'more than 512 KB of data'
  if (!answer.text.trim()) return undefined
  return `${answer.status} with ${answer.type.split(';')[0] || 'a body'}`
}

/** The search address of a sheet endpoint (SheetDB: GET /search?column=value, * matching anything). */
function searchOf(address) {
  const url = new URL(address)
  url.pathname = `${url.pathname.replace(/\/$/, '')}/search`
  url.searchParams.set(ID_COLUMN, '*')
  return url.href
}

/** One sheet endpoint: refuses reads, or the reason it fails. */
async function checkSheet(address) {
  for (const url of [address, searchOf(address)]) {
    const answer = await read(url)
    if (answer.error)
      return { ok: false, message: `could not be reached (${answer.error}), so whether it answers reads is not known: run the check again` }
    if (answer.status === 408 || answer.status === 429 || answer.status >= 500)
      return { ok: false, message: `answered ${answer.status} to a read, so whether it answers reads is not known: run the check again` }
    const got = whatWasRead(answer)
    if (got) {
      const where = url === address ? 'GET' : url
      return {
        ok: false,
        message: `answers reads: ${where} returned ${got}. Anyone can read every lead with this address, which is in every page: set the service to "create" only (${GUIDE})`,
      }
    }
  }
  const answer = await read(address)
  return { ok: true, message: `refuses reads (${answer.status})` }
}

/** The other tabs of a spreadsheet-to-JSON feed's spreadsheet (opensheet: /<spreadsheet id>/<tab name or number>). */
function tabsOf(address) {
  const url = new URL(address)
  const match = /^(.*\/)([A-Za-z0-9_-]{25,})\/[^/]+\/?$/.exec(url.pathname)
  if (!match) return []
  return Array.from({ length: MAX_TABS }, (_, index) => `${url.origin}${match[1]}${match[2]}/${index + 1}`)
}

/** The reviews feed: approved reviews only, in a spreadsheet of their own; or the reasons it fails. */
async function checkFeed(address) {
  const answer = await read(address)
  if (answer.error)
    return [{ ok: false, message: `could not be reached (${answer.error}): the home page would show the default reviews of content/` }]
  if (!answer.ok || !Array.isArray(answer.json))
    return [
      {
        ok: false,
        message: `answered ${answer.status} without a list of reviews: the home page would show the default reviews of content/`,
      },
    ]
  const leaked = contactColumns(answer.json)
  if (leaked.length) {
    return [
      {
        ok: false,
        message: `carries ${leaked.join(', ')}: anyone can read it, and its address is on every home page. Point it at a sheet of approved reviews only (${REVIEW_COLUMNS.join(', ')}): ${GUIDE}`,
      },
    ]
  }
  const results = [
    { ok: true, message: `${answer.json.length} ${answer.json.length === 1 ? 'review' : 'reviews'}, with no contact columns` },
  ]
  for (const [index, tab] of tabsOf(address).entries()) {
    const other = await read(tab)
    if (other.error || !other.ok || !Array.isArray(other.json)) break
    const columns = contactColumns(other.json)
    if (columns.length) {
      results.push({
        ok: false,
        message: `its spreadsheet is shared with anyone who has the link, and its tab ${index + 1} (${tab}) carries ${columns.join(', ')}: keep the reviews in a spreadsheet of their own and the leads' spreadsheet private (${GUIDE})`,
      })
    }
  }
  return results
}

export async function checkServices(env) {
  const lines = []
  let failed = false
  const report = (name, address, { ok, message }) => {
    failed ||= !ok
    lines.push(`${ok ? '✓' : '✗'} ${name} ${address}: ${message}`)
  }
  const configured = (name) => {
    const address = env[name]
    if (address && /^https?:\/\//.test(address)) return address
    lines.push(`· ${name} ${address ? `is "${address}", on this site` : 'is not set'}: the local stand-in, nothing to check`)
    return undefined
  }
  for (const name of SHEETS) {
    const address = configured(name)
    if (address) report(name, address, await checkSheet(address))
  }
  const feed = configured(FEED)
  if (feed) for (const result of await checkFeed(feed)) report(FEED, feed, result)
  if (env.VITE_EMAILJS_PUBLIC_KEY) {
    lines.push(
      "· EmailJS cannot be checked from outside without sending an e-mail: check by hand that its allowed origins list only this site's address (" +
        GUIDE +
        ')',
    )
  }
  return { failed, checked: lines.some((line) => /^[✓✗]/.test(line)), lines }
}

if (process.argv[1] === import.meta.filename) {
  // As the build reads them: the .env files of this folder, the environment winning.
  const env = { ...loadEnv('production', process.cwd(), 'VITE_'), ...process.env }
  const { failed, checked, lines } = await checkServices(env)
  console.log(lines.join('\n'))
  console.log(
    failed
      ? '\nThe services are not locked: fix each ✗ above.'
      : checked
        ? '\nEvery configured service is locked.'
        : '\nNo hosted service is configured: nothing to check.',
  )
  process.exit(failed ? 1 : 0)
}
