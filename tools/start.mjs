// `npm start` (after the build): the site and the leads' endpoint in the same runtime the host runs, workerd, through
// `wrangler dev` (wrangler.jsonc, its "local" environment), with a local D1 under .wrangler/ and the local stand-ins
// of EmailJS and SheetDB (tools/stand-in.mjs), which keep every request in .data/*.csv. No network, no account.
// The tests start the Worker the same way (startWorker), each with a database of its own.
// Usage: node tools/start.mjs  (PORT overrides 3000; the stand-ins take the next port)
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { createStandIn, listenStandIn } from './stand-in.mjs'

const root = path.resolve(import.meta.dirname, '..')
const wrangler = path.join(root, 'node_modules/.bin/wrangler')
// wrangler asks nothing and sends nothing: no telemetry, no login, no update check.
const quiet = { ...process.env, WRANGLER_SEND_METRICS: 'false', WRANGLER_LOG: process.env.WRANGLER_LOG ?? 'warn', CI: '1' }

/** The local secrets: .dev.vars where a developer made one, else the defaults of .dev.vars.example (KEY=value lines). */
export function devVars() {
  const file = ['.dev.vars', '.dev.vars.example'].map((name) => path.join(root, name)).find((name) => fs.existsSync(name))
  const lines = file ? fs.readFileSync(file, 'utf8').split(/\r?\n/) : []
  return Object.fromEntries(
    lines
      .filter((line) => /^[A-Z_][A-Z0-9_]*=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1).trim()]),
  )
}

/** The variables the Worker gets locally: the stand-ins in the services' place, with the keys they expect. */
export const localVars = (standIn, url) => ({
  ...devVars(),
  EMAILJS_ORIGIN: url,
  EMAILJS_SERVICE_ID: 'local_service',
  EMAILJS_TEMPLATE_ID: 'local_enquiry',
  EMAILJS_PUBLIC_KEY: 'local_public_key',
  EMAILJS_PRIVATE_KEY: standIn.privateKey,
  SHEETDB_URL: `${url}/sheetdb`,
  SHEETDB_TOKEN: standIn.token,
  STAND_IN_URL: url,
})

/**
 * Starts the Worker with `wrangler dev` on a port (0: a free one is chosen) and resolves once it answers.
 * `persistTo` holds its D1 (made and migrated first); `vars` are its variables and secrets.
 */
export async function startWorker(options = {}) {
  // A free port found here can be taken by another program before wrangler binds it (a busy machine): then, and
  // only then, wrangler is started again on another port.
  for (let tries = 1; ; tries++) {
    try {
      return await startWorkerOnce(options)
    } catch (error) {
      if (options.port || tries === 3 || !/Address already in use/.test(String(error))) throw error
    }
  }
}

async function startWorkerOnce({ port = 0, persistTo = path.join(root, '.wrangler/state'), vars = {}, env, log = 'pipe' } = {}) {
  const chosen = port || (await freePort())
  const common = ['--persist-to', persistTo, ...(env ? ['--env', env] : [])]
  const migrated = spawnSync(wrangler, ['d1', 'migrations', 'apply', 'LEADS', '--local', ...common], {
    cwd: root,
    env: quiet,
    encoding: 'utf8',
  })
  if (migrated.status !== 0) throw new Error(`The local database could not be prepared:\n${migrated.stdout}\n${migrated.stderr}`)
  const args = ['dev', '--port', String(chosen), '--ip', '127.0.0.1', '--test-scheduled', '--show-interactive-dev-session=false', ...common]
  for (const [name, value] of Object.entries(vars)) args.push('--var', `${name}:${value}`)
  const child = spawn(wrangler, args, { cwd: root, env: quiet, stdio: ['ignore', log, log], detached: process.platform !== 'win32' })
  let output = ''
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  const url = `http://127.0.0.1:${chosen}`
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`wrangler dev stopped (${child.exitCode}):\n${output}`)
    const up = await fetch(`${url}/api/leads`, { method: 'OPTIONS' }).then(
      () => true,
      () => false,
    )
    if (up) break
    if (Date.now() > deadline) {
      stop(child)
      throw new Error(`wrangler dev did not answer within 60 s:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return {
    url,
    /** Runs the schedule's retry now (wrangler's --test-scheduled). */
    runSchedule: () => fetch(`${url}/__scheduled?cron=${encodeURIComponent('*/10 * * * *')}`).then((response) => response.text()),
    output: () => output,
    close: () => stop(child),
  }
}

/** Stops wrangler and the workerd processes it started (its process group). */
function stop(child) {
  if (child.exitCode !== null) return Promise.resolve()
  const exited = new Promise((resolve) => child.once('exit', resolve))
  try {
    process.kill(-child.pid, 'SIGTERM')
  } catch {
    child.kill('SIGTERM')
  }
  return exited
}

async function freePort() {
  const net = await import('node:net')
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

if (process.argv[1] === import.meta.filename) {
  if (!fs.existsSync(path.join(root, 'dist/client/index.html'))) {
    console.error('dist/client/ has no site yet: run "npm run build" first.')
    process.exit(1)
  }
  const port = Number(process.env.PORT ?? 3000)
  const services = await listenStandIn(createStandIn({ siteOrigins: [`http://localhost:${port}`, `http://127.0.0.1:${port}`] }), port + 1)
  const worker = await startWorker({ port, env: 'local', vars: localVars(services.standIn, services.url), log: 'inherit' })
  console.log(`Thoranam Events site: ${worker.url.replace('127.0.0.1', 'localhost')}/`)
  console.log(`Leads: the local D1 (npm run leads:export); e-mails and sheet rows: ${path.relative(root, services.standIn.dataDir)}/*.csv`)
  const end = async () => {
    await worker.close()
    await services.close()
    process.exit(0)
  }
  process.on('SIGINT', end)
  process.on('SIGTERM', end)
}
