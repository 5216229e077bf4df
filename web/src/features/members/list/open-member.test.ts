import { describe, expect, test } from 'vitest';
import { openMemberId } from './open-member.ts';

describe('open member in the URL', () => {
  test('a positive integer opens that member; anything else opens none', () => {
    expect(openMemberId(new URLSearchParams('member=42&page=2'))).toBe(42);
    expect(openMemberId(new URLSearchParams(''))).toBeNull();
    for (const bad of ['0', '-1', '1.5', 'abc', '99999999999', '2147483648']) {
      expect(openMemberId(new URLSearchParams({ member: bad })), bad).toBeNull();
    }
  });
});
