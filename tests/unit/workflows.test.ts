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
