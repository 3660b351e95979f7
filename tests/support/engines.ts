// The three browser engines behind one small interface, for the flows that must work in each of them:
// Chromium (Debian's, through playwright-core), Firefox (Debian's firefox-esr over WebDriver BiDi, through
// puppeteer-core) and WebKit (WebKitGTK's MiniBrowser through its WebKitWebDriver, selenium-webdriver, on a
// virtual X display). Test tools cannot download their own browsers here. One browser per test file; one
// "visitor" (a fresh browser profile: its own storage) per test.
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import { chromium, type Browser as PlaywrightBrowser, type BrowserContext, type Page as PlaywrightPage } from 'playwright-core'
import puppeteer, { type Browser as PuppeteerBrowser, type Page as PuppeteerPage } from 'puppeteer-core'
import { Builder, By, Key, Origin, until, type WebDriver } from 'selenium-webdriver'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { launchOptions } from '../../tools/chromium.mjs'
import { startEdge } from './edge.ts'
import { noteRetry } from './retries.ts'
import { startSite } from './server.ts'

export type EngineName = 'chromium' | 'firefox' | 'webkit'

/** The engines this run tests: all three, or those named in ENGINES (for example ENGINES=webkit or ENGINES=firefox,webkit). */
export const ENGINES = (process.env.ENGINES ?? 'chromium,firefox,webkit').split(',').map((name) => name.trim()) as EngineName[]

export const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'
export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver'

/** WebKitGTK's MiniBrowser: its folder carries the API version (webkit2gtk-4.0, -4.1, ...). */
function miniBrowser(): string {
  const lib = '/usr/lib/x86_64-linux-gnu'
  const dir = fs.existsSync(lib)
    ? fs
        .readdirSync(lib)
        .filter((name) => /^webkit2gtk-4\.\d+$/.test(name))
        .sort()
        .at(-1)
    : undefined
  const binary = process.env.MINIBROWSER_PATH ?? (dir ? `${lib}/${dir}/MiniBrowser` : '')
  if (!fs.existsSync(binary))
    throw new Error('No WebKitGTK MiniBrowser. Install it with "apt-get install -y webkit2gtk-driver" (Debian) or set MINIBROWSER_PATH.')
  return binary
}

/** One tab of the visitor's browser. Selectors are CSS; scripts run in the page and may return a promise. */
export interface Tab {
  /** Opens a path of the site and waits for its scripts (html[data-ready]). */
  goto(path: string): Promise<void>
  reload(): Promise<void>
  path(): Promise<string>
  /** Replaces a field's value by typing, as a visitor does. */
  fill(selector: string, text: string): Promise<void>
  select(selector: string, value: string): Promise<void>
  /** Clicks the (first) element once it is enabled. */
  click(selector: string): Promise<void>
  /** Focuses the (first) element and presses Enter, as a keyboard user does. */
  activate(selector: string): Promise<void>
  /** The element's rendered text, trimmed ('' when there is none). */
  text(selector: string): Promise<string>
  evaluate<T, A extends unknown[]>(script: (...args: A) => T | Promise<T>, ...args: A): Promise<T>
  /** Moves the pointer to the top-left corner of the window, on the sticky header (hovering pauses the hero carousel). */
  pointerAway(): Promise<void>
  /** Presses and releases the pointer at a point of the window (CSS pixels from its top-left corner). */
  pressAt(x: number, y: number): Promise<void>
  /** Waits for an alert, accepts it and returns its message. */
  nextDialog(timeoutMs?: number): Promise<string>
  /** The window's CSS width (WebKitGTK's MiniBrowser has a minimum window width). */
  width(): Promise<number>
  close(): Promise<void>
}

/** What a tab is opened with. */
export interface OpenOptions {
  /**
   * A script run in every page of the tab before the page's own (to take away something a browser lacks, such as
   * Intl.Segmenter). Chromium and Firefox only: WebKitWebDriver has no way to run one.
   */
  initScript?: string
}

