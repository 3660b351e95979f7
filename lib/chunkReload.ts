// After a new deploy, a page that is still open may ask for script chunks that no longer exist. Instead of a
// dead page, reload once to get the new version; if that happened less than a minute ago, let the error show
// rather than reload in a loop. Never on a page with a form: the reload could come under the visitor's fingers
// and lose their words; a form whose script is missing says so and tries again itself, and its "Try again"
// reloads once what was typed is kept (components/islands/startProblems.ts).
const KEY = 'thoranam:chunk-reload'
const WINDOW_MS = 60_000

export function reloadOnceOnChunkError(win: Window = window, storage: Storage = win.sessionStorage, now = () => Date.now()) {
  win.addEventListener('vite:preloadError', (event) => {
    // Offline, the chunk failed because of the network, not a deploy: a reload would only show the browser's
    // offline page and lose what the visitor is doing. The caller handles the failed import.
    if (win.navigator?.onLine === false || win.document?.forms.length) return
    const last = Number(storage.getItem(KEY) ?? 0)
    if (now() - last < WINDOW_MS) return
    storage.setItem(KEY, String(now()))
    event.preventDefault()
    win.location.reload()
  })
}
