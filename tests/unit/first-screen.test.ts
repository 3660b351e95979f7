// What a page carries for its first screen (build-steps/first-screen.mjs): the rules its edition draws with
// inlined, the web fonts declared but used only once the browser has them, no font preload, the first picture's
// preload right after the viewport, and the page's script fetched only after the first screen.
import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'
import {
  classesIn,
  firstScreenCss,
  firstScreenScript,
  inlineFavicon,
  laterCss,
  rearrangePage,
  requiredClasses,
  selectorApplies,
  webFontFamilies,
} from '../../build-steps/first-screen.mjs'
import { fieldsShown } from '../../lib/fieldsShown.ts'

describe('requiredClasses (the classes an element must carry for a selector to match)', () => {
  it('counts the classes of every compound, but not those inside :not(), :is(), :has() or attribute values', () => {
    expect(requiredClasses('.menu[open] .menu__panel a:hover')).toEqual(['menu', 'menu__panel'])
    expect(requiredClasses('.tile:not(.tile--wide, :is(.x))')).toEqual(['tile'])
    expect(requiredClasses('a[href$=".pdf"]:has(.icon)')).toEqual([])
  })
})

describe('selectorApplies', () => {
  const classes = new Set(['banner', 'language-switch', 'web-fonts'])
  it('keeps a rule whose classes are all on a page of the edition, and drops one a script sets later', () => {
    expect(selectorApplies('.banner h1', classes, 'en')).toBe(true)
    expect(selectorApplies('.aos-ready [data-aos]', classes, 'en')).toBe(false)
  })
  it("drops the other edition's rules", () => {
    expect(selectorApplies('html[lang=ta-IN] .banner', classes, 'en')).toBe(false)
    expect(selectorApplies('html[lang=ta-IN] .banner', classes, 'ta')).toBe(true)
    expect(selectorApplies(':root:not([lang=ta-IN]) .language-switch', classes, 'ta')).toBe(false)
    expect(selectorApplies(':root:not([lang=ta-IN]) .language-switch', classes, 'en')).toBe(true)
  })
})

describe('firstScreenCss', () => {
  const css = [
    '@font-face{font-family:Marcellus;font-display:optional;src:url(/assets/static/marcellus.woff2)format("woff2")}',
    '@font-face{font-family:Thoranam Tamil;src:url(/assets/static/tamil.woff2)format("woff2")}',
    '@font-face{font-family:Marcellus Fallback Times;src:local(Times New Roman);size-adjust:110.8%}',
    '@font-face{font-family:Unused Fallback;src:local(Arial)}',
    '@font-face{font-family:Widget Face;src:local(Georgia)}',
    '.widget--started{font-family:Widget Face,serif}',
    ':root{--font-heading:Marcellus Fallback Times,serif}',
    ':root:not([lang=ta-IN]).web-fonts{--font-heading:Marcellus,Marcellus Fallback Times,serif}',
    'html[lang=ta-IN].web-fonts{--font-body:Thoranam Tamil,sans-serif}',
    '.banner{color:red}',
    '.aos-ready [data-aos]{opacity:0}',
    '@media (width>=768px){.gallery{display:grid}.banner{padding:0}}',
    '.banner:hover,.banner:focus-visible{outline:2px solid}',
    '@media print{.banner{display:none}}',
  ].join('')

  it('keeps the rules a page of the edition draws with, in their order, and the font faces they name', () => {
    const inlined = firstScreenCss(css, classesIn('<div class="banner"></div>'), 'en')
    expect(inlined).toContain('.banner{color:red}')
    expect(inlined).toContain('@media (width>=768px){.banner{padding:0}}')
    expect(inlined).not.toContain('.gallery')
    expect(inlined).not.toContain('aos-ready')
    // A resting pointer's and the printer's rules come with the whole stylesheet; the keyboard's focus is drawn at once.
    expect(inlined).toContain('.banner:focus-visible{outline:2px solid}')
    expect(inlined).not.toContain(':hover')
    expect(inlined).not.toContain('print')
    // The web font is declared (fetched only where .web-fonts makes a rule use it); the fallback it names stays.
    expect(webFontFamilies(inlined)).toEqual(['Marcellus'])
    expect(inlined).toContain('Marcellus Fallback Times;src:local(Times New Roman)')
    expect(inlined).not.toContain('Unused Fallback')
    expect(inlined).not.toContain('tamil.woff2')
  })

  it('gives a Tamil page the Tamil font and not Marcellus', () => {
    const inlined = firstScreenCss(css, classesIn('<div class="banner"></div>'), 'ta')
    expect(webFontFamilies(inlined)).toEqual(['Thoranam Tamil'])
  })

  it('declares the faces of rules only a script sets later too: the whole stylesheet that follows declares none', () => {
    const inlined = firstScreenCss(css, classesIn('<div class="banner"></div>'), 'en')
    expect(inlined).not.toContain('.widget--started')
    expect(inlined).toContain('@font-face{font-family:Widget Face;src:local(Georgia)}')
    const later = laterCss(css)
    expect(later).not.toContain('@font-face')
    expect(later).toContain('.widget--started{font-family:Widget Face,serif}')
    expect(later).toContain('@media (width>=768px){.gallery{display:grid}.banner{padding:0}}')
  })
})

