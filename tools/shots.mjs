// Full-page screenshots of one page of each kind, in both editions, at a phone's and a laptop's width, gathered on
// one contact sheet (.scratch/shots/index.html) for a person to look over. Not a test: nothing is compared.
// Usage: npm run shots   (builds first; SHOTS_DIR overrides the folder, SHOTS_WIDTHS the widths)
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium } from 'playwright-core'
import { launchOptions } from './chromium.mjs'
import { createServer } from './serve.mjs'
import { createStandIn } from './stand-in.mjs'

const KINDS = [
  ['Home', '/'],
  ['About', '/aboutus'],
  ['Gallery', '/gallery'],
  ['Contact', '/contactus'],
  ['Vendor', '/vendor'],
  ['Review', '/review'],
  ['Event', '/services/wedding'],
  ['Service', '/services/wedding/decoration'],
  ['Thank you', '/contactus/thanks'],
  ['Not found', '/no-such-page'],
]
const EDITIONS = [
  ['English', ''],
  ['Tamil', '/ta'],
]
// SHOTS_WIDTHS=768,1024,1280 for other widths (a width under 768 px gets a phone's taller screen).
const WIDTHS = process.env.SHOTS_WIDTHS?.split(',').map(Number) ?? [390, 1280]
const TABS = 3

const out = path.resolve(process.env.SHOTS_DIR ?? '.scratch/shots')
fs.rmSync(out, { recursive: true, force: true })
fs.mkdirSync(out, { recursive: true })

const standIn = createStandIn({ dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'thoranam-shots-')) })
const server = createServer({ standIn })
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
const base = `http://127.0.0.1:${server.address().port}`
const browser = await chromium.launch(launchOptions())

const jobs = KINDS.flatMap(([kind, route]) =>
  EDITIONS.flatMap(([edition, prefix]) =>
    WIDTHS.map((width) => ({
      kind,
      edition,
      width,
      url: prefix + (route === '/' && prefix ? '' : route),
      file: `${kind}-${edition}-${width}.png`.toLowerCase().replace(/ /g, '-'),
    })),
  ),
)
const started = Date.now()
const queue = [...jobs]
await Promise.all(
  Array.from({ length: TABS }, async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      // Reduced motion: sections show at once rather than animating in as they are scrolled to.
      const context = await browser.newContext({
        viewport: { width: job.width, height: job.width < 768 ? 844 : 800 },
        reducedMotion: 'reduce',
      })
      const page = await context.newPage()
      await page.goto(base + job.url, { waitUntil: 'load' })
      await page.waitForSelector('html[data-ready]', { state: 'attached', timeout: 15_000 }).catch(() => {})
      // Through the page once, so lazy pictures and widgets arrive, then back to the top.
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
          window.scrollTo(0, y)
          await new Promise((resolve) => setTimeout(resolve, 50))
        }
        window.scrollTo(0, 0)
        await document.fonts.ready
      })
      await page.waitForLoadState('networkidle')
      // Every block drawn: the browser skips drawing blocks far from the screen (content-visibility), which a
      // full-page picture would show empty, and the parts that fade in as they are scrolled to shown.
      await page.addStyleTag({
        content: '* { content-visibility: visible !important } [data-aos] { opacity: 1 !important; transform: none !important }',
      })
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
      await page.screenshot({ path: path.join(out, job.file), fullPage: true })
      await context.close()
    }
  }),
)
await browser.close()
server.close()

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;')
const columns = EDITIONS.flatMap(([edition]) => WIDTHS.map((width) => ({ edition, width })))
const rows = KINDS.map(([kind]) => {
  const cells = columns.map(({ edition, width }) => {
    const job = jobs.find((j) => j.kind === kind && j.edition === edition && j.width === width)
    return `<td><a href="${job.file}"><img src="${job.file}" alt="${escapeHtml(`${kind}, ${edition}, ${width} px`)}" loading="lazy"></a><br><code>${escapeHtml(job.url || '/')}</code></td>`
  })
  return `<tr><th scope="row">${escapeHtml(kind)}</th>${cells.join('')}</tr>`
})
fs.writeFileSync(
  path.join(out, 'index.html'),
  `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Thoranam Events: one page of each kind</title>
<style>
body { font: 14px/1.4 system-ui, sans-serif; margin: 1rem; }
table { border-collapse: collapse; }
th, td { vertical-align: top; padding: 0.5rem; border-bottom: 1px solid #ddd; text-align: left; }
td a { display: block; max-height: 1200px; overflow: hidden; } /* the top of each page; the full page on a click */
td img { display: block; border: 1px solid #ccc; }
${columns.map(({ width }, i) => `td:nth-child(${i + 2}) img { width: ${Math.round(width / (width < 768 ? 2 : 2.67))}px; }`).join('\n')}
</style></head><body>
<h1>One page of each kind, both editions</h1>
<p>Taken ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC from the build in dist/client, with reduced motion. Each cell shows the top of the page: click it for the whole page.</p>
<table><thead><tr><th></th>${columns.map(({ edition, width }) => `<th scope="col">${edition}, ${width} px</th>`).join('')}</tr></thead>
<tbody>${rows.join('\n')}</tbody></table>
</body></html>
`,
)
console.log(`${jobs.length} screenshots in ${((Date.now() - started) / 1000).toFixed(0)} s: open ${path.join(out, 'index.html')}`)
