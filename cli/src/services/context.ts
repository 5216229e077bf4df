import type { ApiClient } from '@opsdeck/shared/api';
import type { Session, TokenStore } from '@opsdeck/shared/auth';
import type { Locale } from '@opsdeck/shared/i18n';
import type { ConfigStore } from '../config/config-store.js';
import type { CredentialsStore } from '../config/credentials-store.js';
import type { Translate } from '../i18n.js';
import type { Unsubscribe } from '../io/interrupts.js';
import type { IOStreams } from '../io/io-streams.js';

/** What a service needs to do its work for one resolved server (built by the factory, faked in tests). */
export interface ServiceContext {
  io: IOStreams;
  t: Translate;
  locale: Locale;
  /** The API base URL this command talks to. */
  server: string;
  /** True when OPSDECK_TOKEN overrides the stored token. */
  envToken: boolean;
  config(): ConfigStore;
  /** credentials.json (tokens, and who signed in with which role, per server). */
  credentials(): CredentialsStore;
  /** The token of this server (OPSDECK_TOKEN first, else credentials.json). */
  tokenStore(): TokenStore;
  /** Throws NotSignedInError (exit 4) when there is no token for the server. */
  requireSignIn(): void;
  apiClient(): Promise<ApiClient>;
  /**
   * Sign-in, sign-out and profile over this server. With `signIn` the session works on the stored
   * token only (OPSDECK_TOKEN ignored) and saves the phone with the new token.
   */
  session(signIn?: { phone: string }): Promise<Session>;
  /** The CLI's own directory (config.json, credentials.json, the batches it ran); unset in some tests. */
  configDir?: string;
  /** Takes the next Ctrl+C instead of quitting (a batch stops cleanly); the second one still quits. */
  onInterrupt(listener: () => void): Unsubscribe;
}
