// POST /api/leads in workerd: a lead is stored before it is answered, an id is one lead however often it comes,
// bad input is refused naming what is wrong, the sheet is sent no cell a spreadsheet program would run as a formula,
// and one address cannot post more than the limit.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ID_COLUMN } from '../../content/forms.js'
import { LEASE_MS } from '../../worker/leads.ts'
import { count, ENQUIRY, enquiry, env, newAddress, post, row, services } from './support.ts'

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
    expect(business.emails).toHaveLength(10)
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
    expect(business.emails.filter((params) => String(params.from_name).startsWith('Fake'))).toHaveLength(through)
    // Each fake that got through is a row whose formula is text, not a formula.
    expect(business.rows.filter((kept) => kept.Name.startsWith('Fake')).every((kept) => kept.Message.startsWith("'="))).toBe(true)
    expect(business.of(family.id)).toEqual({ emails: 1, rows: 1 })
  }, 120_000)
})
