// npm run translations:tidy: brings every translation along with the English (build-steps/translations.ts): a
// words-only draft for each new English page, new words marked for translation, the words of removed items
// dropped, every item in the English order; records what English each translated word translates
// (content/<lang>/translated-from.yaml). Prints what it wrote, the words whose English changed since their
// translation ("English changed: check the Tamil"), what waits for a translation and what was dropped; on GitHub Actions the same goes into the job's summary on the pull request. Run on every pull request
// by .github/workflows/editor-pull-request.yml, and by hand after changing English content.
import fs from 'node:fs'
import path from 'node:path'
import { runnerImport } from 'vite'

const root = path.resolve(import.meta.dirname, '..')
const { module } = await runnerImport(path.join(root, 'build-steps/translations.ts'))
const { written, waiting, dropped, changed } = module.tidyTranslations(path.join(root, 'content'))

const sections = [
  ['Brought along with the English', written],
  ['English changed: check the Tamil', changed],
  ['Shown in English until translated', waiting],
  ['Dropped: their English item is gone', dropped],
]
for (const [heading, lines] of sections) if (lines.length) console.log(`${heading}:\n${lines.map((line) => `  ${line}`).join('\n')}`)
console.log(
  `translations:tidy: ${written.length} ${written.length === 1 ? 'file' : 'files'} written, ${changed.length} with English changed (check the Tamil), ${waiting.length} waiting for a translation, ${dropped.length} dropped`,
)

if (process.env.GITHUB_STEP_SUMMARY) {
  const summary = sections
    .filter(([, lines]) => lines.length)
    .map(([heading, lines]) => `### ${heading}\n\n${lines.map((line) => `- \`${line}\``).join('\n')}\n`)
    .join('\n')
  fs.appendFileSync(
    process.env.GITHUB_STEP_SUMMARY,
    `## Translations\n\n${summary || 'Every translation is in step with the English.\n'}\n`,
  )
}
