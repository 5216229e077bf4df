import { i18n, initialLocale } from '../lib/i18n.ts';
import { clearRouteListeners } from '../lib/route-listener.ts';
import { appSettingsStore } from '../stores/app-settings-store.ts';
import { clearMessages } from '../stores/messages-store.ts';
import { readStoredRecent, recentStore } from '../stores/recent-store.ts';
import { session } from '../stores/session-storage.ts';
import { initialSettings } from '../stores/settings-storage.ts';
import { readStoredTabs, tabBarStore } from '../stores/tab-bar-store.ts';
import { userStore } from '../stores/user-store.ts';

/**
 * The web test files share their worker's modules (vitest.config.ts: `isolate: false`) but each
 * gets a fresh jsdom, so its storage is empty. This puts the console's module-level state back to
 * what a fresh import would make of that empty storage: the stores, the route announcements and
 * the language, so no file sees what the previous one left.
 */
export async function resetSharedState(): Promise<void> {
  clearMessages();
  recentStore.visits = readStoredRecent(session());
  tabBarStore.tags = readStoredTabs(session());
  tabBarStore.reloads = {};
  userStore.profile = null;
  userStore.role = '';
  Object.assign(appSettingsStore, initialSettings(localStorage));
  clearRouteListeners();
  await i18n.changeLanguage(initialLocale());
}
