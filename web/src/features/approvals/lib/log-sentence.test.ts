import type { ApprovalLogRow } from '@opsdeck/shared/schemas';
import { describe, expect, test } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { logSentence } from './log-sentence.ts';
import { pendingCoins } from './sample-approval.ts';

const row = (action: string, over: Partial<ApprovalLogRow> = {}): ApprovalLogRow => ({
  key: '833',
  contentNumber: '#1440',
  updateContent: `${action} member=20481234 kind=patch_coins coins=20000 reason=event prize`,
  action,
  operator: 'Zhou',
  status: 'ok',
  updateTime: '2026-01-01T00:00:00.000Z',
  ...over,
});
const en = i18n.getFixedT('en-US');
const zh = i18n.getFixedT('zh-CN');

describe('an approval log row as a sentence', () => {
  test('the request, its approval and the re-issue it ran, in English: never the raw audit text', () => {
    expect(logSentence(row('approval.request'), pendingCoins, en, 'en-US')).toBe(
      'Zhou asked for approval: +20,000 coins for 20481234 · Lily',
    );
    expect(logSentence(row('approval.approve', { operator: 'Lin' }), pendingCoins, en, 'en-US')).toBe(
      'Lin approved the request',
    );
    const done = row('member.reissueCoins', { contentNumber: 'PAT202601010001' });
    expect(logSentence(done, pendingCoins, en, 'en-US')).toBe(
      'The re-issue was carried out as patch order PAT202601010001',
    );
    const rejected = { ...pendingCoins, status: 'rejected' as const, rejectReason: 'amount looks wrong' };
    expect(logSentence(row('approval.reject', { operator: 'Lin' }), rejected, en, 'en-US')).toBe(
      'Lin rejected the request: amount looks wrong',
    );
    for (const action of ['approval.request', 'approval.approve', 'member.reissueCoins', 'approval.expire']) {
      const s = logSentence(row(action, { operator: '' }), pendingCoins, en, 'en-US');
      expect(s).not.toMatch(/[a-z]+\.[a-z]+|=|kind|patch_coins/i);
    }
  });

  test('in Chinese, and a VIP request counts days', () => {
    expect(logSentence(row('approval.request'), pendingCoins, zh, 'zh-CN')).toBe(
      'Zhou 提交审批：为 20481234 · Lily 补发 20,000 福币',
    );
    expect(logSentence(row('approval.approve', { operator: '林乔' }), pendingCoins, zh, 'zh-CN')).toBe(
      '林乔 通过了该请求',
    );
    const vip = { ...pendingCoins, kind: 'patch_vip' as const, amount: 1 };
    expect(logSentence(row('approval.request'), vip, en, 'en-US')).toBe(
      'Zhou asked for approval: +1 VIP day for 20481234 · Lily',
    );
  });

  test('an action the console has no sentence for keeps the server text after the operator', () => {
    expect(
      logSentence(
        row('member.somethingNew', { updateContent: 'member.somethingNew x=1' }),
        pendingCoins,
        en,
        'en-US',
      ),
    ).toBe('Zhou · member.somethingNew x=1');
  });
});
