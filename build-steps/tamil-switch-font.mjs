// The few Tamil letters English pages show (the language switch's "தமிழ்"), cut from the site's own Tamil font
// (Noto Sans Tamil, bold) into a woff2 of about a kilobyte, which the stylesheet inlines. So the switch never
// shows empty boxes on a device without a Tamil font, and English pages download no Tamil font.
// Usage: node build-steps/tamil-switch-font.mjs   (after changing the Tamil edition's name in content/editions.ts; commit the file)
import fs from 'node:fs'
import path from 'node:path'
import subsetFont from 'subset-font'

const root = path.resolve(import.meta.dirname, '..')
export const SWITCH_FONT = path.join(root, 'styles/fonts/tamil-switch.woff2')
const SOURCE_FONT = path.join(root, 'node_modules/@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-700-normal.woff2')

/** A woff2 holding just the glyphs (with their joined forms) that `text` needs. */
export function makeSwitchFont(text) {
  return subsetFont(fs.readFileSync(SOURCE_FONT), text, { targetFormat: 'woff2' })
}

if (process.argv[1] === import.meta.filename) {
  const i18n = fs.readFileSync(path.join(root, 'content/editions.ts'), 'utf8')
  const name = /ta: \{ name: '([^']+)'/.exec(i18n)?.[1]
  if (!name) throw new Error('No Tamil edition name found in content/editions.ts')
  const font = await makeSwitchFont(name)
  fs.writeFileSync(SWITCH_FONT, font)
  console.log(`${path.relative(root, SWITCH_FONT)}: "${name}", ${font.length} bytes`)
}
