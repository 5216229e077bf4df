import { DEFAULT_SETTINGS } from '@opsdeck/shared/catalogue';
import { translate } from '@opsdeck/shared/i18n';
import { beforeEach, describe, expect, test } from 'vitest';
import { appSettingsStore } from '../../stores/app-settings-store.ts';
import { tabBarStore, visitTab } from '../../stores/tab-bar-store.ts';
import { testWebApi } from '../../testing/render-with-app.tsx';
import { chromeActionEntries, chromeActions, runChromeAction } from './actions.ts';

const api = testWebApi().client;

beforeEach(() => {
  localStorage.clear();
  Object.assign(appSettingsStore, { ...DEFAULT_SETTINGS, serverMenu: [] });
});

describe('chrome action registry', () => {
  test('every catalogue chrome action has an implementation, and nothing else is registered', () => {
    expect(chromeActionEntries.map((a) => a.id).sort()).toEqual(Object.keys(chromeActions).sort());
    expect(chromeActionEntries).toHaveLength(8);
  });

  test('each is safe, open to every role, titled and findable in both languages', () => {
    for (const a of chromeActionEntries) {
      expect(a.risk).toBe('safe');
      expect(a.roles).toEqual(['*']);
      for (const locale of ['en-US', 'zh-CN'] as const) {
        expect(translate(locale, a.i18nKey)).not.toBe(a.i18nKey);
      }
      expect(a.keywords?.some((k) => /[a-z]/i.test(k))).toBe(true);
      expect(a.keywords?.some((k) => /[\u4e00-\u9fff]/.test(k))).toBe(true);
    }
  });

  test('running one does what it says', async () => {
    await runChromeAction('chrome.toggleTheme', { navigate: () => undefined, api });
    expect(appSettingsStore.theme).toBe('dark');
    await runChromeAction('chrome.openSettings', { navigate: () => undefined, api });
    expect(appSettingsStore.globalSettings).toBe(true);
    visitTab({
      title: 'menu.member.list',
      name: 'MemberList',
      fullPath: '/member/list',
      query: {},
      ignoreCache: false,
    });
    window.history.pushState({}, '', '/member/list');
    const went: string[] = [];
    await runChromeAction('chrome.resetTabs', { navigate: (to) => went.push(to), api });
    expect(tabBarStore.tags.map((t) => t.name)).toEqual(['Workplace']);
    expect(went).toEqual(['/dashboard/workplace']);
    expect(await runChromeAction('chrome.nope', { navigate: () => undefined, api })).toBe(false);
  });
});
