import { mix, shade } from '../color.ts';
import { el } from '../geometry.ts';
import type { Rng } from '../random.ts';

/** A photographer's paper sweep: the backdrop of object photography, light falling from the upper left. */
export function studioBackdrop(rng: Rng, width: number, height: number, floorY: number, tone?: string) {
  const base = tone ?? rng.pick(['#d9d5ce', '#cfc9bf', '#e3ddd2', '#3a3835', '#2a2927', '#b9b3a8']);
  const dark = shade(base, -0.35);
  const defs =
    el(
      'linearGradient',
      { id: 'sweep', x1: 0, y1: 0, x2: 0, y2: 1 },
      el('stop', { offset: 0, 'stop-color': shade(base, -0.18) }) +
        el('stop', { offset: floorY / height, 'stop-color': base }) +
        el('stop', { offset: 1, 'stop-color': shade(base, -0.08) }),
    ) +
    el(
      'radialGradient',
      { id: 'spot', cx: 0.42, cy: 0.4, r: 0.65 },
      el('stop', { offset: 0, 'stop-color': shade(base, 0.25), 'stop-opacity': 0.55 }) +
        el('stop', { offset: 1, 'stop-color': dark, 'stop-opacity': 0.35 }),
    );
  const body =
    el('rect', { width, height, fill: 'url(#sweep)' }) + el('rect', { width, height, fill: 'url(#spot)' });
  return { defs, body, base };
}

/** The soft contact shadow under an object standing at (cx, y). */
export function contactShadow(id: string, cx: number, y: number, radius: number, backdrop: string) {
  const defs = el(
    'radialGradient',
    { id },
    el('stop', { offset: 0, 'stop-color': mix(backdrop, '#000', 0.75), 'stop-opacity': 0.75 }) +
      el('stop', { offset: 0.45, 'stop-color': mix(backdrop, '#000', 0.6), 'stop-opacity': 0.35 }) +
      el('stop', { offset: 1, 'stop-color': backdrop, 'stop-opacity': 0 }),
  );
  const body = el('ellipse', {
    cx: cx + radius * 0.12,
    cy: y,
    rx: radius * 1.35,
    ry: radius * 0.22,
    fill: `url(#${id})`,
  });
  return { defs, body };
}

/** Cylindrical shading of a turned object: light from the left, core shadow right of centre, reflected light at the edge. */
export function roundShading(id: string, strength = 1) {
  const s = (v: number) => (v * strength).toFixed(3);
  return el(
    'linearGradient',
    { id, x1: 0, y1: 0, x2: 1, y2: 0 },
    el('stop', { offset: 0, 'stop-color': '#000', 'stop-opacity': s(0.35) }) +
      el('stop', { offset: 0.08, 'stop-color': '#000', 'stop-opacity': s(0.05) }) +
      el('stop', { offset: 0.28, 'stop-color': '#fff', 'stop-opacity': s(0.22) }) +
      el('stop', { offset: 0.5, 'stop-color': '#fff', 'stop-opacity': 0 }) +
      el('stop', { offset: 0.78, 'stop-color': '#000', 'stop-opacity': s(0.4) }) +
      el('stop', { offset: 0.93, 'stop-color': '#000', 'stop-opacity': s(0.5) }) +
      el('stop', { offset: 1, 'stop-color': '#000', 'stop-opacity': s(0.32) }),
  );
}
