import { jitter, mix, shade } from '../color.ts';
import { brushOutline, el, n, type Point, sampleCurve, taper } from '../geometry.ts';
import type { Rng } from '../random.ts';
import type { Picture } from '../render.ts';
import { agedEdges, groundTexture, seal } from './common.ts';
import { writeColumns } from './glyphs.ts';

/** Bird-and-flower painting (花鸟): plum branches with a bird, ink bamboo, or peonies on silk. */
export type FlowerSubject = 'plum' | 'bamboo' | 'peony';

const INK = '#1f1b17';

function stroke(
  rng: Rng,
  points: Point[],
  width: number,
  color: string,
  opacity = 0.9,
  options: { start?: number; end?: number } = {},
): string {
  return el('path', {
    d: brushOutline(sampleCurve(points, 8), {
      width: taper(width, { start: options.start ?? 0.05, end: options.end ?? 0.5 }),
      rough: 0.18,
      rng,
    }),
    fill: color,
    'fill-opacity': opacity.toFixed(2),
  });
}

function blossom(rng: Rng, [x, y]: Point, r: number, color: string): string {
  let out = '';
  const turn = rng.range(0, Math.PI);
  for (let p = 0; p < 5; p++) {
    const a = turn + (p / 5) * Math.PI * 2;
    out += el('circle', {
      cx: x + Math.cos(a) * r * 0.55,
      cy: y + Math.sin(a) * r * 0.55,
      r: r * 0.52,
      fill: color,
      'fill-opacity': 0.92,
      stroke: shade(color, -0.35),
      'stroke-width': r * 0.05,
    });
  }
  let stamens = '';
  for (let s = 0; s < 9; s++) {
    const a = (s / 9) * Math.PI * 2;
    stamens += `M${n(x)} ${n(y)}L${n(x + Math.cos(a) * r * 0.45)} ${n(y + Math.sin(a) * r * 0.45)}`;
  }
  return (
    out +
    el('path', { d: stamens, stroke: '#6b4a1c', 'stroke-width': r * 0.04 }) +
    el('circle', { cx: x, cy: y, r: r * 0.14, fill: '#c99a2e' })
  );
}

function bird(rng: Rng, [x, y]: Point, size: number, facing: 1 | -1): string {
  const body = rng.pick(['#2a2622', '#6b5a45', '#40505c']);
  const belly = rng.pick(['#efe6d2', '#d9a46a', '#e9e2d0']);
  const f = facing;
  const bx = x;
  const by = y - size * 0.35;
  let out = '';
  // tail feathers
  for (let t = 0; t < 3; t++)
    out += stroke(
      rng,
      [
        [bx - f * size * 0.3, by + size * 0.1],
        [bx - f * size * (0.8 + t * 0.08), by + size * (0.35 + t * 0.06)],
        [bx - f * size * (1.25 + t * 0.1), by + size * (0.55 + t * 0.1)],
      ],
      size * 0.1,
      body,
      0.9,
    );
  out += el('ellipse', {
    cx: bx,
    cy: by,
    rx: size * 0.42,
    ry: size * 0.27,
    fill: body,
    transform: `rotate(${n(-f * 18)} ${n(bx)} ${n(by)})`,
  });
  out += el('ellipse', {
    cx: bx + f * size * 0.06,
    cy: by + size * 0.1,
    rx: size * 0.3,
    ry: size * 0.16,
    fill: belly,
    transform: `rotate(${n(-f * 18)} ${n(bx)} ${n(by)})`,
  });
  // wing with feather strokes
  out += stroke(
    rng,
    [
      [bx + f * size * 0.15, by - size * 0.12],
      [bx - f * size * 0.15, by - size * 0.05],
      [bx - f * size * 0.5, by + size * 0.08],
    ],
    size * 0.22,
    shade(body, -0.3),
    0.95,
    { start: 0.2, end: 0.6 },
  );
  const hx = bx + f * size * 0.38;
  const hy = by - size * 0.22;
  out += el('circle', { cx: hx, cy: hy, r: size * 0.17, fill: body });
  out += el('path', {
    d: `M${n(hx + f * size * 0.14)} ${n(hy - size * 0.04)}L${n(hx + f * size * 0.34)} ${n(hy + size * 0.02)}L${n(hx + f * size * 0.14)} ${n(hy + size * 0.06)}Z`,
    fill: '#3a2f22',
  });
  out += el('circle', { cx: hx + f * size * 0.06, cy: hy - size * 0.03, r: size * 0.035, fill: '#0d0b09' });
  out += el('circle', { cx: hx + f * size * 0.065, cy: hy - size * 0.04, r: size * 0.01, fill: '#fff' });
  // feet gripping the branch
  out += el('path', {
    d: `M${n(bx)} ${n(by + size * 0.2)}L${n(bx - f * size * 0.04)} ${n(y)}M${n(bx + f * size * 0.1)} ${n(by + size * 0.2)}L${n(bx + f * size * 0.1)} ${n(y)}`,
    stroke: '#5a4630',
    'stroke-width': size * 0.025,
  });
  return out;
}

