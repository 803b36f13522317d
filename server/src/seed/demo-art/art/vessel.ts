import { jitter, mix, shade } from '../color.ts';
import { brushOutline, el, n, type Point, polyPath, sampleCurve, smoothPath, taper } from '../geometry.ts';
import type { Rng } from '../random.ts';
import type { Picture } from '../render.ts';
import { contactShadow, roundShading, studioBackdrop } from './studio.ts';

/**
 * Ceramics and metalwork photographed in a studio: a turned profile, a glaze or metal with its own light,
 * and decoration wrapped around the body (cobalt scrolls, lotus panels, painted triangles, cast thunder pattern).
 */
export type VesselShape =
  | 'meiping'
  | 'yuhuchun'
  | 'jar'
  | 'bowl'
  | 'vase'
  | 'ewer'
  | 'ding'
  | 'plate'
  | 'mirror';
export type VesselFinish =
  | 'blueWhite'
  | 'famille'
  | 'celadon'
  | 'monoRed'
  | 'skyBlue'
  | 'temmoku'
  | 'sancai'
  | 'paintedPottery'
  | 'bronze'
  | 'silver'
  | 'gold';

/** [height from the lip (0) to the foot (1), radius as a share of the widest point]. */
const PROFILES: Record<Exclude<VesselShape, 'plate' | 'mirror'>, Point[]> = {
  meiping: [
    [0, 0.2],
    [0.03, 0.2],
    [0.05, 0.16],
    [0.09, 0.2],
    [0.16, 0.72],
    [0.3, 1],
    [0.5, 0.9],
    [0.75, 0.66],
    [0.96, 0.56],
    [1, 0.56],
  ],
  yuhuchun: [
    [0, 0.42],
    [0.03, 0.36],
    [0.12, 0.24],
    [0.3, 0.22],
    [0.45, 0.42],
    [0.62, 0.88],
    [0.76, 1],
    [0.88, 0.9],
    [0.96, 0.6],
    [1, 0.56],
  ],
  jar: [
    [0, 0.5],
    [0.05, 0.5],
    [0.08, 0.56],
    [0.16, 0.86],
    [0.35, 1],
    [0.6, 0.95],
    [0.85, 0.72],
    [0.97, 0.62],
    [1, 0.62],
  ],
  bowl: [
    [0, 1],
    [0.2, 0.97],
    [0.45, 0.86],
    [0.7, 0.62],
    [0.82, 0.42],
    [0.86, 0.34],
    [0.9, 0.36],
    [1, 0.36],
  ],
  vase: [
    [0, 0.2],
    [0.04, 0.17],
    [0.3, 0.16],
    [0.45, 0.26],
    [0.62, 0.72],
    [0.8, 1],
    [0.92, 0.86],
    [0.98, 0.5],
    [1, 0.5],
  ],
  ewer: [
    [0, 0.26],
    [0.05, 0.22],
    [0.22, 0.2],
    [0.34, 0.34],
    [0.52, 0.9],
    [0.7, 1],
    [0.86, 0.84],
    [0.96, 0.56],
    [1, 0.54],
  ],
  ding: [
    [0, 1],
    [0.08, 0.99],
    [0.25, 0.96],
    [0.45, 0.86],
    [0.6, 0.62],
    [0.66, 0.4],
    [0.68, 0.2],
  ],
};

/** Widest radius as a share of the body's height. */
const ASPECT: Record<keyof typeof PROFILES, number> = {
  meiping: 0.34,
  yuhuchun: 0.32,
  jar: 0.45,
  bowl: 1.05,
  vase: 0.3,
  ewer: 0.34,
  ding: 0.75,
};

interface FinishStyle {
  glaze: string;
  /** Colour of painted or cast decoration. */
  ink?: string;
  wash?: string;
  gloss: number;
  foot: string;
  metal?: boolean;
}

const FINISHES: Record<VesselFinish, (rng: Rng) => FinishStyle> = {
  blueWhite: (rng) => ({
    glaze: rng.pick(['#eef0ea', '#e9ede8', '#f1efe6']),
    ink: rng.pick(['#1f3d8c', '#23357a', '#264a96']),
    wash: '#4a6bb5',
    gloss: 1,
    foot: '#d8c2a0',
  }),
  famille: () => ({ glaze: '#f3efe4', ink: '#d06a7f', wash: '#5c8c55', gloss: 0.9, foot: '#dcc9a8' }),
  celadon: (rng) => ({
    glaze: rng.pick(['#9db59a', '#a7bca2', '#8fae9c', '#b3c1a0']),
    gloss: 0.8,
    foot: '#b58f67',
  }),
  monoRed: () => ({ glaze: '#8d1d18', gloss: 1.2, foot: '#d9c7a8' }),
  skyBlue: () => ({ glaze: '#a9c2c1', gloss: 0.7, foot: '#c9b595' }),
  temmoku: () => ({ glaze: '#1d1714', ink: '#8a5a32', gloss: 1.1, foot: '#5a3b27' }),
  sancai: () => ({ glaze: '#e6d5a8', gloss: 0.8, foot: '#e3cfae' }),
  paintedPottery: (rng) => ({
    glaze: rng.pick(['#b5683f', '#c07a4a', '#c9a27a']),
    ink: '#2b1a12',
    gloss: 0.2,
    foot: '#9a5a36',
  }),
  bronze: () => ({ glaze: '#5b4b32', ink: '#3a2f20', gloss: 0.6, foot: '#4a3c28', metal: true }),
  silver: () => ({ glaze: '#aeb1b0', ink: '#6c6f70', gloss: 1.4, foot: '#8d908f', metal: true }),
  gold: () => ({ glaze: '#c59b45', ink: '#8a6424', gloss: 1.3, foot: '#9c7532', metal: true }),
};

