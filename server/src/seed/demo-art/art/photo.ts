import { jitter, mix, shade } from '../color.ts';
import { el, n, type Point, polyPath, ridge, smoothPath } from '../geometry.ts';
import type { Rng } from '../random.ts';
import type { Picture } from '../render.ts';

/**
 * Landscape photography of Xinjiang: dunes in raking light, a mountain lake under spruce, grassland with yurts,
 * the mud-brick lanes of an old town. Soft skies and haze, lens fall-off and film grain.
 */
export type PhotoScene = 'dunes' | 'lake' | 'grassland' | 'oldtown';

interface Parts {
  defs: string;
  soft: string;
  crisp: string;
}

function sky(rng: Rng, width: number, horizon: number, top: string, bottom: string, cloudy = true): Parts {
  const defs =
    el(
      'linearGradient',
      { id: 'sky', x1: 0, y1: 0, x2: 0, y2: 1 },
      el('stop', { offset: 0, 'stop-color': top }) + el('stop', { offset: 1, 'stop-color': bottom }),
    ) +
    el(
      'filter',
      { id: 'clouds', x: 0, y: 0, width: '100%', height: '100%' },
      el('feTurbulence', {
        type: 'fractalNoise',
        baseFrequency: `${n(2.2 / width)} ${n(7 / width)}`,
        numOctaves: 5,
        seed: rng.int(1, 999),
      }) +
        el('feColorMatrix', { type: 'matrix', values: '0 0 0 0 1  0 0 0 0 1  0 0 0 0 1  0 0 0 3.2 -1.55' }),
    ) +
    el(
      'linearGradient',
      { id: 'cloudFade', x1: 0, y1: 0, x2: 0, y2: 1 },
      el('stop', { offset: 0, 'stop-color': '#fff' }) +
        el('stop', { offset: 1, 'stop-color': '#fff', 'stop-opacity': 0.2 }),
    ) +
    el('mask', { id: 'cloudMask' }, el('rect', { width, height: horizon, fill: 'url(#cloudFade)' }));
  const soft =
    el('rect', { width, height: horizon + 4, fill: 'url(#sky)' }) +
    (cloudy
      ? el('rect', { width, height: horizon, filter: 'url(#clouds)', mask: 'url(#cloudMask)', opacity: 0.9 })
      : '');
  return { defs, soft, crisp: '' };
}

function vignette(width: number, height: number): Parts {
  return {
    defs: el(
      'radialGradient',
      { id: 'vignette', cx: 0.5, cy: 0.5, r: 0.72 },
      el('stop', { offset: 0.6, 'stop-color': '#000', 'stop-opacity': 0 }) +
        el('stop', { offset: 1, 'stop-color': '#000', 'stop-opacity': 0.35 }),
    ),
    soft: '',
    crisp: el('rect', { width, height, fill: 'url(#vignette)' }),
  };
}

