// The body of the entry being edited, as the preview draws it: checked by the build's rules (components/bodyText.ts)
// as it stands in its file, after the front-matter, then compiled by the same processor, so the preview runs exactly
// what the check read and nothing the build would refuse (components/pageText.ts).
import { evaluate } from '@mdx-js/mdx'
import type { MDXContent } from 'mdx/types'
import * as runtime from 'react/jsx-runtime'
import { bodyAloneProblems } from '../components/bodyText.ts'
import { PAGE_TEXT } from '../components/pageText.ts'

export type PreviewBody = { Body?: MDXContent; problems?: string[] }

/** The compiled body, or the problems the build would stop on ("Line 3 of the text: …"). */
export async function previewBody(body: string, pagePath: string): Promise<PreviewBody> {
  const checked = bodyAloneProblems(body, pagePath)
  if (checked.problems.length)
    return { problems: checked.problems.map((problem) => `Line ${problem.line} of the text: ${problem.message}`) }
  try {
    const { default: Body } = await evaluate(checked.source, {
      ...runtime,
      ...PAGE_TEXT,
    })
    return { Body }
  } catch (error) {
    return { problems: [`The text cannot be read: ${(error as Error).message}`] }
  }
}
