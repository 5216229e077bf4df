import { afterEach, describe, expect, test, vi } from 'vitest';

describe('afterFirstScreen', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  async function fresh() {
    vi.resetModules();
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    return import('./first-screen.ts');
  }

  test('waits for the first screen, then for its calls, then for a frame', async () => {
    const { afterFirstScreen, markScreenDrawn } = await fresh();
    let quiet = () => undefined as unknown;
    const whenQuiet = vi.fn(() => new Promise<void>((resolve) => (quiet = resolve)));
    let done = false;
    void afterFirstScreen(whenQuiet).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(whenQuiet).not.toHaveBeenCalled();
    markScreenDrawn();
    await vi.advanceTimersByTimeAsync(0);
    expect(whenQuiet).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(done).toBe(false);
    quiet();
    await vi.advanceTimersByTimeAsync(100);
    expect(done).toBe(true);
  });

  test('waits 3 s at most for calls that do not end (a poll)', async () => {
    const { afterFirstScreen, markScreenDrawn } = await fresh();
    markScreenDrawn();
    let done = false;
    void afterFirstScreen(() => new Promise<void>(() => undefined)).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(2900);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(done).toBe(true);
  });
});
