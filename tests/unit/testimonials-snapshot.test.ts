// The reviews pre-rendered on the home page: a snapshot of the feed at build time, the edition's default list
// from content/ when the feed is unset or cannot be read (with a warning). The feed is public: it carries approved
// reviews only, and a feed with the leads' columns stops the build.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import defaultsEn from '../../content/data/testimonials.yaml'
import defaultsTa from '../../content/ta/data/testimonials.yaml'
import { loadTestimonials } from '../../lib/testimonials.ts'
import { testimonialsSnapshot } from '../../renderer/testimonials.ts'

let base = ''
let server: http.Server
beforeAll(async () => {
  server = http.createServer((req, res) => {
    const json = (rows: unknown) => res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(rows))
    if (req.url === '/feed') return json([{ Message: 'From the sheet', Name: 'Anitha' }, { Name: 'No message' }])
    // The leads' spreadsheet read as a feed: every enquiry with its e-mail and phone.
    if (req.url === '/leads')
      return json([
        {
          Name: 'Kavitha',
          Email: 'kavitha@example.com',
          Phone: '+919840012345',
          City: 'Salem',
          Service: 'Wedding Event',
          Message: 'Call me',
          Id: 'a1',
        },
      ])
    // A sheet of reviews with the business's own bookkeeping columns.
    if (req.url === '/reviews')
      return json([
        { Message: 'Lovely mandap', Name: 'Priya', Work: 'Teacher, Salem', Language: 'en', Approved: 'yes', 'Approved on': '2026-05-01' },
      ])
    res.writeHead(500).end('down')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('the testimonials snapshot', () => {
  it('takes the feed rows that have a message', async () => {
    expect(await testimonialsSnapshot('en', `${base}/feed`)).toEqual([{ Message: 'From the sheet', Name: 'Anitha' }])
  })

  it('uses the default list of the edition when the feed is unset', async () => {
    expect(await testimonialsSnapshot('en', undefined)).toEqual(defaultsEn)
    expect(await testimonialsSnapshot('ta', undefined)).toEqual(defaultsTa)
  })

  it('uses the default list, with a warning naming the feed, when the feed fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(await testimonialsSnapshot('ta', `${base}/broken`)).toEqual(defaultsTa)
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`${base}/broken could not be read at build time`))
    warn.mockRestore()
  })

  it("stops the build, naming the feed and its columns, when the feed carries the leads' contact columns", async () => {
    const snapshot = testimonialsSnapshot('en', `${base}/leads`)
    await expect(snapshot).rejects.toThrow(
      `VITE_TESTIMONIALS_URL (${base}/leads) carries Email (a contact column), Phone (a contact column), City (a contact column), Service (a column of the leads sheets), Id (a column of the leads sheets)`,
    )
  })

  it("keeps only a review's columns, in the page and in the browser", async () => {
    const review = { Message: 'Lovely mandap', Name: 'Priya', Work: 'Teacher, Salem', Language: 'en' }
    expect(await testimonialsSnapshot('en', `${base}/reviews`)).toEqual([review])
    expect(await loadTestimonials(`${base}/reviews`)).toEqual([review])
  })
})
