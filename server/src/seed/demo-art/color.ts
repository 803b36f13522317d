import type { Rng } from './random.ts';

type Rgb = [number, number, number];

function parse(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function format([r, g, b]: Rgb): string {
  const clamp = (v: number) => Math.max(0, Math.min(255, Math.round(v)));
  return `#${((1 << 24) | (clamp(r) << 16) | (clamp(g) << 8) | clamp(b)).toString(16).slice(1)}`;
}

/** Linear mix of two `#rrggbb` colours; t = 0 gives a. */
export function mix(a: string, b: string, t: number): string {
  const x = parse(a);
  const y = parse(b);
  return format([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

/** Lighter (amount > 0, towards white) or darker (amount < 0, towards black). */
export function shade(color: string, amount: number): string {
  return amount >= 0 ? mix(color, '#ffffff', amount) : mix(color, '#000000', -amount);
}

/** The same colour, slightly varied in each channel: hand-mixed pigment is never uniform. */
export function jitter(rng: Rng, color: string, amount: number): string {
  const [r, g, b] = parse(color);
  const common = rng.gauss() * amount * 0.6;
  return format([
    r + (common + rng.gauss() * amount * 0.4) * 255,
    g + (common + rng.gauss() * amount * 0.4) * 255,
    b + (common + rng.gauss() * amount * 0.4) * 255,
  ]);
}

export function luminance(color: string): number {
  const [r, g, b] = parse(color);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}
