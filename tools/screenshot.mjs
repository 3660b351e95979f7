// Takes full-page screenshots of built pages at phone and desktop widths, for a person to look at.
// Usage: node tools/screenshot.mjs [--base http://localhost:3000] [--out screenshots] /path ...
import fs from 'node:fs'
import { chromium } from 'playwright-core'
import { launchOptions } from './chromium.mjs'

const args = process.argv.slice(2)
const option = (name, fallback) => {
  const i = args.indexOf(name)
  return i === -1 ? fallback : args.splice(i, 2)[1]
}
const base = option('--base', 'http://localhost:3000')
const out = option('--out', 'screenshots')
const paths = args.length ? args : ['/']
fs.mkdirSync(out, { recursive: true })

const browser = await chromium.launch(launchOptions())
for (const width of [390, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width === 390 ? 844 : 800 } })
  for (const pathname of paths) {
    await page.goto(base + pathname, { waitUntil: 'networkidle' })
    // Scroll through the page so scroll-triggered content (animations, counters) has played.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 400) {
        window.scrollTo(0, y)
        await new Promise((resolve) => setTimeout(resolve, 60))
      }
      window.scrollTo(0, 0)
    })
    await page.waitForTimeout(5500)
    const file = `${out}/${pathname.replace(/\//g, '_') || '_'}-${width}.png`
    await page.screenshot({ path: file, fullPage: true })
    console.log(file)
  }
  await page.close()
}
await browser.close()
