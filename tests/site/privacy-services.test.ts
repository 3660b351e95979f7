// The built privacy notice (both editions) names every origin the built site's Content-Security-Policy lets a
// visitor's browser reach, each being a service that sees the visitor's internet address; when there is none it says
// so. Read from the files of dist/client/, no browser.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { distClient, headersForPath, parseHeaderRules } from '../../build-steps/security-headers.mjs'
import { privacyPageWords } from '../../content/ui/privacy.ts'

describe('the built privacy notice', () => {
  it('names each service the browser may reach, in both editions, as the built headers allow them', () => {
    const rules = parseHeaderRules(fs.readFileSync(path.join(distClient, '_headers'), 'utf8'))
    for (const [locale, page] of [
      ['en', '/privacy'],
      ['ta', '/ta/privacy'],
    ] as const) {
      const policy = headersForPath(rules, page)['Content-Security-Policy']
      const connect = policy.split('; ').find((part) => part.startsWith('connect-src '))!
      const origins = connect
        .split(' ')
        .slice(1)
        .filter((source) => /^https?:\/\//.test(source))
      const html = fs.readFileSync(path.join(distClient, page, 'index.html'), 'utf8')
      const words = privacyPageWords(locale).seenBy
      if (!origins.length) expect(html, page).toContain(words.none)
      else {
        expect(html, page).toContain(words.intro)
        for (const origin of origins) expect(html, `${page}: ${origin}`).toContain(`>${new URL(origin).host}</strong>`)
      }
    }
  })
})
