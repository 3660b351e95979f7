// `npm run check:services`: looks at the live services from outside, and proves each refuses what it must, while
// creating nothing it could not remove: it never posts a lead or a row. It fails, naming the address, when
//   - the leads' sheet API (SHEETDB_URL, with its token SHEETDB_TOKEN: the Worker's secrets) answers a read (a GET of
//     its rows, with or without the token), a search without the token, or an update or a delete (sent for an Id
//     that no row has, so nothing changes even where they are allowed): it must allow create and search only;
//   - the site's endpoint (VITE_SITE_URL + /api/leads) takes a post from another site's page, answers a GET with
//     anything but 405, or gives no challenge (its CHALLENGE_KEY unset): the posts it is sent are ones it refuses
//     before reading a lead (another origin; a body that is no lead);
//   - the reviews feed (VITE_TESTIMONIALS_URL) carries contact columns, or its spreadsheet has another tab that
//     does (opensheet reads whole spreadsheets shared with anyone who has the link: /<spreadsheet>/<tab number>).
// It prints what it could read, never the rows themselves. EmailJS cannot be checked without sending an e-mail.
// The values come from the environment, or from the .env files of the folder it runs in (as the build reads them).
// Usage: npm run check:services   (docs/forms-and-leads.md, "Locking the services")
import { loadEnv } from 'vite'
import { ID_COLUMN } from '../content/forms.js'
import { contactColumns, REVIEW_COLUMNS } from '../lib/reviewColumns.js'

const FEED = 'VITE_TESTIMONIALS_URL'
const TIMEOUT_MS = 15_000
/** Enough to tell rows from a refusal; a service that answers reads is not downloaded whole. */
const MAX_BYTES = 512 * 1024
/** Tabs of the feed's spreadsheet looked at besides its own. */
const MAX_TABS = 10
const GUIDE = 'docs/forms-and-leads.md, "Locking the services"'
/** The Id the update and the delete name: no lead has it (a lead's id is a random UUID, never all zeros). */
export const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000'
/** The origin of "another site's page" in the endpoint's check (.invalid is never anyone's). */
const OTHER_SITE = 'https://another-site.invalid'

