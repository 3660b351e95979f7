// The owner's export of the leads (tools/leads-export.mjs): a lead the endpoint held back is marked so in its
// e-mail and sheet columns and says why, for every reason the endpoint can hold one (worker/leads.ts).
import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { HELD_REASONS, leadsCsv } from '../../tools/leads-export.mjs'

const lead = (changes: Record<string, unknown>) => ({
  id: crypto.randomUUID(),
  form: 'enquiry',
  locale: 'en',
  fields: JSON.stringify({ name: 'Priya Raman', city: 'Salem', message: 'Muhurtham at 6 am' }),
  received_at: Date.UTC(2026, 5, 1, 10),
  email_state: 'waiting',
  email_detail: null,
  sheet_state: 'waiting',
  sheet_detail: null,
  held: null,
  ...changes,
})

/** The export's cells by column name, one record per lead (the cells here hold no comma, quote or line break). */
function table(csv: string) {
  const [header, ...lines] = csv.trim().split('\r\n')
  const columns = header.split(',')
  return lines.map((line) => Object.fromEntries(line.split(',').map((cell, i) => [columns[i], cell])))
}

describe('the leads export', () => {
  it('marks a lead held for the day’s cap as held back and not sent, and says why', () => {
    const [held, delivered] = table(
      leadsCsv([lead({ held: 'daily-cap' }), lead({ email_state: 'sent', sheet_state: 'sent', email_detail: '200 OK' })]),
    )
    expect(held['E-mail']).toBe('held back (not sent)')
    expect(held['Sheet row']).toBe('held back (not sent)')
    expect(held['Held back']).toMatch(/^daily-cap: past the day's cap of leads from one address; not sent/)
    expect(delivered).toMatchObject({ 'E-mail': 'sent', 'Sheet row': 'sent', 'Held back': '' })
  })

  it('explains every reason the endpoint can hold a lead for', () => {
    const source = fs.readFileSync('worker/leads.ts', 'utf8')
    const reasons = [...source.match(/export type HeldReason =([\s\S]*?)\n\n/)![1].matchAll(/'([a-z-]+)'/g)].map(([, reason]) => reason)
    expect(reasons).toContain('daily-cap')
    expect(Object.keys(HELD_REASONS).sort()).toEqual(reasons.sort())
  })
})
