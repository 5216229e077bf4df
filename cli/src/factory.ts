import type { ApiClient } from '@opsdeck/shared/api';
import type { Session, TokenStore } from '@opsdeck/shared/auth';
import { AbortError, ApiError, isSessionGoneCode, UsageError } from '@opsdeck/shared/errors';
import type { Locale } from '@opsdeck/shared/i18n/locale';
import type { AxiosAdapter } from 'axios';
import { type ConfigStore, createConfigStore } from './config/config-store.js';
import { type CredentialsStore, createCredentialsStore } from './config/credentials-store.js';
import { resolveServerUrl } from './config/server-url.js';
import type { CliEnv } from './env.js';
import {
  FOREIGN_ANSWER_CODE,
  NotOpsDeckError,
  NotSignedInError,
  TransportError,
  UnreachableError,
} from './errors.js';
import type { Translate } from './i18n.js';
import { createInterrupts, type Interrupts } from './io/interrupts.js';
import type { IOStreams } from './io/io-streams.js';
import type { ServiceContext } from './services/context.js';
import { CLI_VERSION } from './version.js';

/** How long one API call may take before it fails as a transport error. */
const REQUEST_TIMEOUT_MS = 30_000;

/** Waits before trying a server that refused the connection again; then it is "cannot reach". */
export const UNREACHABLE_RETRY_MS = [200, 500] as const;

/** The proxy (HTTPS_PROXY, HTTP_PROXY) failed, not the server: the adapter's message says so. */
const PROXY_FAILED = /^the proxy /;

/**
 * An https:// address whose server does not speak TLS (a plain HTTP server: OpenSSL's "wrong version
 * number"), or whose TLS failed below HTTP: nothing was sent.
 */
const TLS_FAILED = /\b(EPROTO|ERR_SSL_[A-Z_]+)\b|wrong version number/;

/** A connection that never opened: the request was not sent, so trying it again is safe. */
const NOT_CONNECTED = /\b(ECONNREFUSED|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH|ENETUNREACH)\b/;

/**
 * Everything a command needs, built once in main.ts (gh `cmdutil.Factory`). Getters are lazy:
 * nothing touches the disk or loads the HTTP client until a command asks, so `--help` stays fast.
 */
export interface Factory {
  io: IOStreams;
  env: CliEnv;
  locale: Locale;
  t: Translate;
  config(): ConfigStore;
  credentials(): CredentialsStore;
  /** --server, else OPSDECK_SERVER, else the saved server, else the default. */
  resolveServer(flag?: string): string;
  /** The token of a server: OPSDECK_TOKEN when set, else credentials.json. */
  tokenStore(server: string): TokenStore;
  apiClient(server: string): Promise<ApiClient>;
  /** A session over a server; `signIn` gives one on the stored token only that saves the phone. */
  session(server: string, signIn?: { phone: string }): Promise<Session>;
  /** The service context of one command run. */
  context(serverFlag?: string): ServiceContext;
  /** Ctrl+C: main.ts feeds it the signal; a running batch may take it. */
  interrupts: Interrupts;
  /** A step-up code given on the command line (`--code`), sent when the server asks for one. */
  stepUp: { code?: string };
}

/** main.ts passes the process's interrupt hub; tests an axios adapter instead of the network (node:http by default). */
export interface FactoryOptions {
  adapter?: AxiosAdapter;
  interrupts?: Interrupts;
}

function memo<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => {
    value ??= make();
    return value;
  };
}

