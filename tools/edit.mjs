// `npm run edit`: the site's dev server with the editor at /admin, and decap-server, which lets the editor
// change the files of this working copy directly (no account, no pull request). Review the changes with
// `git diff`, then commit them on a branch and open a pull request as usual.
// PORT sets the site's port (3000); CMS_BACKEND_PORT the local backend's (8081, decap-server's default).
// Both listen on this computer only (127.0.0.1): decap-server reads and writes any file of the working copy,
// .env included, without asking who is there, so nobody on the same Wi-Fi may reach it (nor the dev server,
// which Vike would otherwise open to the network inside a container).
import { spawn } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const sitePort = process.env.PORT ?? '3000'
const backendPort = process.env.CMS_BACKEND_PORT ?? '8081'
const LOOPBACK = '127.0.0.1'

const children = []
function start(name, args, env) {
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: 'inherit' })
  child.on('exit', (code, signal) => {
    if (signal) return
    console.error(`${name} stopped (exit code ${code}); stopping the other one.`)
    stopAll(code ?? 1)
  })
  children.push(child)
}

function stopAll(code = 0) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
  process.exit(code)
}

start('decap-server', [path.join(root, 'node_modules/decap-server/dist/index.js')], {
  PORT: backendPort,
  BIND_HOST: LOOPBACK,
  MODE: 'fs',
  GIT_REPO_DIRECTORY: root,
})
start('vike dev', [path.join(root, 'node_modules/vike/bin.js'), 'dev', '--host', LOOPBACK], {
  PORT: sitePort,
  CMS_LOCAL_BACKEND_URL: `http://${LOOPBACK}:${backendPort}/api/v1`,
})
console.log(
  `\nEditor: http://localhost:${sitePort}/admin/  (saves change the files in content/; preview at http://localhost:${sitePort}/)\n`,
)

process.on('SIGINT', () => stopAll(0))
process.on('SIGTERM', () => stopAll(0))
