import { IDEMPOTENCY_HEADER } from '@opsdeck/shared/schemas';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { AutomationScreen } from '../../features/automation/components/automation-screen.tsx';
import { MediaParamsScreen } from '../../features/media-params/components/media-params-screen.tsx';
import { i18n } from '../../lib/i18n.ts';
import { setProfile, userStore } from '../../stores/user-store.ts';
import { profileOf, type World } from '../data/world.ts';
import { issueToken } from '../http/route.ts';
import { expectTexts, WAIT } from '../testing/list-screen.ts';
import { mockApiForTests } from '../testing/mock-server.ts';
import { cleanupScreen, renderScreen } from '../testing/render-screen.tsx';

const mock = mockApiForTests();

/** Calls the mock API as one operator (by phone). */
async function callAs(
  world: World,
  phone: string,
  path: string,
  init: RequestInit & { headers?: Record<string, string> },
) {
  const op = world.operators.find((o) => o.phone === phone)!;
  const res = await fetch(`http://localhost/api${path}`, {
    ...init,
    headers: {
      authorization: `Bearer ${issueToken(world, op.id)}`,
      'content-type': 'application/json',
      ...init.headers,
    },
  });
  return { status: res.status, body: await res.json() };
}

function signIn(world: World) {
  setProfile(profileOf(world.operators.find((o) => o.role === 'admin')!));
}

describe('settings screens on the mock API', { timeout: 30_000 }, () => {
  beforeAll(() => i18n.changeLanguage('en-US'));
  afterEach(() => {
    cleanupScreen();
    userStore.profile = null;
    userStore.role = '';
    localStorage.clear();
  });

  test('/list/card: turning the threshold rule off lets a large re-issue run without approval', async () => {
    const world = mock.world();
    signIn(world);
    renderScreen(<AutomationScreen />, { world, url: '/list/card' });
    const state = await screen.findByTestId('automation-approvalThresholds-state', {}, WAIT);
    expect(state.textContent).toBe('Opened');
    fireEvent.click(screen.getByTestId('automation-approvalThresholds-toggle'));
    await waitFor(
      () => expect(screen.getByTestId('automation-approvalThresholds-state').textContent).toBe('Closed'),
      WAIT,
    );
    await expectTexts([new RegExp(`^Changed by ${world.operators[0]!.name} at`)]);

    const member = world.members.find((m) => m.status === 'active')!;
    const coins = world.settings.thresholds.coins + 500;
    const res = await callAs(world, '13800000002', '/admin/member/patch-coin', {
      method: 'POST',
      headers: { [IDEMPOTENCY_HEADER]: 'switch-off-1' },
      body: JSON.stringify({ memberId: member.id, coins, reason: 'Event prize' }),
    });
    expect(res.status).toBe(200);
    expect(res.body.data.balanceAfter).toBe(member.coinBalance);
  });

  test('/form/group: an unchanged form is refused; a change waits for a second admin, then applies', async () => {
    const world = mock.world();
    signIn(world);
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

    const own = await callAs(world, '13800000001', `/admin/approvals/${request.id}/approve`, {
      method: 'POST',
      body: '{}',
    });
    expect(own.status).toBe(403);
    const second = await callAs(world, '13800000003', `/admin/approvals/${request.id}/approve`, {
      method: 'POST',
      body: '{}',
    });
    expect(second.status).toBe(200);
    expect(world.settings.media.video.acquisition.frameRate).toBe(25);
  });
});
