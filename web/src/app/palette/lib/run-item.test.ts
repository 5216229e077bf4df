import { actionEntries, allRoutes, settingEntries, THEME_COLOR_PRESETS } from '@opsdeck/shared/catalogue';
import { translate } from '@opsdeck/shared/i18n';
import { beforeEach, describe, expect, test } from 'vitest';
import { appSettingsStore } from '../../../stores/app-settings-store.ts';
import { testWebApi } from '../../../testing/render-with-app.tsx';
import { settingChoices } from '../components/setting-page.tsx';
import { canRunAction } from './action-registry.ts';
import { allLanguageTitles } from './all-titles.ts';
import { buildPaletteIndex } from './build-index.ts';
import { mayRun, runPaletteItem } from './run-item.ts';

const api = testWebApi();
const builtRoutes = allRoutes().map((r) => ({ ...r, built: true }));
const adminItems = buildPaletteIndex({
  titles: allLanguageTitles,
  role: 'admin',
  t: (key) => translate('en-US', key),
  builtRoutes,
  actions: actionEntries,
  settings: settingEntries,
  canRun: canRunAction,
});
const item = (id: string) => adminItems.find((i) => i.id === id)!;

describe('running a palette item', () => {
  beforeEach(() => localStorage.clear());

  test('the run-time guard re-checks the role in effect now', async () => {
    const monitor = item('route:Monitor');
    expect(mayRun(monitor, { role: 'admin', builtRoutes })).toBe(true);
    expect(mayRun(monitor, { role: 'user', builtRoutes })).toBe(false);
    expect(mayRun(monitor, { role: '', builtRoutes })).toBe(false);
    // A route without a screen never runs.
    expect(
      mayRun(monitor, { role: 'admin', builtRoutes: builtRoutes.filter((r) => r.name !== 'Monitor') }),
    ).toBe(false);

    const went: string[] = [];
    const runAs = (role: 'user' | 'admin') =>
      runPaletteItem(monitor, { role, builtRoutes, navigate: (to) => went.push(to), api });
    expect(await runAs('user')).toEqual({ type: 'denied' });
    expect(went).toEqual([]);
    expect(await runAs('admin')).toEqual({ type: 'done' });
    expect(went).toEqual(['/dashboard/monitor']);
  });

  test('a re-issue opens its argument page; a boolean setting toggles; a number setting asks', async () => {
    const ctx = { role: 'user' as const, builtRoutes, navigate: () => undefined, api };
    expect(await runPaletteItem(item('action:member.reissueVip'), ctx)).toEqual({
      type: 'page',
      page: { type: 'reissue', kind: 'vip', actionId: 'member.reissueVip' },
    });
    const before = appSettingsStore.footer;
    expect(await runPaletteItem(item('setting:setting.footer'), ctx)).toEqual({ type: 'done' });
    expect(appSettingsStore.footer).toBe(!before);
    expect(await runPaletteItem(item('setting:setting.menuWidth'), ctx)).toEqual({
      type: 'page',
      page: { type: 'setting', settingId: 'setting.menuWidth' },
    });
    expect(await runPaletteItem(item('setting:setting.themeColor'), ctx)).toEqual({
      type: 'page',
      page: { type: 'setting', settingId: 'setting.themeColor' },
    });
  });

  test("the theme colour's page offers the presets the text starts, applies a typed #RRGGBB, refuses the rest", () => {
    const entry = settingEntries.find((s) => s.id === 'setting.themeColor')!;
    expect(entry).toMatchObject({ key: 'themeColor', type: 'color' });
    expect(settingChoices(entry, '')).toEqual({ value: null, presets: THEME_COLOR_PRESETS, error: false });
    expect(settingChoices(entry, '#7')).toEqual({ value: null, presets: ['#722ED1'], error: false });
    expect(settingChoices(entry, 'c')).toEqual({
      value: null,
      presets: ['#C41D7F', '#CB2634'],
      error: false,
    });
    expect(settingChoices(entry, ' 12ab9f ')).toEqual({ value: '#12AB9F', presets: [], error: false });
    expect(settingChoices(entry, '#722ed1')).toEqual({ value: '#722ED1', presets: [], error: false });
    expect(settingChoices(entry, 'blue')).toEqual({ value: null, presets: [], error: true });
    const width = settingEntries.find((s) => s.id === 'setting.menuWidth')!;
    expect(settingChoices(width, '300')).toEqual({ value: 300, presets: [], error: false });
    expect(settingChoices(width, '9')).toEqual({ value: null, presets: [], error: true });
  });

  test('every catalogue action has a palette implementation', () => {
    expect(actionEntries.filter((a) => !canRunAction(a)).map((a) => a.id)).toEqual([]);
  });
});
