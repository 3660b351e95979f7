// The editor's start-up script, loaded after the Decap CMS bundle on /admin: registers the formats that
// rewrite only what an editor changed (admin/formats.ts), the new-page form's address field (admin/page-address.ts),
// and names uploaded pictures safely (admin/uploads.ts).
// The bundle starts itself; it reads the formats when it opens a file, which is after this has run.
import serviceEvents from 'virtual:service-events'
import { mdxFormat, newPageFormat, yamlFormat } from './formats.ts'
import { registerAddressWidget } from './page-address.ts'
import { renameUploads } from './uploads.ts'

type Formatter = { fromFile(text: string): object; toFile(data: Record<string, unknown>): string }
type Cms = Parameters<typeof registerAddressWidget>[0] & { registerCustomFormat(name: string, extension: string, formatter: Formatter): void }
const cms = (window as unknown as { CMS: Cms }).CMS

cms.registerCustomFormat('mdx-preserving', 'mdx', mdxFormat)
cms.registerCustomFormat('yaml-preserving', 'yaml', yamlFormat)
cms.registerCustomFormat('mdx-new-page', 'mdx', newPageFormat(serviceEvents))
registerAddressWidget(cms, serviceEvents)
renameUploads()
