import { describe, expect, test } from 'vitest';
import { patchParams } from './url-params.ts';

describe('patchParams', () => {
  test('a value sets its key, null, undefined or an empty string removes it, other keys stay', () => {
    const before = new URLSearchParams('status=pending&id=4&size=10');
    const after = patchParams(before, { status: 'approved', id: null, page: '2', size: undefined, q: '' });
    expect(after.toString()).toBe('status=approved&page=2');
    expect(before.toString()).toBe('status=pending&id=4&size=10');
  });
});
