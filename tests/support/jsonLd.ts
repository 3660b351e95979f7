// Checks JSON-LD against the schema.org vocabulary: every graph is type-checked by the TypeScript compiler as a
// schema-dts `Graph` (schema-dts is the vocabulary as TypeScript types, generated from schema.org's own files), so
// an unknown type, a property the type does not have, or a value of the wrong kind is reported with its page.
// Also: every @id a node points to exists in the same graph.
import path from 'node:path'
import ts from 'typescript'

export interface PageGraph {
  /** Where the graph comes from (a route), named in every problem. */
  source: string
  /** The parsed JSON-LD. */
  value: unknown
}

const root = path.resolve(import.meta.dirname, '../..')
const checkFile = path.join(root, 'tests/support/__jsonld-check__.ts')

/** One line per value that is not schema.org: `source: message`. Empty when every graph is vocabulary. */
export function vocabularyProblems(graphs: PageGraph[]): string[] {
  const lines: string[] = ["import type { Graph } from 'schema-dts'"]
  const sourceOfLine: string[] = []
  graphs.forEach((graph, i) => {
    const text = `export const graph${i}: Graph = ${JSON.stringify(graph.value, null, 1)}`
    const first = lines.length
    lines.push(...text.split('\n'))
    for (let line = first; line < lines.length; line++) sourceOfLine[line] = graph.source
  })
  const code = lines.join('\n')
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
  }
  const host = ts.createCompilerHost(options)
  const getSourceFile = host.getSourceFile
  host.getSourceFile = (name, language, ...rest) =>
    path.resolve(name) === checkFile ? ts.createSourceFile(name, code, language) : getSourceFile(name, language, ...rest)
  const fileExists = host.fileExists
  host.fileExists = (name) => path.resolve(name) === checkFile || fileExists(name)
  const program = ts.createProgram([checkFile], options, host)
  const file = program.getSourceFile(checkFile)!
  return [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)].map((diagnostic) => {
    const line = diagnostic.start === undefined ? 0 : file.getLineAndCharacterOfPosition(diagnostic.start).line
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')
    // The compiler's messages about a union of hundreds of types are long: the first sentences say what is wrong.
    const short = message.length > 400 ? message.slice(0, 400) + '…' : message
    return `${sourceOfLine[line] ?? '(check file)'}: line ${line + 1} "${lines[line]?.trim()}": ${short}`
  })
}

/** Every node of a JSON-LD value (objects with properties), depth first. */
export function nodesOf(value: unknown): Record<string, unknown>[] {
  if (Array.isArray(value)) return value.flatMap(nodesOf)
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>
    return [record, ...Object.values(record).flatMap(nodesOf)]
  }
  return []
}

/** A node that only points to another: `{ "@id": ... }`. */
const isReference = (node: Record<string, unknown>) => Object.keys(node).length === 1 && typeof node['@id'] === 'string'

/** One line per @id that is pointed to but defined nowhere in the graph. */
export function danglingReferences({ source, value }: PageGraph): string[] {
  const nodes = nodesOf(value)
  const defined = new Set(nodes.filter((node) => !isReference(node) && typeof node['@id'] === 'string').map((node) => node['@id']))
  return nodes
    .filter((node) => isReference(node) && !defined.has(node['@id']))
    .map((node) => `${source}: "${node['@id']}" is referenced but no node of the graph has that @id`)
}

/** Every @type used in a graph. */
export function typesOf(value: unknown): string[] {
  return nodesOf(value).flatMap((node) => (node['@type'] === undefined ? [] : [node['@type']].flat().map(String)))
}
