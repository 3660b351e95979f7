// The widgets that run React in the browser ("islands"), by name. Every page is pre-rendered HTML; an island's
// code is fetched only when it is needed (components/islands/boot.ts decides when), so a page loads no React
// until then. Each entry is a lazy import: the browser bundle splits every island into its own chunk.
import type { ComponentType } from 'react'

/**
 * When an island starts: once the page has loaded, once it scrolls into view, or at the first touch, click or key.
 * 'touch' is 'interaction' for a control that never starts by itself (no draft, no query): on a page whose islands
 * are all 'touch', even their starter is fetched only at the first touch, so a content page stays within 8 KB.
 * 'soon' is for a widget on the first screen that moves by itself but has nothing to do at first (the hero
 * carousel's first turn is 7 s away): at the first touch, key or focus in it, or SOON_START_MS (./boot.ts) after the page's
 * scripts start, when the browser is idle; so React's start is not among the page's first-second work.
 */
export type IslandTrigger = 'load' | 'soon' | 'visible' | 'interaction' | 'touch'

// biome-ignore lint/suspicious/noExplicitAny: each island component takes its own props
type Loader = () => Promise<ComponentType<any>>

export const ISLANDS = {
  HeroCarousel: () => import('../home/HeroCarousel').then((m) => m.HeroCarousel),
  AboutTeaser: () => import('../home/AboutTeaser').then((m) => m.AboutTeaser),
  Counters: () => import('../home/Counters').then((m) => m.Counters),
  // The slider's stylesheet comes with its code: the pre-rendered list needs none of it, so the page's first
  // screen does not wait for it.
  Testimonials: () => Promise.all([import('../home/Testimonials'), import('slick-carousel/slick/slick.css')]).then(([m]) => m.Testimonials),
  GalleryFilter: () => import('../gallery/GalleryFilter').then((m) => m.GalleryFilter),
  LeadForm: () => import('../forms/FormIsland').then((m) => m.FormIsland),
  DeviceData: () => import('../privacy/DeviceData').then((m) => m.DeviceData),
} satisfies Record<string, Loader>

export type IslandName = keyof typeof ISLANDS
