import { describe, expect, test } from 'vitest';
import {
  applyMove,
  dropIndex,
  isUpperHalf,
  moveItem,
  reorderMoveOf,
  sameOrder,
  targetIndex,
} from './reorder.ts';

const keys = (key: string, mods: Partial<Record<'alt' | 'ctrl' | 'shift' | 'meta', boolean>> = {}) => ({
  key,
  altKey: mods.alt ?? false,
  ctrlKey: mods.ctrl ?? false,
  shiftKey: mods.shift ?? false,
  metaKey: mods.meta ?? false,
});

describe('moveItem', () => {
  test('moves an item down and up without touching the input', () => {
    const list = ['a', 'b', 'c', 'd'];
    expect(moveItem(list, 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(list, 3, 1)).toEqual(['a', 'd', 'b', 'c']);
    expect(list).toEqual(['a', 'b', 'c', 'd']);
  });

  test('clamps the target and ignores an index outside the list', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 99)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, -5)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b'], 5, 0)).toEqual(['a', 'b']);
    expect(moveItem([], 0, 0)).toEqual([]);
  });
});

describe('keyboard moves', () => {
  test('Alt+Up/Down and Ctrl+Shift+Up/Down move by one; Home/End to the ends', () => {
    expect(reorderMoveOf(keys('ArrowUp', { alt: true }))).toBe('up');
    expect(reorderMoveOf(keys('ArrowDown', { alt: true }))).toBe('down');
    expect(reorderMoveOf(keys('ArrowUp', { ctrl: true, shift: true }))).toBe('up');
    expect(reorderMoveOf(keys('ArrowDown', { meta: true, shift: true }))).toBe('down');
    expect(reorderMoveOf(keys('Home', { alt: true }))).toBe('first');
    expect(reorderMoveOf(keys('End', { ctrl: true, shift: true }))).toBe('last');
  });

  test('plain arrows, other modifiers and other keys are not moves', () => {
    expect(reorderMoveOf(keys('ArrowUp'))).toBeNull();
    expect(reorderMoveOf(keys('ArrowUp', { ctrl: true }))).toBeNull();
    expect(reorderMoveOf(keys('ArrowUp', { shift: true }))).toBeNull();
    expect(reorderMoveOf(keys('ArrowUp', { alt: true, shift: true }))).toBeNull();
    expect(reorderMoveOf(keys('ArrowLeft', { alt: true }))).toBeNull();
    expect(reorderMoveOf(keys('a', { alt: true }))).toBeNull();
  });

  test('targetIndex stays inside the list', () => {
    expect(targetIndex(0, 'up', 3)).toBe(0);
    expect(targetIndex(2, 'down', 3)).toBe(2);
    expect(targetIndex(1, 'first', 3)).toBe(0);
    expect(targetIndex(1, 'last', 3)).toBe(2);
  });

  test('applyMove returns the new order and index, or null at an edge', () => {
    expect(applyMove(['a', 'b', 'c'], 1, 'up')).toEqual({ items: ['b', 'a', 'c'], index: 0 });
    expect(applyMove(['a', 'b', 'c'], 0, 'last')).toEqual({ items: ['b', 'c', 'a'], index: 2 });
    expect(applyMove(['a', 'b', 'c'], 0, 'up')).toBeNull();
    expect(applyMove(['a', 'b', 'c'], 2, 'down')).toBeNull();
    expect(applyMove(['a'], 3, 'up')).toBeNull();
  });
});

describe('drag and drop', () => {
  test('dropping before or after an item accounts for the dragged item leaving its place', () => {
    // Drag "a" (0) below "c" (2): a b c d → b c a d.
    const to = dropIndex(0, 2, false);
    expect(to).toBe(2);
    expect(moveItem(['a', 'b', 'c', 'd'], 0, to)).toEqual(['b', 'c', 'a', 'd']);
    // Drag "a" above "c": → b a c d.
    expect(moveItem(['a', 'b', 'c', 'd'], 0, dropIndex(0, 2, true))).toEqual(['b', 'a', 'c', 'd']);
    // Drag "d" (3) above "a": → d a b c.
    expect(moveItem(['a', 'b', 'c', 'd'], 3, dropIndex(3, 0, true))).toEqual(['d', 'a', 'b', 'c']);
    // Drag "d" below "a": → a d b c.
    expect(moveItem(['a', 'b', 'c', 'd'], 3, dropIndex(3, 0, false))).toEqual(['a', 'd', 'b', 'c']);
    // Dropping an item on its own lower or upper half leaves it in place.
    expect(dropIndex(1, 1, true)).toBe(1);
    expect(dropIndex(1, 1, false)).toBe(1);
  });

  test('isUpperHalf splits the box in the middle', () => {
    expect(isUpperHalf(104, { top: 100, height: 20 })).toBe(true);
    expect(isUpperHalf(110, { top: 100, height: 20 })).toBe(false);
  });

  test('sameOrder compares keys in order', () => {
    expect(sameOrder([1, 2, 3], [1, 2, 3])).toBe(true);
    expect(sameOrder([1, 2, 3], [1, 3, 2])).toBe(false);
    expect(sameOrder([1], [1, 2])).toBe(false);
  });
});
