// Serves dist/client/ and the form services' stand-in on a free port for the browser tests, the way
// `npm start` does, with the stand-in writing to a fresh temporary folder.
import fs from 'node:fs'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { createServer } from '../../tools/serve.mjs'
import { createStandIn } from '../../tools/stand-in.mjs'

export async function startSite() {
  const standIn = createStandIn({ dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'thoranam-leads-')) })
  const server = createServer({ standIn })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    base: `http://127.0.0.1:${port}`,
    standIn,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
