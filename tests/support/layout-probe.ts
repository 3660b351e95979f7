/**
 * The layout probe: rules for where things land on the screen, checked inside the page.
 *
 *   layoutProbe(options?: LayoutProbeOptions): LayoutFinding[]
 *
 * - Runs in the page, synchronously, on the layout as it stands (load the page, let the fonts load and scroll
 *   the lazy parts into view first). It is self-contained: no imports, no references outside its body, so any
 *   driver can send it as source, e.g. Playwright `page.evaluate(layoutProbe, options)` or WebDriver
 *   `executeScript('return (' + layoutProbe.toString() + ')(arguments[0])', options)`.
 * - Returns plain JSON: one finding per broken rule, `{ rule, element, detail }`, where `element` is a short CSS
 *   path of the element at fault (tag, id, first class, :nth-of-type where needed) and `detail` the numbers.
 * - Rules (all of them, always, unless said otherwise):
 *   - `sideways-scroll`: the page is wider than the window; names the elements that stick out on the right.
 *   - `text-cut-off`: text partly outside a box that clips it (overflow other than visible, or text-overflow), or a
 *     line of text wider than its own box. Text wholly outside its clipping box is hidden on purpose (carousel
 *     slides, skip links) and not reported; so is text in visually-hidden, aria-hidden or hidden elements.
 *   - `empty-item`: a grid cell or flex item taken by a box that shows nothing (no text, picture, icon, control,
 *     background, border or shadow), such as a <source> made an item by `display: contents` on its <picture>.
 *   - `split-over-lines` and `not-one-row` (only inside `options.oneRow`, a CSS selector): every piece of text
 *     there fits on one line, and the items of every flex row there sit on one row.
 *   - `picture-not-beside-text`: in a grid of two columns, an item with a picture and no text and an item with
 *     text and no picture do not share a row.
 */
export interface LayoutProbeOptions {
  /** Where every text stays on one line and every flex row on one row, e.g. 'header' on wide screens. */
  oneRow?: string
}

export interface LayoutFinding {
  rule: 'sideways-scroll' | 'text-cut-off' | 'empty-item' | 'split-over-lines' | 'not-one-row' | 'picture-not-beside-text'
  element: string
  detail: string
}

