// The editor's preview pane: the page being edited, drawn as the site draws it, updating as the editor types.
// Decap gives each preview template the entry as it is typed; this module draws it with the site's own components
// (components/ContentPage.tsx, the home page's widgets), the body compiled from MDX with the same registry of
// components (components/mdxComponents.tsx) after the same check the build runs (components/bodyText.ts), and the
// site's stylesheets, inside a frame of a phone's or a laptop's width so the site's own media queries apply.
// A Tamil entry holds words only: they are laid over the English file's pictures and links (content/translation.ts)
// as the build does, and a word still missing shows in English, marked where it is. Only /admin loads this.
import type { MDXComponents } from 'mdx/types'
import { Component, useEffect, useLayoutEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { createRoot, type Root } from 'react-dom/client'
import { PAGE_COMPONENTS, type PageComponentName } from '../components/bodyComponents.ts'
import { ContentPage } from '../components/ContentPage.tsx'
import { AboutTeaser } from '../components/home/AboutTeaser.tsx'
import { Counters } from '../components/home/Counters.tsx'
import { HeroCarousel } from '../components/home/HeroCarousel.tsx'
import { ServiceShortcuts } from '../components/home/ServiceShortcuts.tsx'
import { Picture } from '../components/Picture.tsx'
import { TileGrid } from '../components/TileGrid.tsx'
import { localizePath, type Locale } from '../content/editions.ts'
import { componentsOnlyIn, layOver, WAITING_MARK, type JsonSchema, type KeptLink, type WaitingWord } from '../content/translation.ts'
import { ui } from '../content/ui/index.ts'
import type { ShownImage, ShownPage } from '../renderer/types.ts'
import { navigationFor } from '../renderer/site.ts'
import { LocaleContext } from '../renderer/useLocale.ts'
import { previewBody } from './preview-body.ts'
import { LIST_KEY, PICTURE_PATH, SOURCE_KEY, withoutEmptyFields } from './formats.ts'

/** What the build tells the preview (/admin/preview.json, build-steps/admin.ts). */
export type PreviewContext = {
  /** The site's stylesheets, drawn into the preview's frame. */
  styles: string[]
  /** Each page file's English path ("/services/wedding"), by its path in the repository. */
  pagePaths: Record<string, string>
  /** The English file each translation lays its words over, by the translation's path. */
  english: Record<string, { file: string; data: unknown; components?: string[] }>
  /** The JSON Schema of a translated page and of each data file, as content/translation.ts reads them. */
  schemas: { page: JsonSchema; data: Record<string, JsonSchema> }
  keptBroken: KeptLink[]
  /** The home page's heading in each edition (content/pages/index.mdx): the carousel's heading. */
  homeHeading: Record<string, string>
  /** What each picture shows, in each edition's language, by its path under content/images/: the catalogue (content/images.yaml), where it is written once. */
  pictures: Record<string, Partial<Record<Locale, string>>>
}

/** The widths the editor switches between: a common phone and a laptop. */
export const PREVIEW_WIDTHS = [
  { name: 'Phone', width: 390 },
  { name: 'Laptop', width: 1280 },
] as const

type Entry = Record<string, unknown>
type GetAsset = (path: string) => { toString(): string } | undefined
const PICTURE = /^[a-z0-9\-/]+\.(jpg|jpeg|png|webp)$/

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** The entry's values with picture paths as stored in the file (the editor shows them as addresses). */
function storedPaths(value: unknown): unknown {
  const base = `${location.origin}${PICTURE_PATH}`
  if (typeof value === 'string') return value.startsWith(base) ? value.slice(base.length) : value
  if (Array.isArray(value)) return value.map(storedPaths)
  if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, storedPaths(item)]))
  return value
}

/** Where the preview loads a stored picture from: its preview for the editor, or an upload from the editor's media. */
function pictureUrl(src: string, getAsset: GetAsset): string {
  if (src.startsWith('uploads/')) return getAsset(src)?.toString() || `${PICTURE_PATH}${src}`
  return PICTURE.test(src) ? `${PICTURE_PATH}${src}` : src
}

/** What a picture shows, in an edition's language: its one description in the catalogue, as the site reads it. */
export type Describe = (src: string) => string

/** A describer for one edition from the catalogue the build gave the preview (a picture it has not seen yet has none). */
export const describerOf =
  (pictures: PreviewContext['pictures'], locale: Locale): Describe =>
  (src) =>
    pictures[src]?.[locale] ?? ''

