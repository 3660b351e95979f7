import vike from 'vike/plugin'
import { defineConfig } from 'vite'
import { sitePlugins } from './build-steps/vite-plugins.ts'
import { createStandIn } from './tools/stand-in.mjs'

export default defineConfig({
  plugins: [
    ...sitePlugins(),
    vike(),
    {
      // `npm run dev`: the form services' local stand-in on the same origin, as `npm start` has it.
      name: 'thoranam:stand-in',
      configureServer(server) {
        const standIn = createStandIn()
        server.middlewares.use((req, res, next) => {
          standIn.handle(req, res).then((handled: boolean) => handled || next(), next)
        })
      },
    },
  ],
  build: {
    // Lazily loaded scripts (the islands, the page's starter, the outbox) are fetched by import() alone, without the
    // <link rel=modulepreload> tags Vite would add for their imports: in WebKit (Safari), a script whose preload
    // failed once (a dropped signal, a 503) can never be loaded again in that browser session, not even after a
    // reload, so a form whose script failed would never start. A failed import() alone is fetched again at the
    // next try (Firefox keeps it failed for the page's life: components/islands/startProblems.ts). The price: a
    // lazy script's own imports are asked for once it has arrived, not alongside it.
    modulePreload: false,
  },
  server: { port: Number(process.env.PORT ?? 3000) },
  preview: { port: Number(process.env.PORT ?? 3000) },
})
