import { mix, shade } from '../color.ts';
import { el, n, smoothPath } from '../geometry.ts';
import type { Rng } from '../random.ts';
import type { Picture } from '../render.ts';
import { contactShadow, studioBackdrop } from './studio.ts';

/** Sculpture photographed under a spotlight on a plinth: a Buddha head, a bust, abstract forms or a carved stele. */
export type SculptureSubject = 'buddhaHead' | 'bust' | 'abstract' | 'stele';
export type SculptureMaterial = 'stucco' | 'terracotta' | 'bronze' | 'marble' | 'sandstone' | 'wood';

const MATERIALS: Record<SculptureMaterial, string> = {
  stucco: '#cdbda2',
  terracotta: '#b2734f',
  bronze: '#6a5233',
  marble: '#e4e0d8',
  sandstone: '#b89a74',
  wood: '#7a5234',
};

class Shader {
  private count = 0;
  defs = '';
  constructor(
    private readonly base: string,
    private readonly contrast: number,
  ) {}

  /** A lit rounded volume: highlight towards the upper left, core shadow and reflected light at the far side. */
  volume(fx = 0.35, fy = 0.3): string {
    const id = `vol${++this.count}`;
    this.defs += el(
      'radialGradient',
      { id, cx: 0.5, cy: 0.5, r: 0.62, fx, fy },
      el('stop', { offset: 0, 'stop-color': shade(this.base, 0.35 * this.contrast) }) +
        el('stop', { offset: 0.45, 'stop-color': this.base }) +
        el('stop', { offset: 0.85, 'stop-color': shade(this.base, -0.5 * this.contrast) }) +
        el('stop', { offset: 1, 'stop-color': shade(this.base, -0.35 * this.contrast) }),
    );
    return `url(#${id})`;
  }

  /** Side-lit flat face: light on the left, dark on the right. */
  face(horizontal = true): string {
    const id = `face${++this.count}`;
    this.defs += el(
      'linearGradient',
      { id, x1: 0, y1: 0, x2: horizontal ? 1 : 0, y2: horizontal ? 0 : 1 },
      el('stop', { offset: 0, 'stop-color': shade(this.base, 0.2 * this.contrast) }) +
        el('stop', { offset: 1, 'stop-color': shade(this.base, -0.45 * this.contrast) }),
    );
    return `url(#${id})`;
  }
}

function plinth(cx: number, top: number, width: number, floor: number, color: string): string {
  const depth = width * 0.12;
  return (
    el('path', {
      d: `M${n(cx - width / 2)} ${n(top)}L${n(cx - width / 2 + depth)} ${n(top - depth * 0.6)}L${n(cx + width / 2 + depth)} ${n(top - depth * 0.6)}L${n(cx + width / 2)} ${n(top)}Z`,
      fill: shade(color, 0.12),
    }) +
    el('path', {
      d: `M${n(cx + width / 2)} ${n(top)}L${n(cx + width / 2 + depth)} ${n(top - depth * 0.6)}L${n(cx + width / 2 + depth)} ${n(floor - depth * 0.6)}L${n(cx + width / 2)} ${n(floor)}Z`,
      fill: shade(color, -0.35),
    }) +
    el('rect', { x: cx - width / 2, y: top, width, height: floor - top, fill: shade(color, -0.08) })
  );
}

