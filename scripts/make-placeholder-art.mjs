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

// ---------------------------------------------------------------- compositions
const FLOWERS = [C.marigold, C.turmeric, C.marigold, C.red];
const JASMINE = [C.cream, C.white, C.cream];

/** A decorated stage: wall, floor, hanging strands, a top garland, lamps and optional banana trees. */
function stage(ctx, { wall = [C.plum, C.maroon], floorColors = [C.ink, C.maroon], flowers = FLOWERS, curtain = JASMINE, trees = false, lamps = true, seat = true } = {}) {
  const { w, h, rng } = ctx;
  const base = h * 0.72;
  let out = backdrop(ctx, wall[0], wall[1]) + floor(ctx, base, floorColors[0], floorColors[1]);
  out += glow(ctx, w / 2, h * 0.45, w * 0.45, C.turmeric, 0.25);
  const strands = rng.int(9, 15);
  for (let i = 0; i < strands; i++) {
    const x = w * 0.18 + ((w * 0.64) * i) / (strands - 1);
    out += strand(ctx, x, h * 0.08, h * rng.range(0.32, 0.5), h * 0.014, i % 2 ? curtain : flowers, rng.chance(0.5));
  }
  out += garland(ctx, w * 0.12, h * 0.09, w * 0.88, h * 0.09, h * 0.05, h * 0.022, flowers);
  out += rect(w * 0.2, base - h * 0.04, w * 0.6, h * 0.05, ctx.lin([[0, C.brass], [1, darken(C.brass, 0.4)]]));
  if (seat) {
    out += pathEl(`M${f1(w * 0.4)} ${f1(base - h * 0.04)} v${f1(-h * 0.12)} q${f1(w * 0.1)} ${f1(-h * 0.1)} ${f1(w * 0.2)} 0 v${f1(h * 0.12)}Z`, ctx.lin([[0, C.red], [1, C.maroon]]));
    out += garland(ctx, w * 0.4, base - h * 0.16, w * 0.6, base - h * 0.16, -h * 0.04, h * 0.012, [C.cream, C.red]);
  }
  if (lamps) out += kuthuvilakku(ctx, w * 0.14, base + h * 0.1, h * 0.3) + kuthuvilakku(ctx, w * 0.86, base + h * 0.1, h * 0.3);
  if (trees) out += bananaTree(ctx, w * 0.05, base + h * 0.02, h * 0.75, 1) + bananaTree(ctx, w * 0.95, base + h * 0.02, h * 0.75, -1);
  return out;
}

/** An entrance framed by a mango-leaf thoranam, with a kolam on the threshold. */
function doorway(ctx, { wall = [C.peach, C.cream], withPot = false } = {}) {
  const { w, h } = ctx;
  let out = backdrop(ctx, wall[0], wall[1]) + floor(ctx, h * 0.74, darken(C.clay, 0.1), lighten(C.clay, 0.2));
  out += rect(w * 0.3, h * 0.16, w * 0.4, h * 0.58, ctx.lin([[0, darken(C.clay, 0.35)], [1, darken(C.clay, 0.5)]]));
  out += rect(w * 0.33, h * 0.2, w * 0.34, h * 0.54, ctx.lin([[0, C.brass], [1, darken(C.brass, 0.45)]]));
  out += thoranam(ctx, w * 0.26, w * 0.74, h * 0.16, h * 0.12, { sag: h * 0.02 });
  out += kolam(ctx, w / 2, h * 0.87, h * 0.16, [C.cream, C.red, C.marigold, C.green], { rings: 3, squash: 0.38 });
  out += diya(ctx, w * 0.24, h * 0.8, h * 0.035) + diya(ctx, w * 0.76, h * 0.8, h * 0.035);
  if (withPot) out += milkPot(ctx, w * 0.5, h * 0.7, h * 0.13)
  return out;
}

