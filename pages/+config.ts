// https://vike.dev/config
import type { Config } from 'vike/types'
import vikeReact from 'vike-react/config'

export default {
  extends: [vikeReact],
  // Every route is rendered to static HTML at build time: the site deploys to any static host.
  prerender: true,
  // HTML-only pages (https://vike.dev/render-modes): no page hydrates as a whole. The widgets and forms are
  // islands (components/islands/) that fetch React only when they start; pages/+client.ts runs on every page.
  meta: { Page: { env: { server: true, client: false } } },
} satisfies Config
