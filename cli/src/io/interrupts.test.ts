import { describe, expect, test, vi } from 'vitest';
import { createInterrupts } from './interrupts.js';

describe('interrupts', () => {
  test('with nobody listening, Ctrl+C quits at once', () => {
    const quit = vi.fn();
    createInterrupts(quit).fire();
    expect(quit).toHaveBeenCalledTimes(1);
  });

  test('a listener takes the first Ctrl+C; the second one quits', () => {
    const quit = vi.fn();
    const hub = createInterrupts(quit);
    const listener = vi.fn();
    hub.onInterrupt(listener);
    hub.fire();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(quit).not.toHaveBeenCalled();
    hub.fire();
    expect(quit).toHaveBeenCalledTimes(1);
  });

  test('after the listener leaves, Ctrl+C quits again', () => {
    const quit = vi.fn();
    const hub = createInterrupts(quit);
    const stop = hub.onInterrupt(() => {});
    expect(hub.busy()).toBe(true);
    stop();
    expect(hub.busy()).toBe(false);
    hub.fire();
    expect(quit).toHaveBeenCalledTimes(1);
  });
});
