import { jitter, luminance, mix, shade } from '../color.ts';
import { el, n, type Point, ridge } from '../geometry.ts';
import type { Rng } from '../random.ts';
import type { Picture } from '../render.ts';

/**
 * Oil painting: a scene described as colour at each point, then painted with thousands of short strokes that
 * follow the forms (horizontal in sky and fields, upright in trees), on a canvas weave.
 */
export type OilScene = 'tianshan' | 'poplars' | 'desert' | 'abstract';

interface Scene {
  color(x: number, y: number): string;
  /** Stroke direction in radians. */
  angle(x: number, y: number): number;
}

/** A ridge line as a lookup: y for any x. */
function skyline(
  rng: Rng,
  width: number,
  y: number,
  displacement: number,
  roughness = 0.55,
): (x: number) => number {
  const points = ridge(rng, [0, y], [width, y], { depth: 8, displacement, roughness });
  return (x) => {
    const t = Math.max(0, Math.min(points.length - 1.001, (x / width) * (points.length - 1)));
    const i = Math.floor(t);
    return points[i]![1] + (points[i + 1]![1] - points[i]![1]) * (t - i);
  };
}

function tianshan(rng: Rng, width: number, height: number): Scene {
  const peaks = skyline(rng, width, height * 0.38, height * 0.12, 0.6);
  const hills = skyline(rng, width, height * 0.6, height * 0.05);
  const meadow = height * 0.72;
  const sky = [rng.pick(['#4f7fb8', '#5a8cc4', '#3f6fa8']), '#cfe0ea'];
  const grass = rng.pick(['#6f9a4a', '#8aa34c', '#a5a24a']);
  const trees = Array.from({ length: rng.int(5, 11) }, () => ({
    x: rng.next() * width,
    y: meadow + rng.range(0.02, 0.2) * height,
    w: width * 0.012,
    h: height * rng.range(0.12, 0.22),
  }));
  return {
    color(x, y) {
      for (const t of trees) {
        const dx = (x - t.x) / t.w;
        const dy = (y - (t.y - t.h / 2)) / (t.h / 2);
        if (dx * dx + dy * dy < 1) return dx < -0.2 ? '#4e6b34' : '#2f4a2a';
      }
      const p = peaks(x);
      if (y < p) return mix(sky[0]!, sky[1]!, Math.max(0, y / p) ** 1.4);
      const slope = peaks(x + 40) - peaks(x - 40);
      if (y < hills(x)) {
        const snow = y < p + (hills(x) - p) * 0.45;
        const lit = slope > 0;
        return snow ? (lit ? '#f4f6f7' : '#aebdd0') : lit ? '#8a8c92' : '#5d6475';
      }
      if (y < meadow) return mix('#5e7d45', '#8d8a4c', (y - hills(x)) / (meadow - hills(x) + 1));
      return mix(grass, '#c9b45c', Math.sin(x * 0.004 + y * 0.01) * 0.5 + 0.5);
    },
    angle(x, y) {
      for (const t of trees) if (Math.abs(x - t.x) < t.w && y < t.y && y > t.y - t.h) return Math.PI / 2;
      const p = peaks(x);
      if (y > p && y < hills(x)) return Math.atan2(peaks(x + 10) - peaks(x - 10), 20) + Math.PI / 2.6;
      return (y - meadow) * 0.0003;
    },
  };
}

function poplars(rng: Rng, width: number, height: number): Scene {
  const horizon = height * rng.range(0.58, 0.68);
  const gold = rng.pick(['#d9a531', '#e0b43c', '#c98a26']);
  const rows = Array.from({ length: rng.int(9, 14) }, (_, i) => ({
    x: (i + rng.range(0.2, 0.8)) * (width / 12),
    h: height * rng.range(0.35, 0.5),
    w: width * rng.range(0.018, 0.03),
  }));
  const road = (y: number) => width * 0.5 + (y - horizon) * 0.9;
  return {
    color(x, y) {
      for (const t of rows) {
        const top = horizon - t.h;
        const half = t.w * Math.sin(Math.min(1, (y - top) / t.h) * Math.PI * 0.9);
        if (y > top && y < horizon + height * 0.02 && Math.abs(x - t.x) < half)
          return x < t.x ? shade(gold, 0.15) : shade(gold, -0.25);
      }
      if (y < horizon) return mix('#6f9fcf', '#e6eef0', (y / horizon) ** 1.6);
      if (y > horizon && Math.abs(x - width * 0.5) < (y - horizon) * 0.35)
        return mix('#bca789', '#8d7a63', (y - horizon) / (height - horizon));
      const shadow = Math.sin((x - road(y)) * 0.02) > 0.6;
      return shadow ? '#6c5a3a' : mix('#b58d45', '#8a7b3c', (y - horizon) / (height - horizon));
    },
    angle(x, y) {
      for (const t of rows)
        if (Math.abs(x - t.x) < t.w && y < horizon && y > horizon - t.h) return Math.PI / 2;
      return 0;
    },
  };
}

