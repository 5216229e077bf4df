import { chromeEn } from './chrome.js';
import { coreEn } from './core.js';
import { twoFactorEn } from './two-factor.js';
import { webEn } from './web.js';

/**
 * The web console's first strings (en-US): what /login, the boot screen, the guard's notices and
 * error toasts need. The signed-in console adds `web-console.ts`; the CLI's strings never reach the
 * browser. `index.ts` is both parts plus the CLI's strings.
 */
export const enUSFirst = { ...coreEn, ...twoFactorEn, ...webEn, ...chromeEn };
