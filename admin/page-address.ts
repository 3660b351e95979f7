// A page's place in the editor. The new-page form refuses an address that a page of the event already has, with a
// message at the field: the editor itself would save the new page as "decoration-1.mdx" next to /decoration, a page
// whose address does not match its place (the build then refuses it). The addresses taken are those of the pages
// under each event when this editor was built (build-steps/cms-config.ts, serviceEvents).
// A page that exists keeps its address: its event, its address and its canonical path are shown, not offered for
// typing (a change there would be lost on the save, or refused by the build), with how a page is moved instead.
// A new page's address says, before the save, where the page is linked from: the tile its event page makes for it.
import { pagePathOfEntry } from './fields.ts'
import { EVENT_KEY, type ServiceEvent } from './formats.ts'

/** The widgets' names, as build-steps/cms-config.ts writes them in the configuration. */
export const PAGE_ADDRESS_WIDGET = 'page-address'
export const PAGE_EVENT_WIDGET = 'page-event'

/** Why a new page cannot have this address under this event, and what to do; undefined when it can. */
export function takenAddressMessage(events: ServiceEvent[], folder: unknown, address: unknown): string | undefined {
  const event = events.find((candidate) => candidate.folder === folder)
  const taken = event?.pages.find((page) => page.address === address)
  if (!event || !taken) return undefined
  return `/services/${event.folder}/${taken.address} is already the address of the page "${taken.heading}": choose another address, or change that page under "Pages under an event"`
}

/**
 * What a new page's address says beside it, before the save: where the page is linked from. Its event page makes it a
 * tile by itself (content/eventTiles.ts), after the tiles written in its file; a tile written for it there takes over.
 */
export function newPageLinkNote(events: ServiceEvent[], folder: unknown, address: unknown): string {
  const event = events.find((candidate) => candidate.folder === folder)
  const typed = typeof address === 'string' && address ? address : undefined
  const pagePath = event && typed ? `/services/${event.folder}/${typed}` : '/services/<event>/<address>'
  const eventPage = event ? event.href : "the event's page"
  return (
    `Its tile on ${eventPage} comes by itself, after the tiles there: the banner below (or the event's) and the ` +
    `heading, leading to ${pagePath}, in English and in Tamil (in English there until the Tamil page is translated). ` +
    `For other words or another place, add a tile with the target ${pagePath} under Pages › ${eventPage} › Tiles.`
  )
}

/** What an existing page's address says beside it: it stays, and how the page is moved instead. */
export function fixedAddressNote(pagePath: string): string {
  return (
    `${pagePath} stays this page's address: its tiles, menus, search results and links people have shared lead there. ` +
    'To move the page, ask the developers: they rename its file and its Tamil file and keep this address as an alias, so every old link still arrives.'
  )
}

type Immutable = { get(key: string): unknown; getIn(path: string[]): unknown }
type ControlProps = { entry?: Immutable; value?: unknown; forID?: string; classNameWrapper?: string }
type Control = new (props: ControlProps) => { props: ControlProps; render(): unknown }
type Cms = {
  getWidget(name: string): { control: Control; preview?: unknown }
  registerWidget(name: string, control: unknown, preview?: unknown): void
}
/** Decap's own React (its createElement on the window): a widget is drawn by the editor's React. */
type H = (type: string, props: Record<string, unknown> | null, ...children: unknown[]) => unknown
const h = (...args: Parameters<H>) => (window as unknown as { h: H }).h(...args)

const isNew = (props: ControlProps) => Boolean(props.entry?.get('newRecord'))

const NOTE_STYLE = { margin: '8px 0 0', fontSize: '13px', lineHeight: 1.45, color: '#4a4f57' }

/** A field shown as it is, not typed in (read-only, so it is read and copied as any field), with a note under it. */
function shownField(props: ControlProps, shown: string, note?: string) {
  const noteId = `${props.forID}-note`
  return h(
    'div',
    null,
    h('input', {
      type: 'text',
      id: props.forID,
      className: props.classNameWrapper,
      value: shown,
      readOnly: true,
      style: { background: '#f1f2f4', color: '#4a4f57', cursor: 'default' },
      ...(note && { 'aria-describedby': noteId }),
    }),
    note && h('p', { id: noteId, style: NOTE_STYLE }, note),
  )
}

/**
 * The "page-address" widget: for a new page, the string field with the check above; for a page that exists, its
 * address shown with how to move the page. The "page-event" widget: the list of events for a new page, the
 * page's event shown for one that exists.
 */
export function registerAddressWidget(cms: Cms, events: ServiceEvent[]) {
  const string = cms.getWidget('string')
  class AddressControl extends string.control {
    // The editor calls it unbound, so it is an arrow function of the instance.
    isValid = () => {
      const entry = this.props.entry
      if (!entry || !isNew(this.props)) return true
      const message = takenAddressMessage(events, entry.getIn(['data', EVENT_KEY]), this.props.value)
      return message ? { error: { type: 'CUSTOM', message } } : true
    }
    // The note follows the event chosen above, so the field is drawn again when it changes, not only its own value.
    shouldComponentUpdate(next: ControlProps & Record<string, unknown>) {
      const props = this.props as ControlProps & Record<string, unknown>
      return (
        props.value !== next.value ||
        props.classNameWrapper !== next.classNameWrapper ||
        props.hasActiveStyle !== next.hasActiveStyle ||
        props.entry?.getIn(['data', EVENT_KEY]) !== next.entry?.getIn(['data', EVENT_KEY])
      )
    }
    render() {
      if (isNew(this.props)) {
        const note = newPageLinkNote(events, this.props.entry?.getIn(['data', EVENT_KEY]), this.props.value)
        return h('div', null, super.render(), h('p', { id: `${this.props.forID}-links`, style: NOTE_STYLE }, note))
      }
      return shownField(this.props, String(this.props.value ?? ''), fixedAddressNote(pagePathOfEntry(this.props.entry)))
    }
  }
  cms.registerWidget(PAGE_ADDRESS_WIDGET, AddressControl, string.preview)

  const select = cms.getWidget('select')
  class EventControl extends select.control {
    render() {
      if (isNew(this.props)) return super.render()
      const event = events.find((candidate) => candidate.folder === this.props.value)
      return shownField(this.props, event?.label ?? String(this.props.value ?? ''))
    }
  }
  cms.registerWidget(PAGE_EVENT_WIDGET, EventControl, select.preview)
}
