// The editor's start-up script, loaded after the Decap CMS bundle on /admin: registers the formats that
// rewrite only what an editor changed (admin/formats.ts) and names uploaded pictures safely (admin/uploads.ts).
// The bundle starts itself; it reads the formats when it opens a file, which is after this has run.
import serviceEvents from 'virtual:service-events'
import { mdxFormat, newPageFormat, yamlFormat } from './formats.ts'
import { renameUploads } from './uploads.ts'

type Formatter = { fromFile(text: string): object; toFile(data: Record<string, unknown>): string }
const cms = (window as unknown as { CMS: { registerCustomFormat(name: string, extension: string, formatter: Formatter): void } }).CMS

cms.registerCustomFormat('mdx-preserving', 'mdx', mdxFormat)
cms.registerCustomFormat('yaml-preserving', 'yaml', yamlFormat)
cms.registerCustomFormat('mdx-new-page', 'mdx', newPageFormat(serviceEvents))
renameUploads()
