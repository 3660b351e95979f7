// What a picture under content/images/ may be called, and the safe names made from any name. Phones and cameras
// name photos IMG_1234.JPG, PXL_20250101_123456.jpg, Screenshot_2025-01-01-10-00-00.png or "WhatsApp Image … .jpeg";
// editors name them in Tamil. Those names are kept: the published copies are named by safeName() (lower-case ASCII
// and hyphens, and a hash of the picture), so an address never holds a space or a Tamil letter. Pictures uploaded
// in the editor are renamed by uploadName() before they are stored, so two uploads never share a name.
// Plain JavaScript (types in JSDoc): the picture pipeline and the photo check run in Node without a build.

/** Letters, digits and the signs a file name may hold (Latin with accents, Tamil; no "#", "?", "%", ":" or "/"). */
const NAME_CHARACTER = 'A-Za-z0-9_\\-\\u00C0-\\u024F\\u0B80-\\u0BFF\\u200C\\u200D()'
/** A file or folder name: starts with a letter or digit (never a dot: a hidden file), spaces and dots inside. */
const SEGMENT = `[${NAME_CHARACTER}][${NAME_CHARACTER}. ]*`
/** The kinds of picture the site publishes, in any case (.JPG, .Jpeg…); written without flags, as the editor reads it. */
const EXTENSION = '\\.(?:[jJ][pP][eE]?[gG]|[pP][nN][gG]|[wW][eE][bB][pP])'

/** The rule of a picture's path under content/images/, such as "decoration/decoration-01.jpg" or "uploads/IMG_1234.JPG". */
export const PICTURE_PATH = new RegExp(`^(?:${SEGMENT}/)*${SEGMENT}${EXTENSION}$`)

/** The fields whose value is a picture's path under content/images/. */
export const PICTURE_FIELDS = ['src', 'image', 'imageSrc', 'logo']

/** Files a computer leaves in a folder that are no pictures of anyone's: never published, never checked. */
export function isSystemFile(/** @type {string} */ name) {
  return /^(\.DS_Store|Thumbs\.db|desktop\.ini|\.gitkeep|\.gitignore)$/i.test(name) || name.startsWith('._')
}

// Tamil letters as they are said, in Latin letters: enough for a file name to be recognised ("மணமேடை" is "manamedai").
const VOWELS = { அ: 'a', ஆ: 'aa', இ: 'i', ஈ: 'ee', உ: 'u', ஊ: 'oo', எ: 'e', ஏ: 'e', ஐ: 'ai', ஒ: 'o', ஓ: 'o', ஔ: 'au', ஃ: 'h' }
const CONSONANTS = {
  க: 'k',
  ங: 'ng',
  ச: 's',
  ஞ: 'ny',
  ட: 'd',
  ண: 'n',
  த: 'th',
  ந: 'n',
  ப: 'p',
  ம: 'm',
  ய: 'y',
  ர: 'r',
  ல: 'l',
  வ: 'v',
  ழ: 'zh',
  ள: 'l',
  ற: 'r',
  ன: 'n',
  ஜ: 'j',
  ஷ: 'sh',
  ஸ: 's',
  ஹ: 'h',
  ஶ: 'sh',
}
const VOWEL_SIGNS = { 'ா': 'aa', 'ி': 'i', 'ீ': 'ee', 'ு': 'u', 'ூ': 'oo', 'ெ': 'e', 'ே': 'e', 'ை': 'ai', 'ொ': 'o', 'ோ': 'o', 'ௌ': 'au' }
const VIRAMA = '்'

