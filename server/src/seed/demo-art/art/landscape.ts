import { jitter, mix, shade } from '../color.ts';
import {
  brushOutline,
  el,
  n,
  type Point,
  polyPath,
  ridge,
  sampleCurve,
  smoothPath,
  taper,
} from '../geometry.ts';
import type { Rng } from '../random.ts';
import type { Picture } from '../render.ts';
import { agedEdges, groundTexture, type Rect, scrollMounting, seal } from './common.ts';
import { writeColumns } from './glyphs.ts';

/**
 * Shan shui: mountains built from ridges by midpoint displacement, modelled with texture strokes (皴),
 * moss dots, trees, mist and water, signed with an inscription and seals. Two palettes: ink wash (水墨)
 * and blue-green (青绿) mineral colours on silk.
 */
export type LandscapePalette = 'ink' | 'blueGreen';

interface Painting {
  defs: string;
  soft: string;
  crisp: string;
}

interface Palette {
  ground: string;
  ink: string;
  mountainTop: (rng: Rng) => string;
  mountainBase: string;
  mountainOpacity: number;
  foliage: string[];
  textureInk: string;
  /** Mineral colours are opaque down to the foot; ink washes fade into mist. */
  solid: boolean;
}

const PALETTES: Record<LandscapePalette, (rng: Rng) => Palette> = {
  ink: (rng) => ({
    ground: rng.pick(['#ece2cb', '#e7dcc2', '#efe6d2', '#e3d6b8']),
    ink: '#1d1b19',
    mountainTop: () => '#2a2724',
    mountainBase: '#2a2724',
    mountainOpacity: 0.55,
    foliage: ['#1d1b19', '#2e2b27', '#3b3732'],
    textureInk: '#1d1b19',
    solid: false,
  }),
  blueGreen: (rng) => ({
    ground: rng.pick(['#d6c194', '#cfb688', '#dac79f']),
    ink: '#2b2017',
    mountainTop: (r) => r.pick(['#2f7d6d', '#2c6a86', '#3b8a77', '#2b5e80', '#4a9078']),
    mountainBase: rng.pick(['#b7864a', '#c09256', '#ad7c43']),
    mountainOpacity: 0.95,
    foliage: ['#2f5f48', '#3e6e4f', '#8a3a22', '#2b4f45'],
    textureInk: '#1f3b35',
    solid: true,
  }),
};

/** Height profile of a massif: a few peaks, windowed so it meets the ground at both ends. */
function massif(rng: Rng, cx: number, baseY: number, width: number, height: number, peaks: number): Point[] {
  const bumps = Array.from({ length: peaks }, (_, i) => ({
    c: peaks === 1 ? 0.5 : 0.2 + (0.6 * i) / (peaks - 1) + rng.range(-0.08, 0.08),
    h: i === Math.floor(peaks / 2) ? 1 : rng.range(0.4, 0.85),
    w: rng.range(0.14, 0.3),
    p: rng.range(1.5, 2.6),
  }));
  const noise = ridge(rng, [0, 0], [1, 0], { depth: 7, displacement: 0.07, roughness: 0.6 });
  const points: Point[] = [];
  const steps = noise.length - 1;
  for (let i = 0; i <= steps; i++) {
    const u = i / steps;
    let h = 0.12;
    for (const b of bumps) h = Math.max(h, b.h * Math.max(0, 1 - Math.abs((u - b.c) / b.w) ** b.p));
    const window = Math.sin(Math.PI * u) ** 0.35;
    const y = baseY - height * Math.max(0, h * window + noise[i]![1] * window);
    points.push([cx - width / 2 + u * width, Math.min(baseY, y)]);
  }
  return points;
}

