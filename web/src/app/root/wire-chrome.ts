import { subscribe } from 'valtio';
import { applyColorWeak, applyTheme, applyThemeColor } from '../../features/theme/lib/apply-theme.ts';
import { adoptSettings, appSettingsStore } from '../../stores/app-settings-store.ts';
import { readStoredSettings, SETTINGS_STORAGE_KEY } from '../../stores/settings-storage.ts';

function apply(): void {
  const { theme, colorWeak, themeColor } = appSettingsStore;
  applyTheme(theme);
  applyColorWeak(colorWeak);
  applyThemeColor(themeColor, theme);
}

/**
 * Puts the settings on the page before the first render (no flash of the light theme after a
 * reload) and keeps them there: theme (body attribute and Blueprint's dark class), colour weak
 * (body filter) and the theme colour's shades (CSS variables). Settings changed in another browser
 * tab are taken over too. Returns the undo function.
 */
export function wireChrome(): () => void {
  apply();
  let last = `${appSettingsStore.theme}|${appSettingsStore.colorWeak}|${appSettingsStore.themeColor}`;
  const unsubscribe = subscribe(appSettingsStore, () => {
    const next = `${appSettingsStore.theme}|${appSettingsStore.colorWeak}|${appSettingsStore.themeColor}`;
    if (next === last) return;
    last = next;
    apply();
  });
  const onStorage = (e: StorageEvent) => {
    if (e.key === SETTINGS_STORAGE_KEY) adoptSettings(readStoredSettings(localStorage));
  };
  window.addEventListener('storage', onStorage);
  return () => {
    unsubscribe();
    window.removeEventListener('storage', onStorage);
  };
}
