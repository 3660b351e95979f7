// @vitest-environment jsdom
// What a visitor meets when things go wrong: one reload after a deploy, the error screen's text; and web
// vitals sent only when an address is configured.
import { describe, expect, it, vi } from 'vitest'
import { reloadOnceOnChunkError } from '../../lib/chunkReload.ts'
import { beaconSender, reportVitals } from '../../lib/vitals.ts'
import { errorText } from '../../renderer/errorText.ts'

function fakeWindow() {
  const target = new EventTarget()
  const reload = vi.fn()
  return { win: Object.assign(target, { location: { reload } }) as unknown as Window, reload }
}

const preloadError = () => new Event('vite:preloadError', { cancelable: true })

describe('reloadOnceOnChunkError', () => {
  it('reloads once when a script chunk fails to load, not again within a minute', () => {
    const { win, reload } = fakeWindow()
    let now = 1_000_000
    reloadOnceOnChunkError(win, window.sessionStorage, () => now)
    const first = preloadError()
    win.dispatchEvent(first)
    expect(reload).toHaveBeenCalledTimes(1)
    expect(first.defaultPrevented).toBe(true)
    now += 5_000
    const second = preloadError()
    win.dispatchEvent(second)
    expect(reload).toHaveBeenCalledTimes(1)
    expect(second.defaultPrevented).toBe(false) // the error shows instead of a reload loop
    now += 120_000
    win.dispatchEvent(preloadError())
    expect(reload).toHaveBeenCalledTimes(2)
  })

  it('does not reload while offline: the page would become the browser offline screen and lose the visitor', () => {
    const { win, reload } = fakeWindow()
    Object.assign(win, { navigator: { onLine: false } })
    reloadOnceOnChunkError(win, window.sessionStorage, () => 5_000_000)
    const event = preloadError()
    win.dispatchEvent(event)
    expect(reload).not.toHaveBeenCalled()
    expect(event.defaultPrevented).toBe(false)
  })
})

describe('a failed script download on a page with a form', () => {
  it('never reloads it, typed in or not (the form says so and tries again itself); a page without a form reloads once', () => {
    document.body.innerHTML = '<form><input name="name"><textarea name="message"></textarea><button>Send</button></form>'
    const { win, reload } = fakeWindow()
    Object.assign(win, { document })
    reloadOnceOnChunkError(win, window.sessionStorage, () => 9_000_000_000)
    document.querySelector('input')!.value = 'Priya'
    const typed = preloadError()
    win.dispatchEvent(typed)
    document.querySelector('input')!.value = ''
    win.dispatchEvent(preloadError())
    expect(reload).not.toHaveBeenCalled()
    expect(typed.defaultPrevented).toBe(false) // the failed import reaches the form's own handling
    document.body.innerHTML = '<main><p>A service page</p></main>'
    win.dispatchEvent(preloadError())
    expect(reload).toHaveBeenCalledTimes(1)
  })
})

describe('errorText', () => {
  it('gives the status and status text, or the message', () => {
    expect(errorText({ abortStatusCode: 500, abortReason: 'Internal Server Error' })).toBe('500 Internal Server Error')
    expect(errorText({ errorWhileRendering: new Error('Cannot read properties of undefined') })).toBe('Cannot read properties of undefined')
    expect(errorText({})).toMatch(/Something went wrong/)
  })
})

describe('web vitals', () => {
  it('sends each metric as JSON with the page it was measured on', async () => {
    const sent: { url: string; body: string }[] = []
    const send = beaconSender(
      'https://vitals.example/collect',
      (url, data) => {
        const reader = new FileReader() // jsdom's Blob has no text()
        reader.onload = () => sent.push({ url, body: String(reader.result) })
        reader.readAsText(data)
        return true
      },
      () => '/services/wedding',
    )
    send({ name: 'LCP', value: 1234.5, rating: 'good', id: 'v1-1' })
    await vi.waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0].url).toBe('https://vitals.example/collect')
    expect(JSON.parse(sent[0].body)).toEqual({ name: 'LCP', value: 1234.5, rating: 'good', id: 'v1-1', page: '/services/wedding' })
  })

  it('loads nothing and sends nothing when no address is set', async () => {
    const load = vi.fn()
    await reportVitals(undefined, load)
    await reportVitals('', load)
    expect(load).not.toHaveBeenCalled()
  })

  it('registers the five metrics when an address is set', async () => {
    Object.defineProperty(navigator, 'sendBeacon', { value: vi.fn(() => true), configurable: true })
    const reporter = vi.fn()
    await reportVitals('https://vitals.example/collect', async () => ({
      onCLS: reporter,
      onINP: reporter,
      onLCP: reporter,
      onFCP: reporter,
      onTTFB: reporter,
    }))
    expect(reporter).toHaveBeenCalledTimes(5)
    reporter.mock.calls[0][0]({ name: 'CLS', value: 0, id: 'x' })
    expect(navigator.sendBeacon).toHaveBeenCalledWith('https://vitals.example/collect', expect.any(Blob))
  })
})
