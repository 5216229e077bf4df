import type { ActionEntry } from './types.js';

/**
 * Runnable actions of the palette and the CLI. Each issue that adds a capability adds its
 * actions here (re-issue coins and VIP, content publishing, chrome actions…).
 */
export const actionEntries: ActionEntry[] = [
  {
    id: 'auth.logout',
    i18nKey: 'navbar.logout',
    groupKey: 'common.appName',
    icon: 'log-out',
    keywords: ['logout', 'sign out', '退出', '登出'],
    roles: ['*'],
    risk: 'safe',
    cli: ['logout'],
  },
];
