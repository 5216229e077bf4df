import { describe, expect, test } from 'vitest';
import { createTranslator } from '../../i18n-bundled.js';
import type { ReissueResult } from './action.js';
import { reissueItems } from './present.js';

const result = {
  orderNo: null,
  member: { id: 1999, visibleId: '25926891', nickname: '张怡' },
  coins: 50,
  balanceBefore: 1616,
  balanceAfter: 1666,
  reason: 'Outage credit',
  createdAt: '2026-11-29T18:00:00.000Z',
} as unknown as ReissueResult;

describe('a re-issue as labelled lines', () => {
  test.each([
    ['en-US', 'Balance'],
    ['zh-CN', '余额'],
  ] as const)('%s: the balance before and after is grouped as every count the CLI shows', (locale, label) => {
    const items = reissueItems(createTranslator(locale), result);
    expect(items.find((i) => i.label === label)?.value).toBe('1,616 → 1,666');
  });
});
