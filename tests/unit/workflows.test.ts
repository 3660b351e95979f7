// Every GitHub workflow says what its token may do: read-only, unless a job needs more, and then only that. A
// workflow without `permissions:` gets the repository's default token, which may write to the repository, and CI
// runs a pull request's own code with it.
import fs from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'

const dir = path.resolve(import.meta.dirname, '../../.github/workflows')
const workflows = fs.readdirSync(dir).filter((name) => /\.ya?ml$/.test(name))

/** What each workflow may write, and why: nothing else may ask for more than reading. */
const WRITES: Record<string, Record<string, string>> = {
  // The tidy workflow commits cleaned photos and the Tamil files brought along to the pull request, then starts CI on that commit.
  'editor-pull-request.yml': { contents: 'write', actions: 'write' },
}

type Permissions = string | Record<string, string> | undefined
type Workflow = { on?: unknown; permissions?: Permissions; jobs: Record<string, { permissions?: Permissions }> }

/** A job's scopes as the token gets them: its own block, else the workflow's; undefined when neither sets one. */
function scopesOf(workflow: Workflow, job: string): Record<string, string> | undefined {
  const permissions = workflow.jobs[job].permissions ?? workflow.permissions
  if (permissions === undefined) return undefined
  if (permissions === 'read-all') return { all: 'read' }
  if (permissions === 'write-all') return { all: 'write' }
  if (typeof permissions === 'string') return { all: permissions }
  return permissions ?? {}
}

describe('the GitHub workflows', () => {
  it('are found', () => expect(workflows).toContain('ci.yml'))

  for (const name of workflows) {
    const workflow = parse(fs.readFileSync(path.join(dir, name), 'utf8')) as Workflow

    it(`${name}: every job's token has permissions set, read-only but for what the job needs`, () => {
      for (const job of Object.keys(workflow.jobs)) {
        const scopes = scopesOf(workflow, job)
        expect(scopes, `${name}: job "${job}" sets no permissions: it would get the repository's default token`).toBeDefined()
        const writes = Object.fromEntries(Object.entries(scopes!).filter(([, level]) => level === 'write'))
        expect(writes, `${name}: job "${job}" may write`).toEqual(WRITES[name] ?? {})
        for (const [scope, level] of Object.entries(scopes!)) expect(['read', 'write', 'none'], `${name}: ${scope}`).toContain(level)
      }
    })

    it(`${name}: never runs a pull request's code with the base repository's secrets (pull_request_target)`, () => {
      expect(JSON.stringify(workflow.on)).not.toContain('pull_request_target')
    })
  }
})

// Where a job runs .ci/run, it must be able to: .ci/run installs Debian's packages with apt as root (the browsers
// and fonts the tests expect), and the Node line of .nvmrc. A job on the runner itself runs as a user without
// root, on Ubuntu, which has no firefox-esr: every pull request would fail before a test ran.
const root = path.resolve(import.meta.dirname, '../..')
const nodeLine = fs.readFileSync(path.join(root, '.nvmrc'), 'utf8').trim()
const ciRun = fs.readFileSync(path.join(root, '.ci/run'), 'utf8')

/** The Debian packages .ci/run may install: every name in its PACKAGES list and its PACKAGES+=(...) lines. */
export function packagesOf(script: string): string[] {
  const names = [...script.matchAll(/PACKAGES\+?=\(([^)]*)\)/g)].flatMap((match) => match[1].trim().split(/\s+/))
  return [...new Set(names.filter((name) => /^[a-z0-9][a-z0-9.+-]+$/.test(name)))]
}

/**
 * The archives a job's image can install from, by image name, and the packages each lacks among those .ci/run
 * installs. Debian's archives (bookworm, trixie) hold them all; Ubuntu has no firefox-esr (Firefox is a snap there).
 * An image not named here fails the check: add it once its archive is known to hold every package.
 */
const ARCHIVES: { image: RegExp; name: string; lacks: string[] }[] = [
  { image: /^(node:\d+-(bookworm|trixie)(-slim)?|debian:(bookworm|trixie|12|13)(-slim)?)$/, name: 'Debian', lacks: [] },
  { image: /^(ubuntu(:.*)?|ubuntu-latest|node:\d+(-(jammy|noble))?)$/, name: 'Ubuntu', lacks: ['firefox-esr'] },
]

