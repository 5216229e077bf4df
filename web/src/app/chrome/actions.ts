import type { ApiClient } from '@opsdeck/shared/api';
import { actionEntries, routeByPath } from '@opsdeck/shared/catalogue';
import { copySettings } from '../../features/settings/components/copy-settings-action.ts';
import { i18n } from '../../lib/i18n.ts';
import { toastSuccess } from '../../lib/toaster.ts';
import { setSettingsOpen, toggleTheme } from '../../stores/app-settings-store.ts';
import { markAllRead } from '../../stores/messages-store.ts';
import { resetTabs } from '../../stores/tab-bar-store.ts';
import {
  otherLocale,
  switchLocale,
  switchRoleAndTell,
  toggleFullscreenOrTell,
} from './lib/chrome-commands.ts';

/** What a chrome action may need from where it runs (the palette passes the router's navigate). */
export interface ChromeActionContext {
  navigate: (to: string) => void;
  api: ApiClient;
}

type ChromeAction = (ctx: ChromeActionContext) => unknown;

/** The route name of the page on screen. */
function activeRouteName(): string {
  return routeByPath(window.location.pathname.replace(/\/+$/, '') || '/')?.name ?? '';
}

/**
 * The web side of the catalogue's `chrome.*` actions (shared/src/catalogue/actions.ts): the palette
 * looks an action up here by id and runs it. A test checks both lists hold the same ids.
 */
export const chromeActions: Readonly<Record<string, ChromeAction>> = {
  'chrome.toggleTheme': () => {
    toggleTheme();
  },
  'chrome.switchLanguage': () => switchLocale(otherLocale()),
  'chrome.switchRole': () => switchRoleAndTell(),
  'chrome.resetTabs': ({ navigate }) => {
    const to = resetTabs(activeRouteName());
    if (to) navigate(to);
    toastSuccess(i18n.t('chrome.tabs.reset'));
  },
  'chrome.markAllRead': async ({ api }) => {
    if (await markAllRead(api)) toastSuccess(i18n.t('chrome.messages.markedAllRead'));
  },
  'chrome.copySettings': () => copySettings(),
  'chrome.openSettings': () => setSettingsOpen(true),
  'chrome.toggleFullscreen': () => toggleFullscreenOrTell(),
};

/** The catalogue entries of the chrome actions. */
export const chromeActionEntries = actionEntries.filter((a) => a.id.startsWith('chrome.'));

/** Runs a chrome action by id; false when the id is not a chrome action. */
export async function runChromeAction(id: string, ctx: ChromeActionContext): Promise<boolean> {
  const action = chromeActions[id];
  if (!action) return false;
  await action(ctx);
  return true;
}