describe('rearrangePage', () => {
  const page = [
    '<!DOCTYPE html><html lang="en-IN"><head>',
    '<link rel="stylesheet" type="text/css" href="/assets/static/lang.abc.css">',
    '<link rel="preload" href="/assets/static/marcellus.woff2" as="font" type="font/woff2" crossorigin>',
    '<meta charset="UTF-8" /><title>T</title><meta name="viewport" content="width=device-width,initial-scale=1">',
    '<link rel="icon" href="/favicon.svg"/>',
    '<link rel="preload" as="image" type="image/avif" imageSrcSet="/h-400.avif 400w" imageSizes="100vw" fetchPriority="high"/>',
    '</head><body><div id="root"></div><script src="/assets/entries/pages_client.x.js" type="module" async></script></body></html>',
  ].join('')
  const fonts = { key: 'thoranam:web-fonts:k', families: ['Marcellus'] }
  const out = rearrangePage(page, '.banner{color:red}', fonts)

  it('starts the head with the charset, the viewport, the first picture and the inlined rules, and preloads no font', () => {
    const head = out.slice(out.indexOf('<head>') + 6, out.indexOf('</head>'))
    expect(
      head.startsWith(
        '<meta charset="UTF-8" /><meta name="viewport" content="width=device-width,initial-scale=1"><link rel="preload" as="image"',
      ),
    ).toBe(true)
    expect(head.indexOf('<style>.banner{color:red}</style>')).toBeLessThan(head.indexOf('<title>'))
    expect(out).not.toContain('as="font"')
  })

  it('links the later version of the whole stylesheet, only for browsers without scripts', () => {
    const later = rearrangePage(page, '.banner{color:red}', fonts, (href) => href.replace('.css', '.later-x.css'))
    expect(later).toContain('<noscript data-later-styles><link rel="stylesheet" href="/assets/static/lang.abc.later-x.css"></noscript>')
  })

  it('links the whole stylesheet only for browsers without scripts', () => {
    expect(out.match(/<link[^>]*rel="stylesheet"[^>]*>/g)).toEqual(['<link rel="stylesheet" href="/assets/static/lang.abc.css">'])
    expect(out).toContain('<noscript data-later-styles><link rel="stylesheet" href="/assets/static/lang.abc.css"></noscript>')
  })

  it("fetches the page's script from the inlined one, once the page has loaded, instead of from a script tag", () => {
    expect(out).not.toMatch(/<script[^>]*\ssrc=/)
    const script = out.match(/<script>([\s\S]*?)<\/script>/)![1]
    expect(script).toBe(firstScreenScript('/assets/entries/pages_client.x.js', fonts))
    expect(script).toContain('addEventListener("load"')
    expect(script).toContain('import("/assets/entries/pages_client.x.js")')
    expect(script).toContain('"key":"thoranam:web-fonts:k"')
  })
})

