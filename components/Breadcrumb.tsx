import type { BreadcrumbItem } from '../content/schema'
import { ui } from '../content/ui'
import { useLocale } from '../renderer/useLocale'

/** Trail from Home to the current page; the last item is the page itself (aria-current). */
export function Breadcrumb({ items }: { items: BreadcrumbItem[] }) {
  return (
    <nav className="breadcrumb" aria-label={ui(useLocale()).breadcrumb}>
      <ol>
        {items.map((item, i) => (
          <li key={i}>
            {item.href && i < items.length - 1 ? <a href={item.href}>{item.label}</a> : <span aria-current="page">{item.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  )
}
