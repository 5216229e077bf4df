import { type ApiClient, type ApiClientOptions, createApiClient } from '@opsdeck/shared/api/client';
import { type AskCode, isOtpRequired, withStepUp } from '@opsdeck/shared/api/step-up';
import { createSession, type Session, type TokenStore } from '@opsdeck/shared/auth';
import { ApiError, CancelError } from '@opsdeck/shared/errors';
import { DEFAULT_LOCALE, isLocale } from '@opsdeck/shared/i18n/locale';
import { i18n } from './i18n.ts';
import { yieldToMain } from './yield-to-main.ts';

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
  /** Settles when no call is on its way (at once when none is). */
  whenQuiet(): Promise<void>;
}

export interface WebApiOptions
  extends Pick<ApiClientOptions, 'baseURL' | 'getLocale' | 'onError' | 'adapter'> {
  tokenStore: TokenStore;
  /** After a session the server no longer knows has been dropped (the browser reloads). */
  afterSessionGone?: () => void;
  /** Asks for a fresh TOTP code when the server wants one (approving, a money policy). */
  askCode?: AskCode;
  /**
   * Sends each call in a task of its own (the browser's client, browser-api.ts): a screen's first
   * commit makes its calls in its effects, and building and sending each (axios' config and
   * headers, the XHR's open and send) ran inside that commit's task; the monitor's eight calls were
   * about a quarter of its 83 ms. Counted as on their way from the moment they are made
   * (`whenQuiet`). Tests' clients send at once.
   */
  sendInOwnTask?: boolean;
}

/**
 * A transport failure ("Network Error", a timeout) reads 'Request Error' in the operator's language
 * (spec §8); the library's English cause is not shown. Other errors pass unchanged.
 */
export function localizeTransportError(error: unknown, locale: string | undefined): unknown {
  if (!(error instanceof ApiError) || !error.transport) return error;
  return new ApiError({
    message: i18n.getFixedT(isLocale(locale) ? locale : DEFAULT_LOCALE)('common.requestError'),
    status: error.status,
    code: error.code,
    details: error.details,
    transport: true,
  });
}

/** The calls that need no session (everything else needs the operator's token). */
const PUBLIC_PATHS = ['/admin/auth/login', '/health'];

/**
 * True for a call that needs a session while there is none: after a sign-out, a screen still on its
 * way out (a list's filter options, a poll) must not ask the server and toast "Not signed in"; the
 * guard is already taking the operator to the login page.
 */
export function needsSessionWithout(url: string | undefined, token: string | null): boolean {
  return !token && !PUBLIC_PATHS.some((p) => (url ?? '').startsWith(p));
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
  const localize = (error: unknown) => localizeTransportError(error, opts.getLocale?.());
  const raw = createApiClient({
    baseURL: opts.baseURL,
    getToken: tokenStore.get,
    getLocale: opts.getLocale,
    onError: (_message, error) => {
      // "needs a fresh code" is answered by the code dialog, not a toast
      if (opts.askCode && isOtpRequired(error)) return;
      const shown = localize(error) as ApiError;
      opts.onError?.(shown.message, shown);
    },
    adapter: opts.adapter,
    onSessionGone: () => {
      // Only a session that existed can be gone (a failed sign-in must not reload the page).
      if (!tokenStore.get()) return;
      dropSession();
      opts.afterSessionGone?.();
    },
  });
  // The session is a bearer token, never a cookie: there is no XSRF cookie to send. Left on, axios'
  // XHR adapter asks Chromium's cookie store for one before sending each same-origin call: a round
  // trip to the browser process and a task more before every call a screen makes.
  raw.axios.defaults.withXSRFToken = false;
  let inFlight = 0;
  let quietWaiters: (() => void)[] = [];
  const settled = () => {
    inFlight -= 1;
    if (inFlight > 0) return;
    const waiters = quietWaiters;
    quietWaiters = [];
    for (const w of waiters) w();
  };
  const counted: ApiClient = {
    axios: raw.axios,
    async request<T>(config: Parameters<ApiClient['request']>[0]): Promise<T> {
      // not sent, and quiet like an aborted call (useFetch and the toasts ignore a CancelError)
      if (needsSessionWithout(config.url, tokenStore.get())) throw new CancelError('Signed out: not sent');
      inFlight += 1;
      try {
        if (opts.sendInOwnTask) {
          await yieldToMain();
          if (config.signal?.aborted) throw new CancelError('Aborted before it was sent');
        }
        return await raw.request<T>(config);
      } catch (error) {
        throw localize(error);
      } finally {
        settled();
      }
    },
  };
  const client = opts.askCode ? withStepUp(counted, opts.askCode) : counted;
  return {
    client,
    session: createSession(client, tokenStore, { onLogout: endSession }),
    tokenStore,
    onSessionEnd(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dropSession,
    whenQuiet: () =>
      inFlight === 0 ? Promise.resolve() : new Promise((resolve) => quietWaiters.push(resolve)),
  };
}