function branchFrom(rng: Rng, start: Point, angle: number, length: number, bend: number): Point[] {
  const points: Point[] = [start];
  let [x, y] = start;
  let a = angle;
  for (let i = 0; i < 5; i++) {
    a += bend + rng.gauss() * 0.25;
    x += Math.cos(a) * (length / 5);
    y += Math.sin(a) * (length / 5);
    points.push([x, y]);
  }
  return points;
}

function plum(rng: Rng, width: number, height: number, u: number, fromLeft: boolean): string {
  const start: Point = [fromLeft ? -width * 0.02 : width * 1.02, height * rng.range(0.62, 0.8)];
  const main = branchFrom(
    rng,
    start,
    fromLeft ? -0.75 : Math.PI + 0.75,
    Math.hypot(width, height) * 0.6,
    fromLeft ? 0.035 : -0.035,
  );
  let out = stroke(rng, main, u * 55, INK, 0.92, { start: 0.01, end: 0.7 });
  const flower = rng.pick(['#f3ede2', '#f2c9cf', '#e98f9b']);
  const tips: Point[] = [];
  for (let b = 1; b < main.length - 1; b++) {
    const from = main[b]!;
    const twig = branchFrom(
      rng,
      from,
      (fromLeft ? -1.0 : Math.PI + 1.0) + rng.gauss() * 0.6,
      height * rng.range(0.15, 0.3),
      rng.gauss() * 0.1,
    );
    out += stroke(rng, twig, u * 20, INK, 0.85);
    tips.push(...twig.slice(2));
  }
  // dots of moss and lichen along the old wood
  for (let i = 0; i < 30; i++) {
    const [x, y] = main[rng.int(0, main.length - 1)]!;
    out += el('ellipse', {
      cx: x + rng.gauss() * u * 12,
      cy: y + rng.gauss() * u * 12,
      rx: u * rng.range(3, 7),
      ry: u * rng.range(2, 4),
      fill: '#2e3a24',
      'fill-opacity': 0.7,
    });
  }
  for (const tip of [...tips, ...main.slice(2)]) {
    if (rng.chance(0.75))
      out += blossom(
        rng,
        [tip[0] + rng.gauss() * u * 18, tip[1] + rng.gauss() * u * 18],
        u * rng.range(30, 44),
        flower,
      );
    if (rng.chance(0.5))
      out += el('circle', {
        cx: tip[0] + rng.gauss() * u * 40,
        cy: tip[1] + rng.gauss() * u * 40,
        r: u * 9,
        fill: mix(flower, '#b03a3a', 0.4),
      });
  }
  const perch = main[Math.floor(main.length / 2)]!;
  out += bird(rng, perch, u * 150, fromLeft ? 1 : -1);
  return out;
}

function bamboo(rng: Rng, width: number, height: number, u: number): string {
  let out = '';
  const stalks = rng.int(2, 4);
  for (let s = 0; s < stalks; s++) {
    const x = width * rng.range(0.25, 0.75);
    const tone = rng.range(0.45, 0.95);
    const w = u * rng.range(22, 36);
    let y = height * 1.02;
    const lean = rng.gauss() * 0.05;
    while (y > height * rng.range(-0.1, 0.2)) {
      const segment = height * rng.range(0.09, 0.14);
      const top = y - segment;
      out += el('path', {
        d: `M${n(x + (height - y) * lean - w / 2)} ${n(y)}L${n(x + (height - top) * lean - (w / 2) * 0.96)} ${n(top + u * 4)}L${n(x + (height - top) * lean + (w / 2) * 0.96)} ${n(top + u * 4)}L${n(x + (height - y) * lean + w / 2)} ${n(y)}Z`,
        fill: INK,
        'fill-opacity': (tone * 0.8).toFixed(2),
      });
      out += el('path', {
        d: `M${n(x + (height - top) * lean - w * 0.7)} ${n(top + u * 3)}q${n(w * 0.7)} ${n(-u * 8)} ${n(w * 1.4)} 0`,
        stroke: INK,
        'stroke-width': u * 5,
        fill: 'none',
        'stroke-opacity': 0.9,
      });
      y = top;
    }
  }
  // leaves in groups, like the character 个 and 介
  for (let g = 0; g < rng.int(6, 10); g++) {
    const cx = width * rng.range(0.1, 0.9);
    const cy = height * rng.range(0.05, 0.7);
    const tone = rng.range(0.5, 1);
    const base = rng.range(0.3, 1.2) * (rng.chance(0.5) ? 1 : -1);
    for (let l = 0; l < rng.int(3, 5); l++) {
      const a = base + (l - 2) * rng.range(0.3, 0.5) + Math.PI / 2;
      const length = u * rng.range(130, 230);
      const tip: Point = [cx + Math.cos(a) * length, cy + Math.sin(a) * length];
      const mid: Point = [(cx + tip[0]) / 2 + rng.gauss() * u * 10, (cy + tip[1]) / 2 + rng.gauss() * u * 10];
      out += stroke(rng, [[cx, cy], mid, tip], u * rng.range(22, 32), INK, tone, { start: 0.25, end: 0.7 });
    }
  }
  return out;
}

