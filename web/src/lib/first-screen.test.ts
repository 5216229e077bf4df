import { afterEach, describe, expect, test, vi } from 'vitest';

describe('afterFirstScreen', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
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

  test('then waits for the main thread to be idle (React drawing the answers), 1 s at most', async () => {
    const { afterFirstScreen, markScreenDrawn } = await fresh();
    const idle: { run: () => void; timeout?: number }[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void, options?: { timeout?: number }) => {
      idle.push({ run, timeout: options?.timeout });
      return idle.length;
    });
    markScreenDrawn();
    let done = false;
    void afterFirstScreen(() => Promise.resolve()).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(100);
    // the calls are done and a frame has passed: it now waits for an idle period
    expect(idle).toEqual([{ run: expect.any(Function), timeout: 1000 }]);
    expect(done).toBe(false);
    idle[0]?.run();
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
  });
});
