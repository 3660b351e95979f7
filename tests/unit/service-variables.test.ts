// A deploy without the hosted services' addresses would send every lead to /api/ on a static host, where nothing
// receives it (404 or 405): the build for a host stops instead, naming each missing variable. Builds on a
// developer's machine and in CI (npm test) keep the local stand-in.
import { resolveConfig } from 'vite'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { sitePlugins } from '../../build-steps/vite-plugins.ts'

const LEAD_VARIABLES = [
  'VITE_EMAILJS_SERVICE_ID',
  'VITE_EMAILJS_TEMPLATE_ID',
  'VITE_EMAILJS_PUBLIC_KEY',
  'VITE_ENQUIRY_SHEET_URL',
  'VITE_VENDOR_SHEET_URL',
  'VITE_FEEDBACK_SHEET_URL',
]
const HOST_SIGNALS = ['CF_PAGES', 'NETLIFY', 'THORANAM_DEPLOY']

/** Resolves the site's Vite configuration as `npm run build` does, with these variables (everything else unset). */
function build(env: Record<string, string>) {
  for (const name of [...LEAD_VARIABLES, 'VITE_TESTIMONIALS_URL', ...HOST_SIGNALS]) vi.stubEnv(name, env[name] ?? '')
  // Where the editor lives is not what this file is about (tests/unit/editor-origin.test.ts): on its own origin.
  vi.stubEnv('CMS_EDITOR_URL', 'https://admin.thoranamevents.com')
  return resolveConfig({ configFile: false, root: process.cwd(), plugins: sitePlugins(), logLevel: 'silent' }, 'build', 'production')
}

afterEach(() => vi.unstubAllEnvs())

describe("the services' addresses in a build", () => {
  it.each([
    ['Cloudflare Pages', { CF_PAGES: '1' }],
    ['Netlify', { NETLIFY: 'true' }],
    ['another host (THORANAM_DEPLOY=1)', { THORANAM_DEPLOY: '1' }],
  ])('a build for %s without them stops, naming each missing variable', async (_, host) => {
    const failure = await build({
      ...host,
      VITE_EMAILJS_SERVICE_ID: 'service_x',
      VITE_ENQUIRY_SHEET_URL: 'https://sheet.best/api/sheets/x',
    }).then(
      () => 'the build went on',
      (error: Error) => error.message,
    )
    for (const name of ['VITE_EMAILJS_TEMPLATE_ID', 'VITE_EMAILJS_PUBLIC_KEY', 'VITE_VENDOR_SHEET_URL', 'VITE_FEEDBACK_SHEET_URL'])
      expect(failure).toContain(name)
    expect(failure).not.toContain('VITE_EMAILJS_SERVICE_ID')
    expect(failure).not.toContain('VITE_TESTIMONIALS_URL') // the build's own list of reviews stands in for the feed
    expect(failure).toContain('.env.example')
  })

  it('a host build with every lead service set goes on (the reviews feed may be left unset)', async () => {
    const set = Object.fromEntries(LEAD_VARIABLES.map((name) => [name, 'https://services.example/' + name]))
    await expect(build({ CF_PAGES: '1', ...set })).resolves.toBeDefined()
  })

  it("a build on a developer's machine or in CI keeps the local stand-in", async () => {
    await expect(build({})).resolves.toBeDefined()
  })
})
