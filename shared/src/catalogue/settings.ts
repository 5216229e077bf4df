import type { SettingEntry } from './types.js';

/** The app settings of spec §3 with their defaults (spec §9; screens.md §3.1). */
export interface AppSettings {
  theme: 'light' | 'dark';
  colorWeak: boolean;
  navbar: boolean;
  menu: boolean;
  topMenu: boolean;
  hideMenu: boolean;
  menuCollapse: boolean;
  footer: boolean;
  themeColor: string;
  menuWidth: number;
  globalSettings: boolean;
  device: 'desktop' | 'mobile';
  tabBar: boolean;
  menuFromServer: boolean;
  serverMenu: unknown[];
}

export const DEFAULT_SETTINGS: AppSettings = {
  theme: 'light',
  colorWeak: false,
  navbar: true,
  menu: true,
  topMenu: false,
  hideMenu: false,
  menuCollapse: false,
  footer: true,
  themeColor: '#165DFF',
  menuWidth: 220,
  globalSettings: false,
  device: 'desktop',
  tabBar: false,
  menuFromServer: false,
  serverMenu: [],
};

/**
 * Preset theme colours: Arco's blue (the default) and tones that keep white text on a primary
 * button at 4.5:1 or more.
 */
export const THEME_COLOR_PRESETS: readonly string[] = [
  '#165DFF',
  '#722ED1',
  '#C41D7F',
  '#CB2634',
  '#B85C00',
  '#0A7A48',
  '#0E7C86',
];

/** A theme colour as the settings store keeps it: `#RRGGBB`, upper case; null when it is not one. */
export function parseThemeColor(text: string): string | null {
  const s = text.trim().replace(/^#?/, '#').toUpperCase();
  return /^#[0-9A-F]{6}$/.test(s) ? s : null;
}

/** Settings drawer width in px (spec §9). */
export const SETTINGS_DRAWER_WIDTH = 300;

/** The settings an operator can change from the drawer and the palette (spec §2). */
export const settingEntries: SettingEntry[] = [
  { id: 'setting.navbar', key: 'navbar', i18nKey: 'settings.navbar', type: 'boolean', roles: ['*'] },
  { id: 'setting.menu', key: 'menu', i18nKey: 'settings.menu', type: 'boolean', roles: ['*'] },
  { id: 'setting.topMenu', key: 'topMenu', i18nKey: 'settings.topMenu', type: 'boolean', roles: ['*'] },
  { id: 'setting.footer', key: 'footer', i18nKey: 'settings.footer', type: 'boolean', roles: ['*'] },
  { id: 'setting.tabBar', key: 'tabBar', i18nKey: 'settings.tabBar', type: 'boolean', roles: ['*'] },
  {
    id: 'setting.menuFromServer',
    key: 'menuFromServer',
    i18nKey: 'settings.menuFromServer',
    type: 'boolean',
    roles: ['*'],
  },
  {
    id: 'setting.menuWidth',
    key: 'menuWidth',
    i18nKey: 'settings.menuWidth',
    type: 'number',
    roles: ['*'],
    min: 120,
    max: 480,
  },
  { id: 'setting.colorWeak', key: 'colorWeak', i18nKey: 'settings.colorWeak', type: 'boolean', roles: ['*'] },
  {
    id: 'setting.themeColor',
    key: 'themeColor',
    i18nKey: 'settings.themeColor',
    type: 'color',
    roles: ['*'],
    choices: THEME_COLOR_PRESETS,
  },
];
