// The scheduled retry in workerd, with the services' real failures: EmailJS's 412 and 404 (refusals that will not
// heal), SheetDB's 429 (its quota used), and an answer that never comes. Counted as the business would see them:
// e-mails and rows per lead, every repeat kept.
import { afterEach, describe, expect, it, vi } from 'vitest'
import worker from '../../worker/index.ts'
import { LEASE_MS, RETRY_MAX_MS, retryDue } from '../../worker/leads.ts'
import { context, dueNow, enquiry, env, newAddress, post, row, runSchedule, services, SITE } from './support.ts'

afterEach(() => vi.unstubAllGlobals())

/** EmailJS's answers as it gives them. */
const EMAILJS = {
  412: 'Gmail_API: Invalid grant. Please reconnect your Gmail account',
  404: 'Account not found',
}

/** Posts a lead, then runs the schedule `runs` times, each with every retry due (time has passed). */
async function deliver(runs: number) {
  const lead = await enquiry()
  const answer = await post(lead)
  await answer.settled()
  for (let run = 0; run < runs; run++) {
    await dueNow()
    await runSchedule()
  }
  return lead
}

describe('the schedule delivers each lead once', () => {
  it.each([412, 404] as const)(
    'EmailJS answers %i: the e-mail is not sent again, the row goes once and tells the business why',
    async (status) => {
      const business = services()
      business.answer((service) => (service === 'email' ? { status, body: EMAILJS[status] } : undefined))
      const lead = await deliver(3)
      expect(await row(lead.id)).toMatchObject({ email_state: 'refused', email_attempts: 1, sheet_state: 'sent', next_attempt_at: null })
      expect(business.requests.filter(({ service }) => service === 'email')).toHaveLength(1)
      expect(business.of(lead.id)).toEqual({ emails: 0, rows: 1 })
      expect(business.rows.find((kept) => kept.Id === lead.id)!.Note).toContain(`${status} ${EMAILJS[status]}`)
    },
  )

  it('SheetDB answers 429 (its quota used) twice: the row is tried again by the schedule, searched for first, and added once', async () => {
    const business = services()
    business.answer((service, nth) =>
      service === 'sheet' && nth <= 2 ? { status: 429, body: '{"error":"Too Many Requests"}' } : undefined,
    )
    const lead = await enquiry()
    const answer = await post(lead)
    await answer.settled()
    const waiting = await row(lead.id)
    expect(waiting).toMatchObject({ email_state: 'sent', sheet_state: 'waiting', sheet_attempts: 1 })
    // Not before its time: the next try is 5 minutes on, and a run now leaves it.
    expect(waiting!.next_attempt_at).toBeGreaterThan(Date.now() + 4 * 60_000)
    await runSchedule()
    expect(business.requests.filter(({ service }) => service === 'sheet')).toHaveLength(1)
    for (let run = 0; run < 4; run++) {
      await dueNow()
      await runSchedule()
    }
    expect(await row(lead.id)).toMatchObject({ sheet_state: 'sent', sheet_attempts: 3, next_attempt_at: null })
    expect(business.requests.filter(({ service }) => service === 'search')).toHaveLength(2)
    expect(business.of(lead.id)).toEqual({ emails: 1, rows: 1 })
  })

  it('an answer that never comes: every request has a time limit; an e-mail without an answer is never sent again, a row is searched for and found', async () => {
    const business = services()
    business.answer((service, nth) => (service === 'email' ? 'hang' : service === 'sheet' && nth === 1 ? 'lost-after-keeping' : undefined))
    const lead = await deliver(3)
    expect(business.requests.every(({ signal }) => signal)).toBe(true)
    expect(await row(lead.id)).toMatchObject({ email_state: 'unconfirmed', sheet_state: 'sent', next_attempt_at: null })
    expect(business.requests.filter(({ service }) => service === 'email')).toHaveLength(1)
    // The row was kept though its answer was lost: the retry found it, and added none.
    expect(business.of(lead.id)).toEqual({ emails: 0, rows: 1 })
    expect(business.rows[0].Note).toContain('did not confirm')
  })

  it('a Worker stopped mid-request (a lead left "sending"): the schedule takes it up after its lease, and nothing is doubled', async () => {
    const business = services()
    const lead = await deliver(0)
    const { env } = await import('./support.ts')
    await env.LEADS.prepare("UPDATE leads SET sheet_state = 'sending', next_attempt_at = 0 WHERE id = ?").bind(lead.id).run()
    await runSchedule()
    await runSchedule()
    expect(business.of(lead.id)).toEqual({ emails: 1, rows: 1 })
    expect(await row(lead.id)).toMatchObject({ sheet_state: 'sent', next_attempt_at: null })
  })

  it('a Worker stopped between storing the lead and delivering it: the 2xx was true, and the schedule delivers it once after its lease', async () => {
    const business = services()
    // The Worker is stopped right after its answer: the delivery it started never reads the lead.
    const stopped = {
      prepare: (query: string) => {
        if (query.startsWith('SELECT *')) throw new Error('The Worker was stopped')
        return env.LEADS.prepare(query)
      },
    }
    const lead = await enquiry()
    const { ctx, settled } = context()
    const request = new Request(`${SITE}/api/leads`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: SITE, 'CF-Connecting-IP': newAddress() },
      body: JSON.stringify(lead),
    })
    const answer = await worker.fetch(request, { ...env, LEADS: stopped }, ctx)
    await settled()
    expect(answer.status).toBe(200)
    expect(business.requests).toEqual([])
    const kept = await row(lead.id)
    expect(kept).toMatchObject({ email_state: 'waiting', sheet_state: 'waiting', held: null })
    expect(kept!.next_attempt_at).toBeGreaterThan(Date.now() + LEASE_MS - 60_000)
    // Within its lease the schedule leaves it (the first delivery might still be running) ...
    await runSchedule()
    expect(business.requests).toEqual([])
    // ... then takes it up, once, however many runs follow.
    for (let run = 0; run < 3; run++) {
      await dueNow()
      await runSchedule()
    }
    expect(business.of(lead.id)).toEqual({ emails: 1, rows: 1 })
    expect(await row(lead.id)).toMatchObject({ email_state: 'sent', sheet_state: 'sent', next_attempt_at: null })
  })

  it.each(['email', 'sheet'] as const)(
    'the %s failing (503) for a whole day: tried by the schedule with growing waits, at most 6 hours apart, then delivered once when it heals',
    async (failing) => {
      const business = services()
      const DAY = 24 * 3_600_000
      const start = Date.now()
      let clock = start
      const tries: number[] = []
      let id = ''
      business.answer((service) => {
        // Only this lead's requests: the other test files' leads may be delivered by these runs too.
        const body = business.requests.at(-1)!.body as { data?: { Id: string }[]; template_params?: { submission_id: string } }
        if (service !== failing || (body.data?.[0].Id ?? body.template_params?.submission_id) !== id) return undefined
        tries.push(clock)
        return clock < start + DAY ? { status: 503, body: 'Service Unavailable' } : undefined
      })
      const lead = await enquiry()
      id = lead.id
      await (await post(lead)).settled()
      // The schedule runs every 10 minutes (wrangler.jsonc) for a day and seven hours.
      for (clock = start; clock <= start + DAY + 7 * 3_600_000; clock += 10 * 60_000) await retryDue(env, clock)
      expect(business.of(lead.id)).toEqual({ emails: 1, rows: 1 })
      const waits = tries.slice(1).map((at, i) => at - tries[i])
      expect(waits.every((wait, i) => i === 0 || wait >= waits[i - 1])).toBe(true)
      expect(Math.max(...waits)).toBeLessThanOrEqual(RETRY_MAX_MS + 10 * 60_000)
      // About ten tries in the day, not one every 10 minutes (144), and one more once it healed.
      expect(tries.filter((at) => at < start + DAY).length).toBeGreaterThanOrEqual(8)
      expect(tries.filter((at) => at < start + DAY).length).toBeLessThanOrEqual(12)
      expect(tries.filter((at) => at >= start + DAY)).toHaveLength(1)
      expect(await row(lead.id)).toMatchObject({ email_state: 'sent', sheet_state: 'sent', next_attempt_at: null })
    },
  )
})
