import { memoryTokenStore } from '@opsdeck/shared/auth';
import { CancelError } from '@opsdeck/shared/errors';
import { describe, expect, test, vi } from 'vitest';
import { createWebApi, needsSessionWithout } from './web-api.ts';

describe('calls without a session', () => {
  test('only sign-in and health go out without a token', () => {
    expect(needsSessionWithout('/admin/auth/login', null)).toBe(false);
    expect(needsSessionWithout('/health', null)).toBe(false);
    expect(needsSessionWithout('/admin/channels', null)).toBe(true);
    expect(needsSessionWithout('/admin/channels', 'a-token')).toBe(false);
  });

  test('after sign-out a screen on its way out asks nothing and shows no error', async () => {
    const adapter = vi.fn();
    const onError = vi.fn();
    const api = createWebApi({ baseURL: '/api', tokenStore: memoryTokenStore(null), adapter, onError });
    await expect(api.client.request({ url: '/admin/channels' })).rejects.toBeInstanceOf(CancelError);
    expect(adapter).not.toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
  });
});