function mountain(
  rng: Rng,
  p: Palette,
  ids: { next: () => string },
  shape: Point[],
  baseY: number,
  options: { textured: boolean; unit: number; darkness: number; gold?: boolean },
): { defs: string; body: string } {
  const id = ids.next();
  const top = jitter(rng, p.mountainTop(rng), 0.03);
  const defs = el(
    'linearGradient',
    { id, x1: 0, y1: 0, x2: 0, y2: 1 },
    el('stop', {
      offset: 0,
      'stop-color': top,
      'stop-opacity': (p.mountainOpacity * options.darkness).toFixed(2),
    }) +
      el('stop', {
        offset: 0.55,
        'stop-color': mix(top, p.mountainBase, 0.6),
        'stop-opacity': (p.mountainOpacity * options.darkness * (p.solid ? 0.95 : 0.7)).toFixed(2),
      }) +
      el('stop', {
        offset: 1,
        'stop-color': p.mountainBase,
        'stop-opacity': p.solid ? 0.8 * options.darkness : 0,
      }),
  );
  const first = shape[0]!;
  const last = shape[shape.length - 1]!;
  const outline = polyPath([...shape, [last[0], baseY + 2], [first[0], baseY + 2]]);
  let body = el('path', { d: outline, fill: `url(#${id})` });
  if (!options.textured) return { defs, body };

  // uneven wash: darker pools of ink where the brush lingered
  const washId = `${id}w`;
  const clipId = `${id}c`;
  let washDefs = el('clipPath', { id: clipId }, el('path', { d: outline }));
  washDefs += el(
    'radialGradient',
    { id: washId },
    el('stop', { offset: 0, 'stop-color': mix(top, p.ink, 0.5), 'stop-opacity': 0.45 * options.darkness }) +
      el('stop', { offset: 1, 'stop-color': mix(top, p.ink, 0.5), 'stop-opacity': 0 }),
  );
  let pools = '';
  const peakY = Math.min(...shape.map((pt) => pt[1]));
  for (let k = 0; k < 9; k++) {
    const [x, y] = shape[rng.int(2, shape.length - 3)]!;
    const r = (baseY - peakY) * rng.range(0.12, 0.3);
    pools += el('ellipse', {
      cx: x + rng.gauss() * r * 0.3,
      cy: y + r * rng.range(0.3, 0.9),
      rx: r * rng.range(0.6, 1.2),
      ry: r,
      fill: `url(#${washId})`,
    });
  }
  body += el('g', { 'clip-path': `url(#${clipId})` }, pools);

  const u = options.unit;
  const peakIndex = shape.reduce((best, pt, i) => (pt[1] < shape[best]![1] ? i : best), 0);
  const ink = p.textureInk;
  // fold lines: the ridge again, lower down and broken, suggesting the mountain's inner structure
  let strokes = '';
  const folds = rng.int(2, 4);
  for (let f = 0; f <= folds; f++) {
    const from = f === 0 ? 0 : rng.int(0, Math.floor(shape.length * 0.6));
    const to =
      f === 0
        ? shape.length - 1
        : Math.min(shape.length - 1, from + rng.int(10, Math.floor(shape.length * 0.4)));
    const drop = f === 0 ? 0 : (baseY - shape[peakIndex]![1]) * rng.range(0.1, 0.55);
    const line = shape
      .slice(from, to + 1)
      .map(
        ([x, y]): Point => [
          x,
          y + drop * Math.min(1, (baseY - y) / (baseY - shape[peakIndex]![1] + 1)) + rng.gauss() * u,
        ],
      );
    if (line.length < 2) continue;
    strokes += el('path', {
      d: brushOutline(
        sampleCurve(
          line.filter((_, i) => i % 2 === 0),
          3,
        ),
        { width: taper(u * (f === 0 ? 4.5 : 2.2), { start: 0.05, end: 0.3 }), rough: 0.45, rng },
      ),
      fill: ink,
      'fill-opacity': (0.55 + 0.3 * options.darkness).toFixed(2),
    });
    // hemp-fibre texture strokes (披麻皴) running down from each fold
    const count = Math.round((line.length / shape.length) * 240 * options.darkness);
    let d = '';
    for (let k = 0; k < count; k++) {
      const i = rng.int(0, line.length - 1);
      const [sx, sy] = line[i]!;
      const dir = Math.sign(sx - shape[peakIndex]![0]) || 1;
      const length = (baseY - sy) * rng.range(0.06, 0.22);
      const pts: Point[] = [
        [sx, sy + rng.range(0, 6) * u],
        [sx + dir * length * rng.range(0.1, 0.3) + rng.gauss() * u * 3, sy + length * 0.5],
        [sx + dir * length * rng.range(0.2, 0.5), sy + length],
      ];
      d += brushOutline(sampleCurve(pts, 5), {
        width: taper(u * rng.range(1.2, 2.6), { start: 0.1, end: 0.6 }),
        rough: 0.3,
        rng,
      });
    }
    strokes += el('path', { d, fill: ink, 'fill-opacity': (0.22 + 0.2 * options.darkness).toFixed(2) });
  }
  let inner = '';
  for (let k = 0; k < 260 * options.darkness; k++) {
    const [sx, sy] = shape[rng.int(2, shape.length - 3)]!;
    const depth = (baseY - sy) * rng.next() ** 1.6 * 0.8;
    const dir = Math.sign(sx - shape[peakIndex]![0]) || 1;
    const length = u * rng.range(12, 40);
    const start: Point = [sx + rng.gauss() * u * 8, sy + depth];
    inner += brushOutline(
      sampleCurve(
        [
          start,
          [start[0] + dir * length * 0.2 + rng.gauss() * u * 2, start[1] + length * 0.5],
          [start[0] + dir * length * 0.35, start[1] + length],
        ],
        4,
      ),
      { width: taper(u * rng.range(1.5, 3.2), { start: 0.2, end: 0.5 }), rough: 0.35, rng },
    );
  }
  strokes += el('path', { d: inner, fill: ink, 'fill-opacity': (0.18 + 0.14 * options.darkness).toFixed(2) });
  if (options.gold) {
    strokes += el('path', {
      d: smoothPath(
        shape.filter((_, i) => i % 3 === 0),
        false,
      ),
      fill: 'none',
      stroke: '#c9a24e',
      'stroke-width': u * 1.6,
      'stroke-opacity': 0.7,
    });
  }
  // moss dots (苔点) on the crests
  let dots = '';
  for (let k = 0; k < 40 * options.darkness; k++) {
    const i = rng.int(2, shape.length - 3);
    const [x, y] = shape[i]!;
    if (baseY - y < (baseY - shape[peakIndex]![1]) * 0.2) continue;
    dots += el('ellipse', {
      cx: x + rng.gauss() * 4 * u,
      cy: y + rng.range(1, 6) * u,
      rx: rng.range(2, 5) * u,
      ry: rng.range(1.2, 3) * u,
      transform: undefined,
    });
  }
  body += strokes + el('g', { fill: p.ink, 'fill-opacity': 0.8 }, dots);
  return { defs: defs + washDefs, body };
}