/** A brass pot with milk boiling over, on a small fire. */
function milkPot(ctx, x, y, r) {
  const brass = ctx.lin([[0, darken(C.brass, 0.25)], [0.5, lighten(C.brass, 0.3)], [1, darken(C.brass, 0.35)]], 0, 0, 1, 0);
  let out = glow(ctx, x, y + r * 0.9, r * 1.4, C.marigold, 0.6);
  for (let i = -2; i <= 2; i++) out += pathEl(`M${f1(x + i * r * 0.22)} ${f1(y + r * 1.2)} q${f1(r * 0.1)} ${f1(-r * 0.4)} 0 ${f1(-r * 0.55)} q${f1(-r * 0.15)} ${f1(r * 0.3)} 0 ${f1(r * 0.55)}Z`, C.marigold);
  out += ellipse(x, y, r, r * 0.85, brass) + rect(x - r * 0.45, y - r * 1.05, r * 0.9, r * 0.3, brass);
  out += pathEl(`M${f1(x - r * 0.5)} ${f1(y - r * 1.05)} q${f1(-r * 0.25)} ${f1(r * 0.5)} ${f1(-r * 0.1)} ${f1(r * 0.8)} q${f1(r * 0.3)} ${f1(-r * 0.2)} ${f1(r * 0.2)} ${f1(-r * 0.6)} h${f1(r * 0.8)} q${f1(r * 0.1)} ${f1(r * 0.5)} ${f1(r * 0.35)} ${f1(r * 0.35)} q${f1(r * 0.05)} ${f1(-r * 0.5)} ${f1(-r * 0.25)} ${f1(-r * 0.55)}Z`, C.white);
  return out;
}

/** A camera on a bokeh background. */
function camera(ctx) {
  const { w, h, rng } = ctx;
  let out = backdrop(ctx, C.night, C.plum);
  for (let i = 0; i < 26; i++) out += glow(ctx, rng.range(0, w), rng.range(0, h), rng.range(h * 0.04, h * 0.12), rng.pick([C.turmeric, C.marigold, C.rose, C.teal]), 0.5);
  const cx = w * rng.range(0.42, 0.58), cy = h * 0.55, bw = h * 0.62, bh = h * 0.4;
  out += rect(cx - bw / 2, cy - bh / 2, bw, bh, ctx.lin([[0, '#3b3b40'], [1, '#151518']]), `rx="${f1(h * 0.04)}"`);
  out += rect(cx - bw * 0.32, cy - bh * 0.68, bw * 0.3, bh * 0.22, '#2a2a2e', `rx="${f1(h * 0.015)}"`);
  out += circle(cx, cy, bh * 0.42, '#0d0d10') + circle(cx, cy, bh * 0.33, ctx.rad([[0, C.teal], [0.6, '#10303a'], [1, '#050507']]));
  out += circle(cx - bh * 0.1, cy - bh * 0.1, bh * 0.07, 'rgba(255,255,255,0.55)') + circle(cx + bw * 0.38, cy - bh * 0.3, bh * 0.06, C.red);
  return out;
}

/** Framed pictures on a wall: little scenes inside frames. */
function frames(ctx) {
  const { w, h, rng } = ctx;
  let out = backdrop(ctx, lighten(C.peach, 0.3), C.peach) + stringLights(ctx, 0, h * 0.08, w, h * 0.08, h * 0.04, 14);
  const n = rng.int(2, 4);
  for (let i = 0; i < n; i++) {
    const fw = (w * 0.8) / n, x = w * 0.1 + i * fw + fw * 0.08, y = h * rng.range(0.22, 0.32), fh = h * rng.range(0.42, 0.55);
    out += rect(x, y, fw * 0.84, fh, C.brass) + rect(x + 8, y + 8, fw * 0.84 - 16, fh - 16, ctx.lin([[0, rng.pick([C.teal, C.rose, C.marigold])], [1, C.maroon]]));
    out += couple(ctx, x + fw * 0.42, y + fh - 8, fh * 0.55, lighten(C.ink, 0.1));
  }
  return out;
}

/** Silhouette of a couple (head and shoulders), feet at (x, y). */
function couple(ctx, x, y, hgt, color) {
  const s = hgt / 100;
  const person = (dx, hh) => circle(x + dx * s, y - hh * s, 11 * s, color) + pathEl(`M${f1(x + (dx - 20) * s)} ${f1(y)} q${f1(0)} ${f1(-(hh - 25) * s)} ${f1(20 * s)} ${f1(-(hh - 14) * s)} q${f1(20 * s)} ${f1((hh - 14 - (hh - 25)) * s)} ${f1(20 * s)} ${f1((hh - 14) * s)}Z`, color);
  return person(-14, 78) + person(14, 86);
}

