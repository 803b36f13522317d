import { brushOutline, el, lerp, n, type Point, sampleCurve, taper } from '../geometry.ts';
import type { Rng } from '../random.ts';

/**
 * Brush-written pseudo-characters: real stroke shapes (横 竖 撇 捺 点 折 钩) arranged in the structures of
 * Chinese characters, so a column reads as writing without quoting any text.
 */
export type ScriptStyle = 'kai' | 'xing' | 'cao' | 'li';

interface Cell {
  x: number;
  y: number;
  size: number;
}

type Stroke = { line: Point[]; width: (t: number) => number };
type Box = [number, number, number, number]; // x0, y0, x1, y1 in the unit cell

const ROUGH: Record<ScriptStyle, number> = { kai: 0.05, xing: 0.08, cao: 0.1, li: 0.04 };

function strokesOf(rng: Rng, style: ScriptStyle, w: number): Record<string, (b: Box) => Stroke> {
  const wobble = style === 'kai' || style === 'li' ? 0.006 : 0.02;
  const j = () => rng.gauss() * wobble;
  const tilt = style === 'li' ? 0 : -0.05;
  return {
    heng: ([x0, y, x1]) => ({
      line: [
        [x0, y + j()],
        [lerp(x0, x1, 0.5), y + tilt * (x1 - x0) * 0.5 + j()],
        [x1, y + tilt * (x1 - x0) + j()],
      ],
      width:
        style === 'li'
          ? (t) => w * (0.8 + 0.5 * Math.max(0, (t - 0.8) / 0.2)) * (t < 0.08 ? 0.6 + t * 5 : 1)
          : taper(w * 0.85, { start: 0.12, end: 0.06, swell: -0.15 }),
    }),
    shu: ([x, y0, , y1]) => ({
      line: [
        [x + j(), y0],
        [x + j(), lerp(y0, y1, 0.5)],
        [x + j(), y1],
      ],
      width: rng.chance(0.5) ? taper(w, { start: 0.1, end: 0.3 }) : taper(w, { start: 0.1, end: 0.04 }),
    }),
    pie: ([x0, y0, x1, y1]) => ({
      line: [
        [x1, y0],
        [lerp(x1, x0, 0.25) + j(), lerp(y0, y1, 0.45)],
        [x0 + j(), y1],
      ],
      width: taper(w * 1.05, { start: 0.12, end: 0.6 }),
    }),
    na: ([x0, y0, x1, y1]) => ({
      line: [
        [x0, y0],
        [lerp(x0, x1, 0.55) + j(), lerp(y0, y1, 0.65)],
        [x1, y1 + j()],
      ],
      width: (t) =>
        w * (0.35 + 1.25 * Math.sin(Math.min(1, t * 1.15) * Math.PI * 0.5)) * (t > 0.93 ? (1 - t) * 12 : 1),
    }),
    dian: ([x0, y0, x1, y1]) => ({
      line: [
        [x0, y0],
        [x1, y1],
      ],
      width: (t) =>
        w *
        (0.25 + 0.95 * Math.sin(Math.min(1, t * 1.25) * Math.PI * 0.62)) *
        (t > 0.85 ? 0.4 + (1 - t) * 4 : 1),
    }),
    zhe: ([x0, y0, x1, y1]) => ({
      line: [
        [x0, y0],
        [x1 - 0.02, y0 + tilt * (x1 - x0)],
        [x1, y0 + tilt * (x1 - x0) + 0.02],
        [x1 - 0.015, y1],
      ],
      width: taper(w * 0.9, { start: 0.08, end: 0.08 }),
    }),
    gou: ([x, y0, , y1]) => ({
      line: [
        [x, y0],
        [x + j(), y1 - 0.06],
        [x - 0.01, y1],
        [x - 0.09, y1 - 0.05],
      ],
      width: taper(w, { start: 0.08, end: 0.25 }),
    }),
    ti: ([x0, y0, x1, y1]) => ({
      line: [
        [x0, y1],
        [x1, y0],
      ],
      width: taper(w * 1.1, { start: 0.05, end: 0.8 }),
    }),
  };
}

