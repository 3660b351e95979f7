// npm run test:edits [-- tests/site/widgets.test.ts …]: the edits an editor makes in an ordinary month, made in a
// copy of this working copy (which is never touched), then the checks run there, each printed green or RED.
//
// The edits, each saved through the editor's own file formats (admin/formats.ts), with pictures uploaded as the
// editor names them (content/pictureNames.js, uploadName):
//   - two pictures added to the gallery, in two categories;
//   - a page's row of pictures given two more pictures, and another row one fewer;
//   - a page's text reworded in both languages (its intro, a heading and a list item);
//   - a new service page under an event ("New page"), with a tile on the event page leading to it;
//   - the lists whose length the specification fixes (the hero's slides, the FAQ) left as they are.
// Then the Tamil files are brought along as the pull request's workflow does (npm run translations:tidy).
//
// The checks: with no arguments, everything `npm test` runs (typecheck, lint, unit tests, build, site tests, links).
// With site test files named (and vitest options such as -t), the content check, the build and those files;
// `--no-build`, the content check and the unit tests. `--keep` leaves the copy in place to look at.
// Exits non-zero when a check fails.
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { runnerImport } from 'vite'

const root = path.resolve(import.meta.dirname, '..')
const args = process.argv.slice(2)
const keep = args.includes('--keep')
// Anything else names the site tests to run (files, and vitest's own options such as -t).
const siteFiles = args.filter((arg) => arg !== '--keep' && arg !== '--no-build')

function run(command, cwd) {
  return new Promise((resolve) => {
    const started = Date.now()
    const child = spawn(command[0], command.slice(1), {
      cwd,
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', CI: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('close', (code) => resolve({ code, output, seconds: (Date.now() - started) / 1000 }))
  })
}

/** A copy of the working copy as it is (committed or not, ignored files left out), sharing node_modules and the picture cache. */
async function copyOfWorkingCopy() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'thoranam-edits-'))
  const listed = await run(['git', 'ls-files', '-z', '--cached', '--others', '--exclude-standard'], root)
  for (const file of listed.output.split('\0').filter(Boolean)) {
    const from = path.join(root, file)
    if (!fs.existsSync(from) || fs.statSync(from).isDirectory()) continue
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.copyFileSync(from, path.join(dir, file))
  }
  // A repository of its own, as a clone is: checks that copy the project list its files with git.
  await run(['git', 'init', '--quiet'], dir)
  fs.writeFileSync(path.join(dir, '.git/info/exclude'), '/node_modules\n/.cache\n')
  await run(['git', 'add', '--all'], dir)
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'))
  fs.mkdirSync(path.join(root, '.cache'), { recursive: true })
  fs.symlinkSync(path.join(root, '.cache'), path.join(dir, '.cache'))
  return dir
}

