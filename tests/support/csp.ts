// What the Content-Security-Policy refused in a Playwright page, from its securitypolicyviolation events.
import type { Page } from 'playwright-core'

/** To run before the page's own scripts (`page.addInitScript`): keeps each refusal as "directive blocked-address". */
export function recordCspViolations() {
  const w = window as unknown as { __violations: string[] }
  w.__violations = []
  document.addEventListener('securitypolicyviolation', (event) => w.__violations.push(`${event.violatedDirective} ${event.blockedURI}`))
}

/** What the policy refused in this page so far. */
export function cspViolationsOf(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)
}
