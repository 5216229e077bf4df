import type { Approval } from '@opsdeck/shared/schemas';
import { describe, expect, test } from 'vitest';
import { createTranslator } from '../../i18n-bundled.js';
import { ageText, approvalFacts, changeText } from './format.js';

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

describe('a media parameter change', () => {
  const change = {
    ...request,
    kind: 'media_params',
    member: null,
    amount: null,
    balanceBefore: null,
    balanceAfter: null,
    reason: null,
    // as the payload comes back from jsonb: the audio group first, a group's shortest keys first
    before: {
      audio: { mode: 'custom' },
      video: { mode: 'custom', encoding: { profile: 'high', frameRate: 15 } },
    },
    payload: {
      audio: { mode: 'mode2' },
      video: { mode: 'mode1', encoding: { profile: 'main', frameRate: 24 } },
    },
  } as unknown as Approval;

  test.each([
    [
      'en-US',
      [
        'Video match mode: Custom → Mode 1',
        'Encoding frame rate: 15 → 24',
        'Video encoding profile: High → Main',
        'Audio match mode: Custom → Mode 2',
      ],
    ],
    [
      'zh-CN',
      [
        '视频匹配模式: 自定义 → 模式1',
        '编码帧率: 15 → 24',
        '视频编码 profile: High → Main',
        '音频匹配模式: 自定义 → 模式2',
      ],
    ],
  ] as const)('%s: the form’s order, select values as the form labels them', (locale, shown) => {
    const t = createTranslator(locale);
    const facts = approvalFacts(t, change).filter((f) => f.key.includes('.'));
    expect(facts.map((f) => `${f.label}: ${f.value}`)).toEqual(shown);
    // scripts keep the stored values
    expect(facts[0]?.plain).toEqual([['video.mode', 'custom mode1']]);
    expect(changeText(t, change)).toBe(facts.map((f) => `${f.label} ${f.value}`).join(' · '));
  });
});

describe('how long ago a request was made', () => {
  test.each([
    ['en-US', 'just now', '1 min ago'],
    ['zh-CN', '刚刚', '1 分钟前'],
  ] as const)('%s: under a minute is "just now", never "0 min ago"', (locale, now, minute) => {
    const t = createTranslator(locale);
    const at = Date.parse('2026-12-02T06:00:00Z');
    expect(ageText(t, new Date(at - 20_000).toISOString(), at)).toBe(now);
    expect(ageText(t, new Date(at - 61_000).toISOString(), at)).toBe(minute);
  });
});
