// The editor at /admin in local mode for the browser tests: decap-server edits a temporary copy of content/
// (never the working copy), and one server on a free port serves the built site with its _headers plus the
// local backend under /cms-api on the same origin, so the editor runs under its real Content-Security-Policy.
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import net, { type AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { chromium, type Browser, type FrameLocator, type Page } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { cmsConfigYaml, root } from '../../build-steps/cms-config.ts'
import { launchOptions } from '../../tools/chromium.mjs'
import { createServer } from '../../tools/serve.mjs'
import { createStandIn } from '../../tools/stand-in.mjs'

async function freePort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

/** Starts decap-server on a copy of content/; resolves once it listens. */
async function startLocalBackend(repo: string): Promise<{ port: number; process: ChildProcess }> {
  const port = await freePort()
  const child = spawn(process.execPath, [path.join(root, 'node_modules/decap-server/dist/index.js')], {
    cwd: repo,
    env: { ...process.env, PORT: String(port), BIND_HOST: '127.0.0.1', MODE: 'fs', GIT_REPO_DIRECTORY: repo, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('decap-server did not start within 15 s')), 15_000)
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) {
        clearTimeout(timer)
        resolve()
      }
    })
    child.on('exit', (code) => reject(new Error(`decap-server exited with ${code}`)))
  })
  return { port, process: child }
}

/**
 * `dir`: the built folder to serve, dist/client/ unless told (the editor-only folder, build-steps/editor-site.mjs).
 * `githubApiRoot`: a path of this origin the configuration names as GitHub's API (a test answers it).
 */
export async function startEditor({ dir, githubApiRoot }: { dir?: string; githubApiRoot?: string } = {}) {
  const repo = fs.mkdtempSync(path.join(os.tmpdir(), 'thoranam-editor-'))
  fs.cpSync(path.join(root, 'content'), path.join(repo, 'content'), { recursive: true })
  const backend = await startLocalBackend(repo)
  const site = createServer({ standIn: createStandIn({ dataDir: path.join(repo, '.data') }), ...(dir && { dir }) })
  const server = http.createServer((req, res) => {
    if (!req.url?.startsWith('/cms-api')) return void site.emit('request', req, res)
    const forward = http.request(
      {
        host: '127.0.0.1',
        port: backend.port,
        path: '/api/v1',
        method: req.method,
        headers: { ...req.headers, host: `127.0.0.1:${backend.port}` },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      },
    )
    req.pipe(forward)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    base,
    /** The temporary repository the editor writes to (holds content/). */
    repo,
    /** The configuration of `npm run edit`: the same generator, with the local backend on this origin. */
    config: cmsConfigYaml({
      localBackendUrl: `${base}/cms-api`,
      contentDir: path.join(repo, 'content'),
      ...(githubApiRoot && { githubApiRoot: base + githubApiRoot }),
    }),
    async close() {
      backend.process.kill()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      fs.rmSync(repo, { recursive: true, force: true })
    },
  }
}

type Editor = Awaited<ReturnType<typeof startEditor>>

/** One editor (startEditor) and one Chromium for a test file or block, closed after it. */
export function useEditor(options: () => Parameters<typeof startEditor>[0] = () => ({})) {
  const state = {} as { editor: Editor; browser: Browser }
  beforeAll(async () => {
    state.editor = await startEditor(options())
    state.browser = await chromium.launch(launchOptions())
  })
  afterAll(async () => {
    await state.browser?.close()
    await state.editor?.close()
  })
  return {
    get editor() {
      return state.editor
    },
    get browser() {
      return state.browser
    },
    /**
     * /admin on one entry, logged in to the local backend with the configuration `npm run edit` serves (here on
     * this origin); Content-Security-Policy violations are collected for `violations()`. `beforeLoad` sees every
     * request of the editor's start.
     */
    async openEntry(
      entry: string,
      {
        ready = 'Writing in',
        viewport = { width: 1280, height: 900 },
        beforeLoad,
      }: { ready?: string; viewport?: { width: number; height: number }; beforeLoad?: (page: Page) => void } = {},
    ) {
      const context = await state.browser.newContext({ viewport })
      const page = await context.newPage()
      await page.addInitScript(() => {
        const w = window as unknown as { __violations: string[] }
        w.__violations = []
        document.addEventListener('securitypolicyviolation', (event) =>
          w.__violations.push(`${event.violatedDirective} ${event.blockedURI}`),
        )
      })
      beforeLoad?.(page)
      await page.route('**/admin/config.yml', (route) => route.fulfill({ body: state.editor.config, contentType: 'text/yaml' }))
      await page.goto(`${state.editor.base}/admin/`)
      await page.getByRole('button', { name: 'Login' }).click()
      await page.getByText('Collections').waitFor()
      await page.goto(`${state.editor.base}/admin/#/collections/${entry}`)
      await page.getByText(ready).first().waitFor()
      return { page, violations: () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations) }
    },
  }
}

/** The page as the preview draws it: the frame of the chosen width inside Decap's preview pane. */
export const previewOf = (page: Page): FrameLocator => page.frameLocator('#preview-pane').frameLocator('iframe[data-preview-width]')

/**
 * What a visitor would see of the page the preview draws, once its heading is there: the heading, its font (and
 * whether that font loaded), the pictures (each made to load) and where they come from, the body's check lists,
 * the enquiry block and the language.
 */
export async function previewDrawn(page: Page) {
  const frame = previewOf(page)
  await frame.locator('h1').waitFor({ timeout: 20_000 })
  return frame.locator('body').evaluate(async (body) => {
    const doc = body.ownerDocument
    await doc.fonts.ready
    const h1 = doc.querySelector('h1')!
    const first = getComputedStyle(h1).fontFamily.split(',')[0].replace(/["']/g, '').trim()
    const images = [...doc.images]
    await Promise.all(images.map((img) => (img.loading = 'eager') && img.decode().catch(() => undefined)))
    return {
      heading: h1.textContent,
      family: first,
      fontLoaded: [...doc.fonts].some((font) => font.family.replace(/["']/g, '') === first && font.status === 'loaded'),
      pictures: images.length,
      loaded: images.filter((img) => img.naturalWidth > 0).length,
      sources: images.map((img) => img.currentSrc),
      /** Each picture's address as the page names it, and what it says of the picture (its alt). */
      described: images.map((img) => [img.getAttribute('src') ?? '', img.alt] as const),
      checkItems: doc.querySelectorAll('.check-list li').length,
      enquiry: doc.querySelector('.enquiry-block, [class*=enquiry]') !== null,
      lang: doc.documentElement.lang,
    }
  })
}
