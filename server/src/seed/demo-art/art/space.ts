import { shade } from '../color.ts';
import { el, n, polyPath } from '../geometry.ts';
import type { Rng } from '../random.ts';
import type { Layer, Picture } from '../render.ts';

/**
 * The museum itself: its facade with a carved-lattice screen, the atrium stair, and installation views of
 * galleries whose walls hang other generated works.
 */
export type SpaceScene = 'facade' | 'atrium' | 'gallery';

/** Another picture drawn inside a rectangle (ids prefixed so the two documents' gradients do not collide). */
export function nest(
  picture: Picture,
  prefix: string,
  x: number,
  y: number,
  width: number,
  height: number,
): string {
  const rename = (text: string) =>
    text.replace(/id="([^"]+)"/g, `id="${prefix}$1"`).replace(/url\(#([^)]+)\)/g, `url(#${prefix}$1)`);
  const body = picture.layers.map((layer: Layer) => layer.body).join('');
  return el(
    'svg',
    {
      x,
      y,
      width,
      height,
      viewBox: `0 0 ${n(picture.width)} ${n(picture.height)}`,
      preserveAspectRatio: 'xMidYMid slice',
    },
    `<defs>${rename(picture.defs ?? '')}</defs>${el('rect', { width: picture.width, height: picture.height, fill: picture.background })}${rename(body)}`,
  );
}

function person(rng: Rng, x: number, floor: number, h: number): string {
  const coat = rng.pick(['#2a2a2e', '#4a3a30', '#7a2e2a', '#2f4a5f', '#5f5a4a', '#c9b9a0']);
  return (
    el('ellipse', { cx: x, cy: floor - h * 0.9, rx: h * 0.065, ry: h * 0.08, fill: '#2b221d' }) +
    el('path', {
      d: `M${n(x - h * 0.11)} ${n(floor - h * 0.25)}L${n(x - h * 0.12)} ${n(floor - h * 0.72)}Q${n(x)} ${n(floor - h * 0.86)} ${n(x + h * 0.12)} ${n(floor - h * 0.72)}L${n(x + h * 0.11)} ${n(floor - h * 0.25)}Z`,
      fill: coat,
    }) +
    el('rect', { x: x - h * 0.08, y: floor - h * 0.3, width: h * 0.06, height: h * 0.3, fill: '#222' }) +
    el('rect', { x: x + h * 0.02, y: floor - h * 0.3, width: h * 0.06, height: h * 0.3, fill: '#222' })
  );
}

function facade(rng: Rng, width: number, height: number): string {
  const ground = height * 0.78;
  let out =
    el('rect', { width, height: ground, fill: 'url(#sky)' }) +
    el('rect', { y: ground, width, height: height - ground, fill: '#cfc8bb' });
  const stone = rng.pick(['#d8cbb3', '#cdbb9c', '#e0d6c4']);
  const left = width * 0.08;
  const right = width * 0.92;
  const top = height * 0.2;
  out += el('rect', { x: left, y: top, width: right - left, height: ground - top, fill: stone });
  out += el('rect', {
    x: left - width * 0.03,
    y: top - height * 0.03,
    width: right - left + width * 0.06,
    height: height * 0.035,
    fill: shade(stone, -0.25),
  });
  // the carved lattice screen: interlaced rhombi, a motif of the region's woodwork
  const screen = {
    x: left + width * 0.05,
    y: top + height * 0.05,
    w: (right - left) * 0.55,
    h: (ground - top) * 0.55,
  };
  const cell = screen.w / 18;
  let lattice = '';
  for (let x = screen.x; x <= screen.x + screen.w; x += cell) {
    for (let y = screen.y; y <= screen.y + screen.h; y += cell) {
      lattice += `M${n(x)} ${n(y + cell / 2)}L${n(x + cell / 2)} ${n(y)}L${n(x + cell)} ${n(y + cell / 2)}L${n(x + cell / 2)} ${n(y + cell)}Z`;
    }
  }
  out += el('rect', { x: screen.x, y: screen.y, width: screen.w, height: screen.h, fill: '#3b3a3a' });
  out += el('path', { d: lattice, fill: 'none', stroke: shade(stone, 0.1), 'stroke-width': cell * 0.16 });
  // glazed entrance hall
  const glass = {
    x: screen.x + screen.w + width * 0.04,
    y: top + height * 0.12,
    w: right - (screen.x + screen.w + width * 0.04) - width * 0.04,
    h: ground - top - height * 0.12,
  };
  out += el('rect', { x: glass.x, y: glass.y, width: glass.w, height: glass.h, fill: 'url(#glass)' });
  let mullions = '';
  for (let x = glass.x; x <= glass.x + glass.w; x += glass.w / 6)
    mullions += `M${n(x)} ${n(glass.y)}V${n(glass.y + glass.h)}`;
  mullions += `M${n(glass.x)} ${n(glass.y + glass.h * 0.4)}H${n(glass.x + glass.w)}`;
  out += el('path', { d: mullions, stroke: '#2d2d2d', 'stroke-width': width * 0.003 });
  // plaza: paving joints, trees, visitors
  let joints = '';
  for (let i = 0; i < 14; i++)
    joints += `M${n(width / 2 + (i - 7) * width * 0.02)} ${n(ground)}L${n(width / 2 + (i - 7) * width * 0.16)} ${n(height)}`;
  out += el('path', { d: joints, stroke: '#b8b0a2', 'stroke-width': width * 0.0015 });
  for (const x of [width * 0.04, width * 0.96]) {
    out += el('rect', {
      x: x - width * 0.004,
      y: ground - height * 0.18,
      width: width * 0.008,
      height: height * 0.18,
      fill: '#4a3a2a',
    });
    out += el('ellipse', {
      cx: x,
      cy: ground - height * 0.24,
      rx: width * 0.05,
      ry: height * 0.1,
      fill: '#5d7a45',
    });
  }
  for (let p = 0; p < rng.int(4, 9); p++)
    out += person(
      rng,
      width * rng.range(0.15, 0.85),
      ground + rng.range(0.02, 0.18) * height,
      height * rng.range(0.09, 0.14),
    );
  return out;
}

