// npm run check:content: every problem of content/ at once, in an editor's words (build-steps/content-problems.ts).
// In GitHub Actions, each problem is also an annotation on its file and line (workflow commands), and the list is
// the run's summary ($GITHUB_STEP_SUMMARY), with the words whose English changed since their Tamil was written
// ("English changed: check the Tamil", build-steps/english-changes.ts; listed, not a failure). `--content <folder>` checks another copy of content/;
// `--summary <file>` writes the summary's Markdown there too. Exits 1 when there is any problem.
import fs from 'node:fs'
import path from 'node:path'
import { runnerImport } from 'vite'

const root = path.resolve(import.meta.dirname, '..')
const option = (name) => {
  const at = process.argv.indexOf(name)
  return at > 0 ? process.argv[at + 1] : undefined
}
const { module } = await runnerImport(path.join(root, 'build-steps/content-problems.ts'))
const { module: changes } = await runnerImport(path.join(root, 'build-steps/english-changes.ts'))
const content = path.resolve(option('--content') ?? path.join(root, 'content'))
const problems = module.contentProblems(content)
// Words whose English changed since their translation was written: listed, never a failure (the Tamil shows meanwhile).
const changed = changes.englishChanges(content).changed
const summary = module.problemsAsSummary(problems) + (changed.length ? `\n${changes.changedSummary(changed)}` : '')
if (changed.length) console.log(`English changed: check the Tamil:\n${changed.map((word) => `  ${changes.changedLine(word)}`).join('\n')}`)
if (option('--summary')) fs.writeFileSync(option('--summary'), summary)
if (process.env.GITHUB_STEP_SUMMARY) fs.appendFileSync(process.env.GITHUB_STEP_SUMMARY, summary)
if (!problems.length) {
  console.log('check:content: every page, data file and picture is in order')
  process.exit(0)
}
if (process.env.GITHUB_ACTIONS) console.log(module.problemsAsAnnotations(problems))
console.error(module.problemsAsText(problems))
process.exit(1)
