// The structured-data check itself: it must fail on what is not schema.org, and on a dangling @id.
import { describe, expect, it } from 'vitest'
import { danglingReferences, typesOf, vocabularyProblems } from '../support/jsonLd.ts'

const business = { '@type': 'LocalBusiness', '@id': 'https://x.in/#business', name: 'Thoranam Events', telephone: '+919843012016' }
const graph = (...nodes: object[]) => ({ '@context': 'https://schema.org', '@graph': nodes })

// Each check compiles the vocabulary (a second or two on a busy machine).
describe('the JSON-LD check', { timeout: 30_000 }, () => {
  it('passes a graph of real types and properties with resolved references', () => {
    const good = graph(business, {
      '@type': 'Service',
      '@id': 'https://x.in/s#service',
      serviceType: 'Decoration',
      provider: { '@id': 'https://x.in/#business' },
      areaServed: [{ '@type': 'City', name: 'Chennai' }],
    })
    expect(vocabularyProblems([{ source: '/good', value: good }])).toEqual([])
    expect(danglingReferences({ source: '/good', value: good })).toEqual([])
  })

  it('names the page and the line of a type schema.org does not have', () => {
    const problems = vocabularyProblems([
      { source: '/a', value: graph(business) },
      { source: '/b', value: graph({ '@type': 'EventPlanner', name: 'X' }) },
    ])
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(/^\/b: line \d+ .*Type '"EventPlanner"' is not assignable/)
  })

  it('fails on a misspelt property and on a property of another type', () => {
    expect(vocabularyProblems([{ source: '/c', value: graph({ ...business, telephon: '+91' }) }])[0]).toMatch(
      /^\/c: .*'"telephon"' does not exist in type 'LocalBusinessLeaf'/,
    )
    expect(vocabularyProblems([{ source: '/d', value: graph({ ...business, serviceType: 'Decoration' }) }])[0]).toMatch(
      /^\/d: .*'"serviceType"' does not exist in type 'LocalBusinessLeaf'/,
    )
  })

  it('fails on a value of the wrong kind', () => {
    expect(vocabularyProblems([{ source: '/e', value: graph({ ...business, address: 42 }) }])[0]).toMatch(/^\/e: /)
  })

  it('finds an @id that is pointed to but defined nowhere', () => {
    const value = graph(business, { '@type': 'WebPage', '@id': 'https://x.in/#webpage', isPartOf: { '@id': 'https://x.in/#website' } })
    expect(danglingReferences({ source: '/f', value })).toEqual([
      '/f: "https://x.in/#website" is referenced but no node of the graph has that @id',
    ])
  })

  it('lists every type, nested ones too', () => {
    expect(typesOf(graph({ ...business, address: { '@type': 'PostalAddress' } }))).toEqual(['LocalBusiness', 'PostalAddress'])
  })
})
