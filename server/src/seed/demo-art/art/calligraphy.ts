import { shade } from '../color.ts';
import { el, n } from '../geometry.ts';
import type { Rng } from '../random.ts';
import type { Picture } from '../render.ts';
import { agedEdges, groundTexture, type Rect, seal } from './common.ts';
import { glyph, type ScriptStyle, writeColumns } from './glyphs.ts';

/** Calligraphy: scrolls of columns, couplets on red paper, horizontal plaques and fan leaves. */
export type CalligraphyFormat = 'scroll' | 'couplet' | 'plaque' | 'fan';

const INK = '#161412';

function goldFlecks(rng: Rng, area: Rect, u: number, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = area.x + rng.next() * area.width;
    const y = area.y + rng.next() * area.height;
    const r = u * rng.range(1.5, 7);
    out += el('path', {
      d: `M${n(x)} ${n(y - r)}l${n(r * rng.range(0.6, 1.2))} ${n(r * 0.8)}l${n(-r * 0.4)} ${n(r * 1.1)}l${n(-r * 0.9)} ${n(-r * 0.6)}Z`,
    });
  }
  return el('g', { fill: '#c9a045', 'fill-opacity': 0.8 }, out);
}

function signature(rng: Rng, x: number, y: number, cell: number, length: number, style: ScriptStyle): string {
  let out = writeColumns(
    rng,
    { x, y, width: cell, height: cell * 1.12 * length },
    { style, ink: INK, cell, count: length },
  );
  out += seal(rng, x - cell * 0.1, y + cell * 1.15 * length + cell * 0.3, cell * 1.2, { glyphs: 4 });
  out += seal(rng, x - cell * 0.1, y + cell * 1.15 * length + cell * 1.7, cell * 1.2, { glyphs: 2 });
  return out;
}

