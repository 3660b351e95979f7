// npm run bench:build: how long a newcomer and CI wait, in seconds, on this machine. A figure to read, not a test.
//   start → first 200   `npm start` with no encoded pictures cached, until the home page answers 200
//   cold build          `npm run build` with no encoded pictures cached (a fresh clone, a CI run without cache)
//   warm build          `npm run build` again, every picture cached
import { execSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const cache = path.join(root, '.cache/images')
const port = Number(process.env.BENCH_PORT ?? 4155)
const seconds = (ms) => +(ms / 1000).toFixed(1)
const quiet = { cwd: root, stdio: 'ignore', env: { ...process.env, THORANAM_IMAGES: '' } }

function timed(command) {
  const started = Date.now()
  execSync(command, quiet)
  return seconds(Date.now() - started)
}

async function startToFirst200() {
  fs.rmSync(cache, { recursive: true, force: true })
  const started = Date.now()
  const server = spawn('npm', ['start'], { cwd: root, env: { ...process.env, PORT: String(port) }, stdio: 'ignore', detached: true })
  try {
    for (;;) {
      if (Date.now() - started > 300_000) throw new Error('npm start did not answer within 5 minutes')
      const status = await fetch(`http://127.0.0.1:${port}/`).then(
        (r) => r.status,
        () => 0,
      )
      if (status === 200) return seconds(Date.now() - started)
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  } finally {
    process.kill(-server.pid, 'SIGTERM')
  }
}

const start = await startToFirst200()
fs.rmSync(cache, { recursive: true, force: true })
const cold = timed('npm run build')
const warm = timed('npm run build')
console.table([{ 'npm start → first 200 (s)': start, 'cold build (s)': cold, 'warm build (s)': warm }])