interface Body {
  cx: number;
  top: number;
  height: number;
  radius: number;
  /** [y share, r share] densely sampled. */
  profile: Point[];
  /** Ellipse ratio of horizontal circles: the camera looks slightly down. */
  tilt: number;
}

function radiusAt(body: Body, y: number): number {
  const p = body.profile;
  for (let i = 1; i < p.length; i++) {
    const [y1, r1] = p[i]!;
    const [y0, r0] = p[i - 1]!;
    if (y <= y1) return y1 === y0 ? r1 : r0 + ((r1 - r0) * (y - y0)) / (y1 - y0);
  }
  return p[p.length - 1]![1];
}

/** A point on the surface: angle around the axis (0 faces the camera) and height share. */
function wrap(body: Body, theta: number, y: number): Point {
  const t = Math.max(-Math.PI / 2, Math.min(Math.PI / 2, theta));
  const r = radiusAt(body, y) * body.radius;
  return [body.cx + r * Math.sin(t), body.top + y * body.height + r * body.tilt * Math.cos(t)];
}

function silhouette(body: Body): string {
  const right = body.profile.map(([y, r]): Point => [body.cx + r * body.radius, body.top + y * body.height]);
  const last = body.profile[body.profile.length - 1]!;
  const bottom: Point[] = [];
  for (let i = 1; i < 12; i++) {
    const t = Math.PI / 2 - (i / 12) * Math.PI;
    bottom.push(wrap(body, t, last[0]));
  }
  const left = [...right].reverse().map(([x, y]): Point => [2 * body.cx - x, y]);
  return polyPath([...right, ...bottom, ...left]);
}

/** A closed circle around the body at height y, seen from slightly above (front half only). */
function ring(body: Body, y: number, steps = 40): Point[] {
  return Array.from({ length: steps + 1 }, (_, i) => wrap(body, -Math.PI / 2 + (i / steps) * Math.PI, y));
}

interface Decor {
  line: (points: Point[], weight: number) => string;
  fill: (points: Point[], opacity?: number) => string;
}

function decorPainter(rng: Rng, color: string, wash: string, unit: number): Decor {
  return {
    line: (points, weight) =>
      el('path', {
        d: brushOutline(sampleCurve(points, 3), {
          width: taper(unit * weight * 2, { start: 0.1, end: 0.2 }),
          rough: 0.15,
          rng,
        }),
        fill: jitter(rng, color, 0.03),
        'fill-opacity': 0.92,
      }),
    fill: (points, opacity = 0.55) =>
      el('path', {
        d: smoothPath(points),
        fill: jitter(rng, wash, 0.04),
        'fill-opacity': opacity.toFixed(2),
      }),
  };
}

function bandLines(body: Body, d: Decor, y: number, gap: number): string {
  return d.line(ring(body, y), 2.2) + d.line(ring(body, y + gap), 1.4);
}

function lotusPanels(body: Body, d: Decor, y0: number, y1: number, count: number, up = true): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const c = -Math.PI + ((i + 0.5) * 2 * Math.PI) / count;
    if (Math.abs(c) > Math.PI / 2 - 0.12) continue;
    const w = (Math.PI / count) * 0.86;
    const base = up ? y1 : y0;
    const tip = up ? y0 : y1;
    const shoulder = base + (tip - base) * 0.55;
    const outline: Point[] = [
      wrap(body, c - w, base),
      wrap(body, c - w * 0.95, shoulder),
      wrap(body, c - w * 0.45, tip + (base - tip) * 0.12),
      wrap(body, c, tip),
      wrap(body, c + w * 0.45, tip + (base - tip) * 0.12),
      wrap(body, c + w * 0.95, shoulder),
      wrap(body, c + w, base),
    ];
    out += d.line(sampleCurve(outline, 6), 2.4);
    const inner = outline
      .slice(1, 6)
      .map(
        ([x, y]): Point => [
          x + (wrap(body, c, base)[0] - x) * 0.3,
          y + (base > tip ? 1 : -1) * body.height * 0.012,
        ],
      );
    out += d.fill([...inner, wrap(body, c, base)], 0.45);
  }
  return out;
}

