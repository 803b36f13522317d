import { jitter, shade } from '../color.ts';
import { el, n, type Point, polyPath, smoothPath } from '../geometry.ts';
import type { Rng } from '../random.ts';
import type { Picture } from '../render.ts';

/**
 * Textiles of Xinjiang: atlas silk (艾德莱斯) with its blurred ikat edges, Khotan knotted carpets with
 * medallions and borders, and embroidered hangings of blossoms in satin stitch.
 */
export type TextileKind = 'atlas' | 'carpet' | 'embroidery';

const ATLAS_PALETTES = [
  ['#b8202c', '#f2c230', '#1d1d1f', '#2c7b4f', '#f3ece0'],
  ['#1f4f9c', '#e6b325', '#b21e39', '#f4efe6', '#1b1b1b'],
  ['#7d1f5c', '#2f8c6e', '#f0c43a', '#1a1a1a', '#efe6d6'],
  ['#c2412a', '#1f6d8c', '#f1d04a', '#2a2a2a', '#f5efe2'],
];

/** Ikat: the motif is dyed into the warp before weaving, so each weft row lands a little to the side. */
function ikat(rng: Rng, polygon: Point[], color: string, row: number, spread: number): string {
  const ys = polygon.map((p) => p[1]);
  const top = Math.min(...ys);
  const bottom = Math.max(...ys);
  let d = '';
  let drift = 0;
  for (let y = top; y < bottom; y += row) {
    const mid = y + row / 2;
    const xs: number[] = [];
    for (let i = 0; i < polygon.length; i++) {
      const [x0, y0] = polygon[i]!;
      const [x1, y1] = polygon[(i + 1) % polygon.length]!;
      if ((y0 <= mid && y1 > mid) || (y1 <= mid && y0 > mid))
        xs.push(x0 + ((mid - y0) * (x1 - x0)) / (y1 - y0));
    }
    if (xs.length < 2) continue;
    drift = drift * 0.5 + rng.gauss() * spread;
    const left = Math.min(...xs) + drift + rng.gauss() * spread * 0.4;
    const right = Math.max(...xs) + drift + rng.gauss() * spread * 0.4;
    if (right > left) d += `M${n(left)} ${n(y)}H${n(right)}V${n(y + row * 1.05)}H${n(left)}Z`;
  }
  return el('path', { d, fill: color });
}