describe('firstScreenScript in a page', () => {
  function run(stored: string | null) {
    const classes: string[] = []
    const listeners: Record<string, (() => void)[]> = {}
    const imported: string[] = []
    const win = {
      sessionStorage: { getItem: (key: string) => (key === 'thoranam:web-fonts:k' ? stored : null) },
      document: {
        documentElement: { classList: { add: (name: string) => classes.push(name) } },
        addEventListener: () => {},
        hidden: false,
        readyState: 'loading',
      },
      addEventListener: (type: string, listener: () => void) => (listeners[type] ??= []).push(listener),
      requestAnimationFrame: (callback: () => void) => callback(),
      setTimeout: (callback: () => void) => callback(),
    }
    const script = firstScreenScript('/entry.js', { key: 'thoranam:web-fonts:k', families: ['Marcellus'] }).replace('import(', 'load(')
    new Function('self', 'sessionStorage', 'document', 'addEventListener', 'requestAnimationFrame', 'setTimeout', 'load', script)(
      win,
      win.sessionStorage,
      win.document,
      win.addEventListener,
      win.requestAnimationFrame,
      win.setTimeout,
      (url: string) => imported.push(url),
    )
    return { classes, imported, load: () => listeners.load?.forEach((listener) => listener()) }
  }

  it('draws with the web fonts from the first paint only when this browser already has them', () => {
    expect(run('1').classes).toEqual(['web-fonts'])
    expect(run(null).classes).toEqual([])
  })

  it("fetches the page's script only after the load event", () => {
    const page = run(null)
    expect(page.imported).toEqual([])
    page.load()
    expect(page.imported).toEqual(['/entry.js'])
  })
})

describe('a tap held by the inlined script', () => {
  it("carries what the widget's fields showed at the tap, as the page's script reads them", () => {
    const dom = new JSDOM(
      `<div data-island="form"><input name="name"><textarea name="note"></textarea><select name="event"><option>Wedding</option><option>Birthday</option></select><input type="checkbox" name="agree"><button type="submit">Send</button></div><a href="/x" data-island="link">x</a>`,
      { runScripts: 'outside-only' },
    )
    const { window } = dom
    const island = window.document.querySelector('[data-island="form"]')!
    ;(window.document.querySelector('input[name="name"]') as HTMLInputElement).value = 'Priya'
    ;(window.document.querySelector('textarea') as HTMLTextAreaElement).value = 'Two hundred guests'
    ;(window.document.querySelector('select') as HTMLSelectElement).value = 'Birthday'
    ;(window.document.querySelector('input[type="checkbox"]') as HTMLInputElement).checked = true
    window.eval(firstScreenScript(undefined, undefined))
    window.document.querySelector('button')!.dispatchEvent(new window.MouseEvent('click', { bubbles: true, cancelable: true }))
    window.document.querySelector('a')!.dispatchEvent(new window.MouseEvent('click', { bubbles: true, cancelable: true }))
    const held = (window as unknown as { thoranamTaps: [Element, string][] }).thoranamTaps
    expect(held.map(([target]) => target.tagName)).toEqual(['BUTTON'])
    expect(held[0][1]).toBe(fieldsShown(island))
    expect(held[0][1]).toContain('Priya')
  })
})

describe('inlineFavicon', () => {
  it("writes the site's icon into the page, so the browser fetches no file for it", () => {
    const html = inlineFavicon(
      '<head><link rel="icon" href="/favicon.svg" type="image/svg+xml"></head>',
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1">\n  <path fill="#7a1f2b" d="M0 0h1v1z"/>\n</svg>\n',
    )
    expect(html).toBe(
      '<head><link rel="icon" href="data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 viewBox=%220 0 1 1%22%3E %3Cpath fill=%22%237a1f2b%22 d=%22M0 0h1v1z%22/%3E %3C/svg%3E" type="image/svg+xml"></head>',
    )
  })
})