function dunes(rng: Rng, width: number, height: number): Parts {
  const horizon = height * rng.range(0.35, 0.45);
  const warm = rng.pick(['#e3a15e', '#d98e4f', '#e8b272']);
  const parts = sky(
    rng,
    width,
    horizon + height * 0.1,
    rng.pick(['#2f5f9a', '#3b6ea8', '#5a7fb0']),
    '#e9d8bf',
    rng.chance(0.5),
  );
  const u = width / 1000;
  for (let d = 0; d < 5; d++) {
    const base = horizon + (d / 4) ** 1.3 * (height - horizon) * 0.85;
    const crest = ridge(rng, [-width * 0.1, base], [width * 1.1, base], {
      depth: 6,
      displacement: height * 0.05 * (1 + d * 0.3),
      roughness: 0.45,
    });
    const haze = 1 - d / 5;
    const lit = mix(warm, '#eac9a6', haze * 0.5);
    const dark = mix(mix(warm, '#5a3a48', 0.55), '#c9b3a6', haze * 0.45);
    const id = `dune${d}`;
    parts.defs += el(
      'linearGradient',
      { id, x1: 0, y1: 0, x2: 1, y2: 0.3 },
      Array.from({ length: 12 }, (_, k) =>
        el('stop', { offset: k / 11, 'stop-color': k % 2 === 0 ? lit : dark }),
      ).join(''),
    );
    const body = polyPath([...crest, [width * 1.1, height * 1.1], [-width * 0.1, height * 1.1]]);
    parts.crisp += el('path', { d: body, fill: `url(#${id})` });
    // wind ripples on the near faces
    if (d >= 2) {
      let ripples = '';
      for (let r = 0; r < 60 * d; r++) {
        const x = rng.next() * width;
        const y = base + rng.range(0.05, 0.5) * (height - base);
        const w = u * rng.range(30, 90);
        ripples += `M${n(x)} ${n(y)}q${n(w / 2)} ${n(-u * 3)} ${n(w)} 0`;
      }
      parts.crisp += el('path', {
        d: ripples,
        fill: 'none',
        stroke: shade(dark, -0.1),
        'stroke-width': u * 1.4,
        'stroke-opacity': 0.35,
      });
    }
    parts.crisp += el('path', {
      d: smoothPath(crest, false),
      fill: 'none',
      stroke: shade(lit, 0.25),
      'stroke-width': u * 1.5,
      'stroke-opacity': 0.6,
    });
  }
  // a camel caravan, tiny on a crest
  if (rng.chance(0.6)) {
    const y = horizon + (height - horizon) * 0.16;
    let caravan = '';
    for (let c = 0; c < rng.int(3, 6); c++) {
      const x = width * 0.55 + c * u * 26;
      caravan += el('path', {
        d: `M${n(x)} ${n(y)}q${n(u * 5)} ${n(-u * 12)} ${n(u * 10)} 0q${n(u * 4)} ${n(-u * 10)} ${n(u * 8)} 0l${n(u * 6)} ${n(-u * 8)}l${n(u * 2)} ${n(u * 2)}l${n(-u * 5)} ${n(u * 9)}v${n(u * 10)}h${n(-u * 2)}v${n(-u * 8)}h${n(-u * 16)}v${n(u * 8)}h${n(-u * 2)}Z`,
        fill: '#2a1d1a',
        'fill-opacity': 0.85,
      });
    }
    parts.crisp += caravan;
  }
  return parts;
}

function spruceBand(
  rng: Rng,
  from: number,
  to: number,
  line: (x: number) => number,
  depth: number,
  color: string,
  u: number,
): string {
  let d = '';
  for (let x = from; x < to; x += u * rng.range(5, 12)) {
    const base = line(x) + rng.range(0, depth);
    const h = u * rng.range(28, 55);
    const w = h * 0.28;
    d += `M${n(x)} ${n(base - h)}L${n(x + w)} ${n(base)}L${n(x - w)} ${n(base)}Z`;
  }
  return el('path', { d, fill: jitter(rng, color, 0.02) });
}

function lake(rng: Rng, width: number, height: number): Parts {
  const water = height * rng.range(0.58, 0.66);
  const parts = sky(rng, width, water, '#3d6fae', '#dfe9ef');
  const u = width / 1000;
  const peakLine = ridge(rng, [0, water - height * 0.25], [width, water - height * 0.22], {
    depth: 7,
    displacement: height * 0.12,
    roughness: 0.55,
  });
  const at = (pts: Point[]) => (x: number) => {
    const t = Math.max(0, Math.min(pts.length - 1.001, (x / width) * (pts.length - 1)));
    const i = Math.floor(t);
    return pts[i]![1] + (pts[i + 1]![1] - pts[i]![1]) * (t - i);
  };
  let mountains = el('path', { d: polyPath([...peakLine, [width, water], [0, water]]), fill: '#7d8fa8' });
  // snow on the lit faces
  let snow = '';
  for (let i = 1; i < peakLine.length; i++) {
    const [x0, y0] = peakLine[i - 1]!;
    const [x1, y1] = peakLine[i]!;
    if (y1 < water - height * 0.2)
      snow += `M${n(x0)} ${n(y0)}L${n(x1)} ${n(y1)}L${n(x1 - (y1 < y0 ? 30 : -10) * u)} ${n(y1 + height * 0.06)}L${n(x0)} ${n(y0 + height * 0.07)}Z`;
  }
  mountains += el('path', { d: snow, fill: '#f3f6f8', 'fill-opacity': 0.9 });
  const forestLine = ridge(rng, [0, water - height * 0.12], [width, water - height * 0.1], {
    depth: 6,
    displacement: height * 0.04,
  });
  const forestY = at(forestLine);
  mountains += el('path', { d: polyPath([...forestLine, [width, water], [0, water]]), fill: '#1f3326' });
  mountains += spruceBand(
    rng,
    0,
    width,
    forestY,
    water - height * 0.1 - forestY(width / 2) + height * 0.08,
    '#162a1f',
    u,
  );
  parts.crisp += mountains;
  // water with the reflection, softer and darker
  parts.defs += el(
    'linearGradient',
    { id: 'water', x1: 0, y1: 0, x2: 0, y2: 1 },
    el('stop', { offset: 0, 'stop-color': '#3e6b7a', 'stop-opacity': 0.55 }) +
      el('stop', { offset: 1, 'stop-color': '#1d3a44', 'stop-opacity': 0.95 }),
  );
  parts.defs += el(
    'filter',
    { id: 'ripple' },
    el('feGaussianBlur', { stdDeviation: `${n(u * 2)} ${n(u * 6)}` }),
  );
  parts.soft += el(
    'g',
    { transform: `translate(0 ${n(water * 2)}) scale(1 -1)`, filter: 'url(#ripple)' },
    mountains,
  );
  parts.crisp += el('rect', { y: water, width, height: height - water, fill: 'url(#water)' });
  let glints = '';
  for (let i = 0; i < 120; i++)
    glints += `M${n(rng.next() * width)} ${n(water + rng.next() ** 2 * (height - water))}h${n(u * rng.range(10, 50))}`;
  parts.crisp += el('path', {
    d: glints,
    stroke: '#dfe9ef',
    'stroke-width': u * 1.2,
    'stroke-opacity': 0.35,
  });
  return parts;
}

