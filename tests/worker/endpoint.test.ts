// POST /api/leads in workerd: a lead is stored before it is answered, an id is one lead however often it comes,
// bad input is refused naming what is wrong, the sheet is sent no cell a spreadsheet program would run as a formula,
// one address cannot post more than the limit, and no more than DAILY_CAP leads a day from one address reach the
// services (the rest are stored, held, and the count is gone with its day).
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ID_COLUMN } from '../../content/forms.js'
import { DAILY_CAP, dayOf, LEASE_MS, receiveLead } from '../../worker/leads.ts'
import { context, count, ENQUIRY, enquiry, env, newAddress, post, proof, row, runSchedule, services, SITE } from './support.ts'

afterEach(() => vi.unstubAllGlobals())

describe('a lead is stored before it is answered', () => {
  it('the 2xx comes while the e-mail is still on its way, and the lead is in D1 when it comes', async () => {
    const business = services()
    let release = () => {}
    const servicesAnswer = new Promise<undefined>((resolve) => (release = () => resolve(undefined)))
    business.answer(() => servicesAnswer)
    const lead = await enquiry()
    const answer = await post(lead)
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ id: lead.id, received: true })
    const stored = await row(lead.id)
    expect(stored).toMatchObject({ form: 'enquiry', locale: 'en', sheet_state: 'waiting', held: null })
    expect(stored!.email_state).not.toBe('sent')
    expect(JSON.parse(stored!.fields)).toEqual(ENQUIRY)
    // The schedule would take it up if this delivery stopped here (the Worker ended mid-request).
    expect(stored!.next_attempt_at).toBeGreaterThan(Date.now() + LEASE_MS - 60_000)
    release()
    await answer.settled()
    expect(business.of(lead.id)).toEqual({ emails: 1, rows: 1 })
  })

  it('no 2xx when the lead could not be stored: the phone keeps it and posts it again', async () => {
    services()
    const leads = env.LEADS
    const failing = {
      prepare: (query: string) => {
        if (query.includes('INSERT')) throw new Error('D1_ERROR: storage unavailable')
        return leads.prepare(query)
      },
    }
    const lead = await enquiry()
    const { ctx } = { ctx: { waitUntil: () => {} } }
    const worker = (await import('../../worker/index.ts')).default
    const request = new Request('https://www.thoranamevents.in/api/leads', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': newAddress() },
      body: JSON.stringify(lead),
    })
    await expect(worker.fetch(request, { ...env, LEADS: failing }, ctx)).rejects.toThrow('storage unavailable')
    expect(await row(lead.id)).toBeNull()
  })
})

describe('an id is one lead', () => {
  it('the same id posted again (a lost answer, another tab, Back) is one row, answered the same, delivered once', async () => {
    const business = services()
    const lead = await enquiry()
    const first = await post(lead)
    // The repeat comes with a new answer to a new challenge, from another address: still the same lead.
    const again = await post({ ...lead, proof: (await enquiry()).proof }, { address: newAddress() })
    const third = await post(lead)
    await Promise.all([first.settled(), again.settled(), third.settled()])
    expect([first, again, third].map(({ status, body }) => [status, body])).toEqual(Array(3).fill([200, { id: lead.id, received: true }]))
    expect((await env.LEADS.prepare('SELECT count(*) AS n FROM leads WHERE id = ?').bind(lead.id).first())!.n).toBe(1)
    expect(business.of(lead.id)).toEqual({ emails: 1, rows: 1 })
  })
})