function ruyiCollar(body: Body, d: Decor, y0: number, depth: number, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const c = -Math.PI + ((i + 0.5) * 2 * Math.PI) / count;
    if (Math.abs(c) > Math.PI / 2 - 0.1) continue;
    const w = (Math.PI / count) * 0.9;
    const lobe: Point[] = [
      wrap(body, c - w, y0),
      wrap(body, c - w * 0.9, y0 + depth * 0.55),
      wrap(body, c - w * 0.35, y0 + depth * 0.7),
      wrap(body, c, y0 + depth),
      wrap(body, c + w * 0.35, y0 + depth * 0.7),
      wrap(body, c + w * 0.9, y0 + depth * 0.55),
      wrap(body, c + w, y0),
    ];
    out += d.fill(lobe, 0.5) + d.line(sampleCurve(lobe, 6), 2.2);
    out += d.line(
      sampleCurve(
        [
          wrap(body, c - w * 0.3, y0 + depth * 0.3),
          wrap(body, c, y0 + depth * 0.55),
          wrap(body, c + w * 0.3, y0 + depth * 0.3),
        ],
        6,
      ),
      1.6,
    );
  }
  return out;
}

/** Scrolling stems with blossoms and leaves (缠枝花卉), the main decoration of a body. */
function floralScroll(
  rng: Rng,
  body: Body,
  d: Decor,
  y0: number,
  y1: number,
  flowers: number,
  petal: string,
  leaf: string,
): string {
  const mid = (y0 + y1) / 2;
  const amp = (y1 - y0) * 0.28;
  const phase = rng.range(0, Math.PI * 2);
  const stem: Point[] = [];
  for (let i = 0; i <= 60; i++) {
    const t = -Math.PI / 2 + (i / 60) * Math.PI;
    stem.push(wrap(body, t, mid + amp * Math.sin(t * flowers + phase)));
  }
  let out = d.line(stem, 3);
  const blooms = flowers * 2;
  for (let f = 0; f < blooms; f++) {
    const t = -Math.PI / 2 + ((f + 0.5) / blooms) * Math.PI;
    const yc = mid + amp * Math.sin(t * flowers + phase);
    const up = Math.cos(t * flowers + phase) > 0 ? -1 : 1;
    const fy = yc + up * (y1 - y0) * 0.2;
    const size = (y1 - y0) * rng.range(0.2, 0.26);
    // petals as small ellipses around the centre, wrapped on the surface
    const petals = rng.int(6, 8);
    let bloom = '';
    for (let p = 0; p < petals; p++) {
      const a = (p / petals) * Math.PI * 2;
      const pts: Point[] = [];
      for (let k = 0; k < 10; k++) {
        const b = (k / 10) * Math.PI * 2;
        const px =
          Math.cos(a) * size * 0.55 +
          Math.cos(b) * size * 0.32 * Math.cos(a) -
          Math.sin(b) * size * 0.2 * Math.sin(a);
        const py =
          Math.sin(a) * size * 0.55 +
          Math.cos(b) * size * 0.32 * Math.sin(a) +
          Math.sin(b) * size * 0.2 * Math.cos(a);
        const r = radiusAt(body, fy) || 0.1;
        pts.push(wrap(body, t + (px * body.height) / (r * body.radius), fy + py));
      }
      bloom += el('path', { d: smoothPath(pts), fill: jitter(rng, petal, 0.05), 'fill-opacity': 0.78 });
      bloom += d.line([...pts, pts[0]!], 1.2);
    }
    out += bloom;
    // a curling tendril from the stem towards the flower
    const curl: Point[] = Array.from({ length: 14 }, (_, k) => {
      const a = k * 0.5;
      const r = (y1 - y0) * 0.09 * (1 - k / 16);
      return wrap(
        body,
        t - 0.22 + (Math.cos(a) * r * body.height) / (radiusAt(body, yc) * body.radius || 1),
        yc - up * (y1 - y0) * 0.05 + Math.sin(a) * r,
      );
    });
    out += d.line(curl, 1.3);
    // two leaves off the stem
    for (const side of [-1, 1]) {
      const lt = t + side * 0.16;
      const ly = mid + amp * Math.sin(lt * flowers + phase);
      const tip = wrap(body, lt + side * 0.12, ly - up * (y1 - y0) * 0.12);
      const baseP = wrap(body, lt, ly);
      const midP: Point = [(baseP[0] + tip[0]) / 2 + side * body.height * 0.006, (baseP[1] + tip[1]) / 2];
      out += el('path', {
        d: brushOutline(sampleCurve([baseP, midP, tip], 6), {
          width: taper(body.height * 0.03, { start: 0.4, end: 0.6 }),
          rough: 0.1,
          rng,
        }),
        fill: leaf,
        'fill-opacity': 0.85,
      });
    }
  }
  return out;
}

function waves(body: Body, d: Decor, y0: number, y1: number): string {
  let out = '';
  const rows = 6;
  for (let r = 0; r < rows; r++) {
    const y = y0 + ((r + 0.5) * (y1 - y0)) / rows;
    const pts: Point[] = [];
    for (let i = 0; i <= 140; i++) {
      const t = -Math.PI / 2 + (i / 140) * Math.PI;
      pts.push(wrap(body, t, y + Math.abs(Math.sin(t * 12 + r * 0.9)) * (y1 - y0) * -0.14));
    }
    out += d.line(pts, 1.2);
  }
  out += d.fill([...ring(body, y0), ...ring(body, y1).reverse()], 0.18);
  return out;
}

