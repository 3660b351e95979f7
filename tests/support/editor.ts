// The editor at /admin in local mode for the browser tests: decap-server edits a temporary copy of content/
// (never the working copy), and one server on a free port serves the built site with its _headers plus the
// local backend under /cms-api on the same origin, so the editor runs under its real Content-Security-Policy.
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import net, { type AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { cmsConfigYaml, root } from '../../build-steps/cms-config.ts'
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

/** `dir`: the built folder to serve, dist/client/ unless told (the editor-only folder, build-steps/editor-site.mjs). */
export async function startEditor({ dir }: { dir?: string } = {}) {
  const repo = fs.mkdtempSync(path.join(os.tmpdir(), 'thoranam-editor-'))
  fs.cpSync(path.join(root, 'content'), path.join(repo, 'content'), { recursive: true })
  const backend = await startLocalBackend(repo)
  const site = createServer({ standIn: createStandIn({ dataDir: path.join(repo, '.data') }), ...(dir && { dir }) })
  const server = http.createServer((req, res) => {
    if (!req.url?.startsWith('/cms-api')) return void site.emit('request', req, res)
    const forward = http.request(
      { host: '127.0.0.1', port: backend.port, path: '/api/v1', method: req.method, headers: { ...req.headers, host: `127.0.0.1:${backend.port}` } },
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
    config: cmsConfigYaml({ localBackendUrl: `${base}/cms-api`, contentDir: path.join(repo, 'content') }),
    async close() {
      backend.process.kill()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      fs.rmSync(repo, { recursive: true, force: true })
    },
  }
}
