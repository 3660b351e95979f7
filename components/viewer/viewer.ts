// The picture viewer: a picture of a page's rows, of the home page's projects or of the gallery (a.picture-link,
// components/PictureLink.tsx) opened large in a modal <dialog>, which makes the page behind inert and closes on
// Escape. Full width on a phone, large on a laptop, from the file the screen needs (the picture's own srcset, with
// the size it is shown at); its alt text as the caption and its place among the page's pictures. Next and previous
// buttons, arrow keys and a swipe move through the page's pictures; Escape, the close button and the phone's Back
// button (a history entry is added on open) close it, and focus returns to the picture last shown.
// Plain DOM, no React, and no word book: its words are in the page, beside the pictures (./words.ts). Fetched at the
// first tap on a picture (./links.ts), in one small request with its styles.
import css from './viewer.scss?inline'

const LINKS = 'a.picture-link'
/** A finger moved sideways this far (and more sideways than up or down) is a swipe to the next or previous picture. */
const SWIPE_PX = 40
/** A click this soon after a swipe belongs to the swipe. */
const SWIPE_CLICK_MS = 400
/** If the history step back that closing makes is slow to be reported, focus returns anyway after this. */
const BACK_WAIT_MS = 600
/**
 * Until then an open waits for that step before adding its own entry (a busy phone can report it seconds late: an
 * entry added before it would be the one it takes away, and one would be left over). After it, the step is taken as
 * never coming.
 */
const BACK_GIVE_UP_MS = 10_000

const ICONS = {
  close: 'M6 6l12 12M18 6 6 18',
  previous: 'M15 5l-7 7 7 7',
  next: 'M9 5l7 7-7 7',
}
const icon = (path: string) => `<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="${path}"/></svg>`

interface Parts {
  dialog: HTMLDialogElement
  stage: HTMLElement
  alt: HTMLElement
  position: HTMLElement
  previous: HTMLButtonElement
  next: HTMLButtonElement
}

let parts: Parts | undefined
/** The page's pictures as they were when the viewer opened or last moved, and the one shown. */
let links: HTMLAnchorElement[] = []
let index = 0
/** The history entry added on open is still there (Back has not taken it). */
let pushed = false
/** Closing stepped back through history: the browser's popstate for it is still to come. */
let backPending = false
let pushAfterBack = false
let backTimers: ReturnType<typeof setTimeout>[] = []
let swipedAt = 0

const reducedMotion = () => matchMedia('(prefers-reduced-motion: reduce)').matches

/** The viewer's words in the page's language, from the element that holds the page's pictures (./words.ts). */
let words: DOMStringMap = {}

function build(): Parts {
  words = document.querySelector<HTMLElement>('[data-viewer-close]')?.dataset ?? {}
  // Its styles come with it, as a <style> element (the site's policy allows inline styles: style-src 'unsafe-inline').
  const style = document.createElement('style')
  style.textContent = css
  document.head.append(style)
  const dialog = document.createElement('dialog')
  dialog.className = 'viewer'
  dialog.setAttribute('aria-labelledby', 'viewer-caption')
  // The close button comes first: it is where the focus lands when the viewer opens.
  dialog.innerHTML =
    `<button type="button" class="viewer__button viewer__close">${icon(ICONS.close)}</button>` +
    '<div class="viewer__stage"></div>' +
    `<button type="button" class="viewer__button viewer__previous">${icon(ICONS.previous)}</button>` +
    '<p class="viewer__caption" id="viewer-caption" aria-live="polite"><span class="viewer__alt"></span> <span class="viewer__position"></span></p>' +
    `<button type="button" class="viewer__button viewer__next">${icon(ICONS.next)}</button>`
  const $ = <E extends Element>(selector: string) => dialog.querySelector<E>(selector)!
  const built: Parts = {
    dialog,
    stage: $('.viewer__stage'),
    alt: $('.viewer__alt'),
    position: $('.viewer__position'),
    previous: $('.viewer__previous'),
    next: $('.viewer__next'),
  }
  $<HTMLButtonElement>('.viewer__close').setAttribute('aria-label', words.viewerClose ?? '')
  built.previous.setAttribute('aria-label', words.viewerPrevious ?? '')
  built.next.setAttribute('aria-label', words.viewerNext ?? '')
  $<HTMLButtonElement>('.viewer__close').addEventListener('click', () => dialog.close())
  built.previous.addEventListener('click', () => step(-1))
  built.next.addEventListener('click', () => step(1))
  dialog.addEventListener('keydown', (event) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return
    event.preventDefault()
    step(event.key === 'ArrowRight' ? 1 : -1)
  })
  // A tap beside the picture closes it, as on the page's own backdrop.
  built.stage.addEventListener('click', (event) => {
    if (event.target === built.stage && Date.now() - swipedAt > SWIPE_CLICK_MS) dialog.close()
  })
  dialog.addEventListener('close', closed)
  listenForSwipes(built.stage)
  addEventListener('popstate', onPopState)
  addEventListener('resize', () => dialog.open && fit(currentImage(), links[index]))
  document.body.append(dialog)
  return built
}

