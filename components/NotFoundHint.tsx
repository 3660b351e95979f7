import { useEffect, useState } from 'react'
import knownBrokenLinks from '../content/data/known-broken-links.yaml'

/**
 * On the not-found page: when the visitor followed one of the links kept on purpose although they lead
 * nowhere (content/data/known-broken-links.yaml), offer the page they were looking for.
 */
export function NotFoundHint() {
  const [match, setMatch] = useState<{ page: string; label: string } | null>(null)
  useEffect(() => {
    const pathname = window.location.pathname.replace(/\/+$/, '')
    setMatch(knownBrokenLinks.find((link) => link.path === pathname) ?? null)
  }, [])
  if (!match) return null
  return (
    <p className="not-found-hint" role="status">
      Looking for <strong>{match.label}</strong>? It is here: <a href={match.page}>{match.label}</a>
    </p>
  )
}
