// https://vike.dev/config
import type { Config } from 'vike/types'
import vikeReact from 'vike-react/config'

export default {
  extends: [vikeReact],
  // Every route is rendered to static HTML at build time: the site deploys to any static host.
  prerender: true,
  // The edition (en or ta) is part of every page's context, in the browser too (pages/+onBeforeRoute.ts).
  passToClient: ['locale'],
} satisfies Config
