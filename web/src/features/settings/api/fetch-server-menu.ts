import { Intent } from '@blueprintjs/core';
import { type ApiClient, getUserMenu, quietly } from '@opsdeck/shared/api';
import { i18n } from '../../../lib/i18n.ts';
import { ERROR_TOAST_MS, showToast } from '../../../lib/toaster.ts';
import { appSettingsStore } from '../../../stores/app-settings-store.ts';

/** One notification updated in place, as the template's Notification with id `menuNotice`. */
const NOTICE_KEY = 'menuNotice';

let pending: Promise<boolean> | undefined;

/**
 * Fetches the menu tree for the caller's role into the settings store (spec §6: used only with
 * menu-from-server), with loading, success and error notifications. Concurrent calls share one request.
 * Resolves true when the menu came in; on failure the store keeps the menu it had.
 */
export function fetchServerMenu(api: ApiClient): Promise<boolean> {
  pending ??= (async () => {
    showToast(
      {
        message: i18n.t('web.serverMenu.loading'),
        icon: 'cloud-download',
        intent: Intent.PRIMARY,
        timeout: 0,
      },
      NOTICE_KEY,
    );
    try {
      // quiet: its failure is this one notice, not a second generic toast
      appSettingsStore.serverMenu = await getUserMenu(quietly(api));
      showToast(
        {
          message: i18n.t('web.serverMenu.loaded'),
          icon: 'tick-circle',
          intent: Intent.SUCCESS,
          timeout: 2000,
        },
        NOTICE_KEY,
      );
      return true;
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      showToast(
        {
          message: i18n.t('web.serverMenu.failed', { message }),
          icon: 'error',
          intent: Intent.DANGER,
          timeout: ERROR_TOAST_MS,
        },
        NOTICE_KEY,
      );
      return false;
    } finally {
      pending = undefined;
    }
  })();
  return pending;
}
