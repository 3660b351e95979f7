// The editor on its own origin: with CMS_EDITOR_URL set, the public build writes no /admin file (page, scripts,
// configuration, pictures' previews) and its _redirects sends /admin there, so the editor's GitHub token never
// sits on the public origin; without it, /admin is built as before. A CMS_EDITOR_URL that is no origin stops the
// build, naming the variable. `npm run build:editor` (THORANAM_EDITOR_BUILD=1) always builds the editor.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { resolveConfig, type Plugin } from 'vite'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { optionsFromEnv } from '../../build-steps/admin.ts'
import { cmsConfig } from '../../build-steps/cms-config.ts'
import { editorOrigin, withEditorRedirects } from '../../build-steps/editor-origin.mjs'
import { parseHeaderRules, writeHostFiles } from '../../build-steps/security-headers.mjs'
import { sitePlugins } from '../../build-steps/vite-plugins.ts'

const EDITOR = 'https://admin.thoranamevents.com'

// The pictures' encodes from a cache of this file's own, with an empty stand-in for each: the plugin publishes only
// what the cache holds (THORANAM_IMAGES=on-demand), and a fresh clone has no encodes yet when the unit tests run.
const cache = vi.hoisted(() => (process.env.THORANAM_IMAGES_CACHE = `${process.env.TMPDIR ?? '/tmp'}/editor-origin-cache-${process.pid}`))
beforeAll(async () => {
  fs.mkdirSync(cache, { recursive: true })
  const { encodeAll } = await import('../../renderer/imageFiles.mjs')
  for (const { variant } of await encodeAll({ dryRun: true })) fs.writeFileSync(variant.cacheFile, '')
})
afterAll(() => fs.rmSync(cache, { recursive: true, force: true }))

afterEach(() => vi.unstubAllEnvs())

const LEADS = [
  'VITE_EMAILJS_SERVICE_ID',
  'VITE_EMAILJS_TEMPLATE_ID',
  'VITE_EMAILJS_PUBLIC_KEY',
  'VITE_ENQUIRY_SHEET_URL',
  'VITE_VENDOR_SHEET_URL',
  'VITE_FEEDBACK_SHEET_URL',
]

/** The site's plugins as `npm run build` resolves them, with these variables (a host's, `host`, with its services set). */
async function resolvedPlugins(env: Record<string, string>, host: Record<string, string> = {}): Promise<readonly Plugin[]> {
  for (const name of ['CMS_EDITOR_URL', 'CMS_EDITOR_ON_SITE', 'THORANAM_EDITOR_BUILD', 'THORANAM_IMAGES']) vi.stubEnv(name, env[name] ?? '')
  for (const name of ['CF_PAGES', 'NETLIFY', 'THORANAM_DEPLOY']) vi.stubEnv(name, host[name] ?? '')
  // The lead services' check is not what this file is about: a host build has them all.
  for (const name of LEADS) vi.stubEnv(name, Object.keys(host).length ? `https://services.example/${name}` : '')
  return (
    await resolveConfig({ configFile: false, root: process.cwd(), plugins: sitePlugins(), logLevel: 'silent' }, 'build', 'production')
  ).plugins
}

/** The files a plugin's generateBundle would write into the browser build. */
async function emitted(plugins: readonly Plugin[], name: string): Promise<string[]> {
  const plugin = plugins.find((candidate) => candidate.name === name)!
  const files: string[] = []
  const context = {
    environment: { name: 'client', config: { build: { outDir: fs.mkdtempSync(path.join(os.tmpdir(), 'editor-origin-')) } } },
    emitFile: (file: { fileName: string }) => files.push(file.fileName),
    warn: () => undefined,
    error: (message: string) => {
      throw new Error(message)
    },
  }
  const hook = plugin.generateBundle as unknown as (this: typeof context, ...args: unknown[]) => Promise<void>
  await hook.call(context, {}, {}, false)
  return files
}

/** Where Netlify's and Cloudflare Pages' _redirects send a path (first matching rule; `*` is `:splat`). */
function redirectOf(text: string, pathname: string): { to: string; status: number } | undefined {
  for (const line of text.split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue
    const [from, to, status] = line.trim().split(/\s+/)
    const splat = from.endsWith('*') && pathname.startsWith(from.slice(0, -1)) ? pathname.slice(from.length - 1) : undefined
    if (from === pathname || splat !== undefined) return { to: to.replace(':splat', splat ?? ''), status: Number(status) }
  }
  return undefined
}

