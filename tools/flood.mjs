// npm run flood: 1,000 fake leads posted by a script to the site's endpoint while a family sends a real enquiry in
// Chromium, on the Worker as `npm start` runs it (workerd, its D1, its rate limit, the fill time and the challenge
// as deployed) with the local stand-ins of EmailJS and SheetDB, which keep every request. Printed: what the
// endpoint answered, what it stored and held back, and what reached the business, counted at the stand-ins. It
// fails when any fake became an e-mail or a sheet row, or the family's enquiry did not arrive exactly once.
// The fakes, 250 of each:
//   no challenge   each from an address of its own (a botnet), human-looking fill time
//   forged         a challenge signed with a guessed key, each from its own address
//   too fast       a challenge really solved (the script pays the work), filled in 0.3 s, each from its own address
//   one address    all from one address, no challenge: the rate limit (10 a minute) turns away all but the first
// The day's cap per address (worker/leads.ts DAILY_CAP) is not reached here: it is shown over a simulated day in
// tests/worker/endpoint.test.ts.
// Usage: npm run build && npm run flood   (FLOOD_PARALLEL=20 posts at once)
import { createHash, createHmac, randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium } from 'playwright-core'
import { FORMS } from '../content/forms.js'
import { launchOptions } from './chromium.mjs'
import { readLeads } from './leads-export.mjs'
import { createStandIn, listenStandIn } from './stand-in.mjs'
import { localVars, startWorker } from './start.mjs'

const PER_KIND = 250
const PARALLEL = Number(process.env.FLOOD_PARALLEL ?? 20)
const root = path.resolve(import.meta.dirname, '..')
if (!fs.existsSync(path.join(root, 'dist/client/contactus/index.html'))) {
  console.error('dist/client/ has no site yet: run "npm run build" first.')
  process.exit(1)
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flood-'))
const persistTo = path.join(dir, 'state')
const services = await listenStandIn(createStandIn({ dataDir: path.join(dir, 'data') }))
// The deployed configuration (wrangler.jsonc's top level): its rate limit, the real fill time and challenge.
const worker = await startWorker({ persistTo, vars: localVars(services.standIn, services.url) })
services.standIn.siteOrigins.add(worker.url)

const values = (n) => ({
  name: `Fake Lead ${n}`,
  email: `fake${n}@example.com`,
  phone: `98400${String(n).padStart(5, '0')}`,
  city: 'Nowhere',
  service: 'Wedding Event',
  message: `=HYPERLINK("https://spam.example/${n}","cheap loans")`,
})
const sha = (text) => createHash('sha256').update(text).digest('hex')
/** A challenge from the endpoint, solved here as a determined script would. */
async function solved() {
  const { algorithm, challenge, maxnumber, salt, signature } = await (await fetch(`${worker.url}/api/challenge`)).json()
  for (let number = 0; number <= maxnumber; number++)
    if (sha(salt + number) === challenge)
      return Buffer.from(JSON.stringify({ algorithm, challenge, number, salt, signature })).toString('base64')
  throw new Error('unsolved')
}
function forged() {
  const salt = `${randomUUID().slice(0, 24)}?expires=${Math.floor(Date.now() / 1000) + 3600}`
  const challenge = sha(`${salt}7`)
  const signature = createHmac('sha256', 'thoranam').update(challenge).digest('hex')
  return Buffer.from(JSON.stringify({ algorithm: 'SHA-256', challenge, number: 7, salt, signature })).toString('base64')
}

const KINDS = ['no challenge', 'forged', 'too fast', 'one address']
/** The fakes, interleaved so that every kind is arriving all through the flood. */
const fakes = Array.from({ length: PER_KIND * KINDS.length }, (_, n) => ({ n, kind: KINDS[n % KINDS.length] }))
const answers = Object.fromEntries(KINDS.map((kind) => [kind, {}]))
const fakeIds = new Set()

async function postFake({ n, kind }) {
  const now = Date.now()
  const id = randomUUID()
  fakeIds.add(id)
  const body = { id, form: 'enquiry', locale: 'en', values: values(n), startedAt: now - 45_000, keptAt: now }
  if (kind === 'forged') body.proof = forged()
  if (kind === 'too fast') Object.assign(body, { proof: await solved(), startedAt: now - 300 })
  const address = kind === 'one address' ? '198.51.100.77' : `2001:db8::${n.toString(16)}`
  const response = await fetch(`${worker.url}/api/leads`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: worker.url, 'CF-Connecting-IP': address },
    body: JSON.stringify(body),
  }).catch((error) => ({ status: `error ${error.cause?.code ?? error.message}` }))
  answers[kind][response.status] = (answers[kind][response.status] ?? 0) + 1
}