/** Tamil letters written in Latin letters; everything else as it was. */
export function latinOfTamil(/** @type {string} */ text) {
  const chars = [...text]
  let out = ''
  for (let i = 0; i < chars.length; i++) {
    const char = chars[i]
    const consonant = /** @type {Record<string, string>} */ (CONSONANTS)[char]
    if (consonant !== undefined) {
      const next = chars[i + 1]
      const sign = /** @type {Record<string, string>} */ (VOWEL_SIGNS)[next]
      if (sign !== undefined) {
        out += consonant + sign
        i++
      } else if (next === VIRAMA) {
        out += consonant
        i++
      } else out += `${consonant}a`
    } else if (char >= '௦' && char <= '௯') out += String(char.charCodeAt(0) - '௦'.charCodeAt(0))
    else
      out +=
        /** @type {Record<string, string>} */ (VOWELS)[char] ??
        /** @type {Record<string, string>} */ (VOWEL_SIGNS)[char] ??
        (char === VIRAMA ? '' : char)
  }
  return out
}

/** A name fit for an address: lower-case ASCII letters, digits and hyphens ("IMG_1234" is "img-1234"); "" when nothing is left. */
export function safeName(/** @type {string} */ name) {
  return latinOfTamil(name)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '')
}

/**
 * The name an uploaded picture is stored under: its own name made safe, then the first 8 hex digits of its
 * SHA-256 ("IMG_1234.JPG" is "img-1234-3fa2c1d0.jpg", "மணமேடை.jpg" is "manamedai-9c1e22ab.jpg"). Two different
 * pictures never get the same name; the same picture uploaded twice does, and is the same file.
 */
export function uploadName(/** @type {string} */ fileName, /** @type {string} */ sha256Hex) {
  const dot = fileName.lastIndexOf('.')
  const extension =
    dot > 0 || (dot === 0 && fileName.length > 1)
      ? fileName
          .slice(dot + 1)
          .toLowerCase()
          .replace(/[^a-z0-9]/g, '')
      : ''
  const stem = safeName(dot >= 0 ? fileName.slice(0, dot) : fileName) || 'photo'
  const hash = sha256Hex.slice(0, 8).toLowerCase()
  const named = stem.endsWith(`-${hash}`) ? stem : `${stem}-${hash}`
  return extension ? `${named}.${extension}` : named
}

/**
 * Why a picture's path cannot be used, and what to do, in words for an editor; undefined when it can.
 * @param {string} path path under content/images/
 */
export function picturePathProblem(path) {
  if (PICTURE_PATH.test(path)) return undefined
  const name = path.split('/').pop() ?? path
  const folder = path.includes('/') ? path.slice(0, path.lastIndexOf('/') + 1) : ''
  const dot = name.lastIndexOf('.')
  const extension = dot >= 0 ? name.slice(dot).toLowerCase() : ''
  const suggestion = `${folder}${safeName(dot > 0 ? name.slice(0, dot) : '') || 'photo'}${/^\.(jpe?g|png|webp)$/.test(extension) ? extension : '.jpg'}`
  if (/^\.(heic|heif)$/.test(extension)) {
    return `"${path}" is a HEIC photo (the iPhone's format), which browsers cannot show: export it as JPEG (on an iPhone: Settings > Camera > Formats > Most Compatible), put it in content/images/${folder} and write its name here`
  }
  if (!/^\.(jpe?g|png|webp)$/.test(extension)) {
    return `"${path}" is not a picture the site publishes: use a .jpg, .jpeg, .png or .webp file under content/images/, such as "decoration/decoration-01.jpg"`
  }
  if (path.startsWith('/') || path.split('/').some((part) => part === '..' || part === '.')) {
    return `"${path}" must be a path inside content/images/, written without a leading "/", such as "decoration/decoration-01.jpg"`
  }
  if (name.startsWith('.')) {
    return `"${path}" has no name before "${extension}" (a file whose name starts with a dot is hidden): rename the file in content/images/${folder}, for example to "${suggestion}", and write the new name here`
  }
  return `"${path}" holds a sign a web address cannot (only letters, digits, spaces, "-", "_", "." and brackets): rename the file in content/images/${folder}, for example to "${suggestion}", and write the new name here`
}