/** Jewellery: a necklace arc with pendants and a pair of jhumkas on silk. */
function jewellery(ctx) {
  const { w, h, rng } = ctx;
  const silk = rng.pick([[C.red, C.maroon], [C.teal, darken(C.teal, 0.4)], [C.green, darken(C.green, 0.4)], [C.rose, C.plum]]);
  let out = backdrop(ctx, silk[0], silk[1]);
  for (let i = 0; i < 5; i++) out += rect(0, h * (0.1 + i * 0.2), w, h * 0.03, C.brass, 'opacity="0.35"');
  const pts = curvePoints(w * 0.2, h * 0.2, w * 0.8, h * 0.2, h * 0.22, 15);
  for (const [x, y] of pts) out += circle(x, y, h * 0.025, ctx.rad([[0, lighten(C.brass, 0.5)], [1, darken(C.brass, 0.3)]])) + pathEl(`M${f1(x - h * 0.018)} ${f1(y + h * 0.02)} l${f1(h * 0.018)} ${f1(h * 0.05)} l${f1(h * 0.018)} ${f1(-h * 0.05)}Z`, rng.chance(0.5) ? C.red : C.green);
  for (const x of [w * 0.2, w * 0.8]) {
    out += circle(x, h * 0.62, h * 0.03, C.brass) + pathEl(`M${f1(x - h * 0.09)} ${f1(h * 0.82)} Q${f1(x)} ${f1(h * 0.6)} ${f1(x + h * 0.09)} ${f1(h * 0.82)}Z`, ctx.lin([[0, lighten(C.brass, 0.35)], [1, darken(C.brass, 0.3)]]));
    for (let i = -3; i <= 3; i++) out += circle(x + i * h * 0.026, h * 0.84, h * 0.011, C.cream);
  }
  out += garland(ctx, w * 0.35, h * 0.88, w * 0.65, h * 0.88, h * 0.03, h * 0.014, JASMINE);
  return out;
}

/** Groom's attire: veshti with a zari border, sherwani buttons, a turban. */
function groom(ctx) {
  const { w, h, rng } = ctx;
  let out = backdrop(ctx, C.cream, lighten(C.peach, 0.2));
  out += rect(0, h * 0.55, w, h * 0.45, C.white) + rect(0, h * 0.62, w, h * 0.06, C.brass) + rect(0, h * 0.7, w, h * 0.015, C.maroon);
  const jacket = rng.pick([C.maroon, C.teal, C.green, C.plum]);
  out += rect(w * 0.35, 0, w * 0.3, h * 0.55, ctx.lin([[0, lighten(jacket, 0.15)], [1, darken(jacket, 0.2)]]));
  for (let i = 0; i < 6; i++) out += circle(w * 0.5, h * (0.07 + i * 0.08), h * 0.018, C.brass);
  out += pathEl(`M${f1(w * 0.72)} ${f1(h * 0.42)} q${f1(w * 0.1)} ${f1(-h * 0.3)} ${f1(w * 0.2)} 0 q${f1(-w * 0.1)} ${f1(h * 0.08)} ${f1(-w * 0.2)} 0Z`, C.marigold);
  out += pathEl(`M${f1(w * 0.74)} ${f1(h * 0.38)} q${f1(w * 0.08)} ${f1(-h * 0.2)} ${f1(w * 0.16)} 0`, 'none', `stroke="${C.red}" stroke-width="${f1(h * 0.015)}"`);
  out += petalFlower(ctx, w * 0.2, h * 0.3, h * 0.08, C.brass, 8, C.red);
  return out;
}