/** The strokes of one component inside `box`, chosen to look like a radical or a phonetic part. */
function component(
  rng: Rng,
  s: ReturnType<typeof strokesOf>,
  [x0, y0, x1, y1]: Box,
  narrow: boolean,
): Stroke[] {
  const W = x1 - x0;
  const H = y1 - y0;
  const at = (fx: number, fy: number): Point => [x0 + fx * W, y0 + fy * H];
  const box = (a: Point, b: Point): Box => [a[0], a[1], b[0], b[1]];
  const kind = narrow
    ? rng.pick(['water', 'person', 'tree', 'speech'] as const)
    : rng.pick(['box', 'stack', 'cross', 'sweep', 'heart'] as const);
  const out: Stroke[] = [];
  switch (kind) {
    case 'water':
      out.push(s.dian!(box(at(0.25, 0.08), at(0.6, 0.22))), s.dian!(box(at(0.2, 0.38), at(0.55, 0.5))));
      out.push(s.ti!(box(at(0.05, 0.65), at(0.75, 0.95))));
      break;
    case 'person':
      out.push(s.pie!(box(at(0.05, 0.05), at(0.8, 0.45))), s.shu!(box(at(0.5, 0.3), at(0.5, 0.98))));
      break;
    case 'tree':
      out.push(s.heng!(box(at(0.02, 0.3), at(0.98, 0.3))), s.shu!(box(at(0.52, 0.02), at(0.52, 0.98))));
      out.push(s.pie!(box(at(0.05, 0.36), at(0.48, 0.75))), s.dian!(box(at(0.58, 0.42), at(0.85, 0.6))));
      break;
    case 'speech':
      out.push(s.dian!(box(at(0.3, 0.02), at(0.55, 0.14))));
      for (const fy of [0.3, 0.48, 0.64]) out.push(s.heng!(box(at(0.1, fy), at(0.85, fy))));
      out.push(s.shu!(box(at(0.18, 0.74), at(0.18, 0.98))), s.zhe!(box(at(0.18, 0.76), at(0.8, 0.98))));
      break;
    case 'box': {
      out.push(s.shu!(box(at(0.1, 0.15), at(0.1, 0.9))), s.zhe!(box(at(0.1, 0.15), at(0.9, 0.9))));
      const inner = rng.int(0, 2);
      for (let i = 0; i < inner; i++) {
        const fy = 0.15 + ((i + 1) * 0.75) / (inner + 1);
        out.push(s.heng!(box(at(0.2, fy), at(0.8, fy))));
      }
      out.push(s.heng!(box(at(0.12, 0.88), at(0.88, 0.88))));
      break;
    }
    case 'stack': {
      const rows = rng.int(2, 4);
      for (let i = 0; i < rows; i++) {
        const fy = 0.1 + (i * 0.8) / (rows - 1);
        const inset = i === rows - 1 ? 0 : rng.range(0.05, 0.2);
        out.push(s.heng!(box(at(inset, fy), at(1 - inset, fy))));
      }
      out.push((rng.chance(0.5) ? s.shu! : s.gou!)(box(at(0.5, 0.02), at(0.5, 1))));
      break;
    }
    case 'cross':
      out.push(s.heng!(box(at(0.05, 0.35), at(0.95, 0.35))), s.shu!(box(at(0.5, 0.05), at(0.5, 0.6))));
      out.push(s.pie!(box(at(0.08, 0.4), at(0.5, 0.95))), s.na!(box(at(0.5, 0.42), at(0.98, 0.95))));
      break;
    case 'sweep':
      out.push(s.pie!(box(at(0.1, 0.02), at(0.6, 0.4))), s.heng!(box(at(0.15, 0.3), at(0.9, 0.3))));
      out.push(s.pie!(box(at(0.02, 0.45), at(0.55, 0.98))), s.na!(box(at(0.45, 0.45), at(1, 0.95))));
      break;
    case 'heart':
      out.push(s.dian!(box(at(0.08, 0.45), at(0.2, 0.62))), s.gou!(box(at(0.35, 0.35), at(0.35, 0.9))));
      out.push(s.dian!(box(at(0.5, 0.3), at(0.62, 0.45))), s.dian!(box(at(0.78, 0.42), at(0.95, 0.6))));
      break;
  }
  return out;
}