/** Every { src } picture as the site's <Picture> takes it, described from the catalogue as the site describes it. */
function shown(value: unknown, getAsset: GetAsset, describe: Describe): unknown {
  if (Array.isArray(value)) return value.map((item) => shown(item, getAsset, describe))
  if (!isObject(value)) return value
  const result = Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shown(item, getAsset, describe)]))
  if (typeof value.src === 'string' && PICTURE.test(value.src))
    return { ...result, src: pictureUrl(value.src, getAsset), alt: describe(value.src) } satisfies ShownImage | Entry
  return result
}

/** The value at `path` with the waiting mark in front, so a word still in English shows where it is. */
function markWaiting(data: unknown, waiting: WaitingWord[]): unknown {
  const copy = structuredClone(data) as Record<string | number, unknown>
  for (const word of waiting) {
    let parent: Record<string | number, unknown> | undefined = copy
    for (const step of word.path.slice(0, -1)) parent = parent?.[step] as Record<string | number, unknown> | undefined
    const last = word.path[word.path.length - 1]
    if (!parent || last === undefined) continue
    const value = parent[last]
    if (typeof value === 'string') parent[last] = WAITING_MARK + value
    else if (Array.isArray(value)) parent[last] = value.map((item) => (typeof item === 'string' ? WAITING_MARK + item : item))
  }
  return copy
}

/** The edition of a file of content/: content/ta/… is Tamil. */
export const localeOfPath = (file: string): Locale => (/^content\/ta\//.test(file) ? 'ta' : 'en')

/** An entry's data as the build merges it: English as written, a translation laid over its English file. */
function mergedEntry(
  file: string,
  fields: Entry,
  schema: JsonSchema | undefined,
  context: PreviewContext,
): { data: unknown; waiting: WaitingWord[]; problems: string[] } {
  const { body: _body, [SOURCE_KEY]: _source, ...rest } = fields
  // A field the editor emptied is left out of the file when saved (admin/formats.ts): here too, so it shows as missing.
  const words = withoutEmptyFields(storedPaths(rest), {})
  const locale = localeOfPath(file)
  if (locale === 'en') return { data: words, waiting: [], problems: [] }
  const english = context.english[file]
  if (!english || !schema)
    return {
      data: words,
      waiting: [],
      problems: [`${file}: the preview has no English file to lay these words over. Save, then reload the editor.`],
    }
  const input = isObject(words) && Object.keys(words).join() === LIST_KEY ? words[LIST_KEY] : words
  const result = layOver({
    english: english.data,
    words: input,
    schema,
    locale,
    keptBroken: context.keptBroken,
    file,
    englishFile: english.file,
  })
  return { data: markWaiting(result.data, result.waiting), waiting: result.waiting, problems: result.problems }
}

/** A message in words where the page cannot be drawn. */
function Note({ title, lines, tone = 'problem' }: { title: string; lines?: string[]; tone?: 'problem' | 'waiting' }) {
  const colours = tone === 'problem' ? { background: '#fdecea', border: '#b3261e' } : { background: '#fff8e1', border: '#8a6d00' }
  return (
    <div
      role={tone === 'problem' ? 'alert' : 'status'}
      className="preview-note"
      style={{
        margin: '1rem',
        padding: '0.75rem 1rem',
        borderLeft: `4px solid ${colours.border}`,
        background: colours.background,
        color: '#1d1d1d',
        font: '15px/1.5 system-ui, sans-serif',
      }}
    >
      <strong>{title}</strong>
      {lines && lines.length > 0 && (
        <ul style={{ margin: '0.5rem 0 0', paddingLeft: '1.25rem' }}>
          {lines.map((line, i) => (
            <li key={i}>{line}</li>
          ))}
        </ul>
      )}
    </div>
  )
}

/** Something the preview cannot draw says so in words; the rest of the editor goes on. */
class Guard extends Component<{ children: ReactNode; resetKey: unknown }, { error?: Error }> {
  state: { error?: Error } = {}
  static getDerivedStateFromError(error: Error) {
    return { error }
  }
  componentDidUpdate(previous: { resetKey: unknown }) {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: undefined })
  }
  render() {
    if (this.state.error)
      return (
        <Note
          title="The preview cannot draw this page as it is now."
          lines={[
            `${this.state.error.message}`,
            'Check the fields marked in red on the left; the page is drawn again as soon as they are complete.',
          ]}
        />
      )
    return this.props.children
  }
}

