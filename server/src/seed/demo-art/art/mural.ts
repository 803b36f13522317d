import { jitter, mix, shade } from '../color.ts';
import { el, n, type Point, polyPath, ridge, smoothPath } from '../geometry.ts';
import type { Rng } from '../random.ts';
import type { Picture } from '../render.ts';
import { groundTexture } from './common.ts';

/**
 * Cave murals of the Kucha grottoes: the lozenge grid of mountains in lapis and malachite, each diamond holding
 * a small scene, or a preaching Buddha in a mandorla among listeners; with the cracks and losses of the plaster.
 */
export type MuralScene = 'lozenge' | 'preaching';

const PIGMENTS = ['#2e4f91', '#3d8a6f', '#e6dcc6', '#b8743a', '#8b3a2b', '#5f7fa8'];
const OUTLINE = '#2a1c14';

function figure(rng: Rng, x: number, y: number, size: number, robe: string, halo = true): string {
  let out = '';
  if (halo)
    out += el('circle', {
      cx: x,
      cy: y - size * 0.62,
      r: size * 0.3,
      fill: rng.pick(['#3d8a6f', '#e6dcc6', '#b8743a']),
      stroke: OUTLINE,
      'stroke-width': size * 0.02,
    });
  out += el('path', {
    d: smoothPath([
      [x - size * 0.42, y + size * 0.1],
      [x - size * 0.3, y - size * 0.3],
      [x, y - size * 0.45],
      [x + size * 0.3, y - size * 0.3],
      [x + size * 0.42, y + size * 0.1],
      [x, y + size * 0.18],
    ]),
    fill: robe,
    stroke: OUTLINE,
    'stroke-width': size * 0.02,
  });
  out += el('ellipse', {
    cx: x,
    cy: y - size * 0.62,
    rx: size * 0.14,
    ry: size * 0.17,
    fill: '#d9b48f',
    stroke: OUTLINE,
    'stroke-width': size * 0.015,
  });
  for (let f = 0; f < 3; f++) {
    const fy = y - size * (0.25 - f * 0.12);
    out += el('path', {
      d: `M${n(x - size * 0.22)} ${n(fy)}Q${n(x)} ${n(fy + size * 0.08)} ${n(x + size * 0.22)} ${n(fy)}`,
      fill: 'none',
      stroke: OUTLINE,
      'stroke-width': size * 0.012,
      'stroke-opacity': 0.7,
    });
  }
  return out;
}

function lozenges(rng: Rng, width: number, height: number): string {
  const cols = rng.int(5, 7);
  const w = width / cols;
  const h = w * 1.25;
  let out = '';
  let index = 0;
  for (let row = -1; row * (h / 2) < height + h; row++) {
    for (let col = -1; col <= cols; col++) {
      const cx = col * w + (row % 2 === 0 ? 0 : w / 2);
      const cy = row * (h / 2);
      const fill = jitter(rng, PIGMENTS[(index++ + row + PIGMENTS.length) % PIGMENTS.length]!, 0.02);
      const diamond: Point[] = [
        [cx, cy - h / 2],
        [cx + w / 2, cy],
        [cx, cy + h / 2],
        [cx - w / 2, cy],
      ];
      out += el('path', { d: polyPath(diamond), fill, stroke: OUTLINE, 'stroke-width': w * 0.012 });
      // the small peaks that make each diamond a mountain
      const bumps = 4;
      let peaks = '';
      for (let b = 0; b < bumps; b++) {
        const t = (b + 0.5) / bumps;
        const bx = cx - w * 0.32 + t * w * 0.64;
        const by = cy + h * 0.28 - Math.abs(t - 0.5) * h * 0.3;
        peaks += `M${n(bx - w * 0.1)} ${n(by)}Q${n(bx)} ${n(by - h * 0.12)} ${n(bx + w * 0.1)} ${n(by)}`;
      }
      out += el('path', { d: peaks, fill: 'none', stroke: shade(fill, 0.35), 'stroke-width': w * 0.018 });
      if (rng.chance(0.7))
        out += figure(rng, cx, cy + h * 0.05, w * 0.36, mix(fill, rng.pick(PIGMENTS), 0.7), rng.chance(0.7));
    }
  }
  return out;
}

