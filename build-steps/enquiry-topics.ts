// The topics the contact form knows, per edition, as a module the form loads only when it is opened from a
// page's enquiry block: `virtual:enquiry-topics/en` and `/ta`, each `{ "wedding-decoration": { event, service } }`.
// Made from the pages' front-matter (content/pages/ and content/ta/pages/), so a new page is known at once.
import path from 'node:path'
import type { Plugin } from 'vite'
import type { PageFrontmatter } from '../content/schema.ts'
import { enquiryOf, type EnquiryTopic } from '../lib/enquiry.ts'
import { LOCALES, type Locale } from '../content/editions.ts'
import { mergedPage, pageFiles, placeOf, root } from './content-loader.ts'

const PREFIX = 'virtual:enquiry-topics/'

/** Every page with an enquiry block, by its name in the contact form's address; two pages with one name fail. */
export function enquiryTopics(locale: Locale, files = pageFiles()): Record<string, EnquiryTopic> {
  const topics: Record<string, EnquiryTopic> = {}
  const owners: Record<string, string> = {}
  for (const file of files) {
    if (placeOf(file).locale !== locale) continue
    const page = mergedPage(file).frontmatter as PageFrontmatter
    if (!page.canonical) continue
    const enquiry = enquiryOf(page)
    if (!enquiry) continue
    const relative = path.relative(root, file)
    if (owners[enquiry.slug])
      throw new Error(`${relative}: enquiry: its contact-form name "${enquiry.slug}" is taken by ${owners[enquiry.slug]}`)
    owners[enquiry.slug] = relative
    topics[enquiry.slug] = { service: enquiry.service, ...(enquiry.event ? { event: enquiry.event } : {}) }
  }
  return topics
}

export function enquiryTopicsPlugin(): Plugin {
  return {
    name: 'thoranam:enquiry-topics',
    resolveId(id) {
      return id.startsWith(PREFIX) && (LOCALES as readonly string[]).includes(id.slice(PREFIX.length)) ? `\0${id}` : null
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null
      const files = pageFiles()
      files.forEach((file) => this.addWatchFile(file))
      return `export default ${JSON.stringify(enquiryTopics(id.slice(PREFIX.length + 1) as Locale, files))}`
    },
  }
}
