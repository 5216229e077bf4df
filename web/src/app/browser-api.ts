import { TOKEN_STORAGE_KEY, type TokenStore } from '@opsdeck/shared/auth';
import { env } from '../config/env.ts';
import { withEarlyAnswer } from '../lib/early-data.ts';
import { currentLocale } from '../lib/i18n.ts';
import { toastError } from '../lib/toaster.ts';
import { createWebApi, type WebApi } from '../lib/web-api.ts';
import { askStepUpCode } from '../stores/step-up-store.ts';

/** The web console's token store: localStorage key `token` (spec §4, §9). */
export const browserTokenStore: TokenStore = {
  get: () => localStorage.getItem(TOKEN_STORAGE_KEY),
  set: (token) => localStorage.setItem(TOKEN_STORAGE_KEY, token),
  clear: () => localStorage.removeItem(TOKEN_STORAGE_KEY),
};

/**
 * The console's one API client, bound to the browser: `/api` (or VITE_API_BASE_URL), the stored
 * token, the UI language, error toasts, and a reload when the server says the session is gone
 * (spec §7, §8); the first screen's data call takes the answer index.html asked for
 * (`lib/early-data.ts`); each call is sent in a task of its own (`sendInOwnTask`). Called once, in
 * `main.tsx`.
 */
export function createBrowserApi(): WebApi {
  return createWebApi({
    baseURL: env.apiBaseUrl,
    tokenStore: browserTokenStore,
    getLocale: currentLocale,
    onError: (message) => toastError(message),
    afterSessionGone: () => window.location.reload(),
    askCode: askStepUpCode,
    adapter: withEarlyAnswer(),
    sendInOwnTask: true,
  });
}