describe('bad input is refused, naming what is wrong, and nothing is stored', () => {
  const cases: [string, (lead: Record<string, unknown>) => unknown, number, unknown][] = [
    [
      'a phone of 9 digits',
      (lead) => ({ ...lead, values: { ...ENQUIRY, phone: '98400 1122' } }),
      422,
      { error: 'invalid', fields: ['phone'] },
    ],
    [
      'an event the form does not offer, and an empty city',
      (lead) => ({ ...lead, values: { ...ENQUIRY, service: 'Funeral', city: ' ' } }),
      422,
      { error: 'invalid', fields: ['city', 'service'] },
    ],
    [
      'a field the form does not have',
      (lead) => ({ ...lead, values: { ...ENQUIRY, budget: '5 lakh' } }),
      400,
      { error: 'unknown-fields', fields: ['budget'] },
    ],
    ['an id that is no UUID', (lead) => ({ ...lead, id: '1; DROP TABLE leads' }), 400, { error: 'id' }],
    ['an unknown form', (lead) => ({ ...lead, form: 'orders' }), 400, { error: 'form' }],
    ['an unknown language', (lead) => ({ ...lead, locale: 'fr' }), 400, { error: 'locale' }],
    ['no values', (lead) => ({ ...lead, values: 'all of them' }), 400, { error: 'values' }],
  ]
  it.each(cases)('%s', async (_case, change, status, body) => {
    services()
    const before = await count()
    const answer = await post(change(await enquiry()))
    expect([answer.status, answer.body]).toEqual([status, body])
    expect(await count()).toBe(before)
  })

  it('a body that is not JSON, not sent as JSON, too large, or from another site', async () => {
    services()
    const before = await count()
    expect(await post('{"id":', { raw: true })).toMatchObject({ status: 400, body: { error: 'not-json' } })
    expect(await post(await enquiry(), { headers: { 'Content-Type': 'text/plain' } })).toMatchObject({ status: 415 })
    const huge = await enquiry({ values: { ...ENQUIRY, message: 'அ'.repeat(12_000) } })
    expect(await post(huge)).toMatchObject({ status: 413, body: { error: 'too-large' } })
    expect(await post(await enquiry(), { headers: { Origin: 'https://elsewhere.example' } })).toMatchObject({
      status: 403,
      body: { error: 'origin' },
    })
    expect(await count()).toBe(before)
  })
})

describe('the row the sheet is sent', () => {
  it('holds no cell a spreadsheet program would run as a formula: such a value is sent with a leading apostrophe', async () => {
    const business = services()
    const hostile = { ...ENQUIRY, city: '@SUM(A1:A9)', message: '=HYPERLINK("https://evil.example","Open")' }
    const lead = await enquiry({ values: hostile })
    const answer = await post(lead)
    await answer.settled()
    expect(answer.status).toBe(200)
    const sent = business.rows.find((kept) => kept[ID_COLUMN] === lead.id)!
    expect(Object.values(sent).filter((cell) => /^[=+\-@\t\r\n]/.test(cell))).toEqual([])
    expect(Object.values(sent)).toEqual(expect.arrayContaining(["'" + hostile.message, "'" + hostile.city, "'" + ENQUIRY.phone]))
    // Kept in D1 as the family wrote it: the apostrophe is for the sheet only.
    expect(JSON.parse((await row(lead.id))!.fields)).toEqual(hostile)
  })
})

