// npm run perf: Lighthouse's mobile preset (a mid-range phone on slow 4G, simulated from one observed load) on one
// page of every kind in both editions, each beside a floor page measured by the same server and Chromium in the
// same run: a heading, a paragraph and one preloaded ~50 KB picture, the least a first screen can cost. A route's
// LCP is judged as a ratio to the floor's, since absolute times differ from one machine (and one moment of a busy
// machine) to another. Medians of up to five runs (the floor's of three).
//
// It fails when a route's median LCP is over 1.15 times the floor's, its performance score under 100, its TBT over
// 20 ms, its CLS over 0 (as Lighthouse shows it, to two decimals), or accessibility, best practices or SEO under
// 100 (on the pages that ask not to be indexed, SEO without the "is crawlable" audit). When a route's first two
// runs meet every target, the median of five meets them whatever the other two give, so those are not run: a route
// that meets its targets costs three runs, and one whose blocking time wavers about its 20 ms (a task or two on a
// 2-core machine's busy moment, 2 to 41 ms between runs of the same page) is judged on five, not on one unlucky pair.
//
// For each route it prints: LCP, its ratio to the floor, TBT, CLS, the bytes of the first screen (what Lighthouse's
// simulated LCP waits for or shares the slow link with: every request that ended before the LCP of the observed
// load, by type), and Lighthouse's own LCP breakdown (time to first byte, resource load delay, load time, render
// delay), so a reader sees what to fix.
//
// Usage: npm run perf   (builds first; all routes). PERF_ROUTES=/ta,/gallery for some routes, PERF_SAMPLE=1 for
// the sample CI measures (one route per edition of the kinds most likely to slip), PERF_TBT=report to print a TBT
// over its target without failing (CI's sample, see below), PERF_RUNS=1 for a quick look,
// PERF_REPORTS=.scratch/perf to keep every run's Lighthouse report (HTML to open, and JSON).
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import zlib from 'node:zlib'

/** One page of every kind, both editions. `sample`: measured by CI too. `noindex`: the page asks not to be indexed. */
export const ROUTES = [
  { kind: 'home', route: '/', sample: true },
  { kind: 'home', route: '/ta', sample: true },
  { kind: 'about', route: '/aboutus' },
  { kind: 'about', route: '/ta/aboutus' },
  { kind: 'gallery', route: '/gallery' },
  { kind: 'gallery', route: '/ta/gallery', sample: true },
  { kind: 'contact', route: '/contactus', sample: true },
  { kind: 'contact', route: '/ta/contactus' },
  { kind: 'vendor', route: '/vendor' },
  { kind: 'vendor', route: '/ta/vendor' },
  { kind: 'review', route: '/review' },
  { kind: 'review', route: '/ta/review' },
  { kind: 'event', route: '/services/wedding' },
  { kind: 'event', route: '/ta/services/wedding' },
  // The service page with the most pictures (25).
  { kind: 'service', route: '/services/engagement/engagement-photography' },
  { kind: 'service', route: '/ta/services/engagement/engagement-photography', sample: true },
  // A service page with a video row: the most script of the content pages.
  { kind: 'service', route: '/services/wedding/photography', sample: true },
  { kind: 'thank-you', route: '/contactus/thanks', noindex: true },
  { kind: 'thank-you', route: '/ta/contactus/thanks', noindex: true },
  { kind: 'privacy', route: '/privacy' },
  { kind: 'privacy', route: '/ta/privacy' },
  // Hosts serve these files with status 404 at any unknown address, which Lighthouse refuses to measure; the
  // bytes are the same at the file's own address.
  { kind: 'not found', route: '/404.html', noindex: true },
  { kind: 'not found', route: '/ta/404.html', noindex: true },
]

