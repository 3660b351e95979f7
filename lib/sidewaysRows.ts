/**
 * Rows that scroll sideways (`data-sideways-row`: the gallery's filters on a phone): a control that gets the focus
 * (Tab, or a tap) is brought wholly into the row's view, clear of the row's scroll padding, where its fade lies, so
 * its focus ring shows whole. Browsers bring a focused element into view only when little of it shows (Chromium:
 * under 32 px), so a chip half under the fade at the row's end stayed there, its ring cut by the screen's edge.
 */
export function bringFocusIntoRows(root: Document) {
  root.addEventListener('focusin', (event) => {
    const control = event.target
    if (!(control instanceof HTMLElement)) return
    const row = control.parentElement?.closest<HTMLElement>('[data-sideways-row]')
    if (!row || !/auto|scroll/.test(getComputedStyle(row).overflowX)) return
    control.scrollIntoView({ block: 'nearest', inline: 'nearest' })
  })
}
