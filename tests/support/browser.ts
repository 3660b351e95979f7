// One Chromium and one static server per test file.
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { launchOptions } from '../../tools/chromium.mjs'
import { startSite } from './server.ts'

export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
export const DESKTOP = { viewport: { width: 1280, height: 800 } }

/**
 * One Chromium and the site per test file. `endpoint`: the file sends leads, so the site's Worker is started with
 * the site (else it starts with the first post, which then waits for it).
 */
export function useSite({ endpoint = false } = {}) {
  const state = {} as {
    browser: Browser
    base: string
    standIn: Awaited<ReturnType<typeof startSite>>['standIn']
    worker: Awaited<ReturnType<typeof startSite>>['worker']
    close: () => Promise<void>
  }
  beforeAll(async () => {
    const site = await startSite()
    state.base = site.base
    state.standIn = site.standIn
    state.worker = site.worker
    if (endpoint) await site.worker()
    state.close = site.close
    state.browser = await chromium.launch(launchOptions())
  })
  afterAll(async () => {
    await state.browser?.close()
    await state.close?.()
  })
  return {
    get base() {
      return state.base
    },
    /** The shared Chromium, for a test that opens its own context. */
    get browser() {
      return state.browser
    },
    /** The stand-ins of the business's services: what they kept, their data folder and their faults. */
    get standIn() {
      return state.standIn
    },
    /** The site's Worker (the leads' endpoint): its address and its schedule. */
    get worker() {
      return state.worker
    },
    /** A fresh page; console errors and page errors are collected in `errors`. */
    async open(
      path: string,
      options: BrowserContextOptions = DESKTOP,
      beforeLoad?: (page: Page) => Promise<unknown>,
      /** 'domcontentloaded' for a test that holds back something the load event waits for. */
      waitUntil: 'load' | 'domcontentloaded' = 'load',
    ): Promise<{ page: Page; errors: string[] }> {
      const context = await state.browser.newContext(options)
      const page = await context.newPage()
      await beforeLoad?.(page)
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text())
      })
      await page.goto(state.base + path, { waitUntil })
      // Scripts done: menus enhanced and, on widget pages, React hydrated (html[data-ready]).
      if (options.javaScriptEnabled !== false && waitUntil === 'load') await page.waitForSelector('html[data-ready]', { state: 'attached' })
      return { page, errors }
    },
  }
}