/** Henna patterns on skin: paisleys, a mandala and vines. */
function henna(ctx) {
  const { w, h, rng } = ctx;
  const ink = C.henna;
  let out = backdrop(ctx, lighten(C.skin, 0.1), darken(C.skin, 0.05));
  out += kolam(ctx, w * rng.range(0.35, 0.65), h * 0.5, h * 0.26, [darken(C.skin, 0.08), ink, lighten(ink, 0.2)], { rings: 3 });
  for (let i = 0; i < 5; i++) {
    const x = rng.range(w * 0.05, w * 0.95), y = rng.range(h * 0.1, h * 0.9), sc = rng.range(0.6, 1.1) * h * 0.001;
    out += g(`translate(${f1(x)} ${f1(y)}) rotate(${f1(rng.range(0, 360))}) scale(${f1(sc * 10) / 10 || 0.1})`, pathEl('M0 0 C60 -40 120 10 80 70 C50 110 0 90 10 50 C15 30 35 30 40 45', 'none', `stroke="${ink}" stroke-width="6"`) + circle(40, 45, 6, ink));
  }
  out += pathEl(`M0 ${f1(h * 0.9)} C${f1(w * 0.3)} ${f1(h * 0.7)} ${f1(w * 0.6)} ${f1(h)} ${f1(w)} ${f1(h * 0.8)}`, 'none', `stroke="${ink}" stroke-width="4"`);
  return out;
}

/** Stage lights, silhouettes of performers or instruments. */
function performance(ctx) {
  const { w, h, rng } = ctx;
  let out = backdrop(ctx, C.night, C.plum) + floor(ctx, h * 0.78, C.ink, darken(C.plum, 0.2));
  for (let i = 0; i < 4; i++) {
    const x = w * (0.15 + i * 0.23), col = rng.pick([C.marigold, C.teal, C.rose, C.turmeric]);
    out += pathEl(`M${f1(x)} 0 L${f1(x - w * 0.12)} ${f1(h * 0.8)} L${f1(x + w * 0.12)} ${f1(h * 0.8)}Z`, ctx.lin([[0, col, 0.55], [1, col, 0]]));
  }
  const kind = ctx.index % 3;
  if (kind === 0) {
    // nadaswaram and thavil
    out += pathEl(`M${f1(w * 0.3)} ${f1(h * 0.3)} L${f1(w * 0.36)} ${f1(h * 0.75)} L${f1(w * 0.26)} ${f1(h * 0.75)}Z`, C.brass);
    out += rect(w * 0.55, h * 0.5, w * 0.22, h * 0.24, ctx.lin([[0, C.clay], [1, darken(C.clay, 0.4)]]), `rx="${f1(h * 0.1)}"`);
  } else if (kind === 1) {
    // DJ console
    out += rect(w * 0.25, h * 0.6, w * 0.5, h * 0.18, '#1b1b22') + circle(w * 0.38, h * 0.66, h * 0.05, C.teal) + circle(w * 0.62, h * 0.66, h * 0.05, C.rose);
    for (let i = 0; i < 8; i++) out += rect(w * (0.44 + i * 0.015), h * 0.63, w * 0.008, h * 0.08, C.turmeric);
  } else {
    // dancers
    for (const x of [w * 0.35, w * 0.65]) out += circle(x, h * 0.42, h * 0.05, C.ink) + pathEl(`M${f1(x)} ${f1(h * 0.47)} l${f1(-h * 0.12)} ${f1(h * 0.3)} h${f1(h * 0.24)}Z`, rng.pick([C.red, C.marigold, C.teal])) + line(x, h * 0.5, x + h * 0.14, h * 0.38, C.ink, h * 0.02) + line(x, h * 0.5, x - h * 0.14, h * 0.4, C.ink, h * 0.02);
  }
  return out;
}

/** Return gifts: ribboned boxes, brass kumkum boxes, saplings. */
function gifts(ctx) {
  const { w, h, rng } = ctx;
  let out = backdrop(ctx, C.cream, lighten(C.peach, 0.1)) + floor(ctx, h * 0.7, darken(C.peach, 0.15), C.peach);
  for (let i = 0; i < rng.int(3, 5); i++) {
    const x = w * rng.range(0.08, 0.75), bw = h * rng.range(0.16, 0.26), y = h * 0.72 - bw, col = rng.pick([C.red, C.teal, C.marigold, C.green, C.plum]);
    out += rect(x, y, bw, bw, col) + rect(x + bw * 0.44, y, bw * 0.12, bw, C.brass) + rect(x, y + bw * 0.44, bw, bw * 0.12, C.brass);
    out += ellipse(x + bw * 0.38, y - bw * 0.08, bw * 0.14, bw * 0.08, C.brass) + ellipse(x + bw * 0.62, y - bw * 0.08, bw * 0.14, bw * 0.08, C.brass);
  }
  for (let i = 0; i < 3; i++) {
    const x = w * (0.2 + i * 0.3), y = h * 0.88;
    out += ellipse(x, y, h * 0.06, h * 0.03, ctx.lin([[0, lighten(C.brass, 0.4)], [1, darken(C.brass, 0.3)]])) + circle(x, y - h * 0.02, h * 0.015, C.red);
  }
  out += mangoLeaf(ctx, w * 0.9, h * 0.55, h * 0.12, 200) + mangoLeaf(ctx, w * 0.9, h * 0.55, h * 0.1, 150) + rect(w * 0.87, h * 0.55, w * 0.06, h * 0.12, C.clay);
  return out;
}