/** The edits, made in the copy `dir`; returns what was done, one line each. */
async function editLikeAnEditor(dir) {
  const load = async (file) => (await runnerImport(path.join(dir, file))).module
  const { mdxFormat, yamlFormat, newPageFormat } = await load('admin/formats.ts')
  const { serviceEvents } = await load('build-steps/cms-config.ts')
  const { uploadName } = await load('content/pictureNames.js')
  const { galleryCategories } = await load('content/galleryCategories.ts')
  const { default: sharp } = await import('sharp')
  const file = (relative) => path.join(dir, relative)
  const read = (relative) => fs.readFileSync(file(relative), 'utf8')
  const write = (relative, text) => fs.writeFileSync(file(relative), text)
  const done = []

  // A photo from a phone, uploaded in the editor: stored under uploads/ with the name the editor gives it.
  // Each is a new picture (an existing one turned, so it is no copy of another file).
  const upload = async (phoneName, from, turn) => {
    const picture = await turn(sharp(file(`content/images/${from}`)))
      .jpeg({ quality: 85 })
      .toBuffer()
    const name = uploadName(phoneName, createHash('sha256').update(picture).digest('hex'))
    fs.mkdirSync(file('content/images/uploads'), { recursive: true })
    fs.writeFileSync(file(`content/images/uploads/${name}`), picture)
    return `uploads/${name}`
  }

  // Gallery → two pictures, in two categories.
  const gallery = yamlFormat.fromFile(read('content/data/gallery.yaml'))
  const [first, second] = galleryCategories.filter((category) => gallery.items.some((item) => item.category === category))
  const added = [
    {
      src: await upload('IMG_20261130_181502.jpg', 'decoration/decoration-05.jpg', (p) => p.flop()),
      alt: 'Marigold strings and a brass lamp at the doorway of a Namakkal wedding hall',
      category: first,
    },
    {
      src: await upload('PXL_20261201_093011.jpg', 'photography/photography-03.jpg', (p) => p.flop()),
      alt: 'A photographer framing the couple against fairy lights at a Karur reception',
      category: second,
    },
  ]
  gallery.items.splice(3, 0, added[0])
  gallery.items.push(added[1])
  write('content/data/gallery.yaml', yamlFormat.toFile(gallery))
  done.push(`content/data/gallery.yaml: one picture added under ${first} (4th of all), one under ${second} (last)`)

  // A page's rows: two more pictures in the first row, one fewer in the second.
  const rowsPage = 'content/pages/services/wedding/decoration.mdx'
  const rows = mdxFormat.fromFile(read(rowsPage))
  rows.galleries[0].images.push(
    {
      src: await upload('IMG_20261128_070144.jpg', 'decoration/decoration-10.jpg', (p) => p.flop()),
      alt: 'A mandap pillar wrapped in jasmine and marigold strings before the muhurtham',
    },
    {
      src: await upload('IMG_20261128_070512.jpg', 'decoration/decoration-12.jpg', (p) => p.flop()),
      alt: 'Brass lamps lit along the steps of the wedding stage',
    },
  )
  const removed = rows.galleries[1].images.splice(1, 1)[0]
  write(rowsPage, mdxFormat.toFile(rows))
  done.push(`${rowsPage}: two pictures added to row 1; ${removed.src} taken out of row 2`)

  // A page's text reworded, in English and in Tamil: its intro, a heading and a list item.
  const reword = (text, from, to) => {
    if (!from.test(text)) throw new Error(`the about page no longer has ${from}: update tools/editor-edits.mjs`)
    return text.replace(from, to)
  }
  const about = mdxFormat.fromFile(read('content/pages/aboutus.mdx'))
  about.intro = `${about.intro.trim()} Every family gets one coordinator, who stays with them from the first call to the last guest.`
  about.body = reword(about.body, /^## Our Story$/m, '## How We Began')
  about.body = reword(
    about.body,
    /^- 8 years of experience with South Indian family celebrations$/m,
    '- Nine years of South Indian family celebrations',
  )
  write('content/pages/aboutus.mdx', mdxFormat.toFile(about))
  const aboutTa = mdxFormat.fromFile(read('content/ta/pages/aboutus.mdx'))
  aboutTa.intro = `${aboutTa.intro.trim()} முதல் போன் முதல் கடைசி விருந்தாளி வரை ஒரே பொறுப்பாளர் உங்களோடு இருப்பார்.`
  aboutTa.body = reword(aboutTa.body, /^## எப்படித் தொடங்கினோம்$/m, '## 2016-இல் தொடங்கினோம்')
  aboutTa.body = reword(aboutTa.body, /^- நம் வீட்டு விசேஷங்களில் 8 ஆண்டு அனுபவம்$/m, '- நம் வீட்டு விசேஷங்களில் 9 ஆண்டு அனுபவம்')
  write('content/ta/pages/aboutus.mdx', mdxFormat.toFile(aboutTa))
  done.push('content/pages/aboutus.mdx, content/ta/pages/aboutus.mdx: intro, a heading and a list item reworded')

  // "Pages under an event → New page", and a tile on the event's page leading to it.
  const banner = await upload('WhatsApp Image 2026-11-29 at 19.04.12.jpeg', 'entertainment/entertainment-01.jpg', (p) => p.flop())
  const page = newPageFormat(serviceEvents(file('content'))).toFile({
    event: 'wedding',
    address: 'nadaswaram',
    title: 'Nadaswaram and Thavil for Weddings | Thoranam Events',
    description:
      'Nadaswaram and thavil players for the muhurtham, the oonjal and the reception, booked with the rest of your wedding by one team.',
    heading: 'Wedding Nadaswaram',
    banner: { src: banner, alt: 'A nadaswaram player and a thavil player at the side of a wedding mandap' },
    intro: 'The muhurtham is not complete without the nadaswaram. We bring players who know every ritual and its raga.',
    enquiry: { question: 'Looking for nadaswaram players for a wedding?' },
    body: '## Through the day\n\nThe players begin at dawn, play the melam at the thaali, and stay until the last blessing.\n',
  })
  write('content/pages/services/wedding/nadaswaram.mdx', page)
  const wedding = mdxFormat.fromFile(read('content/pages/services/wedding.mdx'))
  wedding.tiles.push({
    image: { src: banner, alt: 'Nadaswaram players at a wedding' },
    title: 'Nadaswaram',
    text: 'Nadaswaram and thavil from dawn to the last blessing.',
    target: '/services/wedding/nadaswaram',
  })
  write('content/pages/services/wedding.mdx', mdxFormat.toFile(wedding))
  done.push('content/pages/services/wedding/nadaswaram.mdx: a new page, with a tile on /services/wedding')

  // The Tamil files brought along, as on the pull request.
  const { tidyTranslations } = await load('build-steps/translations.ts')
  const tidied = tidyTranslations(file('content'))
  done.push(`translations:tidy: ${tidied.written.length} Tamil files written, ${tidied.waiting.length} words waiting for a translation`)
  return done
}

const CHECKS = args.includes('--no-build')
  ? [
      ['npm run check:content', ['npm', 'run', 'check:content']],
      ['unit tests', ['npx', 'vitest', 'run', '--project', 'unit']],
    ]
  : siteFiles.length
    ? [
        ['npm run check:content', ['npm', 'run', 'check:content']],
        ['npm run build', ['npm', 'run', 'build']],
        [`site tests: ${siteFiles.join(' ')}`, ['npx', 'vitest', 'run', '--project', 'site', ...siteFiles]],
      ]
    : [['npm test', ['npm', 'test']]]

const started = Date.now()
const dir = await copyOfWorkingCopy()
console.log(`A copy of the working copy in ${dir}.`)
let failed = false
try {
  console.log("An editor's edits:")
  for (const line of await editLikeAnEditor(dir)) console.log(`  ${line}`)
  const report = []
  for (const [name, command] of CHECKS) {
    const result = await run(command, dir)
    const green = result.code === 0
    if (!green) failed = true
    report.push(`  ${green ? 'green' : 'RED  '}  ${name} (${result.seconds.toFixed(0)} s)`)
    console.log(report.at(-1))
    if (!green) {
      const failures = result.output
        .split('\n')
        .filter((line) => /^\s*(FAIL|×|AssertionError|Error:|\s*- Expected|\s*\+ Received)/.test(line))
      console.log((failures.length ? failures.slice(0, 40).join('\n') : result.output.slice(-3000)).replace(/^/gm, '      '))
    }
  }
  console.log(`\nThe checks after an editor's edits, in ${((Date.now() - started) / 60000).toFixed(1)} min:\n${report.join('\n')}`)
} catch (error) {
  failed = true
  console.error(`\n${error.stack ?? error}`)
} finally {
  if (keep) console.log(`The copy is kept: ${dir}`)
  else fs.rmSync(dir, { recursive: true, force: true })
}
process.exit(failed ? 1 : 0)
