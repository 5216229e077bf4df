import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { renderWithApp } from '../../../testing/render-with-app.tsx';
import { LoginPage } from './login-page.tsx';

describe('login page', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('en-US');
  });
  afterEach(cleanup);

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
    expect(screen.queryByText('Phone cannot be empty')).toBeNull();
    expect(screen.getByText('Password cannot be empty')).toBeTruthy();
  });

  test('a demo account fills the form', () => {
    const { container } = renderWithApp(<LoginPage onSignedIn={() => undefined} />);
    fireEvent.click(screen.getByText('13800000002 / User@1234'));
    expect(container.querySelector<HTMLInputElement>('input[name="phone"]')!.value).toBe('13800000002');
    expect(container.querySelector<HTMLInputElement>('input[name="password"]')!.value).toBe('User@1234');
  });

  test('texts follow the language', async () => {
    await i18n.changeLanguage('zh-CN');
    renderWithApp(<LoginPage onSignedIn={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('手机号不能为空')).toBeTruthy();
    await i18n.changeLanguage('en-US');
  });
});
