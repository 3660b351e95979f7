// npm run proof:time: how long a slow phone works on the forms' challenge (lib/proof.ts, worker/challenge.ts), in
// Chromium with the CPU slowed 4x, as a family's phone would: the contact page is opened, a name typed (the work
// starts at the first touch, in the background), and the time from the challenge's arrival to its answer read from the page
// (the performance entry the answer leaves). Each run gets a new challenge, whose number is drawn at random: the
// runs give the spread, and the rate of hashing gives the worst case (every number tried).
// Usage: npm run build && npm run proof:time   (PROOF_RUNS=20, PROOF_CPU=4)
import os from 'node:os'
import fs from 'node:fs'
import path from 'node:path'
import { chromium } from 'playwright-core'
import { CHALLENGE_MAX_NUMBER } from '../worker/challenge.ts'
import { launchOptions } from './chromium.mjs'
import { createStandIn, listenStandIn } from './stand-in.mjs'
import { localVars, startWorker } from './start.mjs'

const RUNS = Number(process.env.PROOF_RUNS ?? 20)
const CPU = Number(process.env.PROOF_CPU ?? 4)
const MEASURE = 'thoranam:proof-of-work'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'proof-time-'))
const services = await listenStandIn(createStandIn({ dataDir: path.join(dir, 'data') }))
const worker = await startWorker({ persistTo: path.join(dir, 'state'), env: 'local', vars: localVars(services.standIn, services.url) })
const browser = await chromium.launch(launchOptions())
const runs = []
try {
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true })
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await page.goto(`${worker.url}/contactus`)
    await page.waitForSelector('html[data-ready]', { state: 'attached' })
    await page.waitForSelector('form#enquiry button[type=submit]:not([disabled])')
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU })
    await page.locator('#enquiry-name').pressSequentially('Priya', { delay: 150 })
    const entry = await page.waitForFunction(
      (name) => {
        const [measure] = performance.getEntriesByName(name)
        return measure && { ms: measure.duration, tried: measure.detail.tried }
      },
      MEASURE,
      { timeout: 120_000 },
    )
    runs.push(await entry.jsonValue())
    await context.close()
  }
} finally {
  await browser.close()
  await worker.close()
  await services.close()
}
const times = runs.map(({ ms }) => ms).sort((a, b) => a - b)
const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))]
const perHashMs = runs.reduce((sum, { ms }) => sum + ms, 0) / runs.reduce((sum, { tried }) => sum + tried, 0)
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`
console.log(`The forms' challenge in Chromium, CPU ${CPU}x slower, ${RUNS} challenges (up to ${CHALLENGE_MAX_NUMBER} numbers each):`)
console.log(`  median ${seconds(at(0.5))}, 90th percentile ${seconds(at(0.9))}, slowest ${seconds(times.at(-1))}`)
console.log(
  `  ${(1000 / perHashMs).toFixed(0)} numbers a second: every number tried (the worst case) ${seconds(perHashMs * CHALLENGE_MAX_NUMBER)}`,
)
