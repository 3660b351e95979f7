// The build's check of every page's text (both editions): the rules are components/bodyText.ts, shared with the editor's
// preview; here each problem gets the file it is in, as the build names it.
import fs from 'node:fs'
import { pathOfPageFile } from '../content/schema.ts'
import { bodyTextProblems } from '../components/bodyText.ts'
import { contentDir, placeOf, repoPath } from './content-loader.ts'

/** One thing wrong in a content file: the file (relative to the repository), its line, and what to do. */
export type ContentProblem = { file: string; line: number; message: string }

/** "content/pages/x.mdx:12: message", as the build prints a problem. */
export const describeProblem = (problem: ContentProblem) => `${problem.file}:${problem.line}: ${problem.message}`

/** The English path of the page a body belongs to, such as "/contactus" for content/ta/pages/contactus.mdx. */
function pagePathOf(file: string, content: string): string {
  const inEdition = placeOf(file, content).inEdition
  return pathOfPageFile(inEdition.replace(/^pages\//, ''))
}

/**
 * Checks the text of one MDX page (the whole file, front-matter included, so lines are the file's). Returns the
 * text MDX should compile (characters that cannot start a tag escaped, so they show as typed) and every problem,
 * each naming the file and the line.
 */
export function pageBodyProblems(
  file: string,
  source = fs.readFileSync(file, 'utf8'),
  content = contentDir,
): { source: string; problems: ContentProblem[] } {
  const name = repoPath(file, content)
  const checked = bodyTextProblems(source, pagePathOf(file, content))
  return { source: checked.source, problems: checked.problems.map((problem) => ({ file: name, ...problem })) }
}
