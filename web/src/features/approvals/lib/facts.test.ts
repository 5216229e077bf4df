import { type Approval, flattenParams } from '@opsdeck/shared/schemas';
import { describe, expect, test } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { currentStep } from './content-rows.ts';
import { approvalFacts, changeText } from './facts.ts';
import { pendingCoins } from './sample-approval.ts';

const tIn = (locale: 'en-US' | 'zh-CN') => i18n.getFixedT(locale);
const t = tIn('en-US');

const byKey = (a: Approval, locale: 'en-US' | 'zh-CN' = 'en-US') =>
  Object.fromEntries(approvalFacts(a, tIn(locale), locale).map((f) => [f.key, `${f.label}: ${f.value}`]));

describe('what an approval shows', () => {
  test('a coin request: the member by 8-digit id, amount, balance before → after, 24 h total, rule, times', () => {
    const facts = byKey(pendingCoins);
    expect(facts).toMatchObject({
      member: 'Member: 20481234 · Lily',
      amount: 'Coins: +20,000',
      balance: 'Coin balance: 50 → 20,050',
      windowTotal: '24-hour total: 35,000',
      requester: 'Requester: Zhou',
      reason: 'Reason: event prize',
      rule: 'Rule: Member’s 24-hour total above the threshold',
    });
    expect(facts.created).toContain('Requested at: Jan 1, 2026');
    expect(facts.expires).toContain('Expires at: Jan 4, 2026');
    // never an internal id or a raw field key
    const all = Object.values(facts).join('\n');
    expect(all).not.toContain('1998');
    expect(all).not.toMatch(/memberId|coinBalance/);
    // a unit in running text, not the field's label ('+20,000 Coins')
    expect(changeText(pendingCoins, t, 'en-US')).toBe('+20,000 coins');
    expect(changeText({ ...pendingCoins, amount: 1 }, t, 'en-US')).toBe('+1 coin');
    expect(changeText({ ...pendingCoins, kind: 'patch_vip', amount: 400 }, t, 'en-US')).toBe('+400 VIP days');
  });

  test('in Chinese, and a VIP request never VIP before', () => {
    expect(byKey(pendingCoins, 'zh-CN')).toMatchObject({
      member: '会员: 20481234 · Lily',
      balance: '福币余额: 50 → 20,050',
    });
    const vip: Approval = {
      ...pendingCoins,
      kind: 'patch_vip',
      amount: 400,
      balanceBefore: null,
      balanceAfter: null,
      vipExpiresAfter: '2027-02-05T00:00:00.000Z',
      rule: null,
      windowTotal: null,
    };
    const facts = byKey(vip);
    expect(facts.amount).toBe('VIP days: +400');
    expect(facts.vipUntil).toMatch(/^VIP until: never → Feb 5, 2027/);
    expect(facts.rule).toBeUndefined();
    expect(facts.windowTotal).toBeUndefined();
  });

  test('an expired request says when it expired; a parameter change lists the changed parameters by label', () => {
    const expired = { ...pendingCoins, status: 'expired' as const, decidedAt: '2026-01-04T00:05:00.000Z' };
    expect(byKey(expired).expired).toContain('Expired at: Jan 4, 2026');
    expect(byKey(expired).expires).toBeUndefined();
    expect(currentStep(expired)).toBe(2);
    expect(flattenParams({ video: { rate: { min: 1 } } })).toEqual({ 'video.rate.min': 1 });
    const change: Approval = {
      ...pendingCoins,
      kind: 'media_params',
      memberId: null,
      member: null,
      amount: null,
      reason: null,
      balanceBefore: null,
      balanceAfter: null,
      rule: null,
      windowTotal: null,
      before: { video: { encoding: { frameRate: 15 }, mode: 'custom' } },
      payload: { video: { encoding: { frameRate: 24 }, mode: 'custom' } },
    };
    const facts = approvalFacts(change, t, 'en-US');
    expect(facts[0]).toEqual({
      key: 'change:video.encoding.frameRate',
      label: 'Encoding frame rate',
      value: '15 → 24',
    });
    expect(facts.some((f) => f.key === 'member')).toBe(false);
  });

  test('a media parameter change: the form’s order, select values in words, in both languages', () => {
    const change: Approval = {
      ...pendingCoins,
      kind: 'media_params',
      memberId: null,
      member: null,
      amount: null,
      reason: null,
      balanceBefore: null,
      balanceAfter: null,
      rule: null,
      windowTotal: null,
      // as the payload comes back from jsonb: the audio group first, a group's shortest keys first
      before: {
        audio: { mode: 'custom' },
        video: { mode: 'custom', encoding: { profile: 'high', frameRate: 15 } },
      },
      payload: {
        audio: { mode: 'mode2' },
        video: { mode: 'mode1', encoding: { profile: 'baseline', frameRate: 24 } },
      },
    };
    const lines = (locale: 'en-US' | 'zh-CN') =>
      approvalFacts(change, tIn(locale), locale)
        .filter((f) => f.key.startsWith('change:'))
        .map((f) => `${f.label}: ${f.value}`);
    expect(lines('en-US')).toEqual([
      'Video match mode: Custom → Mode 1',
      'Encoding frame rate: 15 → 24',
      'Video encoding profile: High → Baseline',
      'Audio match mode: Custom → Mode 2',
    ]);
    expect(lines('zh-CN')).toEqual([
      '视频匹配模式: 自定义 → 模式1',
      '编码帧率: 15 → 24',
      '视频编码 profile: High → Baseline',
      '音频匹配模式: 自定义 → 模式2',
    ]);
    // the list's one line: the changed parameters with the language's list separator
    expect(changeText(change, tIn('en-US'), 'en-US')).toBe(
      'Video match mode, Encoding frame rate, Video encoding profile, Audio match mode',
    );
    expect(changeText(change, tIn('zh-CN'), 'zh-CN')).toBe(
      '视频匹配模式、编码帧率、视频编码 profile、音频匹配模式',
    );
  });

  test('a policy change and a re-issue job are labelled, never by their raw keys', () => {
    const base = {
      ...pendingCoins,
      member: null,
      memberId: null,
      amount: null,
      reason: null,
      balanceBefore: null,
      balanceAfter: null,
    };
    const limits: Approval = {
      ...base,
      kind: 'policy_change',
      rule: 'policy_change',
      before: { coins: 10_000 },
      payload: { target: 'limits', changes: { coins: 50_000 } },
    };
    expect(approvalFacts(limits, t, 'en-US')[0]).toMatchObject({
      label: 'Coin threshold per member',
      value: '10000 → 50000',
    });
    const off: Approval = {
      ...limits,
      before: { enabled: true },
      payload: { target: 'switch', id: 'approvalThresholds', enabled: false },
    };
    expect(approvalFacts(off, t, 'en-US')[0]).toMatchObject({
      label: 'Four eyes on large re-issues',
      value: 'On → Off',
    });
    const job: Approval = {
      ...base,
      kind: 'reissue_job',
      rule: 'job_total',
      payload: {
        jobId: 3,
        kind: 'coins',
        count: 40,
        total: 80_000,
        filterText: 'VIP members',
        reason: 'outage',
      },
    };
    const text = approvalFacts(job, tIn('zh-CN'), 'zh-CN').map((f) => `${f.label}: ${f.value}`);
    expect(text).toEqual(
      expect.arrayContaining(['补发任务: #3', '会员数: 40', '福币: 80000', '会员筛选条件: VIP members']),
    );
    expect(text.join()).not.toMatch(/jobId|filterText|changes/);
  });
});
