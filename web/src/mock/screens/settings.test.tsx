import { IDEMPOTENCY_HEADER } from '@opsdeck/shared/schemas';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { AutomationScreen } from '../../features/automation/components/automation-screen.tsx';
import { MediaParamsScreen } from '../../features/media-params/components/media-params-screen.tsx';
import { i18n } from '../../lib/i18n.ts';
import { callMock } from '../testing/call-api.ts';
import { WAIT } from '../testing/list-screen.ts';
import { renderScreen } from '../testing/render-screen.tsx';
import { mockScreenTests } from '../testing/screen-suite.ts';

const mock = mockScreenTests();

describe('settings screens on the mock API', { timeout: 30_000 }, () => {
  // the template's words ("Cancel" under an "Opened" tag to switch a rule off, a tab called "The
  // service") are gone: this product's words, in both languages
  test.each([
    ['en-US', ['All', 'Rules', 'Services'], 'On', 'Turn off'],
    ['zh-CN', ['全部', '规则', '服务'], '已开启', '关闭'],
  ] as const)(
    '/list/card in %s: tabs, state and switch in this product’s words',
    async (locale, tabs, on, off) => {
      try {
        await i18n.changeLanguage(locale);
        renderScreen(<AutomationScreen />, { world: mock.world(), url: '/list/card' });
        const state = await screen.findByTestId('automation-approvalThresholds-state', {}, WAIT);
        expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([...tabs]);
        expect(state.textContent).toBe(on);
        expect(screen.getByTestId('automation-approvalThresholds-toggle').textContent).toBe(off);
        expect(document.body.textContent).not.toMatch(/Cancel|取消|The service|Opened/);
      } finally {
        await i18n.changeLanguage('en-US');
      }
    },
  );

  test('/list/card: turning the threshold rule off waits for a second admin; approved, a large re-issue runs without approval', async () => {
    const world = mock.world();
    renderScreen(<AutomationScreen />, { world, url: '/list/card' });
    const state = await screen.findByTestId('automation-approvalThresholds-state', {}, WAIT);
    expect(state.textContent).toBe('On');
    fireEvent.click(screen.getByTestId('automation-approvalThresholds-toggle'));
    // four eyes on policy (docs/domain.md): the switch stays on until another admin approves the policy change
    await waitFor(() => expect(world.approvals.some((a) => a.kind === 'policy_change')).toBe(true), WAIT);
    expect(screen.getByTestId('automation-approvalThresholds-state').textContent).toBe('On');
    const request = world.approvals.find((a) => a.kind === 'policy_change')!;
    const approve = { method: 'POST', body: '{}' };
    expect((await callMock(world, `/admin/approvals/${request.id}/approve`, approve)).status).toBe(403);
    const second = await callMock(world, `/admin/approvals/${request.id}/approve`, approve, {
      phone: '13800000003',
    });
    expect(second.status).toBe(200);
    expect(world.settings.automation.approvalThresholds?.enabled).toBe(false);

    const member = world.members.find((m) => m.status === 'active')!;
    const coins = world.settings.thresholds.coins + 500;
    const res = await callMock(
      world,
      '/admin/member/patch-coin',
      {
        method: 'POST',
        headers: { [IDEMPOTENCY_HEADER]: 'switch-off-1' },
        body: JSON.stringify({ memberId: member.id, coins, reason: 'Event prize' }),
      },
      'user',
    );
    expect(res.status).toBe(200);
    expect(res.body.data.balanceAfter).toBe(member.coinBalance);
  });

  test('/list/card: the money limits card lowers a limit at once and sends a raise for approval', async () => {
    const world = mock.world();
    renderScreen(<AutomationScreen />, { world, url: '/list/card' });
    const coins = (await screen.findByTestId('money-limit-coins', {}, WAIT)) as HTMLInputElement;
    expect(coins.value).toBe(String(world.settings.thresholds.coins));
    expect(screen.getByLabelText('Operator window (hours)')).toBeTruthy();
    fireEvent.change(coins, { target: { value: '8000' } });
    fireEvent.click(screen.getByTestId('money-limits-save'));
    await waitFor(() => expect(world.settings.thresholds.coins).toBe(8000), WAIT);

    fireEvent.change(screen.getByTestId('money-limit-operatorCoins'), { target: { value: '500000' } });
    await screen.findByTestId('money-limits-will-wait', {}, WAIT);
    fireEvent.click(screen.getByTestId('money-limits-save'));
    const waiting = await screen.findByTestId('money-limits-waiting', {}, WAIT);
    const request = world.approvals.find((a) => a.kind === 'policy_change')!;
    expect(waiting.textContent).toContain(`#${request.id}`);
    expect(world.settings.thresholds.operatorCoins).toBe(100_000);
  });

  test('/list/card: a limit typed as the console prints it (`8,000`) saves; a bad grouping names the rule and saves nothing', async () => {
    const world = mock.world();
    renderScreen(<AutomationScreen />, { world, url: '/list/card' });
    const coins = (await screen.findByTestId('money-limit-coins', {}, WAIT)) as HTMLInputElement;
    const before = world.settings.thresholds.coins;
    fireEvent.change(coins, { target: { value: '8,00' } });
    const group = coins.closest('.bp6-form-group');
    await waitFor(
      () => expect(group?.textContent).toContain('group the digits in threes, as in 1,500'),
      WAIT,
    );
    expect((screen.getByTestId('money-limits-save') as HTMLButtonElement).disabled).toBe(true);
    expect(world.settings.thresholds.coins).toBe(before);
    fireEvent.change(coins, { target: { value: '8,000' } });
    await waitFor(
      () => expect((screen.getByTestId('money-limits-save') as HTMLButtonElement).disabled).toBe(false),
      WAIT,
    );
    fireEvent.click(screen.getByTestId('money-limits-save'));
    await waitFor(() => expect(world.settings.thresholds.coins).toBe(8000), WAIT);
  });

  // /form/group's range messages name the field by its label, never its key ("frameRate must be …")
  test.each([
    ['en-US', 'Submit for approval', /^Encoding frame rate .*1/, /^Encoding min rate .*150/],
    ['zh-CN', '提交审批', /^编码帧率.*1/, /^编码码率最小值.*150/],
  ] as const)(
    '/form/group in %s: a value out of range is named as its label names it',
    async (locale, submit, fps, min) => {
      try {
        await i18n.changeLanguage(locale);
        renderScreen(<MediaParamsScreen />, { world: mock.world(), url: '/form/group' });
        const input = (id: string) => document.getElementById(id) as HTMLInputElement;
        await waitFor(() => expect(input('media-video-encoding-frameRate')?.value).toMatch(/^\d+$/), WAIT);
        fireEvent.change(input('media-video-encoding-frameRate'), { target: { value: '0' } });
        fireEvent.change(input('media-video-encoding-rate-min'), { target: { value: '1' } });
        fireEvent.click(screen.getByRole('button', { name: submit }));
        const message = (id: string) =>
          input(id).closest('.bp6-form-group')?.querySelector('.bp6-form-helper-text')?.textContent ?? '';
        await waitFor(() => expect(message('media-video-encoding-frameRate')).toMatch(fps), WAIT);
        expect(message('media-video-encoding-rate-min')).toMatch(min);
        for (const id of ['media-video-encoding-frameRate', 'media-video-encoding-rate-min'])
          expect(message(id)).not.toMatch(/frameRate|^(min|max|default)\b/);
      } finally {
        await i18n.changeLanguage('en-US');
      }
    },
  );

  test('/form/group: an unchanged form is refused; a change waits for a second admin, then applies', async () => {
    const world = mock.world();
    const before = structuredClone(world.settings.media);
    renderScreen(<MediaParamsScreen />, { world, url: '/form/group' });
    const frameRate = (await waitFor(() => {
      const input = document.getElementById('media-video-acquisition-frameRate') as HTMLInputElement | null;
      expect(input?.value).toBe(String(before.video.acquisition.frameRate));
      return input!;
    }, WAIT)) as HTMLInputElement;
    fireEvent.click(screen.getByRole('button', { name: 'Submit for approval' }));
    // the server refuses it (400, the client toasts why): nothing is asked
    await waitFor(() => expect(world.traffic.some((r) => r.status === 400)).toBe(true), WAIT);
    expect(world.approvals.some((a) => a.kind === 'media_params')).toBe(false);

    fireEvent.change(frameRate, { target: { value: '25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit for approval' }));
    const pending = await screen.findByTestId('media-pending', {}, WAIT);
    const request = world.approvals.find((a) => a.kind === 'media_params')!;
    expect(pending.textContent).toContain(`Change #${request.id} waits for a second admin`);
    expect(world.settings.media).toEqual(before);

    const own = await callMock(world, `/admin/approvals/${request.id}/approve`, {
      method: 'POST',
      body: '{}',
    });
    expect(own.status).toBe(403);
    const approve = { method: 'POST', body: '{}' };
    const second = await callMock(world, `/admin/approvals/${request.id}/approve`, approve, {
      phone: '13800000003',
    });
    expect(second.status).toBe(200);
    expect(world.settings.media.video.acquisition.frameRate).toBe(25);
  });
});
