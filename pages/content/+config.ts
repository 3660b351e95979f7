// https://vike.dev/config
// Every page of content/pages/ without widgets: event and service pages, /services/photo, about, thank-you pages.
// HTML-only like every page (pages/+config.ts).
import type { Config } from 'vike/types'

export default {
  route: '/*',
} satisfies Config
