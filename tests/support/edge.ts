// "The network" between the browsers and the site in the cross-engine tests: a proxy in front of the static server
// and the form services' stand-in. It counts every lead request that reaches the services, per service and per
// submission id (the stand-in itself writes a repeated id once by design, so its rows cannot show a duplicate;
// the hosted services would write it twice), and it can cut the services off or hold their requests unanswered,
// for engines whose driver cannot take the browser offline, or make them slow (the race run). It can also answer
// as the real services do when they fail (EmailJS's refusals, a sheet that answers after 25 s or redirects: `answer`)
// and fail a script's download once (`failOnce`).
import http from 'node:http'
import type { AddressInfo } from 'node:net'

/** An answer given in the service's place. */
export interface ServiceAnswer {
  status: number
  body?: string
  headers?: Record<string, string>
}
/**
 * How the services answer a lead request: in their place (an answer), after a delay (the request has reached
 * them and is processed), 'slow' (reached them, answered only when the test calls `answerSlow()`) or 'pass'.
 */
export type Plan = ServiceAnswer | { afterMs: number } | 'slow' | 'pass'

/** EmailJS while Google's Gmail grant is revoked (for as long as it stays revoked). */
export const EMAILJS_INVALID_GRANT: ServiceAnswer = { status: 412, body: 'Gmail_API: Invalid grant. Please reconnect your Gmail account' }
/** EmailJS in its June 2025 incident. */
export const EMAILJS_ACCOUNT_NOT_FOUND: ServiceAnswer = { status: 404, body: 'Account not found' }
/** A sheet address that moved: a redirect to where a GET answers 200 with JSON, as a sheet service's GET lists its rows. */
export const SHEET_MOVED: ServiceAnswer = { status: 301, headers: { Location: '/api/testimonials' } }

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
  /** The status it was answered with, once answered. */
  status?: number
}

type Mode = 'open' | 'cut' | 'hold'

/** What a lead request carries: the e-mail's template params, a sheet's row (the vendor sheet's under `data`). */
function describeLead(service: string, body: string): Omit<LeadRequest, 'service' | 'from'> {
  try {
    const json = JSON.parse(body)
    if (service === 'email')
      return { id: String(json.template_params?.submission_id ?? ''), name: String(json.template_params?.from_name ?? '') }
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
  /** Per service: the plans for its next requests, then the one for all the others. */
  const plans = new Map<string, { next: Plan[]; always?: Plan }>()
  /** Slow requests that have reached the services, waiting for `answerSlow()`. */
  const slow: (() => void)[] = []
  /** Paths whose next download fails (503), once each. */
  const failing = new Map<string, number>()
  /** Downloads failed by `failOnce`, by path. */
  const failed: string[] = []

  function forward(req: http.IncomingMessage, res: http.ServerResponse, body?: Buffer, record?: LeadRequest) {
    const upstream = http.request(
      {
        host: origin.hostname,
        port: origin.port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, host: origin.host },
        agent,
      },
      (answer) => {
        if (record) record.status = answer.statusCode
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
    const path = (req.url ?? '').split('?')[0]
    if (failing.get(path)) {
      failing.set(path, failing.get(path)! - 1)
      failed.push(path)
      res.writeHead(503, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' }).end('Service Unavailable')
      return
    }
    const lead = req.method === 'POST' ? path.match(LEAD_PATH) : null
    if (!lead) return forward(req, res)
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const body = Buffer.concat(chunks)
      const from = senderOf(req.headers.referer)
      const service = lead[1] ?? 'email'
      const arrived = () => {
        const record: LeadRequest = { service, ...describeLead(service, body.toString('utf8')), from }
        delivered.push(record)
        return record
      }
      const deliver = () => {
        // A browser that gave up on a held request (its tab closed) has closed the connection: nothing goes on.
        if (res.destroyed || res.writableEnded || req.socket.destroyed) return
        forward(req, res, body, arrived())
      }
      const planned = plans.get(service)
      const plan = mode === 'open' ? (planned?.next.shift() ?? planned?.always ?? 'pass') : 'pass'
      const delay = mode === 'open' ? (typeof plan === 'object' && 'afterMs' in plan ? plan.afterMs : delayMs()) : 0
      if (typeof plan === 'object' && 'status' in plan) {
        // The service's own answer in its place: the request has reached it.
        arrived().status = plan.status
        res
          .writeHead(plan.status, { 'Content-Type': 'text/plain; charset=utf-8', 'Access-Control-Allow-Origin': '*', ...plan.headers })
          .end(plan.body ?? '')
      } else if (plan === 'slow') {
        const record = arrived()
        slow.push(() => forward(req, res, body, record))
      } else if (delay > 0) {
        // A slow service: the request has reached it (counted now) and is processed even if its sender goes away.
        const record = arrived()
        setTimeout(() => forward(req, res, body, record), delay)
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
    /** How a service ('email', 'enquiry', 'vendor', 'feedback') answers its next requests, then every later one (`always`). */
    answer(service: string, next: Plan[], always?: Plan) {
      plans.set(service, { next: [...next], always })
    },
    /** Every service answers as the stand-in does again. */
    answerNormally() {
      plans.clear()
    },
    /** Answers the slow requests that have reached the services (each as the stand-in does). */
    answerSlow() {
      slow.splice(0).forEach((go) => go())
    },
    /** How many slow requests are waiting for their answer. */
    get slowWaiting() {
      return slow.length
    },
    /** The next download of this path (a script chunk) fails with 503, once. */
    failOnce(path: string) {
      failing.set(path, (failing.get(path) ?? 0) + 1)
    },
    /** The downloads failed by failOnce. */
    failed,
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
    /** Per submission id of the leads with this name: what the business received, the requests the services took (2xx). */
    receivedFor(name: string): Record<string, Record<string, number>> {
      const perId: Record<string, Record<string, number>> = {}
      for (const request of delivered.filter((r) => r.name === name && r.status !== undefined && r.status >= 200 && r.status < 300)) {
        perId[request.id] ??= {}
        perId[request.id][request.service] = (perId[request.id][request.service] ?? 0) + 1
      }
      return perId
    },
    /** Each request of the leads with this name, in order: "service status" (status "…" while unanswered). */
    historyOf(name: string): string[] {
      return delivered.filter((r) => r.name === name).map((r) => `${r.service} ${r.status ?? '…'}`)
    },
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy()
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
