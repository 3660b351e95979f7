// Link check of the built site: serves dist/client/, crawls every pre-rendered page with linkinator and
// fails on any broken internal link or missing image, except the links listed (with their reasons) in
// content/data/known-broken-links.yaml. External links are not fetched (CI has no internet).
// Usage: npm run check:links  (after npm run build)
import fs from 'node:fs'
import path from 'node:path'
import { LinkChecker } from 'linkinator'
import { parse } from 'yaml'
import { createServer } from './serve.mjs'

const root = path.resolve(import.meta.dirname, '..')
const known = parse(fs.readFileSync(path.join(root, 'content/data/known-broken-links.yaml'), 'utf8'))
const knownPaths = new Map(known.map((entry) => [entry.path, entry.reason]))

function builtPages(dir, base = '') {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory())
      return ['assets', 'images'].includes(entry.name) && !base ? [] : builtPages(path.join(dir, entry.name), `${base}/${entry.name}`)
    return entry.name === 'index.html' ? [base || '/'] : []
  })
}

const server = createServer()
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
const origin = `http://127.0.0.1:${server.address().port}`
const pages = builtPages(path.join(root, 'dist/client'))

const checker = new LinkChecker()
const result = await checker.check({
  path: pages.map((page) => origin + page),
  recurse: true,
  concurrency: 8,
  // Only this site's own addresses are fetched.
  linksToSkip: async (link) => !link.startsWith(origin),
})
server.close()

const broken = result.links.filter((link) => link.state === 'BROKEN')
const unexpected = [
  ...new Map(broken.filter((link) => !knownPaths.has(new URL(link.url).pathname)).map((link) => [link.url, link])).values(),
]
const keptSeen = new Set(broken.map((link) => new URL(link.url).pathname).filter((p) => knownPaths.has(p)))
const checked = result.links.filter((link) => link.state === 'OK').length

console.log(
  `Link check: ${pages.length} pages crawled, ${checked} links and images OK, ${keptSeen.size} known broken links kept on purpose, ${unexpected.length} unexpected broken.`,
)
for (const [link, reason] of knownPaths) {
  if (!keptSeen.has(link))
    console.log(`  note: ${link} is listed as known broken but no page links to it or it now works; remove it from the list.`)
  else if (process.env.VERBOSE) console.log(`  kept: ${link} (${reason})`)
}
for (const link of unexpected)
  console.error(`  BROKEN ${link.status ?? ''} ${link.url.replace(origin, '')} (linked from ${link.parent?.replace(origin, '')})`)
process.exit(unexpected.length ? 1 : 0)
