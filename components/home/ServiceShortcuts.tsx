import { FaCamera, FaGift, FaHandSparkles, FaMagic, FaMusic, FaSeedling } from 'react-icons/fa'
import type { Home } from '../../content/schema'
import { ui } from '../../content/ui'
import { useLocale } from '../../renderer/useLocale'

const icons = {
  decoration: FaSeedling,
  photography: FaCamera,
  makeup: FaMagic,
  mehndi: FaHandSparkles,
  entertainment: FaMusic,
  gifts: FaGift,
}

/** The row of six service shortcuts under the hero. */
export function ServiceShortcuts({ shortcuts }: { shortcuts: Home['shortcuts'] }) {
  return (
    <nav className="shortcuts" aria-label={ui(useLocale()).home.servicesNav}>
      <ul className="container shortcuts__list">
        {shortcuts.map((shortcut) => {
          const Icon = icons[shortcut.icon]
          return (
            <li key={shortcut.href}>
              <a className="shortcuts__link" href={shortcut.href}>
                <Icon className="shortcuts__icon" aria-hidden="true" />
                <span>{shortcut.label}</span>
              </a>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
