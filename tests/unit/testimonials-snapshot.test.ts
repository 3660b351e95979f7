// The reviews pre-rendered on the home page: a snapshot of the feed at build time, the edition's default list
// from content/ when the feed is unset or cannot be read (with a warning).
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import defaultsEn from '../../content/data/testimonials.yaml'
import defaultsTa from '../../content/ta/data/testimonials.yaml'
import { testimonialsSnapshot } from '../../renderer/testimonials.ts'

let base = ''
let server: http.Server
beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url === '/feed') return res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify([{ Message: 'From the sheet', Name: 'Anitha' }, { Name: 'No message' }]))
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
})
