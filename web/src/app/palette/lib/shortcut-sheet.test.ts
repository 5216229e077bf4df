import { actionEntries, allRoutes, settingEntries } from '@opsdeck/shared/catalogue';
import { translate } from '@opsdeck/shared/i18n';
import { describe, expect, test } from 'vitest';
import { buildPaletteIndex } from './build-index.ts';
import { shortcutSheet } from './shortcut-sheet.ts';

const t = (key: string) => translate('en-US', key);
const built = allRoutes().map((r) => ({ ...r, built: true }));
const items = (role: 'admin' | 'user') =>
  buildPaletteIndex({ role, t, builtRoutes: built, actions: actionEntries, settings: settingEntries });

describe('the ? sheet', () => {
  test('is generated from the catalogue: every g sequence of the role, every action shortcut', () => {
    const sheet = shortcutSheet(items('user'), t);
    const goTo = sheet.find((s) => s.title === t('shortcuts.groups.goTo'))!;
    expect(goTo.rows).toEqual(
      expect.arrayContaining([
        { keys: ['g m'], label: t('menu.member.list') },
        { keys: ['g d'], label: t('menu.dashboard.workplace') },
      ]),
    );
    const actions = sheet.find((s) => s.title === t('shortcuts.groups.actions'))!;
    expect(actions.rows).toContainEqual({ keys: ['g e'], label: t('chrome.actions.openSettings') });
    expect(sheet.map((s) => s.title)).toEqual(
      expect.arrayContaining([
        t('shortcuts.groups.general'),
        t('shortcuts.groups.palette'),
        t('shortcuts.groups.lists'),
      ]),
    );
  });

  test('lists only what the role may use', () => {
    const withAdminShortcut = buildPaletteIndex({
      role: 'user',
      t,
      builtRoutes: built,
      actions: [
        ...actionEntries,
        {
          id: 'test.admin',
          i18nKey: 'menu.dashboard.monitor',
          groupKey: 'chrome.group',
          roles: ['admin'],
          risk: 'safe',
          shortcut: 'g z',
        },
      ],
      settings: settingEntries,
    });
    const keys = shortcutSheet(withAdminShortcut, t).flatMap((s) => s.rows.flatMap((r) => r.keys));
    expect(keys).not.toContain('g z');
  });

  test('adds the global hotkeys other parts registered, by their group, once', () => {
    const sheet = shortcutSheet(items('admin'), t, [
      { combo: 'alt+w', label: 'Close tab', group: 'Tabs', global: true },
      { combo: 'alt+shift+w', label: 'Close all', group: 'Tabs', global: true },
      { combo: 'mod+c', label: 'Copy cells', group: 'Table', global: false },
    ]);
    const tabs = sheet.find((s) => s.title === 'Tabs')!;
    // alt+shift+w is already listed (the catalogue's reset tabs), so only alt+w is added.
    expect(tabs.rows).toEqual([{ keys: ['alt+w'], label: 'Close tab' }]);
    expect(sheet.some((s) => s.title === 'Table')).toBe(false);
  });
});
