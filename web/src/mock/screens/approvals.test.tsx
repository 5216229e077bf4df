import { IDEMPOTENCY_HEADER, type Message } from '@opsdeck/shared/schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { ApprovalsScreen } from '../../features/approvals/components/approvals-screen.tsx';
import type { World } from '../data/world.ts';
import { callMock } from '../testing/call-api.ts';
import { WAIT } from '../testing/list-screen.ts';
import { renderScreen } from '../testing/render-screen.tsx';
import { mockScreenTests } from '../testing/screen-suite.ts';

const mock = mockScreenTests();

/** The support operator asks for a coin re-issue through the API, as the re-issue screen sends it. */
async function askAsUser(world: World, coins: number) {
  const user = world.operators.find((o) => o.role === 'user')!;
  const member = world.members.filter((m) => m.status === 'active')[3]!;
  const body = JSON.stringify({ memberId: member.id, coins, reason: 'Prize of the winter event' });
  const headers = { [IDEMPOTENCY_HEADER]: `test-${coins}` };
  const answer = await callMock(world, '/admin/member/patch-coin', { method: 'POST', body, headers }, 'user');
  return { ...answer, member, user };
}

/** The message box as `who` reads it in `lang`. */
async function inbox(world: World, who: Parameters<typeof callMock>[3], lang: string): Promise<Message[]> {
  const res = await callMock(world, '/message/list', { headers: { 'accept-language': lang } }, who);
  expect(res.status).toBe(200);
  return res.body.data;
}