function pine(rng: Rng, p: Palette, [x, y]: Point, height: number, u: number): string {
  const lean = rng.range(-0.25, 0.25) * height;
  const trunk: Point[] = [
    [x, y],
    [x + lean * 0.3 + rng.gauss() * u * 4, y - height * 0.5],
    [x + lean, y - height],
  ];
  let out = el('path', {
    d: brushOutline(sampleCurve(trunk, 8), {
      width: taper(height * 0.05, { start: 0.02, end: 0.3 }),
      rough: 0.25,
      rng,
    }),
    fill: p.ink,
    'fill-opacity': 0.85,
  });
  const curve = sampleCurve(trunk, 8);
  const branches = rng.int(4, 7);
  let needles = '';
  let clumps = '';
  for (let b = 0; b < branches; b++) {
    const [bx, by] = curve[Math.floor(curve.length * (0.35 + (0.6 * b) / branches))]!;
    const side = b % 2 === 0 ? -1 : 1;
    const length = height * rng.range(0.15, 0.35) * (1 - b / branches / 2);
    const tip: Point = [bx + side * length, by - length * rng.range(0, 0.3)];
    out += el('path', {
      d: brushOutline(sampleCurve([[bx, by], [(bx + tip[0]) / 2, by + rng.gauss() * u * 3], tip], 4), {
        width: taper(height * 0.018),
        rough: 0.2,
        rng,
      }),
      fill: p.ink,
      'fill-opacity': 0.8,
    });
    // needle fans
    for (const [cx, cy] of [tip, [(bx + tip[0]) / 2, by] as Point]) {
      const r = height * rng.range(0.06, 0.1);
      clumps += el('ellipse', { cx, cy, rx: r * 0.95, ry: r * 0.32 });
      for (let k = 0; k < 22; k++) {
        const a = (k / 22) * Math.PI * 2 + rng.gauss() * 0.1;
        const from = r * 0.25;
        needles += `M${n(cx + Math.cos(a) * from)} ${n(cy + Math.sin(a) * from * 0.4)}L${n(cx + Math.cos(a) * r)} ${n(cy + Math.sin(a) * r * 0.4)}`;
      }
    }
  }
  out += el('g', { fill: rng.pick(p.foliage), 'fill-opacity': 0.35 }, clumps);
  out += el('path', {
    d: needles,
    stroke: rng.pick(p.foliage),
    'stroke-width': u * 1.4,
    'stroke-opacity': 0.75,
    fill: 'none',
  });
  return out;
}

