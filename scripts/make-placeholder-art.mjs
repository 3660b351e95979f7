// Draws original placeholder artwork (flat SVG illustrations rasterised with sharp)
// for every image under content/images. These stand in for the business's own
// photos: replace any of them by overwriting the file of the same name.
// Output is deterministic (one seeded PRNG per file name). Run: node scripts/make-placeholder-art.mjs
import sharp from 'sharp';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'content', 'images');

// ---------------------------------------------------------------- palette
const C = {
  maroon: '#7a1f2b', red: '#a8323e', marigold: '#f2a007', turmeric: '#e8b923',
  cream: '#fdf6e9', green: '#2f6b3a', teal: '#1995ad', brass: '#c9973a',
  blush: '#f7c9d2', rose: '#e890a6', lavender: '#d3c2ea', mint: '#c4e6d3',
  babyblue: '#bcdcf2', peach: '#f8d3b0', henna: '#7b3a1a', skin: '#e9bd98',
  night: '#2b1530', plum: '#4a1d3a', ink: '#3a1a22', clay: '#b5562f', white: '#ffffff',
};

const hex = (c) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16));
const toHex = (rgb) => '#' + rgb.map((v) => Math.round(Math.max(0, Math.min(255, v))).toString(16).padStart(2, '0')).join('');
const mix = (a, b, t) => { const x = hex(a), y = hex(b); return toHex(x.map((v, i) => v + (y[i] - v) * t)); };
const lighten = (c, t) => mix(c, '#ffffff', t);
const darken = (c, t) => mix(c, '#000000', t);

// ---------------------------------------------------------------- PRNG
function makeRng(seedText) {
  let h = 2166136261;
  for (const ch of seedText) { h ^= ch.charCodeAt(0); h = Math.imul(h, 16777619); }
  let a = h >>> 0;
  const next = () => { // mulberry32
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (lo, hi) => lo + (hi - lo) * next(),
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: (list) => list[Math.floor(next() * list.length)],
    chance: (p) => next() < p,
    shuffle: (list) => { const l = [...list]; for (let i = l.length - 1; i > 0; i--) { const j = Math.floor(next() * (i + 1)); [l[i], l[j]] = [l[j], l[i]]; } return l; },
  };
}

// ---------------------------------------------------------------- SVG context
const f1 = (n) => Math.round(n * 10) / 10;

