import { mix, shade } from '../color.ts';
import { el, n, type Point, polyPath } from '../geometry.ts';
import type { Rng } from '../random.ts';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Mottled, fibrous paper or silk: low-frequency noise tinted with the ground colour (for a soft layer). */
export function groundTexture(
  id: string,
  rng: Rng,
  color: string,
  strength = 0.35,
  frequency = 0.004,
): {
  defs: string;
  /** The ground colour with its texture. */
  body: string;
  /** The texture alone, to lay over something else. */
  noise: string;
} {
  const dark = shade(color, -0.35);
  const defs = el(
    'filter',
    { id, x: 0, y: 0, width: '100%', height: '100%', 'color-interpolation-filters': 'sRGB' },
    el('feTurbulence', {
      type: 'fractalNoise',
      baseFrequency: `${frequency} ${frequency * 1.6}`,
      numOctaves: 4,
      seed: rng.int(1, 9999),
    }) +
      el('feColorMatrix', {
        type: 'matrix',
        values: `0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  ${strength * 2.4} 0 0 0 ${-strength * 0.9}`,
      }),
  );
  const noise = el('rect', { width: '100%', height: '100%', fill: dark, filter: `url(#${id})` });
  return { defs, noise, body: el('rect', { width: '100%', height: '100%', fill: color }) + noise };
}

/** Darkened, foxed edges of old silk or paper. */
export function agedEdges(id: string, width: number, height: number, color: string, strength = 0.45) {
  const defs = el(
    'radialGradient',
    { id, cx: '50%', cy: '50%', r: '75%' },
    el('stop', { offset: '0.55', 'stop-color': color, 'stop-opacity': 0 }) +
      el('stop', { offset: '1', 'stop-color': color, 'stop-opacity': strength }),
  );
  return { defs, body: el('rect', { width, height, fill: `url(#${id})` }) };
}

/** Seal-script glyph: square-cornered strokes of even width filling a cell. */
function sealGlyph(rng: Rng, x: number, y: number, size: number, weight: number): string {
  const lines: string[] = [];
  const rows = rng.int(2, 4);
  const cols = rng.int(1, 3);
  const at = (fx: number, fy: number): Point => [x + fx * size, y + fy * size];
  for (let r = 0; r < rows; r++) {
    const fy = 0.08 + (r * 0.84) / (rows - 1);
    const from = rng.chance(0.3) ? rng.range(0.05, 0.4) : 0.05;
    const to = rng.chance(0.3) ? rng.range(0.6, 0.95) : 0.95;
    lines.push(polyPath([at(from, fy), at(to, fy)], false));
  }
  for (let c = 0; c < cols; c++) {
    const fx = cols === 1 ? 0.5 : 0.1 + (c * 0.8) / (cols - 1);
    lines.push(polyPath([at(fx, rng.range(0.05, 0.3)), at(fx, rng.range(0.7, 0.95))], false));
  }
  if (rng.chance(0.6)) {
    lines.push(polyPath([at(0.2, 0.55), at(0.2, 0.9), at(0.8, 0.9), at(0.8, 0.6)], false));
  }
  return el('path', {
    d: lines.join(''),
    fill: 'none',
    'stroke-width': weight,
    'stroke-linecap': 'square',
    'stroke-linejoin': 'miter',
  });
}

/**
 * A red seal impression: white characters cut into red (阴文) or red characters in a red frame (阳文),
 * with the uneven pressure of a hand-stamped seal.
 */
export function seal(
  rng: Rng,
  x: number,
  y: number,
  size: number,
  options: { color?: string; glyphs?: 1 | 2 | 4 } = {},
) {
  const color = options.color ?? rng.pick(['#b0302a', '#a82b22', '#b8412c', '#9c2a25']);
  const glyphs = options.glyphs ?? rng.pick([1, 2, 4] as const);
  const round = rng.chance(0.15);
  const intaglio = rng.chance(0.55);
  const opacity = rng.range(0.72, 0.92);
  const pad = size * 0.1;
  const inner = size - pad * 2;
  const cells: [number, number, number][] =
    glyphs === 1
      ? [[x + pad, y + pad, inner]]
      : glyphs === 2
        ? [
            [x + pad + inner * 0.25, y + pad, inner * 0.5],
            [x + pad + inner * 0.25, y + pad + inner * 0.5, inner * 0.5],
          ]
        : [
            [x + pad + inner * 0.5, y + pad, inner * 0.5],
            [x + pad + inner * 0.5, y + pad + inner * 0.5, inner * 0.5],
            [x + pad, y + pad, inner * 0.5],
            [x + pad, y + pad + inner * 0.5, inner * 0.5],
          ];
  const weight = size * (glyphs === 4 ? 0.045 : 0.06);
  const marks = cells
    .map(([cx, cy, s]) => sealGlyph(rng, cx + s * 0.08, cy + s * 0.08, s * 0.84, weight))
    .join('');
  const shape = round
    ? el('ellipse', { cx: x + size / 2, cy: y + size / 2, rx: size / 2, ry: size / 2 })
    : el('rect', { x, y, width: size, height: size, rx: size * 0.04 });
  const body = intaglio
    ? `${shape.replace('/>', ` fill="${color}"/>`)}<g stroke="${mix(color, '#f3e9d8', 0.85)}">${marks}</g>`
    : `${shape.replace('/>', ` fill="none" stroke="${color}" stroke-width="${n(weight * 1.2)}"/>`)}<g stroke="${color}">${marks}</g>`;
  return el('g', { opacity: opacity.toFixed(2) }, body);
}

/** Silk or paper mounting of a hanging scroll around `inner`, with the roller at the bottom. */
export function scrollMounting(rng: Rng, width: number, height: number, inner: Rect, wall: string) {
  const silk = rng.pick(['#c7b68d', '#8f9a94', '#b9a27a', '#6f7d84', '#a99b83']);
  const band = shade(silk, -0.35);
  const outer: Rect = {
    x: inner.x - inner.width * 0.09,
    y: inner.y - inner.height * 0.2,
    width: inner.width * 1.18,
    height: inner.height * 1.32,
  };
  const rollerH = outer.width * 0.035;
  const rollerY = outer.y + outer.height;
  let body = el('rect', { width, height, fill: wall });
  body += el('rect', { ...outer, fill: silk });
  // the two hanging ribbons (惊燕)
  for (const fx of [0.36, 0.64]) {
    body += el('rect', {
      x: outer.x + outer.width * fx - outer.width * 0.015,
      y: outer.y,
      width: outer.width * 0.03,
      height: inner.y - outer.y - inner.height * 0.05,
      fill: band,
      opacity: 0.8,
    });
  }
  body += el('rect', {
    x: inner.x - inner.width * 0.012,
    y: inner.y - inner.width * 0.012,
    width: inner.width * 1.024,
    height: inner.height + inner.width * 0.024,
    fill: band,
  });
  body += el('rect', {
    x: outer.x - 6,
    y: outer.y - rollerH * 0.6,
    width: outer.width + 12,
    height: rollerH * 0.6,
    fill: '#3b2a1e',
  });
  body += el('rect', {
    x: outer.x - rollerH * 0.9,
    y: rollerY,
    width: outer.width + rollerH * 1.8,
    height: rollerH,
    rx: rollerH / 2,
    fill: '#2e2119',
  });
  body += el('rect', { x: outer.x, y: rollerY, width: outer.width, height: rollerH, fill: '#4a3627' });
  return body;
}
