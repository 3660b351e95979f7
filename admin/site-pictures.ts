// The media library lists every picture of the site, each by what it shows (content/images.yaml) with its preview
// as the thumbnail, beside the pictures uploaded in the editor: an editor picks a picture the site already has
// instead of uploading it again. Decap lists one folder only (the uploads, content/images/uploads/), and shows a
// file of an entry's media folder only; so each picture is listed as a file in the media folder's own corner for
// derived files ("_transformations/", which Decap lists and keeps whole when it inserts one) under SITE_PICTURES.
// The picture field turns what Decap inserts back into the picture's address on the site (/admin/pictures/…, as the
// editor shows every existing picture, admin/formats.ts); the saved file names the picture by its path. A picture
// listed so is not a file of the uploads folder: deleting it from the library is refused, in words.
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

type Implementation = {
  getMedia(folder?: string): Promise<MediaFile[]>
  deleteFiles?(paths: string[], message: string): Promise<unknown>
  deleteFile?(path: string, message: string): Promise<unknown>
  mediaFolder?: string
}
type Registry = { getBackend(name: string): { init(...args: unknown[]): Implementation } | undefined }

const REFUSED_DELETE =
  "this picture is one of the site's own: it is removed through a pull request, where the build names the pages that still show it"

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
      const deleteFiles = implementation.deleteFiles?.bind(implementation)
      if (deleteFiles)
        implementation.deleteFiles = (paths, message) =>
          paths.some((path) => sitePictureOf(path)) ? Promise.reject(new Error(REFUSED_DELETE)) : deleteFiles(paths, message)
      const deleteFile = implementation.deleteFile?.bind(implementation)
      if (deleteFile)
        implementation.deleteFile = (path, message) =>
          sitePictureOf(path) ? Promise.reject(new Error(REFUSED_DELETE)) : deleteFile(path, message)
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
type ImageControl = new (props: ImageProps) => { props: ImageProps; controlID: string; componentDidUpdate?(): void }
type Cms = {
  getWidget(name: string): { control: ImageControl; preview?: unknown; schema?: unknown }
  registerWidget(name: string, control: unknown, preview?: unknown, schema?: unknown): void
}

/** The picture field: a listed picture chosen in the library becomes its address on the site; the rest as Decap does. */
export function registerPictureField(cms: Cms) {
  const image = cms.getWidget('image')
  const base = `${location.origin}${PICTURE_PATH}`
  class PictureControl extends image.control {
    componentDidUpdate() {
      const picture = sitePictureOf(this.props.mediaPaths.get(this.controlID))
      if (picture === undefined) return super.componentDidUpdate?.()
      if (this.props.value !== base + picture) this.props.onChange(base + picture)
      else this.props.onRemoveInsertedMedia(this.controlID)
    }
  }
  cms.registerWidget('image', PictureControl, image.preview, image.schema)
}
