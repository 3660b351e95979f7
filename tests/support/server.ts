// Serves dist/client/ for the browser tests on a free port, as a static host does (tools/serve.mjs), and the
// site's Worker (the leads' endpoint, worker/) in workerd through `wrangler dev` behind /api/leads, with a D1 of its
// own and the local stand-ins of EmailJS and SheetDB (tools/stand-in.mjs) writing to a fresh temporary folder.
// Its "test" environment (wrangler.jsonc) lets the browsers of a whole run post from one address and type in
// milliseconds; the challenge is answered in the page as a family's phone answers it.
// The Worker starts with the first post to it, so tests that send no lead never wait for it.
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { createServer } from '../../tools/serve.mjs'
import { createStandIn, listenStandIn } from '../../tools/stand-in.mjs'
import { localVars, startWorker } from '../../tools/start.mjs'

type Worker = Awaited<ReturnType<typeof startWorker>>

export async function startSite() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'thoranam-leads-'))
  const standIn = createStandIn({ dataDir: path.join(dir, 'data') })
  const services = await listenStandIn(standIn)
  let worker: Promise<Worker> | undefined
  const startedWorker = () =>
    (worker ??= startWorker({ persistTo: path.join(dir, 'state'), env: 'test', vars: localVars(standIn, services.url) }))
  /** /api/leads goes to the Worker (as the host's run_worker_first does); the reviews feed and vitals to the stand-in. */
  const api = {
    async handle(req: http.IncomingMessage, res: http.ServerResponse) {
      if (!req.url?.startsWith('/api/')) return false
      if (!req.url.startsWith('/api/leads') && !req.url.startsWith('/api/challenge')) return standIn.handle(req, res)
      const { url } = await startedWorker()
      const forward = http.request(`${url}${req.url}`, { method: req.method, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      })
      forward.on('error', () => res.socket?.destroy())
      req.pipe(forward)
      return true
    },
  }
  const server = createServer({ standIn: api })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  standIn.siteOrigins.add(`http://127.0.0.1:${port}`)
  return {
    base: `http://127.0.0.1:${port}`,
    standIn,
    /** The Worker (started now if it was not): its address and its schedule. */
    worker: startedWorker,
    close: async () => {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      if (worker) await (await worker).close()
      await services.close()
    },
  }
}
