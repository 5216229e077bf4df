import { describe, expect, test } from 'vitest';
import { resultOf } from './result-state.ts';

describe('resultOf', () => {
  test('no state, or not a result, is null', () => {
    expect(resultOf(null)).toBeNull();
    expect(resultOf(undefined)).toBeNull();
    expect(resultOf({})).toBeNull();
    expect(resultOf({ result: 'x' })).toBeNull();
    expect(resultOf({ result: { lines: 'nope' } })).toBeNull();
  });

  test('keeps well-formed lines and actions, drops the rest', () => {
    const r = resultOf({
      result: {
        headline: 'Done',
        lines: [{ label: 'Name', value: 'Spring' }, { label: 1 }, null],
        status: 500,
        details: ['a', 2],
        actions: [
          { label: 'Again', path: '/form/step', primary: true },
          { label: 'Away', path: 'https://evil.example' },
        ],
      },
    });
    expect(r).toEqual({
      headline: 'Done',
      lines: [{ label: 'Name', value: 'Spring' }],
      message: undefined,
      status: 500,
      details: ['a'],
      actions: [{ label: 'Again', path: '/form/step', state: undefined, primary: true }],
    });
  });
});
