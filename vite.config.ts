import vike from 'vike/plugin'
import { defineConfig } from 'vite'
import { sitePlugins } from './scripts/vite-plugins.ts'

export default defineConfig({
  plugins: [...sitePlugins(), vike()],
  server: { port: Number(process.env.PORT ?? 3000) },
  preview: { port: Number(process.env.PORT ?? 3000) },
})
