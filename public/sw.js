// The site has no service worker any more (leads go to the site's own endpoint, lib/leads.ts). Browsers that
// installed the old one fetch this file when they next open the site: it takes over and removes itself.
self.addEventListener('install', () => self.skipWaiting())
self.addEventListener('activate', (event) => event.waitUntil(self.registration.unregister()))
