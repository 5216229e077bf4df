import { describe, expect, test } from 'vitest';
import {
  type GuardKey,
  judgeKey,
  REVIEW_READ_MS,
  type ReviewGuardState,
  showReview,
} from './review-guard.ts';

const key = (k: string, over: Partial<GuardKey> = {}): GuardKey => ({
  key: k,
  repeat: false,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...over,
});

describe('review guard', () => {
  test('nothing is judged while no review is shown', () => {
    expect(judgeKey({ armedAt: null }, key('Enter'), 0)).toBe('pass');
  });

  test('a quick Enter is swallowed and restarts the wait; a later Enter confirms', () => {
    const state: ReviewGuardState = { armedAt: null };
    showReview(state, 1000);
    expect(judgeKey(state, key('Enter'), 1100)).toBe('block');
    // Mashing Enter never confirms: each early Enter starts the wait again.
    expect(judgeKey(state, key('Enter'), 1100 + REVIEW_READ_MS - 1)).toBe('block');
    expect(judgeKey(state, key('Enter'), 1100 + 2 * REVIEW_READ_MS - 2)).toBe('block');
    expect(judgeKey(state, key('Enter'), 1100 + 3 * REVIEW_READ_MS)).toBe('confirm');
  });

  test('a held Enter never confirms', () => {
    const state: ReviewGuardState = { armedAt: null };
    showReview(state, 0);
    expect(judgeKey(state, key('Enter', { repeat: true }), 10 * REVIEW_READ_MS)).toBe('block');
  });

  test('y and Ctrl/⌘+Enter confirm at once; other keys pass', () => {
    const state: ReviewGuardState = { armedAt: null };
    showReview(state, 0);
    expect(judgeKey(state, key('y'), 1)).toBe('confirm');
    expect(judgeKey(state, key('Y'), 1)).toBe('confirm');
    expect(judgeKey(state, key('Enter', { ctrlKey: true }), 1)).toBe('confirm');
    expect(judgeKey(state, key('Enter', { metaKey: true }), 1)).toBe('confirm');
    expect(judgeKey(state, key('y', { ctrlKey: true }), 1)).toBe('pass');
    expect(judgeKey(state, key('Enter', { shiftKey: true }), 1)).toBe('pass');
    expect(judgeKey(state, key('Escape'), 1)).toBe('pass');
  });
});
