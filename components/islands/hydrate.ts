// Starts one island in the browser: fetches its widget (and, the first time, React), then hydrates the
// pre-rendered HTML with the same props and edition. Loaded only when the first island starts.
import { createElement, useEffect, type ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { isLocale } from '../../content/editions'
import { LocaleContext } from '../../renderer/useLocale'
import { ISLANDS, type IslandName } from './registry'

/** Marks the island as running (data-hydrated) once React has committed it: tests and click replay wait for it. */
function Ready({ element, children }: { element: HTMLElement; children?: ReactNode }) {
  useEffect(() => {
    element.dataset.hydrated = 'true'
    element.dispatchEvent(new CustomEvent('island:hydrated'))
  }, [element])
  return children
}

export async function hydrateIsland(element: HTMLElement): Promise<void> {
  const name = element.dataset.island as IslandName
  const Component = await ISLANDS[name]()
  const props = JSON.parse(element.dataset.props ?? '{}')
  const locale = isLocale(element.dataset.locale) ? element.dataset.locale : 'en'
  hydrateRoot(
    element,
    createElement(Ready, { element }, createElement(LocaleContext.Provider, { value: locale }, createElement(Component, props))),
    { identifierPrefix: `${name}-` },
  )
}
