import {
  businessDayBefore,
  checkinRecordResultSchema,
  envelopeSchema,
  IDEMPOTENCY_HEADER,
  INVITE_REWARD_DEFAULT,
} from '@opsdeck/shared/schemas';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { CheckinListPage, InviteListPage } from '../../features/tasks/task-pages.tsx';
import { callMock } from '../testing/call-api.ts';
import { expectTexts, WAIT } from '../testing/list-screen.ts';
import { renderScreen } from '../testing/render-screen.tsx';
import { mockScreenTests } from '../testing/screen-suite.ts';

const mock = mockScreenTests();

/** Opens the record dialog with its button, types the fields by their labels and records. */
async function record(button: string, fields: Record<string, string>) {
  fireEvent.click(await screen.findByRole('button', { name: button }, WAIT));
  for (const [label, value] of Object.entries(fields)) {
    const input = await screen.findByLabelText(label, {}, WAIT);
    fireEvent.change(input, { target: { value } });
  }
  fireEvent.click(screen.getByRole('button', { name: 'Record' }));
}

describe('task records on the mock API', { timeout: 30_000 }, () => {
  test('/task-checkin/list: a missed sign-in is recorded and paid; the same day again is refused', async () => {
    const world = mock.world();
    const member = world.members.find(
      (m) => m.status === 'active' && !world.checkins.some((c) => c.memberId === m.id),
    )!;
    const points = member.pointsBalance;
    const day = businessDayBefore(0);
    renderScreen(<CheckinListPage />, { world, url: '/task-checkin/list' });

    await record('Record sign-in', { 'Member (internal ID)': String(member.id) });
    // a first sign-in starts a streak of one: the first day's rule pays
    await expectTexts(['Recorded: 6 points and 0 coins paid']);
    expect(world.checkins.at(-1)).toMatchObject({ memberId: member.id, day, streak: 1, rewardPoints: 6 });
    expect(member.pointsBalance).toBe(points + 6);
    expect(world.pointLedger.at(-1)).toMatchObject({ memberId: member.id, delta: 6, reason: 'checkin' });
    await expectTexts([member.visibleId]);

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    await record('Record sign-in', { 'Member (internal ID)': String(member.id) });
    // the server refuses it (409, the client toasts why); the dialog stays open
    await waitFor(() => expect(world.traffic.some((r) => r.status === 409)).toBe(true), WAIT);
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(world.checkins.filter((c) => c.memberId === member.id)).toHaveLength(1);
  });

  test('/task-invite/list: an invite pays the inviter; a second inviter for the invitee is refused', async () => {
    const world = mock.world();
    const [inviter, invitee, other] = world.members.filter(
      (m) =>
        m.status === 'active' && m.invitedBy === null && !world.members.some((x) => x.invitedBy === m.id),
    );
    const coins = inviter!.coinBalance;
    renderScreen(<InviteListPage />, { world, url: '/task-invite/list' });

    await record('Record invite', {
      'Inviter (internal ID)': String(inviter!.id),
      'Invitee (internal ID)': String(invitee!.id),
    });
    const { points, coins: paid } = INVITE_REWARD_DEFAULT;
    await expectTexts([`Recorded: ${points} points and ${paid} coins paid`]);
    expect(invitee!.invitedBy).toBe(inviter!.id);
    expect(inviter!.coinBalance).toBe(coins + paid);
    expect(world.invites.at(-1)).toMatchObject({
      inviterId: inviter!.id,
      memberId: invitee!.id,
      status: 'rewarded',
    });

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    await record('Record invite', {
      'Inviter (internal ID)': String(other!.id),
      'Invitee (internal ID)': String(invitee!.id),
    });
    await waitFor(() => expect(world.traffic.some((r) => r.status === 409)).toBe(true), WAIT);
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(invitee!.invitedBy).toBe(inviter!.id);
  });

  test('the answers: the shared result schema, a replay by key, the key required, refusals in words', async () => {
    const world = mock.world();
    const member = world.members.find((m) => m.status === 'active')!;
    const body = JSON.stringify({ memberId: member.id, day: businessDayBefore(1) });
    const post = (key: string | null, json = body) =>
      callMock(world, '/admin/tasks/checkin', {
        method: 'POST',
        body: json,
        headers: key ? { [IDEMPOTENCY_HEADER]: key } : {},
      });
    const first = await post('checkin-key-0001');
    expect(first.status).toBe(200);
    expect(envelopeSchema(checkinRecordResultSchema).safeParse(first.body).error?.issues ?? []).toEqual([]);
    const again = await post('checkin-key-0001');
    expect(again.body.data).toMatchObject({ replayed: true, checkin: first.body.data.checkin });
    expect(
      world.checkins.filter((c) => c.memberId === member.id && c.day === businessDayBefore(1)),
    ).toHaveLength(1);

    expect((await post(null)).status).toBe(400);
    const taken = await post('checkin-key-0002');
    expect(taken).toMatchObject({
      status: 409,
      body: { message: `Member ${member.visibleId} already has a sign-in on ${businessDayBefore(1)}` },
    });
    const other = JSON.stringify({ memberId: member.id, day: businessDayBefore(2) });
    expect((await post('checkin-key-0001', other)).status).toBe(409);
    const self = await callMock(world, '/admin/tasks/invite', {
      method: 'POST',
      body: JSON.stringify({ inviterId: member.id, inviteeId: member.id }),
      headers: { [IDEMPOTENCY_HEADER]: 'invite-key-0001' },
    });
    expect(self.status).toBe(400);
  });
});