export const FLOOR_ROUTE = '/__perf/floor'
/** A route's median LCP may be at most this many times the floor's. */
export const MAX_LCP_RATIO = 1.15
export const MIN_SCORES = { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 }
export const MAX_TBT_MS = 20
/** CLS as Lighthouse shows it, to two decimals: 0.00. */
export const MAX_CLS = 0.004

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/** A category's score out of 100; SEO of a page that asks not to be indexed leaves out the audit that says so. */
export function categoryScore(lhr, id, { noindex = false } = {}) {
  const category = lhr.categories[id]
  if (!(id === 'seo' && noindex)) return Math.round((category.score ?? 0) * 100)
  const refs = category.auditRefs.filter((ref) => ref.weight > 0 && ref.id !== 'is-crawlable' && lhr.audits[ref.id].score !== null)
  const total = refs.reduce((sum, ref) => sum + ref.weight, 0)
  return Math.round((100 * refs.reduce((sum, ref) => sum + ref.weight * lhr.audits[ref.id].score, 0)) / total)
}

const TYPE_OF = { Document: 'html', Stylesheet: 'css', Font: 'font', Image: 'img', Script: 'js', Fetch: 'js', Other: 'other' }

/**
 * The first screen's bytes: every request that ended before the observed load's LCP (the document always),
 * which is what Lighthouse's simulated LCP is built from (Lantern's LCP graph), by type. Transfer sizes.
 */
export function firstScreenBytes(lhr) {
  const requests = lhr.audits['network-requests'].details
  const metrics = lhr.audits.metrics.details.items[0]
  // Network times are in ms from the first request; the metrics' timestamps are in µs on the trace's clock.
  const lcp = (metrics.observedLargestContentfulPaintTs - requests.debugData.networkStartTimeTs) / 1000
  const byType = {}
  for (const request of requests.items) {
    const ended = request.finished && request.networkEndTime !== undefined && request.networkEndTime <= lcp
    if (!ended && request.resourceType !== 'Document') continue
    const type = TYPE_OF[request.resourceType] ?? 'other'
    byType[type] = (byType[type] ?? 0) + request.transferSize
  }
  return { total: Object.values(byType).reduce((a, b) => a + b, 0), byType }
}

/**
 * Lighthouse's LCP breakdown (ms): time to first byte, resource load delay, load time, render delay, from its LCP
 * breakdown insight (Lighthouse 13: the observed load's subparts; a text LCP has no load delay or load time).
 */
export function lcpBreakdown(lhr) {
  const items = lhr.audits['lcp-breakdown-insight']?.details?.items ?? []
  const subparts = items.find((item) => item.type === 'table')?.items ?? []
  const element = items.find((item) => item.type === 'node')
  const at = (name) => Math.round(subparts.find((subpart) => subpart.subpart === name)?.duration ?? 0)
  return {
    ttfb: at('timeToFirstByte'),
    loadDelay: at('resourceLoadDelay'),
    loadTime: at('resourceLoadDuration'),
    renderDelay: at('elementRenderDelay'),
    element: element ? (/^<img\b/.test(element.snippet ?? '') ? 'img' : (element.nodeLabel ?? '').slice(0, 24)) : '?',
  }
}

/**
 * The performance score as the page's other metrics (LCP, FCP, Speed Index, CLS) make it, with TBT's part counted
 * as full: the score is the weighted mean of the metrics' scores, so this adds back what TBT's weight lost.
 */
export function performanceWithoutTbt(lhr) {
  const category = lhr.categories.performance
  const refs = category.auditRefs.filter((ref) => ref.weight > 0)
  const tbt = refs.find((ref) => ref.id === 'total-blocking-time')
  const score = category.score ?? 0
  if (!tbt) return Math.round(score * 100)
  const total = refs.reduce((sum, ref) => sum + ref.weight, 0)
  return Math.round((score + (tbt.weight * (1 - (lhr.audits[tbt.id].score ?? 0))) / total) * 100)
}