/** A request (a GET unless told): its status, its type and at most MAX_BYTES of its body; or the network's error. */
async function read(url, init = {}) {
  try {
    const response = await fetch(url, {
      ...init,
      headers: { Accept: 'application/json', ...init.headers },
      redirect: init.method ? 'manual' : 'follow',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
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

const unknownAnswer = (what, answer) =>
  answer.error
    ? `could not be reached (${answer.error}) for ${what}, so whether it refuses it is not known: run the check again`
    : answer.status === 408 || answer.status === 429 || answer.status >= 500
      ? `answered ${answer.status} to ${what}, so whether it refuses it is not known: run the check again`
      : undefined

/**
 * The leads' sheet API: refuses every read (with or without its token), a search without its token, and an update
 * and a delete with it; or the reasons it fails. It is never sent a row.
 */
async function checkSheet(address, token) {
  const base = address.replace(/\/$/, '')
  const bearer = token ? { Authorization: `Bearer ${token}` } : {}
  const search = `${base}/search?${new URLSearchParams({ [ID_COLUMN]: '*' })}`
  const row = `${base}/${ID_COLUMN}/${NO_SUCH_ID}`
  const change = { 'Content-Type': 'application/json' }
  const tries = [
    { what: 'a read without the token', url: base, init: {}, shown: 'GET' },
    { what: 'a search without the token', url: search, init: {}, shown: `GET ${search}` },
    ...(token ? [{ what: 'a read with the token', url: base, init: { headers: bearer }, shown: 'GET with the token' }] : []),
    ...['PATCH', 'PUT', 'DELETE'].map((method) => ({
      what: `${method === 'DELETE' ? 'a delete' : `an update (${method})`} with the token`,
      url: row,
      init: { method, headers: { ...bearer, ...change }, body: method === 'DELETE' ? undefined : JSON.stringify({ data: { Note: '' } }) },
      shown: `${method} ${row}`,
    })),
  ]
  const failures = []
  const statuses = []
  for (const { what, url, init, shown } of tries) {
    const answer = await read(url, init)
    const unknown = unknownAnswer(what, answer)
    if (unknown) {
      failures.push(unknown)
      continue
    }
    statuses.push(answer.status)
    if (!init.method) {
      const got = whatWasRead(answer)
      if (got)
        failures.push(
          `answers ${what}: ${shown} returned ${got}. Anyone with the address${what.includes('with the token') ? ' and the token' : ''} can read every lead`,
        )
    } else if (answer.status >= 200 && answer.status < 400)
      failures.push(`allows ${what}: ${shown} answered ${answer.status}. One request could change or erase every lead`)
  }
  if (failures.length)
    return failures.map((message) => ({ ok: false, message: `${message} (allow Create and Search only, with the token: ${GUIDE})` }))
  return [
    {
      ok: true,
      message: `refuses reads, updates and deletes (${[...new Set(statuses)].join(', ')})${token ? '' : '; SHEETDB_TOKEN is not set, so only without the token'}`,
    },
  ]
}

/**
 * The site's endpoint: refuses a post from another site's page, answers GET with 405, and gives a challenge. Every
 * post it is sent is one it refuses before reading a lead, so nothing is ever stored.
 */
/** An address of the site (VITE_SITE_URL is its origin, or a folder of it). */
const onSite = (site, pathname) => new URL(pathname, site.endsWith('/') ? site : `${site}/`).href

async function checkEndpoint(site) {
  const endpoint = onSite(site, 'api/leads')
  const results = []
  const fail = (message) => results.push({ ok: false, message })
  const post = (headers, body) => read(endpoint, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body })
  const foreign = await post({ Origin: OTHER_SITE }, '{}')
  if (foreign.error || unknownAnswer('a post', foreign)) return [{ ok: false, message: unknownAnswer('a post', foreign) ?? '' }]
  if (foreign.status !== 403) fail(`took a post from another site's page (${OTHER_SITE}) with ${foreign.status}, not 403`)
  const listed = await read(endpoint)
  if (listed.status !== 405)
    fail(`answered a GET with ${listed.status ?? listed.error}, not 405${whatWasRead(listed) ? `: ${whatWasRead(listed)}` : ''}`)
  const notLead = await post({}, '{"id":"not-a-lead"}')
  if (notLead.status !== 400) fail(`answered a post that is no lead with ${notLead.status ?? notLead.error}, not 400`)
  const challenge = await read(onSite(site, 'api/challenge'))
  if (!challenge.ok || typeof challenge.json?.signature !== 'string')
    fail(`gives no challenge (${challenge.status ?? challenge.error}): is CHALLENGE_KEY set? (docs/deploying.md)`)
  return results.length
    ? results
    : [
        {
          ok: true,
          message: `refuses another site's posts (${foreign.status}), GET (${listed.status}) and a post that is no lead (${notLead.status}); gives challenges`,
        },
      ]
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
  const configured = (name, unset) => {
    const address = env[name]
    if (address && /^https?:\/\//.test(address)) return address
    lines.push(`· ${name} ${address ? `is "${address}"` : 'is not set'}: ${unset}`)
    return undefined
  }
  const sheet = configured('SHEETDB_URL', 'the local stand-in, nothing to check')
  if (sheet) for (const result of await checkSheet(sheet, env.SHEETDB_TOKEN)) report('SHEETDB_URL', sheet, result)
  const site = configured('VITE_SITE_URL', "the site's endpoint is not checked")
  if (site) for (const result of await checkEndpoint(site)) report('VITE_SITE_URL', onSite(site, 'api/leads'), result)
  const feed = configured(FEED, 'the default reviews of content/, nothing to check')
  if (feed) for (const result of await checkFeed(feed)) report(FEED, feed, result)
  lines.push(
    '· EmailJS cannot be checked from outside without sending an e-mail: check by hand that a call without the private key is refused (' +
      GUIDE +
      ')',
  )
  return { failed, checked: lines.some((line) => /^[✓✗]/.test(line)), lines }
}

if (process.argv[1] === import.meta.filename) {
  // As the build reads them: the .env files of this folder, the environment winning.
  const env = { ...loadEnv('production', process.cwd(), ['VITE_', 'SHEETDB_']), ...process.env }
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