function buddhaHead(rng: Rng, s: Shader, cx: number, base: number, size: number, color: string): string {
  const headW = size * 0.62;
  const headH = size * 0.8;
  const headCy = base - size * 0.18 - headH / 2;
  let out = el('rect', {
    x: cx - size * 0.2,
    y: base - size * 0.25,
    width: size * 0.4,
    height: size * 0.25,
    fill: s.face(),
  });
  // elongated ears
  for (const side of [-1, 1]) {
    out += el('ellipse', {
      cx: cx + side * headW * 0.5,
      cy: headCy + headH * 0.12,
      rx: headW * 0.09,
      ry: headH * 0.3,
      fill: s.volume(side < 0 ? 0.3 : 0.2),
    });
  }
  out += el('ellipse', { cx, cy: headCy, rx: headW / 2, ry: headH / 2, fill: s.volume() });
  // hair of snail-shell curls and the ushnisha
  const hairTop = headCy - headH * 0.5;
  out += el('ellipse', {
    cx,
    cy: hairTop + headH * 0.02,
    rx: headW * 0.28,
    ry: headH * 0.16,
    fill: s.volume(0.35, 0.25),
  });
  const curl = s.volume(0.3, 0.3);
  for (let row = 0; row < 7; row++) {
    const y = hairTop - headH * 0.1 + row * headH * 0.055;
    const span = headW * (row < 3 ? 0.26 + row * 0.03 : 0.36 + (row - 3) * 0.03);
    const count = Math.round(span / (headW * 0.045));
    for (let i = 0; i <= count; i++) {
      const x = cx - span + (i * 2 * span) / count;
      out += el('circle', { cx: x, cy: y + Math.abs(x - cx) * 0.12, r: headW * 0.028, fill: curl });
    }
  }
  // calm features: arched brows, lowered lids, the shadow of the nose, a slight smile
  const line = (d: string, w: number, o = 0.55) =>
    el('path', {
      d,
      fill: 'none',
      stroke: shade(color, -0.6),
      'stroke-width': w,
      'stroke-opacity': o,
      'stroke-linecap': 'round',
    });
  const ey = headCy - headH * 0.02;
  for (const side of [-1, 1]) {
    const ex = cx + side * headW * 0.2;
    out += line(
      `M${n(ex - headW * 0.12)} ${n(ey - headH * 0.07)}Q${n(ex)} ${n(ey - headH * 0.13)} ${n(ex + headW * 0.12)} ${n(ey - headH * 0.07)}`,
      size * 0.006,
      0.4,
    );
    out += line(
      `M${n(ex - headW * 0.1)} ${n(ey)}Q${n(ex)} ${n(ey + headH * 0.035)} ${n(ex + headW * 0.1)} ${n(ey)}`,
      size * 0.008,
    );
  }
  out += el('path', {
    d: `M${n(cx + headW * 0.02)} ${n(ey)}L${n(cx + headW * 0.09)} ${n(ey + headH * 0.18)}L${n(cx)} ${n(ey + headH * 0.2)}Z`,
    fill: shade(color, -0.45),
    'fill-opacity': 0.45,
  });
  const my = ey + headH * 0.28;
  out += line(
    `M${n(cx - headW * 0.1)} ${n(my)}Q${n(cx)} ${n(my + headH * 0.03)} ${n(cx + headW * 0.1)} ${n(my)}`,
    size * 0.007,
  );
  out += line(
    `M${n(cx - headW * 0.06)} ${n(my + headH * 0.06)}Q${n(cx)} ${n(my + headH * 0.08)} ${n(cx + headW * 0.06)} ${n(my + headH * 0.06)}`,
    size * 0.005,
    0.3,
  );
  // weathering: small losses in the surface
  for (let i = 0; i < 18; i++) {
    const a = rng.range(0, Math.PI * 2);
    const r = rng.range(0.2, 0.48);
    out += el('ellipse', {
      cx: cx + Math.cos(a) * headW * r,
      cy: headCy + Math.sin(a) * headH * r,
      rx: size * rng.range(0.005, 0.02),
      ry: size * rng.range(0.004, 0.012),
      fill: shade(color, -0.4),
      'fill-opacity': 0.35,
    });
  }
  return out;
}

