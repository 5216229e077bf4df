import type { TabOperation } from '../../../stores/tab-bar-store.ts';

/**
 * Keyboard shortcuts of the tab bar, for the page on screen. Alt combos, so they never clash with
 * typing, the browser's own Ctrl/Cmd shortcuts or Alt+←/→ (history); Blueprint's hotkeys also skip
 * text fields. The context menu shows them next to each entry, the `?` dialog lists them.
 */
export const TAB_HOTKEYS: Readonly<Record<TabOperation | 'reload', string>> = {
  reload: 'alt+r',
  close: 'alt+w',
  closeLeft: 'alt+shift+left',
  closeRight: 'alt+shift+right',
  closeOthers: 'alt+shift+o',
  closeAll: 'alt+shift+w',
};

/** i18n key of each entry's label. */
export const TAB_OPERATION_LABELS: Readonly<Record<TabOperation | 'reload', string>> = {
  reload: 'chrome.tabs.reload',
  close: 'chrome.tabs.close',
  closeLeft: 'chrome.tabs.closeLeft',
  closeRight: 'chrome.tabs.closeRight',
  closeOthers: 'chrome.tabs.closeOthers',
  closeAll: 'chrome.tabs.closeAll',
};

/** The order of the context menu (screens.md §3.2). */
export const TAB_MENU_ORDER = [
  'reload',
  'close',
  'closeLeft',
  'closeRight',
  'closeOthers',
  'closeAll',
] as const;