function grassland(rng: Rng, width: number, height: number): Parts {
  const horizon = height * rng.range(0.42, 0.52);
  const parts = sky(rng, width, horizon, '#2f64a8', '#d9e6ee');
  const u = width / 1000;
  const far = ridge(rng, [0, horizon - height * 0.06], [width, horizon - height * 0.04], {
    depth: 7,
    displacement: height * 0.04,
  });
  parts.crisp += el('path', {
    d: polyPath([...far, [width, horizon + 10], [0, horizon + 10]]),
    fill: '#8497ad',
  });
  const greens = ['#7fa35a', '#6a9450', '#91ad5e', '#5d8a4a'];
  for (let h = 0; h < 4; h++) {
    const y = horizon + (h / 3) ** 1.5 * (height - horizon) * 0.7;
    const hill = ridge(rng, [-10, y], [width + 10, y], {
      depth: 6,
      displacement: height * 0.03,
      roughness: 0.4,
    });
    parts.defs += el(
      'linearGradient',
      { id: `hill${h}`, x1: 0, y1: 0, x2: 0, y2: 1 },
      el('stop', { offset: 0, 'stop-color': shade(greens[h]!, 0.12) }) +
        el('stop', { offset: 1, 'stop-color': shade(greens[h]!, -0.2) }),
    );
    parts.crisp += el('path', {
      d: smoothPath([...hill, [width + 10, height + 10], [-10, height + 10]]),
      fill: `url(#hill${h})`,
    });
  }
  // yurts and a flock
  const yurtY = horizon + (height - horizon) * 0.25;
  for (let y = 0; y < rng.int(2, 4); y++) {
    const x = width * rng.range(0.15, 0.8);
    const s = u * rng.range(40, 60);
    parts.crisp +=
      el('path', {
        d: `M${n(x - s)} ${n(yurtY)}v${n(-s * 0.7)}q${n(s)} ${n(-s * 0.8)} ${n(s * 2)} 0v${n(s * 0.7)}Z`,
        fill: '#f1ece2',
      }) +
      el('path', {
        d: `M${n(x - s)} ${n(yurtY - s * 0.7)}q${n(s)} ${n(-s * 0.8)} ${n(s * 2)} 0`,
        fill: 'none',
        stroke: '#9a3a2a',
        'stroke-width': s * 0.08,
      }) +
      el('rect', { x: x - s * 0.2, y: yurtY - s * 0.45, width: s * 0.4, height: s * 0.45, fill: '#7a3b22' });
  }
  let sheep = '';
  for (let i = 0; i < 70; i++)
    sheep += el('ellipse', {
      cx: width * rng.range(0.1, 0.9),
      cy: horizon + (height - horizon) * rng.range(0.35, 0.7),
      rx: u * 5,
      ry: u * 3.2,
    });
  parts.crisp += el('g', { fill: '#f4f1e8' }, sheep);
  return parts;
}

