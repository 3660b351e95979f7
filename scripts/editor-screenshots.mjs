// Screenshots of the editor for the README (docs/editor/), taken from `npm run edit` on this machine.
// Nothing is saved: the last one shows a refused edit. Usage: npm run edit, then
//   node scripts/editor-screenshots.mjs [http://localhost:3000]
import fs from 'node:fs'
import path from 'node:path'
import { chromium } from 'playwright-core'
import sharp from 'sharp'
import { launchOptions } from '../tests/support/chromium.mjs'

const base = process.argv[2] ?? `http://localhost:${process.env.PORT ?? 3000}`
const out = path.resolve(import.meta.dirname, '../docs/editor')
fs.mkdirSync(out, { recursive: true })

const browser = await chromium.launch(launchOptions())
const page = await browser.newPage({ viewport: { width: 1280, height: 760 } })

/** A small PNG: 256 colours are plenty for an interface. */
async function shoot(name) {
  await page.waitForTimeout(600)
  const png = await page.screenshot()
  await sharp(png).png({ palette: true, colours: 128, compressionLevel: 9 }).toFile(path.join(out, `${name}.png`))
  console.log(`docs/editor/${name}.png`)
}

await page.goto(`${base}/admin/`)
await page.getByRole('button', { name: 'Login' }).click()
await page.getByText('Pages', { exact: true }).first().waitFor()
await shoot('1-pages')

await page.goto(`${base}/admin/#/collections/pages/entries/services-birthday`)
await page.getByLabel('Title', { exact: true }).first().waitFor()
await shoot('2-page-fields')

await page.getByText('Remove image').first().evaluate((button) => button.scrollIntoView({ block: 'center' }))
await shoot('3-picture')

await page.getByText('Text of the page (Markdown with components)', { exact: false }).first().scrollIntoViewIfNeeded()
await shoot('4-page-text')

await page.goto(`${base}/admin/#/collections/data/entries/site`)
await page.getByLabel('Phone display', { exact: true }).waitFor()
await shoot('5-site-data')

await page.goto(`${base}/admin/#/collections/pages/entries/services-birthday`)
const title = page.getByLabel('Title', { exact: true }).first()
await title.fill('Birthday Party Planning and Decoration in Chennai, Coimbatore and Salem')
await page.getByRole('button', { name: 'Publish' }).click()
await page.getByText('Publish now').click()
await page.getByText("didn't match the pattern").first().evaluate((error) => error.scrollIntoView({ block: 'center' }))
await shoot('6-refused-title')

await browser.close()
