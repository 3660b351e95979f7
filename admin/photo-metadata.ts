// A photo leaves the editor without what the phone wrote into it: the GPS position, the maker's notes and serial
// numbers, the owner's name, XMP and IPTC (place names, the photographer). admin/uploads.ts runs this in the browser
// in the same step that renames an upload, before the editor sees the file, so no commit of any branch ever holds
// them. The picture data is copied byte for byte (no re-encoding); a JPEG keeps its orientation (a minimal EXIF
// block with that one tag), its colour profile (ICC) and its JFIF and Adobe blocks. A file with nothing to remove is
// returned as it was. tools/photos.mjs checks and cleans the files already in the repository the same way.

/** JPEG markers. */
const SOI = 0xd8
const EOI = 0xd9
const SOS = 0xda
const APP0 = 0xe0
const APP1 = 0xe1
const APP2 = 0xe2
const APP14 = 0xee
const APP15 = 0xef
const COM = 0xfe

const ascii = (bytes: Uint8Array, start: number, length: number) => String.fromCharCode(...bytes.subarray(start, start + length))

/** The orientation (1–8) an EXIF block (APP1 segment, marker included) gives, if any. */
function orientationOf(segment: Uint8Array): number | undefined {
  if (ascii(segment, 4, 6) !== 'Exif\0\0') return undefined
  const tiff = 10
  const view = new DataView(segment.buffer, segment.byteOffset, segment.byteLength)
  const little = ascii(segment, tiff, 2) === 'II'
  if (tiff + 8 > segment.length) return undefined
  const ifd = tiff + view.getUint32(tiff + 4, little)
  if (ifd + 2 > segment.length) return undefined
  const count = view.getUint16(ifd, little)
  for (let entry = 0; entry < count; entry++) {
    const at = ifd + 2 + entry * 12
    if (at + 12 > segment.length) return undefined
    if (view.getUint16(at, little) === 0x0112 && view.getUint16(at + 2, little) === 3) {
      const value = view.getUint16(at + 8, little)
      return value >= 1 && value <= 8 ? value : undefined
    }
  }
  return undefined
}

/** An EXIF block that holds the orientation alone. */
function orientationBlock(orientation: number): Uint8Array {
  // biome-ignore format: one line per part of the block
  return Uint8Array.of(
    0xff,
    APP1,
    0x00,
    0x22, // the segment and its length (34)
    0x45,
    0x78,
    0x69,
    0x66,
    0x00,
    0x00, // "Exif\0\0"
    0x4d,
    0x4d,
    0x00,
    0x2a,
    0x00,
    0x00,
    0x00,
    0x08, // big-endian TIFF, the first IFD at 8
    0x00,
    0x01, // one entry
    0x01,
    0x12,
    0x00,
    0x03,
    0x00,
    0x00,
    0x00,
    0x01,
    0x00,
    orientation,
    0x00,
    0x00, // Orientation, SHORT, 1
    0x00,
    0x00,
    0x00,
    0x00, // no next IFD
  )
}

/** Whether a JPEG segment is kept: JFIF, a colour profile, Adobe's colour block; never EXIF, XMP, IPTC, notes. */
function keptSegment(marker: number, segment: Uint8Array): boolean {
  if (marker === APP0) return ascii(segment, 4, 4) === 'JFIF' || ascii(segment, 4, 4) === 'JFXX'
  if (marker === APP2) return ascii(segment, 4, 12) === 'ICC_PROFILE\0'
  if (marker === APP14) return ascii(segment, 4, 5) === 'Adobe'
  return !((marker >= APP1 && marker <= APP15) || marker === COM)
}

function join(parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0))
  let at = 0
  for (const part of parts) {
    out.set(part, at)
    at += part.length
  }
  return out
}

/** A JPEG without its personal metadata, and whatever follows its end (a phone's second picture, with its own EXIF). */
function cleanJpeg(bytes: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> {
  const parts: Uint8Array[] = [bytes.subarray(0, 2)]
  let orientation: number | undefined
  let changed = false
  let i = 2
  while (i + 1 < bytes.length) {
    if (bytes[i] !== 0xff) throw new Error('This JPEG is damaged: it cannot be read to remove its metadata.')
    const marker = bytes[i + 1]
    if (marker === 0xff) {
      i++
      continue
    }
    if (marker === EOI) {
      parts.push(bytes.subarray(i, i + 2))
      if (i + 2 < bytes.length) changed = true
      break
    }
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      parts.push(bytes.subarray(i, i + 2))
      i += 2
      continue
    }
    const end = i + 2 + ((bytes[i + 2] << 8) | bytes[i + 3])
    if (marker === SOS) {
      // The compressed picture runs to the next marker that is not a restart or an escaped 0xFF.
      let j = end
      while (j + 1 < bytes.length && !(bytes[j] === 0xff && bytes[j + 1] !== 0 && !(bytes[j + 1] >= 0xd0 && bytes[j + 1] <= 0xd7))) j++
      parts.push(bytes.subarray(i, j))
      i = j
      continue
    }
    const segment = bytes.subarray(i, end)
    if (keptSegment(marker, segment)) parts.push(segment)
    else {
      changed = true
      if (marker === APP1) orientation ??= orientationOf(segment)
    }
    i = end
  }
  if (!changed) return bytes
  if (orientation && orientation !== 1) {
    // After SOI and JFIF, where a reader looks for EXIF.
    const at = parts.length > 1 && parts[1][1] === APP0 ? 2 : 1
    parts.splice(at, 0, orientationBlock(orientation))
  }
  return join(parts)
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
/** PNG chunks that hold words or EXIF: dropped. */
const PNG_DROPPED = new Set(['eXIf', 'tEXt', 'zTXt', 'iTXt', 'tIME'])

function cleanPng(bytes: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const parts: Uint8Array[] = [bytes.subarray(0, 8)]
  let changed = false
  for (let i = 8; i + 8 <= bytes.length; ) {
    const end = i + 12 + view.getUint32(i)
    if (PNG_DROPPED.has(ascii(bytes, i + 4, 4))) changed = true
    else parts.push(bytes.subarray(i, end))
    i = end
  }
  return changed ? join(parts) : bytes
}

function cleanWebp(bytes: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const parts: Uint8Array[] = []
  let changed = false
  for (let i = 12; i + 8 <= bytes.length; ) {
    const size = view.getUint32(i + 4, true)
    const end = Math.min(bytes.length, i + 8 + size + (size % 2))
    const type = ascii(bytes, i, 4)
    if (type === 'EXIF' || type === 'XMP ') changed = true
    else parts.push(bytes.subarray(i, end))
    i = end
  }
  if (!changed) return bytes
  const body = join(parts)
  // The extended header's flags no longer announce EXIF (bit 3) and XMP (bit 2).
  if (ascii(body, 0, 4) === 'VP8X') body[8] &= ~0x0c
  const header = new Uint8Array(12)
  header.set(bytes.subarray(0, 12))
  new DataView(header.buffer).setUint32(4, body.length + 4, true)
  return join([header, body])
}

/** The picture's bytes without personal metadata (JPEG, PNG, WebP); any other file as it is. */
export function withoutMetadata(bytes: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> {
  if (bytes[0] === 0xff && bytes[1] === SOI) return cleanJpeg(bytes)
  if (PNG_SIGNATURE.every((byte, i) => bytes[i] === byte)) return cleanPng(bytes)
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return cleanWebp(bytes)
  return bytes
}