/** A visitor: one browser profile whose tabs share storage (and service worker). */
export interface Visitor {
  open(path: string, options?: OpenOptions): Promise<Tab>
  close(): Promise<void>
}

export interface Engine {
  name: EngineName
  /** A fresh visitor with a window this many CSS pixels wide (and tall: a phone's 844 unless given). */
  visitor(width: number, height?: number): Promise<Visitor>
  close(): Promise<void>
}

const HEIGHT = 844
const READY = 'html[data-ready]'

/** A dialog queue for drivers that report dialogs as events (accepted at once, as a visitor does). */
function dialogQueue() {
  const messages: string[] = []
  return {
    push: (message: string) => messages.push(message),
    async next(timeoutMs = 10_000) {
      const end = Date.now() + timeoutMs
      while (!messages.length) {
        if (Date.now() > end) throw new Error('No dialog appeared')
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      return messages.shift()!
    },
  }
}

async function launchChromium(base: string): Promise<Engine> {
  const browser: PlaywrightBrowser = await chromium.launch(launchOptions())
  return {
    name: 'chromium',
    async visitor(width, height = HEIGHT) {
      const context: BrowserContext = await browser.newContext({ viewport: { width, height }, hasTouch: width < 768 })
      return {
        open: async (path, options) => {
          const page = await context.newPage()
          if (options?.initScript) await page.addInitScript({ content: options.initScript })
          const tab = playwrightTab(page, base)
          await tab.goto(path)
          return tab
        },
        close: () => context.close(),
      }
    },
    close: () => browser.close(),
  }
}

function playwrightTab(page: PlaywrightPage, base: string): Tab {
  const dialogs = dialogQueue()
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    dialog.accept().catch(() => {}) // the page may already be gone
  })
  const ready = () => page.waitForSelector(READY, { state: 'attached' }).then(() => {})
  return {
    goto: async (path) => {
      await page.goto(base + path)
      await ready()
    },
    reload: async () => {
      await page.reload()
      await ready()
    },
    path: async () => new URL(page.url()).pathname,
    fill: (selector, text) => page.locator(selector).first().fill(text),
    select: (selector, value) =>
      page
        .locator(selector)
        .first()
        .selectOption(value)
        .then(() => {}),
    click: (selector) => page.locator(selector).first().click(),
    activate: (selector) => page.locator(selector).first().press('Enter'),
    text: async (selector) => ((await page.locator(selector).count()) ? (await page.locator(selector).first().innerText()).trim() : ''),
    // A string expression: compiled by the driver, so the site's Content-Security-Policy (no eval) does not apply.
    evaluate: (script, ...args) => page.evaluate(`(${script.toString()}).apply(null, ${JSON.stringify(args)})`) as never,
    pointerAway: () => page.mouse.move(10, 10),
    // A finger where the window takes touch (phone widths, as its visitor was made), else the mouse.
    pressAt: (x, y) => (page.viewportSize()!.width < 768 ? page.touchscreen.tap(x, y) : page.mouse.click(x, y)),
    nextDialog: (timeoutMs) => dialogs.next(timeoutMs),
    width: () => page.evaluate(() => innerWidth),
    close: () => page.close(),
  }
}

async function launchFirefox(base: string): Promise<Engine> {
  if (!fs.existsSync(FIREFOX))
    throw new Error(`No Firefox at ${FIREFOX}. Install it with "apt-get install -y firefox-esr" (Debian) or set FIREFOX_PATH.`)
  const browser: PuppeteerBrowser = await puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX, headless: true })
  return {
    name: 'firefox',
    async visitor(width, height = HEIGHT) {
      const context = await browser.createBrowserContext()
      return {
        open: async (path, options) => {
          const page = await context.newPage()
          await page.setViewport({ width, height })
          if (options?.initScript) await page.evaluateOnNewDocument(options.initScript)
          const tab = puppeteerTab(page, base)
          await tab.goto(path)
          return tab
        },
        close: () => context.close(),
      }
    },
    close: () => browser.close(),
  }
}

