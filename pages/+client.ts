// https://vike.dev/client
// Runs on every page, including the HTML-only ones: menus, scroll animations, one reload after a deploy
// replaced the scripts, the outbox of unsent leads, and web vitals (only when VITE_VITALS_URL is set).
import { enhanceMenus } from '../components/header/menus'
import { startScrollAnimations } from '../components/scrollAnimations'
import { reloadOnceOnChunkError } from '../lib/chunkReload'
import { startOutbox } from '../lib/outbox/boot'
import { reportVitals } from '../lib/vitals'

enhanceMenus(document)
startScrollAnimations()
reloadOnceOnChunkError()
// Leads left in the outbox (a dropped network, a closed tab) are sent from whichever page opens next.
startOutbox()
void reportVitals(import.meta.env.VITE_VITALS_URL)
// HTML-only pages (no React state to hydrate) are interactive now; see +onHydrationEnd.ts for the others.
if (!document.getElementById('vike_pageContext')) document.documentElement.dataset.ready = 'true'
