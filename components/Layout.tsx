import type { ReactNode } from 'react'
import { ui } from '../content/ui'
import { useLocale } from '../renderer/useLocale'
import { ChatButton } from './ChatButton'
import { Footer } from './Footer'
import { Header } from './header/Header'
import { ReachBar } from './ReachBar'

/** The frame of every page: skip link, header, main content, footer, the phones' reach bar and the floating chat button. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        {ui(useLocale()).skipLink}
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <ReachBar />
      <ChatButton />
    </>
  )
}