/** The strokes of one character in a unit cell. */
function characterStrokes(rng: Rng, style: ScriptStyle, weight: number): Stroke[] {
  const s = strokesOf(rng, style, weight);
  const structure = rng.pick(['single', 'leftRight', 'leftRight', 'topBottom', 'cover'] as const);
  switch (structure) {
    case 'leftRight': {
      const split = rng.range(0.32, 0.42);
      return [
        ...component(rng, s, [0.04, 0.08, split, 0.94], true),
        ...component(rng, s, [split + 0.06, 0.06, 0.96, 0.96], false),
      ];
    }
    case 'topBottom': {
      const split = rng.range(0.36, 0.48);
      return [
        ...component(rng, s, [0.12, 0.04, 0.88, split], false),
        ...component(rng, s, [0.06, split + 0.06, 0.94, 0.96], false),
      ];
    }
    case 'cover':
      return [
        s.dian!([0.45, 0.02, 0.55, 0.14]),
        s.shu!([0.1, 0.16, 0.1, 0.32]),
        s.zhe!([0.1, 0.18, 0.9, 0.34]),
        ...component(rng, s, [0.16, 0.38, 0.84, 0.96], false),
      ];
    default:
      return component(rng, s, [0.06, 0.06, 0.94, 0.94], false);
  }
}

/** A cursive character: one or two continuous loops, pressed and lifted, instead of separate strokes. */
function cursiveStrokes(rng: Rng, weight: number): Stroke[] {
  const strokes: Stroke[] = [];
  const parts = rng.int(1, 2);
  for (let p = 0; p < parts; p++) {
    const points: Point[] = [];
    let x = rng.range(0.2, 0.5);
    let y = p === 0 ? rng.range(0.05, 0.2) : rng.range(0.5, 0.6);
    const steps = rng.int(5, 8);
    for (let i = 0; i < steps; i++) {
      points.push([x, y]);
      x = Math.max(0.05, Math.min(0.95, x + rng.range(-0.45, 0.5)));
      y = Math.min(0.98, y + rng.range(0.0, 0.22) * (parts === 1 ? 1 : 0.5));
    }
    const phase = rng.range(0, Math.PI);
    strokes.push({
      line: sampleCurve(points, 10),
      width: (t) =>
        weight * (0.35 + 0.9 * Math.abs(Math.sin(phase + t * Math.PI * 2.2))) * (t > 0.92 ? (1 - t) * 12 : 1),
    });
  }
  return strokes;
}

export interface WriteOptions {
  style: ScriptStyle;
  ink: string;
  /** Stroke weight as a share of the cell size. */
  weight?: number;
  /** Ink running dry along a column, 0 to 1. */
  dryness?: number;
  /** Paper colour: set it to show the hair streaks of a dry brush (飞白) in large writing. */
  paper?: string;
}