/** One run's figures. */
export function runFigures(lhr, { noindex = false } = {}) {
  const audit = (id) => lhr.audits[id].numericValue
  return {
    lcp: audit('largest-contentful-paint'),
    fcp: audit('first-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    scores: Object.fromEntries(Object.keys(MIN_SCORES).map((id) => [id, categoryScore(lhr, id, { noindex })])),
    performanceWithoutTbt: performanceWithoutTbt(lhr),
  }
}

/** What a route's figures miss, as sentences; empty when it meets every target. */
export function misses(figures, floorLcp) {
  const missed = []
  const ratio = figures.lcp / floorLcp
  if (ratio > MAX_LCP_RATIO)
    missed.push(`LCP ${(figures.lcp / 1000).toFixed(2)} s is ${ratio.toFixed(2)} times the floor's (at most ${MAX_LCP_RATIO})`)
  if (figures.tbt > MAX_TBT_MS) missed.push(`TBT ${Math.round(figures.tbt)} ms > ${MAX_TBT_MS} ms`)
  if (figures.cls > MAX_CLS) missed.push(`CLS ${figures.cls.toFixed(3)} > 0`)
  for (const [id, min] of Object.entries(MIN_SCORES)) {
    if (figures.scores[id] >= min) continue
    // A performance score that only TBT keeps under 100 says so: it is a TBT miss, judged as TBT is (PERF_TBT).
    if (id === 'performance' && figures.performanceWithoutTbt >= min)
      missed.push(`TBT takes performance to ${figures.scores[id]} < ${min} (${figures.performanceWithoutTbt} without it)`)
    else missed.push(`${id} ${figures.scores[id]} < ${min}`)
  }
  return missed
}

/** The medians of a route's runs; the run with the median LCP stands for the breakdown and the bytes. */
export function summarise(runs, options) {
  const figures = runs.map((run) => runFigures(run, options))
  const byLcp = runs.map((run, i) => ({ run, lcp: figures[i].lcp })).sort((a, b) => a.lcp - b.lcp)
  // Of two runs, the higher LCP stands (the median of three cannot be better than the better of two).
  const typical = byLcp[Math.floor(byLcp.length / 2)].run
  return {
    lcp: median(figures.map((f) => f.lcp)),
    fcp: median(figures.map((f) => f.fcp)),
    tbt: median(figures.map((f) => f.tbt)),
    cls: median(figures.map((f) => f.cls)),
    // (Of two runs the median above is the worse of the two: higher times; for scores, the lower.)
    scores: Object.fromEntries(Object.keys(MIN_SCORES).map((id) => [id, -median(figures.map((f) => -f.scores[id]))])),
    performanceWithoutTbt: -median(figures.map((f) => -f.performanceWithoutTbt)),
    bytes: firstScreenBytes(typical),
    breakdown: lcpBreakdown(typical),
    runs: runs.length,
  }
}

/** The floor: a heading, a paragraph and one preloaded first-screen picture of about 50 KB. */
export async function floorPage(source = path.resolve(import.meta.dirname, '../content/images/hero/hero-01.jpg')) {
  const { default: sharp } = await import('sharp')
  // The JPEG quality that makes an 800 px wide picture (what a phone of 412 px at 1.75 dppx takes) about 50 KB.
  let low = 30
  let high = 95
  let picture
  while (low <= high) {
    const quality = Math.floor((low + high) / 2)
    picture = await sharp(source).resize(800).jpeg({ quality }).toBuffer()
    if (Math.abs(picture.length - 50_000) < 2_500) break
    if (picture.length < 50_000) low = quality + 1
    else high = quality - 1
  }
  const { width, height } = await sharp(picture).metadata()
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Floor: the least a first screen can cost</title>
<meta name="description" content="A heading, a paragraph and one picture: what every page of the site is measured against.">
<link rel="preload" as="image" href="${FLOOR_ROUTE}/picture.jpg" fetchpriority="high">
<style>body{margin:0;font:16px/1.5 sans-serif}img{display:block;width:100%;height:auto}h1,p{margin:1rem}</style>
</head><body><main><img src="${FLOOR_ROUTE}/picture.jpg" width="${width}" height="${height}" alt="A decorated entrance" fetchpriority="high">
<h1>Event planners and decorators</h1>
<p>Weddings, engagements, puberty ceremonies, baby showers, birthdays and housewarmings, planned and decorated by one team.</p>
</main></body></html>
`
  return { html, picture }
}

async function main() {
  // (Imported here, so that the figures' functions above load without Lighthouse: tests/unit/perf.test.ts.)
  const { default: lighthouse } = await import('lighthouse')
  const chromeLauncher = await import('chrome-launcher')
  const { launchOptions } = await import('./chromium.mjs')
  const { createServer } = await import('./serve.mjs')
  const only = process.env.PERF_ROUTES?.split(',')
  const routes = only
    ? only.map((route) => ROUTES.find((r) => r.route === route) ?? { kind: '?', route })
    : process.env.PERF_SAMPLE
      ? ROUTES.filter((r) => r.sample)
      : ROUTES
  const RUNS = Number(process.env.PERF_RUNS ?? 5)

  const floor = await floorPage()
  const site = createServer()
  const siteHandler = site.listeners('request')[0]
  // The floor is this tool's own page, served beside the site by the same server; it is never published.
  const server = http.createServer((req, res) => {
    const url = (req.url ?? '').split('?')[0]
    if (url === FLOOR_ROUTE) {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache', 'Content-Encoding': 'gzip' })
      res.end(zlib.gzipSync(floor.html))
    } else if (url === `${FLOOR_ROUTE}/picture.jpg`) {
      res.writeHead(200, { 'Content-Type': 'image/jpeg', 'Cache-Control': 'public, max-age=31536000, immutable' })
      res.end(floor.picture)
    } else siteHandler(req, res)
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${server.address().port}`
  const { executablePath, args } = launchOptions()
  const chrome = await chromeLauncher.launch({ chromePath: executablePath, chromeFlags: args })
  // Stopped halfway (Ctrl-C, or a crash): close the Chromium this run started, not leave it running.
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(130))
  process.once('exit', () => {
    try {
      process.kill(chrome.pid)
    } catch {
      // already closed
    }
  })
  // Each page once before it is measured: the server compresses a page the first time it is asked for it (a host
  // serves it from its cache), which Lighthouse would count as the server's response time.
  const warm = (route) => fetch(origin + route, { headers: { 'Accept-Encoding': 'br' } }).then((response) => response.arrayBuffer())
  const reports = process.env.PERF_REPORTS && path.resolve(process.env.PERF_REPORTS)
  if (reports) fs.mkdirSync(reports, { recursive: true })
  let count = 0
  const measure = async (route) => {
    const result = await lighthouse(origin + route, {
      port: chrome.port,
      output: reports ? 'html' : 'json',
      logLevel: 'error',
      onlyCategories: Object.keys(MIN_SCORES),
    })
    // Each run's own report, to open in a browser: the LCP element, the requests, the long tasks.
    if (reports) {
      const name = `${String(++count).padStart(3, '0')}${route.replace(/[^a-z0-9]+/gi, '-')}`
      fs.writeFileSync(path.join(reports, `${name}.html`), result.report)
      fs.writeFileSync(path.join(reports, `${name}.json`), JSON.stringify(result.lhr))
    }
    return result.lhr
  }

  await quietMachine()
  const rows = []
  let failed = false
  /** Whether a miss fails the run (PERF_TBT=report: a TBT over its target, and what it takes off the score, printed only). */
  const judged = (miss) => !(process.env.PERF_TBT === 'report' && miss.startsWith('TBT '))
  try {
    const floorRuns = []
    for (let i = 0; i < 3; i++) floorRuns.push(await measure(FLOOR_ROUTE))
    const floorFigures = summarise(floorRuns, {})
    rows.push({ kind: 'floor', route: FLOOR_ROUTE, ...floorFigures })
    process.stderr.write(`  floor: LCP ${(floorFigures.lcp / 1000).toFixed(2)} s, TBT ${Math.round(floorFigures.tbt)} ms\n`)
    for (const { kind, route, noindex } of routes) {
      await warm(route)
      const runs = []
      for (let i = 0; i < RUNS; i++) {
        // A majority of runs meeting every target judged: each median meets it, the remaining runs cannot change that
        // (unless PERF_RUNS asks for every run, for figures to compare).
        if (
          !process.env.PERF_RUNS &&
          runs.filter((run) => !misses(runFigures(run, { noindex }), floorFigures.lcp).filter(judged).length).length > RUNS / 2
        )
          break
        runs.push(await measure(route))
      }
      const row = { kind, route, ...summarise(runs, { noindex }) }
      rows.push(row)
      const missed = misses(row, floorFigures.lcp)
      // PERF_TBT=report (CI's sample): a TBT over its target is printed, not failed, and so is a performance score
      // that only TBT keeps under 100 (the score with every other metric judged still fails under 100). TBT is the
      // blocking part of the first layouts' tasks, each near the 12.5 ms that the 4x slower CPU turns into 50, and
      // it follows the machine more than the page: from 2 to 88 ms between runs of one build on one quiet 2-core
      // machine (medians of five from 15 to 59 ms), and 126 to 171 ms on the CI sample's busiest routes on another
      // 2-core machine where the floor page's own is 7 to 25 ms; it would fail a run by the machine, not by a change.
      const reportOnly = missed.filter((miss) => !judged(miss))
      if (reportOnly.length) console.error(`${route}: over target, not failed here: ${reportOnly.join('; ')}`)
      const failing = missed.filter((miss) => !reportOnly.includes(miss))
      if (failing.length) {
        failed = true
        console.error(`${route}: ${failing.join('; ')}`)
      }
      process.stderr.write(
        `  ${route}: LCP ${(row.lcp / 1000).toFixed(2)} s, ${(row.lcp / floorFigures.lcp).toFixed(2)} × floor, TBT ${Math.round(row.tbt)} ms, CLS ${row.cls.toFixed(2)}, performance ${row.scores.performance}\n`,
      )
    }
  } finally {
    await chrome.kill()
    server.close()
  }
  console.log(formatTable(rows))
  process.exit(failed ? 1 : 0)
}