/** Opens the viewer on a picture link of the page. */
export function openViewer(link: HTMLAnchorElement) {
  parts ??= build()
  if (parts.dialog.open) return
  links = [...document.querySelectorAll<HTMLAnchorElement>(LINKS)]
  // The picture tapped, even if the page redrew its pictures while the viewer's code was on its way (a shared
  // filtered gallery link filters once its code runs): the same picture found by its file, or that one alone.
  index = links.indexOf(link)
  if (index < 0) index = links.findIndex((other) => other.href === link.href)
  if (index < 0) [links, index] = [[link], 0]
  lockScroll(true)
  // The caption before the dialog shows: it is the dialog's name, read out as it opens, not announced again.
  caption()
  parts.dialog.showModal()
  show(0)
  if (backPending) pushAfterBack = true
  else pushEntry()
}

function pushEntry() {
  history.pushState(history.state, '')
  pushed = true
}

/** Moves by `delta` pictures, wrapping around, among the page's pictures as they are now (the gallery's filter may have changed them). */
function step(delta: number) {
  const current = links[index]
  const now = [...document.querySelectorAll<HTMLAnchorElement>(LINKS)]
  if (now.includes(current)) {
    links = now
    index = now.indexOf(current)
  }
  index = (index + delta + links.length) % links.length
  show(delta)
}

const currentImage = () => parts!.stage.querySelector<HTMLImageElement>('img')

/** The size the picture is shown at: as large as the stage allows, its shape kept. */
function fit(image: HTMLImageElement | null, link: HTMLAnchorElement) {
  if (!image) return
  const { stage } = parts!
  const thumb = link.querySelector('img')!
  const width = Number(thumb.getAttribute('width')) || thumb.naturalWidth || 1
  const height = Number(thumb.getAttribute('height')) || thumb.naturalHeight || 1
  const scale = Math.min(stage.clientWidth / width, stage.clientHeight / height)
  const shown = Math.max(1, Math.floor(width * scale))
  image.style.width = `${shown}px`
  image.style.height = `${Math.max(1, Math.floor(height * scale))}px`
  // The browser picks from the srcset the file that covers this width on this screen (its pixel density included).
  const sizes = `${shown}px`
  image.parentElement?.querySelectorAll('source').forEach((source) => (source.sizes = sizes))
  image.sizes = sizes
}

/** A picture link's picture at the size the stage gives it; its file starts loading at once. */
function pictureFor(link: HTMLAnchorElement): HTMLPictureElement {
  const thumb = link.querySelector('img')!
  const picture = document.createElement('picture')
  const source = link.querySelector('source')
  if (source) {
    const large = document.createElement('source')
    large.type = source.type
    large.srcset = source.srcset
    picture.append(large)
  }
  const image = document.createElement('img')
  image.className = 'viewer__image'
  image.alt = thumb.alt
  image.decoding = 'async'
  image.draggable = false
  // The picture as the page already shows it, under the large file until that arrives.
  if (thumb.complete && thumb.naturalWidth) image.style.backgroundImage = `url("${thumb.currentSrc}")`
  picture.append(image)
  fit(image, link)
  image.srcset = thumb.srcset
  image.src = link.href
  return picture
}

/** The caption of links[index]: its alt text and its place among the page's pictures, in the page's words. */
function caption() {
  const { alt, position, previous, next } = parts!
  const link = links[index]
  const place = (words.viewerPosition ?? '{n} / {total}').replace('{n}', String(index + 1)).replace('{total}', String(links.length))
  // Written only when it changes: the caption is a live region, and each change is read out.
  for (const [element, text] of [
    [alt, link.querySelector('img')!.alt],
    [position, place],
  ] as const)
    if (element.textContent !== text) element.textContent = text
  previous.hidden = next.hidden = links.length < 2
}

