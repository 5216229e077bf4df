import { createApiClient, listWallpapers } from '@opsdeck/shared/api';
import { CODES } from '@opsdeck/shared/errors';
import type { AxiosAdapter } from 'axios';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { dropEarlyAnswer, withEarlyAnswer } from './early-data.ts';
import { EARLY_DATA_GLOBAL } from './early-data-global.ts';

const holder = window as unknown as Record<string, unknown>;
const PAGE = { list: [{ id: 7, title: 'Early' }], total: 1, current: 1, pageSize: 20 };
const FRESH = { list: [{ id: 8, title: 'Fresh' }], total: 1, current: 1, pageSize: 20 };
const FIRST_PAGE = '/api/admin/wallpapers?current=1&pageSize=20&sort=createdAt:desc';

/** What index.html's inline script leaves when it has asked for `url`. */
function askedByPage(url: string, answer: Promise<Response>, who = { token: 'tok', lang: 'zh-CN' }) {
  holder[EARLY_DATA_GLOBAL] = { url, ...who, answer };
}
const ok = (data: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify({ code: CODES.ok, data }), { status }));

/** A client as the console's (base /api, the token, the language) over the adapter; the server answers FRESH. */
function client(opts: { token?: string; lang?: string } = {}) {
  const server = vi.fn<AxiosAdapter>(async (config) => ({
    data: JSON.stringify({ code: CODES.ok, data: FRESH }),
    status: 200,
    statusText: 'OK',
    headers: {},
    config,
  }));
  const api = createApiClient({
    baseURL: '/api',
    getToken: () => opts.token ?? 'tok',
    getLocale: () => opts.lang ?? 'zh-CN',
    adapter: withEarlyAnswer(server),
  });
  return { api, server };
}
const firstPage = { current: 1, pageSize: 20, sort: 'createdAt:desc' } as const;

afterEach(() => {
  dropEarlyAnswer();
  delete holder[EARLY_DATA_GLOBAL];
});

describe("the screen's first call and the answer index.html asked for", () => {
  test('the same call takes the early answer, once; the next one asks the server', async () => {
    askedByPage(FIRST_PAGE, ok(PAGE));
    const { api, server } = client();
    await expect(listWallpapers(api, firstPage)).resolves.toEqual(PAGE);
    expect(server).not.toHaveBeenCalled();
    await expect(listWallpapers(api, firstPage)).resolves.toEqual(FRESH);
    expect(server).toHaveBeenCalledTimes(1);
  });

  test('another query, token or language does not take it', async () => {
    askedByPage(FIRST_PAGE, ok(PAGE));
    await expect(listWallpapers(client().api, { ...firstPage, current: 2 })).resolves.toEqual(FRESH);
    await expect(listWallpapers(client({ token: 'other' }).api, firstPage)).resolves.toEqual(FRESH);
    await expect(listWallpapers(client({ lang: 'en-US' }).api, firstPage)).resolves.toEqual(FRESH);
    // still there for the call it was made for
    await expect(listWallpapers(client().api, firstPage)).resolves.toEqual(PAGE);
  });

  test('a refused or failed early call is made again, so its failure shows as any other', async () => {
    askedByPage(FIRST_PAGE, ok(null, 401));
    const refused = client();
    await expect(listWallpapers(refused.api, firstPage)).resolves.toEqual(FRESH);
    expect(refused.server).toHaveBeenCalledTimes(1);
    askedByPage(FIRST_PAGE, Promise.reject(new TypeError('Failed to fetch')));
    const failed = client();
    await expect(listWallpapers(failed.api, firstPage)).resolves.toEqual(FRESH);
    expect(failed.server).toHaveBeenCalledTimes(1);
  });

  test('once dropped (the first screen has asked for its data), a later same call asks the server', async () => {
    askedByPage(FIRST_PAGE, ok(PAGE));
    const { api, server } = client();
    await listWallpapers(api, { ...firstPage, current: 2 });
    dropEarlyAnswer();
    await expect(listWallpapers(api, firstPage)).resolves.toEqual(FRESH);
    expect(server).toHaveBeenCalledTimes(2);
  });

  test('a call that is not a GET never takes it', async () => {
    askedByPage('/api/admin/wallpapers/bulk-status', ok(PAGE));
    const { api, server } = client();
    await api.request({ url: '/admin/wallpapers/bulk-status', method: 'POST', data: {} });
    expect(server).toHaveBeenCalledTimes(1);
  });
});
