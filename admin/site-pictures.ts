// The media library lists every picture of the site, each by what it shows (content/images.yaml) with its preview
// as the thumbnail, beside the pictures uploaded in the editor: an editor picks a picture the site already has
// instead of uploading it again. Decap lists one folder only (the uploads, content/images/uploads/), and shows a
// file of an entry's media folder only; so each picture is listed as a file in the media folder's own corner for
// derived files ("_transformations/", which Decap lists and keeps whole when it inserts one) under SITE_PICTURES.
// The picture field turns what Decap inserts back into the picture's address on the site (/admin/pictures/…, as the
// editor shows every existing picture, admin/formats.ts); the saved file names the picture by its path. A picture
// listed so is not a file of the uploads folder: deleting it from the library is refused, in words. So is deleting
// an upload that a page or data file of the site names, or a picture field of the entry open in the editor holds
// (on GitHub a deletion from the library is a commit of its own, outside the entry's pull request): the library
// says which file shows it; an upload nothing names is deleted as before.
import { PICTURE_PATH } from './formats.ts'

/** Where Decap places a listed picture when it inserts it: "uploads/" + this + its path ("decoration/x.jpg"). */
export const SITE_PICTURES = '_transformations/site-pictures/'

export type Catalogue = Record<string, Partial<Record<string, string>>>
type MediaFile = { id: string; name: string; path: string; displayURL?: unknown; url?: string; size?: number }

/** The catalogue's pictures as files of the media folder `folder`, each named by what it shows and its path. */
export function sitePictureFiles(catalogue: Catalogue, folder: string, base: string, listed: MediaFile[] = []): MediaFile[] {
  const uploaded = new Set(listed.map((file) => file.name))
  return Object.entries(catalogue)
    .filter(([src]) => !(src.startsWith('uploads/') && uploaded.has(src.slice('uploads/'.length))))
    .map(([src, words]) => ({
      id: `site-picture:${src}`,
      // The name ends with the picture's file, so the library takes it for a picture and its search finds both.
      name: `${words.en ? `${words.en} · ` : ''}${src}`,
      path: `${folder.replace(/\/+$/, '')}/${SITE_PICTURES}${src}`,
      displayURL: `${base}${src}`,
      url: `${base}${src}`,
      size: 0,
    }))
}

/** The picture a value inserted from the library stands for ("decoration/x.jpg"), if it is one of the listed pictures. */
export function sitePictureOf(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const at = value.indexOf(SITE_PICTURES)
  return at >= 0 ? value.slice(at + SITE_PICTURES.length) : undefined
}

type StoredEntry = { data?: unknown; file?: { path?: string } }
type Implementation = {
  getMedia(folder?: string): Promise<MediaFile[]>
  allEntriesByFolder?(folder: string, extension: string, depth: number): Promise<StoredEntry[]>
  entriesByFolder?(folder: string, extension: string, depth: number): Promise<StoredEntry[]>
  deleteFiles?(paths: string[], message: string): Promise<unknown>
  deleteFile?(path: string, message: string): Promise<unknown>
  mediaFolder?: string
}
type Registry = { getBackend(name: string): { init(...args: unknown[]): Implementation } | undefined }

const REFUSED_DELETE =
  "this picture is one of the site's own: it is removed through a pull request, where the build names the pages that still show it"

/** The picture a file of the media library is, as content names it ("uploads/x.jpg"): its path under images/. */
export const pictureOfFile = (file: string): string | undefined => /(?:^|\/)images\/(.+)$/.exec(file)?.[1]

/** Whether a text names the picture `picture` ("uploads/x.jpg"), as a whole path (not "uploads/x.jpg.bak"). */
export function names(text: string, picture: string): boolean {
  const escaped = picture.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(`(^|[^\\w.-])${escaped}(?![\\w.-])`).test(text)
}

/** What each picture field of the open entry holds now (saved or not): a picture chosen there is in use. */
const heldByForm = new Map<object, unknown>()

/** Where the content's pages and data files are, beside the pictures (content/images/… → content/). */
const contentOf = (file: string) => /^(.*?)images\//.exec(file)?.[1] ?? 'content/'

/**
 * Why the pictures `paths` may not be deleted, or undefined when none is in use: a page or data file that names one
 * (read through the backend, as saved), or a picture field of the entry open now.
 */
