import { ApiError } from '@opsdeck/shared/errors';
import { describe, expect, test } from 'vitest';
import { TransportError } from '../../errors.js';
import { classify, createGate, DEFAULT_RETRY, withRetries } from './attempts.js';

const api = (status: number, code = status) => new ApiError({ message: 'm', status, code });

function clock() {
  let now = 0;
  const slept: number[] = [];
  const sleep = async (ms: number) => {
    slept.push(ms);
    now += ms;
  };
  return { now: () => now, sleep, slept };
}

describe('batch call errors', () => {
  test.each([
    ['transport', new TransportError('down'), 'unknown'],
    ['5xx', api(503), 'unknown'],
    ['429', api(429), 'rateLimited'],
    ['expired session', api(401, 50014), 'fatal'],
    ['403', api(403), 'fatal'],
    ['404', api(404), 'rejected'],
    ['409', api(409), 'rejected'],
    ['422', api(422), 'rejected'],
    ['anything else', new Error('x'), 'rejected'],
  ])('%s is %s', (_name, error, kind) => {
    expect(classify(error)).toBe(kind);
  });
});

/** withRetries' options on the fake clock, with its own gate unless one is given. */
const on = (c: ReturnType<typeof clock>, more: Partial<Parameters<typeof withRetries>[1]> = {}) => ({
  policy: DEFAULT_RETRY,
  gate: createGate(c.now, c.sleep),
  sleep: c.sleep,
  ...more,
});

describe('withRetries', () => {
  test('retries a lost answer with backoff, then answers', async () => {
    const c = clock();
    let calls = 0;
    const got = await withRetries(
      async () => {
        calls++;
        if (calls < 3) throw new TransportError('reset');
        return 'ok';
      },
      on(c, { random: () => 0 }),
    );
    expect(got).toEqual({ ok: true, value: 'ok', tries: 3 });
    expect(c.now()).toBe(500 + 1000);
  });

  test('gives up after the policy tries and returns the last error', async () => {
    const c = clock();
    const got = await withRetries(
      async () => {
        throw api(500);
      },
      on(c, { random: () => 0 }),
    );
    expect(got).toMatchObject({ ok: false, tries: 4 });
    expect(c.now()).toBe(500 + 1000 + 2000);
  });

  test('a rejection is not retried', async () => {
    const c = clock();
    let calls = 0;
    const got = await withRetries(async () => {
      calls++;
      throw api(404);
    }, on(c));
    expect(got).toMatchObject({ ok: false, tries: 1 });
    expect(calls).toBe(1);
  });

  test('a rate limit pauses the shared gate for Retry-After and does not use up tries', async () => {
    const c = clock();
    const gate = createGate(c.now, c.sleep);
    let calls = 0;
    const got = await withRetries(
      async () => {
        calls++;
        if (calls <= 2) throw api(429);
        return calls;
      },
      on(c, { gate, retryAfterMs: () => 3000 }),
    );
    expect(got).toEqual({ ok: true, value: 3, tries: 1 });
    expect(c.now()).toBe(6000);
    expect(gate.remaining()).toBe(0);
  });

  test('once stopped, no further try is sent: a rate-limit wait or a backoff ends early', async () => {
    const c = clock();
    let stop = false;
    let calls = 0;
    const got = await withRetries(
      async () => {
        calls++;
        stop = true;
        throw api(429);
      },
      on(c, { stopped: () => stop }),
    );
    expect(got).toMatchObject({ ok: false, tries: 0, stopped: true });
    expect(calls).toBe(1);
    expect(c.now()).toBe(0);
    stop = false;
    const lost = await withRetries(
      async () => {
        stop = true;
        throw new TransportError('reset');
      },
      on(c, { stopped: () => stop }),
    );
    expect(lost).toMatchObject({ ok: false, tries: 1, stopped: true });
    expect((lost as { error: unknown }).error).toBeInstanceOf(TransportError);
  });
});
