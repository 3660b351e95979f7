// The owner's copy of every lead: `npm run leads:export` writes the leads in D1 (the record of every enquiry,
// vendor registration and feedback the site received) to a CSV file that opens in any spreadsheet program, one row
// per lead with its fields and where its e-mail and sheet row stand. A lead the endpoint held back (it failed a
// check against floods: no answer to the challenge, filled faster than a person can, past the day's cap of leads from
// one address; docs/forms-and-leads.md) says "held back" in its e-mail and sheet columns and why in its last column:
// it was never e-mailed or added to the sheet, and is released by hand if it is a family's.
//   npm run leads:export                      the local database of `npm start` -> .data/leads-export.csv
//   npm run leads:export -- --remote          the deployed database (after `npx wrangler login`)
//   npm run leads:export -- --out leads.csv   another file
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { FORMS } from '../content/forms.js'
import { csvLine } from './stand-in.mjs'

const root = path.resolve(import.meta.dirname, '..')
const args = process.argv.slice(2)
const remote = args.includes('--remote')
const out = path.resolve(
  args[args.indexOf('--out') + 1] && args.includes('--out') ? args[args.indexOf('--out') + 1] : path.join(root, '.data/leads-export.csv'),
)

/** Every field of every form, in the forms' order, each once. */
const FIELDS = [...new Set(Object.values(FORMS).flatMap(({ fields }) => fields.map(({ name }) => name)))]
const COLUMNS = ['Received', 'Form', 'Language', 'Id', ...FIELDS, 'E-mail', 'E-mail detail', 'Sheet row', 'Sheet detail', 'Held back']

/** The leads as D1 gives them (`wrangler d1 execute --json`), oldest first. */
export function readLeads({ remote = false, persistTo } = {}) {
  const result = spawnSync(
    path.join(root, 'node_modules/.bin/wrangler'),
    [
      'd1',
      'execute',
      'LEADS',
      remote ? '--remote' : '--local',
      ...(persistTo ? ['--persist-to', persistTo] : []),
      '--json',
      '--command',
      'SELECT * FROM leads ORDER BY received_at',
    ],
    { cwd: root, encoding: 'utf8', env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } },
  )
  if (result.status !== 0) throw new Error(`wrangler could not read the leads:\n${result.stdout}\n${result.stderr}`)
  return JSON.parse(result.stdout)[0].results
}

/** Why the endpoint held a lead back (worker/leads.ts HeldReason), for the owner reading the export. */
export const HELD_REASONS = {
  'no-challenge': 'no answer to the form challenge',
  'forged-challenge': 'a forged answer to the form challenge',
  'expired-challenge': 'an answer to an expired form challenge',
  'replayed-challenge': 'an answer another lead had already used',
  'too-fast': 'filled faster than a person can',
  'daily-cap': "past the day's cap of leads from one address",
}
const heldText = (reason) =>
  `${reason}: ${HELD_REASONS[reason] ?? 'held by the endpoint'}; not sent (docs/forms-and-leads.md says how to release it)`
const HELD_STATE = 'held back (not sent)'

/** The CSV text of the leads: a header, then one line per lead. */
export function leadsCsv(leads) {
  const lines = leads.map((lead) => {
    const fields = JSON.parse(lead.fields)
    return csvLine([
      new Date(lead.received_at).toISOString(),
      lead.form,
      lead.locale,
      lead.id,
      ...FIELDS.map((name) => fields[name] ?? ''),
      lead.held && lead.email_state !== 'none' ? HELD_STATE : lead.email_state,
      lead.email_detail ?? '',
      lead.held ? HELD_STATE : lead.sheet_state,
      lead.sheet_detail ?? '',
      lead.held ? heldText(lead.held) : '',
    ])
  })
  return csvLine(COLUMNS) + lines.join('')
}

if (process.argv[1] === import.meta.filename) {
  const leads = readLeads({ remote })
  fs.mkdirSync(path.dirname(out), { recursive: true })
  fs.writeFileSync(out, leadsCsv(leads))
  console.log(`${leads.length} leads from the ${remote ? 'deployed' : 'local'} database: ${path.relative(process.cwd(), out)}`)
}
