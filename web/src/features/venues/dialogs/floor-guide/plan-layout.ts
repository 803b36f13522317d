import { msg } from '@lingui/core/macro';
import type { Facility, FloorPlan, Hall, PlanRect } from '@museum/shared';
import { pageI18n } from '@/shared/i18n';

/**
 * Where the words go on a floor plan. Labels keep a readable size on screen whatever the zoom, so their size in
 * plan units is worked out from the pixels one plan unit takes now; what does not fit is left out (the hall list
 * and the legend still name it) and appears as the visitor zooms in.
 */

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Rough width of a line of text in px: CJK characters are square, Latin letters and digits about half. */
export function textWidth(text: string, px: number): number {
  let width = 0;
  for (const ch of text) width += (ch.codePointAt(0) ?? 0) < 0x2e80 ? 0.58 * px : px;
  return width;
}

/** Font size of hall names in px: a little larger as the visitor zooms in. */
export function hallNamePx(pixelsPerUnit: number): number {
  return clamp(15 + 2.5 * Math.log2(pixelsPerUnit / 0.64), 12, 19);
}

export interface HallLabel {
  /** Sizes in plan units. */
  nameSize: number;
  areaSize: number;
  nameY: number;
  areaY: number;
  showArea: boolean;
  cx: number;
  box: PlanRect;
}

/** A hall's floor area, in the page's language (㎡ in Chinese, m² in English). */
export function areaText({ area }: Hall): string {
  return pageI18n()._(msg`${area} ㎡`);
}

export function hallLabel(hall: Hall, pixelsPerUnit: number): HallLabel {
  const { x, y, width, height } = hall.position;
  const availableWidth = width * pixelsPerUnit - 16;
  let namePx = hallNamePx(pixelsPerUnit);
  const nameWidth = textWidth(hall.name, namePx);
  if (nameWidth > availableWidth) namePx = Math.max(10, (namePx * availableWidth) / nameWidth);
  const areaPx = Math.max(11, namePx * 0.78);
  const showArea =
    height * pixelsPerUnit >= namePx + areaPx + 20 && textWidth(areaText(hall), areaPx) <= availableWidth;
  const unit = 1 / pixelsPerUnit;
  const cx = x + width / 2;
  const cy = y + height / 2;
  const gap = 4 * unit;
  const blockHeight = (namePx + (showArea ? areaPx : 0)) * unit + (showArea ? gap : 0);
  const top = cy - blockHeight / 2;
  const boxWidth =
    Math.max(textWidth(hall.name, namePx), showArea ? textWidth(areaText(hall), areaPx) : 0) * unit;
  return {
    nameSize: namePx * unit,
    areaSize: areaPx * unit,
    nameY: top + (namePx * unit) / 2,
    areaY: top + namePx * unit + gap + (areaPx * unit) / 2,
    showArea,
    cx,
    box: { x: cx - boxWidth / 2, y: top, width: boxWidth, height: blockHeight },
  };
}

export interface RoomLabel {
  facility: Facility & { rect: PlanRect };
  size: number;
  visible: boolean;
}

export function roomLabel(facility: Facility & { rect: PlanRect }, pixelsPerUnit: number): RoomLabel {
  const px = clamp(12.5 + 2 * Math.log2(pixelsPerUnit / 0.64), 11, 16);
  const fits =
    textWidth(facility.label, px) <= facility.rect.width * pixelsPerUnit - 8 &&
    px + 6 <= facility.rect.height * pixelsPerUnit;
  return { facility, size: px / pixelsPerUnit, visible: fits };
}

export interface PointLabel {
  facility: Facility;
  /** Radius of the pictogram, plan units. */
  radius: number;
  /** Where the label sits, or null when there is no room for it at this zoom. */
  text: { x: number; y: number; anchor: 'start' | 'middle' | 'end'; size: number } | null;
}

/**
 * The bounding box of the building's outline (absolute M, L, H, V and Z commands, as the plans are drawn);
 * the whole plan for anything else.
 */
