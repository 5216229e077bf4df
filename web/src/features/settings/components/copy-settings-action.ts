import { i18n } from '../../../lib/i18n.ts';
import { toastError, toastSuccess } from '../../../lib/toaster.ts';
import { appSettingsStore } from '../../../stores/app-settings-store.ts';
import { copyText, settingsJson } from '../lib/copy-settings.ts';

/** Copies the settings as JSON to the clipboard and says so (or why not). */
export async function copySettings(): Promise<boolean> {
  try {
    await copyText(settingsJson(appSettingsStore));
    toastSuccess(i18n.t('chrome.settings.copied'));
    return true;
  } catch (err) {
    toastError(
      i18n.t('chrome.settings.copyFailed', { message: err instanceof Error ? err.message : String(err) }),
    );
    return false;
  }
}
