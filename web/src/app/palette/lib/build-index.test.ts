import {
  type ActionEntry,
  actionEntries,
  allRoutes,
  type RouteEntry,
  settingEntries,
} from '@opsdeck/shared/catalogue';
import { LOCALES, type Locale, translate } from '@opsdeck/shared/i18n';
import { describe, expect, test } from 'vitest';
import { allLanguageTitles } from './all-titles.ts';
import { buildPaletteIndex, isDeadEnd, type PaletteIndexInput } from './build-index.ts';
import { readingOf } from './pinyin.ts';
import { rankPalette } from './rank.ts';

/** A test-only admin-only action (the catalogue has none yet). */
const adminOnly: ActionEntry = {
  id: 'test.adminPurge',
  i18nKey: 'menu.dashboard.monitor',
  groupKey: 'chrome.group',
  icon: 'pulse',
  keywords: ['purge caches', '清除缓存'],
  roles: ['admin'],
  risk: 'confirm',
};

/** Every catalogue route as if its screen existed (so admin-only and hidden ones are in play). */
const everyRoute: RouteEntry[] = allRoutes().map((r) => ({ ...r, built: true }));
const adminOnlyRoutes = everyRoute.filter((r) => !r.roles.includes('*') && r.roles.includes('admin'));

function index(role: 'admin' | 'user' | '', locale: Locale, extra: Partial<PaletteIndexInput> = {}) {
  return buildPaletteIndex({
    titles: allLanguageTitles,
    role,
    t: (key) => translate(locale, key),
    builtRoutes: everyRoute,
    actions: [...actionEntries, adminOnly],
    settings: settingEntries,
    ...extra,
  });
}

describe('buildPaletteIndex: permissions', () => {
  test('the admin-only routes and actions exist in the catalogue for this test to mean something', () => {
    expect(adminOnlyRoutes.map((r) => r.name)).toEqual(
      expect.arrayContaining(['Monitor', 'DataAnalysis', 'Step', 'Success']),
    );
    expect(adminOnlyRoutes.some((r) => r.hideInMenu)).toBe(true);
  });

  for (const locale of LOCALES) {
    test(`${locale}: the user role never sees an admin-only route or action, not even by searching`, () => {
      const items = index('user', locale);
      const ids = new Set(items.map((i) => i.id));
      for (const r of adminOnlyRoutes) expect(ids.has(`route:${r.name}`), r.name).toBe(false);
      expect(ids.has('action:test.adminPurge')).toBe(false);
      // Search by the titles in every language and by the keywords: nothing admin-only comes back.
      const queries = [
        ...adminOnlyRoutes.flatMap((r) => LOCALES.map((l) => translate(l, r.i18nKey))),
        'purge caches',
        '清除缓存',
        'monitor',
        '/dashboard/monitor',
      ];
      for (const q of queries) {
        const found = rankPalette(items, q, { limit: 1000 }).sections.flatMap((s) =>
          s.items.map((i) => i.id),
        );
        expect(
          found.filter(
            (id) => id === 'action:test.adminPurge' || adminOnlyRoutes.some((r) => id === `route:${r.name}`),
          ),
        ).toEqual([]);
      }
    });

    test(`${locale}: the admin role sees them, hidden routes included`, () => {
      const ids = new Set(index('admin', locale).map((i) => i.id));
      for (const r of adminOnlyRoutes) expect(ids.has(`route:${r.name}`), r.name).toBe(true);
      expect(ids.has('action:test.adminPurge')).toBe(true);
    });
  }

  test('no role (signed out) indexes nothing', () => {
    expect(index('', 'en-US')).toEqual([]);
  });

  test('only routes with a screen, never public or technical routes', () => {
    const built = allRoutes().filter((r) => r.name === 'Workplace' || r.name === 'MemberList');
    const items = index('admin', 'en-US', { builtRoutes: [...built, { ...everyRoute[1]!, built: false }] });
    expect(items.filter((i) => i.target.type === 'route').map((i) => i.id)).toEqual([
      'route:Workplace',
      'route:MemberList',
    ]);
  });

  test('actions the console cannot run are left out', () => {
    const items = index('admin', 'en-US', { canRun: (a) => a.id !== 'auth.logout' });
    expect(items.some((i) => i.id === 'action:auth.logout')).toBe(false);
    expect(items.some((i) => i.id === 'action:member.reissueCoins')).toBe(true);
  });
});

