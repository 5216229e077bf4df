import { describe, expect, test } from 'vitest';
import { createIntentKeys, intentOf } from './intent-key.ts';

function counter() {
  let n = 0;
  return () => `key-${++n}`;
}

describe('intent keys', () => {
  const a = intentOf('coins', { memberId: 7, amount: 100, reason: 'refund for #12' });

  test('a retry of the same intent reuses its key', () => {
    const keys = createIntentKeys(counter());
    expect(keys.keyFor(a)).toBe('key-1');
    expect(keys.keyFor(a)).toBe('key-1');
    expect(keys.keyFor(intentOf('coins', { memberId: 7, amount: 100, reason: '  refund for #12 ' }))).toBe(
      'key-1',
    );
  });

  test('changed inputs are a new intent with a new key; changing back returns the first key', () => {
    const keys = createIntentKeys(counter());
    keys.keyFor(a);
    const b = intentOf('coins', { memberId: 7, amount: 200, reason: 'refund for #12' });
    const c = intentOf('coins', { memberId: 8, amount: 100, reason: 'refund for #12' });
    const d = intentOf('coins', { memberId: 7, amount: 100, reason: 'other reason' });
    const e = intentOf('vip', { memberId: 7, amount: 100, reason: 'refund for #12' });
    expect([keys.keyFor(b), keys.keyFor(c), keys.keyFor(d), keys.keyFor(e)]).toEqual([
      'key-2',
      'key-3',
      'key-4',
      'key-5',
    ]);
    expect(keys.keyFor(a)).toBe('key-1');
  });

  test('after success the same intent gets a new key; other intents keep theirs', () => {
    const keys = createIntentKeys(counter());
    const b = intentOf('vip', { memberId: 7, amount: 30, reason: 'compensation' });
    keys.keyFor(a);
    keys.keyFor(b);
    keys.settle(a);
    expect(keys.peek(a)).toBeUndefined();
    expect(keys.keyFor(a)).toBe('key-3');
    expect(keys.keyFor(b)).toBe('key-2');
  });

  test('real keys are UUIDs the server accepts', () => {
    const keys = createIntentKeys();
    const key = keys.keyFor(a);
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(createIntentKeys().keyFor(a)).not.toBe(key);
  });
});
