// https://vike.dev/onHydrationEnd
// Marks the page as interactive (html[data-ready]): widgets and forms respond from here on. The browser tests
// wait for it instead of guessing; pages without React are marked by pages/+client.ts.
export function onHydrationEnd() {
  document.documentElement.dataset.ready = 'true'
}
