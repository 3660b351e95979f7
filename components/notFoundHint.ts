// The browser half of components/NotFoundHint.tsx: shows the real page for a kept broken link (plain DOM, no React).
import { splitLocale } from '../content/editions'

export function showNotFoundHint(doc: Document = document) {
  const hint = doc.querySelector<HTMLElement>('[data-known-links]')
  if (!hint) return
  const { path } = splitLocale(doc.location.pathname.replace(/\/+$/, '') || '/')
  const links: { path: string; href: string; label: string }[] = JSON.parse(hint.dataset.knownLinks ?? '[]')
  const match = links.find((link) => link.path === path)
  if (!match) return
  hint.querySelector('[data-hint-text]')!.textContent = (hint.dataset.sentence ?? '').replace('{label}', match.label)
  const link = hint.querySelector<HTMLAnchorElement>('[data-hint-link]')!
  link.href = match.href
  link.textContent = match.label
  hint.hidden = false
}
