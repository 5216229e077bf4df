import type { ReissuePending } from '@opsdeck/shared/schemas';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, test } from 'vitest';
import { changeLocale } from '../../../lib/i18n.ts';
import { REISSUE_KINDS } from '../lib/reissue-kinds.ts';
import { ReissuePendingView } from './reissue-pending.tsx';

const pending: ReissuePending = {
  status: 'pending',
  approvalId: 4,
  kind: 'patch_coins',
  memberId: 42,
  amount: 30,
  threshold: 10_000,
  rule: 'member_24h',
  windowTotal: 10_030,
  windowHours: 24,
  replayed: false,
};

function draw() {
  render(
    <MemoryRouter>
      <ReissuePendingView spec={REISSUE_KINDS.coins} pending={pending} onAnother={() => {}} />
    </MemoryRouter>,
  );
  return screen.getByTestId('patch-pending');
}

describe('a held re-issue says once which limit it crossed', () => {
  afterEach(() => changeLocale('en-US'));

  test('en-US: the title names the request; the body says why (the member’s total, not "30 is above 10,000")', () => {
    const view = draw();
    expect(view.textContent).toContain('Waiting for approval #4');
    expect(view.querySelector('p')?.textContent).toBe(
      'Held because the member’s total over the last 24 hours would be 10,030 coins with this re-issue, above the member threshold of 10,000 coins. Another admin must approve it; nothing was issued yet.',
    );
    expect(view.textContent?.match(/#4/g)).toHaveLength(1);
  });

  test('zh-CN', async () => {
    await changeLocale('zh-CN');
    expect(draw().querySelector('p')?.textContent).toBe(
      '原因：加上本次补发，该会员近 24 小时累计 10,030 福币，超过每会员阈值 10,000 福币。须另一位管理员审批，尚未补发。',
    );
  });
});
