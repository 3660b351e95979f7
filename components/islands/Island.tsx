// Server side of an island: the widget pre-rendered to HTML, with what the browser needs to start it later
// (its name, when to start, its props as JSON and the page's edition). Rendered with its own renderToString so
// that React's generated ids match when the browser hydrates the island on its own (components/islands/hydrate.ts).
import type { ComponentProps, ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { LocaleContext, useLocale } from '../../renderer/useLocale'
import type { IslandName, IslandTrigger } from './registry'

// biome-ignore lint/suspicious/noExplicitAny: an island takes any component, its props typed by ComponentProps<C>
export function Island<C extends ComponentType<any>>({
  name,
  component: Component,
  props,
  trigger,
  className,
}: {
  name: IslandName
  component: C
  props: ComponentProps<C>
  trigger: IslandTrigger
  className?: string
}) {
  const locale = useLocale()
  const html = renderToString(
    <LocaleContext.Provider value={locale}>
      <Component {...props} />
    </LocaleContext.Provider>,
    { identifierPrefix: `${name}-` },
  )
  return (
    <div
      className={className}
      data-island={name}
      data-trigger={trigger}
      data-locale={locale}
      data-props={JSON.stringify(props)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the island's own HTML, from React's renderToString in the build
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
