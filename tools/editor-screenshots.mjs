// Screenshots of the editor for the editing guide (docs/editor/), from the built site's /admin with the local backend
// on a temporary copy of content/ (the working copy is never written): first as `npm run edit` has it (saves
// change the files), then with the editorial workflow (saves become branches in a temporary git repository).
// Usage: npm run build && node tools/editor-screenshots.mjs   (ports 4320 and 4321, SCREENSHOT_PORT to move)
import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { chromium } from 'playwright-core'
import sharp from 'sharp'
import { parse, stringify } from 'yaml'
import { launchOptions } from './chromium.mjs'
import { createServer } from './serve.mjs'

const root = path.resolve(import.meta.dirname, '..')
const out = path.join(root, 'docs/editor')
const sitePort = Number(process.env.SCREENSHOT_PORT ?? 4320)
const backendPort = sitePort + 1
const base = `http://127.0.0.1:${sitePort}`
fs.mkdirSync(out, { recursive: true })

/** A copy of content/ in a temporary git repository, as decap-server's git mode wants it. */
function temporaryRepository() {
  const repo = fs.mkdtempSync(path.join(os.tmpdir(), 'thoranam-screenshots-'))
  fs.cpSync(path.join(root, 'content'), path.join(repo, 'content'), { recursive: true })
  const git = (...args) => execFileSync('git', ['-c', 'user.name=Editor', '-c', 'user.email=editor@example.com', ...args], { cwd: repo })
  git('init', '-q', '-b', 'main')
  git('add', '-A')
  git('commit', '-qm', 'content')
  return repo
}

async function startBackend(repo, mode) {
  const child = spawn(process.execPath, [path.join(root, 'node_modules/decap-server/dist/index.js')], {
    cwd: repo,
    env: { ...process.env, PORT: String(backendPort), BIND_HOST: '127.0.0.1', MODE: mode, GIT_REPO_DIRECTORY: repo },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  await new Promise((resolve) => child.stdout.on('data', (chunk) => String(chunk).includes('listening') && resolve()))
  return child
}

// The built site, with the local backend on the same origin under /cms-api (the editor's policy allows 'self').
const site = createServer()
const server = http.createServer((req, res) => {
  if (!req.url.startsWith('/cms-api')) return void site.emit('request', req, res)
  const forward = http.request(
    { host: '127.0.0.1', port: backendPort, path: '/api/v1', method: req.method, headers: req.headers },
    (answer) => {
      res.writeHead(answer.statusCode, answer.headers)
      answer.pipe(res)
    },
  )
  req.pipe(forward)
})
await new Promise((resolve) => server.listen(sitePort, '127.0.0.1', resolve))

const builtConfig = parse(fs.readFileSync(path.join(root, 'dist/client/admin/config.yml'), 'utf8'))
const browser = await chromium.launch(launchOptions())

async function editorPage(config) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 760 } })
  await page.route('**/admin/config.yml', (route) =>
    route.fulfill({ body: stringify({ ...config, local_backend: { url: `${base}/cms-api` } }), contentType: 'text/yaml' }),
  )
  await page.goto(`${base}/admin/`)
  await page.getByRole('button', { name: 'Login' }).click()
  await page.getByText('Collections').waitFor()
  return page
}

/** A small PNG: 128 colours are plenty for an interface. */
async function shoot(page, name) {
  await page.waitForTimeout(800)
  await sharp(await page.screenshot())
    .png({ palette: true, colours: 128, compressionLevel: 9 })
    .toFile(path.join(out, `${name}.png`))
  console.log(`docs/editor/${name}.png`)
}

const repo = temporaryRepository()
try {
  // As `npm run edit` has it: no workflow, saves change the files.
  let backend = await startBackend(repo, 'fs')
  const { publish_mode: _workflow, ...simple } = builtConfig
  let page = await editorPage(simple)
  await shoot(page, '1-pages')
  await page.goto(`${base}/admin/#/collections/pages/entries/services-birthday`)
  await page.getByLabel('Title', { exact: true }).first().waitFor()
  await shoot(page, '2-page-fields')
  await page
    .getByText('Remove image')
    .first()
    .evaluate((button) => button.scrollIntoView({ block: 'center' }))
  await shoot(page, '3-picture')
  await page.getByText('Text of the page (Markdown with components)').first().scrollIntoViewIfNeeded()
  await shoot(page, '4-page-text')
  await page.goto(`${base}/admin/#/collections/data/entries/site`)
  await page.getByLabel('Phone display', { exact: true }).waitFor()
  await shoot(page, '5-site-data')
  await page.goto(`${base}/admin/#/collections/pages/entries/services-birthday`)
  await page.getByLabel('Title', { exact: true }).first().fill('Birthday Party Planning and Decoration in Chennai, Coimbatore and Salem')
  await page.getByRole('button', { name: 'Publish' }).click()
  await page.getByText('Publish now').click()
  await page
    .getByText("didn't match the pattern")
    .first()
    .evaluate((error) => error.scrollIntoView({ block: 'center' }))
  await shoot(page, '6-refused-title')
  await page.close()
  backend.kill()

  // With the editorial workflow, as on the deployed site: a save is a branch (on GitHub, a pull request).
  backend = await startBackend(repo, 'git')
  page = await editorPage(builtConfig)
  await page.goto(`${base}/admin/#/collections/data/entries/site`)
  await page.getByLabel('Phone', { exact: true }).fill('+919876543210')
  await page.getByLabel('Phone display', { exact: true }).fill('+91 98765 43210')
  await page.getByRole('button', { name: 'Save' }).click()
  await page.getByText('Entry saved').waitFor()
  await shoot(page, '7-saved-draft')
  await page.goto(`${base}/admin/#/workflow`)
  await page.getByText('Editorial Workflow').waitFor()
  await shoot(page, '8-workflow')
  backend.kill()
} finally {
  await browser.close()
  server.close()
  fs.rmSync(repo, { recursive: true, force: true })
}
