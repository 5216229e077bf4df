import { afterEach, describe, expect, test, vi } from 'vitest';
import { whenNearViewport } from './near-viewport.ts';

/** A stand-in IntersectionObserver whose reports the test sends. */
class FakeObserver {
  static all: FakeObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly report: (entries: { isIntersecting: boolean }[]) => void,
    readonly options: IntersectionObserverInit,
  ) {
    FakeObserver.all.push(this);
  }
  observe(el: Element) {
    this.observed.push(el);
  }
  disconnect() {
    this.disconnected = true;
  }
}

describe('whenNearViewport', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeObserver.all = [];
  });

  test('runs once, when the element first comes into view, and stops watching', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const el = document.createElement('div');
    const then = vi.fn();
    whenNearViewport(el, then);
    const observer = FakeObserver.all[0] as FakeObserver;
    expect(observer.observed).toEqual([el]);
    expect(observer.options.rootMargin).toBe('0px 0px');
    observer.report([{ isIntersecting: false }]);
    expect(then).not.toHaveBeenCalled();
    observer.report([{ isIntersecting: true }]);
    expect(then).toHaveBeenCalledTimes(1);
    expect(observer.disconnected).toBe(true);
  });

  test('the returned function stops waiting; without IntersectionObserver it runs at once', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const stop = whenNearViewport(document.createElement('div'), vi.fn());
    stop();
    expect(FakeObserver.all[0]?.disconnected).toBe(true);
    vi.stubGlobal('IntersectionObserver', undefined);
    const then = vi.fn();
    whenNearViewport(document.createElement('div'), then);
    expect(then).toHaveBeenCalledTimes(1);
  });
});
