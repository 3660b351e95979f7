/**
 * Whether a visitor can reach every control of the open phone menu.
 *
 *   menuReach(): { findings: MenuReachFinding[]; lastBottom: number; windowHeight: number }
 *
 * - Runs in the page, with the phone menu open (and "Our Service" in it, for its longest form) and the page at the
 *   top, where the menu is opened most and the header is tallest (the top bar still shows).
 * - Scrolls the menu's own panel to each control in turn (never the page: on a phone the page does not move for
 *   a scroll inside the menu) and checks that the control lies wholly inside the window and that a tap at its
 *   middle and near either end lands on it: not off the screen, not under the chat button or anything else.
 * - Returns one finding per control that fails, and the bottom edge of the last control (Get Quotation) with the
 *   panel scrolled to its end, against the window's height.
 * - Self-contained (no imports, nothing outside its body), so WebDriver can send it as source, like
 *   tests/support/layout-probe.ts.
 */
export interface MenuReachFinding {
  control: string
  detail: string
}

export function menuReach(): { findings: MenuReachFinding[]; lastBottom: number; windowHeight: number } {
  const panel = document.querySelector<HTMLElement>('.menu__panel')
  if (!panel) return { findings: [{ control: '(menu)', detail: 'no .menu__panel on the page' }], lastBottom: 0, windowHeight: innerHeight }
  const round = (n: number) => Math.round(n)
  const controls = [...panel.querySelectorAll<HTMLElement>('a[href], summary, button')].filter(
    (control) => control.getClientRects().length > 0,
  )
  const findings: MenuReachFinding[] = []
  const nameOf = (control: HTMLElement) => (control.textContent ?? '').trim().replace(/\s+/g, ' ')

  for (const control of controls) {
    // The nearest scroll of the panel that shows the control, as a finger would scroll it.
    const box = panel.getBoundingClientRect()
    const before = control.getBoundingClientRect()
    if (before.bottom > box.bottom) panel.scrollTop += before.bottom - box.bottom
    else if (before.top < box.top) panel.scrollTop -= box.top - before.top
    const rect = control.getBoundingClientRect()
    if (rect.top < -0.5 || rect.bottom > innerHeight + 0.5) {
      findings.push({
        control: nameOf(control),
        detail: `spans ${round(rect.top)} to ${round(rect.bottom)} px of a ${innerHeight} px window`,
      })
      continue
    }
    const y = rect.top + rect.height / 2
    const inset = Math.min(20, rect.width / 4)
    for (const [where, x] of [
      ['near its start', rect.left + inset],
      ['in its middle', rect.left + rect.width / 2],
      ['near its end', rect.right - inset],
    ] as const) {
      const hit = document.elementFromPoint(x, y)
      if (!hit || !control.contains(hit)) {
        const other = hit ? (hit.closest('[class]')?.getAttribute('class')?.split(' ')[0] ?? hit.tagName.toLowerCase()) : 'nothing'
        findings.push({ control: nameOf(control), detail: `a tap ${where} (${round(x)}, ${round(y)}) lands on ${other}` })
      }
    }
  }
  panel.scrollTop = panel.scrollHeight
  const last = controls.at(-1)?.getBoundingClientRect()
  return { findings, lastBottom: round(last?.bottom ?? 0), windowHeight: innerHeight }
}