/** Builds the factory over an environment, streams and the translator of the environment's language. */
export function createFactory(
  env: CliEnv,
  io: IOStreams,
  t: Translate,
  options: FactoryOptions = {},
): Factory {
  const config = memo(() =>
    createConfigStore(env.configDir, (key, value) => t('cli.errors.badConfigValue', { key, value })),
  );
  const credentials = memo(() => createCredentialsStore(env.configDir));
  const interrupts = options.interrupts ?? createInterrupts(() => {});

  const tokenStore = (server: string): TokenStore => {
    const file = credentials().tokenStore(server);
    return env.token ? { ...file, get: () => env.token ?? null } : file;
  };

  async function apiClient(server: string, store: TokenStore = tokenStore(server)): Promise<ApiClient> {
    const { createApiClient, createHttpAdapter, markForeignAnswers } = await import('./net/clients.js');
    // OPSDECK_TOKEN is the cause when the server refuses the token this client sends
    const envToken = env.token !== undefined && store.get() === env.token;
    const client = createApiClient({
      baseURL: server,
      getToken: store.get,
      getLocale: () => env.locale,
      headers: { 'User-Agent': `opsdeck-cli/${CLI_VERSION}` },
      adapter: options.adapter ?? createHttpAdapter(env.proxy),
    });
    client.axios.defaults.timeout = REQUEST_TIMEOUT_MS;
    markForeignAnswers(client.axios);
    /** The CLI's own error for an answer that names its cause better than the server's message. */
    const explained = (err: ApiError): Error => {
      if (err.code === FOREIGN_ANSWER_CODE) {
        const params = { server, status: err.status, type: err.message };
        return new NotOpsDeckError(t('cli.errors.notOpsdeck', params), [t('cli.errors.notOpsdeckHint')]);
      }
      if (envToken && isSessionGoneCode(err.code)) {
        const message = t('cli.errors.envTokenRejected', { server, reason: err.message });
        return new NotSignedInError(message, [t('cli.errors.envTokenHint')]);
      }
      return err;
    };
    const wrapped: ApiClient = {
      axios: client.axios,
      async request(config) {
        for (let attempt = 0; ; attempt++) {
          try {
            return await client.request(config);
          } catch (err) {
            if (!(err instanceof ApiError)) throw err;
            if (!err.transport) throw explained(err);
            if (PROXY_FAILED.test(err.message)) {
              throw new TransportError(t('cli.errors.requestError', { cause: err.message }), [
                t('cli.errors.proxyHint', { server }),
              ]);
            }
            const hint = [t('cli.errors.serverHint', { server })];
            if (TLS_FAILED.test(err.message)) {
              // OpenSSL's own text (a line of library codes) says less than this
              throw new TransportError(t('cli.errors.tlsFailed', { server }), [
                t('cli.errors.tlsHint', { server: server.replace(/^https:/, 'http:') }),
              ]);
            }
            if (!NOT_CONNECTED.test(err.message)) {
              throw new TransportError(t('cli.errors.requestError', { cause: err.message }), hint);
            }
            const wait = UNREACHABLE_RETRY_MS[attempt];
            if (wait === undefined)
              throw new UnreachableError(t('cli.errors.cannotReach', { url: server }), hint);
            await new Promise((resolve) => setTimeout(resolve, wait));
          }
        }
      },
    };
    const { withStepUp } = await import('./net/clients.js');
    return withStepUp(wrapped, askCode);
  }

  const stepUp: { code?: string } = {};
  /**
   * The step-up code the server asks for (approving, changing a money policy, for an admin with
   * TOTP on): `--code` once, else a prompt on a terminal, else a usage error naming --code. A code
   * the server refused (wrong, expired, used already) is asked again on a terminal; without one the
   * command fails with the server's reason, naming --code (exit 1: the server refused it).
   */
  async function askCode(failure?: string): Promise<string | null> {
    const given = stepUp.code;
    if (given !== undefined) {
      stepUp.code = undefined;
      if (!failure) return given;
    }
    if (failure && !io.canPrompt()) throw new AbortError(t('cli.stepUp.refused', { message: failure }));
    if (!io.canPrompt()) throw new UsageError(t('cli.stepUp.needsCode'));
    const { renderSecretPrompt, renderWarning } = await import('./ui/render.js');
    if (failure) renderWarning(io, failure);
    return renderSecretPrompt({ io, label: t('cli.stepUp.label'), hint: t('cli.stepUp.hint') });
  }

  async function session(server: string, signIn?: { phone: string }): Promise<Session> {
    const store = signIn ? credentials().tokenStore(server, () => signIn) : tokenStore(server);
    const [{ createSession }, client] = await Promise.all([
      import('./net/clients.js'),
      apiClient(server, store),
    ]);
    return createSession(client, store);
  }

  const resolveServer = (flag?: string) =>
    resolveServerUrl({ flag, env: env.server, saved: config().get('server') }, (source, value) =>
      t('cli.errors.badServer', { source, value }),
    );

  return {
    io,
    env,
    locale: env.locale,
    t,
    config,
    credentials,
    resolveServer,
    tokenStore,
    apiClient: (server) => apiClient(server),
    session,
    interrupts,
    stepUp,
    context(serverFlag) {
      const server = resolveServer(serverFlag);
      return {
        io,
        t,
        locale: env.locale,
        server,
        envToken: env.token !== undefined,
        configDir: env.configDir,
        config,
        credentials,
        tokenStore: () => tokenStore(server),
        requireSignIn() {
          if (tokenStore(server).get()) return;
          throw new NotSignedInError(
            t('cli.errors.notSignedIn', { server }),
            [t('cli.errors.loginHint')],
            server,
          );
        },
        apiClient: () => apiClient(server),
        session: (signIn) => session(server, signIn),
        onInterrupt: (listener) => interrupts.onInterrupt(listener),
      };
    },
  };
}
