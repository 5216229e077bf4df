import type { AxiosAdapter } from 'axios';
import { describe, expect, test, vi } from 'vitest';
import { createApiClient } from '../api/client.js';
import { createSession } from './session.js';
import { memoryTokenStore } from './token-store.js';

function setup(adapter: AxiosAdapter, token: string | null = null) {
  const store = memoryTokenStore(token);
  const api = createApiClient({ baseURL: '/api', getToken: store.get, adapter });
  const onLogout = vi.fn();
  return { store, onLogout, session: createSession(api, store, { onLogout }) };
}

describe('session', () => {
  test('login stores the access token', async () => {
    const { store, session } = setup(async (config) => ({
      status: 200,
      data: { code: 200, message: 'ok', data: { accessToken: 'abc' } },
      headers: {},
      config,
      statusText: 'OK',
    }));
    await session.login({ phone: '1', password: 'x' });
    expect(store.get()).toBe('abc');
  });

  test('logout clears token and profile even when the call fails', async () => {
    const { store, onLogout, session } = setup(async () => {
      throw Object.assign(new Error('down'), { isAxiosError: true });
    }, 'tok');
    await expect(session.logout()).rejects.toThrow();
    expect(store.get()).toBeNull();
    expect(onLogout).toHaveBeenCalled();
  });
});
