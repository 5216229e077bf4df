import { ApiError, isSessionGoneCode } from '@opsdeck/shared/errors';
import { TransportError, UnreachableError } from '../../errors.js';

/** How an error of one call is handled in a batch. */
export type ErrorClass =
  /** No answer, or the server failed (5xx): the call may have been applied; retry with the same key. */
  | 'unknown'
  /** The server's flood guard refused the call before doing anything: wait, then retry. */
  | 'rateLimited'
  /** The session is gone or the role may not do this: every other row would fail too. */
  | 'fatal'
  /** The server said no to this row (not found, banned, conflict…): it failed. */
  | 'rejected';

/** Classifies an error of a batch call. */
export function classify(error: unknown): ErrorClass {
  // no server at that address: every other row would fail too, so stop now
  if (error instanceof UnreachableError) return 'fatal';
  if (error instanceof TransportError) return 'unknown';
  if (error instanceof ApiError) {
    if (error.transport) return 'unknown';
    if (error.status === 429 || error.code === 429) return 'rateLimited';
    if (isSessionGoneCode(error.code) || error.status === 401) return 'fatal';
    if (error.status === 403 || error.code === 403) return 'fatal';
    if (error.status >= 500) return 'unknown';
    return 'rejected';
  }
  return 'rejected';
}

/** Retry policy of a batch call. */
export interface RetryPolicy {
  /** Tries of a call whose outcome is unknown, the first included. */
  attempts: number;
  /** The first wait; each next one doubles (with up to 25 % jitter). */
  baseDelayMs: number;
  /** How many times a row may be turned away by the rate limit before it fails. */
  rateLimitWaits: number;
  /** The wait after a 429 when the server gave no Retry-After. */
  rateLimitDelayMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = {
  attempts: 4,
  baseDelayMs: 500,
  rateLimitWaits: 20,
  rateLimitDelayMs: 2000,
};

/**
 * A shared pause: when the server rate-limits one call, every lane waits until the window passes
 * instead of hammering it. `wait()` resolves at once when no pause is set.
 */
export interface Gate {
  pauseFor(ms: number): void;
  /** Waits out the pause; returns early once `stopped()` (checked at least every 250 ms). */
  wait(stopped?: () => boolean): Promise<void>;
  /** Milliseconds left of the current pause (0 when none). */
  remaining(): number;
}

export function createGate(now: () => number, sleep: (ms: number) => Promise<void>): Gate {
  let until = 0;
  return {
    pauseFor(ms) {
      until = Math.max(until, now() + ms);
    },
    async wait(stopped) {
      while (now() < until && !stopped?.()) await sleep(Math.min(until - now(), 250));
    },
    remaining: () => Math.max(0, until - now()),
  };
}

/** Sleeps `ms` in steps of at most 250 ms, ending early once `stopped()`. */
async function sleepUnless(sleep: (ms: number) => Promise<void>, ms: number, stopped?: () => boolean) {
  for (let left = ms; left > 0 && !stopped?.(); left -= 250) await sleep(Math.min(left, 250));
}

/**
 * What one call did under retries: its value, or its last error, and how many tries reached the
 * server; `stopped` when the batch was stopped (Ctrl+C) before the next try was sent.
 */
export type Attempted<T> =
  | { ok: true; value: T; tries: number }
  | { ok: false; error: unknown; tries: number; stopped?: boolean };

/**
 * Runs `call` until it answers, retrying the same call (same idempotency key) when its outcome is
 * unknown, with exponential backoff, and waiting out rate limits through the shared gate.
 */
export async function withRetries<T>(
  call: () => Promise<T>,
  deps: {
    policy: RetryPolicy;
    gate: Gate;
    sleep: (ms: number) => Promise<void>;
    random?: () => number;
    /** The Retry-After of the last 429, in ms, when the server sent one. */
    retryAfterMs?: () => number | undefined;
    /** True once the batch stops: no further try is sent (a wait for one ends early). */
    stopped?: () => boolean;
  },
): Promise<Attempted<T>> {
  const { policy, gate, sleep, stopped } = deps;
  const random = deps.random ?? Math.random;
  let tries = 0;
  let limited = 0;
  let lastError: unknown;
  for (;;) {
    await gate.wait(stopped);
    if (stopped?.()) return { ok: false, error: lastError, tries, stopped: true };
    tries++;
    try {
      return { ok: true, value: await call(), tries };
    } catch (error) {
      lastError = error;
      const kind = classify(error);
      if (kind === 'rateLimited' && limited < policy.rateLimitWaits) {
        limited++;
        tries--;
        gate.pauseFor(deps.retryAfterMs?.() ?? policy.rateLimitDelayMs);
        continue;
      }
      if (kind !== 'unknown' || tries >= policy.attempts) return { ok: false, error, tries };
      const delay = policy.baseDelayMs * 2 ** (tries - 1);
      await sleepUnless(sleep, Math.round(delay * (1 + random() * 0.25)), stopped);
    }
  }
}
