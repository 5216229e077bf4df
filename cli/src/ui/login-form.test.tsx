import type { LoginBody } from '@opsdeck/shared/schemas';
import { render } from 'ink-testing-library';
import { describe, expect, test, vi } from 'vitest';
import { createTranslator } from '../i18n-bundled.js';
import { keyTyper } from '../testing/ink-keys.js';
import { WAIT_FOR } from '../testing/wait.js';
import { LoginForm } from './login-form.js';
import { validateLogin } from './login-form-state.js';

const KEYS = {
  enter: '\r',
  tab: '\t',
  backspace: '\u007f',
  escape: '\u001b',
  ctrlC: '\u0003',
  ctrlU: '\u0015',
};

function setup(
  submit: (body: LoginBody) => Promise<readonly string[] | null> = async () => null,
  phone?: string,
) {
  const onDone = vi.fn();
  const onCancel = vi.fn();
  const view = render(
    <LoginForm
      t={createTranslator('en-US')}
      locale="en-US"
      server="http://localhost:8080/api"
      color={false}
      initialPhone={phone}
      submit={submit}
      onDone={onDone}
      onCancel={onCancel}
    />,
  );
  const type = keyTyper(view.stdin);
  return { ...view, type, onDone, onCancel };
}

describe('LoginForm', () => {
  test('first frame: title, server, both fields with placeholders, the hint', async () => {
    const { lastFrame } = setup();
    await vi.waitFor(() => expect(lastFrame()).toContain('Esc: cancel'), WAIT_FOR);
    expect(lastFrame()).toMatchInlineSnapshot(`
      "Sign in to OpsDeck
      Server: http://localhost:8080/api

      › Phone
        Password

      Enter: next / sign in · Tab: switch field · Esc: cancel"
    `);
  });

  test('validates with the shared schema texts before calling the server', async () => {
    const submit = vi.fn(async () => null);
    const { lastFrame, type } = setup(submit);
    await type(KEYS.tab, KEYS.enter);
    await vi.waitFor(() => expect(lastFrame()).toContain('Phone cannot be empty'), WAIT_FOR);
    expect(submit).not.toHaveBeenCalled();
    expect(lastFrame()).toContain('Password cannot be empty');
  });

  test('types phone, masks the password, submits, then finishes', async () => {
    const submit = vi.fn(async () => null);
    const { lastFrame, type, onDone } = setup(submit);
    await type('13800000001', KEYS.enter, 'Admin@12', KEYS.backspace, '23');
    await vi.waitFor(() => expect(lastFrame()).toContain('•'.repeat(9)), WAIT_FOR);
    expect(lastFrame()).toContain('13800000001');
    expect(lastFrame()).not.toContain('Admin@123');
    await type(KEYS.enter);
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledTimes(1), WAIT_FOR);
    expect(submit).toHaveBeenCalledWith({ phone: '13800000001', password: 'Admin@123' });
    await vi.waitFor(() => expect(lastFrame()).not.toContain('Esc'), WAIT_FOR);
  });

  test('a failed sign-in shows the reason, clears the password and lets the user retry', async () => {
    const submit = vi
      .fn<(body: LoginBody) => Promise<readonly string[] | null>>()
      .mockResolvedValueOnce(['error: Wrong phone number or password'])
      .mockResolvedValueOnce(null);
    const { lastFrame, type, onDone } = setup(submit, '13800000001');
    await type('bad', KEYS.enter);
    await vi.waitFor(() => expect(lastFrame()).toContain('error: Wrong phone number or password'), WAIT_FOR);
    await vi.waitFor(() => expect(lastFrame()).not.toContain('•••'), WAIT_FOR);
    await type('Admin@123', KEYS.enter);
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled(), WAIT_FOR);
    expect(submit).toHaveBeenLastCalledWith({ phone: '13800000001', password: 'Admin@123' });
  });

  test('Ctrl+U clears the field; Esc and Ctrl+C cancel', async () => {
    const { lastFrame, type, onCancel } = setup();
    await type('123');
    await vi.waitFor(() => expect(lastFrame()).toContain('123'), WAIT_FOR);
    await type(KEYS.ctrlU);
    await vi.waitFor(() => expect(lastFrame()).not.toContain('123'), WAIT_FOR);
    await type(KEYS.ctrlC);
    await vi.waitFor(() => expect(onCancel).toHaveBeenCalledTimes(1), WAIT_FOR);
    await type(KEYS.escape);
    await vi.waitFor(() => expect(onCancel).toHaveBeenCalledTimes(2), WAIT_FOR);
  });

  test('validateLogin follows the language', () => {
    expect(validateLogin({ phone: '', password: '' }, 'zh-CN')).toEqual({
      phone: '手机号不能为空',
      password: '密码不能为空',
    });
    expect(validateLogin({ phone: '1', password: 'x' }, 'en-US')).toEqual({});
  });
});
