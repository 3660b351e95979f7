/**
 * Resolves once the visitor sees the page. A page the browser prerendered (the speculation rules of
 * public/speculation-rules.json, at a touch on its link) runs its scripts before it is shown, and may never be:
 * what reports on a visit (web vitals) or sends for the visitor (the outbox) waits for `prerenderingchange`.
 */
export function whenShown(doc: Document = document): Promise<void> {
  const page = doc as Document & { prerendering?: boolean }
  if (!page.prerendering) return Promise.resolve()
  return new Promise((resolve) => page.addEventListener('prerenderingchange', () => resolve(), { once: true }))
}
