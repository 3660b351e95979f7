// The one registry of components that MDX content may use. Content files import nothing: a component is
// available to every page once it is listed here and, with the attributes it takes, in components/bodyComponents.ts
// (the build refuses any other element in a page's text; the type below keeps the two lists the same).
import type { MDXComponents } from 'mdx/types'
import { Children, isValidElement, type ComponentType, type ReactElement, type ReactNode } from 'react'
import { FaCheck } from 'react-icons/fa'
import { ui } from '../content/ui'
import { addressLine, phoneText, site, siteFor } from '../renderer/site'
import { useLocale } from '../renderer/useLocale'
import type { BodyComponentName } from './bodyComponents'
import { ContactCards } from './ContactCards'
import { Island } from './islands/Island'
import { AddressSeenBy } from './privacy/AddressSeenBy'
import { DeviceData } from './privacy/DeviceData'

type WithChildren = ReactElement<{ children?: ReactNode }>

/** A markdown bullet list shown with check-mark icons in the given colour instead of bullets. */
function CheckList({ color = '#1995AD', children }: { color?: string; children: ReactNode }) {
  // MDX passes the list as a <ul> element: take its <li> items.
  const items = Children.toArray(children)
    .filter(isValidElement)
    .flatMap((list) => Children.toArray((list as WithChildren).props.children).filter(isValidElement)) as WithChildren[]
  return (
    <ul className="check-list">
      {items.map((item, i) => (
        <li key={i}>
          {/* fill, not color: react-icons turns color into an inline style attribute. */}
          <FaCheck className="check-list__icon" fill={color} aria-hidden="true" focusable="false" />
          <span>{item.props.children}</span>
        </li>
      ))}
    </ul>
  )
}

/** A link that looks like a button. */
function ButtonLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <p className="button-row">
      <a className="button button--primary" href={href}>
        {children}
      </a>
    </p>
  )
}

/** Whom to ask about personal data, with the e-mail, phone and address of content/data/site.yaml (privacy page). */
function PrivacyContact() {
  const locale = useLocale()
  const words = siteFor(locale)
  const t = ui(locale)
  return (
    <ul className="privacy-contact">
      <li>
        <strong>{words.founder}</strong>, {t.privacy.contactRole(words.name)}
      </li>
      <li>
        {t.contactCards.write}: <a href={`mailto:${site.email}`}>{site.email}</a>
      </li>
      <li>
        {t.contactCards.call}: <a href={`tel:${site.phone}`}>{phoneText()}</a>
      </li>
      <li>
        {t.contactCards.visit}: {addressLine(locale)}
      </li>
    </ul>
  )
}

/** The privacy page's "remove what this phone keeps" control: it (and the islands' starter) loads at the first touch. */
const RemoveDeviceData = () => <Island name="DeviceData" component={DeviceData} trigger="touch" props={{}} />

// biome-ignore lint/suspicious/noExplicitAny: each component takes its own props
const registry: { [Name in BodyComponentName]: ComponentType<any> } = {
  CheckList,
  ButtonLink,
  ContactCards,
  PrivacyContact,
  RemoveDeviceData,
  AddressSeenBy,
}
export const mdxComponents: MDXComponents = registry
