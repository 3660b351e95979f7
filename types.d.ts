// Types of the modules that Vite turns content files into.
declare module '*.mdx' {
  import type { ComponentType } from 'react'
  import type { MDXComponents } from 'mdx/types'
  /** The page's YAML front-matter, already checked against content/schema.ts at build time. */
  export const frontmatter: unknown
  const MDXContent: ComponentType<{ components?: MDXComponents }>
  export default MDXContent
}

declare module '*/content/data/site.yaml' {
  const site: import('./content/schema').Site
  export default site
}

declare module '*/content/data/navigation.yaml' {
  const navigation: import('./content/schema').Navigation
  export default navigation
}

interface ImportMetaEnv {
  /** Origin of the deployed site, used for canonical links, such as https://www.thoranamevents.in */
  readonly VITE_SITE_URL?: string
}
