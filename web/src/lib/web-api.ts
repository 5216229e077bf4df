import { type ApiClient, type ApiClientOptions, createApiClient } from '@opsdeck/shared/api';
import { createSession, type Session, type TokenStore } from '@opsdeck/shared/auth';

/**
 * Everything the console needs to talk to the server: the API client, the session over it (sign-in,
 * sign-out, profile), its token store, and the session-end signal. Made once in app composition
 * (`main.tsx`) and provided to React through `ApiProvider`; tests make their own with `createWebApi`.
 */
export interface WebApi {
  client: ApiClient;
  session: Session;
  tokenStore: TokenStore;
  /** Runs when the session ends (logout, or the server says it is gone); returns the unsubscribe. */
  onSessionEnd(listener: () => void): () => void;
  /** Clears the session on this device without calling the server (its token is already unusable). */
  dropSession(): void;
}

export interface WebApiOptions
  extends Pick<ApiClientOptions, 'baseURL' | 'getLocale' | 'onError' | 'adapter'> {
  tokenStore: TokenStore;
  /** After a session the server no longer knows has been dropped (the browser reloads). */
  afterSessionGone?: () => void;
}

/** Builds a WebApi over one client and token store. */
export function createWebApi(opts: WebApiOptions): WebApi {
  const { tokenStore } = opts;
  const listeners = new Set<() => void>();
  const endSession = () => {
    for (const l of listeners) l();
  };
  const dropSession = () => {
    tokenStore.clear();
    endSession();
  };
  const client = createApiClient({
    baseURL: opts.baseURL,
    getToken: tokenStore.get,
    getLocale: opts.getLocale,
    onError: opts.onError,
    adapter: opts.adapter,
    onSessionGone: () => {
      // Only a session that existed can be gone (a failed sign-in must not reload the page).
      if (!tokenStore.get()) return;
      dropSession();
      opts.afterSessionGone?.();
    },
  });
  return {
    client,
    session: createSession(client, tokenStore, { onLogout: endSession }),
    tokenStore,
    onSessionEnd(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dropSession,
  };
}
