// Draws original placeholder artwork (flat SVG illustrations rasterised with sharp)
// for every image under content/images. These stand in for the business's own
// photos: replace any of them by overwriting the file of the same name.
// Output is deterministic (one seeded PRNG per file name).
// Run: node art/make-placeholder-art.mjs [filter]   (filter = substring of the paths to redraw)
import sharp from 'sharp'
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'content', 'images')

// ---------------------------------------------------------------- palette
const C = {
  maroon: '#7a1f2b',
  red: '#a8323e',
  marigold: '#f2a007',
  turmeric: '#e8b923',
  cream: '#fdf6e9',
  green: '#2f6b3a',
  teal: '#1995ad',
  brass: '#c9973a',
  blush: '#f7c9d2',
  rose: '#e890a6',
  lavender: '#d3c2ea',
  mint: '#c4e6d3',
  babyblue: '#bcdcf2',
  peach: '#f8d3b0',
  henna: '#7b3a1a',
  skin: '#e9bd98',
  night: '#2b1530',
  plum: '#4a1d3a',
  ink: '#3a1a22',
  clay: '#b5562f',
  white: '#ffffff',
}

const hex = (c) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16))
const toHex = (rgb) =>
  '#' +
  rgb
    .map((v) =>
      Math.round(Math.max(0, Math.min(255, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')
const mix = (a, b, t) => {
  const x = hex(a),
    y = hex(b)
  return toHex(x.map((v, i) => v + (y[i] - v) * t))
}
const lighten = (c, t) => mix(c, '#ffffff', t)
const darken = (c, t) => mix(c, '#000000', t)

// ---------------------------------------------------------------- PRNG
function makeRng(seedText) {
  let h = 2166136261
  for (const ch of seedText) {
    h ^= ch.charCodeAt(0)
    h = Math.imul(h, 16777619)
  }
  let a = h >>> 0
  const next = () => {
    // mulberry32
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    range: (lo, hi) => lo + (hi - lo) * next(),
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: (list) => list[Math.floor(next() * list.length)],
    chance: (p) => next() < p,
    shuffle: (list) => {
      const l = [...list]
      for (let i = l.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1))
        ;[l[i], l[j]] = [l[j], l[i]]
      }
      return l
    },
  }
}

// ---------------------------------------------------------------- SVG context
const f1 = (n) => Math.round(n * 10) / 10

/** Drawing context: size, rng and a cached gradient registry. */
function makeCtx(name, w, h) {
  const defs = new Map()
  const grad = (kind, stops, attrs) => {
    const key = kind + attrs + JSON.stringify(stops)
    if (!defs.has(key)) {
      const id = 'g' + defs.size
      const st = stops.map(([o, c, op = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${op}"/>`).join('')
      defs.set(key, { id, xml: `<${kind} id="${id}" ${attrs}>${st}</${kind}>` })
    }
    return `url(#${defs.get(key).id})`
  }
  return {
    name,
    w,
    h,
    rng: makeRng(name),
    lin: (stops, x1 = 0, y1 = 0, x2 = 0, y2 = 1) => grad('linearGradient', stops, `x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"`),
    rad: (stops, cx = 0.5, cy = 0.5, r = 0.5) => grad('radialGradient', stops, `cx="${cx}" cy="${cy}" r="${r}"`),
    clip: (d) => {
      const id = 'c' + defs.size
      defs.set(id, { id, xml: `<clipPath id="${id}"><path d="${d}"/></clipPath>` })
      return `url(#${id})`
    },
    defsXml: () => [...defs.values()].map((d) => d.xml).join(''),
  }
}

const svgDoc = (ctx, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${ctx.w}" height="${ctx.h}" viewBox="0 0 ${ctx.w} ${ctx.h}"><defs>${ctx.defsXml()}</defs>${body}</svg>`

// ---------------------------------------------------------------- shared primitives
const rect = (x, y, w, h, fill, extra = '') =>
  `<rect x="${f1(x)}" y="${f1(y)}" width="${f1(w)}" height="${f1(h)}" fill="${fill}" ${extra}/>`
const circle = (x, y, r, fill, extra = '') => `<circle cx="${f1(x)}" cy="${f1(y)}" r="${f1(r)}" fill="${fill}" ${extra}/>`
const ellipse = (x, y, rx, ry, fill, extra = '') =>
  `<ellipse cx="${f1(x)}" cy="${f1(y)}" rx="${f1(rx)}" ry="${f1(ry)}" fill="${fill}" ${extra}/>`
const pathEl = (d, fill, extra = '') => `<path d="${d}" fill="${fill}" ${extra}/>`
const g = (transform, inner, extra = '') => `<g transform="${transform}" ${extra}>${inner}</g>`
const line = (x1, y1, x2, y2, stroke, sw, extra = '') =>
  `<line x1="${f1(x1)}" y1="${f1(y1)}" x2="${f1(x2)}" y2="${f1(y2)}" stroke="${stroke}" stroke-width="${f1(sw)}" ${extra}/>`

/** Vertical gradient sky/wall. */
const backdrop = (ctx, top, bottom) =>
  rect(
    0,
    0,
    ctx.w,
    ctx.h,
    ctx.lin([
      [0, top],
      [1, bottom],
    ]),
  )
/** Floor band from y to bottom. */
const floor = (ctx, y, near, far) =>
  rect(
    0,
    y,
    ctx.w,
    ctx.h - y,
    ctx.lin([
      [0, far],
      [1, near],
    ]),
  )
/** Soft radial glow (stands in for light, no filters). */
const glow = (ctx, x, y, r, color, op = 0.6) =>
  circle(
    x,
    y,
    r,
    ctx.rad([
      [0, color, op],
      [1, color, 0],
    ]),
  )

/** Sample a quadratic curve sagging by `sag` between two points. */
function curvePoints(x1, y1, x2, y2, sag, n) {
  const cx = (x1 + x2) / 2,
    cy = (y1 + y2) / 2 + sag * 2
  return Array.from({ length: n }, (_, i) => {
    const t = n === 1 ? 0.5 : i / (n - 1),
      u = 1 - t
    return [u * u * x1 + 2 * u * t * cx + t * t * x2, u * u * y1 + 2 * u * t * cy + t * t * y2]
  })
}

/** Marigold-style round flower (ball of petals). */
function marigold(ctx, x, y, r, color) {
  const fill = ctx.rad(
    [
      [0, lighten(color, 0.35)],
      [0.7, color],
      [1, darken(color, 0.25)],
    ],
    0.4,
    0.35,
    0.7,
  )
  return circle(x, y, r, fill)
}

/** Five/eight petal flat flower (jasmine, rose, kolam flowers). */
function petalFlower(ctx, x, y, r, color, petals = 6, center = C.turmeric, rot = 0) {
  const p = []
  for (let i = 0; i < petals; i++) {
    const a = rot + (i * 360) / petals
    p.push(ellipse(0, -r * 0.55, r * 0.32, r * 0.55, color, `transform="rotate(${f1(a)})"`))
  }
  return g(`translate(${f1(x)} ${f1(y)})`, p.join('') + circle(0, 0, r * 0.25, center))
}

/** Garland of marigold balls following a sagging curve. */
function garland(ctx, x1, y1, x2, y2, sag, r, colors) {
  const len = Math.hypot(x2 - x1, y2 - y1) + Math.abs(sag)
  const pts = curvePoints(x1, y1, x2, y2, sag, Math.max(3, Math.round(len / (r * 1.5))))
  return pts.map(([x, y], i) => marigold(ctx, x, y, r, colors[i % colors.length])).join('')
}

/** Vertical strand of flowers hanging from (x, y). */
function strand(ctx, x, y, len, r, colors, tassel = true) {
  const n = Math.max(2, Math.round(len / (r * 1.6)))
  let out = line(x, y, x, y + len, darken(colors[0], 0.4), 1)
  for (let i = 0; i < n; i++) out += marigold(ctx, x, y + (i * len) / n + r, r, colors[i % colors.length])
  if (tassel) out += petalFlower(ctx, x, y + len + r * 1.2, r * 1.6, C.cream, 6, C.red)
  return out
}

/** Mango leaf pointing down from its stem at (x, y). */
function mangoLeaf(ctx, x, y, len, angle, color = C.green) {
  const w = len * 0.28
  const d = `M0 0 C${f1(w)} ${f1(len * 0.25)} ${f1(w * 0.8)} ${f1(len * 0.75)} 0 ${f1(len)} C${f1(-w * 0.8)} ${f1(len * 0.75)} ${f1(-w)} ${f1(len * 0.25)} 0 0Z`
  const fill = ctx.lin(
    [
      [0, lighten(color, 0.15)],
      [1, darken(color, 0.2)],
    ],
    0,
    0,
    1,
    0,
  )
  return g(
    `translate(${f1(x)} ${f1(y)}) rotate(${f1(angle)})`,
    pathEl(d, fill) + line(0, 0, 0, len * 0.9, darken(color, 0.35), Math.max(1, len / 40)),
  )
}

/** Thoranam: a cord of mango leaves with marigold drops. */
function thoranam(ctx, x1, x2, y, leaf, { sag = 0, flowers = [C.marigold, C.turmeric] } = {}) {
  const n = Math.max(3, Math.round((x2 - x1) / (leaf * 0.42)))
  const pts = curvePoints(x1, y, x2, y, sag, n)
  let out = `<path d="M${f1(x1)} ${f1(y)} Q${f1((x1 + x2) / 2)} ${f1(y + sag * 2)} ${f1(x2)} ${f1(y)}" stroke="${C.brass}" stroke-width="${f1(leaf / 14)}" fill="none"/>`
  pts.forEach(([x, yy], i) => {
    out += i % 2 === 0 ? mangoLeaf(ctx, x, yy, leaf, i % 4 === 0 ? 6 : -6) : strand(ctx, x, yy, leaf * 0.6, leaf * 0.1, flowers, false)
  })
  return out
}

/** Clay diya with a flame and glow. */
function diya(ctx, x, y, s, { halo = true } = {}) {
  return (
    (halo ? glow(ctx, x, y - s * 0.9, s * 2.2, C.turmeric, 0.45) : '') +
    pathEl(
      `M${f1(x - s)} ${f1(y - s * 0.3)} Q${f1(x)} ${f1(y + s * 0.75)} ${f1(x + s)} ${f1(y - s * 0.3)} Z`,
      ctx.lin([
        [0, C.clay],
        [1, darken(C.clay, 0.35)],
      ]),
    ) +
    ellipse(x, y - s * 0.3, s, s * 0.16, darken(C.clay, 0.2)) +
    pathEl(
      `M${f1(x)} ${f1(y - s * 1.25)} Q${f1(x + s * 0.28)} ${f1(y - s * 0.55)} ${f1(x)} ${f1(y - s * 0.35)} Q${f1(x - s * 0.28)} ${f1(y - s * 0.55)} ${f1(x)} ${f1(y - s * 1.25)}Z`,
      ctx.lin([
        [0, C.turmeric],
        [1, C.marigold],
      ]),
    )
  )
}

/** Brass kuthuvilakku (tall standing lamp), base at (x, y), height hgt. */
function kuthuvilakku(ctx, x, y, hgt) {
  const s = hgt / 100
  const brass = ctx.lin(
    [
      [0, darken(C.brass, 0.2)],
      [0.45, lighten(C.brass, 0.35)],
      [1, darken(C.brass, 0.3)],
    ],
    0,
    0,
    1,
    0,
  )
  let out =
    ellipse(x, y - 4 * s, 22 * s, 6 * s, brass) +
    pathEl(`M${f1(x - 20 * s)} ${f1(y - 4 * s)} Q${f1(x)} ${f1(y - 22 * s)} ${f1(x + 20 * s)} ${f1(y - 4 * s)}Z`, brass) +
    rect(x - 2.5 * s, y - 80 * s, 5 * s, 66 * s, brass) +
    ellipse(x, y - 46 * s, 6 * s, 3 * s, brass) +
    pathEl(`M${f1(x - 18 * s)} ${f1(y - 80 * s)} Q${f1(x)} ${f1(y - 66 * s)} ${f1(x + 18 * s)} ${f1(y - 80 * s)}Z`, brass) +
    pathEl(`M${f1(x - 4 * s)} ${f1(y - 80 * s)} L${f1(x)} ${f1(y - 96 * s)} L${f1(x + 4 * s)} ${f1(y - 80 * s)}Z`, brass)
  for (const dx of [-15, 0, 15])
    out += glow(ctx, x + dx * s, y - 86 * s, 9 * s, C.turmeric, 0.5) + ellipse(x + dx * s, y - 85 * s, 1.8 * s, 4.5 * s, C.marigold)
  return out
}

/** Kolam / rangoli mandala. */
function kolam(ctx, cx, cy, R, colors, { rings = 4, dots = true, squash = 1 } = {}) {
  const rng = ctx.rng
  let out = circle(0, 0, R, colors[0], 'opacity="0.9"')
  for (let k = 0; k < rings; k++) {
    const rr = R * (1 - (k + 0.6) / (rings + 0.6))
    const n = 8 + 4 * (rings - k) + rng.int(0, 1) * 4
    const col = colors[(k + 1) % colors.length]
    for (let i = 0; i < n; i++) {
      const a = (i * 360) / n
      out += ellipse(0, -rr, R * 0.07 + rr * 0.09, rr * 0.2 + R * 0.04, col, `transform="rotate(${f1(a)})"`)
    }
    if (dots)
      for (let i = 0; i < n; i++) {
        const a = ((i + 0.5) * 2 * Math.PI) / n
        out += circle(Math.sin(a) * rr * 1.08, -Math.cos(a) * rr * 1.08, R * 0.018 + 1, C.cream)
      }
  }
  out += petalFlower(ctx, 0, 0, R * 0.22, colors[1], 8, colors[2 % colors.length])
  return g(`translate(${f1(cx)} ${f1(cy)}) scale(1 ${squash})`, out)
}

/** Balloon with string and highlight. */
function balloon(ctx, x, y, r, color, stringLen = 0) {
  const fill = ctx.rad(
    [
      [0, lighten(color, 0.45)],
      [0.6, color],
      [1, darken(color, 0.2)],
    ],
    0.35,
    0.3,
    0.75,
  )
  return (
    (stringLen
      ? `<path d="M${f1(x)} ${f1(y + r * 1.15)} q${f1(r * 0.3)} ${f1(stringLen / 2)} 0 ${f1(stringLen)}" stroke="${darken(color, 0.3)}" stroke-width="1.5" fill="none"/>`
      : '') +
    ellipse(x, y, r, r * 1.15, fill) +
    pathEl(
      `M${f1(x - r * 0.15)} ${f1(y + r * 1.25)} L${f1(x)} ${f1(y + r * 1.1)} L${f1(x + r * 0.15)} ${f1(y + r * 1.25)}Z`,
      darken(color, 0.15),
    )
  )
}

/** String of small warm bulbs along a curve. */
function stringLights(ctx, x1, y1, x2, y2, sag, n, color = C.turmeric, r = 4) {
  const pts = curvePoints(x1, y1, x2, y2, sag, n)
  let out = `<path d="M${f1(x1)} ${f1(y1)} Q${f1((x1 + x2) / 2)} ${f1((y1 + y2) / 2 + sag * 2)} ${f1(x2)} ${f1(y2)}" stroke="${C.ink}" stroke-opacity="0.5" stroke-width="1.2" fill="none"/>`
  for (const [x, y] of pts) out += glow(ctx, x, y + r, r * 3.2, color, 0.45) + circle(x, y + r, r, lighten(color, 0.5))
  return out
}

/** Banana tree pillar (tapered trunk, broad drooping leaves, a bunch of fruit); base at (x, y). */
function bananaTree(ctx, x, y, hgt, flip = 1) {
  const s = hgt / 100,
    top = y - 72 * s
  const trunk = ctx.lin(
    [
      [0, darken(C.green, 0.15)],
      [0.5, lighten(C.green, 0.28)],
      [1, darken(C.green, 0.25)],
    ],
    0,
    0,
    1,
    0,
  )
  let out = pathEl(
    `M${f1(x - 6 * s)} ${f1(y)} L${f1(x - 4 * s)} ${f1(top)} L${f1(x + 4 * s)} ${f1(top)} L${f1(x + 6 * s)} ${f1(y)}Z`,
    trunk,
  )
  const leafFill = [
    ctx.lin([
      [0, lighten(C.green, 0.3)],
      [1, C.green],
    ]),
    ctx.lin([
      [0, lighten(C.green, 0.12)],
      [1, darken(C.green, 0.15)],
    ]),
  ]
  // [angle from horizontal (negative = up), length, side]: young leaves stand up, old ones droop
  const leaves = [
    [-105, 40, 1],
    [-75, 46, 1],
    [-62, 44, -1],
    [-38, 42, 1],
    [-30, 40, -1],
    [8, 34, 1],
    [14, 30, -1],
  ]
  leaves.forEach(([a, l, side], i) => {
    const L = l * s,
      W = L * 0.2,
      d = a > 0 ? L * 0.35 : L * 0.12
    const leaf = `M0 0 C${f1(L * 0.12)} ${f1(-W)} ${f1(L * 0.9)} ${f1(-W * 1.1 + d * 0.8)} ${f1(L)} ${f1(d)} C${f1(L * 0.92)} ${f1(W * 0.9 + d * 0.8)} ${f1(L * 0.12)} ${f1(W * 0.9)} 0 0Z`
    out += g(
      `translate(${f1(x)} ${f1(top + 2 * s)}) scale(${side * flip} 1) rotate(${a})`,
      pathEl(leaf, leafFill[i % 2]) +
        `<path d="M0 0 Q${f1(L * 0.6)} ${f1(d * 0.3)} ${f1(L)} ${f1(d)}" stroke="${lighten(C.green, 0.45)}" stroke-width="${f1(Math.max(1, s * 0.8))}" fill="none"/>`,
    )
  })
  for (let i = 0; i < 6; i++) {
    out += ellipse(
      x + flip * (6 + (i % 2) * 4) * s,
      top + (8 + i * 2.6) * s,
      4 * s,
      1.6 * s,
      i % 2 ? '#c9c23a' : '#a9b53a',
      `transform="rotate(${flip * 25} ${f1(x + flip * 8 * s)} ${f1(top + (8 + i * 2.6) * s)})"`,
    )
  }
  return out
}

// ---------------------------------------------------------------- arches, fabric, vessels and event props
/** Points along an upright half-ellipse arch standing on baseY. */
function archPoints(cx, baseY, w, hgt, n) {
  return Array.from({ length: n }, (_, i) => {
    const t = Math.PI - (i * Math.PI) / (n - 1)
    return [cx + (w / 2) * Math.cos(t), baseY - hgt * Math.sin(t)]
  })
}
const archPath = (cx, baseY, w, hgt) => `M${f1(cx - w / 2)} ${f1(baseY)} A${f1(w / 2)} ${f1(hgt)} 0 0 1 ${f1(cx + w / 2)} ${f1(baseY)}`

/** Vertical fabric folds filling a rectangle. */
function drapes(ctx, x, y, w, hgt, color, folds) {
  const fill = ctx.lin(
    [
      [0, darken(color, 0.22)],
      [0.5, lighten(color, 0.12)],
      [1, darken(color, 0.22)],
    ],
    0,
    0,
    1,
    0,
  )
  const fw = w / folds
  return Array.from({ length: folds }, (_, i) => rect(x + i * fw, y, fw + 0.6, hgt, fill)).join('')
}

/** Row of crescent fabric swags along the top edge. */
function swags(ctx, x, y, w, n, depth, color) {
  const sw = w / n
  const fill = ctx.lin([
    [0, lighten(color, 0.2)],
    [1, darken(color, 0.15)],
  ])
  let out = ''
  for (let i = 0; i < n; i++) {
    const a = x + i * sw,
      m = a + sw / 2
    out += pathEl(
      `M${f1(a)} ${f1(y)} Q${f1(m)} ${f1(y + depth * 2)} ${f1(a + sw)} ${f1(y)} Q${f1(m)} ${f1(y + depth * 0.9)} ${f1(a)} ${f1(y)}Z`,
      fill,
    )
  }
  return out
}

/** Stage platform with a darker front skirt and a trim line. */
function platform(ctx, x, y, w, hgt, color, trim = C.brass) {
  return (
    rect(x, y, w, hgt * 0.25, lighten(color, 0.15)) +
    rect(
      x,
      y + hgt * 0.25,
      w,
      hgt * 0.75,
      ctx.lin([
        [0, color],
        [1, darken(color, 0.35)],
      ]),
    ) +
    rect(x, y + hgt * 0.25, w, Math.max(2, hgt * 0.05), trim)
  )
}

/** Ground shadow ellipse. */
const shadow = (ctx, x, y, rx, ry) =>
  ellipse(
    x,
    y,
    rx,
    ry,
    ctx.rad([
      [0, '#000', 0.28],
      [1, '#000', 0],
    ]),
  )

/** Round brass vessel with neck; kalasam adds mango leaves and a coconut. */
function brassPot(ctx, x, y, r, { kalasam = false, color = C.brass } = {}) {
  const fill = ctx.rad(
    [
      [0, lighten(color, 0.5)],
      [0.55, color],
      [1, darken(color, 0.35)],
    ],
    0.35,
    0.35,
    0.8,
  )
  let out =
    shadow(ctx, x, y, r * 1.2, r * 0.25) +
    circle(x, y - r, r, fill) +
    rect(x - r * 0.42, y - r * 2.05, r * 0.84, r * 0.3, fill) +
    ellipse(x, y - r * 2.05, r * 0.58, r * 0.14, darken(color, 0.1)) +
    rect(x - r * 0.9, y - r * 1.1, r * 1.8, r * 0.1, C.red, 'opacity="0.8"')
  if (kalasam) {
    for (const a of [-70, -40, -12, 12, 40, 70]) out += mangoLeaf(ctx, x, y - r * 2.1, r * 0.95, 180 + a)
    out += ellipse(
      x,
      y - r * 2.45,
      r * 0.45,
      r * 0.5,
      ctx.rad(
        [
          [0, '#a77b4f'],
          [1, '#6b4424'],
        ],
        0.4,
        0.3,
        0.7,
      ),
    )
    out += garland(ctx, x - r * 0.42, y - r * 2.05, x + r * 0.42, y - r * 2.05, r * 0.1, r * 0.09, [C.marigold, C.cream])
  }
  return out
}

/** Layered cake with candles; base centre at (x, y). */
function cake(ctx, x, y, w, colors) {
  let out = ellipse(x, y, w * 0.75, w * 0.12, C.cream) + ellipse(x, y - 3, w * 0.7, w * 0.1, lighten(C.brass, 0.3))
  let top = y,
    tw = w
  colors.forEach((col, i) => {
    const th = w * 0.32
    out += rect(
      x - tw / 2,
      top - th,
      tw,
      th,
      ctx.lin(
        [
          [0, lighten(col, 0.15)],
          [1, darken(col, 0.12)],
        ],
        0,
        0,
        1,
        0,
      ),
      `rx="${f1(tw * 0.04)}"`,
    )
    // icing drips
    const n = 7 + i
    let d = `M${f1(x - tw / 2)} ${f1(top - th)} `
    for (let k = 0; k < n; k++) {
      const a = x - tw / 2 + (k * tw) / n,
        b = a + tw / n
      d += `L${f1(a)} ${f1(top - th + th * 0.22)} Q${f1((a + b) / 2)} ${f1(top - th + th * (0.36 + (k % 2) * 0.14))} ${f1(b)} ${f1(top - th + th * 0.22)} `
    }
    out += pathEl(d + `L${f1(x + tw / 2)} ${f1(top - th)}Z`, C.cream)
    top -= th
    tw *= 0.72
  })
  for (let k = -1; k <= 1; k++) {
    const cx = x + k * tw * 0.35
    out +=
      rect(cx - 3, top - w * 0.14, 6, w * 0.14, k ? C.teal : C.rose) +
      glow(ctx, cx, top - w * 0.18, w * 0.09, C.turmeric, 0.6) +
      ellipse(cx, top - w * 0.18, 3.5, 7, C.marigold)
  }
  return out
}

/** Engagement rings: two interlocked gold bands, one with a stone. */
function rings(ctx, x, y, r) {
  const gold = ctx.lin(
    [
      [0, lighten(C.brass, 0.5)],
      [0.5, C.brass],
      [1, darken(C.brass, 0.35)],
    ],
    0,
    0,
    1,
    1,
  )
  const band = (cx, cy) => ellipse(cx, cy, r, r * 0.85, 'none', `stroke="${gold}" stroke-width="${f1(r * 0.2)}"`)
  return (
    band(x - r * 0.55, y) +
    band(x + r * 0.55, y + r * 0.12) +
    pathEl(
      `M${f1(x - r * 0.8)} ${f1(y - r * 0.95)} l${f1(r * 0.25)} ${f1(-r * 0.3)} h${f1(r * 0.3)} l${f1(r * 0.25)} ${f1(r * 0.3)} l${f1(-r * 0.4)} ${f1(r * 0.35)}Z`,
      ctx.lin([
        [0, '#ffffff'],
        [1, C.babyblue],
      ]),
    )
  )
}

/** Round flower platter (thattu) seen slightly from above. */
function platter(ctx, x, y, r, flowers) {
  const rng = ctx.rng
  let out =
    shadow(ctx, x, y + r * 0.12, r * 1.15, r * 0.3) +
    ellipse(
      x,
      y,
      r,
      r * 0.36,
      ctx.lin([
        [0, lighten(C.brass, 0.4)],
        [1, darken(C.brass, 0.3)],
      ]),
    ) +
    ellipse(
      x,
      y - r * 0.04,
      r * 0.86,
      r * 0.28,
      ctx.lin([
        [0, darken(C.brass, 0.15)],
        [1, lighten(C.brass, 0.3)],
      ]),
    )
  for (let i = 0; i < 22; i++) {
    const a = (i / 22) * Math.PI * 2
    out += petalFlower(
      ctx,
      x + Math.cos(a) * r * 0.74,
      y - r * 0.04 + Math.sin(a) * r * 0.24,
      r * 0.1,
      rng.pick(flowers),
      6,
      C.turmeric,
      rng.range(0, 60),
    )
  }
  return out
}

/** Stack of glass bangles (ellipses) at (x, y). */
function bangles(ctx, x, y, r, colors, count = 7) {
  let out = ''
  for (let i = 0; i < count; i++) {
    const col = colors[i % colors.length]
    out +=
      ellipse(x, y - i * r * 0.11, r, r * 0.32, 'none', `stroke="${col}" stroke-width="${f1(r * 0.09)}" stroke-opacity="0.9"`) +
      ellipse(x - r * 0.2, y - i * r * 0.11 - r * 0.3, r * 0.3, r * 0.03, '#fff', 'opacity="0.5"')
  }
  return out
}

/** Traditional hanging cradle (thottil) from a frame; base at (x, y), width w. */
function cradle(ctx, x, y, w, color) {
  const wood = ctx.lin(
    [
      [0, '#b07a45'],
      [1, '#6e4623'],
    ],
    0,
    0,
    1,
    0,
  )
  const hgt = w * 1.05
  let out =
    shadow(ctx, x, y, w * 0.8, w * 0.08) +
    rect(x - w * 0.62, y - hgt, w * 0.06, hgt, wood) +
    rect(x + w * 0.56, y - hgt, w * 0.06, hgt, wood) +
    rect(x - w * 0.66, y - hgt - w * 0.05, w * 1.32, w * 0.06, wood)
  const top = y - hgt,
    cy = y - hgt * 0.38
  out += line(x - w * 0.4, top, x - w * 0.42, cy - w * 0.1, C.brass, 2) + line(x + w * 0.4, top, x + w * 0.42, cy - w * 0.1, C.brass, 2)
  out +=
    pathEl(
      `M${f1(x - w * 0.48)} ${f1(cy - w * 0.12)} C${f1(x - w * 0.46)} ${f1(cy + w * 0.32)} ${f1(x + w * 0.46)} ${f1(cy + w * 0.32)} ${f1(x + w * 0.48)} ${f1(cy - w * 0.12)}Z`,
      ctx.lin([
        [0, lighten(color, 0.3)],
        [1, darken(color, 0.15)],
      ]),
    ) +
    ellipse(x, cy - w * 0.12, w * 0.48, w * 0.06, lighten(color, 0.45)) +
    rect(x - w * 0.4, cy + w * 0.03, w * 0.8, w * 0.035, C.brass, 'opacity="0.8"')
  out += garland(ctx, x - w * 0.46, cy - w * 0.1, x + w * 0.46, cy - w * 0.1, w * 0.1, w * 0.03, [C.cream, lighten(color, 0.5)])
  return out
}

/** Flame tongues (for stoves, torches). */
function flames(ctx, x, y, w) {
  let out = glow(ctx, x, y - w * 0.3, w * 1.1, C.marigold, 0.55)
  for (const [dx, hh, col] of [
    [-0.3, 0.55, C.red],
    [0.3, 0.6, C.red],
    [0, 0.85, C.marigold],
    [-0.12, 0.5, C.turmeric],
    [0.14, 0.45, C.turmeric],
  ]) {
    const fx = x + dx * w
    out += pathEl(
      `M${f1(fx - w * 0.2)} ${f1(y)} Q${f1(fx - w * 0.18)} ${f1(y - hh * w * 0.6)} ${f1(fx)} ${f1(y - hh * w)} Q${f1(fx + w * 0.18)} ${f1(y - hh * w * 0.6)} ${f1(fx + w * 0.2)} ${f1(y)}Z`,
      col,
    )
  }
  return out
}

/** Clay pot of milk boiling over on a brick stove; base at (x, y). */
function milkPot(ctx, x, y, r) {
  const brick = ctx.lin([
    [0, '#c0603a'],
    [1, '#7d3520'],
  ])
  let out =
    shadow(ctx, x, y, r * 1.8, r * 0.25) +
    rect(x - r * 1.4, y - r * 0.9, r * 0.55, r * 0.9, brick) +
    rect(x + r * 0.85, y - r * 0.9, r * 0.55, r * 0.9, brick) +
    flames(ctx, x, y - r * 0.1, r * 0.9)
  const pot = ctx.rad(
    [
      [0, '#d9875a'],
      [0.6, C.clay],
      [1, '#6d2e16'],
    ],
    0.35,
    0.35,
    0.8,
  )
  out += circle(x, y - r * 1.75, r, pot) + ellipse(x, y - r * 2.7, r * 0.6, r * 0.16, darken(C.clay, 0.3))
  out += pathEl(
    `M${f1(x - r * 0.62)} ${f1(y - r * 2.62)} Q${f1(x - r * 0.2)} ${f1(y - r * 3.25)} ${f1(x + r * 0.15)} ${f1(y - r * 3)} Q${f1(x + r * 0.5)} ${f1(y - r * 3.3)} ${f1(x + r * 0.64)} ${f1(y - r * 2.62)}Z`,
    C.white,
  )
  for (const [dx, len] of [
    [-0.7, 0.7],
    [-0.5, 1.05],
    [0.55, 0.9],
    [0.72, 0.55],
  ]) {
    const px = x + dx * r
    out += pathEl(
      `M${f1(px - r * 0.12)} ${f1(y - r * 2.65)} L${f1(px - r * 0.1)} ${f1(y - r * (2.6 - len))} Q${f1(px)} ${f1(y - r * (2.45 - len))} ${f1(px + r * 0.1)} ${f1(y - r * (2.6 - len))} L${f1(px + r * 0.12)} ${f1(y - r * 2.65)}Z`,
      C.white,
    )
  }
  for (const [dx, dy, rr] of [
    [-0.3, 3.05, 0.2],
    [0.2, 3.15, 0.24],
    [0, 3.35, 0.16],
  ])
    out += circle(x + dx * r, y - dy * r, rr * r, C.white)
  out += line(x - r * 0.9, y - r * 1.85, x + r * 0.9, y - r * 1.85, C.turmeric, r * 0.08) + circle(x, y - r * 1.6, r * 0.12, C.red)
  return out
}

/** House doorway with frame and thoranam; opening base at (x, y). */
function doorway(ctx, x, y, w, hgt, wall) {
  const wood = ctx.lin(
    [
      [0, '#8a5a32'],
      [0.5, '#b07a45'],
      [1, '#6e4623'],
    ],
    0,
    0,
    1,
    0,
  )
  return (
    rect(x - w * 0.62, y - hgt - w * 0.14, w * 1.24, hgt + w * 0.14, wood) +
    rect(
      x - w / 2,
      y - hgt,
      w,
      hgt,
      ctx.lin([
        [0, darken(wall, 0.55)],
        [1, darken(wall, 0.35)],
      ]),
    ) +
    rect(
      x - w / 2,
      y - hgt,
      w / 2 - 2,
      hgt,
      ctx.lin(
        [
          [0, '#9c6a3c'],
          [1, '#6e4623'],
        ],
        0,
        0,
        1,
        0,
      ),
      'opacity="0.85"',
    ) +
    thoranam(ctx, x - w * 0.64, x + w * 0.64, y - hgt - w * 0.1, w * 0.22, { sag: w * 0.02 })
  )
}

// ---------------------------------------------------------------- event themes and scenes
const THEMES = {
  wedding: {
    wall: [C.maroon, darken(C.maroon, 0.45)],
    drape: C.red,
    floor: [C.ink, darken(C.maroon, 0.3)],
    flowers: [C.marigold, C.turmeric, C.cream],
    stage: C.maroon,
    balloons: [C.red, C.marigold, C.cream],
  },
  engagement: {
    wall: [lighten(C.teal, 0.6), lighten(C.teal, 0.15)],
    drape: lighten(C.teal, 0.35),
    floor: [lighten(C.brass, 0.2), lighten(C.brass, 0.6)],
    flowers: [C.cream, C.rose, C.marigold],
    stage: darken(C.teal, 0.25),
    balloons: [C.teal, C.cream, C.brass, C.rose],
  },
  birthday: {
    wall: [C.babyblue, C.lavender],
    drape: C.lavender,
    floor: [C.peach, lighten(C.peach, 0.4)],
    flowers: [C.rose, C.turmeric, C.teal, C.marigold],
    stage: C.teal,
    balloons: [C.rose, C.turmeric, C.teal, C.lavender, C.marigold],
  },
  puberty: {
    wall: [lighten(C.turmeric, 0.45), C.turmeric],
    drape: C.turmeric,
    floor: [darken(C.marigold, 0.4), darken(C.marigold, 0.1)],
    flowers: [C.marigold, C.red, C.cream],
    stage: C.green,
    balloons: [C.turmeric, C.green, C.red],
  },
  babyshower: {
    wall: [lighten(C.blush, 0.5), C.blush],
    drape: C.blush,
    floor: [C.peach, lighten(C.peach, 0.45)],
    flowers: [C.rose, C.cream, C.lavender, C.mint],
    stage: C.lavender,
    balloons: [C.blush, C.babyblue, C.mint, C.lavender, C.peach],
  },
  housewarming: {
    wall: [C.cream, C.peach],
    drape: C.marigold,
    floor: [darken(C.clay, 0.3), C.clay],
    flowers: [C.marigold, C.turmeric, C.red],
    stage: C.clay,
    balloons: [C.marigold, C.green, C.red],
  },
}

/** Cluster of balloons around a point. */
function balloonCluster(ctx, x, y, r, colors, n = 5, stringLen = 0) {
  const rng = ctx.rng
  let out = ''
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2 + rng.range(0, 0.6)
    const d = i === 0 ? 0 : r * 1.1
    out += balloon(
      ctx,
      x + Math.cos(a) * d,
      y + Math.sin(a) * d * 0.9,
      r * rng.range(0.85, 1.05),
      colors[(i + rng.int(0, 9)) % colors.length],
      stringLen,
    )
  }
  return out
}

/** Balloon arch over a stage. */
function balloonArch(ctx, cx, baseY, w, hgt, r, colors) {
  const n = Math.round((Math.PI * (w / 2 + hgt)) / 2 / (r * 1.05))
  return archPoints(cx, baseY, w, hgt, n)
    .map(
      ([x, y], i) =>
        balloon(ctx, x - r * 0.45, y + r * 0.3, r * 0.9, colors[i % colors.length]) +
        balloon(ctx, x + r * 0.45, y - r * 0.2, r, colors[(i + 2) % colors.length]),
    )
    .join('')
}

/** Flower arch: arch of marigold balls with cream accents. */
function flowerArch(ctx, cx, baseY, w, hgt, r, colors) {
  const n = Math.round((Math.PI * (w / 2 + hgt)) / 2 / (r * 0.9))
  return (
    `<path d="${archPath(cx, baseY, w, hgt)}" stroke="${C.green}" stroke-width="${f1(r * 2.6)}" fill="none"/>` +
    archPoints(cx, baseY, w, hgt, n)
      .map(
        ([x, y], i) =>
          marigold(ctx, x, y, r * 1.15, colors[i % colors.length]) +
          (i % 3 === 0 ? petalFlower(ctx, x, y, r * 0.9, C.cream, 6, C.turmeric) : ''),
      )
      .join('')
  )
}

/** Curtain of flower strands hanging from y across x1..x2, parted in the middle. */
function flowerCurtain(ctx, x1, x2, y, maxLen, r, colors, parted = true) {
  const n = Math.max(4, Math.round((x2 - x1) / (r * 3.2)))
  let out = ''
  for (let i = 0; i <= n; i++) {
    const t = i / n
    const len = parted ? maxLen * (0.25 + 0.75 * Math.abs(t - 0.5) * 2) : maxLen * (0.85 + 0.15 * Math.sin(i))
    out += strand(ctx, x1 + t * (x2 - x1), y, len, r, [colors[i % colors.length], colors[(i + 1) % colors.length]])
  }
  return out
}

/** Decorated mandap: canopy roof, banana-tree pillars, flower strings, lamps, kolam. */
function mandapScene(ctx, th, { style = 'roof' } = {}) {
  const { w, h } = ctx
  const fy = h * 0.76,
    x1 = w * 0.5 - h * 0.55,
    x2 = w * 0.5 + h * 0.55,
    roofY = h * 0.28
  let out =
    backdrop(ctx, th.wall[0], th.wall[1]) +
    drapes(ctx, 0, 0, w, fy, th.drape, Math.round(w / (h * 0.09))) +
    swags(ctx, 0, 0, w, Math.round(w / (h * 0.25)), h * 0.05, lighten(th.drape, 0.15)) +
    floor(ctx, fy, th.floor[0], th.floor[1]) +
    glow(ctx, w / 2, h * 0.45, h * 0.55, C.turmeric, 0.22)
  out += platform(ctx, x1 - h * 0.05, fy - h * 0.06, x2 - x1 + h * 0.1, h * 0.1, th.stage)
  if (style === 'roof') {
    const roof = ctx.lin([
      [0, lighten(C.red, 0.1)],
      [1, darken(C.red, 0.3)],
    ])
    out +=
      pathEl(
        `M${f1(x1 - h * 0.06)} ${f1(roofY)} L${f1(x2 + h * 0.06)} ${f1(roofY)} L${f1(x2 - h * 0.04)} ${f1(roofY - h * 0.07)} Q${f1(w / 2)} ${f1(roofY - h * 0.24)} ${f1(x1 + h * 0.04)} ${f1(roofY - h * 0.07)}Z`,
        roof,
      ) +
      rect(x1 - h * 0.06, roofY - h * 0.012, x2 - x1 + h * 0.12, h * 0.025, C.brass) +
      brassPot(ctx, w / 2, roofY - h * 0.155, h * 0.03)
    out += garland(ctx, x1 - h * 0.05, roofY + h * 0.01, x2 + h * 0.05, roofY + h * 0.01, 0, h * 0.014, th.flowers)
    for (let i = 0; i < 4; i++)
      out += garland(
        ctx,
        x1 + (i * (x2 - x1)) / 4,
        roofY + h * 0.02,
        x1 + ((i + 1) * (x2 - x1)) / 4,
        roofY + h * 0.02,
        h * 0.025,
        h * 0.011,
        [th.flowers[1], th.flowers[2] || C.cream],
      )
    out += flowerCurtain(ctx, x1 + h * 0.02, x2 - h * 0.02, roofY + h * 0.03, h * 0.3, h * 0.011, th.flowers)
  } else {
    out += flowerArch(ctx, w / 2, fy - h * 0.06, x2 - x1, h * 0.58, h * 0.022, th.flowers)
    const pts = archPoints(w / 2, fy - h * 0.06, x2 - x1, h * 0.58, 9)
    for (let i = 1; i < pts.length - 1; i++)
      out += strand(ctx, pts[i][0], pts[i][1] + h * 0.02, h * (0.08 + 0.04 * (i % 2)), h * 0.01, th.flowers)
    for (let i = 2; i < pts.length - 3; i++)
      out += garland(ctx, pts[i][0], pts[i][1] + h * 0.03, pts[i + 1][0], pts[i + 1][1] + h * 0.03, h * 0.04, h * 0.01, [
        C.cream,
        th.flowers[0],
      ])
  }
  // seat / homam space
  out +=
    rect(
      w / 2 - h * 0.12,
      fy - h * 0.2,
      h * 0.24,
      h * 0.14,
      ctx.lin([
        [0, lighten(th.stage, 0.3)],
        [1, darken(th.stage, 0.2)],
      ]),
      `rx="${f1(h * 0.03)}"`,
    ) + rect(w / 2 - h * 0.14, fy - h * 0.08, h * 0.28, h * 0.04, C.brass, `rx="${f1(h * 0.01)}"`)
  for (const sx of [x1, x2]) out += bananaTree(ctx, sx, fy - h * 0.05, h * 0.62, sx < w / 2 ? 1 : -1)
  for (const sx of [x1 - h * 0.16, x2 + h * 0.16]) out += kuthuvilakku(ctx, sx, fy + h * 0.06, h * 0.28)
  out += kolam(ctx, w / 2, fy + h * 0.14, h * 0.14, [C.cream, C.marigold, C.red, C.green], { rings: 3, squash: 0.32 })
  if (w / h > 1.5)
    for (const sx of [w * 0.045, w * 0.955])
      out +=
        brassPot(ctx, sx, fy + h * 0.12, h * 0.05, { kalasam: true }) +
        diya(ctx, sx + (sx < w / 2 ? 1 : -1) * h * 0.09, fy + h * 0.15, h * 0.02)
  return out
}

/** Top-down rangoli with diyas and scattered petals. */
function rangoliScene(ctx, th) {
  const { w, h, rng } = ctx
  const cols = rng.shuffle([C.maroon, C.marigold, C.teal, C.red, C.turmeric, C.green])
  let out = rect(
    0,
    0,
    w,
    h,
    ctx.rad(
      [
        [0, '#5a2a2a'],
        [1, '#24121a'],
      ],
      0.5,
      0.5,
      0.75,
    ),
  )
  out += kolam(ctx, w / 2, h / 2, h * 0.36, [cols[0], cols[1], C.cream, cols[2], cols[3]], { rings: 5 })
  const n = 14
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2
    out += diya(ctx, w / 2 + Math.cos(a) * h * 0.44, h / 2 + Math.sin(a) * h * 0.44 + h * 0.02, h * 0.028)
  }
  for (const sx of [w * 0.13, w * 0.87]) {
    out += kolam(ctx, sx, h * 0.5, h * 0.17, [cols[4], C.cream, cols[5], cols[1]], { rings: 3 })
    for (const dy of [-0.33, 0.33]) out += diya(ctx, sx, h * (0.5 + dy), h * 0.03)
  }
  for (let i = 0; i < 60; i++) {
    const x = rng.range(0, w),
      y = rng.range(0, h)
    if (Math.hypot(x - w / 2, y - h / 2) < h * 0.48) continue
    out += petalFlower(ctx, x, y, h * rng.range(0.008, 0.014), rng.pick([C.marigold, C.red, C.cream]), 5, C.turmeric, rng.range(0, 70))
  }
  return out
}

/** Birthday stage: balloon arch, string lights, cake table. */
function birthdayStage(ctx, th, { arch = true, lights = 3 } = {}) {
  const { w, h } = ctx
  const fy = h * 0.76
  let out = backdrop(ctx, th.wall[0], th.wall[1]) + floor(ctx, fy, th.floor[0], th.floor[1])
  for (let k = 0; k < lights; k++)
    out += stringLights(
      ctx,
      -10,
      h * (0.04 + k * 0.07),
      w + 10,
      h * (0.04 + k * 0.07),
      h * 0.04,
      Math.round(w / (h * 0.06)),
      C.turmeric,
      h * 0.006,
    )
  out += rect(
    w / 2 - h * 0.42,
    h * 0.2,
    h * 0.84,
    fy - h * 0.2,
    ctx.lin([
      [0, lighten(th.drape, 0.3)],
      [1, th.drape],
    ]),
    `rx="${f1(h * 0.42)}" ry="${f1(h * 0.42)}"`,
  )
  out += circle(w / 2, h * 0.46, h * 0.15, C.cream, 'opacity="0.7"')
  if (arch) out += balloonArch(ctx, w / 2, fy, h * 1.05, h * 0.62, h * 0.05, th.balloons)
  out += platform(ctx, w / 2 - h * 0.6, fy - h * 0.04, h * 1.2, h * 0.08, th.stage)
  out +=
    rect(
      w / 2 - h * 0.2,
      fy - h * 0.2,
      h * 0.4,
      h * 0.17,
      ctx.lin([
        [0, C.cream],
        [1, lighten(th.drape, 0.2)],
      ]),
    ) + swags(ctx, w / 2 - h * 0.2, fy - h * 0.2, h * 0.4, 4, h * 0.02, th.balloons[0])
  out += cake(ctx, w / 2, fy - h * 0.2, h * 0.2, [th.balloons[0], C.cream, th.balloons[1]])
  for (const sx of [w / 2 - h * 0.85, w / 2 + h * 0.85]) out += balloonCluster(ctx, sx, fy - h * 0.35, h * 0.045, th.balloons, 5, h * 0.2)
  return out
}

/** Engagement: rings resting on a flower platter. */
function ringsScene(ctx, th) {
  const { w, h, rng } = ctx
  let out = backdrop(ctx, th.wall[0], th.wall[1])
  for (let i = 0; i < 26; i++)
    out += glow(ctx, rng.range(0, w), rng.range(0, h * 0.55), h * rng.range(0.03, 0.08), rng.pick([C.cream, C.turmeric, C.blush]), 0.5)
  out += rect(
    0,
    h * 0.58,
    w,
    h * 0.42,
    ctx.lin([
      [0, C.cream],
      [1, lighten(C.brass, 0.45)],
    ]),
  )
  out += garland(ctx, -20, h * 0.05, w + 20, h * 0.05, h * 0.08, h * 0.02, th.flowers)
  out += platter(ctx, w / 2, h * 0.72, h * 0.34, th.flowers)
  out += rings(ctx, w / 2, h * 0.56, h * 0.09)
  for (let i = 0; i < 20; i++)
    out += petalFlower(
      ctx,
      rng.range(0, w),
      rng.range(h * 0.8, h),
      h * 0.012,
      rng.pick([C.rose, C.red, C.cream]),
      5,
      C.turmeric,
      rng.range(0, 70),
    )
  return out
}

/** Puberty ceremony: turmeric stage with brass pots. */
function pubertyScene(ctx, th) {
  const { w, h } = ctx
  const fy = h * 0.72
  let out =
    backdrop(ctx, th.wall[0], th.wall[1]) +
    drapes(ctx, 0, 0, w, fy, th.drape, Math.round(w / (h * 0.08))) +
    swags(ctx, 0, 0, w, 7, h * 0.05, C.green) +
    floor(ctx, fy, th.floor[0], th.floor[1])
  out += flowerCurtain(ctx, w * 0.05, w * 0.95, h * 0.1, h * 0.35, h * 0.012, th.flowers)
  out += platform(ctx, w * 0.2, fy - h * 0.07, w * 0.6, h * 0.12, th.stage, C.turmeric)
  // decorated seat
  out +=
    pathEl(
      `M${f1(w / 2 - h * 0.16)} ${f1(fy - h * 0.07)} L${f1(w / 2 - h * 0.16)} ${f1(fy - h * 0.35)} Q${f1(w / 2)} ${f1(fy - h * 0.52)} ${f1(w / 2 + h * 0.16)} ${f1(fy - h * 0.35)} L${f1(w / 2 + h * 0.16)} ${f1(fy - h * 0.07)}Z`,
      ctx.lin([
        [0, C.red],
        [1, C.maroon],
      ]),
    ) + rect(w / 2 - h * 0.18, fy - h * 0.16, h * 0.36, h * 0.09, C.brass, `rx="${f1(h * 0.02)}"`)
  out += garland(ctx, w / 2 - h * 0.16, fy - h * 0.35, w / 2 + h * 0.16, fy - h * 0.35, -h * 0.06, h * 0.013, [C.marigold, C.cream])
  const xs = [0.24, 0.33, 0.67, 0.76]
  for (const t of xs) out += brassPot(ctx, w * t, fy - h * 0.07, h * 0.055, { kalasam: true })
  for (const t of [0.1, 0.9]) out += kuthuvilakku(ctx, w * t, fy + h * 0.08, h * 0.3)
  out += kolam(ctx, w / 2, fy + h * 0.15, h * 0.13, [C.cream, C.marigold, C.red, C.green], { rings: 3, squash: 0.35 })
  return out
}

/** Baby shower: cradle with pastel flowers and bangles. */
function babyshowerScene(ctx, th) {
  const { w, h, rng } = ctx
  const fy = h * 0.74
  let out = backdrop(ctx, th.wall[0], th.wall[1]) + floor(ctx, fy, th.floor[0], th.floor[1])
  out += swags(ctx, 0, 0, w, 6, h * 0.06, C.lavender) + swags(ctx, -w / 12, 0, w * 1.1, 5, h * 0.04, C.white)
  out +=
    flowerCurtain(ctx, w * 0.04, w * 0.3, h * 0.02, h * 0.45, h * 0.011, th.flowers, false) +
    flowerCurtain(ctx, w * 0.7, w * 0.96, h * 0.02, h * 0.45, h * 0.011, th.flowers, false)
  out += cradle(ctx, w / 2, fy, h * 0.42, C.rose)
  out += rect(
    w * 0.62,
    fy - h * 0.02,
    h * 0.36,
    h * 0.12,
    ctx.lin([
      [0, lighten(C.brass, 0.3)],
      [1, C.brass],
    ]),
    `rx="${f1(h * 0.02)}"`,
  )
  const bc = [C.rose, C.teal, C.marigold, C.lavender, C.red, C.green]
  for (let k = 0; k < 3; k++) out += bangles(ctx, w * 0.62 + h * (0.07 + k * 0.11), fy + h * 0.06, h * 0.05, rng.shuffle(bc), 8)
  out += balloonCluster(ctx, w * 0.2, fy - h * 0.1, h * 0.045, th.balloons, 4, h * 0.1)
  return out
}

/** Housewarming: milk boiling over at the doorway, kolam, thoranam. */
function housewarmingScene(ctx, th) {
  const { w, h } = ctx
  const fy = h * 0.7
  let out =
    backdrop(ctx, th.wall[0], th.wall[1]) +
    rect(0, fy - h * 0.03, w, h * 0.03, C.maroon, 'opacity="0.7"') +
    floor(ctx, fy, th.floor[0], th.floor[1])
  out += doorway(ctx, w / 2, fy - h * 0.03, h * 0.42, h * 0.55, th.wall[1])
  for (const sx of [w / 2 - h * 0.45, w / 2 + h * 0.45]) out += bananaTree(ctx, sx, fy, h * 0.55, sx < w / 2 ? 1 : -1)
  out += kolam(ctx, w / 2, fy + h * 0.2, h * 0.2, [C.cream, C.red, C.marigold, C.green], { rings: 3, squash: 0.3 })
  out += diya(ctx, w / 2 - h * 0.15, fy + h * 0.05, h * 0.025) + diya(ctx, w / 2 + h * 0.15, fy + h * 0.05, h * 0.025)
  out += brassPot(ctx, w / 2 - h * 0.36, fy + h * 0.16, h * 0.065, { kalasam: true })
  return out + milkPot(ctx, w / 2 + h * 0.38, fy + h * 0.2, h * 0.085)
}

// ---------------------------------------------------------------- decoration
/** Regal seat (sofa) with arms and a cushion; base centre at (x, y). */
function seat(ctx, x, y, w, color) {
  const fill = ctx.lin([
    [0, lighten(color, 0.25)],
    [1, darken(color, 0.25)],
  ])
  return (
    shadow(ctx, x, y, w * 0.65, w * 0.06) +
    pathEl(
      `M${f1(x - w * 0.4)} ${f1(y - w * 0.2)} L${f1(x - w * 0.4)} ${f1(y - w * 0.55)} Q${f1(x)} ${f1(y - w * 0.85)} ${f1(x + w * 0.4)} ${f1(y - w * 0.55)} L${f1(x + w * 0.4)} ${f1(y - w * 0.2)}Z`,
      fill,
    ) +
    pathEl(
      `M${f1(x - w * 0.42)} ${f1(y - w * 0.56)} Q${f1(x)} ${f1(y - w * 0.88)} ${f1(x + w * 0.42)} ${f1(y - w * 0.56)}`,
      'none',
      `stroke="${C.brass}" stroke-width="${f1(w * 0.03)}"`,
    ) +
    rect(x - w * 0.5, y - w * 0.32, w * 0.16, w * 0.3, fill, `rx="${f1(w * 0.06)}"`) +
    rect(x + w * 0.34, y - w * 0.32, w * 0.16, w * 0.3, fill, `rx="${f1(w * 0.06)}"`) +
    rect(x - w * 0.36, y - w * 0.24, w * 0.72, w * 0.14, lighten(color, 0.4), `rx="${f1(w * 0.05)}"`) +
    rect(x - w * 0.42, y - w * 0.1, w * 0.84, w * 0.1, C.brass) +
    rect(x - w * 0.4, y, w * 0.06, w * 0.04, C.brass) +
    rect(x + w * 0.34, y, w * 0.06, w * 0.04, C.brass)
  )
}

/** Brass urli bowl with floating flowers and small lamps. */
function urli(ctx, x, y, r, flowers) {
  const rng = ctx.rng
  let out =
    shadow(ctx, x, y + r * 0.3, r * 1.2, r * 0.25) +
    pathEl(
      `M${f1(x - r)} ${f1(y)} Q${f1(x)} ${f1(y + r * 0.8)} ${f1(x + r)} ${f1(y)}Z`,
      ctx.lin([
        [0, lighten(C.brass, 0.2)],
        [1, darken(C.brass, 0.4)],
      ]),
    ) +
    ellipse(x, y, r, r * 0.22, lighten(C.brass, 0.3)) +
    ellipse(
      x,
      y,
      r * 0.92,
      r * 0.18,
      ctx.lin([
        [0, darken(C.teal, 0.3)],
        [1, C.teal],
      ]),
    )
  for (let i = 0; i < 9; i++) {
    const a = (i / 9) * Math.PI * 2
    out += petalFlower(
      ctx,
      x + Math.cos(a) * r * 0.62,
      y + Math.sin(a) * r * 0.1,
      r * 0.12,
      rng.pick(flowers),
      7,
      C.turmeric,
      rng.range(0, 50),
    )
  }
  return out + diya(ctx, x, y + r * 0.03, r * 0.13)
}

/** Generic decorated stage backdrop. */
function decorStage(ctx, th) {
  const { w, h, rng } = ctx
  const fy = h * 0.75,
    pw = h * rng.range(0.75, 0.95)
  let out =
    backdrop(ctx, th.wall[0], th.wall[1]) +
    drapes(ctx, 0, 0, w, fy, th.drape, rng.int(10, 16)) +
    floor(ctx, fy, th.floor[0], th.floor[1]) +
    glow(ctx, w / 2, h * 0.45, h * 0.5, C.turmeric, 0.25)
  out += pathEl(
    `M${f1(w / 2 - pw / 2)} ${f1(fy)} L${f1(w / 2 - pw / 2)} ${f1(h * 0.42)} A${f1(pw / 2)} ${f1(h * 0.3)} 0 0 1 ${f1(w / 2 + pw / 2)} ${f1(h * 0.42)} L${f1(w / 2 + pw / 2)} ${f1(fy)}Z`,
    ctx.lin([
      [0, lighten(th.wall[0], 0.35)],
      [1, lighten(th.drape, 0.15)],
    ]),
  )
  out +=
    flowerArch(ctx, w / 2, h * 0.42, pw, h * 0.3, h * 0.018, th.flowers) +
    strand(ctx, w / 2 - pw / 2, h * 0.42, fy - h * 0.5, h * 0.016, th.flowers, false) +
    strand(ctx, w / 2 + pw / 2, h * 0.42, fy - h * 0.5, h * 0.016, th.flowers, false)
  out += garland(ctx, -10, h * 0.05, w + 10, h * 0.05, h * 0.05, h * 0.018, th.flowers)
  for (let i = 0; i < 6; i++)
    out +=
      strand(ctx, w * (0.04 + i * 0.035), h * 0.06, h * rng.range(0.25, 0.45), h * 0.011, th.flowers) +
      strand(ctx, w * (0.96 - i * 0.035), h * 0.06, h * rng.range(0.25, 0.45), h * 0.011, th.flowers)
  out += platform(ctx, w / 2 - pw * 0.75, fy - h * 0.05, pw * 1.5, h * 0.09, th.stage)
  out += seat(ctx, w / 2, fy - h * 0.05, h * 0.36, rng.pick([C.red, C.maroon, darken(th.drape, 0.2), C.cream]))
  const side = rng.chance(0.5)
    ? (sx) => kuthuvilakku(ctx, sx, fy + h * 0.08, h * 0.28)
    : (sx) => brassPot(ctx, sx, fy + h * 0.08, h * 0.06, { kalasam: true })
  return out + side(w / 2 - pw * 0.85) + side(w / 2 + pw * 0.85)
}

/** Full-frame curtain of hanging flower strings. */
function curtainScene(ctx, th) {
  const { w, h, rng } = ctx
  let out = backdrop(ctx, darken(th.wall[1], 0.25), darken(th.wall[0], 0.45)) + glow(ctx, w / 2, h * 0.5, h * 0.6, C.turmeric, 0.3)
  const n = rng.int(11, 15),
    cols = [...th.flowers, C.cream]
  for (let i = 0; i < n; i++) {
    const x = (w * (i + 0.5)) / n,
      len = h * (0.5 + 0.3 * Math.abs(Math.sin(i * 0.7 + rng.range(0, 1))))
    out += strand(ctx, x, -5, len, h * 0.02, [cols[i % cols.length], cols[(i + 2) % cols.length]])
  }
  for (let k = 0; k < 2; k++)
    out += garland(ctx, -10, h * (0.02 + k * 0.05), w + 10, h * (0.02 + k * 0.05), h * 0.04, h * 0.02, k ? [C.cream] : th.flowers)
  for (let i = 0; i < 7; i++) out += diya(ctx, w * (0.1 + i * 0.133), h * 0.95, h * 0.028)
  return out
}

/** Layered marigold swags and a thoranam. */
function garlandScene(ctx, th) {
  const { w, h, rng } = ctx
  let out = backdrop(ctx, th.wall[0], th.wall[1]) + glow(ctx, w * rng.range(0.3, 0.7), h * 0.6, h * 0.6, C.cream, 0.3)
  const rows = rng.int(3, 4)
  for (let k = 0; k < rows; k++) {
    const n = 2 + k,
      y = h * (0.2 + k * 0.18),
      cols = [th.flowers[k % th.flowers.length], th.flowers[(k + 1) % th.flowers.length]]
    for (let i = 0; i < n; i++) {
      const x1 = (w * i) / n,
        x2 = (w * (i + 1)) / n
      out +=
        garland(ctx, x1, y, x2, y, h * 0.06, h * (0.024 - k * 0.003), cols) + strand(ctx, x2, y, h * 0.12, h * 0.013, [C.cream, cols[0]])
    }
  }
  return out + thoranam(ctx, -10, w + 10, h * 0.02, h * 0.14, { sag: h * 0.01, flowers: th.flowers })
}

/** Brass kuthuvilakku lamps with an urli. */
function lampScene(ctx, th) {
  const { w, h, rng } = ctx
  const fy = h * 0.8
  let out =
    backdrop(ctx, mix(C.night, th.drape, 0.15), mix(C.maroon, th.drape, 0.2)) +
    floor(ctx, fy, C.ink, mix(C.maroon, th.drape, 0.25)) +
    glow(ctx, w / 2, h * 0.35, h * 0.5, C.marigold, 0.2)
  out += garland(ctx, -10, h * 0.04, w + 10, h * 0.04, h * 0.06, h * 0.02, th.flowers)
  const n = rng.int(3, 5)
  for (let i = 0; i < n; i++) {
    const x = w * (0.12 + (0.76 * i) / (n - 1)),
      big = i === Math.floor(n / 2)
    out += kuthuvilakku(ctx, x, fy + h * 0.02, h * (big ? 0.68 : rng.range(0.4, 0.52)))
  }
  out += urli(ctx, w / 2, fy + h * 0.08, h * 0.16, th.flowers)
  for (let i = 0; i < 18; i++)
    out += petalFlower(ctx, rng.range(0, w), rng.range(fy + h * 0.05, h), h * 0.012, rng.pick(th.flowers), 5, C.turmeric, rng.range(0, 70))
  return out
}

/** Top-down flower kolam with diyas. */
function flowerKolamScene(ctx, th) {
  const { w, h, rng } = ctx
  const cols = rng.shuffle([...th.flowers, C.red, C.green, C.teal].filter((c) => c !== C.cream))
  let out = rect(
    0,
    0,
    w,
    h,
    ctx.rad(
      [
        [0, lighten(th.floor[1], 0.1)],
        [1, darken(th.floor[0], 0.1)],
      ],
      0.5,
      0.5,
      0.8,
    ),
  )
  out += kolam(ctx, w / 2, h / 2, h * 0.4, [cols[0], cols[1], C.cream, cols[2], cols[3]], { rings: 4 })
  const ring = 28
  for (let i = 0; i < ring; i++) {
    const a = (i / ring) * Math.PI * 2
    out += marigold(ctx, w / 2 + Math.cos(a) * h * 0.43, h / 2 + Math.sin(a) * h * 0.43, h * 0.022, i % 2 ? C.marigold : C.cream)
  }
  for (const [dx, dy] of [
    [-1, -1],
    [1, -1],
    [-1, 1],
    [1, 1],
  ]) {
    out +=
      kolam(ctx, w / 2 + dx * w * 0.38, h / 2 + dy * h * 0.33, h * 0.1, [cols[4], C.cream, cols[1]], { rings: 2 }) +
      diya(ctx, w / 2 + dx * w * 0.25, h / 2 + dy * h * 0.4, h * 0.03)
  }
  return out
}

/** Night corridor of lit arches. */
function litArchesScene(ctx, th) {
  const { w, h, rng } = ctx
  const fy = h * 0.72
  let out = backdrop(ctx, C.night, darken(th.wall[1], 0.5)) + floor(ctx, fy, darken(th.floor[0], 0.55), darken(th.floor[1], 0.6))
  out += pathEl(
    `M${f1(w / 2 - h * 0.04)} ${f1(fy)} L${f1(w / 2 + h * 0.04)} ${f1(fy)} L${f1(w / 2 + h * 0.4)} ${f1(h)} L${f1(w / 2 - h * 0.4)} ${f1(h)}Z`,
    ctx.lin([
      [0, th.drape, 0.5],
      [1, th.drape, 0.9],
    ]),
  )
  const bulb = rng.pick([C.turmeric, C.cream, C.marigold])
  for (let k = 4; k >= 0; k--) {
    const sc = 1 / (1 + k * 0.55),
      aw = h * 1.1 * sc,
      ah = h * 0.85 * sc,
      base = fy + (h - fy) * 0.9 * sc
    const pts = archPoints(w / 2, base, aw, ah, Math.round(26 * sc + 8))
    out += `<path d="${archPath(w / 2, base, aw, ah)}" stroke="${C.ink}" stroke-width="${f1(6 * sc)}" fill="none"/>`
    for (const [x, y] of pts) out += glow(ctx, x, y, h * 0.03 * sc, bulb, 0.55) + circle(x, y, h * 0.006 * sc + 1, lighten(bulb, 0.6))
    for (const sx of [w / 2 - aw / 2, w / 2 + aw / 2])
      out += brassPot(ctx, sx, base, h * 0.035 * sc) + marigold(ctx, sx, base - h * 0.075 * sc, h * 0.025 * sc, th.flowers[0])
  }
  return out
}

// ---------------------------------------------------------------- photography
/** DSLR camera body with lens facing the viewer; centre (x, y), body width bw. */
function camera(ctx, x, y, bw, accent = C.red) {
  const bh = bw * 0.62,
    body = ctx.lin([
      [0, '#45454d'],
      [1, '#17171b'],
    ])
  return (
    shadow(ctx, x, y + bh * 0.62, bw * 0.6, bh * 0.1) +
    rect(x - bw * 0.2, y - bh * 0.72, bw * 0.34, bh * 0.3, body, `rx="${f1(bw * 0.03)}"`) +
    rect(x - bw / 2, y - bh / 2, bw, bh, body, `rx="${f1(bw * 0.07)}"`) +
    rect(x - bw / 2, y - bh / 2, bw * 0.2, bh, '#26262c', `rx="${f1(bw * 0.07)}"`) +
    rect(x + bw * 0.26, y - bh * 0.62, bw * 0.12, bh * 0.12, '#2b2b31', `rx="${f1(bw * 0.02)}"`) +
    circle(x + bw * 0.4, y - bh * 0.38, bw * 0.025, accent) +
    lens(ctx, x + bw * 0.05, y + bh * 0.04, bh * 0.44)
  )
}

/** Lens seen from the front: rings, glass and reflections. */
function lens(ctx, x, y, r) {
  return (
    circle(
      x,
      y,
      r,
      ctx.lin([
        [0, '#50505a'],
        [1, '#0c0c0f'],
      ]),
    ) +
    circle(x, y, r * 0.86, '#101014') +
    circle(x, y, r * 0.8, 'none', `stroke="#3a3a42" stroke-width="${f1(r * 0.04)}"`) +
    circle(
      x,
      y,
      r * 0.66,
      ctx.rad(
        [
          [0, '#2f7f99'],
          [0.45, '#123848'],
          [1, '#050508'],
        ],
        0.45,
        0.45,
        0.6,
      ),
    ) +
    circle(
      x,
      y,
      r * 0.3,
      ctx.rad([
        [0, '#6a3d8a'],
        [1, '#0a0a10'],
      ]),
    ) +
    pathEl(
      `M${f1(x - r * 0.5)} ${f1(y - r * 0.15)} A${f1(r * 0.52)} ${f1(r * 0.52)} 0 0 1 ${f1(x - r * 0.1)} ${f1(y - r * 0.52)}`,
      'none',
      `stroke="#fff" stroke-opacity="0.45" stroke-width="${f1(r * 0.06)}" stroke-linecap="round"`,
    ) +
    circle(x + r * 0.25, y + r * 0.22, r * 0.06, '#fff', 'opacity="0.35"')
  )
}

/** Soft bokeh discs. */
function bokeh(ctx, count, colors, y0 = 0, y1 = ctx.h) {
  const { w, h, rng } = ctx
  let out = ''
  for (let i = 0; i < count; i++) {
    const r = h * rng.range(0.025, 0.1),
      col = rng.pick(colors)
    out += circle(
      rng.range(0, w),
      rng.range(y0, y1),
      r,
      ctx.rad([
        [0, col, 0.35],
        [0.8, col, 0.28],
        [1, col, 0],
      ]),
    )
  }
  return out
}

/** Full-body silhouette of a couple holding hands; feet centre at (x, y). */
function coupleSilhouette(x, y, hgt, color) {
  const s = hgt / 100,
    m = x - 11 * s,
    wx = x + 11 * s,
    P = (a, b) => `${f1(a)} ${f1(b)}`
  const man = `M${P(m - 9 * s, y - 80 * s)} Q${P(m - 10.5 * s, y - 60 * s)} ${P(m - 8 * s, y - 36 * s)} L${P(m - 6 * s, y)} L${P(m - 1 * s, y)} L${P(m, y - 32 * s)} L${P(m + 1 * s, y)} L${P(m + 6 * s, y)} L${P(m + 8 * s, y - 36 * s)} Q${P(m + 10.5 * s, y - 60 * s)} ${P(m + 9 * s, y - 80 * s)} Q${P(m, y - 85 * s)} ${P(m - 9 * s, y - 80 * s)}Z`
  const woman = `M${P(wx - 7 * s, y - 76 * s)} Q${P(wx - 8 * s, y - 62 * s)} ${P(wx - 5 * s, y - 55 * s)} L${P(wx - 14 * s, y)} L${P(wx + 14 * s, y)} L${P(wx + 5 * s, y - 55 * s)} Q${P(wx + 8 * s, y - 62 * s)} ${P(wx + 7 * s, y - 76 * s)} Q${P(wx, y - 81 * s)} ${P(wx - 7 * s, y - 76 * s)}Z`
  const pallu = `M${P(wx + 6 * s, y - 77 * s)} Q${P(wx + 17 * s, y - 50 * s)} ${P(wx + 19 * s, y - 18 * s)} L${P(wx + 13 * s, y - 20 * s)} Q${P(wx + 11 * s, y - 50 * s)} ${P(wx + 4 * s, y - 70 * s)}Z`
  return (
    circle(m, y - 92 * s, 6.5 * s, color) +
    pathEl(man, color) +
    circle(wx, y - 87 * s, 6 * s, color) +
    circle(wx + 5 * s, y - 88 * s, 3.2 * s, color) +
    pathEl(woman, color) +
    pathEl(pallu, color) +
    `<path d="M${P(m + 8 * s, y - 76 * s)} Q${P(x - 2 * s, y - 58 * s)} ${P(x, y - 52 * s)} Q${P(x + 2 * s, y - 58 * s)} ${P(wx - 6 * s, y - 72 * s)}" stroke="${color}" stroke-width="${f1(3.6 * s)}" fill="none" stroke-linecap="round"/>`
  )
}

/** Gilded picture frame with a miniature scene inside. */
function pictureFrame(ctx, x, y, fw, fh, inner) {
  const b = Math.min(fw, fh) * 0.08
  return (
    shadow(ctx, x + fw / 2, y + fh + b, fw * 0.5, b) +
    rect(
      x,
      y,
      fw,
      fh,
      ctx.lin(
        [
          [0, lighten(C.brass, 0.35)],
          [1, darken(C.brass, 0.35)],
        ],
        0,
        0,
        1,
        1,
      ),
    ) +
    rect(x + b * 0.5, y + b * 0.5, fw - b, fh - b, 'none', `stroke="${darken(C.brass, 0.3)}" stroke-width="1.5"`) +
    `<svg x="${f1(x + b)}" y="${f1(y + b)}" width="${f1(fw - 2 * b)}" height="${f1(fh - 2 * b)}" viewBox="0 0 100 ${f1((100 * (fh - 2 * b)) / (fw - 2 * b))}" preserveAspectRatio="none">${inner}</svg>`
  )
}

/** Small scenes for inside frames (coordinates 0..100 wide). */
function miniScene(ctx, kind, hue) {
  const H = 140
  const sky = rect(
    0,
    0,
    100,
    H,
    ctx.lin([
      [0, lighten(hue, 0.45)],
      [1, hue],
    ]),
  )
  if (kind === 0) return sky + circle(70, 35, 12, C.cream, 'opacity="0.8"') + coupleSilhouette(50, H, 80, darken(hue, 0.6))
  if (kind === 1) return sky + kolam(ctx, 50, 50, 34, [C.cream, C.marigold, C.red, C.green], { rings: 2 })
  if (kind === 2)
    return sky + pathEl(`M0 ${H} L0 90 Q30 60 55 85 Q80 60 100 80 L100 ${H}Z`, darken(C.green, 0.1)) + circle(30, 35, 10, C.turmeric)
  return sky + flowerArch(ctx, 50, H, 80, 100, 4, [C.marigold, C.cream])
}

function photoCameraScene(ctx, th) {
  const { w, h, rng } = ctx
  return (
    backdrop(ctx, C.night, darken(th.drape, 0.5)) +
    bokeh(ctx, 26, [C.turmeric, C.marigold, th.flowers[0], C.teal]) +
    g(
      `rotate(${f1(rng.range(-9, 9))} ${w / 2} ${h / 2})`,
      camera(ctx, w * rng.range(0.42, 0.58), h * 0.52, h * rng.range(0.7, 0.85), th.flowers[0]),
    )
  )
}
function photoLensScene(ctx, th) {
  const { w, h, rng } = ctx
  return (
    backdrop(ctx, darken(th.wall[1], 0.6), C.night) +
    bokeh(ctx, 20, [C.turmeric, C.rose, C.teal, th.flowers[0]]) +
    lens(ctx, w * rng.range(0.35, 0.65), h * 0.5, h * rng.range(0.3, 0.38)) +
    stringLights(ctx, -10, h * 0.06, w + 10, h * 0.06, h * 0.05, 16, C.turmeric, h * 0.006)
  )
}
function photoBokehScene(ctx, th) {
  const { w, h } = ctx
  let out = backdrop(ctx, darken(th.wall[0], 0.55), C.night) + bokeh(ctx, 45, [C.turmeric, C.marigold, C.rose, C.teal, C.cream])
  for (let k = 0; k < 3; k++)
    out += stringLights(ctx, -10, h * (0.1 + k * 0.25), w + 10, h * (0.05 + k * 0.3), h * 0.08, 18, C.turmeric, h * 0.006)
  return out
}
function photoFramesScene(ctx, th) {
  const { w, h, rng } = ctx
  let out =
    backdrop(ctx, lighten(th.wall[0], 0.55), lighten(th.wall[1], 0.35)) +
    rect(
      0,
      h * 0.86,
      w,
      h * 0.14,
      ctx.lin([
        [0, '#9c6a3c'],
        [1, '#6e4623'],
      ]),
    )
  out += stringLights(ctx, -10, h * 0.05, w + 10, h * 0.05, h * 0.04, 16, C.turmeric, h * 0.006)
  const n = rng.int(2, 3),
    hues = rng.shuffle([C.teal, C.rose, C.marigold, C.lavender, th.drape])
  for (let i = 0; i < n; i++) {
    const fw = (w * 0.8) / n - w * 0.04,
      fh = h * rng.range(0.42, 0.56),
      x = w * 0.1 + (i * w * 0.8) / n + w * 0.02,
      y = h * 0.84 - fh
    out += pictureFrame(ctx, x, y, fw, fh, miniScene(ctx, (i + ctx.index) % 4, hues[i]))
  }
  return out
}
function photoCoupleScene(ctx, th) {
  const { w, h, rng } = ctx
  let out = backdrop(ctx, C.night, darken(th.drape, 0.4)) + bokeh(ctx, 14, [C.turmeric, C.marigold], 0, h * 0.6)
  for (let k = 0; k < 5; k++) out += stringLights(ctx, w / 2, -5, (k * w) / 4, h * 0.22, h * 0.05, 10, C.turmeric, h * 0.006)
  const cx = w * rng.range(0.35, 0.65)
  out += glow(ctx, cx, h * 0.62, h * 0.4, C.marigold, 0.35)
  if (rng.chance(0.5)) out += flowerArch(ctx, cx, h * 0.92, h * 0.7, h * 0.7, h * 0.016, th.flowers)
  else out += circle(w - cx, h * 0.22, h * 0.07, C.cream, 'opacity="0.85"')
  return out + rect(0, h * 0.9, w, h * 0.1, C.night) + coupleSilhouette(cx, h * 0.92, h * rng.range(0.5, 0.66), '#140a10')
}
function photoStudioScene(ctx, th) {
  const { w, h, rng } = ctx
  const fy = h * 0.8,
    cx = w * rng.range(0.3, 0.4)
  let out = backdrop(ctx, lighten(th.wall[0], 0.3), th.wall[1]) + floor(ctx, fy, th.floor[0], th.floor[1])
  out += flowerArch(ctx, w * 0.72, fy, h * 0.55, h * 0.55, h * 0.017, th.flowers) + seat(ctx, w * 0.72, fy, h * 0.26, th.drape)
  // softbox on a stand
  out +=
    line(w * 0.1, fy, w * 0.1, h * 0.35, '#222', 4) +
    pathEl(
      `M${f1(w * 0.1 - h * 0.12)} ${f1(h * 0.18)} L${f1(w * 0.1 + h * 0.12)} ${f1(h * 0.18)} L${f1(w * 0.1 + h * 0.05)} ${f1(h * 0.36)} L${f1(w * 0.1 - h * 0.05)} ${f1(h * 0.36)}Z`,
      '#2a2a30',
    ) +
    rect(w * 0.1 - h * 0.12, h * 0.15, h * 0.24, h * 0.035, '#fffaf0') +
    glow(ctx, w * 0.1, h * 0.15, h * 0.2, C.cream, 0.6)
  // tripod + camera (side view)
  for (const dx of [-0.09, 0, 0.09]) out += line(cx, h * 0.55, cx + dx * h, fy + h * 0.04, '#1e1e22', 4)
  return out + camera(ctx, cx, h * 0.5, h * 0.2, C.red)
}

// ---------------------------------------------------------------- bridal makeup
/** Silk folds background (diagonal bands) with a zari border band. */
function silk(ctx, color, border = C.brass, angle = -20) {
  const { w, h } = ctx
  const band = ctx.lin(
    [
      [0, darken(color, 0.25)],
      [0.5, lighten(color, 0.15)],
      [1, darken(color, 0.25)],
    ],
    0,
    0,
    1,
    0,
  )
  let out = rect(0, 0, w, h, color)
  const n = 9,
    bw = (w * 1.8) / n
  let folds = ''
  for (let i = 0; i < n; i++) folds += rect(-w * 0.4 + i * bw, -h * 0.5, bw + 1, h * 2, band)
  out += g(`rotate(${angle} ${w / 2} ${h / 2})`, folds)
  return out + zariBorder(ctx, 0, h * 0.82, w, h * 0.12, border, color)
}

/** Horizontal zari border: gold band with temple-triangle motif. */
function zariBorder(ctx, x, y, w, bh, gold = C.brass, ground = C.maroon) {
  const n = Math.round(w / bh)
  const out =
    rect(
      x,
      y,
      w,
      bh,
      ctx.lin([
        [0, lighten(gold, 0.3)],
        [1, darken(gold, 0.25)],
      ]),
    ) +
    rect(x, y + bh * 0.12, w, bh * 0.06, ground) +
    rect(x, y + bh * 0.82, w, bh * 0.06, ground)
  let d = ''
  for (let i = 0; i < n; i++)
    d += `M${f1(x + i * (w / n))} ${f1(y + bh * 0.78)} l${f1(w / n / 2)} ${f1(-bh * 0.5)} l${f1(w / n / 2)} ${f1(bh * 0.5)}Z`
  return out + pathEl(d, ground, 'opacity="0.75"')
}

/** Jhumka earring hanging from (x, y). */
function jhumka(ctx, x, y, s, gem = C.red) {
  const gold = ctx.lin(
    [
      [0, lighten(C.brass, 0.5)],
      [0.6, C.brass],
      [1, darken(C.brass, 0.35)],
    ],
    0,
    0,
    1,
    1,
  )
  let out =
    petalFlower(ctx, x, y, s * 0.32, C.brass, 8, gem) +
    line(x, y + s * 0.2, x, y + s * 0.5, C.brass, s * 0.04) +
    circle(x, y + s * 0.52, s * 0.07, gem) +
    pathEl(
      `M${f1(x - s * 0.45)} ${f1(y + s * 1.2)} Q${f1(x - s * 0.42)} ${f1(y + s * 0.58)} ${f1(x)} ${f1(y + s * 0.56)} Q${f1(x + s * 0.42)} ${f1(y + s * 0.58)} ${f1(x + s * 0.45)} ${f1(y + s * 1.2)}Z`,
      gold,
    ) +
    ellipse(x, y + s * 1.2, s * 0.45, s * 0.08, darken(C.brass, 0.2))
  for (let i = -4; i <= 4; i++) out += circle(x + i * s * 0.1, y + s * 1.32 + (Math.abs(i) % 2) * s * 0.04, s * 0.05, C.cream)
  return out
}

/** Temple necklace: bead chain with pendants along a sagging curve. */
function necklace(ctx, x1, x2, y, sag, s) {
  const gold = ctx.rad(
    [
      [0, lighten(C.brass, 0.55)],
      [1, darken(C.brass, 0.3)],
    ],
    0.35,
    0.35,
    0.7,
  )
  const pts = curvePoints(x1, y, x2, y, sag, 21)
  let out = `<path d="M${f1(x1)} ${f1(y)} Q${f1((x1 + x2) / 2)} ${f1(y + sag * 2)} ${f1(x2)} ${f1(y)}" stroke="${C.brass}" stroke-width="${f1(s * 0.12)}" fill="none"/>`
  pts.forEach(([x, yy], i) => {
    out += circle(x, yy, s * 0.2, gold)
    if (i > 2 && i < 18 && i !== 10)
      out +=
        pathEl(`M${f1(x - s * 0.16)} ${f1(yy + s * 0.18)} Q${f1(x)} ${f1(yy + s * 0.9)} ${f1(x + s * 0.16)} ${f1(yy + s * 0.18)}Z`, gold) +
        circle(x, yy + s * 0.42, s * 0.08, i % 2 ? C.red : C.green)
  })
  const [mx, my] = pts[10]
  return (
    out +
    pathEl(
      `M${f1(mx)} ${f1(my)} C${f1(mx + s * 1.1)} ${f1(my + s * 0.4)} ${f1(mx + s * 0.7)} ${f1(my + s * 1.6)} ${f1(mx)} ${f1(my + s * 1.9)} C${f1(mx - s * 0.7)} ${f1(my + s * 1.6)} ${f1(mx - s * 1.1)} ${f1(my + s * 0.4)} ${f1(mx)} ${f1(my)}Z`,
      gold,
    ) +
    circle(mx, my + s * 0.9, s * 0.3, C.red) +
    circle(mx, my + s * 0.9, s * 0.14, C.green)
  )
}

/** String of jasmine buds following a quadratic curve. */
function jasmine(ctx, x1, y1, x2, y2, sag, r) {
  const len = Math.hypot(x2 - x1, y2 - y1) + Math.abs(sag)
  const pts = curvePoints(x1, y1, x2, y2, sag, Math.round(len / (r * 0.9)))
  const bud = ellipse(0, -r * 0.55, r * 0.34, r * 0.72, C.white) + ellipse(-r * 0.1, -r * 0.75, r * 0.1, r * 0.3, lighten(C.rose, 0.75))
  return pts
    .map(([x, y], i) => {
      const [nx, ny] = pts[Math.min(i + 1, pts.length - 1)],
        [px, py] = pts[Math.max(i - 1, 0)]
      const a = (Math.atan2(ny - py, nx - px) * 180) / Math.PI
      return g(
        `translate(${f1(x)} ${f1(y)}) rotate(${f1(a)})`,
        ellipse(0, 0, r * 0.5, r * 0.2, lighten(C.green, 0.35)) +
          g('rotate(-35)', bud) +
          g('rotate(215)', bud) +
          (i % 4 === 2 ? petalFlower(ctx, 0, 0, r * 0.9, C.white, 5, lighten(C.turmeric, 0.4)) : ''),
      )
    })
    .join('')
}

function bridalJhumkaScene(ctx, th, silkColor) {
  const { w, h } = ctx
  let out = silk(ctx, silkColor) + glow(ctx, w / 2, h * 0.4, h * 0.45, C.cream, 0.25)
  out += jasmine(ctx, -10, h * 0.12, w + 10, h * 0.16, h * 0.08, h * 0.03)
  const n = 1 + (ctx.index % 3),
    size = h * [0.48, 0.38, 0.3][n - 1]
  for (let i = 0; i < n; i++)
    out += jhumka(ctx, w * (0.5 + (i - (n - 1) / 2) * 0.3), h * (0.3 + (i % 2) * 0.05), size, ctx.rng.pick([C.red, C.green, C.teal]))
  return out
}
function bridalNecklaceScene(ctx, th, silkColor) {
  const { w, h } = ctx
  return (
    rect(
      0,
      0,
      w,
      h,
      ctx.rad(
        [
          [0, lighten(silkColor, 0.15)],
          [1, darken(silkColor, 0.5)],
        ],
        0.5,
        0.4,
        0.8,
      ),
    ) +
    necklace(ctx, w * 0.12, w * 0.88, h * 0.1, h * 0.38, h * 0.1) +
    necklace(ctx, w * 0.3, w * 0.7, h * 0.04, h * 0.2, h * 0.06) +
    jhumka(ctx, w * 0.08, h * 0.5, h * 0.2, C.green) +
    jhumka(ctx, w * 0.92, h * 0.5, h * 0.2, C.green) +
    jasmine(ctx, -10, h * 0.92, w + 10, h * 0.9, -h * 0.04, h * 0.03)
  )
}
function bridalJasmineScene(ctx, th, silkColor) {
  const { w, h, rng } = ctx
  let out = rect(
    0,
    0,
    w,
    h,
    ctx.lin(
      [
        [0, darken(silkColor, 0.45)],
        [1, darken(silkColor, 0.15)],
      ],
      0,
      0,
      1,
      1,
    ),
  )
  for (let k = 0; k < 5; k++)
    out += jasmine(ctx, -20, h * (0.12 + k * 0.18), w + 20, h * (0.1 + k * 0.17), h * rng.range(-0.1, 0.1), h * 0.034)
  for (let i = 0; i < 4; i++)
    out += petalFlower(
      ctx,
      rng.range(w * 0.1, w * 0.9),
      rng.range(h * 0.2, h * 0.85),
      h * 0.07,
      rng.pick([C.rose, C.red]),
      5,
      C.turmeric,
      rng.range(0, 70),
    )
  out += jhumka(ctx, w * rng.range(0.25, 0.75), h * 0.3, h * 0.3, C.red)
  return out
}
function bridalSareeScene(ctx, th, silkColor) {
  const { w, h, rng } = ctx
  let out = silk(ctx, silkColor, C.brass, rng.range(-35, -10))
  // pallu draped diagonally, edged with zari
  out += g(
    `rotate(${f1(rng.range(-30, -18))} ${f1(w * 0.3)} ${f1(h * 0.4)})`,
    rect(
      -w * 0.3,
      h * 0.2,
      w * 1.3,
      h * 0.24,
      ctx.lin([
        [0, lighten(silkColor, 0.2)],
        [1, darken(silkColor, 0.2)],
      ]),
    ) + zariBorder(ctx, -w * 0.3, h * 0.44, w * 1.3, h * 0.09, C.brass, darken(silkColor, 0.3)),
  )
  // pleats fanning out from the waist
  const n = 8,
    top = h * 0.32,
    t0 = w * 0.64,
    t1 = w * 0.86,
    b0 = w * 0.46,
    b1 = w * 1.04,
    zy = h * 0.86
  const fill = ctx.lin(
    [
      [0, darken(silkColor, 0.3)],
      [0.6, lighten(silkColor, 0.18)],
      [1, darken(silkColor, 0.08)],
    ],
    0,
    0,
    1,
    0,
  )
  const gold = ctx.lin(
    [
      [0, darken(C.brass, 0.3)],
      [0.6, lighten(C.brass, 0.35)],
      [1, C.brass],
    ],
    0,
    0,
    1,
    0,
  )
  const lerp = (a, b, t) => a + (b - a) * t,
    k = (zy - top) / (h - top)
  for (let i = 0; i < n; i++) {
    const tl = lerp(t0, t1, i / n),
      tr = lerp(t0, t1, (i + 1) / n),
      bl = lerp(b0, b1, i / n),
      br = lerp(b0, b1, (i + 1) / n)
    out +=
      pathEl(`M${f1(tl)} ${f1(top)} L${f1(tr)} ${f1(top)} L${f1(br)} ${f1(h)} L${f1(bl)} ${f1(h)}Z`, fill) +
      pathEl(`M${f1(lerp(tl, bl, k))} ${f1(zy)} L${f1(lerp(tr, br, k))} ${f1(zy)} L${f1(br)} ${f1(h)} L${f1(bl)} ${f1(h)}Z`, gold)
  }
  // oddiyanam (waist belt) with gems
  out += rect(t0 - w * 0.03, top - h * 0.05, t1 - t0 + w * 0.06, h * 0.07, gold, `rx="${f1(h * 0.02)}"`)
  for (let i = 0; i < 7; i++) out += circle(lerp(t0, t1, i / 6), top - h * 0.015, h * 0.014, i % 2 ? C.green : C.red)
  return out + jasmine(ctx, w * 0.04, h * 0.78, w * 0.4, h * 0.96, h * 0.03, h * 0.026)
}

// ---------------------------------------------------------------- groom makeup
function groomVeshtiScene(ctx, th, base) {
  const { w, h, rng } = ctx
  let out = backdrop(ctx, lighten(base, 0.75), lighten(base, 0.55))
  const n = rng.int(3, 4),
    step = ctx.index % 2 ? -0.04 : 0.04
  for (let i = 0; i < n; i++) {
    const fh = h * (0.72 / n - 0.04),
      y = h * 0.14 + i * (fh + h * 0.04),
      x = w * (0.14 + (step < 0 ? 0.08 : 0) + i * step),
      fw = w * 0.72
    out +=
      shadow(ctx, x + fw / 2, y + fh, fw * 0.55, fh * 0.1) +
      rect(
        x,
        y,
        fw,
        fh,
        ctx.lin([
          [0, C.white],
          [1, '#efe6d2'],
        ]),
        `rx="${f1(h * 0.01)}"`,
      )
    out += zariBorder(
      ctx,
      x,
      y + fh * 0.62,
      fw,
      fh * 0.26,
      rng.pick([C.brass, lighten(C.brass, 0.2)]),
      [C.maroon, C.green, base][(i + ctx.index) % 3],
    )
    out += rect(x, y + fh * 0.45, fw, fh * 0.05, C.brass, 'opacity="0.7"')
  }
  return out
}
function groomTurbanScene(ctx, th, base) {
  const { w, h, rng } = ctx
  const cx = w / 2,
    cy = h * 0.55,
    r = h * 0.3
  let out = backdrop(ctx, darken(base, 0.2), darken(base, 0.6)) + glow(ctx, cx, cy, h * 0.5, C.cream, 0.25)
  out += ellipse(
    cx,
    cy + r * 0.62,
    r * 1.5,
    r * 0.16,
    ctx.lin([
      [0, lighten(C.brass, 0.3)],
      [1, darken(C.brass, 0.4)],
    ]),
  )
  const cloth = [C.marigold, C.red, C.cream, C.rose, C.turmeric][(ctx.index * 2 + rng.int(0, 1)) % 5]
  // fan tail (turra) rising behind
  out += pathEl(
    `M${f1(cx + r * 0.3)} ${f1(cy - r * 0.3)} Q${f1(cx + r * 0.55)} ${f1(cy - r * 1.35)} ${f1(cx + r * 1.05)} ${f1(cy - r * 1.2)} Q${f1(cx + r * 0.8)} ${f1(cy - r * 0.8)} ${f1(cx + r * 0.7)} ${f1(cy - r * 0.2)}Z`,
    ctx.lin([
      [0, lighten(cloth, 0.25)],
      [1, darken(cloth, 0.2)],
    ]),
  )
  const shape = `M${f1(cx - r * 1.1)} ${f1(cy + r * 0.55)} C${f1(cx - r * 1.25)} ${f1(cy - r * 0.5)} ${f1(cx - r * 0.5)} ${f1(cy - r * 0.85)} ${f1(cx + r * 0.1)} ${f1(cy - r * 0.8)} C${f1(cx + r * 0.8)} ${f1(cy - r * 0.75)} ${f1(cx + r * 1.25)} ${f1(cy - r * 0.4)} ${f1(cx + r * 1.1)} ${f1(cy + r * 0.55)}Z`
  let wraps = rect(cx - r * 1.5, cy - r * 1.2, r * 3, r * 2.2, cloth)
  for (let i = 0; i < 9; i++)
    wraps += rect(
      cx - r * 1.6,
      cy - r * 1.1 + i * r * 0.24,
      r * 3.2,
      r * 0.13,
      i % 2 ? darken(cloth, 0.18) : lighten(cloth, 0.18),
      `transform="rotate(-14 ${f1(cx)} ${f1(cy)})"`,
    )
  wraps += rect(
    cx - r * 1.5,
    cy - r * 1.2,
    r * 3,
    r * 2.2,
    ctx.lin(
      [
        [0, '#fff', 0.15],
        [0.6, '#000', 0],
        [1, '#000', 0.3],
      ],
      0,
      0,
      1,
      0,
    ),
  )
  out +=
    `<g clip-path="${ctx.clip(shape)}">${wraps}</g>` +
    rect(
      cx - r * 1.1,
      cy + r * 0.38,
      r * 2.2,
      r * 0.17,
      ctx.lin([
        [0, lighten(C.brass, 0.3)],
        [1, darken(C.brass, 0.2)],
      ]),
    )
  // kalgi brooch with a plume
  out +=
    pathEl(
      `M${f1(cx - r * 0.05)} ${f1(cy - r * 0.5)} Q${f1(cx - r * 0.25)} ${f1(cy - r * 1.1)} ${f1(cx + r * 0.15)} ${f1(cy - r * 1.25)} Q${f1(cx)} ${f1(cy - r * 0.9)} ${f1(cx + r * 0.08)} ${f1(cy - r * 0.5)}Z`,
      C.cream,
    ) +
    ellipse(cx, cy - r * 0.35, r * 0.14, r * 0.2, C.brass) +
    circle(cx, cy - r * 0.35, r * 0.08, C.red)
  for (let i = 0; i < 5; i++) out += circle(cx, cy - r * 0.1 + i * r * 0.09, r * 0.035, C.cream)
  return out
}
function groomSherwaniScene(ctx, th, base) {
  const { w, h } = ctx
  const fill = ctx.lin(
    [
      [0, darken(base, 0.25)],
      [0.5, lighten(base, 0.1)],
      [1, darken(base, 0.3)],
    ],
    0,
    0,
    1,
    0,
  )
  let out = rect(0, 0, w, h, fill)
  out +=
    pathEl(`M${f1(w * 0.3)} 0 L${f1(w * 0.5)} ${f1(h * 0.14)} L${f1(w * 0.7)} 0Z`, lighten(C.cream, 0.3)) +
    rect(w * 0.36, 0, w * 0.28, h * 0.06, darken(base, 0.1))
  out +=
    rect(w * 0.455, h * 0.1, w * 0.09, h * 0.9, darken(base, 0.15)) +
    rect(w * 0.448, h * 0.1, w * 0.008, h * 0.9, C.brass) +
    rect(w * 0.544, h * 0.1, w * 0.008, h * 0.9, C.brass)
  for (let i = 0; i < 6; i++) {
    const y = h * (0.18 + i * 0.14)
    out +=
      circle(
        w * 0.5,
        y,
        h * 0.028,
        ctx.rad(
          [
            [0, lighten(C.brass, 0.6)],
            [1, darken(C.brass, 0.35)],
          ],
          0.35,
          0.35,
          0.7,
        ),
      ) + circle(w * 0.5, y, h * 0.01, C.red)
  }
  out +=
    rect(w * 0.68, h * 0.36, w * 0.18, h * 0.025, C.brass) +
    pathEl(`M${f1(w * 0.7)} ${f1(h * 0.36)} l${f1(w * 0.04)} ${f1(-h * 0.08)} l${f1(w * 0.04)} ${f1(h * 0.08)}Z`, C.cream) +
    pathEl(`M${f1(w * 0.75)} ${f1(h * 0.36)} l${f1(w * 0.04)} ${f1(-h * 0.07)} l${f1(w * 0.04)} ${f1(h * 0.07)}Z`, C.marigold)
  out +=
    petalFlower(ctx, w * 0.28, h * 0.34, h * 0.06, C.red, 7, C.turmeric) +
    petalFlower(ctx, w * 0.28, h * 0.34, h * 0.035, lighten(C.red, 0.2), 6, C.turmeric, 30)
  return out + zariBorder(ctx, 0, h * 0.92, w, h * 0.08, C.brass, darken(base, 0.3))
}

// ---------------------------------------------------------------- mehndi
const HENNA = (sw) => `stroke="${C.henna}" stroke-width="${sw}" stroke-linecap="round"`
function paisley(x, y, s, rot) {
  const d = (k) =>
    `M0 ${f1(30 * k)} C${f1(-30 * k)} ${f1(30 * k)} ${f1(-32 * k)} ${f1(-10 * k)} ${f1(-8 * k)} ${f1(-25 * k)} C${f1(10 * k)} ${f1(-35 * k)} ${f1(25 * k)} ${f1(-50 * k)} ${f1(18 * k)} ${f1(-70 * k)} C${f1(45 * k)} ${f1(-45 * k)} ${f1(35 * k)} ${f1(30 * k)} 0 ${f1(30 * k)}Z`
  let inner =
    pathEl(d(1), 'none', HENNA(3)) +
    pathEl(d(0.7), 'none', HENNA(2)) +
    `<path d="${d(0.4)}" fill="${C.henna}"/>` +
    pathEl('M-40 -5 Q-45 -60 10 -80', 'none', HENNA(2))
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2
    inner += circle(Math.cos(a) * 40, Math.sin(a) * 40 - 10, 2.2, C.henna)
  }
  return g(`translate(${f1(x)} ${f1(y)}) rotate(${f1(rot)}) scale(${f1(s)})`, inner)
}
function mandala(x, y, R) {
  const sw = f1(Math.max(1.5, R * 0.018)),
    rot = (a) => `transform="rotate(${f1(a)} ${f1(x)} ${f1(y)})"`
  let out = circle(x, y, R * 0.1, C.henna) + circle(x, y, R * 0.17, 'none', HENNA(sw))
  for (let i = 0; i < 8; i++) out += ellipse(x, y - R * 0.27, R * 0.05, R * 0.09, C.henna, rot(i * 45))
  for (const k of [0.38, 0.74, 0.78]) out += circle(x, y, R * k, 'none', HENNA(sw))
  for (let i = 0; i < 12; i++) {
    out +=
      ellipse(x, y - R * 0.56, R * 0.08, R * 0.16, 'none', `${HENNA(sw)} ${rot(i * 30)}`) +
      line(x, y - R * 0.44, x, y - R * 0.66, C.henna, sw, rot(i * 30))
  }
  for (let i = 0; i < 24; i++) out += circle(x, y - R * 0.7, R * 0.014 + 0.8, C.henna, rot(i * 15 + 7.5))
  for (let i = 0; i < 16; i++) {
    out +=
      pathEl(
        `M${f1(x - R * 0.15)} ${f1(y - R * 0.77)} Q${f1(x)} ${f1(y - R * 1.08)} ${f1(x + R * 0.15)} ${f1(y - R * 0.77)}`,
        'none',
        `${HENNA(sw)} ${rot(i * 22.5)}`,
      ) +
      pathEl(
        `M${f1(x - R * 0.08)} ${f1(y - R * 0.8)} Q${f1(x)} ${f1(y - R * 0.96)} ${f1(x + R * 0.08)} ${f1(y - R * 0.8)}`,
        C.henna,
        `opacity="0.85" ${rot(i * 22.5)}`,
      ) +
      circle(x, y - R * 1.1, R * 0.02 + 1, C.henna, rot(i * 22.5))
  }
  return out
}
function vine(ctx, x1, y1, x2, y2, sag, leaf) {
  const pts = curvePoints(x1, y1, x2, y2, sag, 14)
  let out = pathEl(`M${f1(x1)} ${f1(y1)} Q${f1((x1 + x2) / 2)} ${f1((y1 + y2) / 2 + sag * 2)} ${f1(x2)} ${f1(y2)}`, 'none', HENNA(3))
  pts.slice(1, -1).forEach(([x, y], i) => {
    const side = i % 2 ? 1 : -1
    out += ellipse(
      x + side * leaf * 0.7,
      y - leaf * 0.3,
      leaf * 0.7,
      leaf * 0.3,
      'none',
      `${HENNA(2)} transform="rotate(${side * 35} ${f1(x)} ${f1(y)})"`,
    )
    if (i % 3 === 0)
      out += pathEl(
        `M${f1(x)} ${f1(y)} q${f1(-side * leaf)} ${f1(leaf)} ${f1(-side * leaf * 0.3)} ${f1(leaf * 1.4)} q${f1(side * leaf * 0.5)} ${f1(-leaf * 0.2)} 0 ${f1(-leaf * 0.4)}`,
        'none',
        HENNA(2),
      )
  })
  return out
}
function mehndiScene(ctx) {
  const { w, h, rng } = ctx
  const skin = mix(C.skin, rng.pick([C.peach, '#d9a27c', C.cream]), rng.range(0.1, 0.4))
  let out = rect(
    0,
    0,
    w,
    h,
    ctx.rad(
      [
        [0, lighten(skin, 0.2)],
        [1, darken(skin, 0.12)],
      ],
      rng.range(0.3, 0.7),
      0.4,
      0.9,
    ),
  )
  const k = ctx.index % 4
  if (k === 0) {
    out += mandala(w / 2, h / 2, h * 0.32)
    for (const [x, y, r] of [
      [0.13, 0.2, 140],
      [0.87, 0.2, -140],
      [0.13, 0.8, 40],
      [0.87, 0.8, -40],
    ])
      out += paisley(w * x, h * y, h * 0.0034, r)
  }
  if (k === 1) {
    out +=
      vine(ctx, -10, h * 0.9, w + 10, h * 0.15, -h * 0.1, h * 0.06) +
      paisley(w * 0.28, h * 0.3, h * 0.0045, -30) +
      paisley(w * 0.74, h * 0.7, h * 0.0042, 150) +
      mandala(w * 0.82, h * 0.2, h * 0.12) +
      mandala(w * 0.16, h * 0.78, h * 0.1)
  }
  if (k === 2) {
    for (let i = 0; i < 3; i++) out += mandala(w * (0.2 + i * 0.3), h * 0.46, h * (i === 1 ? 0.2 : 0.14))
    out += vine(ctx, -10, h * 0.8, w + 10, h * 0.8, h * 0.03, h * 0.035) + vine(ctx, -10, h * 0.12, w + 10, h * 0.12, -h * 0.03, h * 0.035)
  }
  if (k === 3) {
    out +=
      paisley(w * 0.45, h * 0.55, h * 0.0065, rng.range(-30, 30)) +
      mandala(w * 0.8, h * 0.25, h * 0.16) +
      mandala(w * 0.82, h * 0.78, h * 0.1) +
      vine(ctx, w * 0.05, h * 0.05, w * 0.2, h * 0.95, w * 0.05, h * 0.04)
  }
  return out
}

// ---------------------------------------------------------------- entertainment
/** Stage with spotlight cones from a truss. */
function spotStage(ctx, th, cones = 4) {
  const { w, h, rng } = ctx
  const fy = h * 0.78
  let out = backdrop(ctx, C.night, darken(th.drape, 0.55)) + floor(ctx, fy, C.ink, darken(th.drape, 0.5))
  out += rect(0, h * 0.04, w, h * 0.025, '#555560')
  for (let i = 0; i < cones; i++) {
    const x = w * (0.12 + (0.76 * i) / (cones - 1)),
      col = rng.pick([C.marigold, C.teal, C.rose, C.turmeric, C.cream]),
      tx = x + (w / 2 - x) * 0.4
    out +=
      pathEl(
        `M${f1(x - 8)} ${f1(h * 0.07)} L${f1(tx - w * 0.12)} ${f1(fy + h * 0.05)} L${f1(tx + w * 0.12)} ${f1(fy + h * 0.05)} L${f1(x + 8)} ${f1(h * 0.07)}Z`,
        ctx.lin([
          [0, col, 0.6],
          [1, col, 0.05],
        ]),
      ) +
      ellipse(tx, fy + h * 0.05, w * 0.12, h * 0.03, col, 'opacity="0.3"') +
      rect(x - 12, h * 0.06, 24, h * 0.04, '#2a2a30', 'rx="4"')
  }
  return out
}
function nadaswaram(x, y, len, angle, color) {
  const d = `M0 0 L${f1(len * 0.82)} ${f1(-len * 0.025)} L${f1(len)} ${f1(-len * 0.09)} L${f1(len)} ${f1(len * 0.09)} L${f1(len * 0.82)} ${f1(len * 0.025)} L0 ${f1(len * 0.012)}Z`
  let rings = ''
  for (let i = 1; i < 6; i++) rings += rect(len * i * 0.13, -len * 0.03, len * 0.015, len * 0.055, C.brass)
  return g(`translate(${f1(x)} ${f1(y)}) rotate(${angle})`, pathEl(d, color) + rings)
}
function thavil(ctx, x, y, r, color) {
  const out =
    ellipse(x - r * 0.9, y, r * 0.25, r * 0.75, darken(color, 0.3)) +
    rect(
      x - r * 0.9,
      y - r * 0.75,
      r * 1.8,
      r * 1.5,
      ctx.lin([
        [0, lighten(color, 0.2)],
        [1, darken(color, 0.35)],
      ]),
    )
  let d = ''
  for (let i = 0; i < 9; i++)
    d += `M${f1(x - r * 0.9)} ${f1(y - r * 0.75 + i * r * 0.18)} L${f1(x + r * 0.9)} ${f1(y - r * 0.66 + ((i + 1) % 9) * r * 0.16)}`
  return (
    out +
    `<path d="${d}" stroke="${C.cream}" stroke-width="2" opacity="0.7"/>` +
    ellipse(x + r * 0.9, y, r * 0.25, r * 0.75, C.cream) +
    ellipse(x + r * 0.9, y, r * 0.15, r * 0.5, darken(C.cream, 0.15))
  )
}
function musiciansScene(ctx, th) {
  const { w, h } = ctx
  let out = spotStage(ctx, th, 3) + flowerCurtain(ctx, w * 0.05, w * 0.95, h * 0.08, h * 0.2, h * 0.01, th.flowers, false)
  const flip = ctx.index % 2 ? -1 : 1,
    X = (t) => w / 2 + flip * (t - 0.5) * w
  out +=
    nadaswaram(X(0.22), h * 0.38, h * 0.5, flip > 0 ? 62 : 118, '#2a1a14') +
    nadaswaram(X(0.36), h * 0.36, h * 0.5, flip > 0 ? 75 : 105, '#2a1a14')
  out += thavil(ctx, X(0.68), h * 0.6, h * 0.13, C.clay) + thavil(ctx, X(0.86), h * 0.64, h * 0.1, C.maroon)
  return out
}
function crowdScene(ctx, th) {
  const { w, h, rng } = ctx
  let out =
    spotStage(ctx, th, 5) +
    rect(
      w * 0.2,
      h * 0.6,
      w * 0.6,
      h * 0.18,
      ctx.lin([
        [0, darken(th.drape, 0.3)],
        [1, C.ink],
      ]),
    ) +
    stringLights(ctx, w * 0.2, h * 0.14, w * 0.8, h * 0.14, h * 0.03, 14, C.turmeric, h * 0.006) +
    dancer(w * rng.range(0.4, 0.6), h * 0.62, h * 0.34, '#120a0e', rng.pick([C.marigold, C.teal, C.rose]))
  for (let i = 0; i < 30; i++) {
    const x = rng.range(-20, w + 20),
      y = h * rng.range(0.88, 1.02),
      r = h * rng.range(0.035, 0.05)
    out += circle(x, y - r * 1.6, r * 0.7, '#0d0709') + ellipse(x, y + r * 0.5, r * 1.4, r * 1.6, '#0d0709')
  }
  return out
}
function djScene(ctx, th) {
  const { w, h } = ctx
  let out = spotStage(ctx, th, 4)
  for (const sx of [w * 0.1, w * 0.9]) {
    out += rect(sx - h * 0.09, h * 0.38, h * 0.18, h * 0.4, '#18181d', 'rx="6"')
    for (const [dy, r] of [
      [0.48, 0.055],
      [0.66, 0.07],
    ])
      out += circle(sx, h * dy, h * r, '#2c2c34') + circle(sx, h * dy, h * r * 0.4, '#0b0b0e')
  }
  out += rect(w * 0.25, h * 0.58, w * 0.5, h * 0.06, '#2c2c34', 'rx="6"') + rect(w * 0.27, h * 0.64, w * 0.46, h * 0.16, '#141418')
  for (const dx of [0.33, 0.67])
    out += ellipse(w * dx, h * 0.6, h * 0.08, h * 0.02, '#0b0b0e') + circle(w * dx, h * 0.6, h * 0.008, C.cream)
  for (let i = 0; i < 10; i++) out += rect(w * (0.26 + i * 0.05), h * 0.7, w * 0.03, h * 0.012, [C.teal, C.rose, C.turmeric][i % 3])
  for (let i = 0; i < 5; i++) out += rect(w * (0.44 + i * 0.025), h * 0.585, w * 0.006, h * 0.03, C.cream)
  return out + bokeh(ctx, 10, [C.teal, C.rose, C.marigold], 0, h * 0.4)
}
/** Classical dancer silhouette (araimandi pose); feet centre at (x, y). */
function dancer(x, y, hgt, color, skirt, flip = 1) {
  const s = hgt / 100,
    P = (a, b) => `${f1(x + flip * a * s)} ${f1(y - b * s)}`
  return (
    circle(x + flip * 2 * s, y - 90 * s, 6 * s, color) +
    pathEl(`M${P(-7, 80)} L${P(8, 80)} L${P(6, 50)} L${P(-5, 50)}Z`, color) +
    pathEl(
      `M${P(-5, 50)} L${P(-22, 28)} L${P(-16, 0)} L${P(-11, 0)} L${P(-14, 26)} L${P(0, 42)} L${P(14, 26)} L${P(11, 0)} L${P(16, 0)} L${P(22, 28)} L${P(6, 50)}Z`,
      color,
    ) +
    pathEl(`M${P(-4, 48)} L${P(-17, 22)} L${P(17, 22)} L${P(5, 48)}Z`, skirt) +
    `<path d="M${P(-6, 76)} L${P(-26, 70)} L${P(-38, 78)} M${P(7, 76)} L${P(24, 86)} L${P(30, 100)}" stroke="${color}" stroke-width="${f1(3.5 * s)}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`
  )
}
function dancersScene(ctx, th) {
  const { w, h, rng } = ctx
  let out = spotStage(ctx, th, 3) + glow(ctx, w / 2, h * 0.55, h * 0.45, C.marigold, 0.3)
  const n = rng.int(2, 3)
  for (let i = 0; i < n; i++)
    out += dancer(w * (0.5 + (i - (n - 1) / 2) * 0.26), h * 0.82, h * 0.5, '#120a0e', rng.pick([C.red, C.marigold, C.teal]), i % 2 ? -1 : 1)
  return out
}

// ---------------------------------------------------------------- gifts
function giftBox(ctx, x, y, bw, bh, color, ribbon) {
  const fill = ctx.lin(
    [
      [0, lighten(color, 0.15)],
      [1, darken(color, 0.2)],
    ],
    0,
    0,
    1,
    0,
  )
  return (
    shadow(ctx, x + bw / 2, y + bh, bw * 0.6, bh * 0.08) +
    rect(x, y, bw, bh, fill) +
    rect(x - bw * 0.05, y - bh * 0.02, bw * 1.1, bh * 0.2, lighten(color, 0.08)) +
    rect(x + bw * 0.44, y - bh * 0.02, bw * 0.12, bh * 1.02, ribbon) +
    rect(x - bw * 0.05, y + bh * 0.06, bw * 1.1, bh * 0.06, ribbon) +
    ellipse(x + bw * 0.36, y - bh * 0.1, bw * 0.14, bw * 0.08, ribbon, `transform="rotate(-25 ${f1(x + bw * 0.36)} ${f1(y - bh * 0.1)})"`) +
    ellipse(x + bw * 0.64, y - bh * 0.1, bw * 0.14, bw * 0.08, ribbon, `transform="rotate(25 ${f1(x + bw * 0.64)} ${f1(y - bh * 0.1)})"`) +
    circle(x + bw / 2, y - bh * 0.06, bw * 0.05, darken(ribbon, 0.15))
  )
}
function kumkumBox(ctx, x, y, r, fill = C.red) {
  const brass = ctx.lin(
    [
      [0, darken(C.brass, 0.3)],
      [0.4, lighten(C.brass, 0.45)],
      [1, darken(C.brass, 0.35)],
    ],
    0,
    0,
    1,
    0,
  )
  return (
    shadow(ctx, x, y, r * 1.3, r * 0.3) +
    rect(x - r, y - r * 0.7, r * 2, r * 0.7, brass) +
    ellipse(x, y, r, r * 0.3, brass) +
    ellipse(x, y - r * 0.7, r, r * 0.3, lighten(C.brass, 0.2)) +
    ellipse(x, y - r * 0.7, r * 0.82, r * 0.22, fill) +
    circle(x, y - r * 0.74, r * 0.2, lighten(fill, 0.2), 'opacity="0.5"')
  )
}
function sapling(ctx, x, y, s, pot = C.clay) {
  let out =
    shadow(ctx, x, y, s * 0.7, s * 0.1) +
    pathEl(
      `M${f1(x - s * 0.45)} ${f1(y - s * 0.75)} L${f1(x + s * 0.45)} ${f1(y - s * 0.75)} L${f1(x + s * 0.33)} ${f1(y)} L${f1(x - s * 0.33)} ${f1(y)}Z`,
      ctx.lin(
        [
          [0, lighten(pot, 0.15)],
          [1, darken(pot, 0.3)],
        ],
        0,
        0,
        1,
        0,
      ),
    ) +
    rect(x - s * 0.5, y - s * 0.85, s, s * 0.14, pot) +
    line(x, y - s * 0.8, x, y - s * 1.5, C.green, s * 0.05)
  for (const [a, l, yy] of [
    [-50, 0.45, 1.5],
    [50, 0.45, 1.45],
    [-70, 0.4, 1.2],
    [65, 0.38, 1.15],
  ])
    out += mangoLeaf(ctx, x, y - s * yy, s * l, 180 + a, lighten(C.green, 0.1))
  return out
}
function thamboolamBag(ctx, x, y, s, color) {
  const fill = ctx.lin(
    [
      [0, lighten(color, 0.2)],
      [1, darken(color, 0.25)],
    ],
    0,
    0,
    1,
    0,
  )
  return (
    shadow(ctx, x, y, s * 0.6, s * 0.1) +
    pathEl(
      `M${f1(x - s * 0.32)} ${f1(y - s * 0.95)} Q${f1(x - s * 0.6)} ${f1(y - s * 0.2)} ${f1(x - s * 0.45)} ${f1(y)} L${f1(x + s * 0.45)} ${f1(y)} Q${f1(x + s * 0.6)} ${f1(y - s * 0.2)} ${f1(x + s * 0.32)} ${f1(y - s * 0.95)}Z`,
      fill,
    ) +
    pathEl(
      `M${f1(x - s * 0.32)} ${f1(y - s * 0.95)} L${f1(x - s * 0.45)} ${f1(y - s * 1.25)} L${f1(x - s * 0.2)} ${f1(y - s * 1.1)} L${f1(x)} ${f1(y - s * 1.3)} L${f1(x + s * 0.2)} ${f1(y - s * 1.1)} L${f1(x + s * 0.45)} ${f1(y - s * 1.25)} L${f1(x + s * 0.32)} ${f1(y - s * 0.95)}Z`,
      lighten(color, 0.1),
    ) +
    rect(x - s * 0.42, y - s * 0.5, s * 0.84, s * 0.14, C.brass) +
    line(x - s * 0.34, y - s * 0.98, x + s * 0.34, y - s * 0.98, C.brass, s * 0.04) +
    circle(x + s * 0.36, y - s * 0.9, s * 0.05, C.brass) +
    petalFlower(ctx, x, y - s * 0.43, s * 0.1, C.cream, 6, C.red)
  )
}
function giftsScene(ctx) {
  const { w, h, rng } = ctx
  const k = ctx.index % 6,
    fy = h * 0.56
  let out =
    backdrop(ctx, C.cream, lighten(C.peach, 0.2)) +
    floor(ctx, fy, darken(C.peach, 0.25), lighten(C.peach, 0.1)) +
    garland(ctx, -10, h * 0.05, w + 10, h * 0.05, h * 0.06, h * 0.02, [C.marigold, C.cream, C.red]) +
    glow(ctx, w / 2, h * 0.45, h * 0.5, C.cream, 0.5)
  const cols = rng.shuffle([C.red, C.teal, C.marigold, C.green, C.maroon, C.rose])
  const row = (n, y, fn) => {
    let o = ''
    for (let i = 0; i < n; i++) o += fn(w * (0.5 + (i - (n - 1) / 2) * (0.86 / n)), y, i)
    return o
  }
  if (k === 0 || k === 4)
    out += row(k === 0 ? 4 : 3, fy + h * (k === 0 ? 0.3 : 0.18), (x, y, i) => {
      const bh = h * (0.26 + (i % 2) * 0.1)
      return giftBox(ctx, x - h * 0.14, y - bh, h * 0.28, bh, cols[i], i % 2 ? C.brass : C.cream)
    })
  if (k === 1 || k === 4)
    out +=
      rect(w * 0.06, fy + h * 0.3, w * 0.88, h * 0.05, C.brass, 'opacity="0.7"') +
      row(5, fy + h * 0.34, (x, y, i) => kumkumBox(ctx, x, y, h * 0.075, i % 2 ? C.red : C.turmeric))
  if (k === 1)
    out +=
      row(4, fy + h * 0.14, (x, y, i) => kumkumBox(ctx, x, y, h * 0.09, i % 2 ? C.turmeric : C.red)) +
      mangoLeaf(ctx, w * 0.08, fy, h * 0.12, -60) +
      mangoLeaf(ctx, w * 0.92, fy, h * 0.12, 60)
  if (k === 2)
    out += row(4, fy + h * 0.32, (x, y, i) => sapling(ctx, x, y, h * (0.3 + (i % 2) * 0.07), i % 2 ? C.clay : darken(C.clay, 0.15)))
  if (k === 3 || k === 5)
    out += row(k === 3 ? 4 : 3, fy + h * 0.32, (x, y, i) => thamboolamBag(ctx, x, y, h * (k === 3 ? 0.34 : 0.4), cols[i]))
  if (k === 5) out += sapling(ctx, w * 0.92, h * 0.97, h * 0.26) + kumkumBox(ctx, w * 0.08, h * 0.96, h * 0.07)
  return out
}

// ---------------------------------------------------------------- about
function crate(ctx, x, y, cw, ch, flower, rng) {
  const wood = ctx.lin([
    [0, '#b9854e'],
    [1, '#7c5230'],
  ])
  let out = shadow(ctx, x + cw / 2, y + ch, cw * 0.6, ch * 0.1)
  for (let i = 0; i < 40; i++)
    out += marigold(
      ctx,
      x + cw * rng.range(0.05, 0.95),
      y - ch * rng.range(-0.05, 0.2),
      cw * 0.07,
      flower === C.cream ? C.cream : rng.pick([flower, lighten(flower, 0.15)]),
    )
  out += rect(x, y, cw, ch, wood)
  for (let i = 1; i < 3; i++) out += rect(x, y + (i * ch) / 3 - 2, cw, 4, darken('#7c5230', 0.3), 'opacity="0.6"')
  return out
}
function aboutCratesScene(ctx) {
  const { w, h, rng } = ctx
  let out = backdrop(ctx, lighten(C.teal, 0.55), C.cream) + floor(ctx, h * 0.66, darken(C.cream, 0.25), darken(C.cream, 0.08))
  out += rect(0, 0, w, h * 0.1, C.green) + swags(ctx, 0, h * 0.1, w, 6, h * 0.03, C.green)
  for (let k = 0; k < 9; k++)
    out += strand(
      ctx,
      w * (0.06 + k * 0.11),
      h * 0.12,
      h * rng.range(0.18, 0.3),
      h * 0.016,
      k % 2 ? [C.marigold, C.turmeric] : [C.cream, C.red],
    )
  ;[C.rose, C.marigold, C.cream].forEach((c, i) => (out += crate(ctx, w * (0.12 + i * 0.27), h * 0.48, w * 0.22, h * 0.18, c, rng)))
  ;[C.marigold, C.cream, C.red, C.turmeric].forEach(
    (c, i) => (out += crate(ctx, w * (0.02 + i * 0.25), h * (0.72 + (i % 2) * 0.04), w * 0.22, h * 0.2, c, rng)),
  )
  return out
}
function aboutPlanningScene(ctx) {
  const { w, h, rng } = ctx
  let out = rect(
    0,
    0,
    w,
    h,
    ctx.lin(
      [
        [0, '#a57247'],
        [1, '#7a5030'],
      ],
      0,
      0,
      1,
      1,
    ),
  )
  for (let i = 0; i < 8; i++) out += rect(0, (h * i) / 8, w, 2, '#6a4428', 'opacity="0.3"')
  out += g(
    `rotate(-4 ${w * 0.35} ${h * 0.45})`,
    rect(w * 0.12, h * 0.12, w * 0.45, h * 0.62, C.cream) +
      `<path d="${archPath(w * 0.345, h * 0.6, w * 0.3, h * 0.36)}" stroke="${C.ink}" stroke-width="2" fill="none" opacity="0.6"/>` +
      line(w * 0.16, h * 0.62, w * 0.53, h * 0.62, C.ink, 2, 'opacity="0.6"') +
      kolam(ctx, w * 0.345, h * 0.5, h * 0.07, [C.cream, C.red, C.marigold], { rings: 2 }),
  )
  const sw = [C.maroon, C.red, C.marigold, C.turmeric, C.green, C.teal, C.brass, C.rose]
  sw.forEach(
    (c, i) =>
      (out += rect(
        w * 0.72,
        h * 0.25,
        w * 0.07,
        h * 0.42,
        c,
        `rx="8" transform="rotate(${-50 + i * 13} ${f1(w * 0.755)} ${f1(h * 0.64)})"`,
      )),
  )
  out += circle(w * 0.755, h * 0.64, 7, C.brass)
  for (let i = 0; i < 4; i++)
    out += rect(
      w * (0.6 + i * 0.09),
      h * 0.78,
      w * 0.08,
      h * 0.12,
      sw[(i * 3) % 8],
      `transform="rotate(${rng.range(-8, 8)} ${f1(w * (0.64 + i * 0.09))} ${f1(h * 0.84)})"`,
    )
  out += g(
    `rotate(30 ${w * 0.2} ${h * 0.85})`,
    rect(w * 0.12, h * 0.84, w * 0.2, h * 0.02, C.turmeric) +
      pathEl(`M${f1(w * 0.32)} ${f1(h * 0.84)} l${f1(w * 0.03)} ${f1(h * 0.01)} l${f1(-w * 0.03)} ${f1(h * 0.01)}Z`, C.peach),
  )
  for (let i = 0; i < 10; i++)
    out += petalFlower(
      ctx,
      rng.range(w * 0.05, w * 0.95),
      rng.range(h * 0.05, h * 0.95),
      h * 0.025,
      rng.pick([C.marigold, C.red, C.cream]),
      5,
      C.turmeric,
      rng.range(0, 60),
    )
  return out
}
function aboutVanScene(ctx) {
  const { w, h } = ctx
  const gy = h * 0.78,
    x = w * 0.18,
    vw = w * 0.64
  let out =
    backdrop(ctx, lighten(C.teal, 0.5), lighten(C.peach, 0.3)) + rect(0, gy, w, h - gy, '#6d6a66') + rect(0, gy, w, h * 0.02, '#9a958e')
  for (const tx of [0.05, 0.95]) out += bananaTree(ctx, w * tx, gy, h * 0.6, tx < 0.5 ? 1 : -1)
  const paint = ctx.lin([
    [0, lighten(C.turmeric, 0.25)],
    [1, darken(C.marigold, 0.05)],
  ])
  out +=
    rect(x, h * 0.38, vw * 0.72, h * 0.34, paint, `rx="${f1(h * 0.03)}"`) +
    pathEl(
      `M${f1(x + vw * 0.72)} ${f1(h * 0.45)} L${f1(x + vw * 0.88)} ${f1(h * 0.45)} L${f1(x + vw)} ${f1(h * 0.58)} L${f1(x + vw)} ${f1(h * 0.72)} L${f1(x + vw * 0.72)} ${f1(h * 0.72)}Z`,
      paint,
    ) +
    pathEl(
      `M${f1(x + vw * 0.75)} ${f1(h * 0.48)} L${f1(x + vw * 0.86)} ${f1(h * 0.48)} L${f1(x + vw * 0.95)} ${f1(h * 0.58)} L${f1(x + vw * 0.75)} ${f1(h * 0.58)}Z`,
      lighten(C.teal, 0.4),
    ) +
    rect(x, h * 0.6, vw, h * 0.04, C.green) +
    rect(x + vw * 0.76, h * 0.6, vw * 0.02, h * 0.1, darken(C.marigold, 0.3))
  out += garland(ctx, x + vw * 0.05, h * 0.42, x + vw * 0.67, h * 0.42, h * 0.05, h * 0.016, [C.marigold, C.red, C.cream])
  out += petalFlower(ctx, x + vw * 0.36, h * 0.52, h * 0.06, C.maroon, 8, C.cream)
  for (let i = 0; i < 30; i++)
    out += marigold(
      ctx,
      x + vw * (0.04 + (i % 15) * 0.045),
      h * (0.365 - Math.floor(i / 15) * 0.03),
      h * 0.022,
      [C.marigold, C.cream, C.red][i % 3],
    )
  for (const wx of [0.18, 0.8])
    out += circle(x + vw * wx, gy - h * 0.02, h * 0.07, '#1c1c20') + circle(x + vw * wx, gy - h * 0.02, h * 0.03, '#9a9aa2')
  return out
}
function aboutHallScene(ctx) {
  const { w, h } = ctx
  let out = mandapScene(ctx, THEMES.wedding)
  for (let r = 0; r < 2; r++)
    for (let i = 0; i < 10; i++) {
      if (i === 4 || i === 5) continue
      const x = w * (0.05 + i * 0.1),
        y = h * (0.9 + r * 0.1),
        cw = w * 0.08
      out +=
        rect(
          x,
          y - h * 0.12,
          cw,
          h * 0.12,
          ctx.lin([
            [0, C.cream],
            [1, darken(C.cream, 0.15)],
          ]),
          'rx="6"',
        ) + rect(x, y - h * 0.12, cw, h * 0.025, C.red, 'rx="4"')
    }
  return out + stringLights(ctx, -10, h * 0.02, w + 10, h * 0.02, h * 0.03, 20, C.turmeric, h * 0.005)
}

// ---------------------------------------------------------------- event close-ups
function cakeTableScene(ctx, th) {
  const { w, h, rng } = ctx
  let out = backdrop(ctx, th.wall[0], th.wall[1]) + bokeh(ctx, 12, th.balloons, 0, h * 0.5)
  out +=
    rect(
      w * 0.15,
      h * 0.68,
      w * 0.7,
      h * 0.32,
      ctx.lin([
        [0, C.cream],
        [1, darken(C.cream, 0.12)],
      ]),
    ) + swags(ctx, w * 0.15, h * 0.68, w * 0.7, 5, h * 0.04, th.balloons[0])
  out += cake(ctx, w / 2, h * 0.7, h * 0.34, rng.shuffle([...th.balloons]).slice(0, 3))
  for (const sx of [0.12, 0.88]) out += balloonCluster(ctx, w * sx, h * 0.3, h * 0.06, th.balloons, 5, h * 0.25)
  return out + stringLights(ctx, -10, h * 0.04, w + 10, h * 0.04, h * 0.04, 14, C.turmeric, h * 0.006)
}
function balloonWallScene(ctx, th) {
  const { w, h, rng } = ctx
  let out = backdrop(ctx, lighten(th.wall[0], 0.2), th.wall[1]) + floor(ctx, h * 0.82, th.floor[0], th.floor[1])
  for (let i = 0; i < 46; i++) {
    const t = i / 45,
      x = w * t,
      y = h * (0.15 + 0.55 * (Math.abs(t - 0.5) * 2) ** 1.5) + rng.range(-30, 30)
    out += balloon(ctx, x, y, h * rng.range(0.04, 0.07), rng.pick(th.balloons))
  }
  out +=
    circle(w / 2, h * 0.5, h * 0.2, lighten(th.drape, 0.5), 'opacity="0.9"') +
    circle(w / 2, h * 0.5, h * 0.2, 'none', `stroke="${C.brass}" stroke-width="5"`)
  out += petalFlower(ctx, w / 2, h * 0.5, h * 0.1, th.balloons[0], 8, C.turmeric)
  return (
    out +
    balloonCluster(ctx, w * 0.25, h * 0.78, h * 0.05, th.balloons, 3) +
    balloonCluster(ctx, w * 0.75, h * 0.78, h * 0.05, th.balloons, 3)
  )
}
function banglesScene(ctx, th) {
  const { w, h, rng } = ctx
  let out = silk(ctx, rng.pick([C.rose, C.lavender, C.peach]), C.brass, -25)
  const cols = [C.red, C.green, C.marigold, C.teal, C.rose, C.lavender, C.brass]
  for (let k = 0; k < 4; k++) out += bangles(ctx, w * (0.18 + k * 0.21), h * 0.7, h * 0.11, rng.shuffle(cols), 10)
  return (
    out +
    jasmine(ctx, -10, h * 0.15, w + 10, h * 0.2, h * 0.06, h * 0.02) +
    petalFlower(ctx, w * 0.85, h * 0.35, h * 0.05, C.rose, 6, C.turmeric)
  )
}
function cradleScene(ctx, th) {
  const { w, h } = ctx
  return (
    backdrop(ctx, th.wall[0], th.wall[1]) +
    floor(ctx, h * 0.8, th.floor[0], th.floor[1]) +
    swags(ctx, 0, 0, w, 5, h * 0.06, C.white) +
    flowerArch(ctx, w / 2, h * 0.8, h * 0.9, h * 0.65, h * 0.018, th.flowers) +
    cradle(ctx, w / 2, h * 0.8, h * 0.4, C.lavender)
  )
}
function potsRowScene(ctx, th) {
  const { w, h, rng } = ctx
  const fy = h * 0.74
  let out =
    backdrop(ctx, th.wall[0], th.wall[1]) +
    drapes(ctx, 0, 0, w, fy, th.drape, 12) +
    floor(ctx, fy, th.floor[0], th.floor[1]) +
    flowerCurtain(ctx, w * 0.05, w * 0.95, h * 0.12, h * 0.36, h * 0.013, th.flowers) +
    thoranam(ctx, -10, w + 10, h * 0.02, h * 0.15, { flowers: th.flowers })
  const n = rng.int(3, 5)
  for (let i = 0; i < n; i++) out += brassPot(ctx, w * (0.5 + (i - (n - 1) / 2) * 0.19), fy + h * 0.08, h * 0.09, { kalasam: true })
  for (let i = 0; i < n + 1; i++) out += diya(ctx, w * (0.5 + (i - n / 2) * 0.19), fy + h * 0.18, h * 0.025)
  return out
}
function milkPotScene(ctx, th) {
  const { w, h } = ctx
  return (
    backdrop(ctx, darken(th.wall[1], 0.1), darken(th.wall[1], 0.4)) +
    floor(ctx, h * 0.7, th.floor[0], th.floor[1]) +
    kolam(ctx, w / 2, h * 0.88, h * 0.22, [C.cream, C.red, C.marigold, C.green], { rings: 3, squash: 0.35 }) +
    milkPot(ctx, w / 2, h * 0.82, h * 0.15) +
    thoranam(ctx, -10, w + 10, h * 0.02, h * 0.15, { sag: h * 0.02 })
  )
}
function entranceScene(ctx, th) {
  const { w, h } = ctx
  const fy = h * 0.74
  let out =
    backdrop(ctx, th.wall[0], th.wall[1]) +
    rect(0, fy - h * 0.03, w, h * 0.03, C.maroon, 'opacity="0.7"') +
    floor(ctx, fy, th.floor[0], th.floor[1])
  out += doorway(ctx, w / 2, fy - h * 0.03, h * 0.4, h * 0.52, th.wall[1])
  for (const sx of [w / 2 - h * 0.42, w / 2 + h * 0.42])
    out +=
      bananaTree(ctx, sx, fy, h * 0.6, sx < w / 2 ? 1 : -1) +
      brassPot(ctx, sx + (sx < w / 2 ? -1 : 1) * h * 0.15, fy + h * 0.1, h * 0.06, { kalasam: true })
  out += kolam(ctx, w / 2, fy + h * 0.14, h * 0.22, [C.cream, C.red, C.marigold, C.green], { rings: 3, squash: 0.3 })
  if (w / h > 1.5) for (const sx of [w * 0.1, w * 0.9]) out += kuthuvilakku(ctx, sx, fy + h * 0.14, h * 0.32)
  return out
}

// ---------------------------------------------------------------- brand
function logoScene(ctx) {
  const { w, h } = ctx
  const cx = w / 2,
    cy = h * 0.66,
    R = w * 0.4
  let out = `<path d="M${f1(cx - R)} ${f1(cy)} A${f1(R)} ${f1(R)} 0 0 1 ${f1(cx + R)} ${f1(cy)}" stroke="${C.marigold}" stroke-width="${f1(w * 0.018)}" fill="none" stroke-linecap="round"/>`
  const n = 13
  for (let i = 0; i < n; i++) {
    const t = Math.PI + (i * Math.PI) / (n - 1),
      x = cx + R * Math.cos(t),
      y = cy + R * Math.sin(t),
      a = (t * 180) / Math.PI + 90
    if (i % 2 === 0) out += mangoLeaf(ctx, x, y, w * 0.17, a, C.maroon)
    else
      for (let k = 0; k < 3; k++)
        out += marigold(
          ctx,
          x - Math.cos(t) * w * (0.025 + k * 0.035),
          y - Math.sin(t) * w * (0.025 + k * 0.035),
          w * (0.024 - k * 0.003),
          k % 2 ? C.turmeric : C.marigold,
        )
  }
  out += ellipse(cx, cy + h * 0.1, w * 0.2, w * 0.028, C.maroon) + diya(ctx, cx, cy + h * 0.06, w * 0.1, { halo: false })
  return out + petalFlower(ctx, cx, cy - h * 0.21, w * 0.075, C.marigold, 10, C.maroon)
}

// ---------------------------------------------------------------- registry
const T = THEMES
const warmBirthday = { ...T.birthday, wall: [C.peach, C.blush], balloons: [C.marigold, C.red, C.teal, C.cream, C.rose] }
/** Pick one of `variants` by file index, with a theme from `themes` rotating on a different cycle. */
const cycle = (variants, themes) => (ctx) =>
  variants[ctx.index % variants.length](ctx, themes[(ctx.index + Math.floor(ctx.index / variants.length)) % themes.length])
const withArg = (fn, list) => (ctx, th) => fn(ctx, th, list[(ctx.index * 5 + (ctx.index >> 2)) % list.length])

/** Scene drawer per category; each receives a ctx with w, h, rng and the file index. */
const SCENES = {
  hero: (ctx) =>
    [() => mandapScene(ctx, T.wedding), () => rangoliScene(ctx, T.wedding), () => birthdayStage(ctx, T.birthday, { lights: 4 })][
      ctx.index
    ](),
  'event-wedding': (ctx) => mandapScene(ctx, T.wedding, { style: 'arch' }),
  'event-engagement': (ctx) => ringsScene(ctx, T.engagement),
  'event-birthday': (ctx) => birthdayStage(ctx, warmBirthday, { lights: 2 }),
  'event-puberty': (ctx) => pubertyScene(ctx, T.puberty),
  'event-babyshower': (ctx) => babyshowerScene(ctx, T.babyshower),
  'event-housewarming': (ctx) => housewarmingScene(ctx, T.housewarming),
  decoration: cycle(
    [decorStage, curtainScene, garlandScene, lampScene, flowerKolamScene, litArchesScene],
    [T.wedding, T.engagement, T.puberty, T.wedding, T.housewarming, T.babyshower],
  ),
  photography: cycle(
    [photoCameraScene, photoLensScene, photoBokehScene, photoFramesScene, photoCoupleScene, photoStudioScene],
    [T.wedding, T.engagement, T.birthday, T.babyshower, T.puberty],
  ),
  'bridal-makeup': cycle(
    [bridalJhumkaScene, bridalNecklaceScene, bridalJasmineScene, bridalSareeScene].map((f) =>
      withArg(f, [C.red, C.maroon, C.teal, C.green, C.rose, C.plum, '#6b2a7a', C.marigold]),
    ),
    [T.wedding],
  ),
  'groom-makeup': cycle(
    [groomVeshtiScene, groomTurbanScene, groomSherwaniScene].map((f) => withArg(f, [C.maroon, C.teal, C.green, C.plum, C.brass, C.red])),
    [T.wedding],
  ),
  mehndi: mehndiScene,
  entertainment: cycle([musiciansScene, crowdScene, djScene, dancersScene], [T.wedding, T.engagement]),
  gifts: giftsScene,
  about: (ctx) => [aboutCratesScene, aboutPlanningScene, aboutVanScene, aboutHallScene][ctx.index](ctx),
  birthday: cycle(
    [
      birthdayStage,
      cakeTableScene,
      balloonWallScene,
      decorStage,
      (c, th) => birthdayStage(c, th, { arch: false, lights: 5 }),
      litArchesScene,
    ],
    [T.birthday, warmBirthday],
  ),
  babyshower: cycle([babyshowerScene, banglesScene, curtainScene, decorStage, cradleScene, balloonWallScene], [T.babyshower]),
  puberty: cycle([pubertyScene, potsRowScene, curtainScene, flowerKolamScene, lampScene, decorStage], [T.puberty]),
  housewarming: cycle([housewarmingScene, entranceScene, flowerKolamScene, milkPotScene, garlandScene, potsRowScene], [T.housewarming]),
  engagement: cycle(
    [ringsScene, (c, th) => mandapScene(c, th, { style: 'arch' }), decorStage, litArchesScene, garlandScene, curtainScene],
    [T.engagement],
  ),
  logo: logoScene,
  share: (ctx) => entranceScene(ctx, T.housewarming) + thoranam(ctx, -10, ctx.w + 10, ctx.h * 0.02, ctx.h * 0.12, { sag: ctx.h * 0.015 }),
}

// ---------------------------------------------------------------- file list
const pad = (n) => String(n).padStart(2, '0')
function series(dir, count, w = 960, h = 720) {
  return Array.from({ length: count }, (_, i) => ({ file: `${dir}/${dir}-${pad(i + 1)}.jpg`, scene: dir, index: i, w, h }))
}
const FILES = [
  ...series('hero', 3, 1600, 900),
  ...['wedding', 'engagement', 'birthday', 'puberty', 'babyshower', 'housewarming'].map((e, i) => ({
    file: `events/${e}.jpg`,
    scene: `event-${e}`,
    index: i,
    w: 1200,
    h: 800,
  })),
  ...series('decoration', 18),
  ...series('photography', 26),
  ...series('bridal-makeup', 12),
  ...series('groom-makeup', 6),
  ...series('mehndi', 8),
  ...series('entertainment', 8),
  ...series('gifts', 6),
  ...series('about', 4),
  ...['birthday', 'babyshower', 'puberty', 'housewarming', 'engagement'].flatMap((d) => series(d, 6)),
  { file: 'brand/logo.png', scene: 'logo', index: 0, w: 512, h: 512 },
  { file: 'brand/share.jpg', scene: 'share', index: 0, w: 1200, h: 630 },
]

async function render(item) {
  const ctx = makeCtx(item.file, item.w, item.h)
  ctx.index = item.index
  if (!SCENES[item.scene]) throw new Error(`no scene for ${item.file}`)
  const body = SCENES[item.scene](ctx)
  const svg = svgDoc(ctx, body)
  const out = path.join(ROOT, item.file)
  await mkdir(path.dirname(out), { recursive: true })
  const img = sharp(Buffer.from(svg))
  try {
    if (item.file.endsWith('.png')) await img.png({ compressionLevel: 9 }).toFile(out)
    else await img.flatten({ background: C.cream }).jpeg({ quality: 72, mozjpeg: true, progressive: true }).toFile(out)
  } catch (err) {
    throw new Error(`${item.file}: ${err.message}`)
  }
}

const only = process.argv[2]
const todo = only ? FILES.filter((f) => f.file.includes(only)) : FILES
const t0 = Date.now()
const queue = [...todo]
await Promise.all(
  Array.from({ length: 4 }, async () => {
    while (queue.length) await render(queue.shift())
  }),
)
console.log(`wrote ${todo.length} images in ${((Date.now() - t0) / 1000).toFixed(1)}s`)
