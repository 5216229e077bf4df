import { getProfile } from '../api/account/profile.js';
import { login as loginCall } from '../api/auth/login.js';
import { logout as logoutCall } from '../api/auth/logout.js';
import type { ApiClient } from '../api/client.js';
import type { LoginBody } from '../schemas/auth.js';
import type { Profile } from '../schemas/profile.js';
import type { TokenStore } from './token-store.js';

/** Hooks a client binds to the session (clear the cached profile, drop listeners…). */
export interface SessionHooks {
  onLogin?: (token: string) => void;
  onLogout?: () => void;
}

/** Sign-in, sign-out and profile over one client and token store. */
export interface Session {
  login(body: LoginBody): Promise<string>;
  logout(): Promise<void>;
  profile(): Promise<Profile>;
  isSignedIn(): boolean;
}

/** Builds the session service both web and CLI use. */
export function createSession(client: ApiClient, store: TokenStore, hooks: SessionHooks = {}): Session {
  return {
    async login(body) {
      const { accessToken } = await loginCall(client, body);
      store.set(accessToken);
      hooks.onLogin?.(accessToken);
      return accessToken;
    },
    /** Clears the token and profile even when the call fails (spec §4). */
    async logout() {
      try {
        if (store.get()) await logoutCall(client);
      } finally {
        store.clear();
        hooks.onLogout?.();
      }
    },
    profile: () => getProfile(client),
    isSignedIn: () => !!store.get(),
  };
}