export async function deleteRefusal(implementation: Implementation, paths: string[]): Promise<string | undefined> {
  if (paths.some((path) => sitePictureOf(path))) return REFUSED_DELETE
  const pictures = paths.flatMap((path) => pictureOfFile(path) ?? [])
  if (!pictures.length) return undefined
  for (const picture of pictures)
    if ([...heldByForm.values()].some((value) => typeof value === 'string' && names(value, picture)))
      return `${picture} is the picture of a field of the entry open in the editor: choose another picture there first`
  const read = (implementation.allEntriesByFolder ?? implementation.entriesByFolder)?.bind(implementation)
  if (!read) return undefined
  const root = contentOf(paths[0])
  const stored = (
    await Promise.all([read(`${root}pages`, 'mdx', 10), read(`${root}data`, 'yaml', 1)].map((listing) => listing.catch(() => [])))
  ).flat()
  for (const picture of pictures) {
    const showing = stored.filter((entry) => typeof entry.data === 'string' && names(entry.data, picture)).map((entry) => entry.file?.path)
    if (showing.length)
      return `${picture} is shown by ${showing.join(', ')}: take it off ${showing.length === 1 ? 'that page' : 'those files'} and save first, then delete it`
  }
  return undefined
}

/**
 * Lists the site's pictures in the media library of every backend the editor may use (GitHub, and the local one of
 * `npm run edit`): each backend's listing of a media folder gets them after its own files.
 */
export function listSitePictures(cms: Registry, catalogue: Promise<Catalogue>, backends = ['github', 'proxy', 'test-repo']) {
  const base = `${location.origin}${PICTURE_PATH}`
  for (const name of backends) {
    const backend = cms.getBackend(name)
    if (!backend) continue
    const init = backend.init
    backend.init = (...args: unknown[]) => {
      const implementation = init(...args)
      const getMedia = implementation.getMedia.bind(implementation)
      implementation.getMedia = async (folder?: string) => {
        const own = await getMedia(folder)
        const pictures = await catalogue.catch(() => ({}))
        return [...own, ...sitePictureFiles(pictures, folder ?? implementation.mediaFolder ?? '', base, own)]
      }
      const refused = async (paths: string[]) => {
        const refusal = await deleteRefusal(implementation, paths)
        if (refusal) throw new Error(refusal)
      }
      const deleteFiles = implementation.deleteFiles?.bind(implementation)
      if (deleteFiles) implementation.deleteFiles = async (paths, message) => (await refused(paths), deleteFiles(paths, message))
      const deleteFile = implementation.deleteFile?.bind(implementation)
      if (deleteFile) implementation.deleteFile = async (path, message) => (await refused([path]), deleteFile(path, message))
      return implementation
    }
  }
}

type ImageProps = {
  mediaPaths: { get(id: string): unknown }
  value?: unknown
  onChange(value: unknown): void
  onRemoveInsertedMedia(id: string): void
}
type ImageControl = new (
  props: ImageProps,
) => { props: ImageProps; controlID: string; componentDidMount?(): void; componentWillUnmount?(): void; componentDidUpdate?(): void }
type Cms = {
  getWidget(name: string): { control: ImageControl; preview?: unknown; schema?: unknown }
  registerWidget(name: string, control: unknown, preview?: unknown, schema?: unknown): void
}

/** The picture field: a listed picture chosen in the library becomes its address on the site; the rest as Decap does. */
export function registerPictureField(cms: Cms) {
  const image = cms.getWidget('image')
  const base = `${location.origin}${PICTURE_PATH}`
  class PictureControl extends image.control {
    componentDidMount() {
      heldByForm.set(this, this.props.value)
      super.componentDidMount?.()
    }
    componentWillUnmount() {
      heldByForm.delete(this)
      super.componentWillUnmount?.()
    }
    componentDidUpdate() {
      heldByForm.set(this, this.props.value)
      const picture = sitePictureOf(this.props.mediaPaths.get(this.controlID))
      if (picture === undefined) return super.componentDidUpdate?.()
      if (this.props.value !== base + picture) this.props.onChange(base + picture)
      else this.props.onRemoveInsertedMedia(this.controlID)
    }
  }
  cms.registerWidget('image', PictureControl, image.preview, image.schema)
}
