// Server-side only: every page of every edition (content/pages/ and content/<lang>/pages/), by the paths it answers.
import type { ComponentType } from 'react'
import type { MDXComponents } from 'mdx/types'
import knownBrokenLinks from '../content/data/known-broken-links.yaml'
import { eventTiles } from '../content/eventTiles'
import { pageSchema, translatedPageSchema, type PageFrontmatter } from '../content/schema'

interface MdxModule {
  frontmatter: unknown
  default: ComponentType<{ components?: MDXComponents }>
}

export interface ContentPage {
  url: string
  frontmatter: PageFrontmatter
  Body: MdxModule['default']
}

const modules = import.meta.glob<MdxModule>(['/content/pages/**/*.mdx', '/content/*/pages/**/*.mdx'], { eager: true })

// Front-matter was already checked by the content plugin at build time, a translation's merged with its English
// page (build-steps/content-check.ts); parsing again fills defaults.
const parsed: ContentPage[] = Object.entries(modules)
  .map(([file, mod]) => {
    const parsed = (file.startsWith('/content/pages/') ? pageSchema : translatedPageSchema).parse(mod.frontmatter)
    // A translation's draft (still the English words) stays out of search engines until it is translated.
    const frontmatter = 'draft' in parsed && parsed.draft ? { ...parsed, noindex: true } : parsed
    return { url: frontmatter.canonical, frontmatter, Body: mod.default }
  })
  .sort((a, b) => a.url.localeCompare(b.url))
// An event page leads to every page under it: a page no tile of its file leads to gets one from its own front-matter.
const pages: ContentPage[] = parsed.map((page) =>
  page.frontmatter.tiles
    ? {
        ...page,
        frontmatter: {
          ...page.frontmatter,
          tiles: eventTiles(
            page.frontmatter,
            parsed.map((each) => each.frontmatter),
            knownBrokenLinks,
          ),
        },
      }
    : page,
)

export function allPages(): ContentPage[] {
  return pages
}

/** The page shown at a path (with its "/ta" for the Tamil edition): its own canonical path or one of its aliases. */
export function findPage(pathname: string): ContentPage | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return pages.find((page) => page.url === path || page.frontmatter.aliases?.includes(path))
}
