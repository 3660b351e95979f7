// Each change an editor saved is a pull request on GitHub (the editorial workflow): this panel in /admin says, for
// each open one, whether its checks are running, passed or failed (with the content check's first problems, from
// its annotations), whether it waits for an approving review, and where its preview is: a commit status (Netlify's
// deploy preview, or CMS_PREVIEW_CONTEXT) or Cloudflare Pages' check run, whose summary carries the preview's address.
// It reads GitHub's API with the editor's own token (what the editor's sign-in stored in this browser): no secret of
// the site's is in the page. Everything is drawn as text (textContent), and a link only to an https address, opened
// in a new tab: nothing an editor wrote, nor anything a check wrote, runs as code here.

export type CheckRun = {
  id: number
  name: string
  status: 'queued' | 'in_progress' | 'completed' | string
  conclusion?: string | null
  details_url?: string | null
  output?: { title?: string | null; summary?: string | null; annotations_count?: number }
}
export type Annotation = { path: string; start_line?: number; message: string; annotation_level?: string }
export type Status = { context: string; state: string; target_url?: string | null }
export type Review = { state: string; user?: { login?: string } | null }
export type Pull = { number: number; title: string; html_url: string; head: { ref: string; sha: string } }

export type PullState = {
  number: number
  title: string
  url: string
  checks: 'running' | 'passed' | 'failed' | 'none'
  /** The failed checks' first problems, in their words ("content/pages/x.mdx line 4: …"). */
  problems: string[]
  review: 'approved' | 'changes requested' | 'waiting'
  preview?: string
}

const FAILED = new Set(['failure', 'timed_out', 'cancelled', 'action_required', 'startup_failure'])
/** How many problems the panel names for a change; the rest are on GitHub. */
export const FIRST_PROBLEMS = 3

/** An https address, or nothing: a link the panel may draw. */
export function safeLink(address: unknown): string | undefined {
  if (typeof address !== 'string') return undefined
  try {
    const url = new URL(address)
    return url.protocol === 'https:' ? url.href : undefined
  } catch {
    return undefined
  }
}

/** The preview's address: the status named `previewContext` (else the first whose name holds "deploy"), else Cloudflare Pages' check run. */
export function previewOf(statuses: Status[], runs: CheckRun[], previewContext?: string): string | undefined {
  const status = statuses.find((each) =>
    previewContext ? each.context === previewContext : /deploy/i.test(each.context) && each.state === 'success',
  )
  const fromStatus = safeLink(status?.target_url)
  if (fromStatus) return fromStatus
  const cloudflare = runs.find((run) => /cloudflare/i.test(run.name) && run.conclusion === 'success')
  const found = /https:\/\/[a-z0-9.-]+\.pages\.dev\b[^\s)<>"'|]*/i.exec(cloudflare?.output?.summary ?? '')
  return safeLink(found?.[0])
}

/** A pull request's state from its check runs (with the failed ones' annotations), statuses and reviews. */
export function pullState(
  pull: Pull,
  runs: CheckRun[],
  annotations: Annotation[],
  statuses: Status[],
  reviews: Review[],
  previewContext?: string,
): PullState {
  const ownRuns = runs.filter((run) => !/cloudflare|netlify/i.test(run.name))
  const checks = !ownRuns.length
    ? 'none'
    : ownRuns.some((run) => run.status !== 'completed')
      ? 'running'
      : ownRuns.some((run) => FAILED.has(run.conclusion ?? ''))
        ? 'failed'
        : 'passed'
  const problems =
    checks === 'failed'
      ? [
          ...annotations
            .filter((each) => (each.annotation_level ?? 'failure') === 'failure')
            .map((each) => `${each.path}${each.start_line ? ` line ${each.start_line}` : ''}: ${each.message}`),
          ...ownRuns
            .filter((run) => FAILED.has(run.conclusion ?? '') && !run.output?.annotations_count)
            .map((run) => `${run.name}: ${run.output?.title || run.conclusion}`),
        ].slice(0, FIRST_PROBLEMS)
      : []
  // A reviewer's latest review counts.
  const latest = new Map<string, string>()
  for (const each of reviews) if (each.state !== 'COMMENTED') latest.set(each.user?.login ?? '', each.state)
  const states = [...latest.values()]
  const review = states.includes('CHANGES_REQUESTED') ? 'changes requested' : states.includes('APPROVED') ? 'approved' : 'waiting'
  return {
    number: pull.number,
    title: pull.title,
    url: safeLink(pull.html_url) ?? '',
    checks,
    problems,
    review,
    preview: previewOf(statuses, runs, previewContext),
  }
}

type Get = <T>(path: string) => Promise<T>

/** The open pull requests of the editor's changes (branches "cms/…"), each with its state. */
export async function loadPullStates(get: Get, repo: string, previewContext?: string): Promise<PullState[]> {
  const pulls = (await get<Pull[]>(`/repos/${repo}/pulls?state=open&per_page=30`)).filter((pull) => pull.head.ref.startsWith('cms/'))
  return Promise.all(
    pulls.map(async (pull) => {
      const [runs, statuses, reviews] = await Promise.all([
        get<{ check_runs: CheckRun[] }>(`/repos/${repo}/commits/${pull.head.sha}/check-runs`).then((answer) => answer.check_runs),
        get<Status[]>(`/repos/${repo}/commits/${pull.head.sha}/statuses`),
        get<Review[]>(`/repos/${repo}/pulls/${pull.number}/reviews`),
      ])
      const failed = runs.filter((run) => FAILED.has(run.conclusion ?? '') && run.output?.annotations_count)
      const annotations = (
        await Promise.all(failed.map((run) => get<Annotation[]>(`/repos/${repo}/check-runs/${run.id}/annotations`)))
      ).flat()
      return pullState(pull, runs, annotations, statuses, reviews, previewContext)
    }),
  )
}

