// "The network" between the browsers and the site in the cross-engine tests: a proxy in front of the static server
// and the form services' stand-in. It counts every lead request that reaches the services, per service and per
// submission id (the stand-in itself writes a repeated id once by design, so its rows cannot show a duplicate;
// the hosted services would write it twice), and it can cut the services off or hold their requests unanswered,
// for engines whose driver cannot take the browser offline, or make them slow (the race run).
import http from 'node:http'
import type { AddressInfo } from 'node:net'

/** The lead services: the e-mail step and the three sheets. */
const LEAD_PATH = /^\/api\/(?:v1\.0\/email\/send|sheets\/(\w+))$/

export interface LeadRequest {
  /** 'email' or the sheet's form: 'enquiry', 'vendor', 'feedback'. */
  service: string
  id: string
  /** The name typed in the form, to find a test's lead. */
  name: string
  /** Who sent it, from its Referer: "worker" for the service worker (/sw.js), else the page's path. */
  from: string
}

type Mode = 'open' | 'cut' | 'hold'

/** What a lead request carries: the e-mail's template params, a sheet's row (the vendor sheet's under `data`). */
function describeLead(service: string, body: string): Omit<LeadRequest, 'service' | 'from'> {
  try {
    const json = JSON.parse(body)
    if (service === 'email') return { id: String(json.template_params?.submission_id ?? ''), name: String(json.template_params?.from_name ?? '') }
    const row = json.data ?? json
    return { id: String(row.Id ?? ''), name: String(row.Name ?? '') }
  } catch {
    return { id: '', name: '' }
  }
}

/** A request's sender, as its Referer names it: the service worker's script, or a page. */
function senderOf(referer: string | undefined): string {
  if (!referer) return 'unknown'
  const { pathname } = new URL(referer)
  return pathname === '/sw.js' ? 'worker' : pathname
}

export async function startEdge(target: string, options: { delayMs?: () => number } = {}) {
  let delayMs = options.delayMs ?? (() => 0)
  const origin = new URL(target)
  // A new connection to the site per request: a kept-alive one can be closed by the site's server (idle for 5 s)
  // just as it is reused, which resets a lead request the edge has already counted as received.
  const agent = new http.Agent({ keepAlive: false })
  /** Lead requests passed on to the services: what the business receives. */
  const delivered: LeadRequest[] = []
  /** Lead requests that met a cut-off network (the connection dropped before reaching the services). */
  let refused = 0
  let mode: Mode = 'open'
  const held: { deliver: () => void; drop: () => void }[] = []
  /** Requests the edge could not pass on to the site or the services (a connection refused or reset). */
  const upstreamErrors: string[] = []

  function forward(req: http.IncomingMessage, res: http.ServerResponse, body?: Buffer) {
    const upstream = http.request(
      { host: origin.hostname, port: origin.port, path: req.url, method: req.method, headers: { ...req.headers, host: origin.host }, agent },
      (answer) => {
        if (res.destroyed) return void answer.resume() // the sender has gone; the service has done its work
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      },
    )
    upstream.on('error', (error) => {
      upstreamErrors.push(`${req.method} ${req.url}: ${(error as NodeJS.ErrnoException).code ?? error.message}`)
      res.destroy()
    })
    if (body) upstream.end(body)
    else req.pipe(upstream)
  }

  const server = http.createServer((req, res) => {
    const lead = req.method === 'POST' ? (req.url ?? '').split('?')[0].match(LEAD_PATH) : null
    if (!lead) return forward(req, res)
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const body = Buffer.concat(chunks)
      const from = senderOf(req.headers.referer)
      const deliver = () => {
        // A browser that gave up on a held request (its tab closed) has closed the connection: nothing goes on.
        if (res.destroyed || res.writableEnded || req.socket.destroyed) return
        delivered.push({ service: lead[1] ?? 'email', ...describeLead(lead[1] ?? 'email', body.toString('utf8')), from })
        forward(req, res, body)
      }
      const delay = mode === 'open' ? delayMs() : 0
      if (delay > 0) {
        // A slow service: the request has reached it (counted now) and is processed even if its sender goes away.
        delivered.push({ service: lead[1] ?? 'email', ...describeLead(lead[1] ?? 'email', body.toString('utf8')), from })
        setTimeout(() => forward(req, res, body), delay)
      } else if (mode === 'cut') {
        refused++
        req.socket.destroy() // as a dropped connection: the page's fetch fails with a network error
      } else if (mode === 'hold') held.push({ deliver, drop: () => req.socket.destroy() })
      else deliver()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    base: `http://127.0.0.1:${port}`,
    /** 'cut': lead requests fail as on a dropped connection; 'hold': they wait unanswered; 'open': passed on (held ones too). */
    set mode(next: Mode) {
      mode = next
      if (next === 'open') held.splice(0).forEach(({ deliver }) => deliver())
    },
    /** The held requests are lost on the way: they never reach the services. */
    dropHeld() {
      held.splice(0).forEach(({ drop }) => drop())
    },
    get mode() {
      return mode
    },
    /** How many lead requests are being held unanswered. */
    get waiting() {
      return held.length
    },
    /** How many lead requests met the cut-off network. */
    get refused() {
      return refused
    },
    /** How long the services take to answer each lead request from now on, in ms (0: at once). */
    set delayMs(next: () => number) {
      delayMs = next
    },
    /** Every lead request that reached the services, in order. */
    delivered,
    upstreamErrors,
    /** Per submission id of every lead: how many requests of each service reached the services. */
    perLead(): Record<string, Record<string, number>> {
      const perId: Record<string, Record<string, number>> = {}
      for (const request of delivered) {
        perId[request.id] ??= {}
        perId[request.id][request.service] = (perId[request.id][request.service] ?? 0) + 1
      }
      return perId
    },
    /** Per submission id of the leads with this name: how many requests of each service reached the services. */
    requestsFor(name: string): Record<string, Record<string, number>> {
      const perId: Record<string, Record<string, number>> = {}
      for (const request of delivered.filter((r) => r.name === name)) {
        perId[request.id] ??= {}
        perId[request.id][request.service] = (perId[request.id][request.service] ?? 0) + 1
      }
      return perId
    },
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy()
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
