// https://vike.dev/client
// Runs on every page (all are HTML-only), fetched once the page has loaded and painted its first screen (the
// few lines inlined in the page by build-steps/first-screen.mjs), so on a slow network it does not compete with
// it. At once: the menus (they work without it, as disclosures; it adds Escape and closing), the pictures that
// open large (links to their files until then), a focused chip of a row that scrolls sideways brought clear of the
// row's fade, and one reload after a deploy replaced the scripts. Everything
// else (the whole stylesheet with the web fonts, lib/laterStyles.ts, and components/startPage.ts) waits until the
// first screen is painted (lib/afterFirstScreen.ts).
import { enhanceMenus } from '../components/header/menus'
import { enhancePictureLinks } from '../components/viewer/links'
import { afterFirstScreen } from '../lib/afterFirstScreen'
import { fieldsShown } from '../lib/fieldsShown'
import { reloadOnceOnChunkError } from '../lib/chunkReload'
import { loadLaterStyles } from '../lib/laterStyles'
import { bringFocusIntoRows } from '../lib/sidewaysRows'

enhanceMenus(document)
enhancePictureLinks(document)
bringFocusIntoRows(document)
reloadOnceOnChunkError()

// A tap inside a widget that is not running yet (not on a link: links work without it) is held, and made again
// once the widget runs (replayClick, components/islands/boot.ts), so no tap is lost; with it goes what the
// widget's fields showed at the tap, so that a Send tapped then acts on the form as it was. Until this script
// arrived the page's inlined lines held them (thoranamTaps, build-steps/first-screen.mjs); from now on they are
// held here until the islands' starter has arrived.
type HeldClick = [target: Element, shown: string]
const page = self as typeof self & { thoranamTaps?: HeldClick[] | null }
const heldClicks: HeldClick[] = page.thoranamTaps ?? []
page.thoranamTaps = null
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
  // The widgets and animations start once the rules of their states are in.
  void Promise.all([import('../components/startPage'), loadLaterStyles()])
    .then(([{ startPage }]) =>
      startPage(
        (replay) => {
          replayClick = replay
          heldClicks.splice(0).forEach((held) => replay(...held))
        },
        () => heldClicks.length > 0,
      ),
    )
    // Everything runs now: menus, links, animations, the islands' triggers, the outbox. Each island marks itself
    // with data-hydrated when it starts.
    .finally(() => (document.documentElement.dataset.ready = 'true'))
})
