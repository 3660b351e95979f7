/** What the page's inlined script says about the edition's web fonts (build-steps/first-screen.mjs). */
export interface WebFonts {
  /** The sessionStorage key that says this tab has fetched them; it changes with the font files. */
  key: string
  /** The families the edition draws with once it has them (styles/_tamil.scss, .web-fonts). */
  families: string[]
}

const unquoted = (family: string) => family.replace(/^["']|["']$/g, '')

/**
 * Fetches the edition's web fonts once the first screen is painted, and notes it for this tab's next pages: they
 * draw with them from their first paint (their inlined script sets .web-fonts on <html>). This page keeps the
 * fallbacks it was drawn in: swapping the font under text already drawn would move it. (Per tab, in sessionStorage:
 * a mark kept longer could outlive the fonts in the browser's cache, and the next page would fetch them before
 * its first screen.)
 */
export async function keepWebFonts(fonts: WebFonts | undefined, doc: Document = document, storage?: Storage): Promise<void> {
  if (!fonts || !doc.fonts) return
  const faces = [...doc.fonts].filter((face) => fonts.families.includes(unquoted(face.family)))
  try {
    await Promise.all(faces.map((face) => face.load()))
    ;(storage ?? doc.defaultView?.sessionStorage)?.setItem(fonts.key, '1')
  } catch {
    // A font that failed (offline) or storage that is off: the pages keep the fallbacks, as drawn.
  }
}
