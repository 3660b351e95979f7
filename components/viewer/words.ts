// The picture viewer's words in the page's language (content/ui/), written once into the page on the element that
// holds its pictures: the viewer's code (./viewer.ts) reads them there, so it carries no word book and is fetched
// in one small request at the first tap.
import type { Locale } from '../../content/editions'
import { ui } from '../../content/ui'

/** Data attributes for the list or block that holds a page's pictures. */
export function viewerWords(locale: Locale) {
  const words = ui(locale).viewer
  return {
    'data-viewer-close': words.close,
    'data-viewer-previous': words.previous,
    'data-viewer-next': words.next,
    'data-viewer-position': words.position('{n}', '{total}'),
  }
}
