// The editor's window never leaves its own origin by itself. The editor keeps each editor's GitHub token in this
// origin's storage; code that ran here (a page's text the preview compiled, a library gone bad) could carry it away in
// an address. What stops each way out, tried in Chromium (tests/site/editor-navigation.test.ts):
// - a request (fetch, a picture, a frame): the Content-Security-Policy's connect-src, img-src and default-src
//   (frame-src), which name only this origin and GitHub's;
// - a form: form-action 'self';
// - the window itself (location.assign, location.href, a link followed in place, a refresh <meta>, window.top.location
//   from the preview's frame): no header can stop it (CSP's navigate-to was never shipped; Cross-Origin-Opener-Policy
//   severs pop-ups from their opener, it does not hold a window where it is). This guard does: every navigation of
//   the window to another origin is cancelled through the Navigation API's navigate event (Chromium; other browsers
//   as they ship it).
// A link to another site opens in a new tab (Decap's links to the live site, GitHub and the deploy preview do), which
// this guard leaves alone; so does the sign-in, a pop-up on the sign-in service's origin.

type NavigateEvent = Event & { destination: { url: string }; cancelable: boolean; downloadRequest: string | null }
type WithNavigation = Window & { navigation?: EventTarget }

/** Whether an address is on this window's origin. */
const sameOrigin = (address: string, origin: string) => {
  try {
    return new URL(address).origin === origin
  } catch {
    return false
  }
}

/** Cancels every navigation of `win` to another origin; says so in the console. */
export function guardNavigation(win: WithNavigation = window): void {
  win.navigation?.addEventListener('navigate', (event) => {
    const navigate = event as NavigateEvent
    if (sameOrigin(navigate.destination.url, win.location.origin) || !navigate.cancelable) return
    navigate.preventDefault()
    console.warn(`The editor stays on its own address: a navigation to ${new URL(navigate.destination.url).origin} was stopped.`)
  })
}
