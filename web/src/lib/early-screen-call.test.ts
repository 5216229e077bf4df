import { memoryTokenStore } from '@opsdeck/shared/auth';
import type { AxiosAdapter } from 'axios';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { dropEarlyScreenCall, getWithEarlyAnswer } from './early-screen-call.ts';
import { EARLY_SCREEN_CALL_GLOBAL } from './early-screen-call-global.ts';
import { createWebApi } from './web-api.ts';

const URL_ = '/admin/analysis/overview';
const holder = () => window as unknown as Record<string, unknown>;

/** What index.html's inline script leaves: the call, and an answer the test settles. */
function askedByPage(url: string, query: string) {
  let answer: (status: number, body: unknown) => void = () => undefined;
  holder()[EARLY_SCREEN_CALL_GLOBAL] = {
    url,
    query,
    answer: new Promise<Response>((resolve) => {
      answer = (status, body) =>
        resolve(
          new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
        );
    }),
  };
  return (status: number, body: unknown) => answer(status, body);
}

/** A WebApi whose network answers every call with `asked`, recording them. */
function apiOverNetwork() {
  const network = vi.fn<AxiosAdapter>(async (config) => ({
    data: { code: 200, data: 'asked' },
    status: 200,
    statusText: 'OK',
    headers: {},
    config,
  }));
  const onError = vi.fn();
  const api = createWebApi({ baseURL: '/api', tokenStore: memoryTokenStore('t'), adapter: network, onError });
  const ask = () => api.client.request<string>({ method: 'GET', url: URL_ });
  return { api, network, onError, ask };
}

afterEach(dropEarlyScreenCall);

describe("a screen's first call asked for by the page", () => {
  test('answers the matching call without asking the server, once; the client counts it until then', async () => {
    const answer = askedByPage(URL_, 'from=2026-10-01&to=2026-10-30');
    const { api, network, ask } = apiOverNetwork();
    const first = getWithEarlyAnswer(api.client, URL_, { from: '2026-10-01', to: '2026-10-30' }, ask);
    let quiet = false;
    void api.whenQuiet().then(() => {
      quiet = true;
    });
    await Promise.resolve();
    expect(quiet).toBe(false);
    answer(200, { code: 200, data: 'early' });
    await expect(first).resolves.toBe('early');
    await vi.waitFor(() => expect(quiet).toBe(true));
    expect(network).not.toHaveBeenCalled();
    // taken: the next one asks the server
    await expect(
      getWithEarlyAnswer(api.client, URL_, { from: '2026-10-01', to: '2026-10-30' }, ask),
    ).resolves.toBe('asked');
    expect(network).toHaveBeenCalledTimes(1);
  });

  test('another call or another range asks the server and leaves it', async () => {
    askedByPage(URL_, '')(200, { code: 200, data: 'early' });
    const { api, ask } = apiOverNetwork();
    await expect(getWithEarlyAnswer(api.client, '/admin/analysis/dimensions', {}, ask)).resolves.toBe(
      'asked',
    );
    await expect(getWithEarlyAnswer(api.client, URL_, { from: '2026-10-01' }, ask)).resolves.toBe('asked');
    await expect(getWithEarlyAnswer(api.client, URL_, {}, ask)).resolves.toBe('early');
  });

  test('a refusal or a body that is no answer is asked again, with no toast of its own', async () => {
    const { api, network, onError, ask } = apiOverNetwork();
    askedByPage(URL_, '')(403, { code: 403, message: 'Forbidden' });
    await expect(getWithEarlyAnswer(api.client, URL_, {}, ask)).resolves.toBe('asked');
    askedByPage(URL_, '')(502, 'Bad gateway');
    await expect(getWithEarlyAnswer(api.client, URL_, {}, ask)).resolves.toBe('asked');
    expect(network).toHaveBeenCalledTimes(2);
    expect(onError).not.toHaveBeenCalled();
  });

  test('once dropped (the first screen is drawn), the server is asked', async () => {
    askedByPage(URL_, '')(200, { code: 200, data: 'early' });
    dropEarlyScreenCall();
    const { api, ask } = apiOverNetwork();
    await expect(getWithEarlyAnswer(api.client, URL_, {}, ask)).resolves.toBe('asked');
  });
});
