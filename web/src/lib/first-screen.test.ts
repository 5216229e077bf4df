import { describe, expect, test, vi } from 'vitest';

describe('afterFirstScreen', () => {
  test('waits for the first screen, then for its calls, then for a frame', async () => {
    vi.resetModules();
    const { afterFirstScreen, markScreenDrawn } = await import('./first-screen.ts');
    let quiet = () => undefined as unknown;
    const whenQuiet = vi.fn(() => new Promise<void>((resolve) => (quiet = resolve)));
    let done = false;
    void afterFirstScreen(whenQuiet).then(() => {
      done = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(whenQuiet).not.toHaveBeenCalled();
    markScreenDrawn();
    await vi.waitFor(() => expect(whenQuiet).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(done).toBe(false);
    quiet();
    await vi.waitFor(() => expect(done).toBe(true));
  });
});