/** Balloon arch over a cake table. */
function birthdayScene(ctx) {
  const { w, h, rng } = ctx;
  const cols = rng.shuffle([C.rose, C.teal, C.marigold, C.lavender, C.mint, C.babyblue]);
  let out = backdrop(ctx, lighten(C.lavender, 0.3), C.blush) + floor(ctx, h * 0.78, darken(C.blush, 0.2), C.blush);
  const pts = curvePoints(w * 0.12, h * 0.85, w * 0.88, h * 0.85, -h * 0.75, 22);
  pts.forEach(([x, y], i) => (out += balloon(ctx, x, y, h * 0.05, cols[i % cols.length])));
  out += rect(w * 0.32, h * 0.62, w * 0.36, h * 0.2, C.white) + rect(w * 0.32, h * 0.62, w * 0.36, h * 0.03, C.rose);
  out += rect(w * 0.42, h * 0.46, w * 0.16, h * 0.16, C.cream) + rect(w * 0.42, h * 0.52, w * 0.16, h * 0.02, C.rose) + rect(w * 0.45, h * 0.36, w * 0.1, h * 0.1, lighten(C.rose, 0.4));
  out += rect(w * 0.497, h * 0.3, w * 0.006, h * 0.06, C.teal) + ellipse(w * 0.5, h * 0.29, h * 0.008, h * 0.016, C.marigold);
  return out + stringLights(ctx, 0, h * 0.05, w, h * 0.05, h * 0.04, 16);
}

/** Glass bangles and a flower-decked cradle (valaikappu). */
function babyshowerScene(ctx) {
  const { w, h, rng } = ctx;
  let out = backdrop(ctx, lighten(C.blush, 0.3), lighten(C.babyblue, 0.2)) + floor(ctx, h * 0.8, C.blush, lighten(C.blush, 0.3));
  for (let i = 0; i < 7; i++) out += ellipse(w * (0.15 + i * 0.045), h * 0.7, h * 0.09, h * 0.09, 'none') + `<ellipse cx="${f1(w * (0.15 + i * 0.045))}" cy="${f1(h * 0.7)}" rx="${f1(h * 0.09)}" ry="${f1(h * 0.09)}" fill="none" stroke="${[C.red, C.green, C.marigold, C.teal, C.rose, C.lavender, C.brass][i]}" stroke-width="${f1(h * 0.015)}"/>`;
  const cx = w * 0.68;
  out += pathEl(`M${f1(cx - w * 0.16)} ${f1(h * 0.55)} Q${f1(cx)} ${f1(h * 0.85)} ${f1(cx + w * 0.16)} ${f1(h * 0.55)}Z`, ctx.lin([[0, C.brass], [1, darken(C.brass, 0.35)]]));
  out += line(cx - w * 0.16, h * 0.55, cx, h * 0.12, C.brass, 3) + line(cx + w * 0.16, h * 0.55, cx, h * 0.12, C.brass, 3);
  out += garland(ctx, cx - w * 0.16, h * 0.55, cx + w * 0.16, h * 0.55, h * 0.05, h * 0.018, [C.rose, C.cream, C.lavender]);
  for (let i = 0; i < 8; i++) out += petalFlower(ctx, rng.range(0, w), rng.range(0, h * 0.3), h * rng.range(0.03, 0.06), rng.pick([C.rose, C.cream, C.lavender]), 5, C.turmeric, rng.range(0, 60));
  return out;
}

