// https://vike.dev/client
// Runs on every page (all are HTML-only). At once, because a visitor may use them straight away: the menus and
// one reload after a deploy replaced the scripts. Everything else (components/startPage.ts) waits until the first
// screen is painted (lib/afterFirstScreen.ts), so on a slow network no script competes with it.
import { enhanceMenus } from '../components/header/menus'
import { afterFirstScreen } from '../lib/afterFirstScreen'
import { reloadOnceOnChunkError } from '../lib/chunkReload'

enhanceMenus(document)
reloadOnceOnChunkError()

// A tap inside a widget (not on a link: links work without it) before the islands' starter has arrived is held,
// and made again once the widget runs (components/islands/boot.ts), so no tap is lost.
const heldClicks: Element[] = []
const holdClick = (event: MouseEvent) => {
  const target = event.target instanceof Element ? event.target : null
  if (!target?.closest('[data-island]') || target.closest('a[href]')) return
  event.preventDefault()
  heldClicks.push(target)
}
document.addEventListener('click', holdClick, { capture: true })

afterFirstScreen(() => {
  void import('../components/startPage')
    .then(({ startPage }) => {
      document.removeEventListener('click', holdClick, { capture: true })
      return startPage(heldClicks)
    })
    // Everything runs now: menus, links, animations, the islands' triggers, the outbox. Each island marks itself
    // with data-hydrated when it starts.
    .finally(() => (document.documentElement.dataset.ready = 'true'))
})
