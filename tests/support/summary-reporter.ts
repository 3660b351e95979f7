// Ends each test run with what a CI log reader needs at a glance: every second try made (the test, the page and
// the reason: tests/support/retries.ts), each file's time, slowest first, and one plain line, "N passed, N failed".
import path from 'node:path'
import type { Reporter, TestModule } from 'vitest/node'
import type { Retry } from './retries.ts'

export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    let passed = 0
    let failed = 0
    let skipped = 0
    const retries: string[] = []
    const files: { name: string; seconds: number }[] = []
    for (const module of testModules) {
      const name = `${module.project.name}: ${path.relative(process.cwd(), module.moduleId)}`
      files.push({ name, seconds: module.diagnostic().duration / 1000 })
      for (const test of module.children.allTests()) {
        const state = test.result().state
        if (state === 'passed') passed++
        else if (state === 'failed') failed++
        else skipped++
        const tried = (test.meta() as { retries?: Retry[] }).retries ?? []
        for (const { page, reason } of tried) retries.push(`  ${test.fullName} (${name}): ${page}: ${reason}`)
      }
    }
    const lines = [
      '',
      retries.length ? `Tried again, ${retries.length} ${retries.length === 1 ? 'time' : 'times'}:` : 'Tried again: nothing',
      ...retries,
    ]
    if (files.length) {
      lines.push('', 'Time per file, slowest first:')
      for (const { name, seconds } of files.sort((a, b) => b.seconds - a.seconds))
        lines.push(`  ${seconds.toFixed(1).padStart(7)} s  ${name}`)
    }
    lines.push('', `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`, '')
    process.stdout.write(lines.join('\n'))
  }
}
