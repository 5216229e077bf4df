import { describe, expect, test } from 'vitest';
import { type ApprovalNeedFacts, approvalReason, pendingNeed, previewNeed } from './approval-need.js';
import { enUS } from './locales/en-US/index.js';
import { zhCN } from './locales/zh-CN/index.js';
import { flattenKeys, type Locale, translate } from './translate.js';

const tr = (locale: Locale) => (key: string, params?: Record<string, unknown>) =>
  translate(locale, key, params);
const needs = (facts: Partial<ApprovalNeedFacts>) => (locale: Locale) =>
  translate(locale, 'approvals.needsApproval', {
    reason: approvalReason(tr(locale), locale, {
      rule: 'amount',
      unit: 'coins',
      amount: 15_000,
      threshold: 10_000,
      windowTotal: 15_000,
      windowHours: 24,
      ...facts,
    }),
  });

describe('why a re-issue waits for a second admin, as one sentence', () => {
  test('the amount rule names this re-issue and the member threshold (not "… above the limit 10,000 (Amount above the threshold)")', () => {
    expect(needs({})('en-US')).toBe(
      'Needs a second admin: this re-issue of 15,000 coins is above the member threshold of 10,000 coins. Confirming sends it for approval; nothing is issued until another admin approves it.',
    );
    expect(needs({})('zh-CN')).toBe(
      '需要另一位管理员审批：本次补发 15,000 福币，超过每会员阈值 10,000 福币。确认后将提交审批，另一位管理员通过前不会补发。',
    );
  });

  test('the rolling totals name their window and whose total it is; VIP days keep their unit', () => {
    expect(needs({ rule: 'member_24h', amount: 30, windowTotal: 10_030 })('en-US')).toContain(
      'the member’s total over the last 24 hours would be 10,030 coins with this re-issue, above the member threshold of 10,000 coins.',
    );
    expect(
      needs({
        rule: 'operator_daily',
        unit: 'vipDays',
        amount: 1,
        threshold: 3_650,
        windowTotal: 3_651,
        windowHours: 1,
      })('en-US'),
    ).toContain(
      'your total over the last hour would be 3,651 VIP days with this re-issue, above the operator threshold of 3,650 VIP days.',
    );
    expect(needs({ rule: 'member_24h', amount: 30, windowTotal: 10_030 })('zh-CN')).toContain(
      '加上本次补发，该会员近 24 小时累计 10,030 福币，超过每会员阈值 10,000 福币。',
    );
    expect(
      needs({ rule: 'operator_daily', unit: 'vipDays', windowTotal: 40, threshold: 30 })('zh-CN'),
    ).toContain('你近 24 小时累计 40 天 VIP，超过每操作员阈值 30 天 VIP');
  });

  test('the facts of a held answer and of a dry run', () => {
    const held = {
      kind: 'patch_vip',
      rule: 'amount',
      amount: 40,
      threshold: 30,
      windowTotal: 40,
      windowHours: 24,
    } as const;
    expect(pendingNeed(held)).toMatchObject({ unit: 'vipDays', amount: 40 });
    expect(previewNeed({ coins: 5, approval: null })).toBeUndefined();
    expect(
      previewNeed({
        days: 40,
        approval: { rule: 'amount', threshold: 30, windowTotal: 40, windowHours: 24 },
      }),
    ).toMatchObject({ unit: 'vipDays', amount: 40 });
  });

  test('no string puts a rule label in brackets after the numbers ({{rule}}), in either language', () => {
    const raw = (tree: unknown, key: string) =>
      key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], tree);
    for (const [name, tree] of [
      ['en-US', enUS],
      ['zh-CN', zhCN],
    ] as const) {
      const texts = flattenKeys(tree).map((key) => [key, String(raw(tree, key))] as const);
      // the check sees the raw strings (a placeholder is there to be found)
      expect(
        texts.some(([, text]) => text.includes('{{threshold}}')),
        name,
      ).toBe(true);
      expect(
        texts.filter(([, text]) => text.includes('{{rule}}')).map(([key]) => key),
        name,
      ).toEqual([]);
    }
  });
});