/** Hairs of a dry brush leaving paper showing through the end of a stroke. */
function dryStreaks(
  rng: Rng,
  line: Point[],
  width: (t: number) => number,
  paper: string,
  dryness: number,
): string {
  let d = '';
  const last = line.length - 1;
  const streaks = Math.round(1 + dryness * 4);
  let thickest = 0;
  for (let s = 0; s < streaks; s++) {
    const offset = rng.range(-0.3, 0.3);
    const from = Math.floor(last * rng.range(0.45, 0.8));
    const to = Math.min(last, from + Math.floor(last * rng.range(0.1, 0.3)));
    const pts: Point[] = [];
    for (let i = from; i <= to; i++) {
      const prev = line[Math.max(0, i - 1)]!;
      const next = line[Math.min(last, i + 1)]!;
      const len = Math.hypot(next[0] - prev[0], next[1] - prev[1]) || 1;
      const w = width(i / last);
      thickest = Math.max(thickest, w);
      pts.push([
        line[i]![0] - ((next[1] - prev[1]) / len) * w * offset,
        line[i]![1] + ((next[0] - prev[0]) / len) * w * offset,
      ]);
    }
    d += pts.map(([x, y], i) => `${i ? 'L' : 'M'}${n(x)} ${n(y)}`).join('');
  }
  return el('path', {
    d,
    fill: 'none',
    stroke: paper,
    'stroke-width': thickest * rng.range(0.02, 0.045),
    'stroke-opacity': (0.35 + dryness * 0.4).toFixed(2),
    'stroke-linecap': 'round',
  });
}

/** One character at `cell`, as SVG paths. */
export function glyph(rng: Rng, cell: Cell, options: WriteOptions, inkLevel = 1): string {
  const weight = options.weight ?? (options.style === 'li' ? 0.075 : 0.085);
  const strokes =
    options.style === 'cao'
      ? cursiveStrokes(rng, weight * 1.1)
      : characterStrokes(rng, options.style, weight);
  const sx = options.style === 'li' ? 1.18 : 1;
  let out = '';
  for (const stroke of strokes) {
    const dense = sampleCurve(stroke.line, 8).map(
      ([x, y]): Point => [cell.x + (0.5 + (x - 0.5) * sx) * cell.size, cell.y + y * cell.size],
    );
    const d = brushOutline(dense, {
      width: (t) => stroke.width(t) * cell.size,
      rough: ROUGH[options.style],
      rng,
    });
    out += el('path', { d, fill: options.ink, 'fill-opacity': (0.86 + 0.12 * inkLevel).toFixed(2) });
    if (options.paper && dense.length > 6 && rng.chance(0.6))
      out += dryStreaks(rng, dense, (t) => stroke.width(t) * cell.size, options.paper, 1 - inkLevel * 0.6);
  }
  return out;
}

/** Columns of writing, right to left, top to bottom (the traditional layout). */
export function writeColumns(
  rng: Rng,
  area: { x: number; y: number; width: number; height: number },
  options: WriteOptions & { cell: number; columnGap?: number; count?: number },
): string {
  const gap = options.columnGap ?? options.cell * 0.45;
  const columns = Math.max(1, Math.floor((area.width + gap) / (options.cell + gap)));
  const rows = Math.max(1, Math.floor(area.height / (options.cell * 1.12)));
  let remaining = options.count ?? columns * rows;
  let out = '';
  for (let c = 0; c < columns && remaining > 0; c++) {
    const x = area.x + area.width - (c + 1) * options.cell - c * gap;
    // Columns end where a sentence ends, not all at the bottom.
    const length = c === columns - 1 || rng.chance(0.75) ? rows : rng.int(Math.ceil(rows / 3), rows);
    let ink = 1;
    for (let r = 0; r < length && remaining > 0; r++, remaining--) {
      const jitter = options.style === 'kai' ? 0.02 : 0.08;
      const size = options.cell * (options.style === 'cao' ? rng.range(0.8, 1.25) : rng.range(0.94, 1.04));
      out += glyph(
        rng,
        { x: x + rng.gauss() * options.cell * jitter, y: area.y + r * options.cell * 1.12, size },
        options,
        ink,
      );
      ink = rng.chance(0.2) ? 1 : Math.max(0, ink - (options.dryness ?? 0.1));
    }
  }
  return out;
}