function puppeteerTab(page: PuppeteerPage, base: string): Tab {
  const dialogs = dialogQueue()
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    dialog.accept().catch(() => {})
  })
  const ready = () => page.waitForSelector(READY, { visible: false }).then(() => {})
  return {
    goto: async (path) => {
      await page.goto(base + path, { waitUntil: 'load' })
      await ready()
    },
    reload: async () => {
      await page.reload({ waitUntil: 'load' })
      await ready()
    },
    path: async () => new URL(page.url()).pathname,
    fill: async (selector, text) => {
      await page.bringToFront() // as a visitor does: a tab left in the background draws no frames, so it never starts its form
      await page.$eval(selector, (el) => (el as HTMLInputElement).select())
      await page.keyboard.press('Backspace')
      await page.type(selector, text)
    },
    select: (selector, value) => page.select(selector, value).then(() => {}),
    click: async (selector) => {
      await page.bringToFront()
      await page.locator(selector).click()
    },
    activate: async (selector) => {
      await page.bringToFront()
      await page.focus(selector)
      await page.keyboard.press('Enter')
    },
    text: (selector) => page.evaluate((s) => (document.querySelector(s) as HTMLElement | null)?.innerText.trim() ?? '', selector),
    evaluate: (script, ...args) => page.evaluate(`(${script.toString()}).apply(null, ${JSON.stringify(args)})`) as never,
    pointerAway: () => page.mouse.move(10, 10),
    pressAt: async (x, y) => {
      await page.bringToFront()
      await page.mouse.click(x, y)
    },
    nextDialog: (timeoutMs) => dialogs.next(timeoutMs),
    width: () => page.evaluate(() => innerWidth),
    close: () => page.close(),
  }
}

