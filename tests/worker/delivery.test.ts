// The scheduled retry in workerd, with the services' real failures: EmailJS's 412 and 404 (refusals that will not
// heal), SheetDB's 429 (its quota used), and an answer that never comes. Counted as the business would see them:
// e-mails and rows per lead, every repeat kept.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { dueNow, enquiry, post, row, runSchedule, services } from './support.ts'

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
})
