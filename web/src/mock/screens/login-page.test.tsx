import type { Health } from '@opsdeck/shared/schemas';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { LoginPage } from '../../features/auth/components/login-page.tsx';
import { i18n } from '../../lib/i18n.ts';
import { renderWithApp } from '../../testing/render-with-app.tsx';
import { WAIT_FOR } from '../../testing/wait.ts';

const base: Health = { status: 'ok', db: 'pglite', version: '1.0.0' };
const demo: Health = {
  ...base,
  demo: {
    accounts: [
      { role: 'admin', phone: '13900000001', password: 'Demo@1111' },
      { role: 'user', phone: '13900000002', password: 'Demo@2222' },
    ],
  },
};
let health: Health = demo;
let healthCalls = 0;
const signIns: unknown[] = [];
const server = setupServer(
  http.get('*/api/health', () => {
    healthCalls++;
    return HttpResponse.json({ code: 200, message: 'ok', data: health });
  }),
  http.post('*/api/admin/auth/login', async ({ request }) => {
    signIns.push(await request.json());
    return HttpResponse.json({ code: 200, message: 'ok', data: { accessToken: 'demo-token' } });
  }),
);

describe('login page', () => {
  beforeAll(async () => {
    server.listen({ onUnhandledRequest: 'error' });
    await i18n.changeLanguage('en-US');
  });
  afterEach(() => {
    cleanup();
    health = demo;
  });
  afterAll(() => server.close());

  test('empty fields show the spec texts without signing in', async () => {
    const onSignedIn = vi.fn();
    const { container } = renderWithApp(<LoginPage onSignedIn={onSignedIn} />);
    const phone = container.querySelector<HTMLInputElement>('input[name="phone"]')!;
    expect(document.activeElement).toBe(phone);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Phone cannot be empty')).toBeTruthy();
    expect(screen.getByText('Password cannot be empty')).toBeTruthy();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  test('typing clears that field’s error only', async () => {
    const { container } = renderWithApp(<LoginPage onSignedIn={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByText('Phone cannot be empty');
    fireEvent.change(container.querySelector('input[name="phone"]')!, { target: { value: '138' } });
    await vi.waitFor(() => expect(screen.queryByText('Phone cannot be empty')).toBeNull(), WAIT_FOR);
    expect(screen.getByText('Password cannot be empty')).toBeTruthy();
  });

  test('the demo sign-ins the server reports are shown, and one signs in with its phone and password', async () => {
    const onSignedIn = vi.fn();
    signIns.length = 0;
    const { container } = renderWithApp(<LoginPage onSignedIn={onSignedIn} />, { token: null });
    fireEvent.click(await screen.findByText('13900000002 / Demo@2222'));
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1), WAIT_FOR);
    expect(signIns).toEqual([{ phone: '13900000002', password: 'Demo@2222' }]);
    expect(screen.getByText('Demo sign-ins')).toBeTruthy();
    expect(screen.getByText('13900000001 / Demo@1111')).toBeTruthy();
    expect(container.querySelector<HTMLInputElement>('input[name="phone"]')!.value).toBe('13900000002');
    expect(container.querySelector<HTMLInputElement>('input[name="password"]')!.value).toBe('Demo@2222');
  });

  test('a server without the demo seed shows no demo sign-ins', async () => {
    health = base;
    const calls = healthCalls;
    const { container } = renderWithApp(<LoginPage onSignedIn={() => undefined} />);
    await vi.waitFor(() => expect(healthCalls).toBeGreaterThan(calls), WAIT_FOR);
    // Let the answer land, then nothing demo-related is on the page.
    await screen.findByRole('button', { name: 'Sign in' });
    await vi.waitFor(() => expect(container.querySelector('.od-login-demo')).toBeNull(), WAIT_FOR);
    expect(container.textContent).not.toMatch(/Demo sign-ins|13800000001|Admin@123/);
  });

  test('texts follow the language', async () => {
    await i18n.changeLanguage('zh-CN');
    renderWithApp(<LoginPage onSignedIn={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('手机号不能为空')).toBeTruthy();
    await i18n.changeLanguage('en-US');
  });
});
