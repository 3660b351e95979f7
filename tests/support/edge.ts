// "The network" between the browsers and the site in the cross-engine tests: a proxy in front of the static server
// and the form services' stand-in. It counts every lead request that reaches the services, per service and per
// submission id (the stand-in itself writes a repeated id once by design, so its rows cannot show a duplicate;
// the hosted services would write it twice), and it can cut the services off or hold their requests unanswered,
// for engines whose driver cannot take the browser offline, or make them slow (the race run). It can also answer
// as the real services do when they fail (EmailJS's refusals, a sheet that answers after 25 s or redirects: `answer`)
// and fail a script's download once (`failOnce`).
import http from 'node:http'
import type { AddressInfo } from 'node:net'

/** An answer given in the endpoint's place. */
export interface ServiceAnswer {
  status: number
  body?: string
  headers?: Record<string, string>
}
/**
 * How the endpoint answers a lead post: in its place (an answer), after a delay (the post has reached it and is
 * processed), 'slow' (reached it, answered only when the test calls `answerSlow()`) or 'pass'.
 */
export type Plan = ServiceAnswer | { afterMs: number } | 'slow' | 'pass'

/** The leads' endpoint (worker/leads.ts). */
const LEAD_PATH = /^\/api\/(leads)$/

export interface LeadRequest {
  /** The lead's form: 'enquiry', 'vendor', 'feedback'. */
  service: string
  id: string
  /** The name typed in the form, to find a test's lead. */
  name: string
  /** Who sent it, from its Referer: the page's path. */
  from: string
  /** The status it was answered with, once answered. */
  status?: number
}

type Mode = 'open' | 'cut' | 'hold'

/** What a lead post carries: its id, form and name. */
function describeLead(body: string): Omit<LeadRequest, 'from'> {
  try {
    const json = JSON.parse(body)
    return { service: String(json.form ?? ''), id: String(json.id ?? ''), name: String(json.values?.name ?? '') }
  } catch {
    return { service: '', id: '', name: '' }
  }
}

/** A request's sender, as its Referer names it: the service worker's script, or a page. */
function senderOf(referer: string | undefined): string {
  if (!referer) return 'unknown'
  const { pathname } = new URL(referer)
  return pathname
}

/** What the stand-ins of the services kept (tools/stand-in.mjs): every request, by service and lead id. */
interface Kept {
  kept: { service: string; id: string; row?: Record<string, string> }[]
}

export async function startEdge(target: string, options: { delayMs?: () => number; standIn?: Kept } = {}) {
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
        // As one host on the real edge: the page's own origin (the edge's) is the site's origin to the site.
        headers: {
          ...req.headers,
          host: origin.host,
          ...(req.headers.origin === `http://${req.headers.host}` ? { origin: origin.origin } : {}),
        },
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
      const described = describeLead(body.toString('utf8'))
      const service = described.service
      const arrived = () => {
        const record: LeadRequest = { ...described, from }
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
    /**
     * Per lead id of the leads with this name: how many requests each service kept ('email', or the form's sheet),
     * counted at the stand-ins (every repeat counts, as at the real services).
     */
    requestsFor(name: string): Record<string, Record<string, number>> {
      const perId: Record<string, Record<string, number>> = {}
      const kept = options.standIn?.kept ?? []
      const ids = new Set(kept.filter(({ row }) => row?.Name === name || row?.from_name === name).map(({ id }) => id))
      for (const request of kept.filter(({ id }) => ids.has(id))) {
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
