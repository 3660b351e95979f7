// https://vike.dev/config
import type { Config } from 'vike/types'
import vikeReact from 'vike-react/config'

export default {
  extends: [vikeReact],
  // Every route is rendered to static HTML at build time: the site deploys to any static host.
  prerender: true,
  lang: 'en-IN',
  passToClient: [],
} satisfies Config
