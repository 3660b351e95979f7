// The browser no longer knows any address or key of the leads' services (the site's Worker holds them): a build for
// a host needs none of the old VITE_EMAILJS_* or VITE_*_SHEET_URL variables, and only the reviews feed's missing
// variable is worth a warning.
import { resolveConfig } from 'vite'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { serviceVariablesCheck, sitePlugins } from '../../build-steps/vite-plugins.ts'

const HOST_SIGNALS = ['WORKERS_CI', 'CF_PAGES', 'THORANAM_DEPLOY']

/** Resolves the site's Vite configuration as `npm run build` does, with these variables (everything else unset). */
function build(env: Record<string, string>) {
  for (const name of ['VITE_TESTIMONIALS_URL', ...HOST_SIGNALS]) vi.stubEnv(name, env[name] ?? '')
  // Where the editor lives is not what this file is about (tests/unit/editor-origin.test.ts): on its own origin.
  vi.stubEnv('CMS_EDITOR_URL', 'https://admin.thoranamevents.com')
  return resolveConfig({ configFile: false, root: process.cwd(), plugins: sitePlugins(), logLevel: 'silent' }, 'build', 'production')
}

afterEach(() => vi.unstubAllEnvs())

describe("the services' variables in a build", () => {
  it.each([
    ['Cloudflare Workers Builds', { WORKERS_CI: '1' }],
    ['another host (THORANAM_DEPLOY=1)', { THORANAM_DEPLOY: '1' }],
  ])('a build for %s needs no lead variable: it builds, and warns only of the reviews feed', async (_host, signal) => {
    await expect(build(signal)).resolves.toBeDefined()
    expect(serviceVariablesCheck(signal)).toEqual({ warning: expect.stringContaining('VITE_TESTIMONIALS_URL is not set') })
  })

  it('with the reviews feed set, says nothing', () => {
    expect(serviceVariablesCheck({ WORKERS_CI: '1', VITE_TESTIMONIALS_URL: 'https://opensheet.elk.sh/x/Reviews' })).toEqual({})
  })
})
