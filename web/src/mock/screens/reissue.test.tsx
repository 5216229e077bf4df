import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { ReissueScreen } from '../../features/members/components/reissue-screen.tsx';
import { WAIT } from '../testing/list-screen.ts';
import { renderScreen } from '../testing/render-screen.tsx';
import { mockScreenTests } from '../testing/screen-suite.ts';

const mock = mockScreenTests();
/** A mouse click (`detail` 1); the confirm button ignores the keyboard's click of the Enter that opened it. */
const MOUSE = { detail: 1 };

function fill(amount: string, reason: string) {
  fireEvent.change(screen.getByRole('spinbutton'), { target: { value: amount } });
  fireEvent.change(screen.getByRole('textbox', { name: /Reason/ }), { target: { value: reason } });
}

const activeMember = () => mock.world().members.find((m) => m.status === 'active')!;

describe('re-issue screens on the mock API', { timeout: 30_000 }, () => {
  test('coins: a bad amount is refused in the form; dry run shows the change, confirm issues it', async () => {
    const member = activeMember();
    const before = member.coinBalance;
    const world = mock.world();
    const orders = world.orders.length;
    renderScreen(<ReissueScreen kind="coins" />, { world, url: `/member/patch-coin?member=${member.id}` });
    await screen.findByTestId('patch-member-now', {}, WAIT);

    fill('0', 'x');
    expect(await screen.findByText('Coins must be at least 1')).toBeTruthy();
    expect(world.orders).toHaveLength(orders);

    fill('250', 'Compensation for ticket 77');
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const change = await screen.findByTestId('patch-confirm-change', {}, WAIT);
    expect(change.textContent).toBe(
      `${before.toLocaleString('en-US')} → ${(before + 250).toLocaleString('en-US')}`,
    );
    expect(member.coinBalance).toBe(before); // a dry run changes nothing

    fireEvent.click(screen.getByTestId('patch-confirm'), MOUSE);
    const orderNo = await screen.findByTestId('patch-order-no', {}, WAIT);
    expect(orderNo.textContent).toMatch(/^PAT\d{14}$/);
    expect(member.coinBalance).toBe(before + 250);
    expect(world.orders.at(-1)).toMatchObject({ orderNo: orderNo.textContent, kind: 'patch', coins: 250 });
  });

  test('VIP: days are re-issued after the dry run, extending the expiry', async () => {
    const member = activeMember();
    const world = mock.world();
    renderScreen(<ReissueScreen kind="vip" />, { world, url: `/member/patch-vip?member=${member.id}` });
    await screen.findByTestId('patch-member-now', {}, WAIT);
    fill('30', 'Outage credit for November');
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await screen.findByTestId('patch-confirm-change', {}, WAIT);
    expect(world.vipGrants.some((g) => g.source === 'patch')).toBe(false);

    fireEvent.click(screen.getByTestId('patch-confirm'), MOUSE);
    await screen.findByTestId('patch-order-no', {}, WAIT);
    await waitFor(() => expect(member.vipActive).toBe(true), WAIT);
    expect(world.vipGrants.at(-1)).toMatchObject({ memberId: member.id, days: 30, source: 'patch' });
  });

  test('a dry run above the threshold says before confirming that a second admin must approve it', async () => {
    const member = activeMember();
    const world = mock.world();
    renderScreen(<ReissueScreen kind="coins" />, { world, url: `/member/patch-coin?member=${member.id}` });
    await screen.findByTestId('patch-member-now', {}, WAIT);
    fill('250', 'Small compensation');
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await screen.findByTestId('patch-confirm-change', {}, WAIT);
    expect(screen.queryByTestId('patch-needs-approval')).toBeNull();
    // back to the form (Esc there is covered in Chromium by keyboard-money)
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('patch-confirm-change')).toBeNull(), WAIT);

    const over = world.settings.thresholds.coins + 5_000;
    fill(String(over), 'Large compensation');
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const notice = await screen.findByTestId('patch-needs-approval', {}, WAIT);
    expect(notice.textContent).toBe(
      `Needs a second admin: this re-issue of ${over.toLocaleString('en-US')} coins is above the member threshold of ${world.settings.thresholds.coins.toLocaleString('en-US')} coins. Confirming sends it for approval; nothing is issued until another admin approves it.`,
    );
    expect(world.approvals.filter((a) => a.status === 'pending')).toHaveLength(1); // the seeded one only
  });
});