/** Two rings on a flower platter, roses behind. */
function ringsScene(ctx) {
  const { w, h, rng } = ctx;
  let out = backdrop(ctx, C.plum, C.maroon);
  for (let i = 0; i < 30; i++) out += petalFlower(ctx, rng.range(0, w), rng.range(0, h * 0.5), h * rng.range(0.03, 0.06), rng.pick([C.red, C.rose, C.cream]), 5, C.turmeric, rng.range(0, 70));
  out += stringLights(ctx, 0, h * 0.04, w, h * 0.06, h * 0.05, 14);
  out += ellipse(w / 2, h * 0.72, w * 0.3, h * 0.1, ctx.lin([[0, lighten(C.brass, 0.35)], [1, darken(C.brass, 0.35)]]));
  out += garland(ctx, w * 0.22, h * 0.72, w * 0.78, h * 0.72, h * 0.04, h * 0.02, [C.red, C.cream]);
  for (const [dx, col] of [[-0.06, C.brass], [0.05, lighten(C.brass, 0.4)]]) out += `<ellipse cx="${f1(w * (0.5 + dx))}" cy="${f1(h * 0.58)}" rx="${f1(h * 0.09)}" ry="${f1(h * 0.11)}" fill="none" stroke="${col}" stroke-width="${f1(h * 0.022)}"/>`;
  return out + circle(w * 0.555, h * 0.47, h * 0.018, C.white);
}

/** Team at work: crates of flowers, a planning table, a van, a finished hall. */
function aboutScene(ctx) {
  const { w, h } = ctx;
  const kind = ctx.index % 4;
  if (kind === 3) return stage(ctx, { trees: true });
  let out = backdrop(ctx, lighten(C.teal, 0.6), C.cream) + floor(ctx, h * 0.7, darken(C.cream, 0.15), C.cream);
  if (kind === 0) for (let i = 0; i < 3; i++) {
    const x = w * (0.12 + i * 0.28);
    out += rect(x, h * 0.52, w * 0.22, h * 0.22, C.clay);
    for (let j = 0; j < 12; j++) out += marigold(ctx, x + w * 0.02 + (j % 6) * w * 0.035, h * 0.52 - (j > 5 ? h * 0.05 : 0), h * 0.035, i === 1 ? C.cream : FLOWERS[j % 4]);
  }
  if (kind === 1) {
    out += rect(w * 0.1, h * 0.55, w * 0.8, h * 0.05, C.brass);
    ;[C.red, C.marigold, C.teal, C.green, C.rose, C.plum].forEach((c, i) => (out += rect(w * (0.15 + i * 0.11), h * 0.4, w * 0.08, h * 0.15, c, `transform="rotate(${(i % 3) * 6 - 6} ${w * (0.19 + i * 0.11)} ${h * 0.47})"`)));
  }
  if (kind === 2) {
    out += rect(w * 0.2, h * 0.42, w * 0.5, h * 0.26, C.white, `rx="${f1(h * 0.03)}"`) + rect(w * 0.7, h * 0.5, w * 0.12, h * 0.18, C.white, `rx="${f1(h * 0.03)}"`);
    out += rect(w * 0.72, h * 0.52, w * 0.07, h * 0.07, lighten(C.teal, 0.4)) + circle(w * 0.32, h * 0.7, h * 0.05, C.ink) + circle(w * 0.72, h * 0.7, h * 0.05, C.ink);
    out += garland(ctx, w * 0.22, h * 0.46, w * 0.68, h * 0.46, h * 0.03, h * 0.018, FLOWERS);
  }
  return out;
}

/** Turmeric-yellow stage with brass pots (manjal neerattu). */
const pubertyScene = (ctx) => {
  let out = stage(ctx, { wall: [C.turmeric, C.marigold], floorColors: [C.clay, darken(C.marigold, 0.2)], curtain: [C.cream, C.green], seat: true });
  for (let i = 0; i < 3; i++) out += milkPotless(ctx, ctx.w * (0.38 + i * 0.12), ctx.h * 0.86, ctx.h * 0.06);
  return out;
};
function milkPotless(ctx, x, y, r) {
  return ellipse(x, y, r, r * 0.85, ctx.lin([[0, darken(C.brass, 0.25)], [0.5, lighten(C.brass, 0.3)], [1, darken(C.brass, 0.35)]], 0, 0, 1, 0)) + rect(x - r * 0.4, y - r * 1.05, r * 0.8, r * 0.3, C.brass) + mangoLeaf(ctx, x - r * 0.2, y - r, r * 0.9, 160) + mangoLeaf(ctx, x + r * 0.2, y - r, r * 0.9, 200);
}

