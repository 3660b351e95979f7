import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers'
import { defineConfig } from 'vitest/config'
import { sitePlugins } from './build-steps/vite-plugins.ts'

// Three projects: "unit" (logic, content and components, no build needed), "worker" (the leads' endpoint in
// workerd, the runtime Cloudflare runs it in, with its D1 and rate limit from wrangler.jsonc) and "site" (the built
// site in dist/client/, checked as files and in Chromium). `npm test` runs unit and worker, builds, then site.
export default defineConfig({
  plugins: sitePlugins(),
  test: {
    reporters: ['default', './tests/support/summary-reporter.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          // Some start programs or servers (the content check, check:services, the stand-ins): on a busy 2-core
          // machine or a shared runner one can take longer than the default 5 s while doing nothing wrong.
          testTimeout: 30_000,
        },
      },
      {
        plugins: [
          cloudflareTest(async () => ({
            wrangler: { configPath: './wrangler.jsonc' },
            miniflare: {
              bindings: {
                CHALLENGE_KEY: 'worker-test-key',
                // The services' secrets; their requests are answered by the tests (tests/worker/support.ts).
                EMAILJS_SERVICE_ID: 'service_test',
                EMAILJS_TEMPLATE_ID: 'template_enquiry',
                EMAILJS_PUBLIC_KEY: 'public-key',
                EMAILJS_PRIVATE_KEY: 'private-key',
                SHEETDB_URL: 'https://sheetdb.io/api/v1/test-api',
                SHEETDB_TOKEN: 'sheet-token',
                TEST_MIGRATIONS: await readD1Migrations('worker/migrations'),
              },
            },
          })),
        ],
        test: {
          name: 'worker',
          include: ['tests/worker/**/*.test.ts'],
          setupFiles: ['tests/worker/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'site',
          include: ['tests/site/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Two files at a time, each with its own Chromium: a browser test mostly waits (pages, timers, services),
          // so two keep 2 cores busy. Inside a file, tests marked concurrent (accessibility's pages) run three at a
          // time. (docs/testing.md)
          fileParallelism: true,
          maxWorkers: 2,
          maxConcurrency: 3,
          // A page's answer (an alert after a send, a status line) may take a few seconds on a loaded 2-core machine,
          // where the form's code may still be arriving when the test taps Send: polls wait up to 5 s unless told.
          expect: { poll: { timeout: 5_000 } },
        },
      },
    ],
  },
})
