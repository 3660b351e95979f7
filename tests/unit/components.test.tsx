// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup } from '@testing-library/react'
import { Breadcrumb } from '../../components/Breadcrumb.tsx'
import { ChatButton } from '../../components/ChatButton.tsx'
import { mdxComponents } from '../../components/mdxComponents.tsx'

afterEach(cleanup)

describe('Breadcrumb', () => {
  it('is a labelled nav with an ordered list; the last crumb is the current page, not a link', () => {
    render(<Breadcrumb items={[{ label: 'Home', href: '/' }, { label: 'Wedding', href: '/services/wedding' }, { label: 'Decoration' }]} />)
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' })
    const items = within(nav.querySelector('ol')!).getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual(['Home', 'Wedding', 'Decoration'])
    expect(within(nav).getByRole('link', { name: 'Wedding' }).getAttribute('href')).toBe('/services/wedding')
    expect(within(nav).queryByRole('link', { name: 'Decoration' })).toBeNull()
    expect(within(nav).getByText('Decoration').getAttribute('aria-current')).toBe('page')
  })
})

describe('CheckList', () => {
  it('shows each list item with a check mark in the given colour', () => {
    const CheckList = mdxComponents.CheckList as (props: { color: string; children: React.ReactNode }) => React.ReactElement
    render(
      <CheckList color="#1995AD">
        <ul>
          <li>Cones mixed fresh</li>
          <li>Bridal design</li>
        </ul>
      </CheckList>,
    )
    const items = screen.getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual(['Cones mixed fresh', 'Bridal design'])
    for (const item of items) expect(item.querySelector('svg')?.getAttribute('fill')).toBe('#1995AD')
  })
})

describe('ChatButton', () => {
  it('opens a chat with the business phone in a new tab, safely', () => {
    render(<ChatButton />)
    const link = screen.getByRole('link', { name: /WhatsApp/ })
    expect(link.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/919843012016\?text=/)
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
    const icon = link.querySelector('svg')!
    expect([icon.getAttribute('width'), icon.getAttribute('height'), icon.getAttribute('fill')]).toEqual(['40', '40', 'white'])
  })
})
