// https://vike.dev/client
// Runs on every page (all are HTML-only). At once, because a visitor may use them straight away: the menus, the
// pictures that open large and one reload after a deploy replaced the scripts. Everything else (components/startPage.ts) waits until the first
// screen is painted (lib/afterFirstScreen.ts), so on a slow network no script competes with it.
import { enhanceMenus } from '../components/header/menus'
import { enhancePictureLinks } from '../components/viewer/links'
import { afterFirstScreen } from '../lib/afterFirstScreen'
import { fieldsShown } from '../lib/fieldsShown'
import { reloadOnceOnChunkError } from '../lib/chunkReload'

enhanceMenus(document)
enhancePictureLinks(document)
reloadOnceOnChunkError()

// A tap inside a widget that is not running yet (not on a link: links work without it) is held, and made again
// once the widget runs (replayClick, components/islands/boot.ts), so no tap is lost; with it goes what the
// widget's fields showed at the tap, so that a Send tapped then acts on the form as it was. Until the islands'
// starter has arrived, the taps wait here.
type HeldClick = [target: Element, shown: string]
const heldClicks: HeldClick[] = []
let replayClick: (...held: HeldClick) => void = (...held) => heldClicks.push(held)
document.addEventListener(
  'click',
  (event) => {
    const target = event.target instanceof Element ? event.target : null
    const island = target?.closest<HTMLElement>('[data-island]')
    if (!target || !island || island.dataset.hydrated || target.closest('a[href]')) return
    event.preventDefault()
    replayClick(target, fieldsShown(island))
  },
  { capture: true },
)

afterFirstScreen(() => {
  void import('../components/startPage')
    .then(({ startPage }) =>
      startPage((replay) => {
        replayClick = replay
        heldClicks.splice(0).forEach((held) => replay(...held))
      }),
    )
    // Everything runs now: menus, links, animations, the islands' triggers, the outbox. Each island marks itself
    // with data-hydrated when it starts.
    .finally(() => (document.documentElement.dataset.ready = 'true'))
})