/** A free X display number: no lock file and no socket. */
function freeDisplay(): number {
  for (let n = 90 + Math.floor(Math.random() * 100); ; n++) {
    if (!fs.existsSync(`/tmp/.X${n}-lock`) && !fs.existsSync(`/tmp/.X11-unix/X${n}`)) return n
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

async function waitFor(check: () => Promise<boolean> | boolean, what: string, timeoutMs = 10_000) {
  const end = Date.now() + timeoutMs
  let last: unknown
  while (
    !(await Promise.resolve()
      .then(check)
      .catch((error) => ((last = error), false)))
  ) {
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`, { cause: last })
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

async function launchWebKit(base: string): Promise<Engine> {
  if (!fs.existsSync(WEBKIT_DRIVER))
    throw new Error(`No ${WEBKIT_DRIVER}. Install it with "apt-get install -y webkit2gtk-driver xvfb" (Debian) or set WEBKIT_DRIVER_PATH.`)
  const binary = miniBrowser()
  const children: ChildProcess[] = []
  const display = freeDisplay()
  let failed: Error | undefined
  const xvfb = spawn('Xvfb', [`:${display}`, '-screen', '0', '1400x1000x24', '-nolisten', 'tcp'], { stdio: 'ignore' })
  xvfb.on(
    'error',
    (error) => (failed = new Error(`Xvfb did not start (${error.message}). Install it with "apt-get install -y xvfb" (Debian).`)),
  )
  children.push(xvfb)
  await waitFor(() => {
    if (failed) throw failed
    return fs.existsSync(`/tmp/.X11-unix/X${display}`)
  }, 'the virtual display')
  const port = await freePort()
  const driverProcess = spawn(WEBKIT_DRIVER, [`--port=${port}`], { stdio: 'ignore', env: { ...process.env, DISPLAY: `:${display}` } })
  children.push(driverProcess)
  const server = `http://127.0.0.1:${port}`
  await waitFor(async () => (await fetch(`${server}/status`)).ok, 'WebKitWebDriver')
  const drivers = new Set<WebDriver>()
  /** A visitor's blank tab kept open when its last tab closes: closing a session's last window ends the session. */
  const spare = new Map<WebDriver, string>()
  /** The tab each session's commands go to. */
  const current = new Map<WebDriver, string>()
  return {
    name: 'webkit',
    async visitor(width, height = HEIGHT) {
      // A WebDriver session is one MiniBrowser with its own, ephemeral profile: a fresh visitor.
      // Now and then the MiniBrowser never comes up and the new session waits for ever: give it 30 s, then once more.
      const session = () => {
        const starting = new Builder()
          .usingServer(server)
          .withCapabilities({ browserName: 'MiniBrowser', 'webkitgtk:browserOptions': { binary, args: ['--automation'] } })
          .build()
        return Promise.race([
          Promise.resolve(starting),
          new Promise<never>((_, reject) => setTimeout(() => reject(new Error('WebKit opened no window within 30 s')), 30_000)),
        ])
      }
      const driver = await session().catch((error: Error) => {
        noteRetry(`WebKit at ${width} px`, `${error.message.split('\n')[0]}; a new session`)
        return session()
      })
      drivers.add(driver)
      await driver.manage().window().setRect({ x: 0, y: 0, width, height })
      // The MiniBrowser answers before its window has taken the new size, and a page loaded in that moment can keep
      // the old width's media queries (a run found the desktop header squeezed into 480 px): the first page waits
      // until the blank window's size has read the same twice, 100 ms apart.
      let size = ''
      for (let tries = 0; tries < 50; tries++) {
        const now = String(await driver.executeScript('return [outerWidth, outerHeight, innerWidth, innerHeight].join()'))
        if (now === size) break
        size = now
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      spare.set(driver, await driver.getWindowHandle())
      return {
        open: async (path, options) => {
          if (options?.initScript) throw new Error("WebKitWebDriver cannot run a script before the page's own.")
          // The session's first (or kept blank) window, else a new tab of the same browser.
          const blank = spare.get(driver)
          spare.delete(driver)
          if (blank) await driver.switchTo().window(blank)
          else await driver.switchTo().newWindow('tab')
          const handle = await driver.getWindowHandle()
          current.set(driver, handle)
          const tab = webDriverTab(driver, handle, base, spare, current)
          await tab.goto(path)
          return tab
        },
        close: async () => {
          drivers.delete(driver)
          await driver.quit()
        },
      }
    },
    async close() {
      await Promise.all([...drivers].map((driver) => driver.quit().catch(() => {})))
      for (const child of children.reverse()) child.kill()
    },
  }
}

function webDriverTab(
  driver: WebDriver,
  handle: string,
  base: string,
  spare: Map<WebDriver, string>,
  current: Map<WebDriver, string>,
): Tab {
  // WebKitWebDriver does not scroll an element into view before typing into it: do it first, as a visitor would.
  const element = async (selector: string) => {
    await here()
    const found = await driver.wait(until.elementLocated(By.css(selector)), 10_000)
    await driver.executeScript('arguments[0].scrollIntoView({ block: "center" })', found)
    return found
  }
  // Every command first makes this tab the driver's current one (remembered per session: one round trip less).
  const here = async () => {
    if (current.get(driver) === handle) return
    await driver.switchTo().window(handle)
    current.set(driver, handle)
  }
  const ready = () => driver.wait(until.elementLocated(By.css(READY)), 20_000).then(() => {})
  const run = async <T>(script: string, ...args: unknown[]) => {
    await here()
    return driver.executeScript<T>(script, ...args)
  }
  return {
    goto: async (path) => {
      await here()
      await driver.get(base + path)
      await ready()
    },
    reload: async () => {
      await here()
      await driver.navigate().refresh()
      await ready()
    },
    path: async () => {
      await here()
      return new URL(await driver.getCurrentUrl()).pathname
    },
    fill: async (selector, text) => {
      const field = await element(selector)
      await field.clear()
      // Newlines typed as Enter in a textarea, as a visitor types them.
      await field.sendKeys(...text.split('\n').flatMap((line, i) => (i ? [Key.ENTER, line] : [line])))
    },
    select: async (selector, value) => {
      await (await element(`${selector} option[value="${value}"]`)).click()
    },
    click: async (selector) => {
      const target = await element(selector)
      await driver.wait(until.elementIsEnabled(target), 10_000)
      await target.click()
    },
    activate: async (selector) => {
      await (await element(selector)).sendKeys(Key.ENTER)
    },
    text: (selector) => run<string>('return document.querySelector(arguments[0])?.innerText.trim() ?? ""', selector),
    evaluate: (script, ...args) => run(`return (${script.toString()}).apply(null, arguments)`, ...args) as never,
    pointerAway: async () => {
      await here()
      // Two moves: WebKitGTK takes no notice of the first move after a WebDriver click (the hover stays).
      await driver.actions().move({ x: 30, y: 30, origin: Origin.VIEWPORT }).move({ x: 10, y: 10, origin: Origin.VIEWPORT }).perform()
    },
    pressAt: async (x, y) => {
      await here()
      await driver.actions().move({ x, y, origin: Origin.VIEWPORT }).press().release().perform()
    },
    nextDialog: async (timeoutMs = 10_000) => {
      await here()
      const alert = await driver.wait(until.alertIsPresent(), timeoutMs)
      const message = await alert.getText()
      await alert.accept()
      return message
    },
    width: () => run<number>('return innerWidth'),
    close: async () => {
      if ((await driver.getAllWindowHandles()).length === 1) {
        await driver.switchTo().newWindow('tab')
        spare.set(driver, await driver.getWindowHandle())
        current.set(driver, spare.get(driver)!)
      }
      await here()
      await driver.close()
      current.delete(driver)
    },
  }
}

const LAUNCH = { chromium: launchChromium, firefox: launchFirefox, webkit: launchWebKit }

/**
 * The site, its services' stand-in behind the counting proxy (tests/support/edge.ts), and one browser of the
 * engine, for a test file. The browser is launched only when the engine is in ENGINES.
 */
export function useEngine(name: EngineName) {
  const state = {} as { engine: Engine; edge: Awaited<ReturnType<typeof startEdge>>; closeSite: () => Promise<void> }
  beforeAll(async () => {
    if (!ENGINES.includes(name)) return
    const site = await startSite()
    state.closeSite = site.close
    await site.worker() // the lead flows post to it: started now rather than on the first post
    state.edge = await startEdge(site.base, { standIn: site.standIn })
    state.engine = await LAUNCH[name](state.edge.base)
  }, 60_000)
  /** The visitors of the running test, closed after it even when it failed (WebKitWebDriver allows one session). */
  const visitors = new Set<Visitor>()
  afterEach(async () => {
    await Promise.all([...visitors].map((visitor) => visitor.close().catch(() => {})))
    visitors.clear()
    if (state.edge) {
      state.edge.mode = 'open'
      state.edge.answerNormally()
    }
  })
  afterAll(async () => {
    await state.engine?.close()
    await state.edge?.close()
    await state.closeSite?.()
  })
  return {
    enabled: ENGINES.includes(name),
    get engine() {
      return state.engine
    },
    /** Closes the running test's visitors (WebKitWebDriver allows one session: before a fresh start within a test). */
    async closeVisitors() {
      await Promise.all([...visitors].map((visitor) => visitor.close().catch(() => {})))
      visitors.clear()
    },
    /** A fresh visitor (browser profile) with a window of this CSS width. */
    async visitor(width: number, height?: number): Promise<Visitor> {
      const visitor = await state.engine.visitor(width, height)
      visitors.add(visitor)
      return {
        open: (path, options) => visitor.open(path, options),
        close: async () => {
          visitors.delete(visitor)
          await visitor.close()
        },
      }
    },
    /** The network between the browser and the services: requests per id, cut and hold. */
    get edge() {
      return state.edge
    },
  }
}
