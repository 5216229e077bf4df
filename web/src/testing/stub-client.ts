import { type ApiClient, createApiClient } from '@opsdeck/shared/api';
import type { MemberDetail } from '@opsdeck/shared/schemas';

/** One answer of the stub server: an envelope `data`, or an error envelope with an HTTP status. */
export type StubAnswer =
  | { data: unknown }
  | { status: number; code: number; message: string; details?: unknown };

/** A call the stub saw: method, url, parsed JSON body and headers. */
export interface StubCall {
  method: string;
  url: string;
  body: unknown;
  headers: Record<string, string>;
  params: unknown;
  /** The call's AbortSignal, when the caller gave one. */
  signal?: AbortSignal;
}

/**
 * A real ApiClient (the shared axios client) over an in-memory adapter: `route` answers each call.
 * Tests only — the console's client talks to the server.
 */
export function stubClient(route: (call: StubCall) => StubAnswer | Promise<StubAnswer>): {
  client: ApiClient;
  calls: StubCall[];
} {
  const calls: StubCall[] = [];
  const client = createApiClient({
    baseURL: '/api',
    getToken: () => 'test-token',
    adapter: async (config) => {
      const headers = Object.fromEntries(
        Object.entries(config.headers?.toJSON?.() ?? {}).map(([k, v]) => [k, String(v)]),
      );
      const call: StubCall = {
        method: (config.method ?? 'get').toUpperCase(),
        url: config.url ?? '',
        body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
        headers,
        params: config.params,
        signal: (config.signal as AbortSignal | undefined) ?? undefined,
      };
      calls.push(call);
      const answer = await route(call);
      const ok = 'data' in answer;
      const response = {
        data: ok ? { code: 200, message: 'ok', data: answer.data } : { ...answer, status: undefined },
        status: ok ? 200 : answer.status,
        statusText: '',
        headers: {},
        config,
      };
      if (ok) return response;
      const error = Object.assign(new Error(answer.message), { response, config, isAxiosError: true });
      throw error;
    },
  });
  return { client, calls };
}

/** A member as GET /admin/members/{id} answers it, with overrides. */
export function memberDetail(over: Partial<MemberDetail> = {}): MemberDetail {
  return {
    id: 42,
    visibleId: '10000042',
    nickname: 'Lin Xiaoyu',
    avatarUrl: '',
    phone: '13900000042',
    phoneMasked: '139****0042',
    platform: 'ios',
    channel: 'appstore',
    status: 'active',
    coinBalance: 1280,
    pointsBalance: 350,
    vipExpiresAt: '2030-01-02T03:04:05.000Z',
    vipActive: true,
    inviteCode: 'ABC123',
    invitedBy: null,
    registeredAt: '2026-01-05T02:00:00.000Z',
    lastActiveAt: '2026-03-01T10:00:00.000Z',
    inviter: null,
    inviteCount: 0,
    recentCoinLedger: [],
    recentPointLedger: [],
    recentVipGrants: [],
    recentOrders: [],
    ...over,
  };
}
