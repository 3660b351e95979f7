// What the Worker is given by the host (wrangler.jsonc): its bindings, variables and secrets. The D1 and rate
// limiting types are the few methods the endpoint uses, as Cloudflare's runtime provides them.

export interface D1Result<T = Record<string, unknown>> {
  results: T[]
  meta: { changes: number }
}
export interface D1PreparedStatement {
  bind: (...values: unknown[]) => D1PreparedStatement
  run: () => Promise<D1Result>
  all: <T = Record<string, unknown>>() => Promise<D1Result<T>>
  first: <T = Record<string, unknown>>() => Promise<T | null>
}
export interface D1Database {
  prepare: (query: string) => D1PreparedStatement
}
export interface RateLimit {
  limit: (options: { key: string }) => Promise<{ success: boolean }>
}
export interface ExecutionContext {
  waitUntil: (promise: Promise<unknown>) => void
}

export interface Env {
  LEADS: D1Database
  /** Counts posts per address (wrangler.jsonc, "ratelimits"). */
  LIMITER?: RateLimit
  ASSETS?: { fetch: (request: Request) => Promise<Response> }
  /** EmailJS (secrets): its API's origin (https://api.emailjs.com unless told), the ids and both keys. */
  EMAILJS_ORIGIN?: string
  EMAILJS_SERVICE_ID?: string
  EMAILJS_TEMPLATE_ID?: string
  EMAILJS_PUBLIC_KEY?: string
  EMAILJS_PRIVATE_KEY?: string
  /** The SheetDB API (https://sheetdb.io/api/v1/<id>) and its Bearer token (secrets). */
  SHEETDB_URL?: string
  SHEETDB_TOKEN?: string
  /** The HMAC key the challenges are signed with (secret; locally .dev.vars, from .dev.vars.example). */
  CHALLENGE_KEY?: string
  /** The shortest time a person takes to fill a form, in ms (worker/leads.ts MIN_FILL_MS unless set). */
  MIN_FILL_MS?: string
  /** Leads delivered per address in a day (worker/leads.ts DAILY_CAP unless set; the browser tests' environment only). */
  DAILY_CAP?: string
  /** `npm start` only: the local stand-ins' address, for the reviews feed, the vitals and pictures not encoded yet. */
  STAND_IN_URL?: string
}
