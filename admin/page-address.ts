// The new-page form refuses an address that a page of the event already has, with a message at the field: the
// editor itself would save the new page as "decoration-1.mdx" next to /decoration, a page whose address does not
// match its place (the build then refuses it). The addresses taken are those of the pages under each event when
// this editor was built (build-steps/cms-config.ts, serviceEvents).
import { EVENT_KEY, type ServiceEvent } from './formats.ts'

/** Why a new page cannot have this address under this event, and what to do; undefined when it can. */
export function takenAddressMessage(events: ServiceEvent[], folder: unknown, address: unknown): string | undefined {
  const event = events.find((candidate) => candidate.folder === folder)
  const taken = event?.pages.find((page) => page.address === address)
  if (!event || !taken) return undefined
  return `/services/${event.folder}/${taken.address} is already the address of the page "${taken.heading}": choose another address, or change that page under "Pages under an event"`
}

type Immutable = { get(key: string): unknown; getIn(path: string[]): unknown }
type ControlProps = { entry?: Immutable; value?: unknown }
type Control = new (props: ControlProps) => { props: ControlProps }
type Cms = {
  getWidget(name: string): { control: Control; preview?: unknown }
  registerWidget(name: string, control: unknown, preview?: unknown): void
}

/** The "page-address" widget: the string field, with the check above when the page is new. */
export function registerAddressWidget(cms: Cms, events: ServiceEvent[]) {
  const string = cms.getWidget('string')
  class AddressControl extends string.control {
    // The editor calls it unbound, so it is an arrow function of the instance.
    isValid = () => {
      const entry = this.props.entry
      if (!entry?.get('newRecord')) return true
      const message = takenAddressMessage(events, entry.getIn(['data', EVENT_KEY]), this.props.value)
      return message ? { error: { type: 'CUSTOM', message } } : true
    }
  }
  cms.registerWidget('page-address', AddressControl, string.preview)
}
