import { memoryTokenStore } from '@opsdeck/shared/auth';
import { CancelError } from '@opsdeck/shared/errors';
import { describe, expect, test, vi } from 'vitest';
import { WAIT_FOR } from '../testing/wait.ts';
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

describe('whenQuiet', () => {
  /** An adapter whose answers the test sends, one per call, in order. */
  function heldAdapter() {
    const answers: ((ok: boolean) => void)[] = [];
    const adapter = vi.fn(
      (config: { url?: string }) =>
        new Promise((resolve, reject) => {
          answers.push((ok) =>
            ok
              ? resolve({
                  data: { code: 200, data: config.url },
                  status: 200,
                  statusText: 'OK',
                  headers: {},
                  config,
                })
              : reject(new Error('Network Error')),
          );
        }),
    );
    return { adapter, answer: (i: number, ok = true) => answers[i]?.(ok) };
  }

  test('settles at once when no call is on its way, else once every call has answered or failed', async () => {
    const { adapter, answer } = heldAdapter();
    const api = createWebApi({
      baseURL: '/api',
      tokenStore: memoryTokenStore('t'),
      adapter: adapter as never,
    });
    await api.whenQuiet();
    const first = api.client.request({ url: '/a' });
    const second = api.client.request({ url: '/b' }).catch(() => 'failed');
    let quiet = false;
    void api.whenQuiet().then(() => {
      quiet = true;
    });
    await vi.waitFor(() => expect(adapter).toHaveBeenCalledTimes(2), WAIT_FOR);
    answer(0);
    await first;
    expect(quiet).toBe(false);
    answer(1, false);
    expect(await second).toBe('failed');
    await vi.waitFor(() => expect(quiet).toBe(true), WAIT_FOR);
  });
});

describe('sendInOwnTask (the browser client)', () => {
  const answered = (config: { url?: string }) =>
    Promise.resolve({
      data: { code: 200, data: config.url },
      status: 200,
      statusText: 'OK',
      headers: {},
      config,
    });

  test('a call is sent in a later task than the one that made it, counted as on its way meanwhile', async () => {
    const adapter = vi.fn(answered);
    const api = createWebApi({
      baseURL: '/api',
      tokenStore: memoryTokenStore('t'),
      adapter: adapter as never,
      sendInOwnTask: true,
    });
    const first = api.client.request({ url: '/a' });
    const second = api.client.request({ url: '/b' });
    let quiet = false;
    void api.whenQuiet().then(() => {
      quiet = true;
    });
    // the microtasks of the task that made the calls run, and nothing is sent yet
    await Promise.resolve();
    await Promise.resolve();
    expect(adapter).not.toHaveBeenCalled();
    expect(quiet).toBe(false);
    expect(await first).toBe('/a');
    expect(await second).toBe('/b');
    expect(adapter.mock.calls.map(([c]) => c.url)).toEqual(['/a', '/b']);
    await vi.waitFor(() => expect(quiet).toBe(true), WAIT_FOR);
  });

  test('a call aborted before its task is not sent, quietly', async () => {
    const adapter = vi.fn(answered);
    const onError = vi.fn();
    const api = createWebApi({
      baseURL: '/api',
      tokenStore: memoryTokenStore('t'),
      adapter: adapter as never,
      onError,
      sendInOwnTask: true,
    });
    const controller = new AbortController();
    const call = api.client.request({ url: '/a', signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toBeInstanceOf(CancelError);
    expect(adapter).not.toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
    await api.whenQuiet();
  });
});
