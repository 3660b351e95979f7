// Wraps each "## heading" of an MDX body and the content up to the next one in a <section>, so every
// part of a page is a landmark-friendly block that scrolls in on its own (data-aos).
import type { Element, ElementContent, Root, RootContent } from 'hast'

const isH2 = (node: RootContent): node is Element => node.type === 'element' && node.tagName === 'h2'

export function rehypeSections() {
  return (tree: Root) => {
    const children: RootContent[] = []
    let current: Element | null = null
    for (const node of tree.children) {
      if (isH2(node)) {
        current = { type: 'element', tagName: 'section', properties: { className: ['prose-section'], dataAos: 'fade-up' }, children: [] }
        children.push(current)
      }
      if (current) current.children.push(node as ElementContent)
      else children.push(node)
    }
    tree.children = children
  }
}
