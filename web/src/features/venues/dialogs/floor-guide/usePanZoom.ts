import {
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type RefObject,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { prefersReducedMotion } from '@/shared/lib/motion';

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;
/** One press of 放大 / 缩小 (or + / −). */
export const ZOOM_STEP = 1.5;
/** Share of the visible plan one arrow key moves it by. */
const PAN_STEP = 0.2;
/** Length of a glide (buttons and keys), ms. */
const GLIDE_MS = 200;
/** A pointer that moves further than this (px) drags the plan instead of clicking a hall. */
const DRAG_THRESHOLD = 4;

export interface PlanSize {
  width: number;
  height: number;
}

/** What part of the plan is shown: the zoom and the centre, in plan units. */
export interface View {
  zoom: number;
  cx: number;
  cy: number;
}

export interface ViewBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Keeps the zoom within limits and the visible part inside the plan. */
export function clampView(view: View, size: PlanSize): View {
  const zoom = clamp(view.zoom, MIN_ZOOM, MAX_ZOOM);
  const halfW = size.width / zoom / 2;
  const halfH = size.height / zoom / 2;
  return {
    zoom,
    cx: clamp(view.cx, halfW, size.width - halfW),
    cy: clamp(view.cy, halfH, size.height - halfH),
  };
}

export function viewBoxOf(view: View, size: PlanSize): ViewBox {
  const width = size.width / view.zoom;
  const height = size.height / view.zoom;
  return { x: view.cx - width / 2, y: view.cy - height / 2, width, height };
}

const initialView = (size: PlanSize): View => ({ zoom: 1, cx: size.width / 2, cy: size.height / 2 });

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * Zoom and pan of an SVG plan through its viewBox: mouse wheel, pinch, drag, arrow keys and + / − / 0,
 * and the functions behind the 放大 / 缩小 / 复位 buttons. Attach `handlers` to the <svg> and `ref` to it.
 */
export function usePanZoom(size: PlanSize, svgRef: RefObject<SVGSVGElement | null>) {
  const [view, setViewState] = useState<View>(() => initialView(size));
  const viewRef = useRef(view);
  /** Where a glide is heading; the same as the view when the plan is still. */
  const goalRef = useRef(view);
  const [goalZoom, setGoalZoom] = useState(view.zoom);
  const frame = useRef<number | null>(null);
  /** Rendered size of the <svg> in CSS pixels (labels keep a readable size whatever the zoom). */
  const [box, setBox] = useState({ width: 0, height: 0 });

  const show = useCallback((value: View) => {
    viewRef.current = value;
    setViewState(value);
  }, []);

  const stopGlide = useCallback(() => {
    if (frame.current !== null) cancelAnimationFrame(frame.current);
    frame.current = null;
  }, []);
  useEffect(() => stopGlide, [stopGlide]);

  /** Follows the hand at once: wheel, drag and pinch. */
  const jump = useCallback(
    (next: (current: View) => View) => {
      stopGlide();
      const value = clampView(next(viewRef.current), size);
      goalRef.current = value;
      show(value);
      setGoalZoom(value.zoom);
    },
    [size, show, stopGlide],
  );

  /** Moves smoothly (unless the visitor prefers less motion): buttons, keys, a hall brought into view. */
  const glide = useCallback(
    (next: (goal: View) => View) => {
      const target = clampView(next(goalRef.current), size);
      goalRef.current = target;
      setGoalZoom(target.zoom);
      stopGlide();
      const from = viewRef.current;
      if (prefersReducedMotion() || typeof requestAnimationFrame !== 'function') {
        show(target);
        return;
      }
      const start = performance.now();
      const step = (now: number) => {
        const t = Math.min(1, (now - start) / GLIDE_MS);
        const eased = 1 - (1 - t) ** 3;
        show(
          t >= 1
            ? target
            : clampView(
                {
                  zoom: from.zoom * (target.zoom / from.zoom) ** eased,
                  cx: from.cx + (target.cx - from.cx) * eased,
                  cy: from.cy + (target.cy - from.cy) * eased,
                },
                size,
              ),
        );
        frame.current = t < 1 ? requestAnimationFrame(step) : null;
      };
      frame.current = requestAnimationFrame(step);
    },
    [size, show, stopGlide],
  );

  const viewBox = viewBoxOf(view, size);

  /** CSS pixels per plan unit at the current zoom (preserveAspectRatio meet). */
  const pixelsPerUnit =
    box.width > 0 && box.height > 0
      ? Math.min(box.width / viewBox.width, box.height / viewBox.height)
      : (640 / size.width) * view.zoom;

  useEffect(() => {
    const svg = svgRef.current;
    if (!svg || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setBox({ width: entry.contentRect.width, height: entry.contentRect.height });
    });
    observer.observe(svg);
    return () => observer.disconnect();
  }, [svgRef]);

  /** The plan point under a screen point. */
  const toPlan = useCallback(
    (clientX: number, clientY: number) => {
      const svg = svgRef.current;
      const current = viewBoxOf(viewRef.current, size);
      if (!svg) return { x: current.x + current.width / 2, y: current.y + current.height / 2 };
      const rect = svg.getBoundingClientRect();
      const scale = Math.min(rect.width / current.width, rect.height / current.height) || 1;
      const offsetX = (rect.width - current.width * scale) / 2;
      const offsetY = (rect.height - current.height * scale) / 2;
      return {
        x: current.x + (clientX - rect.left - offsetX) / scale,
        y: current.y + (clientY - rect.top - offsetY) / scale,
      };
    },
    [svgRef, size],
  );

  const unitsPerPixel = useCallback(() => {
    const svg = svgRef.current;
    const current = viewBoxOf(viewRef.current, size);
    const rect = svg?.getBoundingClientRect();
    if (!rect?.width) return 1;
    return 1 / Math.min(rect.width / current.width, rect.height / current.height);
  }, [svgRef, size]);

  /** Zooms by a factor at once, keeping `anchor` (plan units) where it is on screen. */
  const zoomAt = useCallback(
    (factor: number, anchor: { x: number; y: number }) =>
      jump((current) => {
        const zoom = clamp(current.zoom * factor, MIN_ZOOM, MAX_ZOOM);
        const ratio = current.zoom / zoom;
        return {
          zoom,
          cx: anchor.x - (anchor.x - current.cx) * ratio,
          cy: anchor.y - (anchor.y - current.cy) * ratio,
        };
      }),
    [jump],
  );

  const dragBy = useCallback(
    (dx: number, dy: number) => jump((current) => ({ ...current, cx: current.cx + dx, cy: current.cy + dy })),
    [jump],
  );

  const panBy = useCallback(
    (dx: number, dy: number) => glide((goal) => ({ ...goal, cx: goal.cx + dx, cy: goal.cy + dy })),
    [glide],
  );

  const zoomIn = useCallback(() => glide((goal) => ({ ...goal, zoom: goal.zoom * ZOOM_STEP })), [glide]);
  const zoomOut = useCallback(() => glide((goal) => ({ ...goal, zoom: goal.zoom / ZOOM_STEP })), [glide]);
  const reset = useCallback(() => glide(() => initialView(size)), [glide, size]);

  /**
   * Centres the view on a rectangle, without changing the zoom, when it is out of sight: `whole` when any part
   * is outside the view (a hall reached with Tab), `any` only when none of it shows (a hall chosen from the list).
   */
  const reveal = useCallback(
    (rect: ViewBox, when: 'whole' | 'any' = 'whole') => {
      glide((goal) => {
        const v = viewBoxOf(goal, size);
        const inside =
          when === 'whole'
            ? rect.x >= v.x &&
              rect.y >= v.y &&
              rect.x + rect.width <= v.x + v.width &&
              rect.y + rect.height <= v.y + v.height
            : rect.x < v.x + v.width &&
              v.x < rect.x + rect.width &&
              rect.y < v.y + v.height &&
              v.y < rect.y + rect.height;
        return inside ? goal : { ...goal, cx: rect.x + rect.width / 2, cy: rect.y + rect.height / 2 };
      });
    },
    [glide, size],
  );

  // The wheel zooms around the pointer; a native listener, because React's wheel listener is passive.
  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    const onWheel = (event: WheelEvent) => {
      const pixels = event.deltaMode === 1 ? event.deltaY * 16 : event.deltaY;
      const factor = Math.exp(-clamp(pixels, -120, 120) * 0.002);
      const zoom = clamp(viewRef.current.zoom * factor, MIN_ZOOM, MAX_ZOOM);
      // At a limit the wheel scrolls the dialog as usual.
      if (zoom === viewRef.current.zoom) return;
      event.preventDefault();
      zoomAt(factor, toPlan(event.clientX, event.clientY));
    };
    svg.addEventListener('wheel', onWheel, { passive: false });
    return () => svg.removeEventListener('wheel', onWheel);
  }, [svgRef, zoomAt, toPlan]);

  // Drag with one pointer, pinch with two.
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const gesture = useRef({ travelled: 0, dragging: false, suppressClick: false, pinch: 0 });

  const onPointerDown = useCallback((event: PointerEvent<SVGSVGElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size === 1) {
      gesture.current = { travelled: 0, dragging: false, suppressClick: false, pinch: 0 };
    }
  }, []);

  const onPointerMove = useCallback(
    (event: PointerEvent<SVGSVGElement>) => {
      const previous = pointers.current.get(event.pointerId);
      if (!previous) return;
      const points = [...pointers.current.values()];
      const next = { x: event.clientX, y: event.clientY };
      const g = gesture.current;

      if (pointers.current.size >= 2) {
        const [a, b] = points as [{ x: number; y: number }, { x: number; y: number }];
        const other = a === previous ? b : a;
        const before = Math.hypot(previous.x - other.x, previous.y - other.y);
        const after = Math.hypot(next.x - other.x, next.y - other.y);
        const midX = (next.x + other.x) / 2;
        const midY = (next.y + other.y) / 2;
        const upp = unitsPerPixel();
        dragBy((-(next.x - previous.x) / 2) * upp, (-(next.y - previous.y) / 2) * upp);
        if (before > 0) zoomAt(after / before, toPlan(midX, midY));
        g.dragging = true;
        g.pinch += 1;
      } else {
        g.travelled += Math.hypot(next.x - previous.x, next.y - previous.y);
        if (!g.dragging && g.travelled > DRAG_THRESHOLD) {
          g.dragging = true;
          // Captured only once it is a drag, so that a plain click still reaches the hall under the pointer.
          event.currentTarget.setPointerCapture?.(event.pointerId);
        }
        if (g.dragging) {
          const upp = unitsPerPixel();
          dragBy(-(next.x - previous.x) * upp, -(next.y - previous.y) * upp);
        }
      }
      pointers.current.set(event.pointerId, next);
    },
    [dragBy, zoomAt, toPlan, unitsPerPixel],
  );

  const onPointerEnd = useCallback((event: PointerEvent<SVGSVGElement>) => {
    if (!pointers.current.delete(event.pointerId)) return;
    if (gesture.current.dragging) gesture.current.suppressClick = true;
    if (pointers.current.size === 0) gesture.current.dragging = false;
  }, []);

  /** A drag ends with a click on whatever is under the pointer: swallow it. */
  const onClickCapture = useCallback((event: MouseEvent<SVGSVGElement>) => {
    if (gesture.current.suppressClick) {
      gesture.current.suppressClick = false;
      event.stopPropagation();
      event.preventDefault();
    }
  }, []);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<SVGSVGElement>) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const visible = viewBoxOf(goalRef.current, size);
      const stepX = visible.width * PAN_STEP;
      const stepY = visible.height * PAN_STEP;
      const actions: Record<string, () => void> = {
        ArrowLeft: () => panBy(-stepX, 0),
        ArrowRight: () => panBy(stepX, 0),
        ArrowUp: () => panBy(0, -stepY),
        ArrowDown: () => panBy(0, stepY),
        '+': zoomIn,
        '=': zoomIn,
        '-': zoomOut,
        _: zoomOut,
        '0': reset,
      };
      const action = actions[event.key];
      if (!action) return;
      event.preventDefault();
      action();
    },
    [panBy, zoomIn, zoomOut, reset, size],
  );

  return {
    view,
    viewBox,
    /** `x y w h` for the <svg>, rounded. */
    viewBoxAttr: `${round(viewBox.x)} ${round(viewBox.y)} ${round(viewBox.width)} ${round(viewBox.height)}`,
    pixelsPerUnit,
    zoomIn,
    zoomOut,
    reset,
    reveal,
    /** The zoom the plan shows or is gliding to. */
    zoom: goalZoom,
    canZoomIn: goalZoom < MAX_ZOOM,
    canZoomOut: goalZoom > MIN_ZOOM,
    handlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp: onPointerEnd,
      onPointerCancel: onPointerEnd,
      onClickCapture,
      onKeyDown,
    },
  };
}
