// https://vike.dev/client
// Runs on every page (all are HTML-only): menus, scroll animations, the islands (widgets and forms, started when
// needed), one reload after a deploy replaced the scripts, the outbox of unsent leads, and web vitals (only when
// VITE_VITALS_URL is set).
import { enhanceMenus } from '../components/header/menus'
import { startScrollAnimations } from '../components/scrollAnimations'
import { reloadOnceOnChunkError } from '../lib/chunkReload'
import { startOutbox } from '../lib/outbox/boot'
import { reportVitals } from '../lib/vitals'

enhanceMenus(document)
startScrollAnimations()
// Only the pages that have them fetch the islands' starter and the not-found hint (the content pages stay small).
if (document.querySelector('[data-island]')) void import('../components/islands/boot').then(({ startIslands }) => startIslands())
if (document.querySelector('[data-known-links]')) void import('../components/notFoundHint').then(({ showNotFoundHint }) => showNotFoundHint())
reloadOnceOnChunkError()
// Leads left in the outbox (a dropped network, a closed tab) are sent from whichever page opens next.
startOutbox()
void reportVitals(import.meta.env.VITE_VITALS_URL)
// The page is interactive now (menus, links); each island marks itself with data-hydrated when it runs.
document.documentElement.dataset.ready = 'true'