/** Squared spirals (雷纹) cast in relief, or painted hanging triangles on early pottery. */
function geometricBand(
  body: Body,
  d: Decor,
  y0: number,
  y1: number,
  count: number,
  kind: 'thunder' | 'triangles',
): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const c = -Math.PI + ((i + 0.5) * 2 * Math.PI) / count;
    if (Math.abs(c) > Math.PI / 2 - 0.05) continue;
    const w = Math.PI / count;
    if (kind === 'triangles') {
      out += d.fill([wrap(body, c - w * 0.9, y0), wrap(body, c + w * 0.9, y0), wrap(body, c, y1)], 0.9);
    } else {
      const spiral: Point[] = [];
      const turns = [1, 0.75, 0.5, 0.25];
      for (const s of turns) {
        spiral.push(
          wrap(body, c - w * 0.8 * s, y0 + (y1 - y0) * (0.5 - 0.45 * s)),
          wrap(body, c + w * 0.8 * s, y0 + (y1 - y0) * (0.5 - 0.45 * s)),
          wrap(body, c + w * 0.8 * s, y0 + (y1 - y0) * (0.5 + 0.45 * s)),
          wrap(body, c - w * 0.7 * s, y0 + (y1 - y0) * (0.5 + 0.45 * s)),
        );
      }
      out += d.line(spiral, 2.2);
    }
  }
  return out;
}

function crackle(rng: Rng, body: Body, color: string, count: number): string {
  let path = '';
  // long meandering cracks that cross each other make the cell network of a crazed glaze
  for (let i = 0; i < count; i++) {
    let t = rng.range(-1.5, 1.5);
    let y = rng.range(0.02, 0.98);
    let heading = rng.range(0, Math.PI * 2);
    let pt = wrap(body, t, y);
    path += `M${n(pt[0])} ${n(pt[1])}`;
    for (let s = 0; s < rng.int(8, 20); s++) {
      heading += rng.gauss() * 0.5;
      t += Math.cos(heading) * 0.05;
      y += Math.sin(heading) * 0.025;
      if (Math.abs(t) > 1.55 || y < 0 || y > 1) break;
      pt = wrap(body, t, y);
      path += `L${n(pt[0])} ${n(pt[1])}`;
    }
  }
  return el('path', {
    d: path,
    fill: 'none',
    stroke: color,
    'stroke-width': body.height * 0.0012,
    'stroke-opacity': 0.35,
    'stroke-linejoin': 'round',
  });
}

function decorate(
  rng: Rng,
  body: Body,
  finish: VesselFinish,
  f: FinishStyle,
): { soft: string; crisp: string } {
  const unit = body.height / 1000;
  const d = decorPainter(rng, f.ink ?? '#000', f.wash ?? f.ink ?? '#000', unit);
  let soft = '';
  let crisp = '';
  switch (finish) {
    case 'blueWhite':
    case 'famille': {
      const petal = finish === 'famille' ? '#e79aa8' : f.wash!;
      const leaf = finish === 'famille' ? '#5c8c55' : f.ink!;
      crisp += bandLines(body, d, 0.06, 0.012);
      if (rng.chance(0.7)) crisp += ruyiCollar(body, d, 0.1, 0.12, rng.pick([8, 10, 12]));
      crisp += bandLines(body, d, 0.24, 0.012);
      crisp += floralScroll(rng, body, d, 0.28, 0.66, rng.int(2, 3), petal, leaf);
      crisp += bandLines(body, d, 0.69, 0.012);
      crisp += rng.chance(0.5)
        ? lotusPanels(body, d, 0.72, 0.94, rng.pick([10, 12, 14]))
        : waves(body, d, 0.73, 0.93);
      crisp += bandLines(body, d, 0.945, 0.01);
      break;
    }
    case 'paintedPottery':
      crisp += geometricBand(body, d, 0.05, 0.32, rng.pick([10, 12, 16]), 'triangles');
      crisp += bandLines(body, d, 0.34, 0.02);
      if (rng.chance(0.5)) crisp += waves(body, d, 0.4, 0.6);
      else
        crisp +=
          geometricBand(body, d, 0.42, 0.56, rng.pick([14, 18]), 'triangles') +
          bandLines(body, d, 0.58, 0.02);
      break;
    case 'bronze':
      crisp += bandLines(body, d, 0.12, 0.015);
      crisp += geometricBand(body, d, 0.15, 0.35, rng.pick([8, 10, 12]), 'thunder');
      crisp += bandLines(body, d, 0.37, 0.015);
      break;
    case 'silver':
    case 'gold':
      crisp += lotusPanels(body, d, 0.55, 0.9, 12);
      crisp += bandLines(body, d, 0.2, 0.01);
      break;
    case 'celadon':
      crisp += crackle(rng, body, shade(f.glaze, -0.45), 160);
      break;
    case 'sancai':
      for (let i = 0; i < 26; i++) {
        const t = rng.range(-1.5, 1.5);
        const from = rng.range(0.02, 0.3);
        const to = from + rng.range(0.2, 0.6);
        const pts = [from, (from + to) / 2, to].map((y) => wrap(body, t + rng.gauss() * 0.03, y));
        soft += el('path', {
          d: brushOutline(sampleCurve(pts, 5), {
            width: taper(body.height * rng.range(0.03, 0.07), { start: 0.05, end: 0.5 }),
            rough: 0.2,
            rng,
          }),
          fill: rng.pick(['#c7852a', '#3f7a3c', '#c7852a', '#efe4c6']),
          'fill-opacity': 0.85,
        });
      }
      break;
    case 'temmoku': {
      let streaks = '';
      for (let i = 0; i < 200; i++) {
        const t = rng.range(-1.5, 1.5);
        const a = wrap(body, t, 0.005);
        const b = wrap(body, t + rng.gauss() * 0.02, rng.range(0.15, 0.6));
        streaks += `M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}`;
      }
      crisp += el('path', {
        d: streaks,
        stroke: f.ink!,
        'stroke-width': unit * 1.6,
        'stroke-opacity': 0.5,
        fill: 'none',
      });
      break;
    }
    default:
      break;
  }
  return { soft, crisp };
}

