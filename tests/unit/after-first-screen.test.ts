// What waits for the first screen (pages/+client.ts): it starts only after the load event, the web fonts and the
// frames that paint them, once, and still starts in a tab that paints no frames.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { afterFirstScreen } from '../../lib/afterFirstScreen.ts'

function fakeWindow({ readyState = 'loading', framesPaint = true } = {}) {
  const listeners: Record<string, () => void> = {}
  const removed: string[] = []
  let releaseFonts: () => void = () => {}
  const fontsReady = new Promise<void>((resolve) => (releaseFonts = resolve))
  const frames: FrameRequestCallback[] = []
  const win = {
    document: { readyState, fonts: { ready: fontsReady } },
    addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
    removeEventListener: (type: string) => removed.push(type),
    requestAnimationFrame: (callback: FrameRequestCallback) => (framesPaint ? frames.push(callback) : 0),
    setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
  }
  const paintFrame = () => frames.splice(0).forEach((callback) => callback(0))
  /** Lets pending promises settle, then paints two frames, each followed by the timers it set. */
  const paintTwoFrames = async () => {
    await vi.advanceTimersByTimeAsync(0)
    for (const _ of [1, 2]) {
      paintFrame()
      await vi.advanceTimersByTimeAsync(0)
    }
  }
  return {
    win: win as unknown as Window,
    load: () => listeners.load?.(),
    touch: () => listeners.pointerdown?.(),
    releaseFonts,
    paintFrame,
    paintTwoFrames,
    removed,
  }
}

describe('afterFirstScreen', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('waits for the load event, the fonts and two painted frames', async () => {
    const { win, load, releaseFonts, paintFrame } = fakeWindow()
    const task = vi.fn()
    afterFirstScreen(task, win)
    releaseFonts()
    await vi.advanceTimersByTimeAsync(0)
    paintFrame()
    expect(task).not.toHaveBeenCalled() // fonts in, but the page (its picture) is still loading
    load()
    await vi.advanceTimersByTimeAsync(0)
    paintFrame()
    await vi.advanceTimersByTimeAsync(0)
    expect(task).not.toHaveBeenCalled() // one frame is not enough: it may be the one still painting
    paintFrame()
    await vi.advanceTimersByTimeAsync(0)
    expect(task).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(2000)
    expect(task).toHaveBeenCalledTimes(1) // the hidden-tab timer does not run it again
  })

  it('waits for the fonts when the page has already loaded, but not more than 2 s', async () => {
    const { win, releaseFonts, paintTwoFrames } = fakeWindow({ readyState: 'complete' })
    const task = vi.fn()
    afterFirstScreen(task, win)
    await paintTwoFrames()
    expect(task).not.toHaveBeenCalled()
    releaseFonts()
    await paintTwoFrames()
    expect(task).toHaveBeenCalledTimes(1)
  })

  it('gives up waiting for a font that does not come after 2 s', async () => {
    const { win, paintTwoFrames } = fakeWindow({ readyState: 'complete' })
    const task = vi.fn()
    afterFirstScreen(task, win)
    await vi.advanceTimersByTimeAsync(1999)
    await paintTwoFrames()
    expect(task).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    await paintTwoFrames()
    expect(task).toHaveBeenCalledTimes(1)
  })

  it('runs at once when the visitor touches the page before it has loaded, and only once', async () => {
    const { win, load, touch, releaseFonts, paintTwoFrames, removed } = fakeWindow()
    const task = vi.fn()
    afterFirstScreen(task, win)
    touch()
    expect(task).toHaveBeenCalledTimes(1)
    expect(removed).toEqual(expect.arrayContaining(['pointerdown', 'keydown', 'focusin', 'touchstart']))
    load()
    releaseFonts()
    await paintTwoFrames()
    await vi.advanceTimersByTimeAsync(5000)
    expect(task).toHaveBeenCalledTimes(1)
  })

  it('still runs within a second in a tab that paints no frames', async () => {
    const { win, load, releaseFonts } = fakeWindow({ framesPaint: false })
    const task = vi.fn()
    afterFirstScreen(task, win)
    load()
    releaseFonts()
    await vi.advanceTimersByTimeAsync(999)
    expect(task).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(task).toHaveBeenCalledTimes(1)
  })
})
