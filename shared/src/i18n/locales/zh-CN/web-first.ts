import { chromeZh } from './chrome.js';
import { coreZh } from './core.js';
import { twoFactorZh } from './two-factor.js';
import { webZh } from './web.js';

/**
 * The web console's first strings (zh-CN): what /login, the boot screen, the guard's notices and
 * error toasts need. The signed-in console adds `web-console.ts`; the CLI's strings never reach the
 * browser. `index.ts` is both parts plus the CLI's strings.
 */
export const zhCNFirst = { ...coreZh, ...twoFactorZh, ...webZh, ...chromeZh };