describe('the editor on its own origin (CMS_EDITOR_URL)', () => {
  it('takes an origin and nothing else; THORANAM_EDITOR_BUILD=1 keeps the editor in the build', () => {
    expect(editorOrigin({})).toBeUndefined()
    expect(editorOrigin({ CMS_EDITOR_URL: `${EDITOR}/` })).toBe(EDITOR)
    expect(editorOrigin({ CMS_EDITOR_URL: EDITOR, THORANAM_EDITOR_BUILD: '1' })).toBeUndefined()
    for (const wrong of ['admin.thoranamevents.com', 'http://admin.thoranamevents.com', `${EDITOR}/admin/`, `${EDITOR}/?x=1`]) {
      expect(() => editorOrigin({ CMS_EDITOR_URL: wrong }), wrong).toThrow(
        /CMS_EDITOR_URL is ".+": it must be the editor's own origin, https:\/\/ and a host name only/,
      )
    }
  })

  it('stops the build, naming the variable, when it is no origin', async () => {
    const failure = await resolvedPlugins({ CMS_EDITOR_URL: 'admin.thoranamevents.com' }).then(
      () => 'the build went on',
      (error: Error) => error.message,
    )
    expect(failure).toMatch(/^CMS_EDITOR_URL is "admin\.thoranamevents\.com"/)
  })

  it('leaves the editor out of the public build: no /admin page, script, configuration or picture preview', async () => {
    vi.stubEnv('THORANAM_IMAGES', 'on-demand')
    const apart = await resolvedPlugins({ CMS_EDITOR_URL: EDITOR, THORANAM_IMAGES: 'on-demand' })
    expect(await emitted(apart, 'thoranam:admin')).toEqual([])
    const pictures = await emitted(apart, 'thoranam:content')
    expect(pictures.filter((file) => file.startsWith('images/')).length).toBeGreaterThan(100)
    expect(pictures.filter((file) => file.startsWith('admin/'))).toEqual([])
  }, 60_000)

  it('keeps /admin in the build without it, and in the editor-only build with it', async () => {
    for (const env of [{}, { CMS_EDITOR_URL: EDITOR, THORANAM_EDITOR_BUILD: '1' }] as Record<string, string>[]) {
      const plugins = await resolvedPlugins({ ...env, THORANAM_IMAGES: 'on-demand' })
      expect(await emitted(plugins, 'thoranam:admin')).toEqual(
        expect.arrayContaining(['admin/index.html', 'admin/decap-cms.js', 'admin/formats.js', 'admin/config.yml']),
      )
      expect((await emitted(plugins, 'thoranam:content')).filter((file) => file.startsWith('admin/pictures/')).length).toBeGreaterThan(50)
    }
  }, 120_000)

  it.each([
    ['Cloudflare Pages', { CF_PAGES: '1' }],
    ['Netlify', { NETLIFY: 'true' }],
    ['another host (THORANAM_DEPLOY=1)', { THORANAM_DEPLOY: '1' }],
  ])(
    'stops a build for %s that would serve /admin on the public origin, naming CMS_EDITOR_URL and CMS_EDITOR_ON_SITE=1',
    async (_, host) => {
      const failure = await resolvedPlugins({}, host).then(
        () => 'the build went on',
        (error: Error) => error.message,
      )
      expect(failure).toMatch(/would serve the editor at \/admin of the public site/)
      expect(failure).toContain("Set CMS_EDITOR_URL to the editor's own origin")
      expect(failure).toContain('set CMS_EDITOR_ON_SITE=1 to keep the editor at /admin of this site on purpose')
      // Either setting lets the host build go on; the editor's own build needs neither.
      for (const env of [{ CMS_EDITOR_URL: EDITOR }, { CMS_EDITOR_ON_SITE: '1' }, { THORANAM_EDITOR_BUILD: '1' }] as Record<
        string,
        string
      >[])
        await expect(resolvedPlugins(env, host), JSON.stringify(env)).resolves.toBeDefined()
    },
  )

  it("links the editor-only build's editor to the public site, not to its own origin", () => {
    const apart = cmsConfig(optionsFromEnv('production', { THORANAM_EDITOR_BUILD: '1', VITE_SITE_URL: 'https://www.thoranamevents.in' }))
    expect(apart).toMatchObject({
      site_url: 'https://www.thoranamevents.in/',
      display_url: 'https://www.thoranamevents.in/',
      logo_url: '/favicon.svg',
    })
    expect(cmsConfig(optionsFromEnv('production', {}))).toMatchObject({ site_url: '/', display_url: '/' })
  })

  it("sends /admin and everything under it to the editor's origin in _redirects, and gives /admin no headers of its own", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'editor-redirects-'))
    fs.copyFileSync(path.join(process.cwd(), 'public/_redirects'), path.join(dir, '_redirects'))
    fs.writeFileSync(path.join(dir, 'index.html'), '<!DOCTYPE html><title>Home</title>')
    const said = writeHostFiles({ CMS_EDITOR_URL: EDITOR }, dir)
    const redirects = fs.readFileSync(path.join(dir, '_redirects'), 'utf8')
    expect(redirectOf(redirects, '/admin')).toEqual({ to: `${EDITOR}/admin/`, status: 302 })
    expect(redirectOf(redirects, '/admin/')).toEqual({ to: `${EDITOR}/admin/`, status: 302 })
    expect(redirectOf(redirects, '/admin/config.yml')).toEqual({ to: `${EDITOR}/admin/config.yml`, status: 302 })
    // The site's own rule is kept: unknown Tamil paths still get the Tamil not-found page.
    expect(redirectOf(redirects, '/ta/nothing-here')).toEqual({ to: '/ta/404.html', status: 404 })
    expect(parseHeaderRules(fs.readFileSync(path.join(dir, '_headers'), 'utf8')).map((rule) => rule.pattern)).not.toContain('/admin/*')
    expect(said.join('\n')).toContain(`${EDITOR}/admin/`)
    // Written twice (a second run of the step), the rules are there once.
    writeHostFiles({ CMS_EDITOR_URL: EDITOR }, dir)
    expect(fs.readFileSync(path.join(dir, '_redirects'), 'utf8').match(/^\/admin\/\*/gm)).toHaveLength(1)
    expect(withEditorRedirects('', EDITOR)).toMatch(/^# /)
    fs.rmSync(dir, { recursive: true, force: true })
  })
})
