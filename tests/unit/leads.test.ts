// The browser's part of a lead (lib/leads.ts) with a fake fetch and an in-memory localStorage, and the forms' rules
// (content/forms.js) that the browser and the endpoint share. What the endpoint does with a lead is tested in the
// Workers runtime (tests/worker/).
// @vitest-environment jsdom
import fs from 'node:fs'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { invalidFields } from '../../content/forms.js'
import { forgetOldReceived } from '../../lib/draftAge.ts'
import { DRAFT_MAX_AGE_MS, loadDraft, saveDraft } from '../../lib/drafts.ts'
import { CHALLENGE_ENDPOINT, takeProof } from '../../lib/proof.ts'
import { issueChallenge, verifyAnswer } from '../../worker/challenge.ts'
import {
  keepLead,
  LEAD_MAX_AGE_MS,
  POST_TIMEOUT_MS,
  postLead,
  postWaiting,
  receivedLead,
  waitingLead,
  waitingLeads,
} from '../../lib/leads.ts'

const ENQUIRY = {
  name: 'Priya Raman',
  email: 'priya@example.in',
  phone: '+91 98400 11223',
  city: 'Salem',
  service: 'Wedding Event',
  message: 'Muhurtham at 6 am.',
}

/**
 * The endpoint as the page sees it: a challenge (an easy one) for every GET of /api/challenge; the posts answered
 * as given in order, then 200, every body posted kept.
 */
function endpoint(answers: (number | 'offline')[] = []) {
  const posted: { id: string; values: Record<string, string>; proof: string; startedAt: number; keptAt: number }[] = []
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === CHALLENGE_ENDPOINT) return Response.json(await issueChallenge('test-key', Date.now(), 20))
    posted.push(JSON.parse(String(init?.body)))
    const answer = answers.shift() ?? 200
    if (answer === 'offline') throw new TypeError('Failed to fetch')
    return new Response(answer === 422 ? JSON.stringify({ error: 'invalid', fields: ['phone'] }) : '{}', { status: answer })
  })
  vi.stubGlobal('fetch', fetch)
  return posted
}

beforeEach(() => localStorage.clear())
afterEach(() => vi.unstubAllGlobals())

describe('the rules every form and the endpoint share', () => {
  it('a valid enquiry breaks none', () => {
    expect(invalidFields('enquiry', ENQUIRY)).toEqual([])
  })
  it.each([
    ['a 9-digit phone', { phone: '98400 1122' }, ['phone']],
    ['letters in the phone', { phone: 'call me maybe' }, ['phone']],
    ['an e-mail without a domain', { email: 'priya@example' }, ['email']],
    ['an event the form does not offer', { service: 'Funeral' }, ['service']],
    ['a field of only spaces', { city: '   ' }, ['city']],
    ['a message longer than 3,000 characters', { message: 'அ'.repeat(3001) }, ['message']],
    ['a value that is not text', { name: 42 }, ['name']],
  ])('%s breaks its field', (_case, change, fields) => {
    expect(invalidFields('enquiry', { ...ENQUIRY, ...change })).toEqual(fields)
  })
})

