import { useEffect, useState } from 'react'
import knownBrokenLinks from '../content/data/known-broken-links.yaml'
import { ui } from '../content/ui'
import { localizePath, splitLocale } from '../lib/i18n'
import { useLocale } from '../renderer/useLocale'

/**
 * On the not-found page: when the visitor followed one of the links kept on purpose although they lead
 * nowhere (content/data/known-broken-links.yaml), offer the page they were looking for, in the page's edition.
 */
export function NotFoundHint() {
  const locale = useLocale()
  const [match, setMatch] = useState<{ page: string; label: string } | null>(null)
  useEffect(() => {
    const { path } = splitLocale(window.location.pathname.replace(/\/+$/, '') || '/')
    setMatch(knownBrokenLinks.find((link) => link.path === path) ?? null)
  }, [])
  if (!match) return null
  const href = localizePath(match.page, locale)
  return (
    <p className="not-found-hint" role="status">
      {ui(locale).notFoundHint(match.label)} <a href={href}>{match.label}</a>
    </p>
  )
}
