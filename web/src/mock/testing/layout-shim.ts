/**
 * jsdom does no layout: every element is 0×0 and ResizeObserver does not exist, so parts that
 * size themselves to their box (charts, the template editor's canvas) would draw nothing. Screen tests give
 * every element a desktop-sized box, as a browser window would, and a ResizeObserver that reports it
 * once.
 */
const WIDTH = 1280;
const HEIGHT = 800;

export function installLayoutShim(): void {
  if ((globalThis as { __layoutShim?: boolean }).__layoutShim) return;
  (globalThis as { __layoutShim?: boolean }).__layoutShim = true;
  const box = (name: string, value: number) =>
    Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get: () => value });
  box('clientWidth', WIDTH);
  box('clientHeight', HEIGHT);
  box('offsetWidth', WIDTH);
  box('offsetHeight', HEIGHT);
  box('scrollWidth', WIDTH);
  box('scrollHeight', HEIGHT);
  HTMLElement.prototype.getBoundingClientRect = () =>
    ({ x: 0, y: 0, top: 0, left: 0, right: WIDTH, bottom: HEIGHT, width: WIDTH, height: HEIGHT }) as DOMRect;
  class ResizeObserverShim {
    constructor(private readonly callback: ResizeObserverCallback) {}
    observe(target: Element): void {
      const rect = target.getBoundingClientRect();
      queueMicrotask(() =>
        this.callback([{ target, contentRect: rect } as unknown as ResizeObserverEntry], this as never),
      );
    }
    unobserve(): void {}
    disconnect(): void {}
  }
  globalThis.ResizeObserver ??= ResizeObserverShim as unknown as typeof ResizeObserver;
}
