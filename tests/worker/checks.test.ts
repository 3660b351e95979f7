// What holds off a flood without turning a family away, in workerd: the challenge (missing, forged, replayed,
// expired) and the fill time. A lead that fails one is answered as any other, stored with the reason and never
// delivered; the schedule never takes it up. A family's lead, its challenge answered on the phone, goes through.
import { afterEach, describe, expect, it, vi } from 'vitest'
import worker from '../../worker/index.ts'
import { CHALLENGE_LIFE_MS } from '../../worker/challenge.ts'
import { MIN_FILL_MS } from '../../worker/leads.ts'
import { context, dueNow, enquiry, env, post, proof, row, runSchedule, services, SITE, solve } from './support.ts'

afterEach(() => vi.unstubAllGlobals())

/** Posts a lead, waits for what follows the answer, then a run of the schedule with every retry due. */
async function postAndSchedule(lead: Record<string, unknown>) {
  const answer = await post(lead)
  await answer.settled()
  await dueNow()
  await runSchedule()
  return answer
}

describe('the challenge', () => {
  it("a family's lead with the challenge answered as the page answers it (GET /api/challenge, the real difficulty) is delivered", async () => {
    const business = services()
    const { ctx } = context()
    const response = await worker.fetch(new Request(`${SITE}/api/challenge`), env, ctx)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    const challenge = (await response.json()) as Record<string, string | number>
    expect(challenge).toMatchObject({ algorithm: 'SHA-256', maxnumber: 50_000 })
    // The key never leaves the Worker: the challenge carries only its signature.
    expect(JSON.stringify(challenge)).not.toContain(env.CHALLENGE_KEY)
    const lead = await enquiry({ proof: await solve(challenge) })
    expect((await postAndSchedule(lead)).body).toEqual({ id: lead.id, received: true })
    expect(await row(lead.id)).toMatchObject({ held: null, email_state: 'sent', sheet_state: 'sent' })
    expect(business.of(lead.id)).toEqual({ emails: 1, rows: 1 })
  })

  const held: [string, () => Promise<Record<string, unknown>>, string][] = [
    ['missing', () => enquiry({ proof: undefined }), 'no-challenge'],
    ['signed with another key', async () => enquiry({ proof: await proof({ key: 'a key found in a page' }) }), 'forged-challenge'],
    [
      'with another number than its own',
      async () => {
        const real = JSON.parse(atob(String(await proof())))
        return enquiry({ proof: btoa(JSON.stringify({ ...real, number: real.number + 1 })) })
      },
      'forged-challenge',
    ],
    ['not a challenge at all', () => enquiry({ proof: 'bm90IGEgcHJvb2Y=' }), 'forged-challenge'],
    ['expired', async () => enquiry({ proof: await proof({ now: Date.now() - CHALLENGE_LIFE_MS - 60_000 }) }), 'expired-challenge'],
  ]
  it.each(held)('%s: answered as any lead, stored with the reason, never delivered', async (_case, make, reason) => {
    const business = services()
    const lead = await make()
    const answer = await postAndSchedule(lead)
    expect([answer.status, answer.body]).toEqual([200, { id: lead.id, received: true }])
    expect(await row(String(lead.id))).toMatchObject({ held: reason, next_attempt_at: null })
    expect(business.requests).toEqual([])
  })

  it('replayed: one answer for a second lead holds the second, and the first is delivered as usual', async () => {
    const business = services()
    const first = await enquiry()
    const second = await enquiry({ proof: first.proof })
    await postAndSchedule(first)
    expect((await postAndSchedule(second)).body).toEqual({ id: second.id, received: true })
    expect((await row(first.id))!.held).toBeNull()
    expect((await row(second.id))!.held).toBe('replayed-challenge')
    expect(business.of(first.id)).toEqual({ emails: 1, rows: 1 })
    expect(business.of(second.id)).toEqual({ emails: 0, rows: 0 })
  })

  it('replayed by two posts at the same moment: one lead goes through, the other is held', async () => {
    const business = services()
    const shared = await proof()
    const [a, b] = [await enquiry({ proof: shared }), await enquiry({ proof: shared })]
    const answers = await Promise.all([post(a), post(b)])
    await Promise.all(answers.map(({ settled }) => settled()))
    expect(answers.map(({ status }) => status)).toEqual([200, 200])
    const reasons = [(await row(a.id))!.held, (await row(b.id))!.held].sort()
    expect(reasons).toEqual(['replayed-challenge', null].sort())
    expect(business.emails).toHaveLength(1)
  })
})

describe('the fill time', () => {
  it(`filled in less than ${MIN_FILL_MS / 1000} s: answered calmly, stored as too fast, never delivered`, async () => {
    const business = services()
    const now = Date.now()
    const lead = await enquiry({ startedAt: now - 800, keptAt: now })
    expect((await postAndSchedule(lead)).body).toEqual({ id: lead.id, received: true })
    expect(await row(lead.id)).toMatchObject({ held: 'too-fast', fill_ms: 800 })
    expect(business.requests).toEqual([])
  })

  it('without its start time: held as too fast', async () => {
    services()
    const lead = await enquiry({ startedAt: undefined })
    await postAndSchedule(lead)
    expect((await row(lead.id))!.held).toBe('too-fast')
  })

  it(`filled in ${MIN_FILL_MS / 1000} s, or started at an earlier visit (a draft: 0), or on a phone whose clock is an hour out: delivered`, async () => {
    const business = services()
    const now = Date.now()
    const leads = [
      await enquiry({ startedAt: now - MIN_FILL_MS, keptAt: now }),
      await enquiry({ startedAt: 0, keptAt: now }),
      await enquiry({ startedAt: now + 3_600_000, keptAt: now + 3_600_000 + 45_000 }),
    ]
    for (const lead of leads) await postAndSchedule(lead)
    for (const lead of leads) expect(business.of(lead.id)).toEqual({ emails: 1, rows: 1 })
  })
})