function leafyTree(rng: Rng, p: Palette, [x, y]: Point, height: number, u: number): string {
  let out = '';
  const color = rng.pick(p.foliage);
  const grow = (from: Point, angle: number, length: number, depth: number) => {
    const to: Point = [from[0] + Math.cos(angle) * length, from[1] + Math.sin(angle) * length];
    const mid: Point = [(from[0] + to[0]) / 2 + rng.gauss() * length * 0.08, (from[1] + to[1]) / 2];
    out += el('path', {
      d: brushOutline(sampleCurve([from, mid, to], 4), {
        width: taper(height * 0.04 * 0.6 ** (3 - depth), { start: 0.02, end: 0.4 }),
        rough: 0.25,
        rng,
      }),
      fill: p.ink,
      'fill-opacity': 0.85,
    });
    if (depth === 0) {
      let leaves = '';
      for (let k = 0; k < 26; k++) {
        const lx = to[0] + rng.gauss() * height * 0.08;
        const ly = to[1] + rng.gauss() * height * 0.06;
        leaves += el('ellipse', { cx: lx, cy: ly, rx: u * rng.range(2.5, 5), ry: u * rng.range(1.5, 3) });
      }
      out += el('g', { fill: color, 'fill-opacity': 0.55 }, leaves);
      return;
    }
    const spread = rng.range(0.35, 0.6);
    grow(to, angle - spread + rng.gauss() * 0.1, length * 0.7, depth - 1);
    grow(to, angle + spread + rng.gauss() * 0.1, length * 0.68, depth - 1);
  };
  grow([x, y], -Math.PI / 2 + rng.gauss() * 0.12, height * 0.42, 3);
  return out;
}

function pavilion(rng: Rng, p: Palette, [x, y]: Point, size: number): string {
  const roofY = y - size * 0.55;
  const posts = [0.15, 0.85].map((f) =>
    el('rect', {
      x: x + size * f - size * 0.02,
      y: roofY,
      width: size * 0.04,
      height: size * 0.55,
      fill: p.ink,
    }),
  );
  const roof = `M${n(x - size * 0.12)} ${n(roofY - size * 0.08)}Q${n(x + size * 0.1)} ${n(roofY)} ${n(x + size * 0.3)} ${n(roofY - size * 0.3)}L${n(x + size * 0.7)} ${n(roofY - size * 0.3)}Q${n(x + size * 0.9)} ${n(roofY)} ${n(x + size * 1.12)} ${n(roofY - size * 0.08)}Z`;
  return (
    posts.join('') +
    el('path', { d: roof, fill: p.ink, 'fill-opacity': 0.85 }) +
    el('rect', {
      x: x - size * 0.05,
      y,
      width: size * 1.1,
      height: size * 0.06,
      fill: p.ink,
      'fill-opacity': 0.7,
    }) +
    (rng.chance(0.6)
      ? el('circle', { cx: x + size * 0.5, cy: y - size * 0.28, r: size * 0.06, fill: p.ink })
      : '')
  );
}

function boat(p: Palette, [x, y]: Point, size: number): string {
  const hull = `M${n(x)} ${n(y)}Q${n(x + size / 2)} ${n(y + size * 0.22)} ${n(x + size)} ${n(y - size * 0.05)}Q${n(x + size / 2)} ${n(y + size * 0.08)} ${n(x)} ${n(y)}Z`;
  return (
    el('path', { d: hull, fill: p.ink, 'fill-opacity': 0.85 }) +
    el('circle', { cx: x + size * 0.62, cy: y - size * 0.2, r: size * 0.04, fill: p.ink }) +
    el('path', {
      d: `M${n(x + size * 0.55)} ${n(y + size * 0.02)}L${n(x + size * 0.62)} ${n(y - size * 0.16)}L${n(x + size * 0.7)} ${n(y + size * 0.02)}Z`,
      fill: p.ink,
    }) +
    el('path', {
      d: `M${n(x + size * 0.2)} ${n(y - size * 0.35)}L${n(x + size * 0.35)} ${n(y + size * 0.25)}`,
      stroke: p.ink,
      'stroke-width': size * 0.015,
    })
  );
}

