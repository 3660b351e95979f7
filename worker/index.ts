// The site's Worker (wrangler.jsonc): the built site is its static assets, served by the host as they are (with
// _headers and _redirects); the Worker runs first only for /api/*: the leads' endpoint (worker/leads.ts), the
// forms' challenge (worker/challenge.ts) and, on the schedule, the retry of every channel that has not delivered yet
// and the deletion of the per-address counts of days that are over.
import type { Env, ExecutionContext } from './env'
import { issueChallenge } from './challenge'
import { forgetPastDays, receiveLead, retryDue } from './leads'

const notFound = () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })

export default {
  async fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
    const url = new URL(request.url)
    if (url.pathname === '/api/leads') {
      if (request.method !== 'POST') return new Response(null, { status: 405, headers: { Allow: 'POST' } })
      return receiveLead(request, env, ctx)
    }
    if (url.pathname === '/api/challenge') {
      if (request.method !== 'GET') return new Response(null, { status: 405, headers: { Allow: 'GET' } })
      if (!env.CHALLENGE_KEY) throw new Error('CHALLENGE_KEY is not set (docs/deploying.md)')
      return Response.json(await issueChallenge(env.CHALLENGE_KEY), { headers: { 'Cache-Control': 'no-store' } })
    }
    // `npm start` only: the reviews feed, the vitals beacon and pictures not encoded yet come from the local
    // stand-ins (tools/stand-in.mjs). Deployed, STAND_IN_URL is unset and these answer 404.
    if (env.STAND_IN_URL && /^\/(api\/(testimonials|vitals)|images\/)/.test(url.pathname)) {
      if (url.pathname.startsWith('/images/') && env.ASSETS) {
        const asset = await env.ASSETS.fetch(request)
        if (asset.status !== 404) return asset
      }
      return fetch(new Request(env.STAND_IN_URL + url.pathname + url.search, request))
    }
    return url.pathname.startsWith('/images/') && env.ASSETS ? env.ASSETS.fetch(request) : notFound()
  },

  // Every 10 minutes (wrangler.jsonc): the retries that are due, and the per-address counts of days that are over.
  async scheduled(controller: { scheduledTime?: number }, env: Env, ctx: ExecutionContext): Promise<void> {
    const now = controller.scheduledTime ?? Date.now()
    ctx.waitUntil(Promise.all([retryDue(env, now), forgetPastDays(env, now)]))
  },
}
