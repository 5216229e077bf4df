import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { ApiProvider } from '../../../lib/api-context.tsx';
import { i18n } from '../../../lib/i18n.ts';
import { testWebApi } from '../../../testing/render-with-app.tsx';
import { memberDetail, type StubAnswer, type StubCall, stubClient } from '../../../testing/stub-client.ts';
import { reissueChecks } from '../hooks/use-reissue-checks.ts';
import { ReissueScreen } from './reissue-screen.tsx';

const member = memberDetail({ id: 42, coinBalance: 1000 });

function coinAnswer(call: StubCall, over: Record<string, unknown> = {}) {
  const body = call.body as { coins: number; reason: string; dryRun?: boolean };
  return {
    orderNo: body.dryRun ? null : 'PAT20260301000007',
    memberId: 42,
    reason: body.reason,
    dryRun: body.dryRun ?? false,
    replayed: false,
    createdAt: body.dryRun ? null : '2026-03-01T10:00:00.000Z',
    member: { ...member, coinBalance: body.dryRun ? 1000 : 1000 + body.coins },
    coins: body.coins,
    balanceBefore: 1000,
    balanceAfter: 1000 + body.coins,
    ...over,
  };
}

function renderScreen(
  route: (call: StubCall) => StubAnswer | Promise<StubAnswer>,
  url = '/member/patch-coin',
) {
  const stub = stubClient((call) =>
    call.url.startsWith('/admin/members/') ? { data: member } : route(call),
  );
  render(
    <ApiProvider api={testWebApi({ client: stub.client })}>
      <MemoryRouter initialEntries={[url]}>
        <ReissueScreen kind="coins" />
      </MemoryRouter>
    </ApiProvider>,
  );
  return stub;
}

function fill(coins: string, reason: string) {
  fireEvent.change(screen.getByRole('spinbutton'), { target: { value: coins } });
  fireEvent.change(screen.getByRole('textbox', { name: /Reason|原因/ }), { target: { value: reason } });
}

/**
 * The screen for member 42 with 10 coins and `reason` filled in, its confirmation opened by the
 * Preview button or by Enter in the reason field (which then puts the focus on Confirm).
 */
async function openConfirm(
  reason: string,
  via: 'preview' | 'enter',
  route: (call: StubCall) => StubAnswer = (call) => ({ data: coinAnswer(call) }),
) {
  const { calls } = renderScreen(route, '/member/patch-coin?member=42');
  await screen.findByTestId('patch-member-now');
  fill('10', reason);
  if (via === 'preview') fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
  else fireEvent.keyDown(screen.getByRole('textbox', { name: /Reason/ }), { key: 'Enter' });
  const confirm = await screen.findByTestId('patch-confirm');
  if (via === 'enter') await waitFor(() => expect(document.activeElement).toBe(confirm));
  return { calls, confirm };
}

/** A mouse click (`detail` 1); a click with detail 0 is the keyboard's. */
const MOUSE = { detail: 1 };

const realCalls = (calls: StubCall[]) =>
  calls.filter((c) => c.url === '/admin/member/patch-coin' && !(c.body as { dryRun?: boolean }).dryRun);

