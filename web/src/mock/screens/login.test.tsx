import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { LoginPage } from '../../features/auth/components/login-page.tsx';
import { expectTexts, WAIT } from '../testing/list-screen.ts';
import { renderScreen } from '../testing/render-screen.tsx';
import { mockScreenTests } from '../testing/screen-suite.ts';

const mock = mockScreenTests();

describe('sign-in on the mock API', { timeout: 30_000 }, () => {
  test('a wrong password gets the mock text; a demo account signs in', async () => {
    const onSignedIn = vi.fn();
    const { container, api } = renderScreen(<LoginPage onSignedIn={onSignedIn} />, {
      world: mock.world(),
      url: '/login',
      signedOut: true,
    });
    const field = (name: string) => container.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
    fireEvent.change(field('phone'), { target: { value: '13800000001' } });
    fireEvent.change(field('password'), { target: { value: 'Wrong@123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await expectTexts(['wrong account or password']);
    expect(onSignedIn).not.toHaveBeenCalled();

    fireEvent.click(await screen.findByText('13800000002 / User@1234', {}, WAIT));
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled(), WAIT);
    const token = api.tokenStore.get()!;
    const operator = mock.world().operators.find((o) => o.id === mock.world().sessions.get(token));
    expect(operator?.role).toBe('user');
  });
});