describe('posts per address', () => {
  it('past 10 a minute from one address, a post is answered 429 and nothing of it is read or stored; another address goes on', async () => {
    const business = services()
    const address = newAddress()
    const answers = []
    for (let i = 0; i < 12; i++) answers.push(await post(await enquiry(), { address }))
    await Promise.all(answers.map(({ settled }) => settled()))
    expect(answers.map(({ status }) => status)).toEqual([...Array(10).fill(200), 429, 429])
    expect(answers.at(-1)!.body).toEqual({ error: 'busy' })
    const refused = answers.slice(10).map(({ body }) => body)
    expect(refused).toEqual([{ error: 'busy' }, { error: 'busy' }])
    // The 10 are stored; the day's cap lets DAILY_CAP of them reach the services and holds the rest.
    expect(business.emails).toHaveLength(DAILY_CAP)
    // A family on another address is not held up.
    const family = await post(await enquiry())
    await family.settled()
    expect(family.status).toBe(200)
  })

  it('1,000 posts from one script on one address, each with the challenge solved and a human fill time claimed: 10 a minute reach the services, and a family on another address is heard once', async () => {
    const business = services()
    const address = newAddress()
    const statuses: Record<number, number> = {}
    const ids: string[] = []
    const family = await enquiry()
    const started = Date.now()
    for (let i = 0; i < 1000; i++) {
      const fake = await enquiry({ values: { ...ENQUIRY, name: `Fake ${i}`, message: '=HYPERLINK("https://spam.example","x")' } })
      ids.push(fake.id)
      const answer = await post(fake, { address })
      await answer.settled()
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1
      if (i === 500) await (await post(family)).settled()
    }
    // The limit counts in windows of a minute: a run that crosses from one into the next gets 10 in each.
    const minutes = Math.floor(Date.now() / 60_000) - Math.floor(started / 60_000) + 1
    expect(minutes).toBeLessThanOrEqual(2)
    const through = statuses[200]
    expect(through).toBeGreaterThanOrEqual(10)
    expect(through).toBeLessThanOrEqual(10 * minutes)
    expect(statuses[429]).toBe(1000 - through)
    const stored = await env.LEADS.prepare("SELECT id FROM leads WHERE json_extract(fields, '$.name') LIKE 'Fake %'").all<{ id: string }>()
    expect(stored.results.filter(({ id }: { id: string }) => ids.includes(id))).toHaveLength(through)
    expect(business.emails.filter((params) => String(params.from_name).startsWith('Fake'))).toHaveLength(Math.min(through, DAILY_CAP))
    // Each fake that got through is a row whose formula is text, not a formula.
    expect(business.rows.filter((kept) => kept.Name.startsWith('Fake')).every((kept) => kept.Message.startsWith("'="))).toBe(true)
    expect(business.of(family.id)).toEqual({ emails: 1, rows: 1 })
  }, 120_000)
})