describe('re-issue coins screen', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('en-US');
    // as on the page once it has drawn (the screen loads its checks after its first paint)
    await reissueChecks.load();
  });

  test('validates with the shared schema as you type, in English', async () => {
    const { calls } = renderScreen(() => ({ data: null }));
    fill('0', 'x');
    expect(await screen.findByText('Coins must be at least 1')).toBeTruthy();
    expect(screen.getByText('Reason must be at least 2 characters')).toBeTruthy();
    fill('100001', 'ok reason');
    expect(screen.getByText('Coins must be at most 100,000')).toBeTruthy();
    fill('1.5', 'ok reason');
    expect(screen.getByText('Coins must be a whole number')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(screen.getByText('Pick a member')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  test('validation messages in Chinese', async () => {
    await i18n.changeLanguage('zh-CN');
    try {
      renderScreen(() => ({ data: null }));
      fill('', 'x');
      fireEvent.click(screen.getByRole('button', { name: '预览' }));
      expect(await screen.findByText('福币数量不能为空')).toBeTruthy();
      expect(screen.getByText('原因至少 2 个字符')).toBeTruthy();
      expect(screen.getByText('请选择会员')).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en-US');
    }
  });

  test('dry run, confirm after a network error with the SAME key, result with the order', async () => {
    let failNext = true;
    const { calls } = renderScreen(async (call) => {
      const body = call.body as { dryRun?: boolean };
      if (!body.dryRun && failNext) {
        failNext = false;
        throw Object.assign(new Error('Network Error'), { isAxiosError: true });
      }
      return { data: coinAnswer(call) };
    }, '/member/patch-coin?member=42');
    await screen.findByTestId('patch-member-now');
    fill('250', 'compensation for ticket 77');
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));

    expect((await screen.findByTestId('patch-confirm-change')).textContent).toBe('1,000 → 1,250');
    const dry = calls.find((c) => c.url === '/admin/member/patch-coin');
    const key = dry?.headers['Idempotency-Key'];
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(dry?.body).toEqual({
      memberId: 42,
      coins: 250,
      reason: 'compensation for ticket 77',
      dryRun: true,
    });

    fireEvent.click(screen.getByTestId('patch-confirm'), MOUSE);
    expect(await screen.findByTestId('patch-confirm-error')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry with the same key' }), MOUSE);
    expect((await screen.findByTestId('patch-order-no')).textContent).toBe('PAT20260301000007');
    expect(screen.getByTestId('patch-order-no').getAttribute('href')).toBe(
      '/order/patch?orderNo=PAT20260301000007',
    );
    expect(screen.getByTestId('patch-result-value').textContent).toBe('1,250');
    expect(realCalls(calls).map((c) => c.headers['Idempotency-Key'])).toEqual([key, key]);

    // A new intent after success gets a new key, even with the same inputs.
    fireEvent.click(screen.getByTestId('patch-another'));
    expect((screen.getByRole('spinbutton') as HTMLInputElement).value).toBe('');
  });

  test('a double click on confirm issues once', async () => {
    const { calls, confirm } = await openConfirm('double click check', 'preview');
    fireEvent.click(confirm, MOUSE);
    fireEvent.click(confirm, MOUSE);
    await screen.findByTestId('patch-issued');
    expect(realCalls(calls)).toHaveLength(1);
  });

  test('only an Enter pressed on Confirm once the figures were on screen confirms; a quick one is ignored', async () => {
    const { calls, confirm } = await openConfirm('keyboard check', 'enter');
    // The key-up of the Enter that submitted the form, then a quick second Enter: nothing is issued.
    fireEvent.keyUp(confirm, { key: 'Enter' });
    fireEvent.keyDown(confirm, { key: 'Enter' });
    fireEvent.keyUp(confirm, { key: 'Enter' });
    expect(confirm.hasAttribute('data-armed')).toBe(false);
    expect(realCalls(calls)).toHaveLength(0);
    // Once armed, a deliberate Enter confirms.
    await waitFor(() => expect(confirm.getAttribute('data-armed')).toBe('true'), { timeout: 10_000 });
    fireEvent.keyDown(confirm, { key: 'Enter' });
    fireEvent.keyUp(confirm, { key: 'Enter' });
    await screen.findByTestId('patch-issued');
    expect(realCalls(calls)).toHaveLength(1);
  });

  test('y confirms at once, as in the CLI', async () => {
    const { calls, confirm } = await openConfirm('keyboard y', 'enter');
    fireEvent.keyDown(confirm, { key: 'y' });
    await screen.findByTestId('patch-issued');
    expect(realCalls(calls)).toHaveLength(1);
  });

  test('Esc cancels the confirmation and keeps the inputs', async () => {
    const { calls, confirm } = await openConfirm('escape check', 'preview');
    fireEvent.keyDown(confirm, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('patch-confirm')).toBeNull());
    expect((screen.getByRole('spinbutton') as HTMLInputElement).value).toBe('10');
    expect(realCalls(calls)).toHaveLength(0);
  });

  test('a replayed answer says already issued', async () => {
    const { confirm } = await openConfirm('same as before', 'preview', (call) => ({
      data: coinAnswer(call, { replayed: true }),
    }));
    fireEvent.click(confirm, MOUSE);
    expect(await screen.findByTestId('patch-replayed')).toBeTruthy();
    expect(screen.getByText('Already issued')).toBeTruthy();
  });

  test('server errors show next to the named field or in a callout', async () => {
    let answer: StubAnswer = {
      status: 400,
      code: 400,
      message: 'Reason is invalid',
      details: [{ field: 'reason', rule: 'format', message: 'Reason must not be only spaces' }],
    };
    renderScreen(() => answer, '/member/patch-coin?member=42');
    await screen.findByTestId('patch-member-now');
    fill('10', 'fine reason');
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('Reason must not be only spaces')).toBeTruthy();

    answer = {
      status: 422,
      code: 422,
      message: 'Member 10000042 is banned; re-issues to banned members are refused',
    };
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await waitFor(() =>
      expect(screen.getByTestId('patch-form-error').textContent).toContain('Member 10000042 is banned'),
    );
  });
});

describe('re-issue screen drawn before its checks (they load after the first paint)', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('en-US');
  });
  // the checks come in when a test lets them (the worker may have evaluated their module already: a
  // load would otherwise race the member's answer)
  let letIn: () => void = () => {};
  beforeEach(() => {
    reissueChecks.forget(
      new Promise<void>((resolve) => {
        letIn = resolve;
      }),
    );
  });

  test('a Preview asked for before the checks are in waits for them, the form busy, then sends the dry run once', async () => {
    const { calls } = renderScreen((call) => ({ data: coinAnswer(call) }), '/member/patch-coin?member=42');
    await screen.findByTestId('patch-member-now');
    fill('0', 'x');
    // no checks yet: no message, and none is invented
    expect(screen.queryByText('Coins must be at least 1')).toBeNull();
    fill('25', 'previewed before the checks');
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    // busy while it waits: what is typed now cannot change what is checked and sent
    expect((screen.getByRole('spinbutton') as HTMLInputElement).disabled).toBe(true);
    expect(calls.filter((c) => c.url === '/admin/member/patch-coin')).toEqual([]);
    letIn();
    expect((await screen.findByTestId('patch-confirm-change')).textContent).toBe('1,000 → 1,025');
    const sent = calls.filter((c) => c.url === '/admin/member/patch-coin');
    expect(sent.map((c) => c.body)).toEqual([
      { memberId: 42, coins: 25, reason: 'previewed before the checks', dryRun: true },
    ]);
  });

  test('a wrong form previewed before the checks are in sends nothing: the messages show, the focus on the amount', async () => {
    const { calls } = renderScreen((call) => ({ data: coinAnswer(call) }), '/member/patch-coin?member=42');
    await screen.findByTestId('patch-member-now');
    fill('0', 'a fine reason');
    expect(screen.queryByText('Coins must be at least 1')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    letIn();
    expect(await screen.findByText('Coins must be at least 1')).toBeTruthy();
    const amount = screen.getByRole('spinbutton') as HTMLInputElement;
    expect(amount.disabled).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(amount));
    expect(calls.filter((c) => c.url === '/admin/member/patch-coin')).toEqual([]);
  });
});
