/** How long the page waits for its whole stylesheet before starting its widgets anyway. */
const STYLES_WAIT_MS = 3000

/**
 * Adds the page's whole stylesheet once the first screen is painted, and resolves once it has arrived and the
 * browser has applied it (or it failed, or after STYLES_WAIT_MS). The page was drawn with the rules it uses inlined (build-steps/first-screen.mjs);
 * the whole stylesheet brings the rules of states only scripts set (scroll animations, widgets that started), and
 * no font face (the inlined rules declare them). Its links wait in <noscript data-later-styles>, which is how a browser without scripts gets them.
 */
export function loadLaterStyles(doc: Document = document): Promise<void> {
  const holder = doc.querySelector('noscript[data-later-styles]')
  if (!holder) return Promise.resolve()
  holder.remove()
  const template = doc.createElement('template')
  template.innerHTML = holder.textContent ?? ''
  const links = [...template.content.querySelectorAll('link')]
  const arrived = links.map(
    (link) =>
      new Promise<void>((resolve) => {
        link.addEventListener('load', () => resolve(), { once: true })
        link.addEventListener('error', () => resolve(), { once: true })
        doc.head.append(link)
      }),
  )
  const view = doc.defaultView ?? window
  const applied = Promise.all(arrived)
    // One frame for the browser to apply them by itself, before a script reads the layout (which would make it
    // do so inside that script's task).
    .then(() => new Promise<void>((resolve) => view.requestAnimationFrame(() => view.setTimeout(resolve, 0))))
  return Promise.race([applied, new Promise<void>((resolve) => view.setTimeout(resolve, STYLES_WAIT_MS))])
}