function atlas(rng: Rng, width: number, height: number): Picture {
  const colors = rng.pick(ATLAS_PALETTES);
  const ground = colors[0]!;
  const columns = rng.int(3, 5);
  const colW = width / columns;
  const row = height / 420;
  const spread = colW * 0.018;
  let motifs = '';
  for (let c = 0; c < columns; c++) {
    const cx = colW * (c + 0.5);
    const unit = colW * rng.range(1.1, 1.5);
    const kind = rng.pick(['diamond', 'comb', 'hourglass', 'arrow'] as const);
    const a = colors[1 + (c % 4)]!;
    const b = colors[1 + ((c + 2) % 4)]!;
    const w = colW * 0.44;
    const rect = (x: number, y: number, rw: number, rh: number): Point[] => [
      [x, y],
      [x + rw, y],
      [x + rw, y + rh],
      [x, y + rh],
    ];
    for (let cy = -unit / 2 + (c % 2) * unit * 0.5; cy < height + unit; cy += unit) {
      if (kind === 'diamond') {
        motifs += ikat(
          rng,
          [
            [cx, cy - unit * 0.46],
            [cx + w, cy],
            [cx, cy + unit * 0.46],
            [cx - w, cy],
          ],
          a,
          row,
          spread,
        );
        motifs += ikat(
          rng,
          [
            [cx, cy - unit * 0.26],
            [cx + w * 0.55, cy],
            [cx, cy + unit * 0.26],
            [cx - w * 0.55, cy],
          ],
          b,
          row,
          spread,
        );
        motifs += ikat(
          rng,
          rect(cx - w * 0.12, cy - unit * 0.06, w * 0.24, unit * 0.12),
          colors[4]!,
          row,
          spread,
        );
      } else if (kind === 'comb') {
        motifs += ikat(rng, rect(cx - w, cy - unit * 0.1, w * 2, unit * 0.2), a, row, spread);
        for (let t = 0; t < 5; t++)
          motifs += ikat(
            rng,
            rect(cx - w + (t * w * 2) / 4.6, cy + unit * 0.08, w * 0.22, unit * 0.3),
            a,
            row,
            spread,
          );
        motifs += ikat(rng, rect(cx - w * 0.7, cy - unit * 0.34, w * 1.4, unit * 0.16), b, row, spread);
      } else if (kind === 'hourglass') {
        motifs += ikat(
          rng,
          [
            [cx - w, cy - unit * 0.42],
            [cx + w, cy - unit * 0.42],
            [cx + w * 0.12, cy],
            [cx - w * 0.12, cy],
          ],
          a,
          row,
          spread,
        );
        motifs += ikat(
          rng,
          [
            [cx - w * 0.12, cy],
            [cx + w * 0.12, cy],
            [cx + w, cy + unit * 0.42],
            [cx - w, cy + unit * 0.42],
          ],
          a,
          row,
          spread,
        );
        motifs += ikat(
          rng,
          Array.from(
            { length: 16 },
            (_, k): Point => [
              cx + Math.cos((k / 16) * Math.PI * 2) * w * 0.3,
              cy + Math.sin((k / 16) * Math.PI * 2) * w * 0.3,
            ],
          ),
          b,
          row,
          spread,
        );
      } else {
        motifs += ikat(
          rng,
          [
            [cx, cy - unit * 0.44],
            [cx + w, cy - unit * 0.05],
            [cx - w, cy - unit * 0.05],
          ],
          a,
          row,
          spread,
        );
        motifs += ikat(rng, rect(cx - w * 0.4, cy - unit * 0.05, w * 0.8, unit * 0.45), a, row, spread);
        motifs += ikat(rng, rect(cx - w * 0.15, cy + unit * 0.05, w * 0.3, unit * 0.25), b, row, spread);
      }
    }
    if (c > 0)
      motifs += ikat(
        rng,
        rect(colW * c - colW * 0.035, -10, colW * 0.07, height + 20),
        colors[3]!,
        row,
        spread * 0.5,
      );
  }
  const defs = el(
    'linearGradient',
    { id: 'sheen', x1: 0, y1: 0, x2: 1, y2: 0.2 },
    el('stop', { offset: 0, 'stop-color': '#fff', 'stop-opacity': 0 }) +
      el('stop', { offset: 0.45, 'stop-color': '#fff', 'stop-opacity': 0.14 }) +
      el('stop', { offset: 0.6, 'stop-color': '#000', 'stop-opacity': 0.1 }) +
      el('stop', { offset: 1, 'stop-color': '#fff', 'stop-opacity': 0.06 }),
  );
  return {
    width,
    height,
    background: ground,
    defs,
    layers: [
      {
        body:
          el('rect', { width, height, fill: ground }) +
          motifs +
          el('rect', { width, height, fill: 'url(#sheen)' }),
      },
    ],
    grain: 0.3,
    weave: { kind: 'warp', cell: width / 700, strength: 0.5 },
  };
}

/** Snaps a polygon's edges to the knot grid, so diagonals step like a knotted pile. */
function knotted(points: Point[], cell: number): string {
  const out: Point[] = [];
  const snap = (v: number) => Math.round(v / cell) * cell;
  for (let i = 0; i < points.length; i++) {
    const [x0, y0] = points[i]!;
    const [x1, y1] = points[(i + 1) % points.length]!;
    const steps = Math.max(1, Math.ceil(Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0)) / cell));
    for (let s = 0; s < steps; s++) {
      const x = snap(x0 + ((x1 - x0) * s) / steps);
      const y = snap(y0 + ((y1 - y0) * s) / steps);
      const prev = out[out.length - 1];
      if (prev && prev[0] !== x && prev[1] !== y) out.push([x, prev[1]]);
      out.push([x, y]);
    }
  }
  return polyPath(out);
}

const CARPET_PALETTES = [
  {
    field: '#8e2a26',
    border: '#1f2f4f',
    accent: '#e7c98a',
    light: '#efe2c6',
    dark: '#1b1a22',
    green: '#4f7150',
  },
  {
    field: '#233a63',
    border: '#8e2a26',
    accent: '#e2b866',
    light: '#f0e4cb',
    dark: '#161820',
    green: '#5f7d4e',
  },
  {
    field: '#c97b3c',
    border: '#2b3552',
    accent: '#f1dcae',
    light: '#f5ead2',
    dark: '#2a1d17',
    green: '#3f6a5a',
  },
];

function rosette(cx: number, cy: number, r: number, cell: number, colors: string[]): string {
  let out = '';
  colors.forEach((color, i) => {
    const rr = r * (1 - i / colors.length);
    const pts: Point[] = Array.from({ length: 16 }, (_, k) => {
      const a = (k / 16) * Math.PI * 2;
      const m = k % 2 === 0 ? 1 : 0.8;
      return [cx + Math.cos(a) * rr * m, cy + Math.sin(a) * rr * m];
    });
    out += el('path', { d: knotted(pts, cell), fill: color });
  });
  return out;
}