function bust(s: Shader, cx: number, base: number, size: number): string {
  const shoulders = smoothPath([
    [cx - size * 0.3, base],
    [cx - size * 0.36, base - size * 0.12],
    [cx - size * 0.34, base - size * 0.3],
    [cx - size * 0.16, base - size * 0.4],
    [cx + size * 0.16, base - size * 0.4],
    [cx + size * 0.34, base - size * 0.3],
    [cx + size * 0.36, base - size * 0.12],
    [cx + size * 0.3, base],
  ]);
  return (
    el('path', { d: shoulders, fill: s.volume(0.35, 0.25) }) +
    el('path', {
      d: `M${n(cx - size * 0.09)} ${n(base - size * 0.36)}L${n(cx - size * 0.08)} ${n(base - size * 0.6)}L${n(cx + size * 0.09)} ${n(base - size * 0.6)}L${n(cx + size * 0.1)} ${n(base - size * 0.36)}Z`,
      fill: s.face(),
    }) +
    el('ellipse', {
      cx: cx + size * 0.01,
      cy: base - size * 0.74,
      rx: size * 0.16,
      ry: size * 0.22,
      fill: s.volume(0.3, 0.3),
      transform: `rotate(-8 ${n(cx)} ${n(base - size * 0.74)})`,
    }) +
    el('path', {
      d: `M${n(cx + size * 0.02)} ${n(base - size * 0.76)}l${n(size * 0.035)} ${n(size * 0.08)}l${n(-size * 0.04)} ${n(size * 0.01)}Z`,
      fill: '#000',
      'fill-opacity': 0.18,
    })
  );
}

function abstractForms(rng: Rng, s: Shader, cx: number, base: number, size: number, color: string): string {
  let out = '';
  let y = base;
  const forms = rng.int(2, 4);
  for (let i = 0; i < forms; i++) {
    const w = size * rng.range(0.25, 0.5) * (1 - i * 0.12);
    const h = size * rng.range(0.2, 0.35);
    const x = cx + rng.gauss() * size * 0.06;
    const kind = rng.pick(['ovoid', 'torus', 'slab'] as const);
    if (kind === 'torus') {
      out += el('ellipse', { cx: x, cy: y - h / 2, rx: w / 2, ry: h / 2, fill: s.volume() });
      out += el('ellipse', {
        cx: x + w * 0.04,
        cy: y - h / 2,
        rx: w * 0.16,
        ry: h * 0.2,
        fill: shade(color, -0.6),
      });
    } else if (kind === 'slab') {
      out += el('path', {
        d: smoothPath([
          [x - w / 2, y],
          [x - w * 0.45, y - h],
          [x + w * 0.4, y - h * 1.1],
          [x + w / 2, y],
        ]),
        fill: s.face(),
      });
    } else {
      out += el('ellipse', { cx: x, cy: y - h / 2, rx: w / 2, ry: h / 2, fill: s.volume() });
    }
    y -= h * 0.92;
  }
  return out;
}

function stele(rng: Rng, s: Shader, cx: number, base: number, size: number, color: string): string {
  const w = size * 0.62;
  const h = size * 0.95;
  const top = base - h;
  const dark = shade(color, -0.5);
  const light = shade(color, 0.25);
  let out = el('path', {
    d: `M${n(cx - w / 2)} ${n(base)}L${n(cx - w / 2)} ${n(top + w * 0.25)}Q${n(cx)} ${n(top - w * 0.12)} ${n(cx + w / 2)} ${n(top + w * 0.25)}L${n(cx + w / 2)} ${n(base)}Z`,
    fill: s.face(),
  });
  // the niche, carved in: shadow on the upper left edge, light on the lower right
  const niche = `M${n(cx - w * 0.32)} ${n(base - h * 0.12)}L${n(cx - w * 0.32)} ${n(top + h * 0.3)}Q${n(cx)} ${n(top + h * 0.05)} ${n(cx + w * 0.32)} ${n(top + h * 0.3)}L${n(cx + w * 0.32)} ${n(base - h * 0.12)}Z`;
  out += el('path', { d: niche, fill: shade(color, -0.25) });
  out += el('path', {
    d: niche,
    fill: 'none',
    stroke: dark,
    'stroke-width': size * 0.012,
    transform: `translate(${n(-size * 0.004)} ${n(-size * 0.004)})`,
    'stroke-opacity': 0.6,
  });
  // seated figure in relief: halo, head, shoulders, crossed legs
  const fy = base - h * 0.14;
  out += el('ellipse', {
    cx,
    cy: fy - h * 0.5,
    rx: w * 0.17,
    ry: w * 0.17,
    fill: 'none',
    stroke: light,
    'stroke-width': size * 0.008,
    'stroke-opacity': 0.7,
  });
  out += el('ellipse', { cx, cy: fy - h * 0.5, rx: w * 0.075, ry: w * 0.09, fill: s.volume() });
  out += el('path', {
    d: smoothPath([
      [cx - w * 0.25, fy],
      [cx - w * 0.22, fy - h * 0.15],
      [cx - w * 0.13, fy - h * 0.36],
      [cx, fy - h * 0.4],
      [cx + w * 0.13, fy - h * 0.36],
      [cx + w * 0.22, fy - h * 0.15],
      [cx + w * 0.25, fy],
    ]),
    fill: s.volume(0.35, 0.25),
  });
  for (let i = 0; i < 5; i++) {
    const y = fy - h * (0.05 + i * 0.06);
    out += el('path', {
      d: `M${n(cx - w * 0.15)} ${n(y)}Q${n(cx)} ${n(y + h * 0.03)} ${n(cx + w * 0.15)} ${n(y)}`,
      fill: 'none',
      stroke: dark,
      'stroke-width': size * 0.004,
      'stroke-opacity': 0.45,
    });
  }
  for (let i = 0; i < 40; i++) {
    out += el('circle', {
      cx: cx + rng.range(-0.5, 0.5) * w,
      cy: top + rng.range(0.1, 1) * h,
      r: size * rng.range(0.002, 0.008),
      fill: dark,
      'fill-opacity': 0.3,
    });
  }
  return out;
}

