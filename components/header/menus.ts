// Progressive enhancement of the header's <details> menus (they already open and close without JavaScript):
// choosing a link closes them, Escape closes the innermost one and returns focus to its toggle, a click or tap
// outside closes them, and opening one closes the others. Listeners sit on the document, so they keep
// working when React re-renders the header on client-side navigation.
const MENU = 'details[data-menu]'

export function closeAllMenus(root: Document | Element, except?: Element) {
  root.querySelectorAll<HTMLDetailsElement>(`${MENU}[open]`).forEach((menu) => {
    if (!except || !menu.contains(except)) menu.open = false
  })
}

let enhanced = false

export function enhanceMenus(doc: Document) {
  if (enhanced) return
  enhanced = true

  doc.addEventListener('click', (event) => {
    const target = event.target as Element | null
    if (!target) return
    if (target.closest(`${MENU} a[href]`)) return closeAllMenus(doc)
    const summary = target.closest(`${MENU} > summary`)
    // Opening one menu closes the ones it is not inside; clicking elsewhere closes all.
    if (summary) closeAllMenus(doc, summary)
    else if (!target.closest(MENU)) closeAllMenus(doc)
  })

  // A tap outside closes them as it lands: an iPhone sends no click for a tap on plain text or a picture.
  doc.addEventListener(
    'pointerdown',
    (event) => {
      const target = event.target as Element | null
      if (target && !target.closest(MENU)) closeAllMenus(doc)
    },
    { passive: true },
  )

  doc.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return
    const open = [...doc.querySelectorAll<HTMLDetailsElement>(`${MENU}[open]`)]
    const focused = doc.activeElement
    // The innermost open menu around the focus, or else the last one opened in document order.
    const menu = open.reverse().find((m) => focused && m.contains(focused)) ?? open[0]
    if (!menu) return
    menu.open = false
    menu.querySelector<HTMLElement>(':scope > summary')?.focus()
  })
}