function carpet(rng: Rng, width: number, height: number): Picture {
  const p = rng.pick(CARPET_PALETTES);
  const cell = Math.round(Math.min(width, height) / 180);
  const fringe = height * 0.04;
  const x0 = width * 0.05;
  const y0 = fringe + height * 0.02;
  const w = width - x0 * 2;
  const h = height - y0 * 2;
  let body = el('rect', { width, height, fill: '#d8d2c6' });
  // fringes
  let threads = '';
  for (let x = x0; x < x0 + w; x += cell * 0.8) {
    threads += `M${n(x)} ${n(y0)}l${n(Math.sin(x) * cell)} ${n(-fringe * (0.8 + 0.2 * Math.cos(x * 3)))}M${n(x)} ${n(y0 + h)}l${n(Math.cos(x) * cell)} ${n(fringe * (0.8 + 0.2 * Math.sin(x * 2)))}`;
  }
  body += el('path', { d: threads, stroke: '#efe6d3', 'stroke-width': cell * 0.45, fill: 'none' });
  const band = Math.min(w, h) * 0.11;
  body += el('rect', { x: x0, y: y0, width: w, height: h, fill: p.dark });
  body += el('rect', {
    x: x0 + cell * 2,
    y: y0 + cell * 2,
    width: w - cell * 4,
    height: h - cell * 4,
    fill: p.border,
  });
  // main border: rosettes alternating with stepped diamonds
  const step = band * 1.05;
  for (let x = x0 + band / 2 + cell * 2; x < x0 + w - band / 2; x += step) {
    for (const y of [y0 + band / 2 + cell, y0 + h - band / 2 - cell])
      body += rosette(x, y, band * 0.36, cell, [p.accent, p.field, p.light]);
  }
  for (let y = y0 + band * 1.5; y < y0 + h - band * 1.2; y += step) {
    for (const x of [x0 + band / 2 + cell, x0 + w - band / 2 - cell])
      body += rosette(x, y, band * 0.36, cell, [p.accent, p.field, p.light]);
  }
  // guard stripes and the field
  const fx = x0 + band + cell * 2;
  const fy = y0 + band + cell * 2;
  const fw = w - (band + cell * 2) * 2;
  const fh = h - (band + cell * 2) * 2;
  body += el('rect', {
    x: fx - cell * 2,
    y: fy - cell * 2,
    width: fw + cell * 4,
    height: fh + cell * 4,
    fill: p.accent,
  });
  body += el('rect', { x: fx, y: fy, width: fw, height: fh, fill: p.field });
  // small filler motifs scattered on a lattice
  for (let gy = fy + cell * 8; gy < fy + fh - cell * 4; gy += cell * 16) {
    for (let gx = fx + cell * 8; gx < fx + fw - cell * 4; gx += cell * 16) {
      const color = rng.pick([p.light, p.accent, p.green, p.dark]);
      body += el('path', {
        d: knotted(
          [
            [gx, gy - cell * 3],
            [gx + cell * 3, gy],
            [gx, gy + cell * 3],
            [gx - cell * 3, gy],
          ],
          cell,
        ),
        fill: color,
        'fill-opacity': 0.9,
      });
    }
  }
  // three medallions along the long axis (the Khotan arrangement)
  const vertical = fh > fw;
  for (let m = 0; m < 3; m++) {
    const t = (m + 1) / 4;
    const cx = vertical ? fx + fw / 2 : fx + fw * t;
    const cy = vertical ? fy + fh * t : fy + fh / 2;
    const r = Math.min(fw, fh) * (vertical ? 0.3 : 0.26) * (m === 1 ? 1.1 : 0.9);
    body += rosette(cx, cy, r, cell, [p.dark, p.accent, p.border, p.light, p.field, p.accent]);
  }
  const defs = el(
    'radialGradient',
    { id: 'light', cx: 0.4, cy: 0.35, r: 0.8 },
    el('stop', { offset: 0, 'stop-color': '#fff', 'stop-opacity': 0.08 }) +
      el('stop', { offset: 1, 'stop-color': '#000', 'stop-opacity': 0.25 }),
  );
  const texture = el('rect', { width, height, fill: 'url(#light)' });
  return {
    width,
    height,
    background: '#d8d2c6',
    defs,
    layers: [{ body: body + texture }],
    grain: 0.4,
    weave: { kind: 'knots', cell: cell / 2, strength: 0.35 },
  };
}

