// After `vike build`, on every pre-rendered page: what a phone on a slow network fetches before the first screen
// is painted is the page itself and its first picture, nothing else (Lighthouse's simulated LCP is built from
// every request that ends before it, and each one shares the slow link with the picture: `npm run perf`).
//
// - Styles: the rules the page draws with are inlined in a <style> (every rule whose classes all appear on the
//   page, or are set by the inlined script: nothing is drawn unstyled at any width). Each page its own block: a
//   block of every rule any page of the edition uses made the about page 16.1 KB compressed, over the 14.6 KB a
//   new connection's first round trip carries, so its first screen waited a round trip more (docs/decisions.md).
//   The whole stylesheet follows once the first screen is painted
//   (lib/laterStyles.ts) with the rules of states only scripts set (scroll animations, widgets that started),
//   but without font faces: the inlined block declares every face the edition's rules name (laterCss).
//   Without scripts, <noscript> links it.
// - Fonts: none is preloaded. A page is drawn in fallbacks matched to the web fonts' metrics unless this browser
//   already has the web fonts: the inlined script then sets .web-fonts on <html> before the first paint (their
//   faces are declared in the inlined rules, and fetched only where a rule uses them). The first page of a visit
//   fetches them once its first screen is painted (lib/webFonts.ts), for the pages after it in that tab: text
//   already drawn is never swapped to another font, which would move it (styles/_tamil.scss).
// - The first picture's preload comes right after the viewport (before it, the browser would pick its width
//   for a 980 px window).
// - The site's icon is written into the page (inlineFavicon).
// - The page's script: a few lines inlined hold taps on widgets that have not started, and fetch the script once
//   the page has loaded (its first picture in) and painted (firstScreenScript below).
// Usage: node build-steps/first-screen.mjs   (npm run build runs it, after vike build)
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import postcss from 'postcss'

const distClient = path.resolve(import.meta.dirname, '../dist/client')

function htmlFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return ['assets', 'images', 'admin'].includes(entry.name) ? [] : htmlFiles(full)
    return entry.name.endsWith('.html') ? [full] : []
  })
}

