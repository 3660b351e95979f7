// Every picture that opens large is a link to its largest file (components/PictureLink.tsx), which works with no
// script. Here, at once on every page (pages/+client.ts), so that no tap is lost: a tap on one opens the picture
// viewer instead. The viewer's code (./viewer.ts) is fetched only when it is needed: at the tap, or a moment before,
// when a finger or the focus comes down on a picture.
const LINK = 'a.picture-link'

let viewer: Promise<typeof import('./viewer')> | undefined
const load = () => (viewer ??= import('./viewer').catch((error) => ((viewer = undefined), Promise.reject(error))))

const linkOf = (event: Event) => (event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(LINK) : null)

export function enhancePictureLinks(doc: Document = document) {
  const hint = (event: Event) => linkOf(event) && load().catch(() => {})
  doc.addEventListener('pointerdown', hint, { capture: true, passive: true })
  doc.addEventListener('focusin', hint, { capture: true, passive: true })
  doc.addEventListener('click', (event) => {
    const link = linkOf(event)
    // With a modifier key or another button, the file opens in a new tab or window, as any link's does.
    if (!link || event.defaultPrevented || event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    if (link.dataset.opening !== undefined) return
    link.dataset.opening = ''
    load()
      .then(({ openViewer }) => openViewer(link))
      // The viewer could not be fetched (the network dropped): the picture's file, as without scripts.
      .catch(() => location.assign(link.href))
      .finally(() => delete link.dataset.opening)
  })
}
