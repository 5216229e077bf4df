import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { describe, expect, test, vi } from 'vitest';
import { ApiError } from '../errors/errors.js';
import { createApiClient, quietly } from './client.js';

function answer(status: number, data: unknown): AxiosAdapter {
  return async (config: InternalAxiosRequestConfig) => {
    if (status >= 400) {
      const err = Object.assign(new Error(`Request failed with status code ${status}`), {
        isAxiosError: true,
        config,
        response: { status, data, headers: {}, config, statusText: '' },
      });
      throw err;
    }
    return { status, data, headers: {}, config, statusText: 'OK' };
  };
}

function client(adapter: AxiosAdapter, token: string | null = 'tok') {
  const onError = vi.fn();
  const onSessionGone = vi.fn();
  const seen: InternalAxiosRequestConfig[] = [];
  const wrapped: AxiosAdapter = (config) => {
    seen.push(config);
    return adapter(config);
  };
  const api = createApiClient({
    baseURL: '/api',
    getToken: () => token,
    getLocale: () => 'zh-CN',
    onError,
    onSessionGone,
    adapter: wrapped,
  });
  return { api, onError, onSessionGone, seen };
}

describe('api client hooks (spec §7, §8)', () => {
  test('resolves with data and sends the bearer token and language', async () => {
    const { api, seen } = client(answer(200, { code: 200, message: 'ok', data: { a: 1 } }));
    await expect(api.request({ url: '/x' })).resolves.toEqual({ a: 1 });
    expect(seen[0]?.headers.Authorization).toBe('Bearer tok');
    expect(seen[0]?.headers['Accept-Language']).toBe('zh-CN');
  });

  test('no token, no Authorization header', async () => {
    const { api, seen } = client(answer(200, { code: 200, message: 'ok', data: null }), null);
    await api.request({ url: '/x' });
    expect(seen[0]?.headers.Authorization).toBeUndefined();
  });

  test('a non-200 code rejects with the message and reports it', async () => {
    const { api, onError, onSessionGone } = client(
      answer(400, { code: 400, message: 'Phone cannot be empty' }),
    );
    await expect(api.request({ url: '/x' })).rejects.toMatchObject({
      message: 'Phone cannot be empty',
      code: 400,
    });
    expect(onError).toHaveBeenCalledWith('Phone cannot be empty', expect.any(ApiError));
    expect(onSessionGone).not.toHaveBeenCalled();
  });

  test('a quiet call rejects the same but leaves the report to its caller', async () => {
    const { api, onError } = client(answer(400, { code: 400, message: 'Phone cannot be empty' }));
    await expect(quietly(api).request({ url: '/x' })).rejects.toMatchObject({ code: 400 });
    expect(onError).not.toHaveBeenCalled();
  });

  test("an envelope without a message reports 'Error'", async () => {
    const { api, onError } = client(answer(200, { code: 500 }));
    await expect(api.request({ url: '/x' })).rejects.toThrow('Error');
    expect(onError).toHaveBeenCalledWith('Error', expect.any(ApiError));
  });

  test.each([50008, 50012, 50014, 401])(
    'code %i is session-gone, except on the profile call',
    async (code) => {
      const a = client(answer(code === 401 ? 401 : 200, { code, message: 'gone' }));
      await expect(a.api.request({ url: '/message/list' })).rejects.toBeInstanceOf(ApiError);
      expect(a.onSessionGone).toHaveBeenCalledTimes(1);
      const b = client(answer(code === 401 ? 401 : 200, { code, message: 'gone' }));
      await expect(b.api.request({ url: '/admin/account/profile' })).rejects.toBeInstanceOf(ApiError);
      expect(b.onSessionGone).not.toHaveBeenCalled();
    },
  );

  test("a transport failure reports 'Request Error' when it has no message", async () => {
    const { api, onError } = client(async () => {
      throw Object.assign(new Error(''), { isAxiosError: true });
    });
    await expect(api.request({ url: '/x' })).rejects.toMatchObject({
      transport: true,
      message: 'Request Error',
    });
    expect(onError).toHaveBeenCalledWith('Request Error', expect.any(ApiError));
  });
});
