import { type AppSettings, DEFAULT_SETTINGS } from '@opsdeck/shared/catalogue';
import type { MenuNode } from '@opsdeck/shared/schemas';
import { proxy } from 'valtio';

/** The console's app settings (spec §3), starting from the catalogue defaults (spec §9). */
export interface AppSettingsState extends Omit<AppSettings, 'serverMenu'> {
  serverMenu: MenuNode[];
}

export const appSettingsStore = proxy<AppSettingsState>({ ...DEFAULT_SETTINGS, serverMenu: [] });

/** Changes settings at once (spec §4: "Settings switches update stored settings at once"). */
export function updateSettings(patch: Partial<AppSettingsState>): void {
  Object.assign(appSettingsStore, patch);
}

/** Forgets the server menu (logout). */
export function clearServerMenu(): void {
  appSettingsStore.serverMenu = [];
}
