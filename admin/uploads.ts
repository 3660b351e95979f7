// Pictures uploaded in the editor get a safe name that no other picture has: the editor itself would keep only
// the ASCII letters of a name (a Tamil "மணமேடை.jpg" became "uploads/.jpg", and every later Tamil-named upload
// collided with it) and asks to replace a picture of the same name (two phones' "IMG_1234.JPG"). Before the editor
// sees a chosen file, it is renamed by uploadName() (content/pictureNames.js): "IMG_1234.JPG" is stored as
// "uploads/img-1234-3fa2c1d0.jpg", the last part being the start of the picture's SHA-256. In the same step the photo
// loses what the phone wrote into it (GPS position, maker notes, owner, XMP and IPTC: admin/photo-metadata.ts), so
// no commit of any branch, and no pull request's history, ever holds it; the name is made from the cleaned bytes.
import { uploadName } from '../content/pictureNames.js'
import { withoutMetadata } from './photo-metadata.ts'

async function sha256Hex(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes)
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** The files, each without personal metadata and under the name it will be stored with. */
export async function renamedFiles(files: File[]): Promise<File[]> {
  return Promise.all(
    files.map(async (file) => {
      const bytes = withoutMetadata(new Uint8Array(await file.arrayBuffer()))
      return new File([bytes], uploadName(file.name, await sha256Hex(bytes)), { type: file.type, lastModified: file.lastModified })
    }),
  )
}

/**
 * Renames every file chosen in a file field of the page before the editor reads it: the first "change" event is
 * held (listening on the window, in the capture phase, comes before the editor's own listener), the files are
 * renamed, and the event is sent again with the renamed files.
 */
export function renameUploads(target: Window = window) {
  const resent = new WeakSet<Event>()
  target.addEventListener(
    'change',
    (event) => {
      const input = event.target
      if (resent.has(event) || !(input instanceof HTMLInputElement) || input.type !== 'file' || !input.files?.length) return
      event.stopImmediatePropagation()
      void renamedFiles([...input.files]).then((files) => {
        const transfer = new DataTransfer()
        for (const file of files) transfer.items.add(file)
        input.files = transfer.files
        const again = new Event('change', { bubbles: true })
        resent.add(again)
        input.dispatchEvent(again)
      })
    },
    true,
  )
}