function handleAndSpout(body: Body, f: FinishStyle): string {
  const neck = wrap(body, Math.PI / 2, 0.12);
  const shoulder = wrap(body, Math.PI / 2, 0.5);
  const handle = `M${n(neck[0] - body.radius * 0.02)} ${n(neck[1])}C${n(neck[0] + body.radius * 0.55)} ${n(neck[1] - body.height * 0.08)} ${n(shoulder[0] + body.radius * 0.5)} ${n(shoulder[1] - body.height * 0.1)} ${n(shoulder[0] - body.radius * 0.05)} ${n(shoulder[1])}`;
  const base = wrap(body, -Math.PI / 2, 0.45);
  const spout = smoothPath([
    [base[0] + body.radius * 0.1, base[1] - body.height * 0.08],
    [base[0] - body.radius * 0.35, base[1] - body.height * 0.2],
    [base[0] - body.radius * 0.55, base[1] - body.height * 0.33],
    [base[0] - body.radius * 0.44, base[1] - body.height * 0.35],
    [base[0] - body.radius * 0.2, base[1] - body.height * 0.16],
    [base[0] + body.radius * 0.1, base[1] + body.height * 0.06],
  ]);
  return (
    el('path', {
      d: handle,
      fill: 'none',
      stroke: f.glaze,
      'stroke-width': body.radius * 0.1,
      'stroke-linecap': 'round',
    }) +
    el('path', {
      d: handle,
      fill: 'none',
      stroke: '#000',
      'stroke-opacity': 0.25,
      'stroke-width': body.radius * 0.1,
      'stroke-dasharray': `0 ${n(body.radius * 0.05)} ${n(body.radius * 3)}`,
    }) +
    el('path', { d: spout, fill: f.glaze }) +
    el('path', { d: spout, fill: 'url(#round)', opacity: 0.8 })
  );
}

function tripodLegs(body: Body, f: FinishStyle, floor: number): string {
  let out = '';
  for (const t of [-0.95, 0, 0.95]) {
    const [x, y] = wrap(body, t, 0.6);
    const w = body.radius * 0.2;
    const leg = {
      x: x - w / 2,
      y: y - body.height * 0.05,
      width: w,
      height: floor - y + body.height * 0.05,
      rx: w * 0.3,
    };
    // Its colour, then the gradient that rounds it.
    out += el('rect', { ...leg, fill: shade(f.glaze, t === 0 ? 0 : -0.15) });
    out += el('rect', { ...leg, fill: 'url(#round)' });
  }
  for (const side of [-1, 1]) {
    const [x, y] = wrap(body, side * 1.2, 0);
    out += el('rect', {
      x: x - body.radius * 0.12,
      y: y - body.height * 0.3,
      width: body.radius * 0.24,
      height: body.height * 0.32,
      rx: body.radius * 0.04,
      fill: 'none',
      stroke: shade(f.glaze, -0.1),
      'stroke-width': body.radius * 0.07,
    });
  }
  return out;
}

/** Green verdigris of bronze, and the grey tarnish of silver and gold, as RGB shares. */
const BRONZE_PATINA = [0.31, 0.49, 0.41] as const;
const SILVER_PATINA = [0.2, 0.2, 0.2] as const;

