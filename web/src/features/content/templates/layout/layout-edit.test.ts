import type { TemplateLayout } from '@opsdeck/shared/schemas';
import { templateLayoutSchema } from '@opsdeck/shared/schemas';
import { describe, expect, test } from 'vitest';
import {
  addLayer,
  blankLayout,
  newImageLayer,
  newTextLayer,
  nextLayerId,
  nudgeLayer,
  removeLayer,
  resizeCanvas,
  shiftLayer,
  updateLayer,
} from './layout-edit.ts';

function sample(): TemplateLayout {
  let layout = blankLayout(1080, 1920, 'Happy birthday');
  layout = addLayer(layout, newImageLayer(layout));
  return addLayer(layout, newTextLayer(layout, 'From Ann'));
}

describe('building a layout', () => {
  test('a blank layout holds one centred text layer and passes the shared schema', () => {
    const layout = blankLayout(1080, 1920, 'Happy birthday');
    expect(layout.layers).toHaveLength(1);
    const [text] = layout.layers;
    expect(text).toMatchObject({ id: 'text-1', kind: 'text', text: 'Happy birthday', align: 'center' });
    expect(text!.x + text!.width / 2).toBe(540);
    expect(templateLayoutSchema.safeParse(layout).success).toBe(true);
  });

  test('new layers get unused ids and slots, and the result still validates', () => {
    const layout = sample();
    expect(layout.layers.map((l) => l.id)).toEqual(['text-1', 'image-1', 'text-2']);
    expect(nextLayerId(layout, 'image')).toBe('image-2');
    expect(newImageLayer(layout).slot).toBe('photo2');
    expect(templateLayoutSchema.safeParse(layout).success).toBe(true);
  });

  test('removing a layer frees its id', () => {
    const layout = removeLayer(sample(), 'text-1');
    expect(layout.layers.map((l) => l.id)).toEqual(['image-1', 'text-2']);
    expect(nextLayerId(layout, 'text')).toBe('text-1');
  });
});

describe('changing layers', () => {
  test('an update keeps the box inside the canvas', () => {
    const layout = updateLayer(sample(), 'image-1', { x: 5000, width: 600 });
    const image = layout.layers.find((l) => l.id === 'image-1')!;
    expect(image.x).toBe(1080 - 600);
    expect(image.width).toBe(600);
  });

  test('a nudge moves one layer and stops at the edge; unknown ids change nothing', () => {
    const before = sample();
    const image = before.layers[1]!;
    const moved = nudgeLayer(before, 'image-1', 10, -1);
    expect(moved.layers[1]).toMatchObject({ x: image.x + 10, y: image.y - 1 });
    expect(moved.layers[0]).toBe(before.layers[0]);
    const atEdge = nudgeLayer(updateLayer(before, 'image-1', { x: 0 }), 'image-1', -10, 0);
    expect(atEdge.layers[1]!.x).toBe(0);
    expect(nudgeLayer(before, 'nope', 1, 1)).toBe(before);
  });

  test('layers move forward and backward in the drawing order, not past the ends', () => {
    const layout = sample();
    expect(shiftLayer(layout, 'text-1', 'forward').layers.map((l) => l.id)).toEqual([
      'image-1',
      'text-1',
      'text-2',
    ]);
    expect(shiftLayer(layout, 'text-2', 'backward').layers.map((l) => l.id)).toEqual([
      'text-1',
      'text-2',
      'image-1',
    ]);
    expect(shiftLayer(layout, 'text-2', 'forward')).toBe(layout);
    expect(shiftLayer(layout, 'text-1', 'backward')).toBe(layout);
  });

  test('a smaller canvas pulls every layer back inside it', () => {
    const layout = resizeCanvas(sample(), 400, 400);
    expect(layout.canvas).toMatchObject({ width: 400, height: 400 });
    for (const l of layout.layers) {
      expect(l.x + l.width).toBeLessThanOrEqual(400);
      expect(l.y + l.height).toBeLessThanOrEqual(400);
    }
    expect(templateLayoutSchema.safeParse(layout).success).toBe(true);
  });
});
