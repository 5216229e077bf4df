import { describe, expect, test } from 'vitest';
import {
  closeAll,
  closeLeft,
  closeOthers,
  closeRight,
  closeTab,
  type TabEntry,
  tabMenuState,
  visit,
  WORKPLACE_TAB,
} from './tab-ops.ts';

const tab = (name: string, query = ''): TabEntry => ({
  title: `menu.${name}`,
  name,
  fullPath: `/${name.toLowerCase()}${query ? `?${query}` : ''}`,
  query: Object.fromEntries(new URLSearchParams(query)),
  ignoreCache: false,
});
const names = (tags: readonly TabEntry[]) => tags.map((t) => t.name);
const four = [WORKPLACE_TAB, tab('A'), tab('B'), tab('C')];

describe('visiting pages', () => {
  test('a new page gets a tab at the end; the workplace is first', () => {
    const tags = visit(visit([WORKPLACE_TAB], tab('A')), tab('B'));
    expect(names(tags)).toEqual(['Workplace', 'A', 'B']);
  });

  test('the same page with another query keeps one tab, which takes the new URL', () => {
    const tags = visit([WORKPLACE_TAB, tab('A'), tab('B')], tab('A', 'status=1&page=2'));
    expect(names(tags)).toEqual(['Workplace', 'A', 'B']);
    expect(tags[1]).toMatchObject({ fullPath: '/a?status=1&page=2', query: { status: '1', page: '2' } });
  });
});

describe('closing tabs', () => {
  test('the workplace tab cannot be closed', () => {
    expect(names(closeTab(four, 'Workplace', 'A').tags)).toEqual(names(four));
  });

  test('closing the page on screen goes to the tab before it; another tab just goes', () => {
    expect(closeTab(four, 'B', 'B')).toEqual({ tags: [WORKPLACE_TAB, tab('A'), tab('C')], navigateTo: '/a' });
    expect(closeTab(four, 'B', 'C')).toEqual({ tags: [WORKPLACE_TAB, tab('A'), tab('C')] });
  });

  test('close left keeps the first tab and this one on', () => {
    expect(closeLeft(four, 'C', 'A')).toEqual({ tags: [WORKPLACE_TAB, tab('C')], navigateTo: '/c' });
    expect(closeLeft(four, 'C', 'C').navigateTo).toBeUndefined();
    expect(names(closeLeft(four, 'A', 'A').tags)).toEqual(names(four));
  });

  test('close right drops the tabs after this one', () => {
    expect(closeRight(four, 'A', 'C')).toEqual({ tags: [WORKPLACE_TAB, tab('A')], navigateTo: '/a' });
    expect(closeRight(four, 'A', 'Workplace').navigateTo).toBeUndefined();
  });

  test('close others keeps the workplace and this tab', () => {
    expect(closeOthers(four, 'B', 'C')).toEqual({ tags: [WORKPLACE_TAB, tab('B')], navigateTo: '/b' });
    expect(closeOthers(four, 'Workplace', 'Workplace')).toEqual({ tags: [WORKPLACE_TAB] });
  });

  test('close all resets to the workplace and goes there', () => {
    expect(closeAll(four, 'B')).toEqual({ tags: [WORKPLACE_TAB], navigateTo: '/dashboard/workplace' });
    expect(closeAll(four, 'Workplace')).toEqual({ tags: [WORKPLACE_TAB] });
  });
});

describe('context menu state', () => {
  test('entries are disabled where the template disables them', () => {
    expect(tabMenuState(four, 'Workplace', 'B')).toEqual({
      reload: false,
      close: false,
      closeLeft: false,
      closeRight: true,
      closeOthers: true,
      closeAll: true,
    });
    expect(tabMenuState(four, 'A', 'A')).toMatchObject({ reload: true, close: true, closeLeft: false });
    expect(tabMenuState(four, 'C', 'A')).toMatchObject({ closeLeft: true, closeRight: false });
    expect(tabMenuState([WORKPLACE_TAB], 'Workplace', 'Workplace')).toMatchObject({
      closeOthers: false,
      closeAll: false,
    });
  });
});
