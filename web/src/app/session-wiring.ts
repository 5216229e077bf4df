import { clearRouteListeners } from '../lib/route-listener.ts';
import type { WebApi } from '../lib/web-api.ts';
import { clearServerMenu } from '../stores/app-settings-store.ts';
import { clearMessages } from '../stores/messages-store.ts';
import { clearTabs } from '../stores/tab-bar-store.ts';
import { resetUser } from '../stores/user-store.ts';

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
