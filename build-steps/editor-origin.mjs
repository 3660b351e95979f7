// Where the editor lives. With CMS_EDITOR_URL set (the editor's own origin, such as https://admin.thoranamevents.com,
// deployed from `npm run build:editor`), the public build leaves /admin out (its page, scripts, configuration and
// the pictures' previews) and sends /admin there with a redirect in _redirects: the editor's GitHub token, kept in
// the browser's storage of the origin the editor runs on, then never sits on the public site's origin. A build for
// a host without it stops, unless CMS_EDITOR_ON_SITE=1 says the editor stays at /admin of the public site on
// purpose; a build on a developer's machine or in CI keeps /admin. `npm run build:editor` sets
// THORANAM_EDITOR_BUILD=1, which always builds the editor (its host may carry CMS_EDITOR_URL too).
import path from 'node:path'
import { loadEnv } from 'vite'

const root = path.resolve(import.meta.dirname, '..')

/** The variable `npm run build:editor` sets for its build of the editor-only folder. */
export const EDITOR_BUILD = 'THORANAM_EDITOR_BUILD'

/** The setting that keeps the editor at /admin of the public site on a host, on purpose. */
export const EDITOR_ON_SITE = 'CMS_EDITOR_ON_SITE'

/**
 * The host a build runs on, from the variables the hosts named in docs/deploying.md set in their builds
 * (Cloudflare Pages: CF_PAGES=1; Netlify: NETLIFY=true); on any other host, such as a GitHub Pages workflow,
 * THORANAM_DEPLOY=1 says so. Undefined for a build on a developer's machine or in CI, which keep the stand-in.
 * @param {Record<string, string | undefined>} env
 * @returns {string | undefined}
 */
export function hostOf(env) {
  if (env.CF_PAGES === '1') return 'Cloudflare Pages'
  if (env.NETLIFY === 'true') return 'Netlify'
  if (env.THORANAM_DEPLOY === '1') return 'THORANAM_DEPLOY=1'
  return undefined
}

/**
 * The editor's own origin, when the public build is to send /admin there; undefined when /admin is in this build.
 * Throws, naming the variable and what to write, for an address that is not an origin.
 * @param {Record<string, string | undefined>} env
 * @returns {string | undefined}
 */
export function editorOrigin(env) {
  const value = env.CMS_EDITOR_URL?.trim()
  if (env[EDITOR_BUILD] === '1') return undefined
  if (!value) {
    const host = hostOf(env)
    if (host && env[EDITOR_ON_SITE] !== '1')
      throw new Error(
        `This build is for a host (${host}) and would serve the editor at /admin of the public site, where a script of any public page could read an editor's GitHub sign-in. ` +
          "Set CMS_EDITOR_URL to the editor's own origin, such as https://admin.thoranamevents.com, deployed from npm run build:editor (docs/deploying.md, the editor on its own address), " +
          `or set ${EDITOR_ON_SITE}=1 to keep the editor at /admin of this site on purpose. Then build again.`,
      )
    return undefined
  }
  let url
  try {
    url = new URL(value)
  } catch {
    url = undefined
  }
  const local = url && /^(localhost|127\.0\.0\.1|\[::1\])$/.test(url.hostname)
  if (
    !url ||
    !(url.protocol === 'https:' || (url.protocol === 'http:' && local)) ||
    url.pathname !== '/' ||
    url.search ||
    url.hash ||
    url.username
  ) {
    throw new Error(
      `CMS_EDITOR_URL is "${value}": it must be the editor's own origin, https:// and a host name only, such as https://admin.thoranamevents.com (the editor is at /admin/ there). Correct it in the build settings, or unset it to keep the editor at /admin on this site.`,
    )
  }
  return url.origin
}

/** The build's environment as Vite reads it (.env files, then the process's variables). */
export function buildEnv(mode = 'production') {
  return { ...loadEnv(mode, root, ['CMS_', 'VITE_']), ...process.env }
}

/**
 * The _redirects rules that send /admin and everything under it to the editor's origin (Netlify and Cloudflare
 * Pages both read them; a rule applies only where no file answers, and this build has no /admin files).
 * @param {string} origin
 */
export function editorRedirects(origin) {
  return (
    [
      '# The editor has its own origin (CMS_EDITOR_URL): /admin is not part of this site.',
      `/admin  ${origin}/admin/  302`,
      `/admin/*  ${origin}/admin/:splat  302`,
    ].join('\n') + '\n'
  )
}

/**
 * A _redirects text with the editor's rules added, once (the build writes them after Vite has copied public/).
 * @param {string} text
 * @param {string} origin
 */
export function withEditorRedirects(text, origin) {
  const kept = text
    .split('\n')
    .filter((line) => !/^\/admin(\/\*)?\s/.test(line) && !line.startsWith('# The editor has its own origin'))
    .join('\n')
    .replace(/\n*$/, '\n')
  return `${editorRedirects(origin)}${kept}`
}
