// npm run test:faults [-- name ...]: shows that the checks still catch the faults they were built for. Each fault is
// made in a temporary copy of this working copy (which is never touched), the checks that must catch it run there,
// and the script prints which check caught it, how, and in how long. It fails if a fault goes uncaught, or if a
// check already fails on the copy without any fault (then its failure would prove nothing).
//
// A fault is caught when its check fails and its failure names the fault (`expect`: text of the failure that only
// the fault gives). Faults are listed below with the check they were first shown failing on; `npm run test:faults
// -- about-grid header-wrap` makes only those. The site's faults each need a build of the copy (about a minute).
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')

/** The checks, as commands run in the copy. `scoped` checks look only at the pages a fault is on (faster, same check). */
const CHECKS = {
  typecheck: { name: 'npm run typecheck', command: ['npx', 'tsc', '--noEmit'] },
  photos: { name: 'tests/unit/photos.test.ts', command: ['npx', 'vitest', 'run', '--project', 'unit', 'tests/unit/photos.test.ts'] },
  'tamil terms': {
    name: 'tests/unit/tamil-terms.test.ts > (the about page) uses no word the Tamil style guide avoids',
    command: [
      'npx',
      'vitest',
      'run',
      '--project',
      'unit',
      'tests/unit/tamil-terms.test.ts',
      '-t',
      'aboutus.mdx uses no word the Tamil style guide avoids',
    ],
  },
  leads: { name: 'tests/unit/leads.test.ts', command: ['npx', 'vitest', 'run', '--project', 'unit', 'tests/unit/leads.test.ts'] },
  build: { name: 'npm run build (its page-link check)', command: ['npm', 'run', 'build'] },
  headers: {
    name: 'tests/site/security.test.ts',
    command: ['npx', 'vitest', 'run', '--project', 'site', 'tests/site/security.test.ts'],
    build: true,
  },
  budgets: {
    name: 'tests/site/budgets.test.ts',
    command: ['npx', 'vitest', 'run', '--project', 'site', 'tests/site/budgets.test.ts'],
    build: true,
  },
  // The layout check takes its pages from LAYOUT_ROUTES.
  layout: {
    name: 'tests/site/screen-layout.test.ts',
    command: ['npx', 'vitest', 'run', '--project', 'site', 'tests/site/screen-layout.test.ts'],
    build: true,
    scoped: (routes) => ({ env: { LAYOUT_ROUTES: routes.join(',') } }),
  },
  'held send': {
    name: 'tests/site/forms.test.ts > feedback form > Send tapped before its code has arrived, then more typed',
    command: ['npx', 'vitest', 'run', '--project', 'site', 'tests/site/forms.test.ts', '-t', 'then more typed'],
    build: true,
  },
  'webkit restart': {
    name: "tests/site/engine-webkit.test.ts > webkit: leads > the form's script failing to download once",
    command: ['npx', 'vitest', 'run', '--project', 'site', 'tests/site/engine-webkit.test.ts', '-t', 'failing to download once'],
    build: true,
  },
  'viewer first tap': {
    name: 'tests/site/viewer.test.ts > on a slow phone',
    command: ['npx', 'vitest', 'run', '--project', 'site', 'tests/site/viewer.test.ts', '-t', 'on a slow phone'],
    build: true,
  },
  'early send': {
    name: 'tests/site/forms.test.ts > feedback form > typed and sent before its code has arrived',
    command: ['npx', 'vitest', 'run', '--project', 'site', 'tests/site/forms.test.ts', '-t', 'typed and sent before its code has arrived'],
    build: true,
  },
  'words whole': {
    name: 'tests/site/large-text.test.ts > the home hero and the reach bar break lines only between words',
    command: ['npx', 'vitest', 'run', '--project', 'site', 'tests/site/large-text.test.ts', '-t', 'between words'],
    build: true,
  },
  'filter row by keyboard': {
    name: "tests/site/work-first.test.ts > the gallery's filter row by keyboard on a phone",
    command: ['npx', 'vitest', 'run', '--project', 'site', 'tests/site/work-first.test.ts', '-t', 'by keyboard'],
    build: true,
  },
  'viewer over the bar': {
    name: 'tests/site/reach-bar.test.ts > a picture opened large lies over the bar',
    command: ['npx', 'vitest', 'run', '--project', 'site', 'tests/site/reach-bar.test.ts', '-t', 'opened large'],
    build: true,
  },
  axe: perRoute('accessibility', 'axe'),
  'phone budget': perRoute('budgets', 'images on a phone'),
  'head tags': perRoute('pages', 'every route'),
  'tamil editions': perRoute('tamil', 'every Tamil route'),
}

