// https://vike.dev/Layout
// Self-hosted fonts (latin subsets): Marcellus for headings, Mulish for text.
import '@fontsource/marcellus/latin-400.css'
import '@fontsource-variable/mulish/wght.css'
import '../styles/main.scss'
import type { ReactNode } from 'react'
import { Layout } from '../components/Layout'

export default function SiteLayout({ children }: { children: ReactNode }) {
  return <Layout>{children}</Layout>
}