function desert(rng: Rng, width: number, height: number): Scene {
  const dunes = [0.5, 0.62, 0.78].map((f) => skyline(rng, width, height * f, height * 0.08, 0.3));
  const sky = rng.pick([
    ['#f0a45a', '#f7dcae'],
    ['#7b6fa8', '#f2b27c'],
    ['#5b86b8', '#f1e2c4'],
  ] as const);
  return {
    color(x, y) {
      const top = dunes[0]!(x);
      if (y < top) return mix(sky[0], sky[1], (y / top) ** 1.2);
      for (let i = dunes.length - 1; i >= 0; i--) {
        const line = dunes[i]!;
        if (y >= line(x)) {
          const slope = (line(x + 60) - line(x - 60)) / 120;
          const base = ['#d99a5b', '#c9804a', '#b86b3a'][i]!;
          const light = Math.max(-1, Math.min(1, slope * 4));
          return light > 0 ? shade(base, 0.2 * light) : mix(base, '#5b3b4a', -0.5 * light);
        }
      }
      return '#d99a5b';
    },
    angle(x, y) {
      const line = dunes.find((d) => Math.abs(y - d(x)) < height * 0.06);
      return line ? Math.atan2(line(x + 10) - line(x - 10), 20) : 0;
    },
  };
}

function abstract(rng: Rng, width: number, height: number): Scene {
  const fields = rng.pick([
    ['#7a2e2a', '#d07a3a', '#2a2a3a'],
    ['#1f3a5f', '#b89b5e', '#6b8f8a'],
    ['#3d4f2e', '#c9a24a', '#8a3b2b'],
  ]);
  const bands = [0, rng.range(0.35, 0.45), rng.range(0.62, 0.72), 1];
  return {
    color(x, y) {
      const t = y / height;
      let i = 0;
      while (i < bands.length - 2 && t >= bands[i + 1]!) i++;
      const edge = Math.min(x, width - x, y, height - y) < width * 0.05;
      return edge ? mix(fields[i % 3]!, '#1a1a1a', 0.4) : fields[i % 3]!;
    },
    angle: (x, y) => Math.sin(x * 0.002 + y * 0.003) * 0.4,
  };
}

const SCENES: Record<OilScene, (rng: Rng, w: number, h: number) => Scene> = {
  tianshan,
  poplars,
  desert,
  abstract,
};

/** A colour woodcut: the scene cut into three inks, the gouge marks left in the block. */
function asWoodcut(rng: Rng, scene: Scene): Scene {
  const accent = rng.pick(['#a8322a', '#2d4a6b', '#3f6b4a', '#b7791f']);
  return {
    color(x, y) {
      const l = luminance(scene.color(x, y));
      return l < 0.38 ? '#1c1a18' : l < 0.62 ? accent : '#efe6d2';
    },
    angle: (x, y) => scene.angle(x, y) * 0.3,
  };
}

export function oil(
  rng: Rng,
  width: number,
  height: number,
  options: { scene: OilScene; woodcut?: boolean },
): Picture {
  const painted = SCENES[options.scene](rng, width, height);
  const scene = options.woodcut ? asWoodcut(rng, painted) : painted;
  const u = Math.min(width, height) / 1000;
  // underpainting: the same scene in big flat patches
  let under = '';
  const block = u * 40;
  for (let y = 0; y < height; y += block) {
    for (let x = 0; x < width; x += block)
      under += el('rect', {
        x,
        y,
        width: block + 1,
        height: block + 1,
        fill: scene.color(x + block / 2, y + block / 2),
      });
  }
  // the painting itself: short strokes on a jittered grid
  const step = u * 11;
  const strokes: string[] = [];
  for (let gy = 0; gy < height + step; gy += step) {
    for (let gx = 0; gx < width + step; gx += step) {
      const x = gx + rng.gauss() * step * 0.45;
      const y = gy + rng.gauss() * step * 0.45;
      const a = scene.angle(x, y) + rng.gauss() * 0.18;
      const length = u * (options.woodcut ? rng.range(40, 80) : rng.range(18, 34));
      const half = u * (options.woodcut ? rng.range(2, 4) : rng.range(3.5, 6.5));
      const dx = Math.cos(a);
      const dy = Math.sin(a);
      const corner = (s: number, t: number): Point => [
        x + dx * length * s - dy * half * t,
        y + dy * length * s + dx * half * t,
      ];
      const pts = [
        corner(-0.5, -0.7),
        corner(-0.3, -1),
        corner(0.45, -0.8),
        corner(0.5, 0),
        corner(0.45, 0.8),
        corner(-0.3, 1),
        corner(-0.5, 0.7),
      ];
      strokes.push(
        `<path d="M${pts.map(([px, py]) => `${n(px)} ${n(py)}`).join('L')}Z" fill="${jitter(rng, scene.color(x, y), options.woodcut ? 0.015 : 0.045)}"/>`,
      );
    }
  }
  return {
    width,
    height,
    background: '#8a7d6a',
    layers: [{ body: under, scale: 0.25 }, { body: strokes.join('') }],
    grain: 0.25,
    weave: options.woodcut ? undefined : { kind: 'canvas', cell: u * 3, strength: 0.35 },
  };
}