describe('a lead on the phone', () => {
  it('is kept with an id before it is posted, and the draft goes at once', () => {
    saveDraft('enquiry', 'en', ENQUIRY)
    const { lead, stored } = keepLead('enquiry', 'en', ENQUIRY)
    expect(stored).toBe(true)
    expect(waitingLead('enquiry', 'en')).toEqual(lead)
    expect(loadDraft('enquiry', 'en')).toBeNull()
  })

  it('corrected before it is confirmed, replaces the waiting one and keeps its id', () => {
    const first = keepLead('enquiry', 'en', { ...ENQUIRY, city: 'Slaem' }).lead
    const second = keepLead('enquiry', 'en', ENQUIRY).lead
    expect(second.id).toBe(first.id)
    expect(waitingLeads().map(({ values }) => values.city)).toEqual(['Salem'])
  })

  it('posted until the endpoint confirms: kept after a failure, gone after a 2xx; the same words later take the same id', async () => {
    const posted = endpoint(['offline', 503])
    const { lead } = keepLead('enquiry', 'en', ENQUIRY)
    expect(await postLead(lead)).toEqual({ state: 'waiting', failure: 'service' })
    expect(await postWaiting()).toEqual([{ state: 'waiting', failure: 'service' }])
    expect(await postWaiting()).toEqual([{ state: 'received' }])
    expect(waitingLeads()).toEqual([])
    expect(posted.map(({ id }) => id)).toEqual([lead.id, lead.id, lead.id])
    // Another tab still showing these words sends them again: the same id, which the endpoint stores once.
    expect(receivedLead('enquiry', 'en', ENQUIRY)).toBe(lead.id)
    expect(keepLead('enquiry', 'en', { ...ENQUIRY, city: ' Salem ' }).lead.id).toBe(lead.id)
  })

  it('carries its fill time and an answer to the challenge, the same answer at every post, a new one for the next lead', async () => {
    const posted = endpoint(['offline', 429])
    const startedAt = Date.now() - 40_000
    const { lead } = keepLead('enquiry', 'en', ENQUIRY, startedAt)
    expect(await postLead(lead)).toEqual({ state: 'waiting', failure: 'service' })
    // Too many posts from the visitor's network just now: kept, and said so.
    expect(await postWaiting()).toEqual([{ state: 'waiting', failure: 'busy' }])
    expect(await postWaiting()).toEqual([{ state: 'received' }])
    expect(posted.map(({ startedAt }) => startedAt)).toEqual([startedAt, startedAt, startedAt])
    expect(posted.every(({ keptAt }) => keptAt >= startedAt + 40_000)).toBe(true)
    expect(new Set(posted.map(({ proof }) => proof)).size).toBe(1)
    expect(await verifyAnswer('test-key', posted[0].proof)).toMatchObject({ ok: true })
    const next = keepLead('feedback', 'en', { name: 'A', work: 'B', message: 'C' }).lead
    await postLead(next)
    expect(posted.at(-1)!.proof).not.toBe(posted[0].proof)
  })

  it('two posts of the same lead at once are one request', async () => {
    const posted = endpoint()
    const { lead } = keepLead('feedback', 'en', { name: 'A', work: 'B', message: 'C' })
    await Promise.all([postLead(lead), postLead(lead), postWaiting()])
    expect(posted).toHaveLength(1)
  })

  it('a post that never answers is given up after its time and posted again by the same page, with the same id', async () => {
    const posted: string[] = []
    let hung = 0
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url === CHALLENGE_ENDPOINT) return Response.json(await issueChallenge('test-key', Date.now(), 20))
        posted.push(JSON.parse(String(init?.body)).id)
        // The first post hangs (a dropped connection the phone has not noticed) until the page gives it up.
        if (hung++ === 0)
          return new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)))
        return new Response('{}', { status: 200 })
      }),
    )
    const { lead } = keepLead('enquiry', 'en', ENQUIRY)
    lead.proof = await takeProof() // found while the visitor typed
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    try {
      const first = postLead(lead)
      await vi.advanceTimersByTimeAsync(POST_TIMEOUT_MS + 1000)
      expect(await Promise.race([first, 'still hanging'])).toEqual({ state: 'waiting', failure: 'service' })
    } finally {
      vi.useRealTimers()
    }
    // The page's next try (the timer, the network back) posts it again, and it is received.
    expect(await postWaiting()).toEqual([{ state: 'received' }])
    expect(posted).toEqual([lead.id, lead.id])
  })

  it('a challenge that never comes holds the post no longer than its time: the next try asks for a new one', async () => {
    const posted: string[] = []
    let challenges = 0
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url === CHALLENGE_ENDPOINT)
          return challenges++ === 0 ? new Promise<Response>(() => {}) : Response.json(await issueChallenge('test-key', Date.now(), 20))
        posted.push(JSON.parse(String(init?.body)).id)
        return new Response('{}', { status: 200 })
      }),
    )
    const { lead } = keepLead('feedback', 'en', { name: 'A', work: 'B', message: 'C' })
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    try {
      const first = postLead(lead)
      await vi.advanceTimersByTimeAsync(POST_TIMEOUT_MS + 1000)
      expect(await Promise.race([first, 'still waiting'])).toEqual({ state: 'waiting', failure: 'service' })
    } finally {
      vi.useRealTimers()
    }
    expect(await postWaiting()).toEqual([{ state: 'received' }])
    expect(posted).toEqual([lead.id])
  })

  it('received, leaves none of its words on the phone; what stays of it (its id) is gone after a day from any page', async () => {
    endpoint()
    const words = { ...ENQUIRY, message: 'Muhurtham at 6 am, our daughter Kavya.' }
    const { lead } = keepLead('enquiry', 'en', words)
    expect(await postLead(lead)).toEqual({ state: 'received' })
    const kept = Object.keys(localStorage)
      .map((key) => localStorage.getItem(key)!)
      .join('\n')
    for (const value of Object.values(words)) expect(kept).not.toContain(value)
    // Another tab still showing these words is still told they were received, within the day.
    expect(receivedLead('enquiry', 'en', words)).toBe(lead.id)
    // A day on, the sweep every page runs leaves nothing of it.
    forgetOldReceived(Date.now() + 24 * 60 * 60 * 1000 + 1)
    expect(Object.keys(localStorage)).toEqual([])
  })

  it('refused for its words (422): not kept, the fields named', async () => {
    endpoint([422])
    const { lead } = keepLead('enquiry', 'en', ENQUIRY)
    expect(await postLead(lead)).toEqual({ state: 'invalid', fields: ['phone'] })
    expect(waitingLeads()).toEqual([])
  })

  it('older than 7 days, is removed unsent; a younger one stays', () => {
    const now = Date.now()
    const old = keepLead('vendor', 'en', { name: 'Old' }, 0, undefined, now - LEAD_MAX_AGE_MS - 1).lead
    const young = keepLead('feedback', 'en', { name: 'Young' }, 0, undefined, now - LEAD_MAX_AGE_MS + 60_000).lead
    expect(waitingLeads(now).map(({ id }) => id)).toEqual([young.id])
    expect(old.id).not.toBe(young.id)
  })
})