/** Shows links[index]; `from` is the direction it comes from (0 on open). */
function show(from: number) {
  // The caption first: its height decides how much room the picture has.
  caption()
  const picture = pictureFor(links[index])
  parts!.stage.replaceChildren(picture)
  const image = picture.querySelector('img')!
  if (from && !reducedMotion()) image.classList.add(from > 0 ? 'viewer__image--from-next' : 'viewer__image--from-previous')
  image.addEventListener('load', () => image.isConnected && fetchNeighbours(), { once: true })
}

/** Pictures being fetched ahead, kept until they arrive (a dropped element may have its download cancelled). */
const ahead = new Set<HTMLImageElement>()

/** Once the picture shown has arrived, the next and previous ones are fetched, so a swipe shows them at once. */
function fetchNeighbours() {
  if ((navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData) return
  for (const delta of [1, -1]) {
    const link = links[(index + delta + links.length) % links.length]
    if (link === links[index]) continue
    const image = pictureFor(link).querySelector('img')!
    ahead.add(image)
    const done = () => ahead.delete(image)
    image.addEventListener('load', done, { once: true })
    image.addEventListener('error', done, { once: true })
  }
}

function listenForSwipes(stage: HTMLElement) {
  let start: { id: number; x: number; y: number } | null = null
  stage.addEventListener('pointerdown', (event) => {
    // Touch and pen only (a mouse has the buttons), and not while the visitor has zoomed in to look closer.
    if (event.pointerType === 'mouse' || !event.isPrimary || links.length < 2 || (visualViewport?.scale ?? 1) > 1.01) return
    start = { id: event.pointerId, x: event.clientX, y: event.clientY }
  })
  stage.addEventListener('pointermove', (event) => {
    if (start?.id !== event.pointerId || reducedMotion()) return
    const image = currentImage()
    if (image) image.style.transform = `translateX(${event.clientX - start.x}px)`
  })
  const end = (event: PointerEvent) => {
    if (start?.id !== event.pointerId) return
    const dx = event.clientX - start.x
    const dy = event.clientY - start.y
    start = null
    const image = currentImage()
    if (image) image.style.transform = ''
    if (event.type === 'pointerup' && Math.abs(dx) > SWIPE_PX && Math.abs(dx) > 1.5 * Math.abs(dy)) {
      swipedAt = Date.now()
      step(dx < 0 ? 1 : -1)
    }
  }
  stage.addEventListener('pointerup', end)
  stage.addEventListener('pointercancel', end)
}

/** The page behind stays where it is (its scroll bar keeps its room, so nothing shifts sideways). */
function lockScroll(lock: boolean) {
  const root = document.documentElement
  root.style.scrollbarGutter = lock && innerWidth > root.clientWidth ? 'stable' : ''
  root.classList.toggle('viewer-open', lock)
}

function closed() {
  lockScroll(false)
  parts!.stage.replaceChildren()
  if (!pushed) return focusLastShown()
  // Closed by the button or Escape: the entry added on open goes too, so Back then leaves the page as it should.
  // Focus returns once that step is done, as the browser restores the page's scroll position with it.
  pushed = false
  backPending = true
  history.back()
  const focusSoon = setTimeout(() => !parts?.dialog.open && focusLastShown(), BACK_WAIT_MS)
  const giveUp = setTimeout(settleBack, BACK_GIVE_UP_MS)
  backTimers = [focusSoon, giveUp]
}

function onPopState() {
  if (backPending) return settleBack()
  // The phone's Back button while the viewer is open: it closes the viewer, and the page stays.
  if (parts?.dialog.open && pushed) {
    pushed = false
    parts.dialog.close()
  }
}

function settleBack() {
  backTimers.forEach(clearTimeout)
  backPending = false
  if (pushAfterBack && parts?.dialog.open) pushEntry()
  else focusLastShown()
  pushAfterBack = false
}

function focusLastShown() {
  const link = links[index]
  // The gallery's filter may have redrawn the pictures meanwhile: the same picture, found by its file.
  const target = link?.isConnected
    ? link
    : [...document.querySelectorAll<HTMLAnchorElement>(LINKS)].find((other) => other.href === link?.href)
  target?.focus()
}