function embroidery(rng: Rng, width: number, height: number): Picture {
  const ground = rng.pick(['#1b1a1c', '#5b1620', '#1d2a3f', '#efe6d2']);
  const light = ground === '#efe6d2';
  const threads = light
    ? ['#a3202b', '#1f4f7a', '#c98a1e', '#2f6b45', '#5b2a5f']
    : ['#d6433a', '#e9b43f', '#5aa37a', '#e8e1d0', '#c65b8c', '#4d86c2'];
  const u = Math.min(width, height) / 1000;
  let defs = '';
  let body = el('rect', { width, height, fill: ground });
  let clip = 0;
  /** A petal filled with parallel satin stitches. */
  const petal = (outline: Point[], color: string, angle: number) => {
    const id = `p${++clip}`;
    defs += el('clipPath', { id }, el('path', { d: smoothPath(outline) }));
    const xs = outline.map((p) => p[0]);
    const ys = outline.map((p) => p[1]);
    const cx = (Math.min(...xs) + Math.max(...xs)) / 2;
    const cy = (Math.min(...ys) + Math.max(...ys)) / 2;
    const r = Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys));
    let d = '';
    for (let k = -r; k <= r; k += u * 3.2) {
      const dx = Math.cos(angle);
      const dy = Math.sin(angle);
      d += `M${n(cx + k * -dy - dx * r)} ${n(cy + k * dx - dy * r)}l${n(dx * r * 2)} ${n(dy * r * 2)}`;
    }
    return (
      el('path', { d: smoothPath(outline), fill: shade(color, -0.25) }) +
      el('path', {
        d,
        stroke: jitter(rng, color, 0.03),
        'stroke-width': u * 2.6,
        'clip-path': `url(#${id})`,
        fill: 'none',
      }) +
      el('path', {
        d: smoothPath(outline),
        fill: 'none',
        stroke: shade(color, -0.45),
        'stroke-width': u * 1.2,
      })
    );
  };
  const medallion = (cx: number, cy: number, r: number) => {
    let out = '';
    const rings = [1, 0.68, 0.38];
    rings.forEach((scale, ring) => {
      const count = ring === 2 ? 6 : rng.pick([8, 10, 12]);
      const color = threads[(ring * 2 + Math.floor(cx)) % threads.length]!;
      for (let k = 0; k < count; k++) {
        const a = (k / count) * Math.PI * 2 + ring * 0.3;
        const tip: Point = [cx + Math.cos(a) * r * scale, cy + Math.sin(a) * r * scale];
        const side = (r * scale * Math.PI) / count;
        const baseR = r * scale * 0.45;
        const outline: Point[] = [
          [cx + Math.cos(a - 0.25) * baseR, cy + Math.sin(a - 0.25) * baseR],
          [
            tip[0] + Math.cos(a - Math.PI / 2) * side * 0.45 - Math.cos(a) * side * 0.3,
            tip[1] + Math.sin(a - Math.PI / 2) * side * 0.45 - Math.sin(a) * side * 0.3,
          ],
          tip,
          [
            tip[0] + Math.cos(a + Math.PI / 2) * side * 0.45 - Math.cos(a) * side * 0.3,
            tip[1] + Math.sin(a + Math.PI / 2) * side * 0.45 - Math.sin(a) * side * 0.3,
          ],
          [cx + Math.cos(a + 0.25) * baseR, cy + Math.sin(a + 0.25) * baseR],
        ];
        out += petal(outline, color, a);
      }
    });
    for (let k = 0; k < 4; k++) {
      const a = Math.PI / 4 + (k * Math.PI) / 2;
      const from: Point = [cx + Math.cos(a) * r * 0.95, cy + Math.sin(a) * r * 0.95];
      const tip: Point = [cx + Math.cos(a) * r * 1.35, cy + Math.sin(a) * r * 1.35];
      const side = r * 0.14;
      out += petal(
        [
          from,
          [(from[0] + tip[0]) / 2 - Math.sin(a) * side, (from[1] + tip[1]) / 2 + Math.cos(a) * side],
          tip,
          [(from[0] + tip[0]) / 2 + Math.sin(a) * side, (from[1] + tip[1]) / 2 - Math.cos(a) * side],
        ],
        threads[2]!,
        a + Math.PI / 2,
      );
    }
    out += el('circle', { cx, cy, r: r * 0.14, fill: threads[0]! });
    out += el('circle', { cx, cy, r: r * 0.07, fill: threads[1]! });
    return out;
  };
  const cols = width > height ? 3 : 2;
  const rows = Math.round((cols * height) / width);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      body += medallion(
        ((c + 0.5) * width) / cols,
        ((r + 0.5) * height) / rows,
        (Math.min(width / cols, height / rows) / 2) * 0.66,
      );
    }
  }
  return {
    width,
    height,
    background: ground,
    defs,
    layers: [{ body }],
    grain: 0.4,
    weave: { kind: 'canvas', cell: u * 4, strength: 0.25 },
  };
}

export function textile(rng: Rng, width: number, height: number, options: { kind: TextileKind }): Picture {
  switch (options.kind) {
    case 'atlas':
      return atlas(rng, width, height);
    case 'carpet':
      return carpet(rng, width, height);
    default:
      return embroidery(rng, width, height);
  }
}
