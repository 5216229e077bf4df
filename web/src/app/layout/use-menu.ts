import { useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { listenRoute } from '../../lib/route-listener.ts';
import { appSettingsStore } from '../../stores/app-settings-store.ts';
import { userStore } from '../../stores/user-store.ts';
import { hasScreen } from '../screens.ts';
import { localMenu, type SideMenuGroup, serverMenu } from './menu-model.ts';

/**
 * The menu for the current role: from the catalogue, or from the server's tree with menu-from-server
 * on (screens.md §1.4); it follows role switches at once. `current` is the route on screen.
 */
export function useMenu(): { menu: SideMenuGroup[]; current: string } {
  const { role } = useSnapshot(userStore);
  const settings = useSnapshot(appSettingsStore);
  const [current, setCurrent] = useState('');
  useEffect(() => listenRoute((change) => setCurrent(change.name)), []);
  const menu = useMemo(
    () =>
      settings.menuFromServer
        ? serverMenu(settings.serverMenu as Parameters<typeof serverMenu>[0], role, hasScreen)
        : localMenu(role, hasScreen),
    [settings.menuFromServer, settings.serverMenu, role],
  );
  return { menu, current };
}