/**
 * A check made of one test per page (`it.for(ROUTES)('%s ...')` in a describe block): that block's tests of the
 * pages given, picked by name (vitest matches -t against the block's and the test's names joined by a space).
 */
function perRoute(file, block) {
  const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return {
    name: `tests/site/${file}.test.ts > ${block}`,
    command: ['npx', 'vitest', 'run', '--project', 'site', `tests/site/${file}.test.ts`],
    build: true,
    scoped: (routes) => ({ args: ['-t', `^${escapeRegExp(block)} (${routes.map(escapeRegExp).join('|')}) `] }),
  }
}

/**
 * The faults. `patch`: [file, what is there, what the fault makes of it]; `files`: [file, content] to add.
 * `checks`: the checks that must catch it, each with the text its failure must show; `routes`: the pages the
 * checks that can be narrowed look at for it.
 */
const FAULTS = [
  {
    name: 'missing-tamil-word',
    what: 'a word missing from the Tamil word book (the Tamil menu button has no label)',
    patch: [['content/ui/ta.ts', /^\s*menu: '[^']*',\n/m, '']],
    checks: [['typecheck', /content\/ui\/ta\.ts.*'menu'/]],
  },
  {
    name: 'gps-photo',
    what: 'a phone photo with its GPS position under content/images/',
    files: [['content/images/uploads/gps-fault.jpg', gpsPhoto]],
    checks: [['photos', /gps-fault\.jpg: GPS position/]],
  },
  {
    name: 'about-grid',
    what: "the About block's picture sources as grid items (<source> shown as a box)",
    patch: [['styles/_base.scss', /picture > source \{\n\s*display: none;\n\}\n/, '']],
    routes: ['/', '/ta', '/aboutus'],
    checks: [['layout', /empty-item|picture-not-beside-text/]],
  },
  {
    name: 'header-wrap',
    what: 'a header that wraps at 1024 px (the compact desktop menu undone)',
    patch: [
      [
        'styles/_header.scss',
        /(@include header-desktop \{[\s\S]*?&__link \{\n)\s*padding-inline: \$space-2;\n\s*font-size: \$text-sm;\n\s*white-space: nowrap;\n/,
        '$1',
      ],
    ],
    routes: ['/services/wedding'],
    checks: [['layout', /at 1024 px: (split-over-lines|not-one-row)/]],
  },
  {
    name: 'too-wide',
    what: 'a page wider than a phone (a banner at least 380 px wide)',
    patch: [['styles/_content.scss', /^\.banner \{\n/m, '.banner {\n  min-width: 380px;\n']],
    routes: ['/services/wedding/decoration'],
    checks: [['layout', /at 360 px: sideways-scroll/]],
  },
  {
    name: 'slot-resizes',
    what: "a picture slot that takes its picture's shape while drawn (3:2 in a 16:9 slot) and its own when skipped",
    patch: [['styles/_tokens.scss', /^ {2}min-height: 0;\n/m, '']],
    routes: ['/services/photo'],
    checks: [['layout', /at 390 px: moves-while-scrolling/]],
  },
  {
    name: 'tamil-banned-word',
    what: 'a Tamil page with a banned word (the police and CCTV word for watching over the guests)',
    patch: [['content/ta/pages/aboutus.mdx', /^heading: "எங்களைப் பற்றி"$/m, 'heading: "எங்களைப் பற்றி: உங்கள் விழாவைக் கண்காணிப்போம்"']],
    checks: [['tamil terms', /கண்காணிப்/]],
  },
  {
    name: 'button-no-name',
    what: 'the phone menu button without a name (an icon only)',
    patch: [
      ['components/header/Header.tsx', '<summary className="menu__toggle" aria-label={t.menu}>', '<summary className="menu__toggle">'],
    ],
    routes: ['/aboutus', '/ta/aboutus'],
    checks: [['axe', /summary-name|button-name/]],
  },
  {
    name: 'missing-header',
    what: "a security header missing from the hosts' headers file (X-Content-Type-Options)",
    patch: [['build-steps/security-headers.mjs', /^\s*'X-Content-Type-Options': 'nosniff',\n/m, '']],
    checks: [['headers', /X-Content-Type-Options/]],
  },
  {
    name: 'tamil-nowrap',
    what: 'Tamil titles kept on one line (white-space: nowrap), on a 360 px phone',
    patch: [
      ['styles/_tamil.scss', /(\.tile__title \{\n\s*font-weight: 700;\n)\s*overflow-wrap: anywhere;\n/, '$1    white-space: nowrap;\n'],
    ],
    routes: TAMIL_PAGES(),
    checks: [['layout', /at (320|360) px: (sideways-scroll|text-cut-off)/]],
  },
  {
    name: 'axe',
    what: 'body text too pale to read (an axe violation)',
    patch: [['styles/_tokens.scss', /^\$ink-soft: #[0-9a-f]+;/m, '$ink-soft: #b8aca8;']],
    routes: ['/aboutus', '/ta/aboutus'],
    checks: [['axe', /color-contrast/]],
  },
  {
    name: 'script-error',
    what: "an error in the browser console on every page (from the pages' shared script)",
    patch: [['pages/+client.ts', /^/, "console.error('The menus could not start')\n"]],
    routes: ['/aboutus', '/ta/aboutus'],
    checks: [['axe', /errors in the browser console: expected \[ 'The menus could not start' \]/]],
  },
  {
    name: 'script-budget',
    what: "a script over the content pages' 8 KB (a parser loaded on every page)",
    patch: [
      [
        'pages/+client.ts',
        /^(import \{ enhanceMenus \} from '\.\.\/components\/header\/menus'\n)/m,
        "$1import { parse as parseYaml } from 'yaml'\n;(globalThis as unknown as { parseYaml: unknown }).parseYaml = parseYaml\n",
      ],
    ],
    routes: ['/services/wedding/decoration'],
    checks: [
      ['budgets', /× \/\S* stays within its JavaScript and CSS budgets/],
      ['phone budget', /× \/\S* downloads at most 150 KB/],
    ],
  },
  {
    name: 'csp',
    what: 'a picture from another site on every page (refused by the Content-Security-Policy)',
    patch: [
      ['components/Footer.tsx', /(<footer[^>]*>)/, '$1<img src="https://example.com/badge.png" alt="Trusted" width="1" height="1" />'],
    ],
    routes: ['/aboutus', '/ta/aboutus'],
    checks: [['axe', /img-src https:\/\/example\.com\/badge\.png/]],
  },
  {
    name: 'head-tags',
    what: "every page's og:url naming the home page",
    patch: [
      [
        'renderer/HeadTags.tsx',
        '<meta property="og:url" content={canonicalUrl} />',
        '<meta property="og:url" content={absoluteUrl(\'/\')} />',
      ],
    ],
    routes: ['/aboutus'],
    checks: [['head tags', /× \/\S* answers with its own head tags/]],
  },
  {
    name: 'tamil-alternate',
    what: 'the Tamil pages naming themselves as the default language (x-default)',
    patch: [
      [
        'renderer/HeadTags.tsx',
        '<link rel="alternate" hrefLang="x-default" href={absoluteUrl(editions.en)} />',
        '<link rel="alternate" hrefLang="x-default" href={absoluteUrl(editions[locale])} />',
      ],
    ],
    routes: ['/ta/aboutus', '/aboutus'],
    checks: [['tamil editions', /× \/ta\/\S* is in Tamil, names itself canonical and both editions/]],
  },
  {
    name: 'broken-link',
    what: 'a link to a page that does not exist',
    patch: [['content/pages/aboutus.mdx', /\n---\n/, '\n---\n\n[Our team](/about/team)\n']],
    // The build refuses a page's link to a page that is not there, naming the file; npm run check:links, after the
    // build, is left the links the build cannot see (the built pages' own).
    checks: [['build', /\(text\): links to \/about\/team, which has no page/]],
  },
  {
    name: 'lead-twice',
    what: 'a lead corrected before it was confirmed kept as a second lead (a new id instead of the waiting one): two e-mails, two rows',
    patch: [['lib/leads.ts', 'before?.id ?? receivedLead(form, locale, words, now) ?? newId()', 'newId()']],
    checks: [['leads', /corrected before it is confirmed, replaces the waiting one and keeps its id/]],
  },
  {
    name: 'lead-post-hangs',
    what: "a lead's post that never answers (a dropped connection) holding every later try of the same page: sent only once the family opens another page",
    patch: [['lib/leads.ts', '        signal: giveUp.signal,\n', '']],
    checks: [['leads', /a post that never answers is given up after its time/]],
  },
  {
    name: 'received-words-kept',
    what: "a received lead's words (name, phone, message) left on the phone after it was sent, against the privacy notice",
    patch: [['lib/leads.ts', 'print: digest(fingerprint(lead.form, lead.values))', 'print: fingerprint(lead.form, lead.values)']],
    checks: [['leads', /received, leaves none of its words on the phone/]],
  },
  {
    name: 'held-send-replayed',
    what: 'a Send tapped before the form ran, made again once it runs though the family typed on since (a half-typed form sent)',
    patch: [['components/islands/boot.ts', /\n\s*if \(sends && fieldsShown\(element\) !== shown\) return/, '']],
    checks: [['held send', /expected \[ 'Data sent successfully' \] to deeply equal \[\]/]],
  },
  {
    name: 'webkit-failed-preload',
    what: 'a form whose script failed once, started again without asking again for what was preloaded (in WebKit it never starts)',
    patch: [['components/islands/boot.ts', 'forgetFailedScripts().then(() => start(element))', 'start(element)']],
    checks: [['webkit restart', /expected false to be true/]],
  },
  {
    name: 'viewer-heavy',
    what: 'a picture viewer that brings a 120 KB library with it (its first tap on a slow phone waits for the download)',
    patch: [
      [
        'components/viewer/viewer.ts',
        "import css from './viewer.scss?inline'\n",
        "import css from './viewer.scss?inline'\nimport { library } from './library'\nObject.assign(globalThis, { library })\n",
      ],
    ],
    files: [['components/viewer/library.ts', heavyLibrary]],
    checks: [['viewer first tap', /expected \d+\.\d+ to be less than or equal to 1\.6/]],
  },
  {
    name: 'early-send-empty',
    what: 'a form that sends its own state instead of what its fields show (typed before its code arrived, then Send)',
    patch: [['components/forms/LeadForm.tsx', '{ ...values, ...shownValues(element.current) }', 'values']],
    checks: [['early send', /expected \[\] to deeply equal \[ 'Data sent successfully' \]/]],
  },
  {
    name: 'hero-word-cut',
    what: "a Tamil hero whose text may grow past its longest word's room (a word of 4 em assumed, not 12)",
    patch: [['styles/_tamil.scss', '--hero-word: 12;', '--hero-word: 4;']],
    checks: [['words whole', /\/ta with the text at 200 %: .* is cut over 2 lines/]],
  },
  {
    name: 'chip-under-fade',
    what: "the gallery's filter row without its focused chip brought clear of the fade (the browser's own focus scrolling)",
    patch: [['pages/+client.ts', 'bringFocusIntoRows(document)\n', '']],
    checks: [['filter row by keyboard', /under the fade from \d+ px/]],
  },
  {
    name: 'viewer-under-bar',
    what: 'the picture viewer opened as a plain dialog, not a modal one (the reach bar then lies over it)',
    patch: [['components/viewer/viewer.ts', 'parts.dialog.showModal()', 'parts.dialog.show()']],
    checks: [['viewer over the bar', /expected \[ false, false, false \] to deeply equal \[ true, true, true \]/]],
  },
]

/** Tamil pages with tile titles, where a long word meets a narrow tile. */
function TAMIL_PAGES() {
  return ['/ta/services/wedding', '/ta/services/puberty', '/ta/services/engagement']
}

/** A module as large as a picture library, which no compression shrinks: 120 KB of random letters. */
async function heavyLibrary() {
  const { randomBytes } = await import('node:crypto')
  return `export const library = '${randomBytes(90_000).toString('base64')}'\n`
}

/** A small JPEG carrying a GPS position, as a phone writes it. */
async function gpsPhoto() {
  const { default: sharp } = await import('sharp')
  return sharp({ create: { width: 40, height: 30, channels: 3, background: '#c08040' } })
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '11/1 39/1 5400/100', GPSLongitudeRef: 'E', GPSLongitude: '78/1 8/1 4200/100' } })
    .jpeg()
    .toBuffer()
}

function run(command, cwd, env = {}) {
  return new Promise((resolve) => {
    const started = Date.now()
    const child = spawn(command[0], command.slice(1), {
      cwd,
      env: { ...process.env, ...env, NO_COLOR: '1', FORCE_COLOR: '0', CI: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    // eslint-disable-next-line no-control-regex
    child.on('close', (code) => resolve({ code, output: output.replace(/\x1b\[[0-9;]*m/g, ''), seconds: (Date.now() - started) / 1000 }))
  })
}

/** A copy of the working copy as it is (committed or not, ignored files left out), sharing node_modules and the picture cache. */
async function copyOfWorkingCopy() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'thoranam-faults-'))
  const listed = await run(['git', 'ls-files', '-z', '--cached', '--others', '--exclude-standard'], root)
  for (const file of listed.output.split('\0').filter(Boolean)) {
    const from = path.join(root, file)
    if (!fs.existsSync(from) || fs.statSync(from).isDirectory()) continue
    const to = path.join(dir, file)
    fs.mkdirSync(path.dirname(to), { recursive: true })
    fs.copyFileSync(from, to)
  }
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'))
  fs.mkdirSync(path.join(root, '.cache'), { recursive: true })
  fs.symlinkSync(path.join(root, '.cache'), path.join(dir, '.cache'))
  return dir
}

/** Makes a fault in the copy; returns how to undo it. */
async function makeFault(dir, fault) {
  const undo = []
  for (const [file, find, replace] of fault.patch ?? []) {
    const full = path.join(dir, file)
    const before = fs.readFileSync(full, 'utf8')
    const after = before.replace(find, replace)
    if (after === before)
      throw new Error(`${fault.name}: ${file} no longer has what the fault changes (${find}); update tools/inject-faults.mjs`)
    fs.writeFileSync(full, after)
    undo.push(() => fs.writeFileSync(full, before))
  }
  for (const [file, content] of fault.files ?? []) {
    const full = path.join(dir, file)
    fs.mkdirSync(path.dirname(full), { recursive: true })
    fs.writeFileSync(full, typeof content === 'function' ? await content() : content)
    undo.push(() => fs.rmSync(full))
  }
  return () => undo.reverse().forEach((step) => step())
}

/** Runs a check in the copy, on the pages given where it can be narrowed to them. */
function runCheck(check, dir, routes) {
  const { args = [], env = {} } = check.scoped && routes.length ? check.scoped(routes) : {}
  return run([...check.command, ...args], dir, env)
}

async function build(dir) {
  const result = await run(['npm', 'run', 'build'], dir)
  if (result.code !== 0) throw new Error(`the build failed:\n${result.output.slice(-3000)}`)
  return result.seconds
}

/** The lines of a check's output that show the failure (the first few that match). */
const evidence = (output, expect) =>
  output
    .split('\n')
    .filter((line) => expect.test(line))
    .slice(0, 2)
    .map((line) => line.trim().slice(0, 200))

const chosen = process.argv.slice(2)
const unknown = chosen.filter((name) => !FAULTS.some((fault) => fault.name === name))
if (unknown.length) {
  console.error(`No such fault: ${unknown.join(', ')}. The faults: ${FAULTS.map((fault) => fault.name).join(', ')}`)
  process.exit(2)
}
const faults = FAULTS.filter((fault) => !chosen.length || chosen.includes(fault.name))
  // Those that need no build first.
  .sort((a, b) => Number(a.checks.some(([c]) => CHECKS[c].build)) - Number(b.checks.some(([c]) => CHECKS[c].build)))

const started = Date.now()
const dir = await copyOfWorkingCopy()
console.log(`A copy of the working copy in ${dir}; ${faults.length} faults.`)
const routesFor = (checkName) => [
  ...new Set(faults.flatMap((fault) => (fault.checks.some(([c]) => c === checkName) ? (fault.routes ?? []) : []))),
]
const report = []
let failed = false
try {
  // Without any fault, every check involved passes (on the pages it will look at).
  const checkNames = [...new Set(faults.flatMap((fault) => fault.checks.map(([c]) => c)))]
  if (checkNames.some((c) => CHECKS[c].build)) console.log(`Clean copy built in ${(await build(dir)).toFixed(0)} s.`)
  for (const name of checkNames) {
    const check = CHECKS[name]
    const result = await runCheck(check, dir, routesFor(name))
    const line = `without a fault: ${check.name} ${result.code === 0 ? 'passes' : 'FAILS'} (${result.seconds.toFixed(1)} s)`
    console.log(line)
    if (result.code !== 0) {
      failed = true
      console.log(result.output.slice(-3000))
    }
  }
  if (failed) throw new Error('a check fails without any fault: fix that first, or the faults prove nothing')

  for (const fault of faults) {
    console.log(`\n${fault.name}: ${fault.what}`)
    const undo = await makeFault(dir, fault)
    try {
      if (fault.checks.some(([c]) => CHECKS[c].build)) console.log(`  built in ${(await build(dir)).toFixed(0)} s`)
      for (const [name, expect] of fault.checks) {
        const check = CHECKS[name]
        const result = await runCheck(check, dir, fault.routes ?? [])
        const shown = evidence(result.output, expect)
        const caught = result.code !== 0 && shown.length > 0
        if (!caught) failed = true
        console.log(
          `  ${caught ? 'caught by' : 'NOT CAUGHT by'} ${check.name} in ${result.seconds.toFixed(1)} s${caught ? `: ${shown.join(' | ')}` : result.code !== 0 ? ' (it failed, but not on this fault)' : ''}`,
        )
        // What the check says of its own run (how many rounds, pages and widths it went through).
        for (const line of result.output.split('\n').filter((l) => /^(race run|layout check)/.test(l))) console.log(`    ${line.trim()}`)
        if (!caught && result.code !== 0) console.log(result.output.slice(-2000))
        report.push({ fault: fault.name, check: check.name, caught, seconds: result.seconds })
      }
    } finally {
      undo()
    }
  }
} catch (error) {
  failed = true
  console.error(`\n${error.message}`)
} finally {
  fs.rmSync(dir, { recursive: true, force: true })
}

console.log(
  `\n${report.filter((r) => r.caught).length} of ${report.length} fault checks caught their fault in ${((Date.now() - started) / 60000).toFixed(1)} min.`,
)
for (const { fault, check, caught, seconds } of report)
  console.log(`  ${caught ? 'caught' : 'MISSED'}  ${fault.padEnd(20)} ${check} (${seconds.toFixed(1)} s)`)
process.exit(failed ? 1 : 0)
