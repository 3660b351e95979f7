// @vitest-environment jsdom
// The header's <details> menus: closed by choosing a link, by Escape (focus back on the toggle) and by an outside click.
import { beforeEach, describe, expect, it } from 'vitest'
import { closeAllMenus, enhanceMenus } from '../../components/header/menus.ts'

function render() {
  document.body.innerHTML = `
    <header>
      <details data-menu="main" open>
        <summary>Menu</summary>
        <nav><ul>
          <li><a href="/">Home</a></li>
          <li><details data-menu="services" open>
            <summary id="services">Our Service</summary>
            <ul><li><a id="wedding" href="/services/wedding">Wedding Event</a></li></ul>
          </details></li>
        </ul></nav>
      </details>
    </header>
    <main><p id="outside">Page text</p></main>`
  return {
    main: document.querySelector<HTMLDetailsElement>('[data-menu="main"]')!,
    services: document.querySelector<HTMLDetailsElement>('[data-menu="services"]')!,
  }
}

const click = (el: Element) => el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))
const pressEscape = () => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))

describe('header menus', () => {
  beforeEach(() => {
    enhanceMenus(document)
    // jsdom cannot follow links; the menus only need to see the click.
    window.addEventListener('click', (event) => event.preventDefault())
  })

  it('close when a link inside them is chosen', () => {
    const { main, services } = render()
    click(document.getElementById('wedding')!)
    expect(main.open).toBe(false)
    expect(services.open).toBe(false)
  })

  it('close the innermost menu on Escape and return focus to its toggle', () => {
    const { main, services } = render()
    document.getElementById('wedding')!.focus()
    pressEscape()
    expect(services.open).toBe(false)
    expect(main.open).toBe(true)
    expect(document.activeElement?.id).toBe('services')
    pressEscape()
    expect(main.open).toBe(false)
  })

  it('close on a click outside', () => {
    const { main, services } = render()
    click(document.getElementById('outside')!)
    expect(main.open).toBe(false)
    expect(services.open).toBe(false)
  })

  it('all close on navigation', () => {
    const { main, services } = render()
    closeAllMenus(document)
    expect([main.open, services.open]).toEqual([false, false])
  })
})