/** The edition of a page: 'ta' for Tamil pages, 'en' otherwise. */
export const editionOf = (html) => (/<html[^>]*\slang="ta/.test(html) ? 'ta' : 'en')

/** Classes the inlined script sets on <html> before the first paint (firstScreenScript). */
export const SCRIPT_CLASSES = ['web-fonts']

/** Every class name an element of the page carries, or may carry from its first paint on. */
export function classesIn(html) {
  const classes = new Set(SCRIPT_CLASSES)
  for (const [, value] of html.matchAll(/\sclass="([^"]*)"/g)) for (const name of value.split(/\s+/)) if (name) classes.add(name)
  return classes
}

/** `text` without what the parentheses of :not(), :is(), :where() and :has() hold (nested ones included). */
function withoutFunctionalPseudos(text) {
  let out = ''
  for (let i = 0; i < text.length; i++) {
    const open = /^:(not|is|where|has)\(/.exec(text.slice(i))
    if (!open) {
      out += text[i]
      continue
    }
    let depth = 0
    let j = i + open[0].length - 1
    for (; j < text.length; j++) {
      if (text[j] === '(') depth++
      else if (text[j] === ')' && --depth === 0) break
    }
    i = j
  }
  return out
}

/**
 * The class names an element must carry for `selector` to match it somewhere: those outside attribute
 * selectors, strings and :not()/:is()/:where()/:has() (whose classes may well be absent).
 */
export function requiredClasses(selector) {
  const plain = withoutFunctionalPseudos(selector.replace(/"[^"]*"|'[^']*'/g, '""').replace(/\[[^\]]*\]/g, ''))
  return [...plain.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1])
}

const NOT_TAMIL = /:not\(\[lang=["']?ta-IN["']?\]\)/g
const TAMIL = /\[lang=["']?ta-IN["']?\]/

/** Whether a selector can match on a page of `edition` that carries `classes` (only <html> says ta-IN). */
export function selectorApplies(selector, classes, edition) {
  if (edition === 'en' && TAMIL.test(selector.replace(NOT_TAMIL, ''))) return false
  if (edition === 'ta' && new RegExp(NOT_TAMIL.source).test(selector)) return false
  return requiredClasses(selector).every((name) => classes.has(name))
}

/**
 * The rules of `css` that pages of `edition` carrying `classes` draw with: the others (other edition, classes
 * only scripts set later) are left out, and so is any font face no remaining rule names.
 */
export function firstScreenCss(css, classes, edition) {
  const root = postcss.parse(css)
  // The families any rule of the edition names, whether the first screen uses it or a script's state later does
  // (any declaration: families are named in custom properties too, such as --font-body). Their faces are declared
  // here only: the whole stylesheet that follows has none (laterCss), since a sheet that adds font faces makes the
  // browser style and lay out the whole page again, every line of text reshaped (hundreds of milliseconds of a
  // phone's main thread on a Tamil page).
  const fontValues = []
  root.walkDecls((decl) => {
    const rule = decl.parent
    if (rule?.type === 'atrule' && /^font-face$/i.test(rule.name)) return
    if (
      rule?.type === 'rule' &&
      !(rule.parent?.type === 'atrule' && /keyframes$/i.test(rule.parent.name)) &&
      !rule.selectors.some((selector) => selectorApplies(selector, EVERY_CLASS, edition))
    )
      return
    fontValues.push(decl.value)
  })
  // What is printed, and what only a resting pointer shows, waits for the whole stylesheet (a few hundred
  // milliseconds after the first paint): bytes the first screen does not draw with.
  root.walkAtRules('media', (media) => {
    if (/^print\b/i.test(media.params)) media.remove()
  })
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test(rule.parent.name)) return
    const kept = rule.selectors.filter((selector) => selectorApplies(selector, classes, edition) && !/:hover\b/.test(selector))
    if (kept.length) rule.selectors = kept
    else rule.remove()
  })
  // A font face stays only while a rule of the edition names its family (the language switch's Tamil letters are
  // named on English pages only, Marcellus too, the Tamil font on Tamil pages only).
  root.walkAtRules(/^font-face$/i, (face) => {
    let family = ''
    face.walkDecls('font-family', (decl) => (family = decl.value.trim().replace(/^["']|["']$/g, '')))
    const named = new RegExp(`(^|[\\s,"'])${family.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*(["',]|$)`)
    if (!fontValues.some((value) => named.test(value))) face.remove()
  })
  let emptied = true
  while (emptied) {
    emptied = false
    root.walkAtRules((at) => {
      if (at.nodes && at.nodes.length === 0) {
        at.remove()
        emptied = true
      }
    })
  }
  return root.toString()
}

/** Any class: for the rules of an edition whatever its pages carry. */
const EVERY_CLASS = { has: () => true }

/**
 * The whole stylesheet a page adds once its first screen is painted: `css` without its font faces, which the
 * inlined block of each edition already declares (firstScreenCss).
 */
export function laterCss(css) {
  const root = postcss.parse(css)
  root.walkAtRules(/^font-face$/i, (face) => face.remove())
  return root.toString()
}

/** The web fonts of an inlined block of rules: the families of its font faces fetched from a URL. */
export function webFontFamilies(css) {
  const families = new Set()
  postcss.parse(css).walkAtRules(/^font-face$/i, (face) => {
    let family = ''
    let src = ''
    face.walkDecls((decl) => {
      if (decl.prop === 'font-family') family = decl.value.trim().replace(/^["']|["']$/g, '')
      if (decl.prop === 'src') src = decl.value
    })
    if (/url\(\s*(?!["']?data:)/.test(src)) families.add(family)
  })
  return [...families]
}

/**
 * What the fields of the island `i` show, as lib/fieldsShown.ts writes it (held with a tap: the Send made again
 * later acts only if nothing was typed since). tests/unit/first-screen.test.ts keeps the two the same.
 */
export const FIELDS_SHOWN =
  '[...i.querySelectorAll("input, textarea, select")].map(f=>f.type=="checkbox"||f.type=="radio"?f.checked:f.value).join("\\0")'

/**
 * The page's inlined script. Before the first paint: sets .web-fonts when this tab already has the edition's web
 * fonts (`fonts.key` in sessionStorage, set by lib/webFonts.ts once it has fetched `fonts.families`). Then holds a
 * tap on a widget that has not started with what its fields show (pages/+client.ts replays it once the widget runs), and fetches the page's
 * script once the page has loaded, the frame after it is shown (one frame is not enough: its picture reaches
 * the screen after the frame's work, while the next task would already be fetching) and the browser has reported
 * its largest paint, so that neither the script
 * nor what it fetches competes with the first screen. A hidden tab paints nothing: it fetches the script at once.
 * Its SHA-256 is allowed by the Content-Security-Policy (build-steps/security-headers.mjs).
 */
export function firstScreenScript(entry, fonts) {
  return (
    '{' +
    (fonts
      ? `self.thoranamFonts=${JSON.stringify(fonts)};try{sessionStorage.getItem(self.thoranamFonts.key)&&document.documentElement.classList.add("web-fonts")}catch(e){}`
      : '') +
    `self.thoranamTaps=[];document.addEventListener("click",e=>{const t=e.target,i=t.closest&&t.closest("[data-island]");` +
    `self.thoranamTaps&&i&&!i.dataset.hydrated&&!t.closest("a[href]")&&(e.preventDefault(),self.thoranamTaps.push([t,${FIELDS_SHOWN}]))},{capture:!0});` +
    (entry
      ? `let started;const go=()=>started||(started=import(${JSON.stringify(entry)}));` +
        // After the second frame, once the browser has reported the largest paint it has shown (a busy phone reports
        // it a little after drawing it); within 1.5 s in any case, and at once where largest paints are not reported.
        // A report of something smaller than the first screen's picture (the heading, drawn before the picture had
        // arrived) is not the largest paint yet: the picture's own report is waited for (later).
        `const later=e=>{const p=document.querySelector("img[fetchpriority=high]"),r=p&&p.getBoundingClientRect();return!!r&&e.element!==p&&Math.max(0,Math.min(r.right,innerWidth)-Math.max(r.left,0))*Math.max(0,Math.min(r.bottom,innerHeight)-Math.max(r.top,0))>e.size};` +
        `const painted=()=>{setTimeout(go,1500);try{if(PerformanceObserver.supportedEntryTypes.includes("largest-contentful-paint")){const o=new PerformanceObserver(l=>{if(!later(l.getEntries().at(-1))){o.disconnect();setTimeout(go)}});o.observe({type:"largest-contentful-paint",buffered:!0});return}}catch(e){}setTimeout(go)};` +
        `addEventListener("load",()=>document.hidden?go():requestAnimationFrame(()=>requestAnimationFrame(painted)));` +
        `document.addEventListener("visibilitychange",()=>document.readyState=="complete"&&go())`
      : '') +
    '}'
  )
}

/**
 * Whether an inline script is one firstScreenScript wrote: the same text, rebuilt from the page-script URL and
 * fonts it names (build-steps/security-headers.mjs allows these by their hashes, and refuses any other).
 */
export function isFirstScreenScript(body) {
  const entry = body.match(/import\(("\/assets\/entries\/[\w.-]+\.js")\)/)?.[1]
  const fonts = body.match(/^\{self\.thoranamFonts=(\{[^;]*\});try\{/)?.[1]
  try {
    return body === firstScreenScript(entry && JSON.parse(entry), fonts && JSON.parse(fonts))
  } catch {
    return false
  }
}

const STYLESHEET = /<link\b[^>]*\brel="stylesheet"[^>]*\bhref="(\/assets\/[^"]+\.css)"[^>]*>\s*/g
const FONT_PRELOAD = /<link\b[^>]*\bas="font"[^>]*>\s*/g
const ENTRY_SCRIPT = /<script\b[^>]*\bsrc="(\/assets\/entries\/[^"]+\.js)"[^>]*><\/script>\s*/

/**
 * The page with its first screen rearranged (see the top of this file): `css` is the page's inlined rules,
 * `fonts` its web fonts ({ key, families }), `laterHref` the address of a stylesheet's later version (laterCss).
 */
export function rearrangePage(html, css, fonts, laterHref = (href) => href) {
  const stylesheets = [...html.matchAll(STYLESHEET)].map((m) => laterHref(m[1]))
  let page = html.replace(STYLESHEET, '').replace(FONT_PRELOAD, '')
  // The head starts with what the first screen needs, in the order the browser needs it.
  const take = (pattern) => {
    const found = page.match(pattern)?.[0]
    if (found) page = page.replace(found, '')
    return found ?? ''
  }
  const charset = take(/<meta charset="[^"]*"\s*\/?>/i)
  const viewport = take(/<meta name="viewport"[^>]*>/)
  const picture = take(/<link rel="preload" as="image"[^>]*>/)
  const later = stylesheets.length
    ? `<noscript data-later-styles>${stylesheets.map((href) => `<link rel="stylesheet" href="${href}">`).join('')}</noscript>`
    : ''
  page = page.replace(/<head>\s*/, (head) => `${head}${charset}${viewport}${picture}${css ? `<style>${css}</style>` : ''}${later}`)
  const entry = page.match(ENTRY_SCRIPT)
  if (entry) page = page.replace(entry[0], '')
  if (entry || fonts) page = page.replace('</head>', `<script>${firstScreenScript(entry?.[1], fonts)}</script></head>`)
  return page
}

/**
 * The site's icon written into the page as a data: URL: a file would be one more request on a phone's slow link
 * while its first screen loads (the browser asks for it early). /favicon.svg stays for the editor's page.
 */
export function inlineFavicon(html, svg) {
  const url = `data:image/svg+xml,${svg
    .trim()
    .replace(/["#<>%\s]/g, (c) => (/\s/.test(c) ? ' ' : encodeURIComponent(c)))
    .replace(/ {2,}/g, ' ')}`
  return html.replace(/(<link rel="icon" href=")\/favicon\.svg(")/, `$1${url}$2`)
}

/** SHA-256 source of a style block or script, as a Content-Security-Policy names it. */
export const cspHash = (text) => `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`

if (import.meta.url === `file://${process.argv[1]}`) {
  const pages = htmlFiles(distClient).map((file) => ({ file, html: fs.readFileSync(file, 'utf8') }))
  const favicon = fs.readFileSync(path.join(distClient, 'favicon.svg'), 'utf8')
  // The pages of each edition, per stylesheet: they share their font faces (every face a rule of the edition names,
  // so the web fonts' key is the edition's), each with its own rules.
  const groups = new Map()
  for (const page of pages) {
    const hrefs = [...page.html.matchAll(STYLESHEET)].map((m) => m[1])
    if (!hrefs.length) continue
    const css = hrefs.map((href) => fs.readFileSync(path.join(distClient, href), 'utf8')).join('\n')
    const key = `${editionOf(page.html)}:${cspHash(css)}`
    if (!groups.has(key)) groups.set(key, { css, edition: editionOf(page.html), classes: new Set() })
    classesIn(page.html).forEach((name) => groups.get(key).classes.add(name))
    page.key = key
  }
  for (const group of groups.values()) {
    // The edition's block, for its font faces and their key (and the sizes printed below).
    group.inlined = firstScreenCss(group.css, group.classes, group.edition)
    const families = webFontFamilies(group.inlined)
    // The key changes with the font files (their hashed names are in the rules), so a browser that has older ones
    // fetches the new ones first.
    if (families.length)
      group.fonts = { key: `thoranam:web-fonts:${cspHash(group.inlined.match(/@font-face\{[^}]*\}/g).join('')).slice(8, 20)}`, families }
  }
  // Each stylesheet's later version, under a name of its own content (it is cached for a year).
  const later = new Map()
  const laterHref = (href) => {
    if (!later.has(href)) {
      const text = laterCss(fs.readFileSync(path.join(distClient, href), 'utf8'))
      const hash = crypto.createHash('sha256').update(text).digest('base64url').slice(0, 8)
      later.set(href, href.replace(/\.css$/, `.later-${hash}.css`))
      fs.writeFileSync(path.join(distClient, later.get(href)), text)
    }
    return later.get(href)
  }
  const inlinedSizes = []
  for (const page of pages) {
    const group = groups.get(page.key)
    const inlined = group ? firstScreenCss(group.css, classesIn(page.html), group.edition) : ''
    inlinedSizes.push(inlined.length)
    fs.writeFileSync(page.file, inlineFavicon(rearrangePage(page.html, inlined, group?.fonts, laterHref), favicon))
  }
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
  const sizes = [...groups.values()].map((group) => `${group.edition} ${kb(group.inlined.length)} of ${kb(group.css.length)}`)
  console.log(
    `first-screen: ${pages.length} pages; inlined styles ${kb(Math.min(...inlinedSizes))}-${kb(Math.max(...inlinedSizes))} a page (every rule of the edition: ${sizes.join(', ')})`,
  )
}
