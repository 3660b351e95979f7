// What /admin's panel of pull requests says of one change, from GitHub's answers: checks running, passed or failed
// with the content check's first problems, an approval waited for, the preview on Netlify or on Cloudflare Pages.
import { describe, expect, it } from 'vitest'
import { FIRST_PROBLEMS, pullState, safeLink, type CheckRun } from '../../admin/pull-requests.ts'

const pull = {
  number: 41,
  title: 'Update Pages “/services/wedding”',
  html_url: 'https://github.com/thoranam-events/website/pull/41',
  head: { ref: 'cms/pages/services-wedding', sha: 'abc123' },
}
const check = (status: string, conclusion: string | null = null, annotations = 0): CheckRun => ({
  id: 7,
  name: 'check',
  status,
  conclusion,
  output: { title: 'Content check', annotations_count: annotations },
})

describe("a change's state in /admin", () => {
  it('says the checks run, then passed, and that the change waits for an approving review until it has one', () => {
    expect(pullState(pull, [check('in_progress')], [], [], [])).toMatchObject({ checks: 'running', review: 'waiting', problems: [] })
    expect(pullState(pull, [check('completed', 'success')], [], [], [{ state: 'COMMENTED', user: { login: 'anu' } }])).toMatchObject({
      checks: 'passed',
      review: 'waiting',
    })
    const reviews = [
      { state: 'CHANGES_REQUESTED', user: { login: 'anu' } },
      { state: 'APPROVED', user: { login: 'anu' } },
    ]
    expect(pullState(pull, [check('completed', 'success')], [], [], reviews).review).toBe('approved')
  })

  it("names the failed content check's first problems in its words, file and line", () => {
    const annotations = Array.from({ length: 5 }, (_, i) => ({
      path: 'content/pages/services/wedding.mdx',
      start_line: 20 + i,
      message: `tiles[${i}].title: must not be empty`,
      annotation_level: 'failure',
    }))
    const state = pullState(pull, [check('completed', 'failure', 5)], annotations, [], [])
    expect(state.checks).toBe('failed')
    expect(state.problems).toHaveLength(FIRST_PROBLEMS)
    expect(state.problems[0]).toBe('content/pages/services/wedding.mdx line 20: tiles[0].title: must not be empty')
  })

  it("finds the preview on Netlify's status, on the status CMS_PREVIEW_CONTEXT names, and in Cloudflare Pages' check run", () => {
    const netlify = [
      { context: 'netlify/thoranam/deploy-preview', state: 'success', target_url: 'https://deploy-preview-41--thoranam.netlify.app' },
    ]
    expect(pullState(pull, [], [], netlify, []).preview).toBe('https://deploy-preview-41--thoranam.netlify.app/')
    const named = [{ context: 'preview', state: 'success', target_url: 'https://pr-41.example.org/' }]
    expect(pullState(pull, [], [], named, [], 'preview').preview).toBe('https://pr-41.example.org/')
    const cloudflare: CheckRun = {
      id: 9,
      name: 'Cloudflare Pages',
      status: 'completed',
      conclusion: 'success',
      output: { summary: '| **Preview URL:** | <a href="https://4f2a9c1e.thoranam.pages.dev">https://4f2a9c1e.thoranam.pages.dev</a> |' },
    }
    const state = pullState(pull, [check('completed', 'success'), cloudflare], [], [], [])
    expect(state).toMatchObject({ checks: 'passed', preview: 'https://4f2a9c1e.thoranam.pages.dev/' })
  })

  it('draws a link only to an https address', () => {
    expect(safeLink('javascript:alert(1)')).toBeUndefined()
    expect(safeLink('http://example.org')).toBeUndefined()
    expect(safeLink('https://github.com/x/y/pull/1')).toBe('https://github.com/x/y/pull/1')
  })
})