type Job = {
  'runs-on'?: string
  /** A reusable workflow the job calls instead of its own steps. */
  uses?: string
  container?: string | { image: string; options?: string }
  steps?: { run?: string; uses?: string; with?: Record<string, unknown> }[]
}

/** Why a job could not run .ci/run as written, or [] when it can. */
export function ciRunProblems(job: Job, packages: string[], line: string): string[] {
  const container = typeof job.container === 'string' ? { image: job.container } : job.container
  if (!container)
    return [
      `runs on the runner itself (${job['runs-on']}): not root, and Ubuntu has no firefox-esr; run it in a Debian container, for example node:${line}-bookworm`,
    ]
  const problems: string[] = []
  if (/--user\b|-u\s/.test(container.options ?? ''))
    problems.push(`its container runs as another user (${container.options}): apt-get needs root`)
  const archive = ARCHIVES.find(({ image }) => image.test(container.image))
  if (!archive) problems.push(`image ${container.image}: not a known Debian image`)
  else {
    const lacking = packages.filter((name) => archive.lacks.includes(name))
    if (lacking.length > 0) problems.push(`image ${container.image}: ${archive.name}'s archive has no ${lacking.join(', ')}`)
  }
  const major = /^node:(\d+)/.exec(container.image)?.[1]
  if (major !== line) problems.push(`image ${container.image}: not Node ${line} (.nvmrc)`)
  return problems
}

describe('the GitHub workflows run where .ci/run can', () => {
  it('.ci/run names its packages', () =>
    expect(packagesOf(ciRun)).toEqual(expect.arrayContaining(['chromium', 'firefox-esr', 'webkit2gtk-driver'])))

  it('a job on the runner, as ubuntu-latest does by default, is refused with the reason', () => {
    expect(ciRunProblems({ 'runs-on': 'ubuntu-latest' }, packagesOf(ciRun), nodeLine).join()).toMatch(/not root.*firefox-esr/)
    expect(ciRunProblems({ container: 'ubuntu:24.04' }, packagesOf(ciRun), nodeLine).join()).toMatch(/no firefox-esr/)
    expect(
      ciRunProblems({ container: { image: `node:${nodeLine}-bookworm`, options: '--user 1001' } }, packagesOf(ciRun), nodeLine).join(),
    ).toMatch(/needs root/)
    expect(ciRunProblems({ container: 'node:20-bookworm' }, packagesOf(ciRun), nodeLine).join()).toMatch(/not Node/)
    expect(ciRunProblems({ container: `node:${nodeLine}-bookworm` }, packagesOf(ciRun), nodeLine)).toEqual([])
  })

  for (const name of workflows) {
    const workflow = parse(fs.readFileSync(path.join(dir, name), 'utf8')) as { jobs: Record<string, Job> }
    for (const [jobName, job] of Object.entries(workflow.jobs)) {
      const steps = job.steps ?? []
      if (steps.some((step) => /\.ci\/run\b/.test(step.run ?? ''))) {
        it(`${name}: job "${jobName}" can run .ci/run as written`, () => {
          expect(ciRunProblems(job, packagesOf(ciRun), nodeLine)).toEqual([])
        })
      }
      it(`${name}: job "${jobName}" uses the Node of .nvmrc`, () => {
        const container = typeof job.container === 'string' ? job.container : job.container?.image
        if (container) expect(/^node:(\d+)/.exec(container)?.[1], `${jobName}: ${container}`).toBe(nodeLine)
        for (const step of steps.filter((step) => /actions\/setup-node/.test(step.uses ?? ''))) {
          expect(String(step.with?.['node-version'] ?? step.with?.['node-version-file']), `${jobName}: setup-node`).toMatch(
            new RegExp(`^(${nodeLine}(\\.|$)|\\.nvmrc$)`),
          )
        }
        expect(
          container || steps.some((step) => /actions\/setup-node/.test(step.uses ?? '')),
          `${jobName} says which Node it runs`,
        ).toBeTruthy()
      })
      it(`${name}: job "${jobName}" pins every action, and the workflow it calls, by its commit`, () => {
        for (const uses of [job.uses, ...steps.map((step) => step.uses)].filter(Boolean))
          expect(uses, `${jobName}: ${uses}`).toMatch(/^[\w.-]+\/[\w./-]+@[0-9a-f]{40}$/)
      })
    }
  }
})
