import { clearServerMenu } from '../features/settings/stores/app-settings-store.ts';
import { resetUser } from '../features/user/stores/user-store.ts';
import { onSessionEnd } from '../lib/api.ts';
import { clearRouteListeners } from '../lib/route-listener.ts';

/** When the session ends (logout, session gone): clear the profile and role, the server menu and route listeners (spec §4). */
export function wireSession(): () => void {
  return onSessionEnd(() => {
    resetUser();
    clearServerMenu();
    clearRouteListeners();
  });
}
