import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { UserSettingPage } from '../../features/user/setting/setting-page.tsx';
// The page loads these lazily (its later tabs, the basic tab's schema); imported here they are
// transformed and evaluated with this file (as when the page imported them), not inside a test's
// timed steps on a loaded machine.
import '../../features/user/setting/certification-tab.tsx';
import '../../features/user/setting/security-tab.tsx';
import '../../features/user/setting/setting-schemas.ts';
import '../../features/user/setting/tokens-tab.tsx';
import { expectTexts, WAIT } from '../testing/list-screen.ts';
import { renderScreen } from '../testing/render-screen.tsx';
import { mockScreenTests } from '../testing/screen-suite.ts';

const mock = mockScreenTests();

const type = (id: string, value: string) =>
  fireEvent.change(document.getElementById(id) as HTMLInputElement, { target: { value } });

describe('security and API tokens tabs on the mock API', { timeout: 30_000 }, () => {
  test('two-factor: turn on with the QR and the secret, a wrong code refused, ten recovery codes, then off', async () => {
    const world = mock.world();
    renderScreen(<UserSettingPage />, { world, url: '/user/setting?tab=security' });
    await expectTexts(['Two-factor sign-in (TOTP)', 'Off: a password alone signs you in.']);
    fireEvent.click(await screen.findByTestId('two-factor-toggle', {}, WAIT));
    const setup = await screen.findByTestId('two-factor-setup', {}, WAIT);
    expect(within(setup).getByTestId('two-factor-secret').textContent).toMatch(/^[A-Z2-7]{16,}$/);
    expect(within(setup).getByAltText('QR code of the two-factor secret')).toBeTruthy();
    type('two-factor-code', '000000');
    fireEvent.submit(setup);
    await expectTexts(['Code is wrong or expired: enter the code your authenticator app shows now']);
    type('two-factor-code', '123456');
    fireEvent.submit(setup);
    const codes = await screen.findByTestId('recovery-codes', {}, WAIT);
    expect(codes.querySelectorAll('li')).toHaveLength(10);
    fireEvent.submit(await screen.findByTestId('two-factor-recovery', {}, WAIT));
    await waitFor(
      () => expect(screen.getByTestId('two-factor-state').textContent).toMatch(/10 recovery codes left/),
      WAIT,
    );

    fireEvent.click(screen.getByTestId('two-factor-toggle'));
    const off = await screen.findByTestId('two-factor-off', {}, WAIT);
    type('two-factor-off-code', '654321');
    fireEvent.submit(off);
    await waitFor(
      () =>
        expect(screen.getByTestId('two-factor-state').textContent).toBe(
          'Off: a password alone signs you in.',
        ),
      WAIT,
    );
  });

  test('API tokens: bad input named in the form, the token shown once, listed, revoked', async () => {
    const world = mock.world();
    renderScreen(<UserSettingPage />, { world, url: '/user/setting?tab=tokens' });
    await expectTexts(['No API tokens yet.']);
    fireEvent.click(screen.getByTestId('token-create'));
    const form = await screen.findByTestId('token-create-form', {}, WAIT);
    type('token-days', '120');
    fireEvent.submit(form);
    await expectTexts([
      'Name is required, at most 64 characters',
      'Expires in must be a whole number of days from 1 to 90',
    ]);
    type('token-name', 'nightly export');
    type('token-days', '30');
    type('token-cap', '500');
    fireEvent.submit(form);
    const created = await screen.findByTestId('token-created', {}, WAIT);
    expect(created.textContent).toMatch(/odt_/);
    expect(created.textContent).toContain('Copy it now: it is not shown again.');
    const table = await screen.findByTestId('tokens-table', {}, WAIT);
    expect(table.textContent).toContain('nightly export');
    expect(table.textContent).toContain('0 / 500');
    expect(table.textContent).toContain('Never');
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByTestId('token-created')).toBeNull();

    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    fireEvent.click(screen.getByRole('button', { name: 'Revoke nightly export' }));
    await waitFor(() => expect(screen.getByTestId('tokens-table').textContent).toContain('Revoked'), WAIT);
    expect(confirm).toHaveBeenCalledWith('Revoke “nightly export”? Scripts using it stop working at once.');
    confirm.mockRestore();
  });
});
