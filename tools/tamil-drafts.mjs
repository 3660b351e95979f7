// npm run pages:drafts: a words-only draft in every translation for every English page that has none yet
// (build-steps/translations.ts says what a draft holds). Run on every pull request by
// .github/workflows/editor-pull-request.yml, and by hand after adding a page.
import path from 'node:path'
import { runnerImport } from 'vite'

const root = path.resolve(import.meta.dirname, '..')
const { module } = await runnerImport(path.join(root, 'build-steps/translations.ts'))
const written = module.writeDrafts(path.join(root, 'content'))
for (const file of written) console.log(`${file}: draft written (the English words, marked "draft: true")`)
console.log(`pages:drafts: ${written.length} ${written.length === 1 ? 'draft' : 'drafts'} written`)
