// Nothing the build refuses runs in the editor's preview. Every body the build's check refuses
// (tests/support/page-bodies.ts), and texts that two readers of Markdown read differently (a front-matter block at
// the start of the text, a byte-order mark, HTML comments, fences MDX reads differently), go through the build's own
// plugins and through the preview's compiler (admin/preview-body.ts): where the build stops, the preview shows the
// same problems on the same lines and compiles nothing; where the build compiles, the preview runs no code either.
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { previewBody } from '../../admin/preview-body.ts'
import { mdxComponents } from '../../components/mdxComponents.tsx'
import { buildError, DIFFERENTIAL_BODIES, EN, lineOf, RAN, REFUSED_BODIES } from '../support/page-bodies.ts'

const flag = globalThis as Record<string, unknown>
afterEach(() => {
  delete flag[RAN]
})

/** The build's problems as "line: message", the line counted in the body (the build counts in the file). */
function buildProblems(error: string): string[] {
  const offset = lineOf(EN, 1) - 1
  return [...error.matchAll(new RegExp(`^${EN}:(\\d+): (.*)$`, 'gm'))].map((m) => `${Number(m[1]) - offset}: ${m[2]}`)
}

/** The preview's problems as "line: message". */
const previewProblems = (problems: string[]) => problems.map((problem) => problem.replace(/^Line (\d+) of the text: /, '$1: '))

describe('the preview reads a page’s text as the build does', () => {
  const cases = [...REFUSED_BODIES.map(([what, body]) => [what, body] as [string, string]), ...DIFFERENTIAL_BODIES]
  for (const [what, body] of cases) {
    it(`${what}: refused by both, with the same words, or run by neither`, async () => {
      const build = await buildError(EN, body)
      const preview = await previewBody(body, '/aboutus')
      if (build === 'compiled') {
        expect(preview.problems).toBeUndefined()
        renderToStaticMarkup(createElement(preview.Body!, { components: mdxComponents }))
      } else {
        expect(preview.Body, 'the preview compiled a text the build refuses').toBeUndefined()
        expect(previewProblems(preview.problems ?? [])).toEqual(buildProblems(build))
      }
      expect(flag[RAN], 'code in the text ran in the preview').toBeUndefined()
    })
  }
})