/** Drawing context: size, rng and a cached gradient registry. */
function makeCtx(name, w, h) {
  const defs = new Map();
  const grad = (kind, stops, attrs) => {
    const key = kind + attrs + JSON.stringify(stops);
    if (!defs.has(key)) {
      const id = 'g' + defs.size;
      const st = stops.map(([o, c, op = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${op}"/>`).join('');
      defs.set(key, { id, xml: `<${kind} id="${id}" ${attrs}>${st}</${kind}>` });
    }
    return `url(#${defs.get(key).id})`;
  };
  return {
    name, w, h, s: h / 720, rng: makeRng(name),
    lin: (stops, x1 = 0, y1 = 0, x2 = 0, y2 = 1) => grad('linearGradient', stops, `x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"`),
    rad: (stops, cx = 0.5, cy = 0.5, r = 0.5) => grad('radialGradient', stops, `cx="${cx}" cy="${cy}" r="${r}"`),
    defsXml: () => [...defs.values()].map((d) => d.xml).join(''),
  };
}

const svgDoc = (ctx, body, bg = true) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${ctx.w}" height="${ctx.h}" viewBox="0 0 ${ctx.w} ${ctx.h}"><defs>${ctx.defsXml()}</defs>${bg ? '' : ''}${body}</svg>`;

// ---------------------------------------------------------------- shared primitives
const rect = (x, y, w, h, fill, extra = '') => `<rect x="${f1(x)}" y="${f1(y)}" width="${f1(w)}" height="${f1(h)}" fill="${fill}" ${extra}/>`;
const circle = (x, y, r, fill, extra = '') => `<circle cx="${f1(x)}" cy="${f1(y)}" r="${f1(r)}" fill="${fill}" ${extra}/>`;
const ellipse = (x, y, rx, ry, fill, extra = '') => `<ellipse cx="${f1(x)}" cy="${f1(y)}" rx="${f1(rx)}" ry="${f1(ry)}" fill="${fill}" ${extra}/>`;
const pathEl = (d, fill, extra = '') => `<path d="${d}" fill="${fill}" ${extra}/>`;
const g = (transform, inner, extra = '') => `<g transform="${transform}" ${extra}>${inner}</g>`;
const line = (x1, y1, x2, y2, stroke, sw, extra = '') => `<line x1="${f1(x1)}" y1="${f1(y1)}" x2="${f1(x2)}" y2="${f1(y2)}" stroke="${stroke}" stroke-width="${f1(sw)}" ${extra}/>`;

/** Vertical gradient sky/wall. */
const backdrop = (ctx, top, bottom) => rect(0, 0, ctx.w, ctx.h, ctx.lin([[0, top], [1, bottom]]));
/** Floor band from y to bottom. */
const floor = (ctx, y, near, far) => rect(0, y, ctx.w, ctx.h - y, ctx.lin([[0, far], [1, near]]));
/** Soft radial glow (stands in for light, no filters). */
const glow = (ctx, x, y, r, color, op = 0.6) => circle(x, y, r, ctx.rad([[0, color, op], [1, color, 0]]));

/** Sample a quadratic curve sagging by `sag` between two points. */
function curvePoints(x1, y1, x2, y2, sag, n) {
  const cx = (x1 + x2) / 2, cy = (y1 + y2) / 2 + sag * 2;
  return Array.from({ length: n }, (_, i) => {
    const t = n === 1 ? 0.5 : i / (n - 1), u = 1 - t;
    return [u * u * x1 + 2 * u * t * cx + t * t * x2, u * u * y1 + 2 * u * t * cy + t * t * y2];
  });
}

/** Marigold-style round flower (ball of petals). */
function marigold(ctx, x, y, r, color) {
  const fill = ctx.rad([[0, lighten(color, 0.35)], [0.7, color], [1, darken(color, 0.25)]], 0.4, 0.35, 0.7);
  return circle(x, y, r, fill);
}

/** Five/eight petal flat flower (jasmine, rose, kolam flowers). */
function petalFlower(ctx, x, y, r, color, petals = 6, center = C.turmeric, rot = 0) {
  const p = [];
  for (let i = 0; i < petals; i++) {
    const a = rot + (i * 360) / petals;
    p.push(ellipse(0, -r * 0.55, r * 0.32, r * 0.55, color, `transform="rotate(${f1(a)})"`));
  }
  return g(`translate(${f1(x)} ${f1(y)})`, p.join('') + circle(0, 0, r * 0.25, center));
}

/** Garland of marigold balls following a sagging curve. */
function garland(ctx, x1, y1, x2, y2, sag, r, colors) {
  const len = Math.hypot(x2 - x1, y2 - y1) + Math.abs(sag);
  const pts = curvePoints(x1, y1, x2, y2, sag, Math.max(3, Math.round(len / (r * 1.5))));
  return pts.map(([x, y], i) => marigold(ctx, x, y, r, colors[i % colors.length])).join('');
}

/** Vertical strand of flowers hanging from (x, y). */
function strand(ctx, x, y, len, r, colors, tassel = true) {
  const n = Math.max(2, Math.round(len / (r * 1.6)));
  let out = line(x, y, x, y + len, darken(colors[0], 0.4), 1);
  for (let i = 0; i < n; i++) out += marigold(ctx, x, y + (i * len) / n + r, r, colors[i % colors.length]);
  if (tassel) out += petalFlower(ctx, x, y + len + r * 1.2, r * 1.6, C.cream, 6, C.red);
  return out;
}

/** Mango leaf pointing down from its stem at (x, y). */
function mangoLeaf(ctx, x, y, len, angle, color = C.green) {
  const w = len * 0.28;
  const d = `M0 0 C${f1(w)} ${f1(len * 0.25)} ${f1(w * 0.8)} ${f1(len * 0.75)} 0 ${f1(len)} C${f1(-w * 0.8)} ${f1(len * 0.75)} ${f1(-w)} ${f1(len * 0.25)} 0 0Z`;
  const fill = ctx.lin([[0, lighten(color, 0.15)], [1, darken(color, 0.2)]], 0, 0, 1, 0);
  return g(`translate(${f1(x)} ${f1(y)}) rotate(${f1(angle)})`, pathEl(d, fill) + line(0, 0, 0, len * 0.9, darken(color, 0.35), Math.max(1, len / 40)));
}

/** Thoranam: a cord of mango leaves with marigold drops. */
function thoranam(ctx, x1, x2, y, leaf, { sag = 0, flowers = [C.marigold, C.turmeric] } = {}) {
  const n = Math.max(3, Math.round((x2 - x1) / (leaf * 0.42)));
  const pts = curvePoints(x1, y, x2, y, sag, n);
  let out = `<path d="M${f1(x1)} ${f1(y)} Q${f1((x1 + x2) / 2)} ${f1(y + sag * 2)} ${f1(x2)} ${f1(y)}" stroke="${C.brass}" stroke-width="${f1(leaf / 14)}" fill="none"/>`;
  pts.forEach(([x, yy], i) => {
    out += i % 2 === 0 ? mangoLeaf(ctx, x, yy, leaf, (i % 4 === 0 ? 6 : -6)) : strand(ctx, x, yy, leaf * 0.6, leaf * 0.1, flowers, false);
  });
  return out;
}

/** Clay diya with a flame and glow. */
function diya(ctx, x, y, s) {
  return glow(ctx, x, y - s * 0.9, s * 2.2, C.turmeric, 0.45) +
    pathEl(`M${f1(x - s)} ${f1(y - s * 0.3)} Q${f1(x)} ${f1(y + s * 0.75)} ${f1(x + s)} ${f1(y - s * 0.3)} Z`, ctx.lin([[0, C.clay], [1, darken(C.clay, 0.35)]])) +
    ellipse(x, y - s * 0.3, s, s * 0.16, darken(C.clay, 0.2)) +
    pathEl(`M${f1(x)} ${f1(y - s * 1.25)} Q${f1(x + s * 0.28)} ${f1(y - s * 0.55)} ${f1(x)} ${f1(y - s * 0.35)} Q${f1(x - s * 0.28)} ${f1(y - s * 0.55)} ${f1(x)} ${f1(y - s * 1.25)}Z`, ctx.lin([[0, C.turmeric], [1, C.marigold]]));
}

/** Brass kuthuvilakku (tall standing lamp), base at (x, y), height hgt. */
function kuthuvilakku(ctx, x, y, hgt) {
  const s = hgt / 100;
  const brass = ctx.lin([[0, darken(C.brass, 0.2)], [0.45, lighten(C.brass, 0.35)], [1, darken(C.brass, 0.3)]], 0, 0, 1, 0);
  let out = ellipse(x, y - 4 * s, 22 * s, 6 * s, brass) +
    pathEl(`M${f1(x - 20 * s)} ${f1(y - 4 * s)} Q${f1(x)} ${f1(y - 22 * s)} ${f1(x + 20 * s)} ${f1(y - 4 * s)}Z`, brass) +
    rect(x - 2.5 * s, y - 80 * s, 5 * s, 66 * s, brass) +
    ellipse(x, y - 46 * s, 6 * s, 3 * s, brass) +
    pathEl(`M${f1(x - 18 * s)} ${f1(y - 80 * s)} Q${f1(x)} ${f1(y - 66 * s)} ${f1(x + 18 * s)} ${f1(y - 80 * s)}Z`, brass) +
    pathEl(`M${f1(x - 4 * s)} ${f1(y - 80 * s)} L${f1(x)} ${f1(y - 96 * s)} L${f1(x + 4 * s)} ${f1(y - 80 * s)}Z`, brass);
  for (const dx of [-15, 0, 15]) out += glow(ctx, x + dx * s, y - 86 * s, 9 * s, C.turmeric, 0.5) + ellipse(x + dx * s, y - 85 * s, 1.8 * s, 4.5 * s, C.marigold);
  return out;
}

/** Kolam / rangoli mandala. */
function kolam(ctx, cx, cy, R, colors, { rings = 4, dots = true, squash = 1 } = {}) {
  const rng = ctx.rng;
  let out = circle(0, 0, R, colors[0], 'opacity="0.9"');
  for (let k = 0; k < rings; k++) {
    const rr = R * (1 - (k + 0.6) / (rings + 0.6));
    const n = 8 + 4 * (rings - k) + (rng.int(0, 1) * 4);
    const col = colors[(k + 1) % colors.length];
    for (let i = 0; i < n; i++) {
      const a = (i * 360) / n;
      out += ellipse(0, -rr, R * 0.07 + rr * 0.09, rr * 0.2 + R * 0.04, col, `transform="rotate(${f1(a)})"`);
    }
    if (dots) for (let i = 0; i < n; i++) {
      const a = ((i + 0.5) * 2 * Math.PI) / n;
      out += circle(Math.sin(a) * rr * 1.08, -Math.cos(a) * rr * 1.08, R * 0.018 + 1, C.cream);
    }
  }
  out += petalFlower(ctx, 0, 0, R * 0.22, colors[1], 8, colors[2 % colors.length]);
  return g(`translate(${f1(cx)} ${f1(cy)}) scale(1 ${squash})`, out);
}

/** Balloon with string and highlight. */
function balloon(ctx, x, y, r, color, stringLen = 0) {
  const fill = ctx.rad([[0, lighten(color, 0.45)], [0.6, color], [1, darken(color, 0.2)]], 0.35, 0.3, 0.75);
  return (stringLen ? `<path d="M${f1(x)} ${f1(y + r * 1.15)} q${f1(r * 0.3)} ${f1(stringLen / 2)} 0 ${f1(stringLen)}" stroke="${darken(color, 0.3)}" stroke-width="1.5" fill="none"/>` : '') +
    ellipse(x, y, r, r * 1.15, fill) + pathEl(`M${f1(x - r * 0.15)} ${f1(y + r * 1.25)} L${f1(x)} ${f1(y + r * 1.1)} L${f1(x + r * 0.15)} ${f1(y + r * 1.25)}Z`, darken(color, 0.15));
}

/** String of small warm bulbs along a curve. */
function stringLights(ctx, x1, y1, x2, y2, sag, n, color = C.turmeric, r = 4) {
  const pts = curvePoints(x1, y1, x2, y2, sag, n);
  let out = `<path d="M${f1(x1)} ${f1(y1)} Q${f1((x1 + x2) / 2)} ${f1((y1 + y2) / 2 + sag * 2)} ${f1(x2)} ${f1(y2)}" stroke="${C.ink}" stroke-opacity="0.5" stroke-width="1.2" fill="none"/>`;
  for (const [x, y] of pts) out += glow(ctx, x, y + r, r * 3.2, color, 0.45) + circle(x, y + r, r, lighten(color, 0.5));
  return out;
}

/** Banana tree pillar (trunk + drooping leaves), base at (x, y). */
function bananaTree(ctx, x, y, hgt, flip = 1) {
  const s = hgt / 100;
  const trunk = ctx.lin([[0, darken(C.green, 0.1)], [0.5, lighten(C.green, 0.3)], [1, darken(C.green, 0.2)]], 0, 0, 1, 0);
  let out = rect(x - 5 * s, y - 70 * s, 10 * s, 70 * s, trunk);
  const leaves = [[-60, 34], [-25, 40], [20, 38], [55, 32], [85, 26]];
  for (const [a, l] of leaves) {
    const d = `M0 0 C${f1(l * 0.3 * s)} ${f1(-10 * s)} ${f1(l * 0.8 * s)} ${f1(-6 * s)} ${f1(l * s)} ${f1(6 * s)} C${f1(l * 0.7 * s)} ${f1(3 * s)} ${f1(l * 0.3 * s)} ${f1(4 * s)} 0 0Z`;
    out += g(`translate(${f1(x)} ${f1(y - 70 * s)}) scale(${flip} 1) rotate(${a - 90 + 60})`, pathEl(d, ctx.lin([[0, lighten(C.green, 0.25)], [1, C.green]])));
  }
  return out;
}

// ---------------------------------------------------------------- scenes (filled in below)
const SCENES = {};

function fallback(ctx) {
  return backdrop(ctx, C.cream, C.peach) + kolam(ctx, ctx.w / 2, ctx.h / 2, ctx.h * 0.3, [C.maroon, C.marigold, C.cream, C.teal]);
}

// ---------------------------------------------------------------- file list
const pad = (n) => String(n).padStart(2, '0');
function series(dir, count, w = 960, h = 720) {
  return Array.from({ length: count }, (_, i) => ({ file: `${dir}/${dir}-${pad(i + 1)}.jpg`, scene: dir, index: i, w, h }));
}
const FILES = [
  ...series('hero', 3, 1600, 900),
  ...['wedding', 'engagement', 'birthday', 'puberty', 'babyshower', 'housewarming']
    .map((e, i) => ({ file: `events/${e}.jpg`, scene: `event-${e}`, index: i, w: 1200, h: 800 })),
  ...series('decoration', 18), ...series('photography', 26), ...series('bridal-makeup', 12),
  ...series('groom-makeup', 6), ...series('mehndi', 8), ...series('entertainment', 8),
  ...series('gifts', 6), ...series('about', 4),
  ...['birthday', 'babyshower', 'puberty', 'housewarming', 'engagement'].flatMap((d) => series(d, 6)),
  { file: 'brand/logo.png', scene: 'logo', index: 0, w: 512, h: 512 },
  { file: 'brand/share.jpg', scene: 'share', index: 0, w: 1200, h: 630 },
];

async function render(item) {
  const ctx = makeCtx(item.file, item.w, item.h);
  ctx.index = item.index;
  const body = (SCENES[item.scene] || fallback)(ctx);
  const svg = svgDoc(ctx, body);
  const out = path.join(ROOT, item.file);
  await mkdir(path.dirname(out), { recursive: true });
  const img = sharp(Buffer.from(svg));
  if (item.file.endsWith('.png')) await img.png({ compressionLevel: 9 }).toFile(out);
  else await img.flatten({ background: C.cream }).jpeg({ quality: 72, mozjpeg: true, progressive: true }).toFile(out);
}

const only = process.argv[2];
const todo = only ? FILES.filter((f) => f.file.includes(only)) : FILES;
const t0 = Date.now();
const queue = [...todo];
await Promise.all(Array.from({ length: 4 }, async () => { while (queue.length) await render(queue.shift()); }));
console.log(`wrote ${todo.length} images in ${((Date.now() - t0) / 1000).toFixed(1)}s`);

export { SCENES };
