import { type PointerEvent as ReactPointerEvent, type RefObject, useCallback, useRef, useState } from 'react';

/** Zoom steps of the viewer's buttons and keys; a pinch zooms freely between the first and the last. */
export const ZOOM_STEPS = [1, 1.5, 2, 3, 4] as const;
const MIN = ZOOM_STEPS[0];
const MAX = ZOOM_STEPS[4];
/** A horizontal swipe this long (px) with the picture not zoomed moves to the next or previous picture. */
const SWIPE = 50;
/** Two taps this close in time (ms) are a double tap. */
const DOUBLE_TAP = 300;

export interface ZoomPan {
  zoom: number;
  x: number;
  y: number;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/**
 * Zoom and pan of a picture in a stage: steps for buttons and keys, pinch with two fingers, double tap
 * (or double click) between whole and 2×, drag to pan when zoomed (never beyond the picture's edges),
 * and a swipe when not zoomed, which `onSwipe` turns into the next (1) or previous (-1) picture.
 */
export function useZoomPan(stage: RefObject<HTMLElement | null>, onSwipe: (direction: 1 | -1) => void) {
  const [view, setView] = useState<ZoomPan>({ zoom: 1, x: 0, y: 0 });
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const gesture = useRef<{ startX: number; startY: number; view: ZoomPan; pinch?: number; moved: boolean }>(undefined);
  const lastTap = useRef(0);

  /** The view with its pan kept inside the picture: at zoom z the picture may move (z − 1) / 2 of the stage each way. */
  const bounded = useCallback(
    (next: ZoomPan): ZoomPan => {
      const zoom = clamp(next.zoom, MIN, MAX);
      const box = stage.current?.getBoundingClientRect();
      const limitX = box ? (box.width * (zoom - 1)) / 2 : 0;
      const limitY = box ? (box.height * (zoom - 1)) / 2 : 0;
      return { zoom, x: clamp(next.x, -limitX, limitX), y: clamp(next.y, -limitY, limitY) };
    },
    [stage],
  );

  const zoomTo = useCallback((zoom: number) => setView((current) => bounded({ ...current, zoom })), [bounded]);
  const step = useCallback(
    (direction: 1 | -1) =>
      setView((current) => {
        const next = direction > 0 ? ZOOM_STEPS.find((z) => z > current.zoom + 0.01) : [...ZOOM_STEPS].reverse().find((z) => z < current.zoom - 0.01);
        return bounded({ ...current, zoom: next ?? current.zoom });
      }),
    [bounded],
  );
  const reset = useCallback(() => setView({ zoom: 1, x: 0, y: 0 }), []);

  const onPointerDown = (event: ReactPointerEvent<HTMLElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const points = [...pointers.current.values()];
    const pinch = points.length === 2 ? Math.hypot(points[0]!.x - points[1]!.x, points[0]!.y - points[1]!.y) : undefined;
    gesture.current = { startX: event.clientX, startY: event.clientY, view, moved: false, ...(pinch ? { pinch } : {}) };
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLElement>) => {
    if (!pointers.current.has(event.pointerId) || !gesture.current) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const start = gesture.current;
    const points = [...pointers.current.values()];
    if (points.length === 2 && start.pinch) {
      const distance = Math.hypot(points[0]!.x - points[1]!.x, points[0]!.y - points[1]!.y);
      start.moved = true;
      setView(bounded({ ...start.view, zoom: start.view.zoom * (distance / start.pinch) }));
      return;
    }
    const dx = event.clientX - start.startX;
    const dy = event.clientY - start.startY;
    if (Math.abs(dx) + Math.abs(dy) > 6) start.moved = true;
    if (start.view.zoom > 1) setView(bounded({ ...start.view, x: start.view.x + dx, y: start.view.y + dy }));
  };

  const toggleZoom = () => setView((current) => (current.zoom > 1 ? { zoom: 1, x: 0, y: 0 } : bounded({ zoom: 2, x: 0, y: 0 })));

  const onPointerUp = (event: ReactPointerEvent<HTMLElement>) => {
    pointers.current.delete(event.pointerId);
    const start = gesture.current;
    if (!start || pointers.current.size > 0) return;
    gesture.current = undefined;
    const dx = event.clientX - start.startX;
    if (start.view.zoom === 1 && !start.pinch && Math.abs(dx) > SWIPE && Math.abs(dx) > Math.abs(event.clientY - start.startY)) {
      onSwipe(dx < 0 ? 1 : -1);
      return;
    }
    // A mouse's double click is the browser's to recognise (the system's double-click speed): onDoubleClick.
    if (start.moved || event.pointerType === 'mouse') return;
    const now = event.timeStamp;
    if (now - lastTap.current < DOUBLE_TAP) {
      lastTap.current = 0;
      toggleZoom();
    } else lastTap.current = now;
  };

  const onPointerCancel = (event: ReactPointerEvent<HTMLElement>) => {
    pointers.current.delete(event.pointerId);
    gesture.current = undefined;
  };

  return { view, zoomTo, step, reset, handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel, onDoubleClick: toggleZoom } };
}
