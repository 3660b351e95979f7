import { defineConfig } from 'vitest/config'
import { sitePlugins } from './build-steps/vite-plugins.ts'

// Two projects: "unit" (logic, content and components, no build needed) and "site" (the built site in
// dist/client/, checked as files and in Chromium). `npm test` runs unit, builds, then site.
export default defineConfig({
  plugins: sitePlugins(),
  test: {
    reporters: ['default', './tests/support/summary-reporter.ts'],
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'site',
          include: ['tests/site/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // One Chromium at a time on a 2-core machine; inside a file, tests marked concurrent (accessibility's
          // pages) run three at a time: on 2 cores a page's load, scripts and checks leave room for two more.
          fileParallelism: true,
          maxWorkers: 2,
          maxConcurrency: 3,
        },
      },
    ],
  },
})