function ripples(rng: Rng, p: Palette, area: Rect, u: number, count: number): string {
  let d = '';
  for (let k = 0; k < count; k++) {
    const x = area.x + rng.next() * area.width;
    const y = area.y + rng.next() * area.height;
    const w = u * rng.range(20, 70);
    d += `M${n(x)} ${n(y)}q${n(w / 4)} ${n(-u * 2)} ${n(w / 2)} 0t${n(w / 2)} 0`;
  }
  return el('path', { d, fill: 'none', stroke: p.ink, 'stroke-width': u * 1.1, 'stroke-opacity': 0.22 });
}

function mist(
  id: string,
  ground: string,
  y: number,
  h: number,
  width: number,
): { defs: string; body: string } {
  return {
    defs: el(
      'linearGradient',
      { id, x1: 0, y1: 0, x2: 0, y2: 1 },
      el('stop', { offset: 0, 'stop-color': ground, 'stop-opacity': 0 }) +
        el('stop', { offset: 0.5, 'stop-color': ground, 'stop-opacity': 0.85 }) +
        el('stop', { offset: 1, 'stop-color': ground, 'stop-opacity': 0 }),
    ),
    body: el('rect', { x: 0, y, width, height: h, fill: `url(#${id})` }),
  };
}

function paintLandscape(rng: Rng, width: number, height: number, paletteName: LandscapePalette): Painting {
  const p = PALETTES[paletteName](rng);
  let counter = 0;
  const ids = { next: () => `ls${++counter}` };
  const u = Math.min(width, height) / 1000;
  const tall = height > width * 1.2;
  const texture = groundTexture('ground', rng.fork('ground'), p.ground, 0.05, 0.03);
  let defs = texture.defs + el('filter', { id: 'haze' }, el('feGaussianBlur', { stdDeviation: u * 6 }));
  let soft = texture.body;
  let crisp = '';
  const add = (part: { defs: string; body: string }) => {
    defs += part.defs;
    crisp += part.body;
  };

  // far ranges: pale and soft
  const farBase = height * (tall ? 0.42 : 0.6);
  let far = '';
  for (let i = 0; i < (tall ? 2 : 3); i++) {
    const cx = width * rng.range(0.15, 0.85);
    const shape = massif(
      rng,
      cx,
      farBase,
      width * rng.range(0.5, 0.9),
      height * rng.range(tall ? 0.1 : 0.2, tall ? 0.2 : 0.35),
      rng.int(2, 4),
    );
    const m = mountain(rng, p, ids, shape, farBase, { textured: false, unit: u, darkness: 0.35 });
    defs += m.defs;
    far += m.body;
  }
  soft += el('g', { filter: 'url(#haze)' }, far);
  add(mist(ids.next(), p.ground, farBase - height * 0.08, height * 0.16, width));

  // the main massif and its companions
  const groups = rng.int(2, 3);
  const planes = tall
    ? [
        {
          cx: width * rng.range(0.4, 0.6),
          base: height * 0.62,
          w: width * 0.85,
          h: height * 0.5,
          peaks: 3,
          dark: 0.9,
        },
        {
          cx: width * rng.pick([0.12, 0.88]),
          base: height * 0.72,
          w: width * 0.55,
          h: height * 0.2,
          peaks: 2,
          dark: 0.75,
        },
      ]
    : Array.from({ length: groups }, (_, i) => ({
        cx: width * ((i + 0.5) / groups + rng.range(-0.08, 0.08)),
        base: height * 0.78,
        w: width * rng.range(0.3, 0.45),
        h: height * rng.range(0.35, 0.55),
        peaks: rng.int(2, 4),
        dark: rng.range(0.7, 1),
      }));
  for (const plane of planes) {
    const shape = massif(rng, plane.cx, plane.base, plane.w, plane.h, plane.peaks);
    add(
      mountain(rng, p, ids, shape, plane.base, {
        textured: true,
        unit: u,
        darkness: plane.dark,
        gold: paletteName === 'blueGreen' && rng.chance(0.6),
      }),
    );
    // distant trees on the crests give the mountain its scale
    let trees = '';
    for (let k = 0; k < 30; k++) {
      const [x, y] = shape[rng.int(3, shape.length - 4)]!;
      const h = u * rng.range(6, 14);
      trees += `M${n(x)} ${n(y + u)}l0 ${n(-h)}M${n(x - h * 0.3)} ${n(y - h * 0.4)}l${n(h * 0.3)} ${n(-h * 0.3)}l${n(h * 0.3)} ${n(h * 0.3)}`;
    }
    crisp += el('path', {
      d: trees,
      stroke: p.ink,
      'stroke-width': u * 1.2,
      'stroke-opacity': 0.6,
      fill: 'none',
    });
    add(mist(ids.next(), p.ground, plane.base - height * 0.1, height * 0.14, width));
  }

  // water, with a boat
  const waterTop = height * (tall ? 0.72 : 0.8);
  crisp += ripples(rng, p, { x: 0, y: waterTop, width, height: height * 0.1 }, u, 40);
  if (rng.chance(0.7)) crisp += boat(p, [width * rng.range(0.15, 0.75), waterTop + height * 0.04], u * 70);

  // foreground banks with trees and a pavilion
  const bankBase = height * 1.02;
  const bankSide = rng.chance(0.5) ? 0.25 : 0.75;
  const bank = massif(
    rng,
    width * bankSide,
    bankBase,
    width * (tall ? 0.9 : 0.6),
    height * (tall ? 0.12 : 0.16),
    2,
  );
  add(mountain(rng, p, ids, bank, bankBase, { textured: true, unit: u, darkness: 1 }));
  const treeCount = rng.int(2, 4);
  for (let t = 0; t < treeCount; t++) {
    const at = bank[Math.floor(bank.length * (0.2 + (0.6 * t) / treeCount))]!;
    const h = height * (tall ? 0.11 : 0.2) * rng.range(0.7, 1.1);
    crisp += rng.chance(0.5)
      ? pine(rng, p, [at[0], at[1] + u * 10], h, u)
      : leafyTree(rng, p, [at[0], at[1] + u * 10], h, u);
  }
  if (rng.chance(0.6)) {
    const at = bank[Math.floor(bank.length * rng.range(0.55, 0.8))]!;
    crisp += pavilion(rng, p, [at[0], at[1] + u * 14], u * (tall ? 70 : 90));
  }

  // inscription and seals in the empty sky
  const left = rng.chance(0.5);
  const cell = u * (tall ? 26 : 30);
  const area = {
    x: left ? width * 0.05 : width * 0.72,
    y: height * 0.05,
    width: width * 0.22,
    height: height * (tall ? 0.22 : 0.38),
  };
  crisp += writeColumns(rng, area, {
    style: rng.pick(['xing', 'kai', 'xing'] as const),
    ink: p.ink,
    cell,
    count: rng.int(12, 40),
  });
  crisp += seal(
    rng,
    left ? area.x : area.x + area.width - cell * 1.8,
    area.y + area.height + cell * 0.5,
    cell * 1.6,
  );
  for (let s = 0; s < rng.int(1, 3); s++) {
    crisp += seal(
      rng,
      rng.pick([width * 0.03, width * 0.9]),
      height * rng.range(0.6, 0.92),
      cell * rng.range(1.4, 2.4),
    );
  }
  const edges = agedEdges(
    'edges',
    width,
    height,
    shade(p.ground, -0.45),
    paletteName === 'ink' ? 0.35 : 0.55,
  );
  defs += edges.defs;
  crisp += edges.body;
  return { defs, soft, crisp };
}

export function landscape(
  rng: Rng,
  width: number,
  height: number,
  options: { palette: LandscapePalette; mounted?: boolean },
): Picture {
  if (!options.mounted) {
    const painting = paintLandscape(rng, width, height, options.palette);
    return {
      width,
      height,
      background: '#e9dfc8',
      defs: painting.defs,
      layers: [{ body: painting.soft, scale: 0.25 }, { body: painting.crisp }],
      grain: 0.3,
    };
  }
  const inner: Rect = { x: width * 0.2, y: height * 0.13, width: width * 0.6, height: height * 0.68 };
  const painting = paintLandscape(rng, inner.width, inner.height, options.palette);
  const wall = '#d9d6cf';
  const place = (body: string) =>
    el(
      'svg',
      {
        x: inner.x,
        y: inner.y,
        width: inner.width,
        height: inner.height,
        viewBox: `0 0 ${n(inner.width)} ${n(inner.height)}`,
        overflow: 'hidden',
      },
      body,
    );
  return {
    width,
    height,
    background: wall,
    defs: painting.defs,
    layers: [
      { body: scrollMounting(rng, width, height, inner, wall) + place(painting.soft), scale: 0.25 },
      { body: place(painting.crisp) },
    ],
    grain: 0.3,
  };
}
