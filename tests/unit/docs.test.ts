// The README and the guides are the newcomer's front door: every link between them must lead somewhere, and the
// README's table of commands must be the package's scripts, no more and no fewer.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(__dirname, '../..')

function markdownFiles(): string[] {
  const docs = fs
    .readdirSync(path.join(root, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) => path.join('docs', name))
  return ['README.md', 'ARCHITECTURE.md', ...docs]
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
export function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[`*_]/g, '')
    .replace(/[^\p{L}\p{M}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-')
}

function anchorsOf(file: string): Set<string> {
  const text = fs.readFileSync(path.join(root, file), 'utf8').replace(/```[\s\S]*?```/g, '')
  return new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map((match) => anchorOf(match[1])))
}

/** Every link of a Markdown file that is not to another site, with what it points at. */
export function brokenLinks(file: string): string[] {
  // Code blocks and `code` are shown as written, not followed.
  const text = fs
    .readFileSync(path.join(root, file), 'utf8')
    .replace(/```[\s\S]*?```/g, '')
    .replace(/`[^`\n]*`/g, '')
  const problems: string[] = []
  for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^[a-z]+:/.test(target)) continue
    const [pathPart, anchor] = target.split('#')
    const targetFile = pathPart ? path.normalize(path.join(path.dirname(file), pathPart)) : file
    if (!fs.existsSync(path.join(root, targetFile))) {
      problems.push(`${file}: links to ${target}, which does not exist`)
    } else if (anchor && targetFile.endsWith('.md') && !anchorsOf(targetFile).has(anchor)) {
      problems.push(`${file}: links to ${target}, but ${targetFile} has no heading with that anchor`)
    }
  }
  return problems
}

/**
 * What the editors' guide must do for its readers, the business's editors (issue: an editor's month in /admin): open
 * with the daily change in the editor, say how long a change takes to go live, name no code file.
 */
export function editorsGuideProblems(text: string): string[] {
  const problems: string[] = []
  const firstSection = /^## (.+)$/m.exec(text)?.[1] ?? ''
  if (!/daily change, in the editor/i.test(firstSection)) problems.push(`opens with "${firstSection}", not the daily change in the editor`)
  if (!/how long until it is live/i.test(text)) problems.push('does not say how long a change takes to go live')
  const code = [...new Set(text.match(/\b[\w./-]+\.(?:ts|tsx|mjs|cjs|js|scss)\b/g) ?? [])]
  if (code.length) problems.push(`names code files: ${code.join(', ')}`)
  return problems
}

describe('the README and the guides', () => {
  it("editors' guide: opens with the daily change in the editor, says how long until it is live, names no code file", () => {
    expect(editorsGuideProblems(fs.readFileSync(path.join(root, 'docs/editing.md'), 'utf8'))).toEqual([])
    expect(editorsGuideProblems('# Editing\n\n## By hand\n\nEdit `content/schema.ts` and `build-steps/admin.ts`.\n')).toHaveLength(3)
  })

  it('deploying guide: branch protection forbids bypassing review, and editors get Write, not Admin', () => {
    const text = fs.readFileSync(path.join(root, 'docs/deploying.md'), 'utf8').replace(/\s+/g, ' ')
    expect(text).toMatch(/"Do not allow bypassing the above settings"\*\* ticked/)
    expect(text).toMatch(
      /\*Write\* access to the repository \(a collaborator or a team with the Write role, never \*Maintain\* or \*Admin\*\)/,
    )
  })

  it('link only to files and headings that exist', () => {
    expect(markdownFiles().flatMap(brokenLinks)).toEqual([])
  })

  it('catch a link to a heading that was renamed', () => {
    const scratch = path.join(root, 'docs', '.links-fixture.md')
    fs.writeFileSync(scratch, '# A guide\n\nSee [the set-up](deploying.md#no-such-heading) and [a file](gone.md).\n')
    try {
      expect(brokenLinks(path.relative(root, scratch))).toHaveLength(2)
    } finally {
      fs.rmSync(scratch)
    }
  })

  it('list every npm script in the README, and no script that does not exist', () => {
    const scripts = Object.keys(JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).scripts as object)
    const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8')
    const listed = new Set([...readme.matchAll(/`npm (?:run )?([\w:-]+)`/g)].map((match) => match[1]))
    const missing = scripts.filter((name) => !listed.has(name) && name !== 'install')
    const unknown = [...listed].filter((name) => !scripts.includes(name) && !['install', 'ci'].includes(name))
    expect({ missing, unknown }).toEqual({ missing: [], unknown: [] })
  })

  it('keep the README a front door', () => {
    const lines = fs.readFileSync(path.join(root, 'README.md'), 'utf8').split('\n').length
    expect(lines).toBeLessThanOrEqual(150)
  })
})
