// When an island's code cannot be downloaded (the signal dropped between the page and the visitor's first touch;
// a deploy replaced the scripts of a page left open), nothing is reloaded under the visitor's fingers and nothing
// they typed is lost: a form's fields are kept as its draft (lib/drafts.ts) as they type; the help beside a form
// (components/forms/FormHelp.tsx) says what happened; and the start is tried again when the network comes back, at
// the next touch and on a timer. Chromium downloads a module again after a failure, Safari once the files asked
// for ahead are fetched again (forgetFailedScripts, ./boot.ts), Firefox not within the same page: there "Try again"
// reloads the page, the draft bringing back what was typed.
import { saveDraft } from '../../lib/drafts'

/** Waits between automatic tries while the page stays open. */
const RETRY_MS = [5_000, 15_000, 45_000, 120_000]
const INTERACTIONS = ['pointerdown', 'keydown', 'focusin'] as const

interface Failing {
  tries: number
  timer?: ReturnType<typeof setTimeout>
}
const failing = new WeakMap<HTMLElement, Failing>()

/** What the visitor typed into the island's form, kept as the form's draft; an untouched form changes nothing. */
function keepTyped(element: HTMLElement) {
  const form = element.querySelector('form')
  let formId: string | undefined
  try {
    formId = JSON.parse(element.dataset.props ?? '{}').formId
  } catch {
    // not a form's island
  }
  if (!form || !formId) return
  const fields = [...form.elements].filter((field): field is HTMLInputElement => 'value' in field && !!(field as HTMLInputElement).name)
  const values = Object.fromEntries(fields.map((field) => [field.name, field.value]))
  if (fields.some((field) => field.type !== 'hidden' && field.value !== '')) saveDraft(formId, element.dataset.locale ?? 'en', values)
}

/**
 * The island `element` could not start. `retry` starts it again and resolves to whether it now runs. Called after
 * every failed try: the first shows the help and sets up the tries, the others plan the next one.
 */
export function startFailed(element: HTMLElement, retry: () => Promise<boolean>) {
  let state = failing.get(element)
  if (!state) {
    state = { tries: 0 }
    failing.set(element, state)
    const help = element.nextElementSibling?.matches('[data-island-help]') ? element.nextElementSibling : null
    const problem = help?.querySelector('[data-island-problem]')
    const words = help?.querySelector('template')
    const keep = () => keepTyped(element)
    // At most one try every few seconds however fast the visitor types.
    let lastTry = Date.now()
    const again = () => {
      if (Date.now() - lastTry < 3_000) return
      lastTry = Date.now()
      void retry()
    }
    keep()
    element.addEventListener('input', keep)
    addEventListener('pagehide', keep)
    addEventListener('online', again)
    INTERACTIONS.forEach((type) => element.addEventListener(type, again, { passive: true }))
    if (problem && words) {
      problem.replaceChildren(words.content.cloneNode(true))
      problem.querySelector('[data-try-again]')?.addEventListener('click', async () => {
        keep()
        // Where the browser will not download a failed module again in this page (Firefox), only a reload can
        // start the form; the draft brings back what was typed. Offline, a reload would show the browser's error.
        if (!(await retry()) && navigator.onLine !== false) location.reload()
      })
    }
    element.addEventListener(
      'island:hydrated',
      () => {
        clearTimeout(state!.timer)
        failing.delete(element)
        element.removeEventListener('input', keep)
        removeEventListener('pagehide', keep)
        removeEventListener('online', again)
        INTERACTIONS.forEach((type) => element.removeEventListener(type, again))
        problem?.replaceChildren()
      },
      { once: true },
    )
  }
  clearTimeout(state.timer)
  state.timer = setTimeout(() => navigator.onLine !== false && void retry(), RETRY_MS[Math.min(state.tries++, RETRY_MS.length - 1)])
}
