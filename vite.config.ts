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
  server: { port: Number(process.env.PORT ?? 3000) },
  preview: { port: Number(process.env.PORT ?? 3000) },
})
