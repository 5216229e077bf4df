import axios, {
  type AxiosAdapter,
  type AxiosError,
  type AxiosInstance,
  type AxiosRequestConfig,
} from 'axios';
import { CODES, isSessionGoneCode } from '../errors/codes.js';
import { ApiError, CancelError, type FieldError } from '../errors/errors.js';

/** The call whose session-gone answer is left to the navigation guard (spec §8). */
export const PROFILE_PATH = '/admin/account/profile';

/** What web and CLI inject into the client (spec §7/§8 behaviour as hooks). */
export interface ApiClientOptions {
  /** e.g. '/api' in the browser, 'http://localhost:8080/api' in the CLI. */
  baseURL: string;
  /** The stored token, sent as `Authorization: Bearer …` when present. */
  getToken: () => string | null | undefined;
  /** The caller's language, sent as Accept-Language so server messages come translated. */
  getLocale?: () => string;
  /** Every failed call: the server's message, 'Error' when it has none, 'Request Error' on transport failure. */
  onError?: (message: string, error: ApiError) => void;
  /** Codes 50008/50012/50014/401 on any call but the profile call. */
  onSessionGone?: (error: ApiError) => void;
  /** Extra headers on every call (e.g. User-Agent in the CLI). */
  headers?: Record<string, string>;
  /** For tests: a custom axios adapter. */
  adapter?: AxiosAdapter;
}

/** One call's options: axios's, plus `quiet` when the caller reports a failure itself (no onError). */
export type ApiRequestConfig = AxiosRequestConfig & { quiet?: boolean };

/** A typed call: resolves with the envelope's `data`, rejects with an ApiError. */
export interface ApiClient {
  request<T>(config: ApiRequestConfig): Promise<T>;
  readonly axios: AxiosInstance;
}

/** The same client with every call quiet: its caller shows the failure in its own words. */
export function quietly(client: ApiClient): ApiClient {
  return { axios: client.axios, request: (config) => client.request({ ...config, quiet: true }) };
}

interface Envelope {
  code?: unknown;
  message?: unknown;
  msg?: unknown;
  data?: unknown;
  details?: unknown;
}

function asEnvelope(body: unknown): Envelope | undefined {
  return body !== null && typeof body === 'object' && 'code' in body ? (body as Envelope) : undefined;
}

function envelopeError(env: Envelope, status: number): ApiError {
  const message =
    typeof env.message === 'string' && env.message
      ? env.message
      : typeof env.msg === 'string' && env.msg
        ? env.msg
        : 'Error';
  const code = typeof env.code === 'number' ? env.code : status || CODES.server;
  const details = Array.isArray(env.details) ? (env.details as FieldError[]) : undefined;
  return new ApiError({ message, status, code, details });
}

/** Builds the API client that web and CLI share; each binds its own token store and hooks. */
export function createApiClient(opts: ApiClientOptions): ApiClient {
  const instance = axios.create({ baseURL: opts.baseURL, adapter: opts.adapter, headers: opts.headers });

  instance.interceptors.request.use((config) => {
    const token = opts.getToken();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    const locale = opts.getLocale?.();
    if (locale) config.headers.set('Accept-Language', locale);
    return config;
  });

  function fail(error: ApiError, config: ApiRequestConfig): never {
    if (!config.quiet) opts.onError?.(error.message, error);
    if (isSessionGoneCode(error.code) && !(config.url ?? '').endsWith(PROFILE_PATH))
      opts.onSessionGone?.(error);
    throw error;
  }

  async function request<T>({ quiet, ...axiosConfig }: ApiRequestConfig): Promise<T> {
    const config: ApiRequestConfig = { ...axiosConfig, quiet };
    let body: unknown;
    let status = 0;
    try {
      const res = await instance.request(axiosConfig);
      body = res.data;
      status = res.status;
    } catch (err) {
      // A request the caller aborted (AbortSignal) is not a failure: no toast, no onError.
      if (axios.isCancel(err)) throw new CancelError('Request cancelled');
      const ax = err as AxiosError;
      const env = asEnvelope(ax.response?.data);
      if (env) return fail(envelopeError(env, ax.response?.status ?? 0), config);
      if (ax.response) {
        return fail(
          new ApiError({
            message: ax.message || 'Error',
            status: ax.response.status,
            code: ax.response.status,
          }),
          config,
        );
      }
      return fail(
        new ApiError({ message: ax.message || 'Request Error', status: 0, code: 0, transport: true }),
        config,
      );
    }
    const env = asEnvelope(body);
    if (!env) return fail(new ApiError({ message: 'Error', status, code: CODES.server }), config);
    if (env.code !== CODES.ok) return fail(envelopeError(env, status), config);
    return env.data as T;
  }

  return { request, axios: instance };
}
