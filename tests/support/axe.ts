// axe-core in a Playwright page: the WCAG 2.0, 2.1 and 2.2 A and AA rules, answered as one line per violation.
import fs from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

interface AxeResults {
  violations: { id: string; impact: string; nodes: { target: string[] }[] }[]
}

/** Runs axe on the page as it stands; each violation as "rule (impact): the elements at fault". */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource)
  const results = await page.evaluate(() =>
    (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      // Only violations are read: axe then keeps one element per passing rule instead of every one (quicker on long pages).
      resultTypes: ['violations'],
    }),
  )
  return results.violations.map(
    (violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  )
}
