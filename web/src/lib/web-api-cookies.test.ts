import { memoryTokenStore } from '@opsdeck/shared/auth';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { mockApiForTests } from '../mock/testing/mock-server.ts';
import { createWebApi } from './web-api.ts';

mockApiForTests();

describe('calls and cookies', () => {
  afterEach(() => {
    delete (window as { cookieStore?: unknown }).cookieStore;
  });

  test('a call goes out without asking the cookie store for an XSRF cookie first', async () => {
    // Chromium's cookie store: axios' XHR adapter awaits it before each same-origin call unless told
    // there is no XSRF cookie (the session is a bearer token)
    const get = vi.fn(async () => null);
    (window as { cookieStore?: unknown }).cookieStore = { get };
    const api = createWebApi({ baseURL: '/api', tokenStore: memoryTokenStore(null) });
    const health = await api.client.request<{ version?: string }>({ url: '/health' });
    expect(health).toBeTruthy();
    expect(get).not.toHaveBeenCalled();
  });
});
