import type { RotationItem } from '@opsdeck/shared/schemas';
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { RotationTable } from './rotation-panel.tsx';

/** A stand-in IntersectionObserver whose reports the test sends. */
class FakeObserver {
  static all: FakeObserver[] = [];
  observed: Element[] = [];
  constructor(readonly report: (entries: { isIntersecting: boolean }[]) => void) {
    FakeObserver.all.push(this);
  }
  observe(el: Element) {
    this.observed.push(el);
  }
  disconnect() {}
}

const rows: RotationItem[] = Array.from({ length: 100 }, (_, i) => ({
  order: i + 1,
  collectionId: 1,
  collectionName: 'Editor’s Picks',
  kind: 'wallpaper',
  id: i + 1,
  name: `Wallpaper ${i + 1}`,
  cover: `/uploads/w${i + 1}.thumb.webp`,
  duration: null,
  rotationCount: 1,
}));

describe('the monitor’s rotation table', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeObserver.all = [];
  });

  test('draws its first rows with the answer and the rest once the table nears the viewport', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const { container } = render(<RotationTable rows={rows} />);
    // below the fold on a phone: a hundred rows drawn at once were the page's largest frame
    expect(container.querySelectorAll('tbody tr')).toHaveLength(10);
    const observer = FakeObserver.all[0] as FakeObserver;
    expect(observer.observed).toEqual([container.querySelector('table')]);
    await act(async () => observer.report([{ isIntersecting: true }]));
    expect(container.querySelectorAll('tbody tr')).toHaveLength(100);
    expect(container.querySelector('tbody tr:last-child td:nth-child(3)')?.textContent).toBe('Wallpaper 100');
  });

  test('a short list is drawn whole, with nothing to wait for', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const { container } = render(<RotationTable rows={rows.slice(0, 10)} />);
    expect(container.querySelectorAll('tbody tr')).toHaveLength(10);
    expect(FakeObserver.all).toHaveLength(0);
  });
});
