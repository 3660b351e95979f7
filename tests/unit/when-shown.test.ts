// A page prepared before it is shown (speculation rules' prerender) waits for prerenderingchange before it reports
// or sends anything (lib/whenShown.ts).
import { describe, expect, it } from 'vitest'
import { whenShown } from '../../lib/whenShown.ts'

const page = (prerendering: boolean) => {
  const target = new EventTarget() as EventTarget & { prerendering: boolean }
  target.prerendering = prerendering
  return target
}

describe('whenShown', () => {
  it('goes on at once on a page the visitor already sees', async () => {
    await expect(whenShown(page(false) as unknown as Document)).resolves.toBeUndefined()
  })

  it('waits, on a page being prepared, until the browser shows it', async () => {
    const prepared = page(true)
    let shown = false
    const waiting = whenShown(prepared as unknown as Document).then(() => (shown = true))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(shown).toBe(false)
    prepared.prerendering = false
    prepared.dispatchEvent(new Event('prerenderingchange'))
    await waiting
    expect(shown).toBe(true)
  })
})
