import { createApiClient } from '@opsdeck/shared/api';
import { createSession, TOKEN_STORAGE_KEY, type TokenStore } from '@opsdeck/shared/auth';
import { env } from '../config/env.ts';
import { currentLocale } from './i18n.ts';
import { toastError } from './toaster.ts';

/** The web console's token store: localStorage key `token` (spec §4, §9). */
export const tokenStore: TokenStore = {
  get: () => localStorage.getItem(TOKEN_STORAGE_KEY),
  set: (token) => localStorage.setItem(TOKEN_STORAGE_KEY, token),
  clear: () => localStorage.removeItem(TOKEN_STORAGE_KEY),
};

const sessionEndListeners = new Set<() => void>();

/** Runs when the session ends (logout, or the server says it is gone): clear profile, menu, listeners. */
export function onSessionEnd(listener: () => void): () => void {
  sessionEndListeners.add(listener);
  return () => sessionEndListeners.delete(listener);
}

function endSession(): void {
  for (const l of sessionEndListeners) l();
}

/** The API client bound to the browser: `/api`, the stored token, the UI language, toasts (spec §7, §8). */
export const api = createApiClient({
  baseURL: env.apiBaseUrl,
  getToken: tokenStore.get,
  getLocale: currentLocale,
  onError: (message) => toastError(message),
  onSessionGone: () => {
    // Only a session that existed can be gone (a failed sign-in must not reload the page).
    if (!tokenStore.get()) return;
    tokenStore.clear();
    endSession();
    window.location.reload();
  },
});

/** Sign-in, sign-out and profile over the browser's client and token store. */
export const session = createSession(api, tokenStore, { onLogout: endSession });

/** Clears the session on this device without calling the server (its token is already unusable). */
export function dropSession(): void {
  tokenStore.clear();
  endSession();
}
