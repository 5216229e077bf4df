import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { ApiProvider } from '../../../lib/api-context.tsx';
import { i18n } from '../../../lib/i18n.ts';
import { testWebApi } from '../../../testing/render-with-app.tsx';
import { memberDetail, type StubCall, stubClient } from '../../../testing/stub-client.ts';
import { WAIT_FOR } from '../../../testing/wait.ts';
import { ReissueScreen } from './reissue-screen.tsx';

/** The schema steps the checks load after, failing (a chunk's fetch that failed) while `offline`. */
const net = vi.hoisted(() => ({ offline: true }));
vi.mock('../../../lib/schema-steps.ts', async (load) => {
  const real = await load<typeof import('../../../lib/schema-steps.ts')>();
  return {
    ...real,
    evaluateSchemaSteps: (count?: number) =>
      net.offline
        ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
        : real.evaluateSchemaSteps(count),
  };
});

const member = memberDetail({ id: 42, coinBalance: 1000 });

describe('a re-issue preview whose checks could not be loaded', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('zh-CN');
  });

  test('says so in the user’s language with Retry, sends nothing; Retry loads them and previews', async () => {
    const stub = stubClient((call: StubCall) => {
      if (call.url.startsWith('/admin/members/')) return { data: member };
      const body = call.body as { coins: number; reason: string; dryRun?: boolean };
      return {
        data: {
          orderNo: null,
          memberId: 42,
          reason: body.reason,
          dryRun: true,
          replayed: false,
          createdAt: null,
          member,
          coins: body.coins,
          balanceBefore: 1000,
          balanceAfter: 1000 + body.coins,
        },
      };
    });
    render(
      <ApiProvider api={testWebApi({ client: stub.client })}>
        <MemoryRouter initialEntries={['/member/patch-coin?member=42']}>
          <ReissueScreen kind="coins" />
        </MemoryRouter>
      </ApiProvider>,
    );
    await screen.findByTestId('patch-member-now', undefined, WAIT_FOR);
    fireEvent.change(screen.getByRole('spinbutton'), { target: { value: '25' } });
    fireEvent.change(screen.getByRole('textbox', { name: /原因/ }), { target: { value: '活动补发' } });
    fireEvent.click(screen.getByRole('button', { name: '预览' }));

    const failed = await screen.findByTestId('checks-failed', undefined, WAIT_FOR);
    expect(failed.getAttribute('role')).toBe('alert');
    expect(failed.textContent).toContain('表单校验未能加载，未发送任何内容。');
    // the form is not left busy
    expect((screen.getByRole('spinbutton') as HTMLInputElement).disabled).toBe(false);
    const sent = () => stub.calls.filter((c) => c.url === '/admin/member/patch-coin');
    expect(sent()).toEqual([]);

    net.offline = false;
    fireEvent.click(within(failed).getByRole('button', { name: '重试' }));
    expect(await screen.findByTestId('patch-confirm-change', undefined, WAIT_FOR)).toBeTruthy();
    expect(sent().map((c) => c.body)).toEqual([
      { memberId: 42, coins: 25, reason: '活动补发', dryRun: true },
    ]);
    await waitFor(() => expect(screen.queryByTestId('checks-failed')).toBeNull(), WAIT_FOR);
  });
});