describe('leads per address in a day', () => {
  /** The rate limit as wrangler.jsonc declares it (10 a minute per address, in windows of a minute), on a test's clock. */
  function limiterOn(clock: () => number) {
    const counts = new Map<string, number>()
    return {
      limit: async ({ key }: { key: string }) => {
        const window = `${key} ${Math.floor(clock() / 60_000)}`
        counts.set(window, (counts.get(window) ?? 0) + 1)
        return { success: counts.get(window)! <= 10 }
      },
    }
  }

  /** An enquiry as a page posts it at a moment of the test's clock: the challenge solved, filled in a minute and a half. */
  async function enquiryAt(now: number, name: string) {
    return {
      id: crypto.randomUUID(),
      form: 'enquiry',
      locale: 'en',
      values: { ...ENQUIRY, name },
      startedAt: now - 90_000,
      keptAt: now,
      proof: await proof({ now }),
    }
  }

  /** Posts to the endpoint at a moment of the test's clock; resolves once what it does after its answer is done. */
  async function postAt(now: number, lead: unknown, address: string, dayEnv: typeof env) {
    const { ctx, settled } = context()
    const request = new Request(`${SITE}/api/leads`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: SITE, 'CF-Connecting-IP': address },
      body: JSON.stringify(lead),
    })
    const response = await receiveLead(request, dayEnv, ctx, now)
    await settled()
    return { status: response.status, body: await response.json() }
  }

  it('1,000 posts from one address over a day, each with the challenge solved, a human fill time and 10 a minute: DAILY_CAP reach the services, the rest are stored and held, a family on another address is heard once, and the count is gone after the day', async () => {
    const business = services()
    // A day in India (UTC+5:30), long past, so that the schedule's runs below touch no other test's leads.
    const midnight = Date.UTC(2026, 5, 1) - 5.5 * 3_600_000
    let clock = midnight
    const dayEnv = { ...env, LIMITER: limiterOn(() => clock) }
    const address = newAddress()
    const familyAddress = newAddress()
    const answers: string[] = []
    const ids: string[] = []
    let family = ''
    // 100 bursts of 10 posts (the most a minute lets through), one burst every 14 minutes, from 00:30 to 23:37.
    for (let burst = 0; burst < 100; burst++) {
      for (let i = 0; i < 10; i++) {
        clock = midnight + 30 * 60_000 + burst * 14 * 60_000 + i * 5_000
        const fake = await enquiryAt(clock, `Fake ${burst * 10 + i}`)
        ids.push(fake.id)
        const answer = await postAt(clock, fake, address, dayEnv)
        answers.push(
          JSON.stringify([answer.status, answer.body]) === JSON.stringify([200, { id: fake.id, received: true }])
            ? 'same'
            : JSON.stringify(answer),
        )
      }
      if (burst === 50) {
        const lead = await enquiryAt(clock + 1_000, 'Priya Raman')
        family = lead.id
        expect((await postAt(clock + 1_000, lead, familyAddress, dayEnv)).status).toBe(200)
      }
    }
    // Every fake is answered as any stored lead: the script learns nothing from the answers.
    expect(answers.filter((answer) => answer !== 'same')).toEqual([])
    const reached = ids.map((id) => business.of(id))
    expect({
      emails: reached.reduce((sum, { emails }) => sum + emails, 0),
      rows: reached.reduce((sum, { rows }) => sum + rows, 0),
    }).toEqual({ emails: DAILY_CAP, rows: DAILY_CAP })
    expect(business.of(family)).toEqual({ emails: 1, rows: 1 })
    expect(await row(family)).toMatchObject({ held: null, email_state: 'sent', sheet_state: 'sent' })

    // The rest are in D1, held with the reason, waiting for nobody (the schedule never takes up a held lead).
    const { results } = await env.LEADS.prepare(
      `SELECT held, email_state, sheet_state, next_attempt_at, count(*) AS n FROM leads WHERE id IN (SELECT value FROM json_each(?))
       GROUP BY held, email_state, sheet_state, next_attempt_at ORDER BY n`,
    )
      .bind(JSON.stringify(ids))
      .all()
    expect(results).toEqual([
      { held: null, email_state: 'sent', sheet_state: 'sent', next_attempt_at: null, n: DAILY_CAP },
      { held: 'daily-cap', email_state: 'waiting', sheet_state: 'waiting', next_attempt_at: null, n: 1000 - DAILY_CAP },
    ])

    // The day's counts: keyed by an HMAC, with nothing of the address in them, kept to the end of the day, then gone.
    const day = dayOf(midnight)
    const counts = async () =>
      (
        await env.LEADS.prepare('SELECT address_key, leads FROM address_days WHERE day = ? ORDER BY leads')
          .bind(day)
          .all<{ address_key: string; leads: number }>()
      ).results
    const kept = await counts()
    expect(kept.map(({ leads }: { leads: number }) => leads)).toEqual([1, 1000])
    for (const { address_key } of kept) {
      expect(address_key).toMatch(/^[0-9a-f]{64}$/)
      expect(address_key).not.toContain(address.split(':')[1])
    }
    await runSchedule(midnight + 86_400_000 - 10 * 60_000)
    expect(await counts()).toHaveLength(2)
    await runSchedule(midnight + 86_400_000 + 10 * 60_000)
    expect(await counts()).toEqual([])
    expect(business.of(family)).toEqual({ emails: 1, rows: 1 })
  }, 300_000)

  it('a script that moves through the addresses of its IPv6 network (its /64) is counted as one address', async () => {
    const business = services()
    const network = newAddress().replace(/::1$/, '')
    const ids: string[] = []
    for (let i = 0; i < DAILY_CAP + 3; i++) {
      const lead = await enquiry()
      ids.push(lead.id)
      await (await post(lead, { address: `${network}:${(i + 2).toString(16)}::${(i * 7919).toString(16)}` })).settled()
    }
    expect(ids.reduce((sum, id) => sum + business.of(id).emails, 0)).toBe(DAILY_CAP)
    const held = await env.LEADS.prepare(
      "SELECT count(*) AS n FROM leads WHERE held = 'daily-cap' AND id IN (SELECT value FROM json_each(?))",
    )
      .bind(JSON.stringify(ids))
      .first<{ n: number }>()
    expect(held!.n).toBe(3)
  })
})
