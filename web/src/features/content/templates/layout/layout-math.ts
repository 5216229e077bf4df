/**
 * The geometry of a template layout, in canvas pixels. The renderer lays every layer out at the
 * canvas's own size and scales the whole canvas as one piece, so a thumbnail, the editor and the
 * detail page show the same lines, wraps and crops; these functions are the only maths it needs.
 */

/** A canvas size in canvas pixels. */
export interface CanvasSize {
  width: number;
  height: number;
}

/** A layer's box in canvas pixels (top-left corner and size). */
export interface LayerRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The smallest box a layer may have, so it stays visible and can be picked. */
export const MIN_LAYER_SIZE = 8;
/** Arrow keys move a layer 1 px; with Shift, 10 px. */
export const NUDGE_STEP = 1;
export const NUDGE_STEP_LARGE = 10;

/**
 * The scale that fits the canvas into a box (width and, when given, height), never above `max`.
 * A canvas or box with no area scales to 0 (nothing to draw).
 */
export function fitScale(canvas: CanvasSize, box: { width: number; height?: number }, max = 1): number {
  if (canvas.width <= 0 || canvas.height <= 0 || box.width <= 0) return 0;
  const byWidth = box.width / canvas.width;
  const byHeight = box.height === undefined ? Number.POSITIVE_INFINITY : box.height / canvas.height;
  if (byHeight <= 0) return 0;
  return Math.min(byWidth, byHeight, max);
}

/** The displayed size of the canvas at a scale, rounded to whole pixels. */
export function scaledSize(canvas: CanvasSize, scale: number): CanvasSize {
  return { width: Math.round(canvas.width * scale), height: Math.round(canvas.height * scale) };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), Math.max(min, max));
}

/**
 * The rect kept inside the canvas: whole pixels, at least MIN_LAYER_SIZE wide and high, no larger
 * than the canvas, and moved (not shrunk) back inside when it pokes out.
 */
export function clampRect(rect: LayerRect, canvas: CanvasSize): LayerRect {
  const width = clamp(Math.round(rect.width), MIN_LAYER_SIZE, canvas.width);
  const height = clamp(Math.round(rect.height), MIN_LAYER_SIZE, canvas.height);
  return {
    x: clamp(Math.round(rect.x), 0, canvas.width - width),
    y: clamp(Math.round(rect.y), 0, canvas.height - height),
    width,
    height,
  };
}

/** The arrow key's move (dx, dy) in canvas pixels, or null for any other key. */
export function nudgeDelta(key: string, large: boolean): { dx: number; dy: number } | null {
  const step = large ? NUDGE_STEP_LARGE : NUDGE_STEP;
  switch (key) {
    case 'ArrowLeft':
      return { dx: -step, dy: 0 };
    case 'ArrowRight':
      return { dx: step, dy: 0 };
    case 'ArrowUp':
      return { dx: 0, dy: -step };
    case 'ArrowDown':
      return { dx: 0, dy: step };
    default:
      return null;
  }
}

/** The rect moved by (dx, dy) and kept inside the canvas. */
export function moveRect(rect: LayerRect, dx: number, dy: number, canvas: CanvasSize): LayerRect {
  return clampRect({ ...rect, x: rect.x + dx, y: rect.y + dy }, canvas);
}

/**
 * Where a layer dragged with the pointer lands: its start position plus the pointer's move in
 * screen pixels divided by the display scale, kept inside the canvas.
 */
export function dragRect(
  start: LayerRect,
  pointerDelta: { dx: number; dy: number },
  scale: number,
  canvas: CanvasSize,
): LayerRect {
  if (scale <= 0) return start;
  return moveRect(start, pointerDelta.dx / scale, pointerDelta.dy / scale, canvas);
}

/** A new layer's box: centred, `share` of the canvas wide and `heightShare` high. */
export function centredRect(canvas: CanvasSize, share: number, heightShare: number): LayerRect {
  const width = Math.round(canvas.width * share);
  const height = Math.round(canvas.height * heightShare);
  return clampRect(
    { x: Math.round((canvas.width - width) / 2), y: Math.round((canvas.height - height) / 2), width, height },
    canvas,
  );
}

/** Every rect kept inside a canvas that changed size (layers never fall outside it). */
export function refitRects<T extends LayerRect>(layers: readonly T[], canvas: CanvasSize): T[] {
  return layers.map((layer) => ({ ...layer, ...clampRect(layer, canvas) }));
}

/** The CSS box of a layer: absolutely placed in canvas pixels (the canvas element is scaled, not the layers). */
export function rectStyle(rect: LayerRect): { left: number; top: number; width: number; height: number } {
  return { left: rect.x, top: rect.y, width: rect.width, height: rect.height };
}

/** The layer's box as a share of the canvas (for the editor's readout and hit boxes in tests). */
export function rectPercent(rect: LayerRect, canvas: CanvasSize): LayerRect {
  const pct = (v: number, of: number) => (of > 0 ? Math.round((v / of) * 10000) / 100 : 0);
  return {
    x: pct(rect.x, canvas.width),
    y: pct(rect.y, canvas.height),
    width: pct(rect.width, canvas.width),
    height: pct(rect.height, canvas.height),
  };
}
