import { buildMenuTree, type MenuGroup, menuGroups } from '@opsdeck/shared/catalogue';
import { describe, expect, test } from 'vitest';
import { groupOf, localMenu, serverMenu } from './menu-model.ts';

const built = new Set(['Workplace', 'Monitor', 'Info', 'Exception404']);
const hasScreen = (name: string) => built.has(name);
/** The catalogue as it will be once every screen exists. */
const allBuilt: MenuGroup[] = menuGroups.map((g) => ({
  ...g,
  children: g.children.map((r) => ({ ...r, built: true })),
}));

describe('local side menu', () => {
  test('user: built, permitted, visible screens only; empty groups dropped; links kept at the end', () => {
    const menu = localMenu('user', hasScreen);
    expect(menu.map((g) => g.id)).toEqual(['dashboard', 'user', 'docs', 'faq']);
    expect(menu[0]?.children.map((c) => c.name)).toEqual(['Workplace']);
    expect(menu[2]?.link).toMatch(/^https:\/\//);
  });

  test('admin sees the admin-only screen once it exists', () => {
    const menu = localMenu('admin', hasScreen, allBuilt);
    expect(menu[0]?.children.map((c) => c.name)).toEqual(['Workplace', 'Monitor']);
  });

  test('a screen not marked built stays out even with a component', () => {
    const groups: MenuGroup[] = [
      {
        id: 'g',
        i18nKey: 'menu.g',
        icon: 'tag',
        order: 0,
        children: [{ name: 'X', path: '/x', i18nKey: 'x', roles: ['*'], requiresAuth: true, built: false }],
      },
    ];
    expect(localMenu('admin', () => true, groups)).toEqual([]);
  });

  test('groups follow spec §9 order', () => {
    const menu = localMenu('admin', () => true, allBuilt);
    const ids = menu.map((g) => g.id);
    expect(ids.indexOf('dashboard')).toBeLessThan(ids.indexOf('user'));
    expect(ids.indexOf('user')).toBeLessThan(ids.indexOf('points'));
    expect(ids.indexOf('points')).toBeLessThan(ids.indexOf('invite'));
    expect(ids.slice(-2)).toEqual(['docs', 'faq']);
    expect(menu.find((g) => g.id === 'exception')).toBeUndefined();
  });
});

describe('server side menu', () => {
  test('the server tree gives the same menu as the catalogue for that role', () => {
    for (const role of ['user', 'admin'] as const) {
      expect(serverMenu(buildMenuTree(role), role, hasScreen)).toEqual(
        localMenu(role, hasScreen).map((g) => ({ ...g, icon: g.icon })),
      );
    }
  });

  test('the local role check still applies to a server tree', () => {
    const menu = serverMenu(buildMenuTree('admin'), 'user', hasScreen);
    expect(groupOf(menu, 'Monitor')).toBeUndefined();
    expect(groupOf(menu, 'Workplace')?.id).toBe('dashboard');
  });
});
