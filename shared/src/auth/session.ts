import { getProfile } from '../api/account/profile.js';
import { login as loginCall, verifyLogin } from '../api/auth/login.js';
import { logout as logoutCall } from '../api/auth/logout.js';
import type { ApiClient } from '../api/client.js';
import type { LoginBody } from '../schemas/auth.js';
import type { Profile } from '../schemas/profile.js';
import type { LoginVerifyBody } from '../schemas/two-factor.js';
import type { TokenStore } from './token-store.js';

/** Hooks a client binds to the session (clear the cached profile, drop listeners…). */
export interface SessionHooks {
  onLogin?: (token: string) => void;
  onLogout?: () => void;
}

/** A sign-in's first step: signed in (the token), or a challenge waiting for the TOTP code. */
export type SignInStep = { token: string } | { challenge: string; expiresIn: number };

/** Sign-in, sign-out and profile over one client and token store. */
export interface Session {
  /** The password step: signs in, or answers the challenge when the operator has TOTP on. */
  login(body: LoginBody): Promise<SignInStep>;
  /** The second step: the challenge and a code sign in. */
  verify(body: LoginVerifyBody): Promise<string>;
  logout(): Promise<void>;
  profile(): Promise<Profile>;
  isSignedIn(): boolean;
}

/** Builds the session service both web and CLI use. */
export function createSession(client: ApiClient, store: TokenStore, hooks: SessionHooks = {}): Session {
  return {
    async login(body) {
      const result = await loginCall(client, body);
      if ('challenge' in result) return { challenge: result.challenge, expiresIn: result.expiresIn };
      store.set(result.accessToken);
      hooks.onLogin?.(result.accessToken);
      return { token: result.accessToken };
    },
    async verify(body) {
      const { accessToken } = await verifyLogin(client, body);
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