describe('a draft', () => {
  it('keeps the date of its last change when the same words are saved again (a page that brings it back)', () => {
    const sixDaysAgo = Date.now() - 6 * 24 * 60 * 60 * 1000
    saveDraft('feedback', 'en', { name: 'Sita' }, sixDaysAgo)
    saveDraft('feedback', 'en', { name: 'Sita' })
    expect(JSON.parse(localStorage.getItem('thoranam:draft:en:feedback')!).savedAt).toBe(sixDaysAgo)
    saveDraft('feedback', 'en', { name: 'Sita R' })
    expect(JSON.parse(localStorage.getItem('thoranam:draft:en:feedback')!).savedAt).toBeGreaterThan(sixDaysAgo)
  })
})

describe('what the phone keeps, and for how long', () => {
  it('is what the privacy notice says, in both editions: drafts and unsent leads each for the days the code keeps them, and no other period', () => {
    const days = (ms: number) => ms / (24 * 60 * 60 * 1000)
    for (const [file, drafts, leads, unit] of [
      ['content/pages/privacy.mdx', '**Unfinished forms**', '**Messages not yet sent**', 'days?'],
      ['content/ta/pages/privacy.mdx', '**பாதியில் நிற்கும் படிவங்கள்**', '**இன்னும் எங்களுக்கு வந்து சேராதவை**', 'நா(?:ள|ட்க)'],
    ]) {
      const text = fs.readFileSync(file, 'utf8')
      const stated = (from: string, to: string) => [
        ...new Set(
          [...text.slice(text.indexOf(from), text.indexOf(to)).matchAll(new RegExp(`(\\d+)\\s+${unit}`, 'gu'))].map(([, n]) => Number(n)),
        ),
      ]
      expect({ file, drafts: stated(drafts, leads), leads: stated(leads, '<RemoveDeviceData />') }).toEqual({
        file,
        drafts: [days(DRAFT_MAX_AGE_MS)],
        leads: [days(LEAD_MAX_AGE_MS)],
      })
    }
  })
})
