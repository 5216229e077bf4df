import { describe, expect, test } from 'vitest';
import { enUS } from '../i18n/locales/en-US/index.js';
import { flattenKeys } from '../i18n/translate.js';
import { actionEntries } from './actions.js';
import { contentActionEntries } from './actions-content.js';
import { reissueActionEntries } from './actions-reissue.js';
import { reissueJobActionEntries } from './actions-reissue-jobs.js';
import { taskActionEntries } from './actions-tasks.js';
import { buildMenuTree } from './menu-tree.js';
import { allRoutes, menuGroups, orderedGroups, publicRoutes } from './routes.js';
import { settingEntries } from './settings.js';

const keys = new Set(flattenKeys(enUS).map((k) => k.replace(/\._$/, '')));

describe('catalogue', () => {
  test('the area modules a screen loads alone (re-issues, content, task records) are in the catalogue as they are', () => {
    const ids = actionEntries.map((a) => a.id);
    for (const part of [
      reissueActionEntries(),
      reissueJobActionEntries(),
      contentActionEntries(),
      taskActionEntries(),
    ]) {
      const at = ids.indexOf(part[0]!.id);
      expect(ids.slice(at, at + part.length)).toEqual(part.map((a) => a.id));
      for (const [i, entry] of part.entries()) {
        const listed = actionEntries[at + i]!;
        expect({ ...listed, run: typeof listed.run }).toEqual({ ...entry, run: typeof entry.run });
        expect(listed.args).toBe(entry.args);
      }
    }
  });

  test('route names and paths are unique', () => {
    const routes = [...allRoutes(), ...publicRoutes];
    expect(new Set(routes.map((r) => r.name)).size).toBe(routes.length);
    expect(new Set(routes.map((r) => r.path)).size).toBe(routes.length);
  });

  test('every route, group, action and setting has a translated title', () => {
    const used = [
      ...allRoutes().map((r) => r.i18nKey),
      ...publicRoutes.map((r) => r.i18nKey),
      ...menuGroups.map((g) => g.i18nKey),
      ...actionEntries.flatMap((a) => [a.i18nKey, a.groupKey]),
      ...settingEntries.map((s) => s.i18nKey),
    ];
    expect(used.filter((k) => !keys.has(k))).toEqual([]);
  });

  test('groups follow spec §9 menu order', () => {
    const order = Object.fromEntries(menuGroups.map((g) => [g.id, g.order]));
    expect(order).toMatchObject({
      dashboard: 0,
      wallpaper: 2,
      category: 2,
      topic: 3,
      consume: 3,
      order: 4,
      template: 4,
      member: 5,
      collection: 6,
      user: 100,
      points: 1000,
      checkin: 1001,
      invite: 1002,
    });
    const sorted = orderedGroups().map((g) => g.order);
    expect(sorted).toEqual([...sorted].sort((a, b) => a - b));
  });

  test('two external links open the UI kit and its FAQ', () => {
    const links = menuGroups.filter((g) => g.link);
    expect(links).toHaveLength(2);
    for (const g of links) expect(g.link).toMatch(/^https:\/\/blueprintjs\.com\//);
  });

  test('the menu tree differs by role: admin sees admin-only built routes, user never does', () => {
    const names = (role: 'admin' | 'user') =>
      buildMenuTree(role).flatMap((n) => [n.name, ...(n.children ?? []).map((c) => c.name)]);
    const admin = names('admin');
    const user = names('user');
    for (const r of allRoutes().filter((x) => x.roles.includes('admin') && !x.roles.includes('*'))) {
      expect(user).not.toContain(r.name);
      if (r.built) expect(admin).toContain(r.name);
    }
    expect(user).toContain('Workplace');
  });

  test('only built routes are in the menu tree', () => {
    const unbuilt = allRoutes()
      .filter((r) => !r.built)
      .map((r) => r.name);
    const inTree = buildMenuTree('admin').flatMap((n) => (n.children ?? []).map((c) => c.name));
    expect(inTree.filter((n) => unbuilt.includes(n))).toEqual([]);
  });
});
