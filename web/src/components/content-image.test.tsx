import { render } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { ContentImage, cardLoad, FIRST_CARDS, fitInto, preloadFirst } from './content-image.tsx';

describe('ContentImage', () => {
  test('gives the picture its width and height (its box before it loads) and loads a first one early', () => {
    const { container } = render(
      <>
        <ContentImage src="/uploads/a.png" alt="A" width={540} height={960} load="first" />
        <ContentImage src="/uploads/b.png" alt="" width={40} height={24} />
      </>,
    );
    const [first, other] = Array.from(container.querySelectorAll('img'));
    expect(first?.getAttribute('width')).toBe('540');
    expect(first?.getAttribute('height')).toBe('960');
    expect(first?.getAttribute('loading')).toBe('eager');
    expect(first?.getAttribute('fetchpriority')).toBe('high');
    expect(other?.getAttribute('loading')).toBe('lazy');
    expect(other?.getAttribute('fetchpriority')).toBe('auto');
  });

  test('the first cards of a grid load first, the rest lazily', () => {
    expect(cardLoad(0)).toBe('first');
    expect(cardLoad(FIRST_CARDS - 1)).toBe('first');
    expect(cardLoad(FIRST_CARDS)).toBe('lazy');
  });
});

describe('preloadFirst', () => {
  test('asks for the first pictures at high priority, at once, once each; no video', () => {
    const urls = Array.from({ length: FIRST_CARDS + 2 }, (_, i) => `/uploads/pre-${i}.thumb.webp`);
    preloadFirst(['/uploads/pre-live.mp4', ...urls, null]);
    preloadFirst([urls[0]]);
    const links = Array.from(
      document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]'),
    )
      .filter((l) => l.getAttribute('href')?.startsWith('/uploads/pre-'))
      .map((l) => [l.getAttribute('href'), l.getAttribute('fetchpriority')]);
    expect(links).toEqual(urls.slice(0, FIRST_CARDS).map((url) => [url, 'high']));
  });
});

describe('fitInto', () => {
  test.each([
    [
      { width: 540, height: 960 },
      { width: 113, height: 200 },
    ],
    [
      { width: 800, height: 450 },
      { width: 120, height: 68 },
    ],
    [
      { width: 60, height: 90 },
      { width: 60, height: 90 },
    ],
    [
      { width: 0, height: 90 },
      { width: 120, height: 200 },
    ],
  ])('%j in 120 × 200 → %j', (size, fitted) => {
    expect(fitInto(size, { width: 120, height: 200 })).toEqual(fitted);
  });
});