/** Which composition draws which picture. */
const SCENES = {
  hero: (ctx) => [(c) => stage(c, { trees: true }), (c) => backdrop(c, C.night, C.plum) + kolam(c, c.w / 2, c.h * 0.55, c.h * 0.36, [C.maroon, C.marigold, C.cream, C.teal]) + Array.from({ length: 10 }, (_, i) => diya(c, c.w * (0.08 + i * 0.093), c.h * 0.93, c.h * 0.03)).join(''), birthdayScene][ctx.index](ctx),
  'event-wedding': (ctx) => stage(ctx, { trees: true }),
  'event-engagement': ringsScene,
  'event-birthday': birthdayScene,
  'event-puberty': pubertyScene,
  'event-babyshower': babyshowerScene,
  'event-housewarming': (ctx) => doorway(ctx, { withPot: true }),
  decoration: (ctx) => [
    (c) => stage(c),
    (c) => doorway(c, { wall: [C.cream, C.peach] }),
    (c) => stage(c, { trees: true, seat: false, wall: [C.maroon, C.plum] }),
    (c) => backdrop(c, C.night, C.plum) + kolam(c, c.w / 2, c.h * 0.6, c.h * 0.3, [C.cream, C.marigold, C.red, C.green], { squash: 0.6 }) + diya(c, c.w * 0.2, c.h * 0.85, c.h * 0.04) + diya(c, c.w * 0.8, c.h * 0.85, c.h * 0.04),
    (c) => stage(c, { wall: [C.teal, darken(C.teal, 0.5)], curtain: [C.white, C.rose] }),
    (c) => backdrop(c, C.night, C.maroon) + stringLights(c, 0, c.h * 0.1, c.w, c.h * 0.1, c.h * 0.12, 18) + stringLights(c, 0, c.h * 0.35, c.w, c.h * 0.35, c.h * 0.1, 18, C.rose) + kuthuvilakku(c, c.w / 2, c.h * 0.95, c.h * 0.5),
  ][ctx.index % 6](ctx),
  photography: (ctx) => [camera, frames, (c) => backdrop(c, C.night, C.maroon) + stringLights(c, 0, c.h * 0.1, c.w, c.h * 0.12, c.h * 0.12, 20) + couple(c, c.w / 2, c.h, c.h * 0.7, '#1a0c12')][ctx.index % 3](ctx),
  'bridal-makeup': jewellery,
  'groom-makeup': groom,
  mehndi: henna,
  entertainment: performance,
  gifts,
  about: aboutScene,
  birthday: (ctx) => (ctx.index % 2 ? birthdayScene(ctx) : stage(ctx, { wall: [C.lavender, C.rose], curtain: [C.white, C.babyblue], flowers: [C.rose, C.teal, C.marigold] })),
  babyshower: (ctx) => (ctx.index % 2 ? babyshowerScene(ctx) : stage(ctx, { wall: [C.blush, C.rose], curtain: [C.white, C.lavender], flowers: [C.rose, C.cream, C.lavender], lamps: false })),
  puberty: pubertyScene,
  housewarming: (ctx) => (ctx.index % 2 ? doorway(ctx, { withPot: ctx.index % 3 === 0 }) : backdrop(ctx, C.cream, C.peach) + kolam(ctx, ctx.w / 2, ctx.h * 0.55, ctx.h * 0.38, [C.cream, C.red, C.marigold, C.green], { squash: 0.7 }) + thoranam(ctx, 0, ctx.w, ctx.h * 0.04, ctx.h * 0.13)),
  engagement: (ctx) => (ctx.index % 2 ? ringsScene(ctx) : stage(ctx, { wall: [C.rose, C.plum], curtain: [C.white, C.red], flowers: [C.red, C.rose, C.cream] })),
  logo: (ctx) => thoranam(ctx, ctx.w * 0.08, ctx.w * 0.92, ctx.h * 0.3, ctx.h * 0.3, { sag: ctx.h * 0.08 }),
  share: (ctx) => doorway(ctx),
};

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
