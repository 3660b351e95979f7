// https://vike.dev/config
// Every page of content/pages/ without widgets: event and service pages, /services/photo, about, thank-you pages.
// HTML-only: rendered to HTML at build time, no React in the browser (https://vike.dev/render-modes).
import type { Config } from 'vike/types'

export default {
  route: '/*',
  meta: { Page: { env: { server: true, client: false } } },
} satisfies Config
