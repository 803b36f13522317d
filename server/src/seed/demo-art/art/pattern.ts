import { shade } from '../color.ts';
import { brushOutline, el, n, type Point, sampleCurve } from '../geometry.ts';
import type { Rng } from '../random.ts';
import type { Picture } from '../render.ts';
import { groundTexture, seal } from './common.ts';

/** Quiet covers for items without a picture: a carved lattice, an ink circle, or interlaced stars. */
export type PatternStyle = 'lattice' | 'enso' | 'stars';

const PALETTES = [
  ['#1f3a4d', '#c9a45c'],
  ['#6e2a22', '#e5d3b0'],
  ['#2f4a3a', '#d8c49a'],
  ['#3a3340', '#c98f6a'],
  ['#1c1b19', '#b89a63'],
];

function lattice(width: number, height: number, [ground, line]: string[]): string {
  const cell = Math.min(width, height) / 9;
  let d = '';
  for (let y = -cell; y < height + cell; y += cell) {
    for (let x = -cell; x < width + cell; x += cell) {
      const cx = x + cell / 2;
      const cy = y + cell / 2;
      d += `M${n(cx)} ${n(y)}L${n(x + cell)} ${n(cy)}L${n(cx)} ${n(y + cell)}L${n(x)} ${n(cy)}Z`;
      d += `M${n(cx - cell * 0.18)} ${n(cy)}L${n(cx)} ${n(cy - cell * 0.18)}L${n(cx + cell * 0.18)} ${n(cy)}L${n(cx)} ${n(cy + cell * 0.18)}Z`;
    }
  }
  return (
    el('rect', { width, height, fill: ground! }) +
    el('path', { d, fill: 'none', stroke: line!, 'stroke-width': cell * 0.06, 'stroke-opacity': 0.75 })
  );
}

function stars(width: number, height: number, [ground, line]: string[]): string {
  const cell = Math.min(width, height) / 6;
  let d = '';
  for (let y = 0; y < height + cell; y += cell) {
    for (let x = 0; x < width + cell; x += cell) {
      const pts: Point[] = Array.from({ length: 16 }, (_, k) => {
        const a = (k / 16) * Math.PI * 2 + Math.PI / 8;
        const r = (k % 2 === 0 ? 0.48 : 0.3) * cell;
        return [x + Math.cos(a) * r, y + Math.sin(a) * r];
      });
      d += `M${pts.map(([px, py]) => `${n(px)} ${n(py)}`).join('L')}Z`;
    }
  }
  return (
    el('rect', { width, height, fill: ground! }) +
    el('path', { d, fill: shade(ground!, 0.08), stroke: line!, 'stroke-width': cell * 0.035 })
  );
}

function enso(rng: Rng, width: number, height: number): string {
  const cx = width * rng.range(0.4, 0.6);
  const cy = height * 0.5;
  const r = Math.min(width, height) * 0.3;
  const start = rng.range(0, Math.PI * 2);
  const sweep = Math.PI * rng.range(1.7, 1.92);
  const line: Point[] = Array.from({ length: 40 }, (_, i) => {
    const a = start + (i / 39) * sweep;
    const rr = r * (1 + 0.04 * Math.sin(i * 0.7));
    return [cx + Math.cos(a) * rr, cy + Math.sin(a) * rr];
  });
  const u = Math.min(width, height) / 1000;
  return (
    el('path', {
      d: brushOutline(sampleCurve(line, 3), {
        width: (t) => u * (70 - 50 * t) * (t < 0.05 ? 0.6 + t * 8 : 1),
        rough: 0.12,
        rng,
      }),
      fill: '#1d1b19',
      'fill-opacity': 0.9,
    }) + seal(rng, cx + r * 1.1, cy + r * 0.6, u * 60, { glyphs: 2 })
  );
}

export function pattern(rng: Rng, width: number, height: number, options: { style: PatternStyle }): Picture {
  const palette = rng.pick(PALETTES);
  if (options.style === 'enso') {
    const paper = groundTexture('paper', rng.fork('paper'), '#efe8d9', 0.05, 0.03);
    return {
      width,
      height,
      background: '#efe8d9',
      defs: paper.defs,
      layers: [{ body: paper.body, scale: 0.25 }, { body: enso(rng, width, height) }],
      grain: 0.3,
    };
  }
  const body = options.style === 'lattice' ? lattice(width, height, palette) : stars(width, height, palette);
  return { width, height, background: palette[0]!, layers: [{ body }], grain: 0.35 };
}
