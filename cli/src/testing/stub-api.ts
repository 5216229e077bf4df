import { type ApiClient, createApiClient } from '@opsdeck/shared/api';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';

/** One recorded call: method, path and parsed JSON body. */
export interface StubCall {
  baseURL: string | undefined;
  method: string;
  url: string;
  /** Query parameters of a GET. */
  params: Record<string, unknown> | undefined;
  body: unknown;
  headers: Record<string, unknown>;
}

/** A stubbed reply: HTTP status plus the envelope the server would send. */
export interface StubReply {
  status?: number;
  body: unknown;
}

type Handler = (call: StubCall) => StubReply | Promise<StubReply>;

/** `{ 'POST /message/list': () => ({ body: {...} }) }`; unknown routes answer 404. */
export type StubRoutes = Record<string, Handler>;

/** Replies with the success envelope around data. */
export const ok = (data: unknown): StubReply => ({ status: 200, body: { code: 200, message: 'ok', data } });

/** Replies with an error envelope. */
export const fail = (status: number, code: number, message: string): StubReply => ({
  status,
  body: { code, message },
});

/** An axios adapter answering from route handlers and recording every call. */
export function stubAdapter(routes: StubRoutes, calls: StubCall[] = []): AxiosAdapter {
  return async (config: InternalAxiosRequestConfig) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    const body = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
    const call = {
      baseURL: config.baseURL,
      method,
      url,
      params: config.params as Record<string, unknown> | undefined,
      body,
      headers: { ...config.headers },
    };
    calls.push(call);
    const handler = routes[`${method} ${url}`];
    const reply = handler ? await handler(call) : fail(404, 404, 'Not found');
    const status = reply.status ?? 200;
    const response = { status, statusText: String(status), data: reply.body, headers: {}, config };
    if (status >= 400) {
      throw Object.assign(new Error(`Request failed with status code ${status}`), {
        isAxiosError: true,
        response,
        config,
      });
    }
    return response;
  };
}

/** A transport failure (the server is unreachable). */
export const unreachable: AxiosAdapter = async (config) => {
  throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), {
    isAxiosError: true,
    config,
    code: 'ECONNREFUSED',
  });
};

/** A real shared API client over stubbed routes (for services that take an ApiClient). */
export function stubClient(routes: StubRoutes, calls: StubCall[] = [], token = 'tok'): ApiClient {
  return createApiClient({
    baseURL: 'http://stub/api',
    getToken: () => token,
    adapter: stubAdapter(routes, calls),
  });
}

/** A re-issue request as the stub servers read it: its body, Idempotency-Key and the hash a replay must match. */
export function reissueRequest(op: 'coins' | 'days', call: StubCall) {
  const body = call.body as {
    memberId: number;
    coins?: number;
    days?: number;
    reason: string;
    dryRun?: boolean;
  };
  const key = call.headers['Idempotency-Key'] as string | undefined;
  return { body, key, hash: JSON.stringify([op, body.memberId, body[op], body.reason]) };
}
