import type { MonitorEvent } from '@opsdeck/shared/schemas';
import { expect, test } from 'vitest';
import { createTranslator } from '../i18n-bundled.js';
import { eventLine } from './monitor-screen.js';

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
