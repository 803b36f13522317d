import { ExpandOutlined, ZoomInOutlined, ZoomOutOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Facility, FloorPlan as Plan, PlanRect } from '@museum/shared';
import { Button } from 'antd';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef } from 'react';
import { FacilityGlyph } from './FacilityGlyph';
import styles from './FloorGuideDialog.module.css';
import { areaText, hallLabel, pointLabels, roomLabel } from './plan-layout';
import { usePanZoom } from './usePanZoom';

type Room = Facility & { rect: PlanRect };

/** Focus from Tab (not from a click or the start of a drag, which must not move the plan). */
function isKeyboardFocus(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

const ROOM_CLASS: Partial<Record<Facility['kind'], string>> = {
  void: styles.roomVoid,
  office: styles.roomClosed,
};

/** A label drawn on the plan, vertically centred on its point (and horizontally too, unless anchored otherwise). */
function PlanText({
  x,
  y,
  size,
  anchor = 'middle',
  className,
  children,
}: {
  x: number;
  y: number;
  size: number;
  anchor?: 'start' | 'middle' | 'end';
  className: string | undefined;
  children: string;
}) {
  return (
    <text x={x} y={y} fontSize={size} textAnchor={anchor} dominantBaseline="central" className={className}>
      {children}
    </text>
  );
}

interface FloorPlanProps {
  plan: Plan;
  selectedId: number | null;
  onSelect: (hallId: number) => void;
}

/** One floor drawn from its data: outline, rooms, halls (focusable, selectable) and services; zoom and pan. */
export function FloorPlan({ plan, selectedId, onSelect }: FloorPlanProps) {
  const svgRef = useRef<SVGSVGElement>(null);
  const size = useMemo(() => ({ width: plan.width, height: plan.height }), [plan.width, plan.height]);
  const pz = usePanZoom(size, svgRef);
  const ppu = pz.pixelsPerUnit;
  const uid = useId();
  const { t } = useLingui();
  const { name: floorName, floor } = plan;
  const hintId = `${uid}-hint`;
  const hatchId = `${uid}-hatch`;

  const rooms = plan.facilities.filter((f): f is Room => Boolean(f.rect));
  const points = pointLabels(plan, ppu);
  const unit = 1 / ppu;

  // A hall chosen from the list comes into view when the plan is zoomed in.
  const { reveal } = pz;
  useEffect(() => {
    const hall = plan.halls.find((h) => h.id === selectedId);
    if (hall) reveal(hall.position, 'any');
  }, [selectedId, plan.halls, reveal]);

  const onHallKey = (event: KeyboardEvent, hallId: number) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onSelect(hallId);
    }
  };

  const percent = Math.round(pz.zoom * 100);

  return (
    <div className={styles.planBlock}>
      <div className={styles.viewport}>
        {/* biome-ignore lint/a11y/useSemanticElements: an <svg> drawing holds the halls; it cannot be a <fieldset> */}
        <svg
          ref={svgRef}
          className={pz.view.zoom > 1 ? `${styles.plan} ${styles.planZoomed}` : styles.plan}
          viewBox={pz.viewBoxAttr}
          preserveAspectRatio="xMidYMid meet"
          style={{ aspectRatio: `${plan.width} / ${plan.height}` }}
          role="group"
          aria-label={t`${floorName}（${floor}）平面图`}
          aria-describedby={hintId}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the plan takes focus so that arrow keys pan it
          tabIndex={0}
          {...pz.handlers}
        >
          <defs>
            <pattern
              id={hatchId}
              patternUnits="userSpaceOnUse"
              width="14"
              height="14"
              patternTransform="rotate(45)"
            >
              <line x1="0" y1="0" x2="0" y2="14" className={styles.hatchLine} />
            </pattern>
          </defs>

          {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: a drawing, not focusable; the legend names the rooms */}
          <g aria-hidden="true">
            <path d={plan.outline} className={styles.outline} />
            {rooms.map((room) => (
              <rect
                key={`${room.kind}-${room.rect.x}-${room.rect.y}`}
                x={room.rect.x}
                y={room.rect.y}
                width={room.rect.width}
                height={room.rect.height}
                className={`${styles.room} ${ROOM_CLASS[room.kind] ?? ''}`}
                style={
                  room.kind === 'void' || room.kind === 'office' ? { fill: `url(#${hatchId})` } : undefined
                }
              />
            ))}
            {rooms.map((room) => {
              const label = roomLabel(room, ppu);
              return label.visible ? (
                <PlanText
                  key={`${room.kind}-${room.rect.x}-${room.rect.y}-label`}
                  x={room.x}
                  y={room.y}
                  size={label.size}
                  className={styles.roomLabel}
                >
                  {room.label}
                </PlanText>
              ) : null;
            })}
          </g>

          {plan.halls.map((hall) => {
            const { x, y, width, height } = hall.position;
            const label = hallLabel(hall, ppu);
            const selected = hall.id === selectedId;
            const mark = 14 * unit;
            const name = hall.name;
            const area = areaText(hall);
            return (
              // biome-ignore lint/a11y/useSemanticElements: an SVG shape cannot be a <button>
              <g
                key={hall.id}
                role="button"
                tabIndex={0}
                aria-label={hall.applicable ? t`${name} ${area}，可申请办展` : t`${name} ${area}`}
                aria-pressed={selected}
                className={selected ? `${styles.hall} ${styles.hallSelected}` : styles.hall}
                onClick={() => onSelect(hall.id)}
                onKeyDown={(event) => onHallKey(event, hall.id)}
                onFocus={(event) => {
                  if (isKeyboardFocus(event.currentTarget)) reveal(hall.position);
                }}
                data-hall={hall.name}
              >
                <rect x={x} y={y} width={width} height={height} className={styles.hallShape} />
                {hall.applicable && (
                  <path
                    d={`M${x + width - mark} ${y}H${x + width}V${y + mark}Z`}
                    className={styles.hallMark}
                  />
                )}
                <PlanText x={label.cx} y={label.nameY} size={label.nameSize} className={styles.hallName}>
                  {hall.name}
                </PlanText>
                {label.showArea && (
                  <PlanText x={label.cx} y={label.areaY} size={label.areaSize} className={styles.hallArea}>
                    {areaText(hall)}
                  </PlanText>
                )}
              </g>
            );
          })}

          {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: pictograms, not focusable; the legend names them */}
          <g aria-hidden="true" className={styles.points}>
            {points.map(({ facility, radius, text }) => (
              <g key={`${facility.kind}-${facility.x}-${facility.y}`}>
                <g transform={`translate(${facility.x} ${facility.y}) scale(${radius / 11.5})`}>
                  <FacilityGlyph kind={facility.kind} label={facility.label} />
                </g>
                {text && (
                  <PlanText {...text} className={styles.pointLabel}>
                    {facility.label}
                  </PlanText>
                )}
              </g>
            ))}
          </g>
        </svg>
      </div>

      <div className={styles.toolbar}>
        <p id={hintId} className={styles.hint}>
          <span className={styles.north} aria-hidden="true">
            <Trans comment="the north arrow's letter">北</Trans>
          </span>
          <span>
            <Trans>
              上北下南。滚轮或双指缩放，拖动平移
              <span className={styles.keysHint}>；选中平面图后，方向键平移，+ / − 缩放，0 复位</span>。
            </Trans>
          </span>
        </p>
        <fieldset className={styles.zoomControls}>
          <legend className="visually-hidden">
            <Trans>平面图缩放</Trans>
          </legend>
          <Button icon={<ZoomOutOutlined aria-hidden />} onClick={pz.zoomOut} aria-disabled={!pz.canZoomOut}>
            <Trans>缩小</Trans>
          </Button>
          <output className={styles.zoomLevel} aria-label={t`当前缩放 ${percent}%`}>
            {percent}%
          </output>
          <Button icon={<ZoomInOutlined aria-hidden />} onClick={pz.zoomIn} aria-disabled={!pz.canZoomIn}>
            <Trans>放大</Trans>
          </Button>
          <Button icon={<ExpandOutlined aria-hidden />} onClick={pz.reset}>
            <Trans>复位</Trans>
          </Button>
        </fieldset>
      </div>
    </div>
  );
}
