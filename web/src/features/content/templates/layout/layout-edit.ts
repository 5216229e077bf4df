import type { ImageLayer, Layer, TemplateLayout, TextLayer } from '@opsdeck/shared/schemas';
import { LAYOUT_LIMITS } from '@opsdeck/shared/schemas';
import { moveItem } from '../../shared/reorder.ts';
import { centredRect, clampRect, type LayerRect, moveRect, refitRects } from './layout-math.ts';

/**
 * Editing a template layout: pure functions that return a new layout, so the editor keeps an undo-
 * free, predictable state and the rules are unit-tested. Layer order is the drawing order (the first
 * layer is at the bottom); the editor lists layers top first.
 */

/** A layer id not used in the layout yet (`text-3`, `image-1`…). */
export function nextLayerId(layout: TemplateLayout, kind: Layer['kind']): string {
  const used = new Set(layout.layers.map((l) => l.id));
  let n = 1;
  while (used.has(`${kind}-${n}`)) n += 1;
  return `${kind}-${n}`;
}

/** An image slot name not used yet (`photo1`, `photo2`…). */
function nextSlot(layout: TemplateLayout): string {
  const used = new Set(layout.layers.flatMap((l) => (l.kind === 'image' ? [l.slot] : [])));
  let n = 1;
  while (used.has(`photo${n}`)) n += 1;
  return `photo${n}`;
}

/** A new text layer, centred, 80 % of the canvas wide, with this default text. */
export function newTextLayer(layout: TemplateLayout, text: string): TextLayer {
  const { canvas } = layout;
  const fontSize = Math.max(
    LAYOUT_LIMITS.fontSizeMin,
    Math.min(LAYOUT_LIMITS.fontSizeMax, Math.round(canvas.width / 16)),
  );
  const rect = centredRect(canvas, 0.8, 0);
  const height = Math.min(canvas.height, Math.round(fontSize * 1.2 * 2));
  return {
    id: nextLayerId(layout, 'text'),
    name: '',
    kind: 'text',
    ...clampRect({ ...rect, y: Math.round((canvas.height - height) / 2), height }, canvas),
    rotation: 0,
    opacity: 1,
    text,
    fontFamily: 'sans-serif',
    fontSize,
    fontWeight: 'normal',
    italic: false,
    color: '#1d2129',
    align: 'center',
    lineHeight: 1.2,
    editable: true,
  };
}

/** A new image slot, centred, half the canvas wide and a third high, empty. */
export function newImageLayer(layout: TemplateLayout): ImageLayer {
  return {
    id: nextLayerId(layout, 'image'),
    name: '',
    kind: 'image',
    ...centredRect(layout.canvas, 0.5, 1 / 3),
    rotation: 0,
    opacity: 1,
    slot: nextSlot(layout),
    src: null,
    fit: 'cover',
    radius: 0,
  };
}

/** The layout with a layer added on top (nothing when the layout is full). */
export function addLayer(layout: TemplateLayout, layer: Layer): TemplateLayout {
  if (layout.layers.length >= LAYOUT_LIMITS.layers) return layout;
  return { ...layout, layers: [...layout.layers, layer] };
}

/** The layout without this layer. */
export function removeLayer(layout: TemplateLayout, id: string): TemplateLayout {
  return { ...layout, layers: layout.layers.filter((l) => l.id !== id) };
}

/** The layout with one layer's fields changed (its box kept inside the canvas). */
export function updateLayer(layout: TemplateLayout, id: string, patch: Partial<Layer>): TemplateLayout {
  return {
    ...layout,
    layers: layout.layers.map((l) => {
      if (l.id !== id) return l;
      const next = { ...l, ...patch } as Layer;
      return { ...next, ...clampRect(next, layout.canvas) };
    }),
  };
}

/** The layout with one layer's box set (kept inside the canvas). */
export function setLayerRect(layout: TemplateLayout, id: string, rect: LayerRect): TemplateLayout {
  return updateLayer(layout, id, rect);
}

/** The layout with one layer moved by (dx, dy) canvas pixels (arrow-key nudges). */
export function nudgeLayer(layout: TemplateLayout, id: string, dx: number, dy: number): TemplateLayout {
  const layer = layout.layers.find((l) => l.id === id);
  if (!layer) return layout;
  return updateLayer(layout, id, moveRect(layer, dx, dy, layout.canvas));
}

/**
 * The layout with a layer moved in the drawing order: `forward` brings it one step towards the top
 * (drawn later), `backward` one step towards the bottom.
 */
export function shiftLayer(
  layout: TemplateLayout,
  id: string,
  direction: 'forward' | 'backward',
): TemplateLayout {
  const index = layout.layers.findIndex((l) => l.id === id);
  if (index < 0) return layout;
  const to = direction === 'forward' ? index + 1 : index - 1;
  if (to < 0 || to >= layout.layers.length) return layout;
  return { ...layout, layers: moveItem(layout.layers, index, to) };
}

/** The layout on a canvas of another size (every layer kept inside). */
export function resizeCanvas(layout: TemplateLayout, width: number, height: number): TemplateLayout {
  const canvas = { ...layout.canvas, width, height };
  return { canvas, layers: refitRects(layout.layers, canvas) };
}

/** A blank layout: a canvas of this size and one text layer with the given default text. */
export function blankLayout(width: number, height: number, text: string): TemplateLayout {
  const empty: TemplateLayout = {
    canvas: { width, height, background: '#ffffff', backgroundImage: null },
    layers: [],
  };
  return addLayer(empty, newTextLayer(empty, text));
}
