import { describe, expect, test } from 'vitest';
import { deriveKey, type KeyParts } from './keys.js';

const parts: KeyParts = { noun: 'coins', member: '10104729', amount: 50, reason: 'Refund', occurrence: 1 };

describe('deriveKey', () => {
  test('is stable: the same row gives the same key, today and in every later run', () => {
    expect(deriveKey(parts)).toBe(deriveKey({ ...parts }));
    // pinned (sha256 of ["opsdeck-batch",1,"","coins","10104729",50,"Refund",1]): a change to the
    // derivation would make re-runs of files started with an older CLI issue again
    expect(deriveKey(parts)).toBe('ob1-6de9a65b317453cca3a8d46eef99e6fc678744b0');
  });

  test('a valid key: ob1- and 40 hex digits (within the server key rule)', () => {
    expect(deriveKey(parts)).toMatch(/^ob1-[0-9a-f]{40}$/);
  });

  test.each([
    ['noun', { noun: 'vip' }],
    ['member', { member: '10104730' }],
    ['amount', { amount: 51 }],
    ['reason', { reason: 'Refund!' }],
    ['occurrence', { occurrence: 2 }],
    ['batch id', { batchId: '2026-11' }],
  ])('changes with the %s', (_name, change) => {
    expect(deriveKey({ ...parts, ...change })).not.toBe(deriveKey(parts));
  });

  test('fields cannot run into each other', () => {
    const a = deriveKey({ ...parts, member: '1', reason: '2x' });
    const b = deriveKey({ ...parts, member: '12', reason: 'x' });
    expect(a).not.toBe(b);
  });
});