/** A lane of the old town in one-point perspective: mud-brick walls, carved doors, balconies, a strip of sky. */
function oldtown(rng: Rng, width: number, height: number): Parts {
  const vx = width * rng.range(0.45, 0.55);
  const vy = height * 0.5;
  const parts = sky(rng, width, height * 0.6, '#2b5d9e', '#d6e4ee', false);
  const mud = ['#c9a77e', '#b99068', '#d4b58c', '#a98360', '#c2956a'];
  // a point on a wall: depth 0 is near (picture edge), 1 the vanishing point; v from 0 (ground) to 1 (roof line)
  const wallPoint = (side: -1 | 1, depth: number, v: number): Point => {
    const nearX = side < 0 ? 0 : width;
    const nearTop = height * 0.08;
    const nearBottom = height * 1.05;
    const farTop = vy - height * 0.1;
    const farBottom = vy + height * 0.04;
    const x = nearX + (vx + side * width * 0.05 - nearX) * depth;
    const top = nearTop + (farTop - nearTop) * depth;
    const bottom = nearBottom + (farBottom - nearBottom) * depth;
    return [x, bottom + (top - bottom) * v];
  };
  parts.crisp += el('path', {
    d: polyPath([
      [0, height],
      [width, height],
      [vx + width * 0.05, vy + height * 0.04],
      [vx - width * 0.05, vy + height * 0.04],
    ]),
    fill: '#a88b68',
  });
  // distance along the lane in metres-like units, foreshortened towards the vanishing point
  const toDepth = (z: number) => z / (z + 3);
  for (const side of [-1, 1] as const) {
    let z = 0;
    while (z < 60) {
      const nextZ = z + rng.range(1.6, 3.2);
      const roof = rng.range(0.82, 1);
      const color = jitter(rng, rng.pick(mud), 0.03);
      const at = (f: number) => toDepth(z + (nextZ - z) * f);
      const quad = (f0: number, f1: number, v0: number, v1: number) =>
        polyPath([
          wallPoint(side, at(f0), v0),
          wallPoint(side, at(f1), v0),
          wallPoint(side, at(f1), v1),
          wallPoint(side, at(f0), v1),
        ]);
      parts.crisp += el('path', {
        d: quad(0, 1, 0, roof),
        fill: side < 0 ? shade(color, 0.06) : shade(color, -0.2),
      });
      const depth = 0;
      const span = 1;
      // a carved wooden door and two small windows per house
      parts.crisp += el('path', {
        d: quad(depth + span * 0.3, depth + span * 0.5, 0, 0.38),
        fill: rng.pick(['#2f5d7a', '#6b3b22', '#2d6b5a', '#7a2e26']),
      });
      parts.crisp += el('path', {
        d: quad(depth + span * 0.62, depth + span * 0.75, 0.55, 0.7),
        fill: '#3b2a1e',
      });
      parts.crisp += el('path', {
        d: quad(depth + span * 0.12, depth + span * 0.22, 0.55, 0.7),
        fill: '#3b2a1e',
      });
      if (rng.chance(0.45))
        parts.crisp += el('path', {
          d: quad(depth + span * 0.05, depth + span * 0.95, 0.47, 0.5),
          fill: '#5a3a22',
        });
      z = nextZ;
    }
  }
  // sunlight on one wall, shade on the other, and a shadow across the lane
  parts.crisp += el('path', {
    d: polyPath([
      [vx, vy + height * 0.04],
      [width, height * 0.72],
      [width, height],
      [width * 0.7, height],
    ]),
    fill: '#2a1c14',
    'fill-opacity': 0.22,
  });
  return parts;
}

const SCENES: Record<PhotoScene, (rng: Rng, w: number, h: number) => Parts> = {
  dunes,
  lake,
  grassland,
  oldtown,
};

export function photo(
  rng: Rng,
  width: number,
  height: number,
  options: { scene: PhotoScene; tone?: 'mono' | 'sepia' },
): Picture {
  const parts = SCENES[options.scene](rng, width, height);
  const v = vignette(width, height);
  return {
    width,
    height,
    background: '#888',
    defs: parts.defs + v.defs,
    layers: [{ body: parts.soft, scale: 0.25 }, { body: parts.crisp + v.crisp }],
    grain: options.tone ? 0.8 : 0.55,
    tone: options.tone,
  };
}
