// The language switch's Tamil letters on English pages come from a committed subset of the site's Tamil font:
// it must hold exactly what the switch says today (regenerate with `node build-steps/tamil-switch-font.mjs`).
import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '../../content/editions'
import { makeSwitchFont, SWITCH_FONT } from '../../build-steps/tamil-switch-font.mjs'

describe('the Tamil letters of the language switch', () => {
  it('are the committed subset made from the Tamil edition name, about a kilobyte', async () => {
    const committed = fs.readFileSync(SWITCH_FONT)
    expect(committed.subarray(0, 4).toString('latin1')).toBe('wOF2')
    expect(committed.length).toBeLessThan(2048)
    expect(Buffer.compare(Buffer.from(await makeSwitchFont(LANGUAGES.ta.name)), committed)).toBe(0)
  })
})
