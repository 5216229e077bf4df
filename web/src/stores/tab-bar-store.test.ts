import { snapshot } from 'valtio';
import { beforeEach, describe, expect, test } from 'vitest';
import {
  bumpReload,
  clearTabs,
  pruneTabs,
  readStoredTabs,
  resetTabs,
  runTabOperation,
  TABS_STORAGE_KEY,
  tabBarStore,
  visitTab,
} from './tab-bar-store.ts';
import type { TabEntry } from './tab-ops.ts';

const tab = (name: string, fullPath = `/${name.toLowerCase()}`): TabEntry => ({
  title: `menu.${name}`,
  name,
  fullPath,
  query: Object.fromEntries(new URL(fullPath, 'http://x').searchParams),
  ignoreCache: false,
});
const names = () => snapshot(tabBarStore).tags.map((t) => t.name);

beforeEach(() => clearTabs());

describe('tab bar store', () => {
  test('starts with the workplace; visits add tabs once each', () => {
    expect(names()).toEqual(['Workplace']);
    visitTab(tab('A'));
    visitTab(tab('B'));
    visitTab(tab('A', '/a?page=3'));
    expect(names()).toEqual(['Workplace', 'A', 'B']);
    expect(tabBarStore.tags[1]?.fullPath).toBe('/a?page=3');
  });

  test('operations change the list and say where to go', () => {
    for (const n of ['A', 'B', 'C', 'D']) visitTab(tab(n));
    expect(runTabOperation('close', 'D', 'D')).toBe('/c');
    expect(names()).toEqual(['Workplace', 'A', 'B', 'C']);
    expect(runTabOperation('closeRight', 'B', 'C')).toBe('/b');
    expect(names()).toEqual(['Workplace', 'A', 'B']);
    expect(runTabOperation('closeLeft', 'B', 'B')).toBeUndefined();
    expect(names()).toEqual(['Workplace', 'B']);
    visitTab(tab('E'));
    expect(runTabOperation('closeOthers', 'E', 'B')).toBe('/e');
    expect(names()).toEqual(['Workplace', 'E']);
    expect(resetTabs('E')).toBe('/dashboard/workplace');
    expect(names()).toEqual(['Workplace']);
  });

  test('a reload gives the page a new mount number', () => {
    bumpReload('A');
    bumpReload('A');
    expect(tabBarStore.reloads.A).toBe(2);
  });

  test('pruning keeps the workplace and the tabs still allowed', () => {
    visitTab(tab('A'));
    visitTab(tab('Admin'));
    pruneTabs((t) => t.name !== 'Admin');
    expect(names()).toEqual(['Workplace', 'A']);
  });
});

describe('tabs across a reload', () => {
  const member: TabEntry = {
    title: 'menu.member.list',
    name: 'MemberList',
    fullPath: '/member/list?status=1',
    query: { status: '1' },
    ignoreCache: false,
  };

  test('the open tabs are kept for this browser tab and read back', () => {
    visitTab(member);
    expect(readStoredTabs(sessionStorage).map((t) => t.fullPath)).toEqual([
      '/dashboard/workplace',
      '/member/list?status=1',
    ]);
    expect(readStoredTabs(sessionStorage)[1]?.query).toEqual({ status: '1' });
  });

  test('stored tabs that are not routes, not tabbable or at another path are dropped', () => {
    sessionStorage.setItem(
      TABS_STORAGE_KEY,
      JSON.stringify([
        member,
        { name: 'NoSuchRoute', fullPath: '/x' },
        { name: 'login', fullPath: '/login' },
        { name: 'OrderVip', fullPath: '/member/list' },
        'junk',
      ]),
    );
    expect(readStoredTabs(sessionStorage).map((t) => t.name)).toEqual(['Workplace', 'MemberList']);
    sessionStorage.setItem(TABS_STORAGE_KEY, '{oops');
    expect(readStoredTabs(sessionStorage).map((t) => t.name)).toEqual(['Workplace']);
  });

  test('logout forgets them', () => {
    visitTab(member);
    clearTabs();
    expect(sessionStorage.getItem(TABS_STORAGE_KEY)).toBeNull();
  });
});