export function layoutProbe(options: LayoutProbeOptions = {}): LayoutFinding[] {
  const findings: LayoutFinding[] = []
  const slack = 1 // px of rounding forgiven everywhere
  const seen = new Set<string>()
  const report = (rule: LayoutFinding['rule'], element: Element, detail: string) => {
    const key = rule + ' ' + describe(element)
    if (seen.has(key)) return
    seen.add(key)
    findings.push({ rule, element: describe(element), detail })
  }

  function describe(element: Element): string {
    const parts: string[] = []
    for (let node: Element | null = element; node && node !== document.documentElement; node = node.parentElement) {
      let part = node.tagName.toLowerCase()
      if (node.id) {
        parts.unshift(part + '#' + node.id)
        break
      }
      const named = [...node.classList].find((name) => !/^(aos-|slick-active|slick-current)/.test(name))
      if (named) part += '.' + named
      const parent = node.parentElement
      if (parent) {
        const same = [...parent.children].filter((child) => child.tagName === node!.tagName && (!named || child.classList.contains(named)))
        if (same.length > 1)
          part += `:nth-of-type(${[...parent.children].filter((child) => child.tagName === node!.tagName).indexOf(node) + 1})`
      }
      parts.unshift(part)
      if (parts.length >= 4) break
    }
    return parts.join(' > ')
  }

  const round = (n: number) => Math.round(n)

  // Hidden on purpose: not rendered, invisible, for screen readers only, or marked hidden.
  function hiddenOnPurpose(element: Element): boolean {
    for (let node: Element | null = element; node; node = node.parentElement) {
      if (node.matches('[hidden], [aria-hidden="true"], [inert]')) return true
      const style = getComputedStyle(node)
      if (style.display === 'none' || style.visibility === 'hidden' || style.opacity === '0') return true
      if (style.position === 'absolute' && style.clip === 'rect(0px, 0px, 0px, 0px)') return true
      if (style.clipPath === 'inset(50%)') return true
      // The body of a closed <details> (its summary shows).
      const parent = node.parentElement
      if (
        parent?.tagName === 'DETAILS' &&
        node.tagName !== 'SUMMARY' &&
        getComputedStyle(parent, '::details-content').contentVisibility === 'hidden'
      )
        return true
    }
    return false
  }

  const clips = (value: string) => value !== 'visible'
  const scrolls = (value: string) => value === 'auto' || value === 'scroll'

  // 1. Sideways scroll.
  const viewportWidth = document.documentElement.clientWidth
  if (document.documentElement.scrollWidth > viewportWidth + slack) {
    const sticking = [...document.body.querySelectorAll('*')].filter((element) => {
      const rect = element.getBoundingClientRect()
      return rect.width > 0 && rect.right + window.scrollX > viewportWidth + slack && !hiddenOnPurpose(element)
    })
    // The outermost ones: an element whose parent sticks out too is named through its parent.
    const outermost = sticking.filter((element) => !sticking.includes(element.parentElement as Element)).slice(0, 5)
    for (const element of outermost.length ? outermost : [document.body]) {
      report(
        'sideways-scroll',
        element,
        `page ${document.documentElement.scrollWidth} px wide in a ${viewportWidth} px window; this reaches ${round(element.getBoundingClientRect().right + window.scrollX)} px`,
      )
    }
  }

  // 2. Text cut off by its box, and (inside options.oneRow) text split over lines.
  const oneRowRoots = options.oneRow ? [...document.querySelectorAll(options.oneRow)] : []
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  for (let text = walker.nextNode() as Text | null; text; text = walker.nextNode() as Text | null) {
    if (!text.data.trim()) continue
    const owner = text.parentElement
    if (!owner || owner.closest('script, style, noscript, template, svg') || hiddenOnPurpose(owner)) continue
    const range = document.createRange()
    range.selectNodeContents(text)
    const lines = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0)
    if (!lines.length) continue
    const box = {
      left: Math.min(...lines.map((rect) => rect.left)),
      right: Math.max(...lines.map((rect) => rect.right)),
      top: Math.min(...lines.map((rect) => rect.top)),
      bottom: Math.max(...lines.map((rect) => rect.bottom)),
    }
    // Wider than its own block: a word that does not wrap runs out of its box.
    let block: Element | null = owner
    while (block && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement
    if (block) {
      const own = block.getBoundingClientRect()
      if (box.right > own.right + slack || box.left < own.left - slack) {
        report(
          'text-cut-off',
          block,
          `text "${text.data.trim().slice(0, 40)}" runs ${round(Math.max(box.right - own.right, own.left - box.left))} px out of its ${round(own.width)} px box`,
        )
      }
    }
    // Partly outside the nearest box that clips it.
    for (let node: Element | null = owner; node && node !== document.body; node = node.parentElement) {
      const style = getComputedStyle(node)
      const clipX = clips(style.overflowX) && !scrolls(style.overflowX)
      const clipY = clips(style.overflowY) && !scrolls(style.overflowY)
      if (!clipX && !clipY) continue
      const rect = node.getBoundingClientRect()
      const inner = {
        left: rect.left + node.clientLeft,
        top: rect.top + node.clientTop,
        right: rect.left + node.clientLeft + node.clientWidth,
        bottom: rect.top + node.clientTop + node.clientHeight,
      }
      const outsideX = clipX && (box.right > inner.right + slack || box.left < inner.left - slack)
      const outsideY = clipY && (box.bottom > inner.bottom + slack || box.top < inner.top - slack)
      const whollyOutside = box.right <= inner.left || box.left >= inner.right || box.bottom <= inner.top || box.top >= inner.bottom
      if ((outsideX || outsideY) && !whollyOutside) {
        report(
          'text-cut-off',
          node,
          `text "${text.data.trim().slice(0, 40)}" is clipped (${outsideX ? 'sideways' : 'at the top or bottom'}) by its ${round(rect.width)}×${round(rect.height)} px box`,
        )
      }
      break
    }
    if (oneRowRoots.some((root) => root.contains(text))) {
      const tops = new Set(lines.map((rect) => round(rect.top + rect.height / 2)))
      if (tops.size > 1) report('split-over-lines', owner, `"${text.data.trim().slice(0, 40)}" takes ${tops.size} lines`)
    }
  }

  // The element's boxes in the layout: children of display: contents count as the parent's items.
  function layoutChildren(element: Element): Element[] {
    return [...element.children].flatMap((child) => {
      const style = getComputedStyle(child)
      if (style.display === 'contents') return layoutChildren(child)
      if (style.display === 'none' || style.position === 'absolute' || style.position === 'fixed') return []
      return [child]
    })
  }

  const showsSomething = (element: Element): boolean => {
    if (element.textContent?.trim()) return true
    if (element.matches('img, svg, video, canvas, iframe, input, select, textarea, button, picture, object, embed, hr')) return true
    if (element.querySelector('img, svg, video, canvas, iframe, input, select, textarea, button, object, embed, hr')) return true
    const style = getComputedStyle(element)
    if (style.backgroundImage !== 'none' || !/rgba\(0, 0, 0, 0\)|transparent/.test(style.backgroundColor)) return true
    if (
      parseFloat(style.borderTopWidth) +
        parseFloat(style.borderBottomWidth) +
        parseFloat(style.borderLeftWidth) +
        parseFloat(style.borderRightWidth) >
      0
    )
      return true
    if (style.boxShadow !== 'none') return true
    for (const pseudo of ['::before', '::after']) {
      const content = getComputedStyle(element, pseudo).content
      if (content && content !== 'none' && content !== 'normal') return true
    }
    return [...element.children].some(showsSomething)
  }

  const hasPicture = (element: Element) => element.matches('img, picture, video') || !!element.querySelector('img, video')
  const hasText = (element: Element) => !!element.textContent?.trim()

  // 3–5. Grid cells and flex items.
  for (const container of document.body.querySelectorAll('*')) {
    const style = getComputedStyle(container)
    const grid = /grid/.test(style.display)
    const flex = /flex/.test(style.display)
    if (!grid && !flex) continue
    const containerRect = container.getBoundingClientRect()
    if (containerRect.width === 0 || containerRect.height === 0 || hiddenOnPurpose(container)) continue
    const items = layoutChildren(container)
    for (const item of items) {
      if (!showsSomething(item)) {
        const rect = item.getBoundingClientRect()
        report(
          'empty-item',
          item,
          `a ${grid ? 'grid cell' : 'flex item'} of ${describe(container)} holds nothing visible (${round(rect.width)}×${round(rect.height)} px)`,
        )
      }
    }
    if (flex && !style.flexDirection.startsWith('column') && oneRowRoots.some((root) => root.contains(container))) {
      const shown = items.filter((item) => {
        const rect = item.getBoundingClientRect()
        return rect.width > 0 && rect.height > 0 && !hiddenOnPurpose(item)
      })
      const rects = shown.map((item) => item.getBoundingClientRect())
      const lowestTop = Math.max(...rects.map((rect) => rect.top))
      const highestBottom = Math.min(...rects.map((rect) => rect.bottom))
      if (rects.length > 1 && lowestTop >= highestBottom - slack) {
        const dropped = shown[rects.findIndex((rect) => rect.top === lowestTop)]
        report('not-one-row', dropped, `sits below the other items of ${describe(container)}`)
      }
    }
    if (grid && style.gridTemplateColumns.split(' ').filter(Boolean).length === 2) {
      const pictures = items.filter((item) => hasPicture(item) && !hasText(item))
      const texts = items.filter((item) => hasText(item) && !hasPicture(item))
      if (pictures.length === 1 && texts.length === 1) {
        const picture = pictures[0].getBoundingClientRect()
        const words = texts[0].getBoundingClientRect()
        const sameRow = picture.top < words.bottom - slack && words.top < picture.bottom - slack
        if (!sameRow)
          report(
            'picture-not-beside-text',
            container,
            `its picture (top ${round(picture.top + window.scrollY)} px) and its text (top ${round(words.top + window.scrollY)} px) are not side by side`,
          )
      }
    }
  }
  return findings
}

