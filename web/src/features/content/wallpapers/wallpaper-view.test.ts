import { describe, expect, test } from 'vitest';
import {
  keepVisibleSelection,
  parseWallpaperView,
  toggleAll,
  toggleOne,
  withWallpaperView,
} from './wallpaper-view.ts';

describe('wallpaper view in the URL', () => {
  test('no parameter or an unknown one is the grid', () => {
    expect(parseWallpaperView(new URLSearchParams(''))).toBe('grid');
    expect(parseWallpaperView(new URLSearchParams('view=cards'))).toBe('grid');
    expect(parseWallpaperView(new URLSearchParams('view=table'))).toBe('table');
  });

  test('switching keeps page, sort and filters, and drops the default', () => {
    const params = new URLSearchParams('page=3&sort=downloads:desc&categoryId=4&access=coin');
    const table = withWallpaperView(params, 'table');
    expect(table.toString()).toBe('page=3&sort=downloads%3Adesc&categoryId=4&access=coin&view=table');
    expect(parseWallpaperView(table)).toBe('table');
    const grid = withWallpaperView(table, 'grid');
    expect(grid.has('view')).toBe(false);
    expect(grid.get('page')).toBe('3');
    expect(grid.get('categoryId')).toBe('4');
    // The input is not changed.
    expect(params.has('view')).toBe(false);
  });

  test('a reload reads the same view back', () => {
    const url = `/wallpaper/list?${withWallpaperView(new URLSearchParams('status=online'), 'table')}`;
    const again = new URLSearchParams(url.split('?')[1]);
    expect(parseWallpaperView(again)).toBe('table');
    expect(again.get('status')).toBe('online');
  });
});

describe('selection', () => {
  test('only ids still on the page stay selected', () => {
    expect([...keepVisibleSelection(new Set([1, 2, 3]), [2, 3, 4])]).toEqual([2, 3]);
  });

  test('select all toggles between every id on the page and none', () => {
    expect([...toggleAll(new Set([1]), [1, 2])]).toEqual([1, 2]);
    expect([...toggleAll(new Set([1, 2]), [1, 2])]).toEqual([]);
    expect([...toggleAll(new Set(), [])]).toEqual([]);
  });

  test('toggleOne adds or removes one id', () => {
    expect([...toggleOne(new Set([1]), 2)]).toEqual([1, 2]);
    expect([...toggleOne(new Set([1, 2]), 1)]).toEqual([2]);
  });
});
