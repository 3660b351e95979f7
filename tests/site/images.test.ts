// The published pictures, read back from the built site: only encoded variants (never a source file from
// content/images/), none carrying EXIF or XMP (a phone photo's GPS position), and every srcset width true.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { builtRoutes, distClient, htmlOf } from '../support/site.ts'

const sha = (file: string) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex')
const filesUnder = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)]))

const published = filesUnder(path.join(distClient, 'images'))

describe('published pictures', () => {
  it('include no source file of content/images/, byte for byte', () => {
    const sources = new Set(filesUnder(path.resolve('content/images')).map(sha))
    const copies = filesUnder(distClient).filter((file) => sources.has(sha(file)))
    expect(copies.map((file) => path.relative(distClient, file))).toEqual([])
  })

  it('are only the pictures a page shows, each under a safe name', () => {
    // What the pages, styles and scripts name; a picture is published when any of its sizes is named.
    const picture = (url: string) => url.replace(/-\d+\.\w+$/, '')
    const named = new Set(
      filesUnder(distClient)
        .filter((file) => !file.startsWith(path.join(distClient, 'images')) && /\.(html|css|js|json)$/.test(file))
        .flatMap((file) => [...fs.readFileSync(file, 'utf8').matchAll(/\/images\/[^"'()\s,?#\\<>]+/g)].map(([url]) => picture(url))),
    )
    const addresses = published.map((file) => `/${path.relative(distClient, file).replace(/\\/g, '/')}`)
    expect(addresses.filter((url) => !named.has(picture(url)))).toEqual([])
    // Lower-case Latin letters, digits and hyphens, the picture's hash and its width: no person's name as typed,
    // no space, no camera's IMG_ name.
    expect(
      addresses.filter((url) => !/^\/images\/([a-z0-9]+(-[a-z0-9]+)*\/)*[a-z0-9]+(-[a-z0-9]+)*-[0-9a-f]{8}-\d+\.(avif|jpg|png)$/.test(url)),
    ).toEqual([])
  })

  it('carry no EXIF, XMP or IPTC metadata and are sRGB', async () => {
    expect(published.length).toBeGreaterThan(500)
    const dirty: string[] = []
    await Promise.all(
      published.map(async (file) => {
        const meta = await sharp(file).metadata()
        if (meta.exif || meta.xmp || meta.iptc || (meta.space !== 'srgb' && meta.space !== 'b-w'))
          dirty.push(
            `${path.relative(distClient, file)}: ${meta.exif ? 'EXIF ' : ''}${meta.xmp ? 'XMP ' : ''}${meta.iptc ? 'IPTC ' : ''}${meta.space}`,
          )
      }),
    )
    expect(dirty).toEqual([])
  })

  it('are as wide as every srcset says, on every page', async () => {
    const claims = new Map<string, number>()
    for (const route of builtRoutes()) {
      for (const [, srcset] of htmlOf(route).matchAll(/srcset="([^"]+)"/gi)) {
        for (const candidate of srcset.split(',')) {
          const [url, descriptor] = candidate.trim().split(/\s+/)
          if (descriptor?.endsWith('w')) claims.set(url, Number(descriptor.slice(0, -1)))
        }
      }
    }
    expect(claims.size).toBeGreaterThan(200)
    const wrong: string[] = []
    await Promise.all(
      [...claims].map(async ([url, width]) => {
        const meta = await sharp(path.join(distClient, url)).metadata()
        if (meta.width !== width) wrong.push(`${url}: srcset says ${width}w, the file is ${meta.width} px wide`)
      }),
    )
    expect(wrong).toEqual([])
  })

  it('give link previews and the logo as published variants', () => {
    const home = htmlOf('/')
    const og = home.match(/property="og:image" content="([^"]+)"/)![1]
    expect(fs.existsSync(path.join(distClient, new URL(og).pathname))).toBe(true)
    expect(new URL(og).pathname).toMatch(/-[0-9a-f]{8}-\d+\.jpg$/)
    const about = htmlOf('/aboutus')
    const graph: { '@type': string; logo?: string }[] = JSON.parse(
      about.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)![1],
    )['@graph']
    const logo = graph.find((node) => node['@type'] === 'LocalBusiness')!.logo!
    expect(new URL(logo).pathname).toMatch(/^\/images\/brand\/logo-[0-9a-f]{8}-\d+\.png$/)
  })
})
