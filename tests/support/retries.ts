// A second try, in the open: every test that tries something again says so here, with the page and the reason,
// and the run's summary lists every one (tests/support/summary-reporter.ts). A retry seen in a clean run is a
// fault to find, not a habit to keep; a test that passes on a second try unseen is a test that cannot fail.
import type { TestContext } from 'vitest'
import { getCurrentTest } from 'vitest/suite'

export type Retry = { page: string; reason: string }

declare module 'vitest' {
  interface TaskMeta {
    retries?: Retry[]
  }
}

/**
 * Records that `page` is tried again, and why; the log says so at once, the run's summary at its end. Tests that run
 * side by side (`describe.concurrent`) pass their own context, as the current test is then ambiguous.
 */
export function noteRetry(page: string, reason: string, context?: Pick<TestContext, 'task'>) {
  const test = context?.task ?? getCurrentTest()
  console.warn(`retry: ${page}: ${reason}`)
  if (!test) return
  test.meta.retries ??= []
  test.meta.retries.push({ page, reason })
}
