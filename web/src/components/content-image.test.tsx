import { render } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { ContentImage, cardLoad, FIRST_CARDS, fitInto } from './content-image.tsx';

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
