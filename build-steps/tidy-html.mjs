// After `vike build`, on every pre-rendered page: attribute names in lower case. React writes some HTML
// attributes the way its props are spelt (srcSet, imageSrcSet, fetchPriority, autoComplete); browsers accept
// them, but HTML attribute names are lower case and validators (tests/site/html-valid.test.ts) say so.
// SVG is left alone: its attributes (viewBox) are case-sensitive. Scripts and styles are left alone too, so the
// inline scripts' CSP hashes (build-steps/security-headers.mjs runs next) do not change.
import fs from 'node:fs'
import path from 'node:path'

const distClient = path.resolve(import.meta.dirname, '../dist/client')

/** Lower-cases the attribute names of one start tag, leaving their values exactly as they are. */
function tidyTag(tag) {
  const [, name, rest] = /^<([^\s/>]+)([\s\S]*)$/.exec(tag)
  // Each attribute is a name, optionally followed by = and a quoted or bare value (values are skipped whole).
  const attributes = rest.replace(
    /(\s+)([^\s"'=<>/]+)(\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?/g,
    (_, space, attribute, value = '') => space + attribute.toLowerCase() + value,
  )
  return `<${name}${attributes}`
}

/** Lower-cases attribute names in every start tag outside <svg>, <script> and <style>. */
export function tidyHtml(html) {
  // Split into kept segments (svg, script, style blocks) and markup to tidy.
  const parts = html.split(/(<svg[\s>][\s\S]*?<\/svg>|<script[\s>][\s\S]*?<\/script>|<style[\s>][\s\S]*?<\/style>)/)
  return parts
    .map((part, i) => {
      if (i % 2 === 1) {
        // Inside a kept block only its own opening tag is HTML (for <script>/<style>); svg stays as written.
        return part.startsWith('<svg') ? part : part.replace(/^<[^>]*>/, tidyTag)
      }
      return part.replace(/<[a-zA-Z][^<>]*>/g, tidyTag)
    })
    .join('')
}

function htmlFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'assets' || entry.name === 'images' ? [] : htmlFiles(full)
    return entry.name.endsWith('.html') ? [full] : []
  })
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let changed = 0
  for (const file of htmlFiles(distClient)) {
    const html = fs.readFileSync(file, 'utf8')
    const tidy = tidyHtml(html)
    if (tidy !== html) {
      fs.writeFileSync(file, tidy)
      changed++
    }
  }
  console.log(`tidy-html: attribute names in lower case in ${changed} pages`)
}
