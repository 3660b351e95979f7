// npm run pages:drafts: a Tamil draft for every English page that has none yet (scripts/parity.ts says what a
// draft holds). Run on every pull request by .github/workflows/editor-pull-request.yml, and by hand after adding a page.
import path from 'node:path'
import { runnerImport } from 'vite'

const root = path.resolve(import.meta.dirname, '..')
const { module } = await runnerImport(path.join(root, 'scripts/parity.ts'))
const written = module.writeTamilDrafts({ content: path.join(root, 'content') })
for (const file of written) console.log(`${file}: Tamil draft written (the English words, marked "draft: true")`)
console.log(`pages:drafts: ${written.length} Tamil ${written.length === 1 ? 'draft' : 'drafts'} written`)