function atrium(rng: Rng, width: number, height: number): string {
  const wall = '#ece8e0';
  let out = el('rect', { width, height, fill: wall });
  out += el('path', {
    d: polyPath([
      [0, height],
      [width, height],
      [width * 0.7, height * 0.62],
      [width * 0.3, height * 0.62],
    ]),
    fill: '#d6cfc2',
  });
  out += el('path', {
    d: polyPath([
      [0, 0],
      [width * 0.3, height * 0.2],
      [width * 0.3, height * 0.62],
      [0, height],
    ]),
    fill: shade(wall, -0.06),
  });
  out += el('path', {
    d: polyPath([
      [width, 0],
      [width * 0.7, height * 0.2],
      [width * 0.7, height * 0.62],
      [width, height],
    ]),
    fill: shade(wall, -0.14),
  });
  // skylight grid
  let grid = '';
  for (let i = 0; i <= 8; i++)
    grid += `M${n(width * 0.3 + (i * width * 0.4) / 8)} ${n(height * 0.2)}L${n(i * (width / 8))} 0`;
  out +=
    el('path', {
      d: polyPath([
        [0, 0],
        [width, 0],
        [width * 0.7, height * 0.2],
        [width * 0.3, height * 0.2],
      ]),
      fill: '#f8f6f1',
    }) + el('path', { d: grid, stroke: '#9a958c', 'stroke-width': width * 0.002 });
  // the stair rising across the back wall
  let steps = '';
  for (let s = 0; s < 18; s++) {
    const x = width * 0.32 + s * width * 0.02;
    const y = height * 0.62 - s * height * 0.022;
    steps += el('rect', {
      x,
      y: y - height * 0.022,
      width: width * 0.02,
      height: height * 0.022,
      fill: s % 2 ? '#cfc7b8' : '#bfb6a6',
    });
  }
  out +=
    steps +
    el('path', {
      d: `M${n(width * 0.32)} ${n(height * 0.56)}L${n(width * 0.68)} ${n(height * 0.18)}`,
      stroke: '#3a3a3a',
      'stroke-width': width * 0.003,
    });
  out += el('path', {
    d: polyPath([
      [width * 0.3, height * 0.2],
      [width * 0.7, height * 0.2],
      [width * 0.7, height * 0.62],
      [width * 0.3, height * 0.62],
    ]),
    fill: '#fff',
    'fill-opacity': 0.15,
  });
  for (let p = 0; p < rng.int(3, 6); p++)
    out += person(
      rng,
      width * rng.range(0.2, 0.8),
      height * rng.range(0.75, 0.95),
      height * rng.range(0.2, 0.28),
    );
  return out;
}

