// The editing guide's picture of a failing pull request's content check (docs/editor/10-content-check.png): the
// summary Markdown that npm run check:content writes for GitHub ($GITHUB_STEP_SUMMARY), made for a copy of the
// content with an editor's usual mistakes (tests/unit/content-report.test.ts), shown as HTML in GitHub's colours
// and photographed in Chromium. GitHub itself is not needed.
// Usage: node tools/content-summary-shot.mjs [summary.md]   (without a file, it runs that test to write one)
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { marked } from 'marked'
import { chromium } from 'playwright-core'
import { launchOptions } from './chromium.mjs'

const root = path.resolve(import.meta.dirname, '..')
let summaryFile = process.argv[2]
if (!summaryFile) {
  summaryFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'thoranam-summary-')), 'summary.md')
  const run = spawnSync(
    process.execPath,
    ['node_modules/vitest/vitest.mjs', 'run', '--project', 'unit', 'tests/unit/content-report.test.ts'],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, CONTENT_SUMMARY: summaryFile },
    },
  )
  if (run.status !== 0 || !fs.existsSync(summaryFile)) throw new Error('tests/unit/content-report.test.ts did not write the summary')
}

const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><style>
  body { margin: 0; background: #f6f8fa; font: 14px/1.5 -apple-system, "Segoe UI", "Noto Sans", Helvetica, Arial, sans-serif; color: #1f2328; }
  .run { max-width: 1012px; margin: 24px auto; }
  .bar { padding: 12px 16px; border: 1px solid #d1d9e0; border-bottom: 0; border-radius: 6px 6px 0 0; background: #fff; font-weight: 600; }
  .bar span { color: #d1242f; margin-right: 8px; }
  .summary { padding: 8px 24px 16px; border: 1px solid #d1d9e0; border-radius: 0 0 6px 6px; background: #fff; }
  h2 { font-size: 1.5em; border-bottom: 1px solid #d1d9e0; padding-bottom: .3em; } h3 { font-size: 1.1em; margin-top: 24px; }
  code { font: 85% ui-monospace, SFMono-Regular, Menlo, monospace; background: #eff1f3; padding: .2em .4em; border-radius: 6px; }
  table { border-collapse: collapse; width: 100%; } th, td { border: 1px solid #d1d9e0; padding: 6px 13px; vertical-align: top; } th { background: #f6f8fa; }
</style></head><body><div class="run"><div class="bar"><span>✕</span>content summary · Check the content</div>
<div class="summary">${await marked.parse(fs.readFileSync(summaryFile, 'utf8'))}</div></div></body></html>`

const browser = await chromium.launch(launchOptions())
const tab = await browser.newPage({ viewport: { width: 1080, height: 900 }, deviceScaleFactor: 1 })
await tab.setContent(page)
const out = path.join(root, 'docs/editor/10-content-check.png')
await tab.screenshot({ path: out, fullPage: true })
await browser.close()
console.log(`${path.relative(root, out)}: the summary of ${summaryFile}`)
