import type { AppSettings } from '@opsdeck/shared/catalogue';
import type { MenuNode } from '@opsdeck/shared/schemas';
import { proxy } from 'valtio';
import { initialSettings, writeStoredSettings } from './settings-storage.ts';

/**
 * The console's app settings (spec §3), starting from the catalogue defaults (spec §9) with the
 * operator's stored choices on top. `theme` is read by the chart screens, which follow it.
 */
export interface AppSettingsState extends Omit<AppSettings, 'serverMenu'> {
  serverMenu: MenuNode[];
}

function browserStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

export const appSettingsStore = proxy<AppSettingsState>({
  ...(initialSettings(browserStorage()) as AppSettingsState),
});

function persist(): void {
  writeStoredSettings(browserStorage(), appSettingsStore);
}

/**
 * Changes settings at once and keeps the operator's choices (spec §4: "Settings switches update
 * stored settings at once"). Turning the top menu on un-collapses the menu.
 */
export function updateSettings(patch: Partial<AppSettingsState>): void {
  Object.assign(appSettingsStore, patch);
  if (patch.topMenu === true) appSettingsStore.menuCollapse = false;
  persist();
}

/** Light ↔ dark; returns the new theme. */
export function toggleTheme(): AppSettingsState['theme'] {
  updateSettings({ theme: appSettingsStore.theme === 'dark' ? 'light' : 'dark' });
  return appSettingsStore.theme;
}

/** Opens or closes the settings drawer (`globalSettings`, not kept). */
export function setSettingsOpen(open: boolean): void {
  appSettingsStore.globalSettings = open;
}

/** The window's class (below 992 px: mobile, menu in a drawer); derived, so not kept. */
export function setDevice(mobile: boolean): void {
  const device = mobile ? 'mobile' : 'desktop';
  if (appSettingsStore.device === device && appSettingsStore.hideMenu === mobile) return;
  appSettingsStore.device = device;
  appSettingsStore.hideMenu = mobile;
}

/** Takes the choices another browser tab just stored (storage event), without writing them back. */
export function adoptSettings(patch: Partial<AppSettingsState>): void {
  Object.assign(appSettingsStore, patch);
}

/** Forgets the server menu (logout). */
export function clearServerMenu(): void {
  appSettingsStore.serverMenu = [];
}
