// A proxy in front of the test site that counts, at the network, every request each lead makes to the form
// services: "exactly once" is judged here, where the business would see it, not by the stand-in's rows (the
// stand-in drops a repeated id by design, which hides duplicates). It can also make the services slow.
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export interface EdgeRequest {
  /** 'email', or the sheet's name ('enquiry', 'vendor', 'feedback'). */
  service: string
  /** The lead's id (the e-mail's submission_id, the row's Id). */
  id: string
  at: number
}

/** The lead id a service request carries: EmailJS's template params, a plain row, or SheetDB's {data}. */
function idOf(body: string): string | undefined {
  try {
    const json = JSON.parse(body)
    return json?.template_params?.submission_id ?? json?.Id ?? json?.data?.Id
  } catch {
    return undefined
  }
}

export async function startEdge(target: string, { delayMs = () => 0 }: { delayMs?: () => number } = {}) {
  const requests: EdgeRequest[] = []
  const origin = new URL(target)
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', async () => {
      const body = Buffer.concat(chunks)
      const path = req.url ?? '/'
      const service = req.method === 'POST' ? (path.startsWith('/api/v1.0/email/') ? 'email' : path.match(/^\/api\/sheets\/(\w+)/)?.[1]) : undefined
      if (service) {
        // Counted on arrival: a request that reached the service is processed even if its sender has gone.
        requests.push({ service, id: idOf(body.toString('utf8')) ?? '(none)', at: Date.now() })
        await new Promise((resolve) => setTimeout(resolve, delayMs()))
      }
      const upstream = http.request({ host: origin.hostname, port: origin.port, path, method: req.method, headers: { ...req.headers, host: origin.host } }, (answer) => {
        if (res.destroyed) return void answer.resume()
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      })
      upstream.on('error', () => res.destroy())
      upstream.end(body)
    })
    req.on('error', () => {}) // the sender went away mid-request
    res.on('error', () => {})
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    base: `http://127.0.0.1:${port}`,
    requests,
    /** Requests per lead id and service, e.g. {"<id>": {email: 1, enquiry: 1}}. */
    perLead(): Record<string, Record<string, number>> {
      const counts: Record<string, Record<string, number>> = {}
      for (const { id, service } of requests) (counts[id] ??= {})[service] = ((counts[id] ??= {})[service] ?? 0) + 1
      return counts
    },
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()) }),
  }
}