const CHECKS_WORDS: Record<PullState['checks'], string> = {
  running: 'Checks running…',
  passed: 'Checks passed',
  failed: 'Checks failed',
  none: 'No checks yet',
}
const REVIEW_WORDS: Record<PullState['review'], string> = {
  waiting: 'Waiting for an approving review',
  approved: 'Approved: ready to publish',
  'changes requested': 'Changes requested by a reviewer',
}

/** One element with text, never HTML. */
function element(tag: string, text?: string, attributes: Record<string, string> = {}): HTMLElement {
  const node = document.createElement(tag)
  if (text !== undefined) node.textContent = text
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value)
  return node
}

function link(text: string, href: string): HTMLElement {
  return element('a', text, { href, target: '_blank', rel: 'noopener noreferrer', style: 'color:#3a69c7;text-decoration:underline' })
}

const LINE = 'margin:2px 0'

/** The panel's list: each change with its checks, its first problems, its review and its preview. */
export function drawPullStates(list: HTMLElement, states: PullState[]) {
  list.replaceChildren()
  if (!states.length) list.append(element('li', 'No change is waiting: every saved change is published.'))
  for (const state of states) {
    const item = element('li', undefined, {
      'data-pull': String(state.number),
      style: 'list-style:none;padding:8px 0;border-top:1px solid #eff0f4',
    })
    item.append(state.url ? link(state.title, state.url) : element('span', state.title))
    item.append(element('p', CHECKS_WORDS[state.checks], { 'data-checks': state.checks, style: LINE }))
    if (state.problems.length) {
      const problems = element('ul', undefined, { style: 'margin:2px 0;padding-left:18px;color:#a3281c' })
      for (const problem of state.problems) problems.append(element('li', problem))
      item.append(problems)
    }
    item.append(element('p', REVIEW_WORDS[state.review], { 'data-review': state.review, style: LINE }))
    if (state.preview) item.append(link('Open the preview', state.preview))
    list.append(item)
  }
}

type Config = { backend?: { repo?: string; api_root?: string; preview_context?: string }; local_backend?: unknown }

/**
 * Shows the panel once the editor is signed in: a button at the bottom left, "Changes on GitHub", that opens the
 * list (read again on each opening).
 * With GitHub's backend it reads GitHub's API with the token the editor's sign-in stored; with the local backend of
 * `npm run edit`, only when the configuration names a stand-in's api_root (tests/support/editor.ts).
 */
export function showPullRequests(config: Promise<Config>) {
  void config.then((loaded) => {
    const repo = loaded.backend?.repo
    const root = loaded.backend?.api_root ?? 'https://api.github.com'
    if (!repo || (loaded.local_backend && !loaded.backend?.api_root)) return
    const panel = element('section', undefined, {
      'aria-label': 'Changes on GitHub',
      style:
        'position:fixed;left:12px;bottom:12px;z-index:300;max-width:420px;max-height:70vh;overflow:auto;background:#fff;border:1px solid #dfdfe3;border-radius:6px;padding:8px 12px;font:14px/1.45 system-ui,sans-serif;color:#313d3e',
    })
    const toggle = element('button', 'Changes on GitHub', { type: 'button', 'aria-expanded': 'false' })
    const status = element('p', '', { role: 'status' })
    const list = element('ul', undefined, { hidden: '', style: 'margin:8px 0 0;padding:0' })
    panel.append(toggle, status, list)
    document.body.append(panel)
    const signedIn = () => {
      const user = JSON.parse(localStorage.getItem('decap-cms-user') ?? 'null') as { backendName?: string; token?: string } | null
      return user?.backendName === 'github' ? user.token : undefined
    }
    // Shown once the editor is signed in with GitHub (the stand-in needs no sign-in): the editor moves from its
    // sign-in page to a collection then, which changes the address's #part.
    const place = () => (panel.hidden = !loaded.local_backend && !signedIn())
    place()
    addEventListener('hashchange', place)
    toggle.addEventListener('click', async () => {
      const open = toggle.getAttribute('aria-expanded') !== 'true'
      toggle.setAttribute('aria-expanded', String(open))
      list.hidden = !open
      if (!open) return void (status.textContent = '')
      status.textContent = 'Reading your changes on GitHub…'
      const token = signedIn()
      const get: Get = async (path) => {
        const answer = await fetch(root.replace(/\/+$/, '') + path, {
          headers: { Accept: 'application/vnd.github+json', ...(token && { Authorization: `token ${token}` }) },
        })
        if (!answer.ok) throw new Error(`GitHub answered ${answer.status}`)
        return answer.json()
      }
      try {
        drawPullStates(list, await loadPullStates(get, repo, loaded.backend?.preview_context))
        status.textContent = ''
      } catch (error) {
        status.textContent = `Your changes could not be read from GitHub (${(error as Error).message}); the Workflow tab still lists them.`
      }
    })
  })
}