describe('buildPaletteIndex: items', () => {
  test('items are grouped, carry icons, shortcuts, risk and CLI words', () => {
    const items = index('user', 'en-US');
    const members = items.find((i) => i.id === 'route:MemberList')!;
    expect(members).toMatchObject({
      group: 'palette.groups.routes',
      groupLabel: 'Go to',
      title: 'Member list',
      icon: 'people',
      shortcut: 'g m',
      target: { type: 'route', path: '/member/list' },
    });
    const coins = items.find((i) => i.id === 'action:member.reissueCoins')!;
    expect(coins).toMatchObject({
      risk: 'money',
      cli: ['coins', 'reissue'],
      target: { type: 'action', hasArgs: true },
      icon: 'bank-account',
    });
    expect(items.find((i) => i.id === 'action:chrome.openSettings')?.shortcut).toBe('g e');
    const navbar = items.find((i) => i.id === 'setting:setting.navbar')!;
    expect(navbar.target).toMatchObject({ type: 'setting', key: 'navbar', settingType: 'boolean' });
    expect(items.find((i) => i.id === 'setting:setting.menuWidth')?.target).toMatchObject({
      min: 120,
      max: 480,
    });
  });

  test('the theme colour is a setting found by its name in either language and by pinyin', () => {
    for (const locale of LOCALES) {
      const items = index('user', locale, { pinyin: readingOf });
      expect(items.find((i) => i.id === 'setting:setting.themeColor')?.target).toMatchObject({
        type: 'setting',
        key: 'themeColor',
        settingType: 'color',
      });
      for (const query of ['theme colour', '主题色', 'zhutise', 'themeColor']) {
        const found = rankPalette(items, query).sections.flatMap((s) => s.items.map((i) => i.id));
        expect(found[0], `${locale} palette, "${query}"`).toBe('setting:setting.themeColor');
      }
    }
  });

  test('every item is found in either language, whatever language the palette is in', () => {
    for (const locale of LOCALES) {
      const items = index('admin', locale);
      for (const other of LOCALES) {
        for (const id of ['route:MemberList', 'action:member.reissueCoins', 'setting:setting.navbar']) {
          const item = items.find((i) => i.id === id)!;
          const key =
            item.target.type === 'route'
              ? everyRoute.find((r) => r.name === (item.target as { name: string }).name)!.i18nKey
              : item.target.type === 'action'
                ? actionEntries.find((a) => `action:${a.id}` === id)!.i18nKey
                : settingEntries.find((s) => `setting:${s.id}` === id)!.i18nKey;
          const query = translate(other, key);
          const found = rankPalette(items, query).sections.flatMap((s) => s.items.map((i) => i.id));
          expect(found, `${locale} palette, ${other} query "${query}"`).toContain(id);
        }
      }
    }
  });

  test('switching language re-titles the same items', () => {
    const en = index('user', 'en-US');
    const zh = index('user', 'zh-CN');
    expect(zh.map((i) => i.id)).toEqual(en.map((i) => i.id));
    expect(zh.find((i) => i.id === 'route:MemberList')?.title).toBe(translate('zh-CN', 'menu.member.list'));
  });
});

describe('buildPaletteIndex: no dead ends', () => {
  test('the exception pages and the detail screens that need an id are left out', () => {
    const routeIds = index('admin', 'en-US')
      .filter((i) => i.target.type === 'route')
      .map((i) => i.id);
    for (const name of [
      'Exception403',
      'Exception404',
      'Exception500',
      'TemplateDetail',
      'WallpaperDetail',
      'CollectionDetail',
    ]) {
      expect(routeIds).not.toContain(`route:${name}`);
    }
    expect(routeIds).toContain('route:TemplateList');
    expect(isDeadEnd({ path: '/order/detail/:id' })).toBe(true);
    expect(isDeadEnd({ path: '/order/detail' })).toBe(true);
    expect(isDeadEnd({ path: '/member/list' })).toBe(false);
    expect(isDeadEnd({ path: '/user/detailed-settings' })).toBe(false);
  });

  test('with the pinyin table, pinyin finds Chinese titles in either console language', () => {
    for (const locale of LOCALES) {
      const items = index('admin', locale, { pinyin: readingOf });
      for (const query of ['huiyuan', 'hy', 'hylb']) {
        const found = rankPalette(items, query).sections.flatMap((s) => s.items.map((i) => i.id));
        expect(found[0], `${locale} palette, "${query}"`).toBe('route:MemberList');
      }
      const found = rankPalette(items, 'memebr').sections.flatMap((s) => s.items.map((i) => i.id));
      expect(found[0], `${locale} palette, "memebr"`).toBe('route:MemberList');
    }
  });
});