/**
 * The controls a finger taps, with their size and place (CSS px), for comparing one page at two text sizes.
 *
 *   tapTargets(): TapTarget[]
 *
 * - Runs in the page, synchronously, like layoutProbe; self-contained.
 * - Every link, button, menu toggle (summary) and form field that is drawn and not hidden on purpose, but links
 *   inside running text (a paragraph's or list item's words around them: WCAG 2.5.8's inline exception).
 * - `key` names the element by its place in the page (tag, id, first class, :nth-of-type), the same at any size.
 * - In a row that scrolls sideways, `left` and `right` are where the control lands once the row is scrolled to show
 *   it, and `outsideRow` what of it stays out of the row's view even then (see below).
 */
export interface TapTarget {
  key: string
  name: string
  width: number
  height: number
  left: number
  right: number
  /** In a row that scrolls sideways: px of the control the row cannot bring into its view however it is scrolled. */
  outsideRow?: number
}

export function tapTargets(): TapTarget[] {
  function describe(element: Element): string {
    const parts: string[] = []
    for (let node: Element | null = element; node && node !== document.documentElement; node = node.parentElement) {
      let part = node.tagName.toLowerCase()
      if (node.id) {
        parts.unshift(part + '#' + node.id)
        break
      }
      const named = [...node.classList].find((name) => !/^(aos-|slick-)/.test(name))
      if (named) part += '.' + named
      const parent = node.parentElement
      if (parent) {
        const same = [...parent.children].filter((child) => child.tagName === node!.tagName)
        if (same.length > 1) part += `:nth-of-type(${same.indexOf(node) + 1})`
      }
      parts.unshift(part)
    }
    return parts.join(' > ')
  }
  function hiddenOnPurpose(element: Element): boolean {
    for (let node: Element | null = element; node; node = node.parentElement) {
      if (node.matches('[hidden], [aria-hidden="true"], [inert], .visually-hidden, .skip-link')) return true
      const style = getComputedStyle(node)
      if (style.display === 'none' || style.visibility === 'hidden' || style.opacity === '0') return true
    }
    return false
  }
  // A link among words: its block has text outside the link.
  function inRunningText(link: Element): boolean {
    let block: Element | null = link.parentElement
    while (block && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement
    if (!block?.matches('p, li, dd, td, address, span, label')) return false
    return (block.textContent ?? '').replace(/\s+/g, '').length > (link.textContent ?? '').replace(/\s+/g, '').length
  }
  const round = (n: number) => Math.round(n)
  return [...document.body.querySelectorAll('a[href], button, summary, input:not([type="hidden"]), select, textarea')]
    .filter((element) => element.getClientRects().length > 0 && !hiddenOnPurpose(element))
    .filter((element) => !(element.tagName === 'A' && inRunningText(element)))
    .map((element) => {
      const box = element.getBoundingClientRect()
      // In a row that scrolls sideways (the gallery's filters on a phone) a control is reached by scrolling the row:
      // it is counted where it lands when the row is scrolled, as far as the row really scrolls, to show it whole
      // (the least scroll that shows its right end). What the row cannot show even then (a control wider than the
      // row's view, or placed before the row's start, where no scroll reaches) is `outsideRow`. Only a row that does
      // scroll sideways counts: a panel that scrolls only down (its overflow-x computes to auto too) is not a
      // reason to move a control.
      let row: Element | null = element.parentElement
      while (
        row &&
        row !== document.body &&
        !(/auto|scroll/.test(getComputedStyle(row).overflowX) && row.scrollWidth > row.clientWidth + 1)
      )
        row = row.parentElement
      if (row && row !== document.body) {
        const rowBox = row.getBoundingClientRect()
        const viewLeft = rowBox.left + row.clientLeft
        const offset = box.left - viewLeft + row.scrollLeft // from the start of what scrolls
        const scroll = Math.min(Math.max(offset + box.width - row.clientWidth, 0), row.scrollWidth - row.clientWidth)
        const left = viewLeft + offset - scroll
        const right = left + box.width
        return {
          key: describe(element),
          name: (element.textContent || element.getAttribute('aria-label') || '').trim().replace(/\s+/g, ' ').slice(0, 40),
          width: round(box.width),
          height: round(box.height),
          left: round(left + scrollX),
          right: round(right + scrollX),
          outsideRow: round(Math.max(0, viewLeft - left) + Math.max(0, right - (viewLeft + row.clientWidth))),
        }
      }
      return {
        key: describe(element),
        name: (element.textContent || element.getAttribute('aria-label') || element.getAttribute('name') || '')
          .trim()
          .replace(/\s+/g, ' ')
          .slice(0, 40),
        width: round(box.width),
        height: round(box.height),
        left: round(box.left + scrollX),
        right: round(box.right + scrollX),
      }
    })
}

/**
 * Text of a script drawn smaller than a size: one finding per element, with its size.
 *
 *   smallText({ script: '[\u0B80-\u0BFF]', min: 14 }): { element: string; size: number; text: string }[]
 *
 * Runs in the page; self-contained. `script` is the source of a character class: text with any such letter
 * counts (Tamil above). Text hidden on purpose (visually hidden, aria-hidden, not drawn) is left out.
 */
export function smallText(options: { script: string; min: number }): { element: string; size: number; text: string }[] {
  const letters = new RegExp(options.script)
  const found = new Map<Element, { element: string; size: number; text: string }>()
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  for (let text = walker.nextNode() as Text | null; text; text = walker.nextNode() as Text | null) {
    if (!letters.test(text.data)) continue
    const owner = text.parentElement
    if (!owner || found.has(owner) || owner.closest('script, style, noscript, template, .visually-hidden, [aria-hidden="true"], [hidden]'))
      continue
    if (!owner.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue
    const size = parseFloat(getComputedStyle(owner).fontSize)
    if (size < options.min - 0.01) {
      const path: string[] = []
      for (let node: Element | null = owner; node && node !== document.body && path.length < 3; node = node.parentElement)
        path.unshift(node.tagName.toLowerCase() + (node.classList[0] ? '.' + node.classList[0] : ''))
      found.set(owner, { element: path.join(' > '), size: Math.round(size * 100) / 100, text: text.data.trim().slice(0, 30) })
    }
  }
  return [...found.values()]
}

/**
 * Words broken inside: a word whose letters are drawn on two lines (the browser broke it because it did not fit its
 * line, as `overflow-wrap: anywhere` or `break-word` lets it), where a reader expects lines to end between words.
 *
 *   brokenWords({ within?: string }): { element: string; word: string; lines: number }[]
 *
 * Runs in the page; self-contained. A word is what stands between spaces; a line may still end after a hyphen, a
 * dash or a slash inside one (the browser's own break opportunities). `within` (a CSS selector) limits it to those
 * elements; text not drawn or hidden for screen readers only is left out. Text drawn transparent (a carousel's
 * caption waiting for its turn) counts: it shows when its turn comes.
 */
export function brokenWords(options: { within?: string } = {}): { element: string; word: string; lines: number }[] {
  const found: { element: string; word: string; lines: number }[] = []
  const roots = options.within ? [...document.querySelectorAll(options.within)] : [document.body]
  const notDrawn = (element: Element) => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      const style = getComputedStyle(node)
      if (style.display === 'none' || style.visibility === 'hidden') return true
      if (style.position === 'absolute' && style.clip === 'rect(0px, 0px, 0px, 0px)') return true
      if (style.clipPath === 'inset(50%)') return true
    }
    return false
  }
  const path = (element: Element) => {
    const parts: string[] = []
    for (let node: Element | null = element; node && node !== document.body && parts.length < 3; node = node.parentElement)
      parts.unshift(node.tagName.toLowerCase() + (node.classList[0] ? '.' + node.classList[0] : ''))
    return parts.join(' > ')
  }
  for (const root of roots) {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    for (let text = walker.nextNode() as Text | null; text; text = walker.nextNode() as Text | null) {
      const owner = text.parentElement
      if (!owner || !text.data.trim() || owner.closest('script, style, noscript, template, svg') || notDrawn(owner)) continue
      // The pieces a line may not end inside: between spaces, and after a hyphen, dash or slash.
      for (const match of text.data.matchAll(/[^\s\-‐–—/]+[-‐–—/]*/g)) {
        const range = document.createRange()
        range.setStart(text, match.index)
        range.setEnd(text, match.index + match[0].length)
        const rects = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0)
        if (rects.length < 2) continue
        // A new line: a piece that starts below two thirds of the line before it.
        let lines = 1
        let line = rects[0]
        for (const rect of rects.toSorted((a, b) => a.top - b.top)) {
          if (rect.top > line.top + line.height * 0.66) {
            lines += 1
            line = rect
          }
        }
        if (lines > 1) found.push({ element: path(owner), word: match[0].replace(/[-‐–—/]+$/, ''), lines })
      }
    }
  }
  return found
}
