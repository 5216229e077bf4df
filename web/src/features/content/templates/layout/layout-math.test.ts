import { describe, expect, test } from 'vitest';
import {
  centredRect,
  clampRect,
  dragRect,
  fitScale,
  MIN_LAYER_SIZE,
  moveRect,
  nudgeDelta,
  rectPercent,
  refitRects,
  scaledSize,
} from './layout-math.ts';

const canvas = { width: 1080, height: 1920 };

describe('fitScale', () => {
  test('fits by the tighter side and never enlarges past max', () => {
    expect(fitScale(canvas, { width: 270 })).toBe(0.25);
    expect(fitScale(canvas, { width: 540, height: 480 })).toBe(0.25);
    expect(fitScale({ width: 200, height: 100 }, { width: 800, height: 800 })).toBe(1);
    expect(fitScale({ width: 200, height: 100 }, { width: 800, height: 800 }, 2)).toBe(2);
  });

  test('a canvas or box with no area scales to 0', () => {
    expect(fitScale({ width: 0, height: 100 }, { width: 100 })).toBe(0);
    expect(fitScale(canvas, { width: 0 })).toBe(0);
    expect(fitScale(canvas, { width: 100, height: 0 })).toBe(0);
  });

  test('scaledSize rounds the displayed size', () => {
    expect(scaledSize(canvas, 0.25)).toEqual({ width: 270, height: 480 });
    expect(scaledSize({ width: 333, height: 333 }, 0.5)).toEqual({ width: 167, height: 167 });
  });
});

describe('clampRect', () => {
  test('moves a rect that pokes out back inside without shrinking it', () => {
    expect(clampRect({ x: 1000, y: -20, width: 200, height: 100 }, canvas)).toEqual({
      x: 880,
      y: 0,
      width: 200,
      height: 100,
    });
  });

  test('limits the size to the canvas and to the minimum, in whole pixels', () => {
    expect(clampRect({ x: 10.4, y: 10.6, width: 5000, height: 2 }, canvas)).toEqual({
      x: 0,
      y: 11,
      width: 1080,
      height: MIN_LAYER_SIZE,
    });
  });
});

describe('moving layers', () => {
  test('arrow keys nudge by 1 px, or 10 px with Shift; other keys do nothing', () => {
    expect(nudgeDelta('ArrowLeft', false)).toEqual({ dx: -1, dy: 0 });
    expect(nudgeDelta('ArrowDown', true)).toEqual({ dx: 0, dy: 10 });
    expect(nudgeDelta('Enter', false)).toBeNull();
  });

  test('a nudge stops at the canvas edge', () => {
    const rect = { x: 5, y: 0, width: 100, height: 50 };
    expect(moveRect(rect, -10, 0, canvas)).toEqual({ ...rect, x: 0 });
    expect(moveRect(rect, 0, 1, canvas)).toEqual({ ...rect, y: 1 });
  });

  test('a pointer drag converts screen pixels to canvas pixels by the display scale', () => {
    const start = { x: 100, y: 100, width: 200, height: 80 };
    expect(dragRect(start, { dx: 25, dy: -10 }, 0.25, canvas)).toEqual({ ...start, x: 200, y: 60 });
    expect(dragRect(start, { dx: 25, dy: 0 }, 0, canvas)).toEqual(start);
  });
});

describe('new and refitted layers', () => {
  test('centredRect places a share of the canvas in the middle', () => {
    expect(centredRect(canvas, 0.5, 0.1)).toEqual({ x: 270, y: 864, width: 540, height: 192 });
  });

  test('refitRects keeps every layer inside a smaller canvas and keeps other fields', () => {
    const layers = [{ id: 'a', x: 900, y: 1800, width: 300, height: 100 }];
    expect(refitRects(layers, { width: 1000, height: 1000 })).toEqual([
      { id: 'a', x: 700, y: 900, width: 300, height: 100 },
    ]);
  });

  test('rectPercent gives the share of the canvas with two decimals', () => {
    expect(rectPercent({ x: 270, y: 480, width: 540, height: 640 }, canvas)).toEqual({
      x: 25,
      y: 25,
      width: 50,
      height: 33.33,
    });
  });
});
