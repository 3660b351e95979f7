import sharp from 'sharp'
import fs from 'node:fs'
const files = ['content/images/decoration/decoration-01.jpg','content/images/events/wedding.jpg'].filter(f=>fs.existsSync(f))
console.log(files, sharp.concurrency())
for (const [name, fn] of Object.entries({
  avif4: (p) => p.avif({ quality: 50, effort: 4 }),
  avif2: (p) => p.avif({ quality: 50, effort: 2 }),
  avif0: (p) => p.avif({ quality: 50, effort: 0 }),
  webp: (p) => p.webp({ quality: 72 }),
  webp_e2: (p) => p.webp({ quality: 72, effort: 2 }),
  jpg: (p) => p.jpeg({ quality: 74, mozjpeg: true, progressive: true }),
})) {
  for (const w of [400, 800]) {
    const t = Date.now(); let bytes = 0
    for (let i = 0; i < 3; i++) for (const f of files) bytes += (await fn(sharp(f).rotate().resize({ width: w })).toBuffer()).length
    console.log(name, w, ((Date.now() - t) / (3 * files.length)).toFixed(0), 'ms', (bytes / (3 * files.length) / 1024).toFixed(1), 'KB')
  }
}