export function calligraphy(
  rng: Rng,
  width: number,
  height: number,
  options: { format: CalligraphyFormat; style?: ScriptStyle },
): Picture {
  const u = Math.min(width, height) / 1000;
  const style = options.style ?? rng.pick(['kai', 'xing', 'cao', 'li'] as const);
  const red = options.format === 'couplet';
  const paper = red
    ? rng.pick(['#a8322a', '#b23a2c', '#9e2f27'])
    : rng.pick(['#efe8d8', '#ebe1cb', '#f1ebde', '#e5d8bc']);
  const texture = groundTexture('paper', rng.fork('paper'), paper, 0.05, 0.03);
  let defs = texture.defs;
  let soft = texture.body;
  let crisp = '';
  const dryness = style === 'kai' ? 0.04 : 0.12;

  switch (options.format) {
    case 'scroll': {
      const margin = { x: width * 0.1, y: height * 0.07 };
      const columns = style === 'cao' ? rng.int(2, 3) : rng.int(3, 5);
      const cell = Math.min((width - margin.x * 2) / (columns * 1.4), (height * 0.8) / 6);
      const area = {
        x: margin.x + cell * 1.4,
        y: margin.y,
        width: width - margin.x * 2 - cell * 1.4,
        height: height - margin.y * 2.4,
      };
      crisp += writeColumns(rng, area, {
        style,
        ink: INK,
        cell,
        columnGap: cell * 0.4,
        dryness,
        weight: style === 'cao' ? 0.07 : 0.095,
        paper,
      });
      crisp += signature(
        rng,
        margin.x,
        margin.y + cell * rng.range(1, 3),
        cell * 0.36,
        rng.int(6, 11),
        'xing',
      );
      if (rng.chance(0.4)) crisp += seal(rng, width - margin.x * 0.9, margin.y, cell * 0.5, { glyphs: 2 });
      break;
    }
    case 'couplet': {
      // two strips on a wall, each a column of large characters
      const stripW = width * 0.3;
      const strips = [width * 0.12, width * 0.58];
      soft = el('rect', { width, height, fill: '#dcd8d0' });
      for (const x of strips) {
        crisp += el('rect', {
          x: x + u * 8,
          y: height * 0.05 + u * 8,
          width: stripW,
          height: height * 0.9,
          fill: '#000',
          'fill-opacity': 0.12,
        });
        crisp += el('rect', { x, y: height * 0.05, width: stripW, height: height * 0.9, fill: paper });
        crisp += goldFlecks(rng, { x, y: height * 0.05, width: stripW, height: height * 0.9 }, u, 160);
        const count = 7;
        const cell = Math.min(stripW * 0.72, (height * 0.84) / (count * 1.12));
        for (let i = 0; i < count; i++) {
          crisp += glyph(
            rng,
            { x: x + (stripW - cell) / 2, y: height * 0.08 + i * cell * 1.12, size: cell },
            { style, ink: INK, weight: 0.1, paper },
            1,
          );
        }
      }
      crisp += signature(rng, width * 0.49, height * 0.12, u * 22, 8, 'xing');
      break;
    }
    case 'plaque': {
      const count = rng.int(2, 4);
      const cell = Math.min((width * 0.78) / count, height * 0.55);
      const total = cell * count * 1.08;
      const x0 = (width + total) / 2;
      for (let i = 0; i < count; i++) {
        crisp += glyph(
          rng,
          { x: x0 - (i + 1) * cell * 1.08, y: height * 0.2, size: cell },
          { style, ink: INK, weight: 0.11, paper },
          1 - i * 0.25,
        );
      }
      crisp += signature(rng, width * 0.06, height * 0.22, cell * 0.14, 9, 'xing');
      crisp += seal(rng, width * 0.88, height * 0.12, cell * 0.22, { glyphs: 2 });
      break;
    }
    case 'fan': {
      // a folding-fan leaf: an annular sector with its ribs, writing along the radii
      soft = el('rect', { width, height, fill: '#d8d3c8' });
      const cx = width / 2;
      const cy = height * 1.05;
      const outer = height * 0.95;
      const inner = outer * 0.42;
      const spread = 1.05;
      const pt = (r: number, a: number) => `${n(cx + r * Math.sin(a))} ${n(cy - r * Math.cos(a))}`;
      const leaf = `M${pt(inner, -spread)}L${pt(outer, -spread)}A${n(outer)} ${n(outer)} 0 0 1 ${pt(outer, spread)}L${pt(inner, spread)}A${n(inner)} ${n(inner)} 0 0 0 ${pt(inner, -spread)}Z`;
      defs += el('clipPath', { id: 'leaf' }, el('path', { d: leaf }));
      crisp += el('path', {
        d: leaf,
        fill: '#000',
        'fill-opacity': 0.12,
        transform: `translate(${n(u * 8)} ${n(u * 10)})`,
      });
      crisp += el('path', { d: leaf, fill: paper });
      let folds = '';
      const ribs = 15;
      for (let i = 0; i <= ribs; i++) {
        const a = -spread + (2 * spread * i) / ribs;
        folds += `M${pt(inner, a)}L${pt(outer, a)}`;
      }
      crisp += el('path', {
        d: folds,
        stroke: shade(paper, -0.25),
        'stroke-width': u * 2,
        'stroke-opacity': 0.5,
        'clip-path': 'url(#leaf)',
      });
      let writing = '';
      const columns = 11;
      for (let c = 0; c < columns; c++) {
        const a = spread * 0.85 - (1.7 * spread * c) / (columns - 1);
        const chars = c % 2 === 0 ? 4 : 3;
        const cell = (outer - inner) * 0.16;
        for (let i = 0; i < chars; i++) {
          const r = outer - cell * 0.6 - i * cell * 1.15;
          const x = cx + r * Math.sin(a);
          const y = cy - r * Math.cos(a);
          writing += el(
            'g',
            { transform: `rotate(${n((a * 180) / Math.PI)} ${n(x)} ${n(y)})` },
            glyph(rng, { x: x - cell / 2, y: y - cell / 2, size: cell }, { style, ink: INK }, 1),
          );
        }
      }
      crisp += writing;
      crisp += seal(rng, cx - outer * 0.78, cy - outer * 0.45, (outer - inner) * 0.1, { glyphs: 4 });
      break;
    }
  }
  const edges = agedEdges('edges', width, height, shade(paper, -0.4), 0.3);
  defs += edges.defs;
  crisp += edges.body;
  return {
    width,
    height,
    background: paper,
    defs,
    layers: [{ body: soft, scale: 0.25 }, { body: crisp }],
    grain: 0.3,
  };
}
