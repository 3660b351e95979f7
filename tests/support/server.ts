// Serves dist/client/ on a free port for the browser tests, the way a static host does.
import type { AddressInfo } from 'node:net'
import { createServer } from '../../scripts/serve.mjs'

export async function startSite(): Promise<{ base: string; close: () => Promise<void> }> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    base: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
