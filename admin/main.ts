// The editor's start-up script, loaded after the Decap CMS bundle on /admin: registers the formats that
// rewrite only what an editor changed (admin/formats.ts), the new-page form's address field (admin/page-address.ts),
// the optional groups and the page's text checked as the build checks them (admin/fields.ts), names and cleans
// uploaded pictures (admin/uploads.ts), lists the site's pictures in the media library (admin/site-pictures.ts),
// draws the live preview of pages and home.yaml (admin/preview.tsx) and keeps the editor's window on its own
// origin (admin/navigation-guard.ts). The bundle starts itself; it reads the formats
// when it opens a file, and the preview templates when it draws the preview, which is after this has run.
import serviceEvents from 'virtual:service-events'
import { parse as parseYaml } from 'yaml'
import { registerFields } from './fields.ts'
import { ADDRESS_KEY, EVENT_KEY, mdxFormat, newPageFormat, yamlFormat } from './formats.ts'
import { guardNavigation } from './navigation-guard.ts'
import { registerAddressWidget } from './page-address.ts'
import { type NewEntry, registerPreviews, type PreviewContext } from './preview.tsx'
import { showPullRequests } from './pull-requests.ts'
import { listSitePictures, registerPictureField } from './site-pictures.ts'
import { renameUploads } from './uploads.ts'

type Formatter = { fromFile(text: string): object; toFile(data: Record<string, unknown>): string }
type Cms = Parameters<typeof registerAddressWidget>[0] &
  Parameters<typeof listSitePictures>[0] &
  Parameters<typeof registerPictureField>[0] & {
    registerCustomFormat(name: string, extension: string, formatter: Formatter): void
  }
const cms = (window as unknown as { CMS: Cms }).CMS

guardNavigation()

cms.registerCustomFormat('mdx-preserving', 'mdx', mdxFormat)
cms.registerCustomFormat('yaml-preserving', 'yaml', yamlFormat)
const newPages = newPageFormat(serviceEvents)
cms.registerCustomFormat('mdx-new-page', 'mdx', newPages)
registerAddressWidget(cms, serviceEvents)
registerFields(cms)
renameUploads()

// What the preview needs from the build (the stylesheets, the English files); its templates' names come with it.
const context = fetch('/admin/preview.json').then(async (answer) => {
  if (!answer.ok) throw new Error(`/admin/preview.json answered ${answer.status}`)
  return (await answer.json()) as PreviewContext & { templates: string[] }
})
// The media library lists every picture of the site with what it shows, beside the uploads.
listSitePictures(
  cms,
  context.then(
    (loaded) => loaded.pictures,
    () => ({}),
  ),
)
registerPictureField(cms)
const globals = window as unknown as Parameters<typeof registerPreviews>[0]
// The configuration the editor runs with (its collections, its backend).
type Config = Awaited<Parameters<typeof showPullRequests>[0]> & { collections?: { name: string; folder?: string; format?: string }[] }
const config = fetch('/admin/config.yml')
  .then((answer) => answer.text())
  .then((text) => parseYaml(text) as Config)
/**
 * A page made with New page, not saved yet, is previewed as the file its save writes (the same format): its place
 * under its event's folder, its canonical address, its crumbs to its event.
 */
function newPagePreview(loaded: Config | undefined): NewEntry {
  const form = loaded?.collections?.find((collection) => collection.format === 'mdx-new-page' && collection.folder)
  return (collection, fields) => {
    if (!form || collection !== form.name) return undefined
    const event = String(fields[EVENT_KEY] || 'event')
    const address = String(fields[ADDRESS_KEY] || 'new-page')
    try {
      const saved = newPages.toFile({ ...fields, [EVENT_KEY]: event, [ADDRESS_KEY]: address })
      return { file: `${form.folder}/${event}/${address}.mdx`, fields: mdxFormat.fromFile(saved) }
    } catch {
      return undefined
    }
  }
}
Promise.all([context, config.catch(() => undefined)]).then(
  ([loaded, configured]) => registerPreviews(globals, loaded.templates, Promise.resolve(loaded), newPagePreview(configured)),
  (error: Error) => console.error(`The editor's preview is off: ${error.message}`),
)
// Each saved change's pull request: its checks, its first problems, its review and its preview (admin/pull-requests.ts).
showPullRequests(config)