function peony(rng: Rng, width: number, height: number, u: number): string {
  let out = '';
  const petal = rng.pick(['#c8384a', '#e37b93', '#f0d6d6', '#b52437']);
  const leaf = rng.pick(['#3f6b43', '#4f7a4a', '#35604d']);
  const flowers = rng.int(2, 3);
  for (let f = 0; f < flowers; f++) {
    const cx = width * rng.range(0.25, 0.75);
    const cy = height * (0.25 + f * 0.25) + rng.gauss() * height * 0.04;
    const r = Math.min(width, height) * rng.range(0.1, 0.15);
    // stem and leaves beneath the bloom
    out += stroke(
      rng,
      [
        [cx, cy],
        [cx + rng.gauss() * r * 0.5, cy + r * 2],
        [cx + rng.gauss() * r, height * 1.02],
      ],
      u * 10,
      '#4a4a2a',
      0.9,
    );
    for (let l = 0; l < 5; l++) {
      const a = rng.range(-0.2, Math.PI + 0.2);
      const from: Point = [cx + rng.gauss() * r * 0.3, cy + r * rng.range(0.6, 1.8)];
      const tip: Point = [from[0] + Math.cos(a) * r * 1.4, from[1] + Math.sin(a) * r * 0.6];
      out += stroke(
        rng,
        [from, [(from[0] + tip[0]) / 2, (from[1] + tip[1]) / 2 - r * 0.15], tip],
        r * 0.45,
        jitter(rng, leaf, 0.05),
        0.85,
        { start: 0.4, end: 0.6 },
      );
    }
    // layered petals, darker towards the heart
    for (let ring = 0; ring < 4; ring++) {
      const rr = r * (1 - ring * 0.22);
      const count = 9 - ring;
      for (let p = 0; p < count; p++) {
        const a = (p / count) * Math.PI * 2 + ring * 0.4 + rng.gauss() * 0.1;
        const px = cx + Math.cos(a) * rr * 0.45;
        const py = cy + Math.sin(a) * rr * 0.38;
        out += el('ellipse', {
          cx: px,
          cy: py,
          rx: rr * 0.55,
          ry: rr * 0.42,
          fill: shade(petal, -ring * 0.1),
          'fill-opacity': 0.85,
          stroke: shade(petal, -0.4),
          'stroke-width': u * 1.5,
          transform: `rotate(${n((a * 180) / Math.PI)} ${n(px)} ${n(py)})`,
        });
      }
    }
    out += el('circle', { cx, cy, r: r * 0.14, fill: '#d8a936' });
  }
  return out;
}

export function flowers(
  rng: Rng,
  width: number,
  height: number,
  options: { subject: FlowerSubject },
): Picture {
  const silk = rng.pick(['#dcc89f', '#d6bf92', '#e2d2ae', '#cfb487']);
  const u = Math.min(width, height) / 1000;
  const texture = groundTexture('silk', rng.fork('silk'), silk, 0.05, 0.03);
  const edges = agedEdges('edges', width, height, shade(silk, -0.5), 0.55);
  const left = rng.chance(0.5);
  let crisp =
    options.subject === 'plum'
      ? plum(rng, width, height, u, !left)
      : options.subject === 'bamboo'
        ? bamboo(rng, width, height, u)
        : peony(rng, width, height, u);
  const cell = u * 34;
  const area = {
    x: left ? width * 0.06 : width * 0.78,
    y: height * 0.06,
    width: width * 0.16,
    height: height * 0.35,
  };
  crisp += writeColumns(rng, area, { style: 'xing', ink: INK, cell, count: rng.int(8, 20) });
  crisp += seal(rng, area.x + area.width - cell * 1.6, area.y + area.height + cell * 0.4, cell * 1.5);
  crisp += edges.body;
  return {
    width,
    height,
    background: silk,
    defs: texture.defs + edges.defs,
    layers: [{ body: texture.body, scale: 0.25 }, { body: crisp }],
    grain: 0.3,
    weave: { kind: 'canvas', cell: u * 2.2, strength: 0.15 },
  };
}
