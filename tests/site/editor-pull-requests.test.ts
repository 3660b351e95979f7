// The state of each saved change's pull request, in /admin: its checks running, passed or failed with the content
// check's first problems, whether it waits for approval, its preview on Netlify or on Cloudflare Pages. GitHub's API
// is a stand-in on the editor's origin (the configuration's api_root), answered here as GitHub answers.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useEditor } from '../support/editor.ts'

const STAND_IN = '/github-stand-in'
const admin = useEditor(() => ({ githubApiRoot: STAND_IN }))
const repo = 'thoranam-events/website'

const pull = (number: number, entry: string, sha: string) => ({
  number,
  title: `Update Pages “${entry}”`,
  html_url: `https://github.com/${repo}/pull/${number}`,
  head: { ref: `cms/pages/${entry.slice(1).replace(/\//g, '-')}`, sha },
})
const run = (name: string, status: string, conclusion: string | null, output: object = {}) => ({
  id: name.length,
  name,
  status,
  conclusion,
  output,
})
const PROBLEM = "tiles[2].title: must not be empty: write the tile's heading"
const SCRIPT = '<img src=x onerror="window.__ran=1">'
const answers: Record<string, unknown> = {
  [`/repos/${repo}/pulls?state=open&per_page=30`]: [
    pull(41, '/services/wedding', 'a1'),
    pull(42, '/services/birthday', 'b2'),
    { ...pull(43, '/aboutus', 'c3'), title: `Update Pages “/aboutus” ${SCRIPT}` },
    { ...pull(44, '/dev', 'd4'), head: { ref: 'feature/fonts', sha: 'd4' } },
  ],
  [`/repos/${repo}/commits/a1/check-runs`]: { check_runs: [run('check', 'in_progress', null)] },
  [`/repos/${repo}/commits/a1/statuses`]: [],
  [`/repos/${repo}/pulls/41/reviews`]: [],
  [`/repos/${repo}/commits/b2/check-runs`]: {
    check_runs: [run('check', 'completed', 'failure', { title: 'Content check', annotations_count: 1 })],
  },
  [`/repos/${repo}/check-runs/5/annotations`]: [
    { path: 'content/pages/services/birthday.mdx', start_line: 24, message: PROBLEM, annotation_level: 'failure' },
  ],
  [`/repos/${repo}/commits/b2/statuses`]: [],
  [`/repos/${repo}/pulls/42/reviews`]: [],
  [`/repos/${repo}/commits/c3/check-runs`]: {
    check_runs: [
      run('check', 'completed', 'success'),
      run('Cloudflare Pages', 'completed', 'success', { summary: '| **Preview URL:** | https://4f2a9c1e.thoranam.pages.dev |' }),
    ],
  },
  [`/repos/${repo}/commits/c3/statuses`]: [],
  [`/repos/${repo}/pulls/43/reviews`]: [{ state: 'APPROVED', user: { login: 'meena' } }],
}

async function changes(page: Page) {
  await page.route(`**${STAND_IN}/**`, (route) => {
    const path = new URL(route.request().url()).pathname.slice(STAND_IN.length) + new URL(route.request().url()).search
    const body = answers[path]
    return body === undefined ? route.fulfill({ status: 404, body: '{}' }) : route.fulfill({ json: body })
  })
}

describe("each change's pull request in /admin", () => {
  it('shows its checks (running, failed with the first problem, passed), its review and its preview; runs nothing it reads', async () => {
    const { page, violations } = await admin.openEntry('pages', { ready: 'Collections', beforeLoad: (p) => void changes(p) })
    await page.getByRole('button', { name: 'Changes on GitHub' }).click()
    const panel = page.getByRole('region', { name: 'Changes on GitHub' })
    const change = (number: number) => panel.locator(`li[data-pull="${number}"]`)
    // What the editor reads of a change, line by line.
    const read = async (number: number) => (await change(number).innerText()).replace(/\n+/g, '\n')
    await change(41).waitFor()
    await expect(read(41)).resolves.toMatch(/Checks running…\nWaiting for an approving review/)
    await expect(read(42)).resolves.toContain(`Checks failed\ncontent/pages/services/birthday.mdx line 24: ${PROBLEM}`)
    await expect(read(43)).resolves.toMatch(/Checks passed\nApproved: ready to publish\nOpen the preview/)
    await expect(change(43).getByRole('link', { name: 'Open the preview' }).getAttribute('href')).resolves.toBe(
      'https://4f2a9c1e.thoranam.pages.dev/',
    )
    await expect(change(43).getByRole('link').first().innerText()).resolves.toContain(SCRIPT)
    await expect(panel.locator('li[data-pull="44"]').count()).resolves.toBe(0)
    await expect(page.evaluate(() => (window as unknown as { __ran?: number }).__ran)).resolves.toBeUndefined()
    await expect(violations()).resolves.toEqual([])
    if (process.env.EDITOR_SCREENSHOTS) await page.screenshot({ path: `${process.env.EDITOR_SCREENSHOTS}/changes-on-github.png` })
    await page.context().close()
  }, 60_000)
})