function preaching(rng: Rng, width: number, height: number): string {
  const cx = width / 2;
  const cy = height * 0.55;
  const R = Math.min(width, height) * 0.34;
  let out = el('rect', { width, height, fill: '#7c4a30' });
  // mandorla: rings of colour behind the seated Buddha
  ['#2e4f91', '#e6dcc6', '#3d8a6f', '#b8743a', '#8b3a2b'].forEach((color, i) => {
    out += el('ellipse', {
      cx,
      cy,
      rx: R * (1 - i * 0.13),
      ry: R * 1.15 * (1 - i * 0.12),
      fill: color,
      stroke: OUTLINE,
      'stroke-width': R * 0.012,
    });
  });
  out += el('circle', {
    cx,
    cy: cy - R * 0.55,
    r: R * 0.3,
    fill: '#3d8a6f',
    stroke: OUTLINE,
    'stroke-width': R * 0.012,
  });
  out += figure(rng, cx, cy + R * 0.35, R * 1.2, '#8b3a2b', false);
  // listeners on either side, in rows
  for (const side of [-1, 1]) {
    for (let r = 0; r < 3; r++) {
      for (let k = 0; k < 2; k++) {
        const x = cx + side * (R * 1.25 + k * R * 0.42 + r * R * 0.1);
        const y = height * 0.3 + r * height * 0.22;
        out += figure(rng, x, y, R * 0.38, rng.pick(PIGMENTS), true);
      }
    }
  }
  // a frieze of scrolling vine at the top
  const vine = ridge(rng, [0, height * 0.08], [width, height * 0.08], {
    depth: 5,
    displacement: height * 0.02,
  });
  out += el('rect', { width, height: height * 0.16, fill: '#2e4f91' });
  out += el('path', {
    d: smoothPath(vine, false),
    fill: 'none',
    stroke: '#e6dcc6',
    'stroke-width': height * 0.008,
  });
  return out;
}

function damage(rng: Rng, width: number, height: number): string {
  const u = Math.min(width, height) / 1000;
  let out = '';
  // losses: the paint layer has fallen away, showing the clay and straw plaster beneath
  for (let i = 0; i < rng.int(4, 9); i++) {
    const x = rng.next() * width;
    const y = rng.next() * height;
    const r = u * rng.range(40, 160);
    const pts: Point[] = Array.from({ length: 14 }, (_, k) => {
      const a = (k / 14) * Math.PI * 2;
      const rr = r * rng.range(0.55, 1.2);
      return [x + Math.cos(a) * rr, y + Math.sin(a) * rr * 0.8];
    });
    out += el('path', {
      d: smoothPath(pts),
      fill: rng.pick(['#b39a78', '#a88a64', '#c2aa86']),
      stroke: '#6f5a41',
      'stroke-width': u * 2,
    });
  }
  // cracks
  let cracks = '';
  for (let i = 0; i < 14; i++) {
    const line = ridge(
      rng,
      [rng.next() * width, rng.next() * height],
      [rng.next() * width, rng.next() * height],
      { depth: 6, displacement: u * 40, roughness: 0.6 },
    );
    cracks += polyPath(line, false);
  }
  out += el('path', {
    d: cracks,
    fill: 'none',
    stroke: '#2b2019',
    'stroke-width': u * 2.2,
    'stroke-opacity': 0.55,
  });
  return out;
}

export function mural(rng: Rng, width: number, height: number, options: { scene: MuralScene }): Picture {
  const body = options.scene === 'lozenge' ? lozenges(rng, width, height) : preaching(rng, width, height);
  // the pigments have faded unevenly under a veil of dust and salts
  const fade = groundTexture('fade', rng.fork('fade'), '#3a2a1c', 0.22, 0.008);
  const defs = fade.defs;
  return {
    width,
    height,
    background: '#b39a78',
    defs,
    layers: [
      { body: body + damage(rng, width, height) },
      {
        body: el('rect', { width, height, fill: '#efe4cf', 'fill-opacity': 0.18 }) + fade.noise,
        scale: 0.25,
      },
    ],
    grain: 0.5,
  };
}