export function sculpture(
  rng: Rng,
  width: number,
  height: number,
  options: { subject: SculptureSubject; material: SculptureMaterial },
): Picture {
  const color = MATERIALS[options.material];
  const floor = height * 0.93;
  const plinthTop = height * (options.subject === 'stele' ? 0.86 : 0.7);
  const cx = width / 2;
  const size = Math.min(width * 0.8, (plinthTop - height * 0.06) * (options.subject === 'stele' ? 1 : 0.95));
  const backdrop = studioBackdrop(
    rng,
    width,
    height,
    floor,
    rng.pick(['#2b2926', '#34312d', '#23211f', '#cfcac1']),
  );
  const s = new Shader(color, options.material === 'marble' ? 0.8 : 1);
  const shadow = contactShadow('shadow', cx, floor, width * 0.3, backdrop.base);
  const plinthColor = rng.pick(['#e8e4dc', '#3b3835', '#8c8477', '#d9d3c7']);
  let subject = '';
  switch (options.subject) {
    case 'buddhaHead':
      subject = buddhaHead(rng, s, cx, plinthTop, size, color);
      break;
    case 'bust':
      subject = bust(s, cx, plinthTop, size);
      break;
    case 'abstract':
      subject = abstractForms(rng, s, cx, plinthTop, size * 1.1, color);
      break;
    case 'stele':
      subject = stele(rng, s, cx, plinthTop, size, color);
      break;
  }
  const defs =
    backdrop.defs +
    shadow.defs +
    s.defs +
    el(
      'radialGradient',
      { id: 'beam', cx: 0.5, cy: 0.35, r: 0.5 },
      el('stop', { offset: 0, 'stop-color': '#fff', 'stop-opacity': 0.16 }) +
        el('stop', { offset: 1, 'stop-color': '#fff', 'stop-opacity': 0 }),
    );
  const soft =
    backdrop.body +
    el('ellipse', { cx, cy: height * 0.4, rx: width * 0.45, ry: height * 0.42, fill: 'url(#beam)' }) +
    shadow.body;
  const crisp =
    plinth(cx, plinthTop, width * 0.5, floor, plinthColor) +
    el('ellipse', {
      cx: cx + size * 0.05,
      cy: plinthTop,
      rx: size * 0.3,
      ry: size * 0.02,
      fill: mix(plinthColor, '#000', 0.5),
      'fill-opacity': 0.45,
    }) +
    subject;
  return {
    width,
    height,
    background: backdrop.base,
    defs,
    layers: [{ body: soft, scale: 0.25 }, { body: crisp }],
    grain: 0.3,
  };
}
