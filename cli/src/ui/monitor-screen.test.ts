import type { MonitorEvent } from '@opsdeck/shared/schemas';
import { expect, test } from 'vitest';
import { createTranslator } from '../i18n-bundled.js';
import { eventLine, figureLines } from './monitor-screen.js';

const reissue: MonitorEvent = {
  id: 7,
  time: '2026-03-03T07:30:00.000Z',
  kind: 'reissue',
  action: 'member.reissueCoins',
  status: 'ok',
  operator: { id: 1, name: 'Ada' },
  targetType: 'member',
  targetId: '42',
  memberId: 42,
  memberVisibleId: '20481234',
  orderNo: 'P20260303000001',
  coins: 25,
  days: null,
  note: null,
};

test('an event line reads as the audit sentence with operator, member and order number, in both languages', () => {
  const en = eventLine(createTranslator('en-US'), 'en-US', reissue);
  expect(en).toContain('Re-issued coins to a member');
  expect(en).toContain('Ada');
  // the member by its 8-digit id, never the internal one
  expect(en).toContain('20481234');
  expect(en).not.toMatch(/\b42\b/);
  expect(en).toContain('P20260303000001');
  expect(en).not.toContain('member.reissueCoins');
  const zh = eventLine(createTranslator('zh-CN'), 'zh-CN', reissue);
  expect(zh).not.toContain('member.reissueCoins');
  expect(zh).not.toContain('Re-issued');
  expect(zh).toContain('P20260303000001');
  const signIn = eventLine(createTranslator('en-US'), 'en-US', {
    ...reissue,
    kind: 'auth',
    action: 'auth.signIn',
    targetType: 'session',
    memberId: null,
    memberVisibleId: null,
    orderNo: null,
    coins: null,
  });
  expect(signIn).toContain('Signed in');
  // a code without a sentence shows as it is
  expect(eventLine(createTranslator('en-US'), 'en-US', { ...reissue, action: 'x.y' })).toContain('x.y');
  // a change is grouped in thousands, as the approvals list shows it
  expect(eventLine(createTranslator('en-US'), 'en-US', { ...reissue, coins: 20000 })).toMatch(/\+20,000\b/);
});

test('the figures take 2 lines at 100 columns and 4 at 60 (the walk at 60: the screen reached the terminal height)', () => {
  // the live figures as a tmux walk showed them (en-US and zh-CN)
  const en = [
    'Server version: 0.1.0',
    'Database: PGlite',
    'Requests / min (5 min): 2.4',
    'Error rate (5 min): 0.00%',
    'p95 latency (5 min): 88.7 ms',
    'Open connections: 3',
    'Re-issued coins (24 h): 13,145',
  ];
  const zh = [
    '服务器版本：0.1.0',
    '数据库：PGlite',
    '每分钟请求数（5 分钟）：1.8',
    '错误率（5 分钟）：0.00%',
    'p95 延迟（5 分钟）：88.7 ms',
    '当前连接数：3',
    '补发福币（24 小时）：13,255',
  ];
  expect(figureLines(en, 100)).toBe(2);
  expect(figureLines(en, 60)).toBe(4);
  expect(figureLines(zh, 60)).toBe(4);
  expect(figureLines(['a'], 10)).toBe(1);
});
