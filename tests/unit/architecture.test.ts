// The floors of ARCHITECTURE.md: a module imports from its own folder or from a floor below it, never from one
// above. An import that runs back up (content/ reading a component, renderer/ reading a build step) fails here,
// naming the file and the import.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/** Bottom to top. admin/ is the editor's browser page, on the floor of the components. */
const FLOORS: Record<string, number> = {
  styles: 1,
  content: 1,
  lib: 2,
  worker: 2,
  renderer: 3,
  components: 4,
  admin: 4,
  pages: 5,
  'build-steps': 6,
  tools: 7,
  art: 7,
}

const root = path.resolve(__dirname, '../..')
const SOURCE = /\.(ts|tsx|mjs|js)$/
// Static imports, re-exports, dynamic imports and import.meta.glob patterns.
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|import\.meta\.glob(?:<[^>]*>)?\(\s*\[?\s*)(['"])([^'"]+)\1/g

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return filesUnder(full)
    return SOURCE.test(entry.name) ? [full] : []
  })
}

/** The top folder an import lands in, or undefined for a package or a virtual module. */
export function folderOf(fromFile: string, specifier: string): string | undefined {
  let target: string
  if (specifier.startsWith('.')) target = path.resolve(path.dirname(fromFile), specifier)
  else if (specifier.startsWith('/')) target = path.join(root, specifier)
  else return undefined
  return path.relative(root, target).split(path.sep)[0]
}

function upwardImports(): string[] {
  const found: string[] = []
  for (const [folder, floor] of Object.entries(FLOORS)) {
    const dir = path.join(root, folder)
    if (!fs.existsSync(dir)) continue
    for (const file of filesUnder(dir)) {
      const source = fs.readFileSync(file, 'utf8')
      for (const match of source.matchAll(IMPORT)) {
        const target = folderOf(file, match[2])
        if (target === undefined || target === folder) continue
        const targetFloor = FLOORS[target]
        if (targetFloor === undefined || targetFloor > floor) {
          found.push(`${path.relative(root, file)}: imports ${match[2]} (${target}/ is above ${folder}/)`)
        }
      }
    }
  }
  return found
}

describe('the folders import downwards only (ARCHITECTURE.md)', () => {
  it('every top folder of the code is on a floor', () => {
    const code = fs
      .readdirSync(root, { withFileTypes: true })
      .filter(
        (entry) =>
          entry.isDirectory() && !entry.name.startsWith('.') && !['node_modules', 'dist', 'tests', 'public', 'docs'].includes(entry.name),
      )
      .map((entry) => entry.name)
      .filter((name) => filesUnder(path.join(root, name)).length > 0)
    expect(code.filter((name) => !(name in FLOORS))).toEqual([])
  })

  it('no module imports from a floor above its own', () => {
    expect(upwardImports()).toEqual([])
  })

  it('sees an upward import when there is one', () => {
    // The check itself: content/ reading a component is the kind of import it exists for.
    expect(folderOf(path.join(root, 'content/ui/en.ts'), '../../components/forms/LeadForm')).toBe('components')
    expect(FLOORS.components).toBeGreaterThan(FLOORS.content)
  })
})