export function outlineBounds(plan: FloorPlan): PlanRect {
  const whole = { x: 0, y: 0, width: plan.width, height: plan.height };
  const tokens = plan.outline.match(/[A-Za-z]|-?\d*\.?\d+(?:e-?\d+)?/g) ?? [];
  const xs: number[] = [];
  const ys: number[] = [];
  let command = '';
  let pending: number[] = [];
  for (const token of tokens) {
    if (/[A-Za-z]/.test(token)) {
      if (!'MLHVZ'.includes(token)) return whole;
      command = token;
      pending = [];
      continue;
    }
    const n = Number(token);
    if (command === 'H') xs.push(n);
    else if (command === 'V') ys.push(n);
    else if (command === 'M' || command === 'L') {
      pending.push(n);
      if (pending.length === 2) {
        xs.push(pending[0]!);
        ys.push(pending[1]!);
        pending = [];
      }
    }
  }
  if (!xs.length || !ys.length) return whole;
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}

const overlaps = (a: PlanRect, b: PlanRect) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Pictograms of the services and, where they fit without covering another word or pictogram, their names. */
export function pointLabels(plan: FloorPlan, pixelsPerUnit: number): PointLabel[] {
  const unit = 1 / pixelsPerUnit;
  const iconPx = clamp(10 + 2 * Math.log2(pixelsPerUnit / 0.64), 8.5, 13);
  const labelPx = pixelsPerUnit < 0.45 ? 11 : 12;
  const radius = iconPx * unit;
  const points = plan.facilities.filter((f) => !f.rect);

  const taken: PlanRect[] = [
    ...points.map((f) => ({ x: f.x - radius, y: f.y - radius, width: radius * 2, height: radius * 2 })),
    ...plan.halls.map((h) => hallLabel(h, pixelsPerUnit).box),
    ...plan.facilities
      .filter((f): f is Facility & { rect: PlanRect } => Boolean(f.rect))
      .map((f) => roomLabel(f, pixelsPerUnit))
      .filter((r) => r.visible)
      .map(({ facility, size }) => {
        const width = textWidth(facility.label, size * pixelsPerUnit) * unit;
        return { x: facility.x - width / 2, y: facility.y - size / 2, width, height: size };
      }),
  ];

  // Labels stay inside the building, where a visitor looks for them.
  const bounds = outlineBounds(plan);
  const priority = (f: Facility) => (f.kind === 'entrance' ? 0 : f.kind === 'info' ? 1 : 2);
  const ordered = [...points].sort((a, b) => priority(a) - priority(b));

  const placed = new Map<Facility, PointLabel['text']>();
  for (const f of ordered) {
    const width = textWidth(f.label, labelPx) * unit;
    const height = labelPx * unit;
    const gap = radius + 4 * unit;
    const candidates: { box: PlanRect; text: NonNullable<PointLabel['text']> }[] = [
      {
        box: { x: f.x - width / 2, y: f.y + gap, width, height },
        text: { x: f.x, y: f.y + gap + height / 2, anchor: 'middle', size: height },
      },
      {
        box: { x: f.x + gap, y: f.y - height / 2, width, height },
        text: { x: f.x + gap, y: f.y, anchor: 'start', size: height },
      },
      {
        box: { x: f.x - gap - width, y: f.y - height / 2, width, height },
        text: { x: f.x - gap, y: f.y, anchor: 'end', size: height },
      },
      {
        box: { x: f.x - width / 2, y: f.y - gap - height, width, height },
        text: { x: f.x, y: f.y - gap - height / 2, anchor: 'middle', size: height },
      },
    ];
    const fit = candidates.find(
      ({ box }) =>
        box.x >= bounds.x &&
        box.y >= bounds.y &&
        box.x + box.width <= bounds.x + bounds.width &&
        box.y + box.height <= bounds.y + bounds.height &&
        !taken.some((other) => overlaps(box, other)),
    );
    if (fit) taken.push(fit.box);
    placed.set(f, fit?.text ?? null);
  }
  return points.map((facility) => ({ facility, radius, text: placed.get(facility) ?? null }));
}
