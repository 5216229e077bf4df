import type { Approval } from '@opsdeck/shared/schemas';
import { describe, expect, test } from 'vitest';
import { createTranslator } from '../../i18n-bundled.js';
import { approvalFacts } from './format.js';

const request = {
  id: 1,
  kind: 'patch_coin',
  status: 'pending',
  member: { id: 7, visibleId: '10104729', nickname: 'Slow Dolphin' },
  amount: 20000,
  balanceBefore: 22,
  balanceAfter: 20022,
  vipExpiresBefore: null,
  vipExpiresAfter: null,
  windowTotal: null,
  requester: { id: 2, name: 'Zhou Xiao' },
  reason: 'live event prize',
  rule: null,
  createdAt: new Date(Date.now() - 46 * 60_000).toISOString(),
  expiresAt: new Date(Date.now() + 72 * 3_600_000).toISOString(),
  decider: null,
  decidedAt: null,
  rejectReason: null,
} as unknown as Approval;

describe('a request as facts', () => {
  test.each([
    ['en-US', / UTC\+8 \(46 min ago\)$/],
    ['zh-CN', / UTC\+8（46 分钟前）$/],
  ] as const)(
    '%s: when it was asked and how long ago, punctuated as the language writes it',
    (locale, shown) => {
      const created = approvalFacts(createTranslator(locale), request).find((f) => f.key === 'createdAt');
      expect(created?.value).toMatch(shown);
    },
  );
});