describe('/profile/basic on the mock API', { timeout: 30_000 }, () => {
  test('an admin approves the pending coin re-issue: it runs, and the log shows its order', async () => {
    const world = mock.world();
    const request = world.approvals.find((a) => a.status === 'pending')!;
    const member = world.members.find((m) => m.id === request.memberId)!;
    const before = member.coinBalance;
    renderScreen(<ApprovalsScreen />, { world, url: '/profile/basic' });
    const row = await screen.findByTestId(`approval-row-${request.id}`, {}, WAIT);
    // the list names the member by its 8-digit id and nickname, never the internal id
    const cells = [...row.querySelectorAll('td')].map((td) => td.textContent);
    expect(cells.slice(0, 4)).toEqual([
      `#${request.id}`,
      'Coin re-issue',
      `${member.visibleId} · ${member.nickname}`,
      '+20,000 coins',
    ]);
    fireEvent.click(row);
    const process = await screen.findByTestId('approval-process', {}, WAIT);
    // the process shows what approving does: member, amount, balance before → after, reason, expiry
    const facts = await within(process).findByTestId('approval-content', {}, WAIT);
    const text = facts.textContent ?? '';
    expect(text).toContain(`Member${member.visibleId} · ${member.nickname}`);
    expect(text).toContain('Coins+20,000');
    expect(text).toContain(
      `Coin balance${before.toLocaleString('en-US')} → ${(before + 20_000).toLocaleString('en-US')}`,
    );
    expect(text).toContain('Reason直播活动奖励补发 live event prize');
    expect(text).toContain('Expires at');
    expect(text).not.toMatch(/memberId|coinBalance/);
    fireEvent.click(await within(process).findByRole('button', { name: 'Approve' }, WAIT));
    // the confirmation repeats the facts
    const dialogFacts = await screen.findByTestId('decide-facts', {}, WAIT);
    expect(dialogFacts.textContent).toContain(member.visibleId);
    fireEvent.click(await screen.findByTestId('approve-confirm', {}, WAIT), { detail: 1 });

    await waitFor(() => expect(request.status).toBe('approved'), WAIT);
    expect(member.coinBalance).toBe(before + 20_000);
    const order = world.orders.at(-1)!;
    expect(order).toMatchObject({ kind: 'patch', coins: 20_000, memberId: member.id });
    // the outcome page takes over the screen; the request's log names the order it ran
    const detail = await callMock(world, `/admin/approvals/${request.id}`);
    expect(detail.status).toBe(200);
    expect(JSON.stringify(detail.body.data)).toContain(order.orderNo);
  });

  test('a re-issue above the threshold answers 202 pending; the admin rejects it with a reason', async () => {
    const world = mock.world();
    const below = await askAsUser(world, world.settings.thresholds.coins);
    expect(below.status).toBe(200);
    const asked = await askAsUser(world, world.settings.thresholds.coins + 1);
    expect(asked.status).toBe(202);
    expect(asked.body.data).toMatchObject({ status: 'pending', kind: 'patch_coins', replayed: false });
    const id: number = asked.body.data.approvalId;
    const balance = asked.member.coinBalance;

    renderScreen(<ApprovalsScreen />, { world, url: `/profile/basic?id=${id}` });
    const process = await screen.findByTestId('approval-process', {}, WAIT);
    fireEvent.click(await within(process).findByRole('button', { name: 'Reject' }, WAIT));
    const reason = await screen.findByTestId('reject-reason', {}, WAIT);
    fireEvent.change(reason, { target: { value: 'Over the event budget' } });
    fireEvent.submit(reason.closest('form')!);

    await waitFor(() => expect(world.approvals.find((a) => a.id === id)?.status).toBe('rejected'), WAIT);
    const detail = await callMock(world, `/admin/approvals/${id}`);
    expect(JSON.stringify(detail.body.data)).toContain('Over the event budget');
    expect(asked.member.coinBalance).toBe(balance);
    // the requester's notice and the admins' todo, in each reader's language (a text code and its
    // values, as the server writes them), never one string holding both languages
    const decider = world.operators.find(
      (o) => o.id === world.approvals.find((a) => a.id === id)?.decider?.id,
    )!;
    expect(world.messages.get(asked.user.id)?.[0]).toMatchObject({
      textCode: 'notice:rejected',
      textParams: { id, kind: 'patch_coins', reason: 'Over the event budget' },
    });
    expect(await inbox(world, 'user', 'en-US')).toContainEqual(
      expect.objectContaining({
        title: `Approval #${id} rejected`,
        subTitle: 'Coin re-issue',
        content: `By ${decider.name} · Over the event budget`,
      }),
    );
    expect(await inbox(world, 'user', 'zh-CN')).toContainEqual(
      expect.objectContaining({
        title: `审批 #${id} 已驳回`,
        subTitle: '补发福币',
        content: `审批人：${decider.zh?.name} · Over the event budget`,
      }),
    );
    const amount = `+${(world.settings.thresholds.coins + 1).toLocaleString('en-US')}`;
    const todoEn = (await inbox(world, 'admin', 'en-US')).find(
      (m) => m.title === `Approval #${id} is waiting for you`,
    );
    expect(todoEn).toMatchObject({ subTitle: 'Coin re-issue' });
    expect(todoEn?.content).toContain(`${amount} coins · Prize of the winter event`);
    const todoZh = (await inbox(world, 'admin', 'zh-CN')).find((m) => m.title === `待审批 #${id}`);
    expect(todoZh).toMatchObject({ subTitle: '补发福币' });
    expect(todoZh?.content).toContain(`${amount} 福币 · Prize of the winter event`);
  });

  test('an expired request shows as expired, in Chinese too, and offers no approval', async () => {
    const world = mock.world();
    const request = world.approvals.find((a) => a.status === 'pending')!;
    request.createdAt = new Date(world.now - 73 * 3_600_000).toISOString();
    renderScreen(<ApprovalsScreen />, { world, url: `/profile/basic?status=expired&id=${request.id}` });
    const row = await screen.findByTestId(`approval-row-${request.id}`, {}, WAIT);
    expect(row.textContent).toContain('Expired');
    const process = await screen.findByTestId('approval-process', {}, WAIT);
    expect((await within(process).findByTestId('approval-status', {}, WAIT)).textContent).toBe('Expired');
    expect(within(process).getByTestId('approval-content').textContent).toContain('Expired at');
    expect(within(process).queryByRole('button', { name: 'Approve' })).toBeNull();
    const requester = world.operators.find((o) => o.id === request.requester.id)!;
    expect(world.messages.get(requester.id)?.[0]).toMatchObject({
      textCode: 'notice:expired',
      textParams: { id: request.id, kind: request.kind, hours: 72 },
    });
    expect((await inbox(world, { phone: requester.phone }, 'en-US'))[0]).toMatchObject({
      title: `Approval #${request.id} expired`,
      subTitle: 'Coin re-issue',
      content: 'Not decided within 72 hours, nothing was executed; send it again if it is still needed',
    });
    expect((await inbox(world, { phone: requester.phone }, 'zh-CN'))[0]).toMatchObject({
      title: `审批 #${request.id} 已过期`,
      subTitle: '补发福币',
      content: '72 小时内无人审批，未执行；如仍需要请重新提交',
    });
  });
});