/** The most a run waits for a quiet machine (a load of 11 on 2 cores, as browser tests leave it, takes ~3 minutes). */
const QUIET_WAIT_MS = 200_000

/**
 * Waits until the machine's last minute was quiet (a load average under a quarter of its cores), for at most
 * QUIET_WAIT_MS: tests that have just ended (CI runs this after npm test) leave a load that lengthens every task
 * measured, four times over in the slower phone Lighthouse simulates, and not the floor's and the pages' alike
 * (it falls off during the run). Prints the load it starts at.
 */
async function quietMachine() {
  const started = Date.now()
  const cores = os.availableParallelism()
  while (os.loadavg()[0] > cores / 4 && Date.now() - started < QUIET_WAIT_MS) await sleep(5_000)
  const waited = Math.round((Date.now() - started) / 1000)
  process.stderr.write(
    `  load average ${os.loadavg()[0].toFixed(2)} on ${cores} cores${waited ? `, after ${waited} s waiting for it to fall` : ''}\n`,
  )
}

const kb = (bytes) => (bytes / 1024).toFixed(1)

/** The table: one line per route, figures aligned. */
export function formatTable(rows) {
  const floorLcp = rows.find((row) => row.kind === 'floor')?.lcp
  const header = [
    'route',
    'LCP s',
    '× floor',
    'TBT ms',
    'CLS',
    'perf',
    'a11y/bp/seo',
    'first screen KB',
    '(html css font img js)',
    'TTFB',
    'delay',
    'load',
    'render',
    'LCP is',
    'runs',
  ]
  const lines = rows.map((row) => {
    const b = row.bytes.byType
    return [
      row.route,
      (row.lcp / 1000).toFixed(2),
      (row.lcp / floorLcp).toFixed(2),
      String(Math.round(row.tbt)),
      row.cls.toFixed(2),
      String(row.scores.performance),
      `${row.scores.accessibility}/${row.scores['best-practices']}/${row.scores.seo}`,
      kb(row.bytes.total),
      ['html', 'css', 'font', 'img', 'js'].map((type) => (b[type] ? kb(b[type]) : '-')).join(' '),
      String(row.breakdown.ttfb),
      String(row.breakdown.loadDelay),
      String(row.breakdown.loadTime),
      String(row.breakdown.renderDelay),
      row.breakdown.element,
      String(row.runs),
    ]
  })
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i].length)))
  const format = (cells) =>
    cells.map((cell, i) => (i === 0 || i >= cells.length - 2 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ')
  return [
    format(header),
    ...lines.map(format),
    '',
    `LCP breakdown (ms, Lighthouse's): TTFB = time to first byte; delay = from then until the LCP picture is asked for;`,
    `load = its download; render = from then (or from TTFB, for text) until it is painted. First screen: every request`,
    `that ended before the LCP of the observed load, which is what the simulated LCP is built from.`,
  ].join('\n')
}

if (process.argv[1] === import.meta.filename) await main()