let floodStarted = 0
let sentAt = 0
async function flood() {
  const started = Date.now()
  floodStarted = started
  let next = 0
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      while (next < fakes.length) await postFake(fakes[next++])
    }),
  )
  return Date.now() - started
}

/** The family: the contact page in Chromium, each field typed as a person types, then Send. */
async function family(browser) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true })
  const page = await context.newPage()
  await page.goto(`${worker.url}/contactus`)
  await page.waitForSelector('form#enquiry button[type=submit]:not([disabled])')
  const typed = {
    name: 'Meena Sundaram',
    email: 'meena@example.in',
    phone: '98430 12345',
    city: 'Salem',
    message: 'Wedding on 14 February, about 500 guests.',
  }
  for (const { name, type } of FORMS.enquiry.fields) {
    const field = page.locator(`#enquiry-${name}`)
    if (type === 'select') await field.selectOption('Wedding Event')
    else await field.pressSequentially(typed[name], { delay: 60 })
  }
  const sent = Date.now()
  sentAt = sent
  await page.locator('form#enquiry button[type=submit]').click()
  await page.waitForURL('**/contactus/thanks', { timeout: 60_000 })
  const thanked = Date.now() - sent
  await context.close()
  return thanked
}

const browser = await chromium.launch(launchOptions())
let failed = false
try {
  // A family never thanked is a finding, not a stop: the figures are printed all the same.
  const [floodMs, familyMs] = await Promise.all([flood(), family(browser).catch((error) => error)])
  // Whatever the endpoint still had to send, and a run of the schedule with every retry due.
  await new Promise((resolve) => setTimeout(resolve, 2000))
  await worker.runSchedule()
  const leads = readLeads({ persistTo })
  const kept = services.standIn.kept
  const fakeEmails = kept.filter(({ service, id }) => service === 'email' && fakeIds.has(id)).length
  const fakeRows = kept.filter(({ service, id }) => service !== 'email' && fakeIds.has(id)).length
  const familyLead = leads.find((lead) => JSON.parse(lead.fields).name === 'Meena Sundaram')
  const familyEmails = kept.filter(({ service, id }) => service === 'email' && id === familyLead?.id).length
  const familyRows = kept.filter(({ service, id }) => service === 'enquiry' && id === familyLead?.id).length
  const held = {}
  for (const lead of leads) if (lead.held) held[lead.held] = (held[lead.held] ?? 0) + 1
  const line = (counts) =>
    Object.entries(counts)
      .map(([key, value]) => `${value} × ${key}`)
      .join(', ')
  console.log(
    `${fakes.length} fake leads in ${(floodMs / 1000).toFixed(1)} s (${PARALLEL} at once), while a family typed and sent an enquiry:`,
  )
  for (const kind of KINDS) console.log(`  ${kind.padEnd(13)} answered ${line(answers[kind])}`)
  console.log(`  stored in D1: ${leads.length} leads, held back: ${line(held)}`)
  console.log(`  reached the business from the fakes: ${fakeEmails} e-mails, ${fakeRows} sheet rows`)
  console.log(
    `  the family's enquiry: ${familyEmails} e-mail, ${familyRows} sheet row, held: ${familyLead?.held ?? 'no'}; sent ${((sentAt - floodStarted) / 1000).toFixed(1)} s into the flood, ${typeof familyMs === 'number' ? `thanked ${(familyMs / 1000).toFixed(1)} s after Send` : `never thanked (${String(familyMs).split('\n')[0]})`}`,
  )
  failed = fakeEmails > 0 || fakeRows > 0 || familyEmails !== 1 || familyRows !== 1 || !!familyLead?.held || typeof familyMs !== 'number'
  console.log(
    failed
      ? '\nThe flood reached the business, or the family was not heard: see above.'
      : '\nNothing of the flood reached the business; the family was heard once.',
  )
} finally {
  await browser.close()
  await worker.close()
  await services.close()
  fs.rmSync(dir, { recursive: true, force: true })
}
process.exit(failed ? 1 : 0)