/** A mottled patina laid over metal: fractal noise tinted `tint`, at the grain of `baseFrequency`. */
function patinaFilter(rng: Rng, baseFrequency: number, [r, g, b]: readonly [number, number, number]): string {
  return el(
    'filter',
    { id: 'patina', x: 0, y: 0, width: '100%', height: '100%' },
    el('feTurbulence', { type: 'fractalNoise', baseFrequency, numOctaves: 3, seed: rng.int(1, 999) }) +
      el('feColorMatrix', {
        type: 'matrix',
        values: `0 0 0 0 ${r}  0 0 0 0 ${g}  0 0 0 0 ${b}  0 0 0 5 -2.1`,
      }),
  );
}

/** A vessel photographed in the studio: backdrop, shadow and glaze on a soft layer, the sharp details on another. */
interface StudioShot {
  background: string;
  defs: string;
  soft: string;
  crisp: string;
  grain: number;
}

function turnedVessel(
  rng: Rng,
  width: number,
  height: number,
  shape: Exclude<VesselShape, 'plate' | 'mirror'>,
  finish: VesselFinish,
): StudioShot {
  const f = FINISHES[finish](rng);
  const floor = height * 0.86;
  const legs = shape === 'ding' ? height * 0.2 : 0;
  const h = height * (shape === 'bowl' ? 0.42 : shape === 'ding' ? 0.62 : 0.7);
  const maxR = Math.min(width * 0.38, h * ASPECT[shape]);
  const profile = sampleCurve(PROFILES[shape], 8).map(
    ([y, r]): Point => [Math.max(0, Math.min(1, y)), Math.max(0.05, r)],
  );
  const bottom = profile[profile.length - 1]![0];
  const body: Body = {
    cx: width / 2,
    top: floor - legs - h * bottom,
    height: h,
    radius: maxR,
    profile,
    tilt: 0.14,
  };
  const backdrop = studioBackdrop(
    rng,
    width,
    height,
    floor,
    f.metal || finish === 'monoRed' || finish === 'temmoku'
      ? rng.pick(['#2e2c29', '#3a3733', '#d5d0c7'])
      : undefined,
  );
  const shadow = contactShadow(
    'shadow',
    body.cx,
    floor,
    maxR * (shape === 'bowl' ? 0.4 : 0.62),
    backdrop.base,
  );
  const outline = silhouette(body);
  let defs =
    backdrop.defs +
    shadow.defs +
    roundShading('round', f.metal ? 1.5 : 0.7) +
    el('clipPath', { id: 'body' }, el('path', { d: outline }));
  defs += el(
    'radialGradient',
    { id: 'gloss', cx: 0.5, cy: 0.5, r: 0.5 },
    el('stop', { offset: 0, 'stop-color': '#fff', 'stop-opacity': Math.min(0.95, 0.7 * f.gloss) }) +
      el('stop', { offset: 1, 'stop-color': '#fff', 'stop-opacity': 0 }),
  );
  defs += el(
    'linearGradient',
    { id: 'pool', x1: 0, y1: 0, x2: 0, y2: 1 },
    el('stop', {
      offset: 0,
      'stop-color': finish === 'monoRed' ? '#f0e6d6' : shade(f.glaze, 0.12),
      'stop-opacity': finish === 'monoRed' ? 0.9 : 0.4,
    }) +
      el('stop', { offset: 0.12, 'stop-color': f.glaze, 'stop-opacity': 0 }) +
      el('stop', { offset: 0.8, 'stop-color': shade(f.glaze, -0.25), 'stop-opacity': 0 }) +
      el('stop', { offset: 1, 'stop-color': shade(f.glaze, -0.3), 'stop-opacity': 0.5 }),
  );
  if (f.metal) {
    defs += patinaFilter(rng, 0.006, finish === 'bronze' ? BRONZE_PATINA : SILVER_PATINA);
  }
  const decor = decorate(rng, body, finish, f);

  let soft = backdrop.body + shadow.body + (shape === 'ding' ? tripodLegs(body, f, floor) : '');
  soft += el(
    'g',
    { 'clip-path': 'url(#body)' },
    el('path', { d: outline, fill: f.glaze }) +
      decor.soft +
      (f.metal
        ? el('rect', { width, height, filter: 'url(#patina)', opacity: finish === 'bronze' ? 0.85 : 0.35 })
        : ''),
  );

  let crisp = '';
  if (shape === 'ewer') crisp += handleAndSpout(body, f);
  const top = body.profile[0]!;
  const [bx0, by0] = [body.cx - maxR, body.top];
  /** A glossy highlight, placed and sized in fractions of the body's radius (across) and height (down). */
  const highlight = (x: number, y: number, rx: number, ry: number) =>
    el('ellipse', {
      cx: body.cx - maxR * x,
      cy: body.top + h * y,
      rx: maxR * rx,
      ry: h * ry,
      fill: 'url(#gloss)',
    });
  crisp += el(
    'g',
    { 'clip-path': 'url(#body)' },
    decor.crisp +
      el('rect', { x: bx0, y: by0, width: maxR * 2, height: h * 1.05, fill: 'url(#pool)' }) +
      el('rect', { x: bx0, y: by0 - h * 0.05, width: maxR * 2, height: h * 1.1, fill: 'url(#round)' }) +
      // the window reflection of a soft box, and its smaller twin on the shoulder
      highlight(0.42, 0.42, 0.09, 0.22) +
      el('rect', {
        x: body.cx - maxR * 0.47,
        y: body.top + h * 0.3,
        width: maxR * 0.05,
        height: h * 0.22,
        rx: maxR * 0.025,
        fill: '#fff',
        'fill-opacity': Math.min(0.85, 0.55 * f.gloss),
      }) +
      highlight(0.3, 0.2, 0.05, 0.05) +
      (finish === 'paintedPottery' || f.metal
        ? ''
        : el('rect', { x: bx0, y: body.top + h * 0.965, width: maxR * 2, height: h * 0.05, fill: f.foot })),
  );
  // the mouth: an ellipse open to the camera
  const mouthR = top[1] * maxR;
  const interior = shape === 'bowl' || shape === 'ding' ? shade(f.glaze, -0.15) : shade(f.glaze, -0.6);
  crisp += el('ellipse', {
    cx: body.cx,
    cy: body.top,
    rx: mouthR,
    ry: mouthR * body.tilt,
    fill: interior,
    stroke: shade(f.glaze, 0.15),
    'stroke-width': maxR * 0.012,
  });
  if (shape === 'bowl') {
    crisp += el('ellipse', {
      cx: body.cx + mouthR * 0.1,
      cy: body.top + mouthR * body.tilt * 0.25,
      rx: mouthR * 0.8,
      ry: mouthR * body.tilt * 0.6,
      fill: shade(f.glaze, -0.28),
      'fill-opacity': 0.5,
    });
  }
  return { background: backdrop.base, defs, soft, crisp, grain: 0.25 };
}