/** A page's own widget (the contact form, the gallery) in the body: drawn on the page itself, named here. */
function widgetStandIns(): Partial<Record<PageComponentName, ComponentType>> {
  const names = Object.values(PAGE_COMPONENTS).flatMap((components) => Object.keys(components)) as PageComponentName[]
  return Object.fromEntries(
    names.map((name) => [
      name,
      () => (
        <p
          style={{ padding: '1rem', border: '2px dashed #999', textAlign: 'center' }}
        >{`<${name} />: the page's own ${name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()} shows here on the site.`}</p>
      ),
    ]),
  )
}

type Compiled = { Body?: ComponentType<{ components?: MDXComponents }>; problems?: string[] }

/** The body compiled as the build compiles it, after the build's check; a short pause so typing stays smooth. */
function useBody(body: string, pagePath: string): Compiled {
  const [compiled, setCompiled] = useState<Compiled>({})
  useEffect(() => {
    let current = true
    const timer = setTimeout(async () => {
      const result = await previewBody(body, pagePath)
      if (current) setCompiled(result)
    }, 120)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [body, pagePath])
  return compiled
}

function PagePreview({ file, fields, getAsset, context }: { file: string; fields: Entry; getAsset: GetAsset; context: PreviewContext }) {
  const locale = localeOfPath(file)
  const pagePath = context.pagePaths[file] ?? (typeof fields.canonical === 'string' ? fields.canonical : '/')
  const { data, waiting, problems } = useMemo(() => mergedEntry(file, fields, context.schemas.page, context), [file, fields, context])
  const compiled = useBody(typeof fields.body === 'string' ? fields.body : '', pagePath)
  // A component of the English text this text has not (yet): the site's translated page goes without it.
  const englishOnly =
    locale === 'en' ? [] : componentsOnlyIn(context.english[file]?.components ?? [], typeof fields.body === 'string' ? fields.body : '')
  const page = shown(data, getAsset, describerOf(context.pictures, locale)) as ShownPage
  const Body = compiled.Body ?? (() => null)
  return (
    <>
      {problems.length > 0 && <Note title="These words cannot be laid over the English page:" lines={problems} />}
      {waiting.length > 0 && <WaitingNote count={waiting.length} />}
      {englishOnly.length > 0 && (
        <Note
          tone="waiting"
          title={`In the English text only, so a Tamil reader does not see ${englishOnly.length === 1 ? 'it' : 'them'} until ${englishOnly.length === 1 ? 'it is' : 'they are'} added to this text where ${englishOnly.length === 1 ? 'it belongs' : 'they belong'}:`}
          lines={englishOnly.map(
            (component) => `${WAITING_MARK.trim()} <${component}> (${context.english[file]?.file ?? 'the English file'})`,
          )}
        />
      )}
      {compiled.problems && <Note title="The text of the page cannot be shown: the site would refuse it too." lines={compiled.problems} />}
      <Guard resetKey={fields}>
        {typeof page?.heading !== 'string' ? (
          <Note title="The page needs a heading before it can be drawn." />
        ) : (
          <LocaleContext.Provider value={locale}>
            <main id="main">
              <ContentPage page={page} Body={Body} components={widgetStandIns()} />
            </main>
          </LocaleContext.Provider>
        )}
      </Guard>
    </>
  )
}

function WaitingNote({ count }: { count: number }) {
  return (
    <Note
      tone="waiting"
      title={`${count} ${count === 1 ? 'word is' : 'words are'} not in Tamil yet: shown in English, each starting with ${WAITING_MARK.trim()}. Write the Tamil in the field of the same name on the left.`}
    />
  )
}

type HomeFields = {
  slides: { image: string; title: string; description: string }[]
  shortcuts: Parameters<typeof ServiceShortcuts>[0]['shortcuts']
  about: Parameters<typeof AboutTeaser>[0] & { image: { src: string } }
  services: { servicename: string; title: string; description: string; imageSrc: string }[]
  projects: { src: string }[]
  counters: Parameters<typeof Counters>[0]['counters']
  headings: { services: string; projects: string; reviews: string; faq: string }
}

/** The home page's widgets from content/data/home.yaml, in the home page's order (pages/index/+Page.tsx). */
function HomePreview({ file, fields, getAsset, context }: { file: string; fields: Entry; getAsset: GetAsset; context: PreviewContext }) {
  const locale = localeOfPath(file)
  const { data, waiting, problems } = useMemo(
    () => mergedEntry(file, fields, context.schemas.data['home.yaml'], context),
    [file, fields, context],
  )
  const home = data as HomeFields
  const image = (src: string) => shown({ src }, getAsset, describerOf(context.pictures, locale)) as ShownImage
  return (
    <>
      {problems.length > 0 && <Note title="These words cannot be laid over the English file:" lines={problems} />}
      {waiting.length > 0 && <WaitingNote count={waiting.length} />}
      <Guard resetKey={fields}>
        <LocaleContext.Provider value={locale}>
          <main id="main">
            <HeroCarousel
              slides={(home.slides ?? []).map((slide) => ({ ...slide, image: image(slide.image) }))}
              heading={context.homeHeading[locale] ?? ''}
              cta={navigationFor(locale).header.cta}
            />
            <ServiceShortcuts shortcuts={home.shortcuts ?? []} />
            <AboutTeaser {...home.about} image={image(home.about?.image?.src ?? '')} />
            <section className="container home-section">
              <h2>{home.headings?.services}</h2>
              <TileGrid
                headingLevel={3}
                tiles={(home.services ?? []).map((card) => ({
                  image: image(card.imageSrc),
                  title: card.title,
                  text: card.description,
                  target: localizePath(`/services/${card.servicename}`, locale),
                }))}
              />
            </section>
            <section className="container home-section">
              <h2>{home.headings?.projects}</h2>
              <ul className="project-grid">
                {(home.projects ?? []).map((project) => (
                  <li key={project.src}>
                    <Picture image={image(project.src)} sizes="(min-width: 960px) 33vw, 50vw" />
                  </li>
                ))}
              </ul>
            </section>
            <section className="counters-strip" aria-label={ui(locale).home.numbers}>
              <div className="container">
                <Counters counters={home.counters ?? []} />
              </div>
            </section>
          </main>
        </LocaleContext.Provider>
      </Guard>
    </>
  )
}

/**
 * A frame of the chosen width, scaled down to fit the pane, holding the site's stylesheets: the site's own media
 * queries see a phone or a laptop, whatever the width of the editor's pane.
 */
function SiteFrame({ width, locale, styles, children }: { width: number; locale: Locale; styles: string[]; children: ReactNode }) {
  const frame = useRef<HTMLIFrameElement>(null)
  const outer = useRef<HTMLDivElement>(null)
  const [mount, setMount] = useState<HTMLElement | null>(null)
  const [height, setHeight] = useState(800)
  const [paneWidth, setPaneWidth] = useState(width)
  useLayoutEffect(() => {
    const doc = frame.current?.contentDocument
    if (!doc) return
    doc.open()
    doc.write('<!DOCTYPE html><html><head><meta charset="utf-8"></head><body><div id="preview-root"></div></body></html>')
    doc.close()
    for (const href of styles) {
      const link = doc.createElement('link')
      link.rel = 'stylesheet'
      link.href = href
      doc.head.append(link)
    }
    setMount(doc.getElementById('preview-root'))
    const observer = new ResizeObserver(() => setHeight(Math.max(400, doc.documentElement.scrollHeight)))
    observer.observe(doc.body)
    return () => observer.disconnect()
  }, [styles])
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again once the frame's document is mounted, which it reads through the ref
  useEffect(() => {
    const doc = frame.current?.contentDocument
    if (!doc) return
    doc.documentElement.lang = locale === 'ta' ? 'ta-IN' : 'en'
    // Drawn as a visitor's next pages are, in the web fonts (a page's own first paint keeps the fallbacks only
    // until the browser has them: .web-fonts, styles/_tamil.scss); the linked stylesheet declares their faces.
    doc.documentElement.classList.add('web-fonts')
  }, [locale, mount])
  useEffect(() => {
    if (!outer.current) return
    const observer = new ResizeObserver(([entry]) => setPaneWidth(entry.contentRect.width))
    observer.observe(outer.current)
    return () => observer.disconnect()
  }, [])
  const scale = Math.min(1, paneWidth / width)
  return (
    <div ref={outer} style={{ width: '100%', height: height * scale, overflow: 'hidden' }}>
      <iframe
        ref={frame}
        title={`The page at ${width} px wide`}
        data-preview-width={width}
        style={{
          width,
          height,
          border: 0,
          display: 'block',
          margin: scale < 1 ? 0 : '0 auto',
          transform: `scale(${scale})`,
          transformOrigin: 'top left',
          background: '#fff',
          boxShadow: '0 0 0 1px #ccc',
        }}
      />
      {mount && createPortal(children, mount)}
    </div>
  )
}

/** The pane: the width switch above the page. */
function PreviewPane({
  file,
  fields,
  getAsset,
  context,
}: {
  file: string
  fields: Entry
  getAsset: GetAsset
  context: PreviewContext | Error
}) {
  const [width, setWidth] = useState<number>(PREVIEW_WIDTHS[0].width)
  if (context instanceof Error)
    return (
      <Note
        title="The preview could not load what it needs from the site."
        lines={[context.message, "Reload the editor; if this stays, the site was built without the editor's preview."]}
      />
    )
  const Preview = /\.mdx$/.test(file) ? PagePreview : /(^|\/)data\/home\.yaml$/.test(file) ? HomePreview : undefined
  if (!Preview)
    return (
      <Note
        tone="waiting"
        title="The preview draws the pages and home.yaml. The words of this file show on the site's pages: open them on the pull request's preview (View preview, above) once saved."
      />
    )
  return (
    <div style={{ font: '14px/1.4 system-ui, sans-serif', color: '#1d1d1d' }}>
      <div
        role="group"
        aria-label="Preview width"
        style={{
          display: 'flex',
          gap: '0.5rem',
          alignItems: 'center',
          padding: '0.5rem 0.75rem',
          borderBottom: '1px solid #ddd',
          position: 'sticky',
          top: 0,
          background: '#f7f7f7',
          zIndex: 1,
        }}
      >
        <span>Preview width:</span>
        {PREVIEW_WIDTHS.map((option) => (
          <button
            key={option.width}
            type="button"
            aria-pressed={width === option.width}
            onClick={() => setWidth(option.width)}
            style={{
              padding: '0.35rem 0.75rem',
              borderRadius: 4,
              border: '1px solid #777',
              background: width === option.width ? '#1d1d1d' : '#fff',
              color: width === option.width ? '#fff' : '#1d1d1d',
              cursor: 'pointer',
            }}
          >
            {option.name} ({option.width} px)
          </button>
        ))}
      </div>
      <SiteFrame width={width} locale={localeOfPath(file)} styles={context.styles}>
        <Preview file={file} fields={fields} getAsset={getAsset} context={context} />
      </SiteFrame>
    </div>
  )
}

type ImmutableLike = { toJS(): unknown; get(key: string): unknown }
type DecapPreviewProps = { entry: ImmutableLike; getAsset: GetAsset }
type DecapCms = { registerPreviewTemplate(name: string, component: unknown): void; registerPreviewStyle(href: string): void }
type DecapGlobals = {
  CMS: DecapCms
  createClass(spec: Record<string, unknown>): unknown
  h(type: string, props: Record<string, unknown>): unknown
}

/** The file and fields an entry not saved yet will have once saved (the new-page form's), if it is one. */
export type NewEntry = (collection: string, fields: Entry) => { file: string; fields: Entry } | undefined

/**
 * Registers the preview for every page and data file the configuration lists with a preview. Decap renders its
 * templates with its own React; each template is a host element where this module's React draws the pane.
 */
export function registerPreviews(
  globals: DecapGlobals,
  templates: string[],
  context: Promise<PreviewContext>,
  newEntry: NewEntry = () => undefined,
) {
  let loaded: PreviewContext | Error | undefined
  const waiting = new Set<() => void>()
  context.then(
    (value) => ((loaded = value), waiting.forEach((draw) => draw())),
    (error: Error) => ((loaded = error), waiting.forEach((draw) => draw())),
  )
  const template = globals.createClass({
    componentDidMount(this: { el?: HTMLElement; root?: Root; draw(): void; redraw?: () => void }) {
      this.root = createRoot(this.el!)
      this.redraw = () => this.draw()
      waiting.add(this.redraw)
      this.draw()
    },
    componentDidUpdate(this: { draw(): void }) {
      this.draw()
    },
    componentWillUnmount(this: { root?: Root; redraw?: () => void }) {
      if (this.redraw) waiting.delete(this.redraw)
      this.root?.unmount()
    },
    draw(this: { root?: Root; props: DecapPreviewProps }) {
      const { entry, getAsset } = this.props
      let file = String(entry.get('path') ?? '')
      let fields = ((entry.get('data') as ImmutableLike | undefined)?.toJS() ?? {}) as Entry
      // An entry not saved yet has no file: the new-page form's entry is drawn as the file it will save.
      const made = file ? undefined : newEntry(String(entry.get('collection') ?? ''), fields)
      if (made) ({ file, fields } = made)
      this.root?.render(
        loaded ? (
          <PreviewPane file={file} fields={fields} getAsset={getAsset} context={loaded} />
        ) : (
          <p style={{ font: '15px system-ui, sans-serif', padding: '1rem' }}>Loading the preview…</p>
        ),
      )
    },
    render(this: { el?: HTMLElement }) {
      return globals.h('div', { ref: (el: HTMLElement | null) => (this.el = el ?? undefined) })
    },
  })
  for (const name of templates) globals.CMS.registerPreviewTemplate(name, template)
}
