import { i18n } from '../lib/i18n.ts';
import { clearRouteListeners } from '../lib/route-listener.ts';
import type { WebApi } from '../lib/web-api.ts';
import { clearServerMenu } from '../stores/app-settings-store.ts';
import { clearMessages } from '../stores/messages-store.ts';
import { clearTabs } from '../stores/tab-bar-store.ts';
import { resetUser, setProfile, userStore } from '../stores/user-store.ts';

/**
 * When the session ends (logout, session gone): clear the profile and role, the server menu and
 * route listeners (spec §4), and the operator's tabs and messages.
 */
export function wireSession(api: Pick<WebApi, 'onSessionEnd'>): () => void {
  return api.onSessionEnd(() => {
    resetUser();
    clearServerMenu();
    clearRouteListeners();
    clearTabs();
    clearMessages();
  });
}

/**
 * When the console's language changes while signed in: the profile again, since the server names
 * the operator's job, organization and office location in the language asked for (/user/info shows
 * them). A failure keeps the names the profile had.
 */
export function wireProfileLanguage(api: Pick<WebApi, 'session'>): () => void {
  const reload = () => {
    if (userStore.profile) api.session.profile().then(setProfile, () => undefined);
  };
  i18n.on('languageChanged', reload);
  return () => i18n.off('languageChanged', reload);
}
