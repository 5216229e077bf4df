import { type AppSettings, DEFAULT_SETTINGS } from '@opsdeck/shared/catalogue';
import { describe, expect, test } from 'vitest';
import { settingsJson } from './copy-settings.ts';

describe('settingsJson', () => {
  test('every setting in the catalogue order; the drawer flag false and the server menu empty', () => {
    const settings: AppSettings = {
      ...DEFAULT_SETTINGS,
      theme: 'dark',
      menuWidth: 260,
      globalSettings: true,
      serverMenu: [{ name: 'x' }],
    };
    const copy = JSON.parse(settingsJson(settings));
    expect(Object.keys(copy)).toEqual(Object.keys(DEFAULT_SETTINGS));
    expect(copy).toMatchObject({ theme: 'dark', menuWidth: 260, globalSettings: false, serverMenu: [] });
  });
});