/** A plate or a bronze mirror seen face on: concentric bands around a central medallion or knob. */
function roundObject(
  rng: Rng,
  width: number,
  height: number,
  kind: 'plate' | 'mirror',
  finish: VesselFinish,
): StudioShot {
  const f = FINISHES[finish](rng);
  const cx = width / 2;
  const cy = height / 2;
  const R = Math.min(width, height) * 0.4;
  const backdrop = studioBackdrop(rng, width, height, height, kind === 'mirror' ? '#2c2a27' : undefined);
  const unit = R / 500;
  const d = decorPainter(rng, f.ink ?? '#222', f.wash ?? f.ink ?? '#222', unit);
  const circle = (r: number, steps = 90): Point[] =>
    Array.from({ length: steps + 1 }, (_, i) => [
      cx + Math.cos((i / steps) * Math.PI * 2) * r,
      cy + Math.sin((i / steps) * Math.PI * 2) * r,
    ]);
  let defs = backdrop.defs;
  defs += el(
    'radialGradient',
    { id: 'dish', cx: 0.4, cy: 0.35, r: 0.75 },
    el('stop', { offset: 0, 'stop-color': '#fff', 'stop-opacity': 0.25 }) +
      el('stop', { offset: 0.7, 'stop-color': '#000', 'stop-opacity': 0.05 }) +
      el('stop', { offset: 1, 'stop-color': '#000', 'stop-opacity': 0.35 }),
  );
  defs += el(
    'radialGradient',
    { id: 'cast', cx: 0.5, cy: 0.5, r: 0.5 },
    el('stop', { offset: 0.85, 'stop-color': '#000', 'stop-opacity': 0.45 }) +
      el('stop', { offset: 1, 'stop-color': '#000', 'stop-opacity': 0 }),
  );
  if (f.metal) {
    defs += patinaFilter(rng, 0.005, BRONZE_PATINA);
    defs += el('clipPath', { id: 'disc' }, el('circle', { cx, cy, r: R }));
  }
  let soft =
    backdrop.body +
    el('circle', { cx: cx + R * 0.06, cy: cy + R * 0.08, r: R * 1.08, fill: 'url(#cast)' }) +
    el('circle', { cx, cy, r: R, fill: f.glaze });
  if (f.metal)
    soft += el('rect', { width, height, filter: 'url(#patina)', opacity: 0.5, 'clip-path': 'url(#disc)' });
  let crisp = '';
  if (kind === 'plate') {
    crisp += d.line(circle(R * 0.97), 3) + d.line(circle(R * 0.9), 2);
    // rim: waves or a lotus-panel border
    for (let i = 0; i < 24; i++) {
      const a = (i / 24) * Math.PI * 2;
      const pts: Point[] = [0, 0.5, 1].map((t) => {
        const ang = a + t * ((Math.PI * 2) / 24);
        const r = R * (0.915 + 0.035 * Math.sin(t * Math.PI));
        return [cx + Math.cos(ang) * r, cy + Math.sin(ang) * r];
      });
      crisp += d.line(pts, 1.6);
    }
    crisp += d.line(circle(R * 0.62), 2.2) + d.line(circle(R * 0.58), 1.4);
    // cavetto: alternating blossoms
    for (let i = 0; i < 8; i++) {
      const a = (i / 8) * Math.PI * 2 + 0.2;
      const px = cx + Math.cos(a) * R * 0.75;
      const py = cy + Math.sin(a) * R * 0.75;
      for (let p = 0; p < 6; p++) {
        const b = a + (p / 6) * Math.PI * 2;
        const e: Point[] = circle(R * 0.045, 12).map(
          ([x, y]): Point => [px + (x - cx) + Math.cos(b) * R * 0.06, py + (y - cy) + Math.sin(b) * R * 0.06],
        );
        crisp += d.fill(e, 0.5) + d.line(e, 1);
      }
    }
    // central medallion: a large blossom with leaves
    const petals = rng.int(8, 12);
    for (const [ring, scale] of [
      [0, 1],
      [1, 0.62],
    ] as const) {
      for (let p = 0; p < petals; p++) {
        const a = ((p + ring * 0.5) / petals) * Math.PI * 2;
        const pts: Point[] = [
          [cx, cy],
          [cx + Math.cos(a - 0.28) * R * 0.3 * scale, cy + Math.sin(a - 0.28) * R * 0.3 * scale],
          [cx + Math.cos(a) * R * 0.42 * scale, cy + Math.sin(a) * R * 0.42 * scale],
          [cx + Math.cos(a + 0.28) * R * 0.3 * scale, cy + Math.sin(a + 0.28) * R * 0.3 * scale],
        ];
        crisp += d.fill(pts, 0.35 + ring * 0.2) + d.line([...pts.slice(1)], 1.6);
      }
    }
    crisp += el('circle', { cx, cy, r: R * 0.06, fill: f.ink });
  } else {
    // mirror: raised rim, a band of grapes and beasts suggested by clusters and spirals, a central knob
    crisp += el('circle', {
      cx,
      cy,
      r: R * 0.96,
      fill: 'none',
      stroke: shade(f.glaze, 0.3),
      'stroke-width': R * 0.05,
      'stroke-opacity': 0.6,
    });
    crisp += el('circle', {
      cx,
      cy,
      r: R * 0.7,
      fill: 'none',
      stroke: shade(f.glaze, 0.25),
      'stroke-width': R * 0.02,
      'stroke-opacity': 0.6,
    });
    for (let i = 0; i < 16; i++) {
      const a = (i / 16) * Math.PI * 2;
      const px = cx + Math.cos(a) * R * 0.82;
      const py = cy + Math.sin(a) * R * 0.82;
      for (let g = 0; g < 6; g++) {
        crisp += el('circle', {
          cx: px + rng.gauss() * R * 0.025,
          cy: py + rng.gauss() * R * 0.025,
          r: R * 0.016,
          fill: shade(f.glaze, 0.2),
          stroke: shade(f.glaze, -0.3),
          'stroke-width': R * 0.004,
        });
      }
    }
    for (let i = 0; i < 6; i++) {
      const a = (i / 6) * Math.PI * 2;
      const px = cx + Math.cos(a) * R * 0.42;
      const py = cy + Math.sin(a) * R * 0.42;
      const spiral: Point[] = Array.from({ length: 30 }, (_, k) => {
        const r = R * 0.14 * (1 - k / 34);
        const b = a + k * 0.45;
        return [px + Math.cos(b) * r, py + Math.sin(b) * r];
      });
      crisp += el('path', {
        d: smoothPath(spiral, false),
        fill: 'none',
        stroke: shade(f.glaze, 0.25),
        'stroke-width': R * 0.018,
        'stroke-opacity': 0.7,
      });
      crisp += el('path', {
        d: smoothPath(spiral, false),
        fill: 'none',
        stroke: '#000',
        'stroke-width': R * 0.01,
        'stroke-opacity': 0.35,
        transform: `translate(${n(R * 0.01)} ${n(R * 0.012)})`,
      });
    }
    defs += el(
      'radialGradient',
      { id: 'knob', cx: 0.35, cy: 0.35, r: 0.7 },
      el('stop', { offset: 0, 'stop-color': shade(f.glaze, 0.45) }) +
        el('stop', { offset: 1, 'stop-color': shade(f.glaze, -0.45) }),
    );
    crisp += el('circle', { cx, cy, r: R * 0.11, fill: 'url(#knob)' });
  }
  crisp += el('circle', { cx, cy, r: R, fill: 'url(#dish)' });
  crisp += el('circle', {
    cx,
    cy,
    r: R,
    fill: 'none',
    stroke: mix(f.glaze, '#000', 0.3),
    'stroke-width': R * 0.008,
  });
  return { background: backdrop.base, defs, soft, crisp, grain: 0.22 };
}

export function vessel(
  rng: Rng,
  width: number,
  height: number,
  options: { shape: VesselShape; finish: VesselFinish },
): Picture {
  const shot =
    options.shape === 'plate' || options.shape === 'mirror'
      ? roundObject(rng, width, height, options.shape, options.finish)
      : turnedVessel(rng, width, height, options.shape, options.finish);
  return {
    width,
    height,
    background: shot.background,
    defs: shot.defs,
    layers: [{ body: shot.soft, scale: 0.5 }, { body: shot.crisp }],
    grain: shot.grain,
  };
}