function gallery(rng: Rng, width: number, height: number, works: Picture[]): string {
  const wall = rng.pick(['#efece6', '#e6e1d8', '#3a4048', '#7a2e2a']);
  const dark = wall === '#3a4048' || wall === '#7a2e2a';
  const floorY = height * 0.74;
  let out = el('rect', { width, height: floorY, fill: wall });
  out += el('rect', { y: floorY, width, height: height - floorY, fill: 'url(#floor)' });
  out += el('rect', { y: floorY - height * 0.012, width, height: height * 0.012, fill: shade(wall, -0.2) });
  // spotlight pools
  const hung = works.slice(0, rng.int(2, Math.min(3, works.length)));
  const slot = width / hung.length;
  hung.forEach((work, i) => {
    const aspect = work.height / work.width;
    const w = Math.min(slot * 0.62, (floorY * 0.55) / aspect);
    const h = w * aspect;
    const x = slot * (i + 0.5) - w / 2;
    const y = floorY * 0.45 - h / 2;
    out += el('ellipse', { cx: x + w / 2, cy: y + h * 0.4, rx: w * 0.9, ry: h * 0.9, fill: 'url(#spot)' });
    out += el('rect', {
      x: x - w * 0.04 + w * 0.02,
      y: y - w * 0.04 + w * 0.03,
      width: w * 1.08,
      height: h + w * 0.08,
      fill: '#000',
      'fill-opacity': 0.18,
    });
    out += el('rect', {
      x: x - w * 0.04,
      y: y - w * 0.04,
      width: w * 1.08,
      height: h + w * 0.08,
      fill: rng.pick(['#2a211b', '#b89a63', '#f5f2ea']),
    });
    out += nest(work, `w${i}`, x, y, w, h);
    out += el('rect', {
      x: x + w * 1.1,
      y: y + h * 0.7,
      width: w * 0.09,
      height: w * 0.05,
      fill: dark ? '#d8d2c6' : '#6b665d',
    });
  });
  // a bench and visitors
  out += el('rect', {
    x: width * 0.38,
    y: floorY + height * 0.1,
    width: width * 0.24,
    height: height * 0.035,
    fill: '#3b2c22',
  });
  for (const fx of [0.4, 0.6])
    out += el('rect', {
      x: width * fx - width * 0.005,
      y: floorY + height * 0.135,
      width: width * 0.01,
      height: height * 0.05,
      fill: '#2a1f18',
    });
  for (let p = 0; p < rng.int(1, 3); p++)
    out += person(
      rng,
      width * rng.range(0.1, 0.9),
      floorY + height * rng.range(0.12, 0.22),
      height * rng.range(0.32, 0.42),
    );
  return out;
}

export function space(
  rng: Rng,
  width: number,
  height: number,
  options: { scene: SpaceScene; works?: Picture[] },
): Picture {
  const defs =
    el(
      'linearGradient',
      { id: 'sky', x1: 0, y1: 0, x2: 0, y2: 1 },
      el('stop', { offset: 0, 'stop-color': '#3f72ad' }) + el('stop', { offset: 1, 'stop-color': '#dce7ee' }),
    ) +
    el(
      'linearGradient',
      { id: 'glass', x1: 0, y1: 0, x2: 1, y2: 1 },
      el('stop', { offset: 0, 'stop-color': '#9fb7c9' }) +
        el('stop', { offset: 0.5, 'stop-color': '#3b5468' }) +
        el('stop', { offset: 1, 'stop-color': '#6f8ca3' }),
    ) +
    el(
      'linearGradient',
      { id: 'floor', x1: 0, y1: 0, x2: 0, y2: 1 },
      el('stop', { offset: 0, 'stop-color': '#a57d55' }) + el('stop', { offset: 1, 'stop-color': '#6e4e33' }),
    ) +
    el(
      'radialGradient',
      { id: 'spot' },
      el('stop', { offset: 0, 'stop-color': '#fff', 'stop-opacity': 0.35 }) +
        el('stop', { offset: 1, 'stop-color': '#fff', 'stop-opacity': 0 }),
    );
  const body =
    options.scene === 'facade'
      ? facade(rng, width, height)
      : options.scene === 'atrium'
        ? atrium(rng, width, height)
        : gallery(rng, width, height, options.works ?? []);
  return { width, height, background: '#ddd', defs, layers: [{ body }], grain: 0.4 };
}
