import { DEFAULT_SETTINGS } from '@opsdeck/shared/catalogue';
import { beforeEach, describe, expect, test } from 'vitest';
import { settingsJson } from '../features/settings/lib/copy-settings.ts';
import {
  appSettingsStore,
  setDevice,
  setSettingsOpen,
  toggleTheme,
  updateSettings,
} from './app-settings-store.ts';
import { initialSettings, readStoredSettings, SETTINGS_STORAGE_KEY } from './settings-storage.ts';

function stored(): Record<string, unknown> {
  return JSON.parse(localStorage.getItem(SETTINGS_STORAGE_KEY) ?? '{}');
}

beforeEach(() => {
  localStorage.clear();
  Object.assign(appSettingsStore, { ...DEFAULT_SETTINGS, serverMenu: [] });
});

describe('app settings store', () => {
  test('a change applies at once and is stored; a reload starts from the stored choices', () => {
    updateSettings({ navbar: false, tabBar: true, menuWidth: 300 });
    expect(appSettingsStore.navbar).toBe(false);
    expect(stored()).toMatchObject({ navbar: false, tabBar: true, menuWidth: 300 });
    expect(initialSettings(localStorage)).toMatchObject({ navbar: false, tabBar: true, menuWidth: 300 });
  });

  test('turning the top menu on un-collapses the menu; off leaves it alone', () => {
    updateSettings({ menuCollapse: true });
    updateSettings({ topMenu: true });
    expect(appSettingsStore.menuCollapse).toBe(false);
    expect(stored()).toMatchObject({ topMenu: true, menuCollapse: false });
    updateSettings({ menuCollapse: true });
    updateSettings({ topMenu: false });
    expect(appSettingsStore.menuCollapse).toBe(true);
  });

  test('only the operator’s choices are stored, not the device, the drawer or the server menu', () => {
    setDevice(true);
    setSettingsOpen(true);
    updateSettings({ footer: false });
    expect(appSettingsStore.device).toBe('mobile');
    expect(appSettingsStore.hideMenu).toBe(true);
    const keys = Object.keys(stored());
    for (const derived of ['device', 'hideMenu', 'globalSettings', 'serverMenu']) {
      expect(keys).not.toContain(derived);
    }
    expect(initialSettings(localStorage)).toMatchObject({ device: 'desktop', globalSettings: false });
  });

  test('the theme toggles and is kept', () => {
    expect(toggleTheme()).toBe('dark');
    expect(stored()).toMatchObject({ theme: 'dark' });
    expect(toggleTheme()).toBe('light');
  });

  test('bad stored values fall back to the defaults one by one', () => {
    localStorage.setItem(
      SETTINGS_STORAGE_KEY,
      JSON.stringify({ theme: 'purple', navbar: false, menuWidth: 5000, tabBar: 'yes', footer: false }),
    );
    expect(readStoredSettings(localStorage)).toEqual({ navbar: false, footer: false });
    localStorage.setItem(SETTINGS_STORAGE_KEY, '{not json');
    expect(initialSettings(localStorage)).toEqual({ ...DEFAULT_SETTINGS, serverMenu: [] });
  });

  test('the copied JSON holds every setting of spec §3 with its current value', () => {
    updateSettings({ tabBar: true, theme: 'dark' });
    setSettingsOpen(true);
    const copied = JSON.parse(settingsJson(appSettingsStore));
    expect(Object.keys(copied).sort()).toEqual(Object.keys(DEFAULT_SETTINGS).sort());
    expect(copied).toMatchObject({ tabBar: true, theme: 'dark', globalSettings: false, serverMenu: [] });
  });
});
