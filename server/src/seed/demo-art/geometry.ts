import type { Rng } from './random.ts';

export type Point = [number, number];

/** Numbers in SVG: coordinates with one decimal (enough at 3000 px, keeps documents small), small values exact. */
export const n = (value: number) => Number(value.toFixed(Math.abs(value) >= 10 ? 1 : 4)).toString();

/** An SVG element; attributes with undefined values are left out. */
export function el(tag: string, attrs: Record<string, string | number | undefined>, body?: string): string {
  let out = `<${tag}`;
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined) continue;
    out += ` ${key}="${typeof value === 'number' ? n(value) : value}"`;
  }
  return body === undefined ? `${out}/>` : `${out}>${body}</${tag}>`;
}

export function polyPath(points: Point[], closed = true): string {
  const [first, ...rest] = points;
  if (!first) return '';
  return `M${n(first[0])} ${n(first[1])}${rest.map(([x, y]) => `L${n(x)} ${n(y)}`).join('')}${closed ? 'Z' : ''}`;
}

/** A Catmull-Rom curve through the points, as cubic Béziers. */
export function smoothPath(points: Point[], closed = true, tension = 1): string {
  const count = points.length;
  if (count < 3) return polyPath(points, closed);
  const at = (i: number): Point =>
    closed ? points[(i + count) % count]! : points[Math.max(0, Math.min(count - 1, i))]!;
  let d = `M${n(points[0]![0])} ${n(points[0]![1])}`;
  const segments = closed ? count : count - 1;
  for (let i = 0; i < segments; i++) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    const c1: Point = [p1[0] + ((p2[0] - p0[0]) / 6) * tension, p1[1] + ((p2[1] - p0[1]) / 6) * tension];
    const c2: Point = [p2[0] - ((p3[0] - p1[0]) / 6) * tension, p2[1] - ((p3[1] - p1[1]) / 6) * tension];
    d += `C${n(c1[0])} ${n(c1[1])} ${n(c2[0])} ${n(c2[1])} ${n(p2[0])} ${n(p2[1])}`;
  }
  return closed ? `${d}Z` : d;
}

/** Dense points along a Catmull-Rom curve through `points`. */
export function sampleCurve(points: Point[], perSegment = 12): Point[] {
  if (points.length < 2) return points;
  const out: Point[] = [];
  const at = (i: number) => points[Math.max(0, Math.min(points.length - 1, i))]!;
  for (let i = 0; i < points.length - 1; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    for (let s = 0; s < perSegment; s++) {
      const t = s / perSegment;
      const t2 = t * t;
      const t3 = t2 * t;
      const f = (a: number, b: number, c: number, d: number) =>
        0.5 * (2 * b + (-a + c) * t + (2 * a - 5 * b + 4 * c - d) * t2 + (-a + 3 * b - 3 * c + d) * t3);
      out.push([f(p0[0], p1[0], p2[0], p3[0]), f(p0[1], p1[1], p2[1], p3[1])]);
    }
  }
  out.push(points[points.length - 1]!);
  return out;
}

/** A ridge from x0 to x1 by midpoint displacement: `roughness` < 1 makes it smoother. */
export function ridge(
  rng: Rng,
  from: Point,
  to: Point,
  options: { depth?: number; displacement: number; roughness?: number },
): Point[] {
  const depth = options.depth ?? 6;
  const roughness = options.roughness ?? 0.55;
  let points: Point[] = [from, to];
  let amount = options.displacement;
  for (let level = 0; level < depth; level++) {
    const next: Point[] = [];
    for (let i = 0; i < points.length - 1; i++) {
      const a = points[i]!;
      const b = points[i + 1]!;
      next.push(a, [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2 + rng.gauss() * amount]);
    }
    next.push(points[points.length - 1]!);
    points = next;
    amount *= roughness;
  }
  return points;
}

export interface BrushOptions {
  /** Width along the stroke, t from 0 to 1. */
  width: (t: number) => number;
  /** Ragged edges, as a share of the width. */
  rough?: number;
  rng: Rng;
}

/** The outline of a brush stroke of varying width along a centre line (already dense). */
export function brushOutline(line: Point[], { width, rough = 0.08, rng }: BrushOptions): string {
  if (line.length < 2) return '';
  const left: Point[] = [];
  const right: Point[] = [];
  const last = line.length - 1;
  // correlated wobble: a brush edge wavers, it does not fray at every point
  let wl = 0;
  let wr = 0;
  for (let i = 0; i <= last; i++) {
    const prev = line[Math.max(0, i - 1)]!;
    const next = line[Math.min(last, i + 1)]!;
    const dx = next[0] - prev[0];
    const dy = next[1] - prev[1];
    const length = Math.hypot(dx, dy) || 1;
    const nx = -dy / length;
    const ny = dx / length;
    const w = Math.max(0.3, width(i / last) / 2);
    wl = wl * 0.6 + rng.gauss() * 0.4;
    wr = wr * 0.6 + rng.gauss() * 0.4;
    const l = w * (1 + wl * rough * 1.6);
    const r = w * (1 + wr * rough * 1.6);
    const [x, y] = line[i]!;
    left.push([x + nx * l, y + ny * l]);
    right.push([x - nx * r, y - ny * r]);
  }
  return polyPath([...left, ...right.reverse()]);
}

/** Press at the start, lift towards the end: the classic tapered stroke. */
export const taper =
  (base: number, options: { start?: number; end?: number; swell?: number } = {}) =>
  (t: number) => {
    const start = options.start ?? 0.15;
    const end = options.end ?? 0.35;
    const inFactor = t < start ? 0.35 + 0.65 * Math.sin((t / start) * (Math.PI / 2)) : 1;
    const outFactor = t > 1 - end ? Math.max(0.05, (1 - t) / end) : 1;
    const swell = 1 + (options.swell ?? 0) * Math.sin(t * Math.PI);
    return base * inFactor * outFactor * swell;
  };

export const lerp = (a: number, b: number, t: number) => a + (b - a) * t;
export const clamp = (v: number, min: number, max: number) => Math.max(min, Math.min(max, v));
