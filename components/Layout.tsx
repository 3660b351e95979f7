import type { ReactNode } from 'react'
import { ChatButton } from './ChatButton'
import { Footer } from './Footer'
import { Header } from './header/Header'

/** The frame of every page: skip link, header, main content, footer and the floating chat button. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <ChatButton />
    </>
  )
}
