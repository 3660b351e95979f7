// Every built page, in every language, against a standard HTML validator (html-validate, recommended rules,
// configured in .htmlvalidate.json). Browsers repair invalid markup silently; assistive technology and search
// engines then read a structure we did not write. A failure names the file, the line and column, and the rule.
import fs from 'node:fs'
import path from 'node:path'
import { FileSystemConfigLoader, HtmlValidate, formatterFactory } from 'html-validate'
import { describe, expect, it } from 'vitest'
import { distClient } from '../support/site'

/** Every HTML document the build wrote (index.html per route, the not-found pages). */
function htmlFiles(dir = distClient): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'assets' || entry.name === 'images' ? [] : htmlFiles(full)
    return entry.name.endsWith('.html') ? [full] : []
  })
}

const validator = new HtmlValidate(new FileSystemConfigLoader())
const files = htmlFiles()

describe('valid HTML', () => {
  it('finds the whole built site', () => {
    // The spec's 45 routes (with /home) and the 404 page, in English and in Tamil (/ta, ta/404.html).
    expect(files.length).toBeGreaterThanOrEqual(2 * 46)
    expect(files).toContain(path.join(distClient, 'ta/404.html'))
  })

  it('every built page passes html-validate with the recommended rules', async () => {
    const reports = await Promise.all(files.map((file) => validator.validateFile(file)))
    const failed = reports.filter((report) => !report.valid)
    // The text formatter lists file:line:column, the message and the rule of every error.
    const text = formatterFactory('text')(failed.flatMap((report) => report.results)).replaceAll(`${distClient}/`, 'dist/client/')
    expect(failed.length, `\n${text}`).toBe(0)
  })
})
