import { describe, expect, test } from 'vitest';
import { type FormKey, initialLoginState, type LoginFormState, reduceLoginForm } from './login-form-state.js';

const press = (state: LoginFormState, input: string, key: FormKey = {}) =>
  reduceLoginForm(state, { type: 'key', input, key }, 'en-US');

describe('login form state', () => {
  test('a pasted "phone<Tab>password<Enter>" chunk fills both fields and submits', () => {
    const s = press(initialLoginState(), '13800000001\tAdmin@123\r');
    expect(s).toMatchObject({
      values: { phone: '13800000001', password: 'Admin@123' },
      phase: 'submitting',
      errors: {},
    });
  });

  test('Enter on the phone moves to the password; Enter there validates', () => {
    let s = press(initialLoginState(), '', { return: true });
    expect(s.focus).toBe('password');
    s = press(s, '', { return: true });
    expect(s).toMatchObject({
      phase: 'editing',
      focus: 'phone',
      errors: { phone: 'Phone cannot be empty', password: 'Password cannot be empty' },
    });
    s = press(s, '1');
    expect(s.errors.phone).toBeUndefined();
    expect(s.errors.password).toBe('Password cannot be empty');
  });

  test('backspace, Ctrl+U, and control characters are not typed', () => {
    let s = press(initialLoginState('138'), 'ab\u0007c');
    expect(s.values.password).toBe('abc');
    s = press(s, '', { backspace: true });
    expect(s.values.password).toBe('ab');
    s = press(s, 'u', { ctrl: true });
    expect(s.values.password).toBe('');
  });

  test('a failure clears the password and shows the lines; keys are ignored while submitting', () => {
    const submitting = press(initialLoginState('138'), 'pw\r');
    expect(press(submitting, 'x').values.password).toBe('pw');
    const failed = reduceLoginForm(submitting, { type: 'failed', lines: ['error: Wrong'] }, 'en-US');
    expect(failed).toMatchObject({
      phase: 'editing',
      focus: 'password',
      failure: ['error: Wrong'],
      values: { password: '' },
    });
  });

  test('the phone is trimmed when submitted', () => {
    expect(press(initialLoginState(' 138 '), 'pw\r').values.phone).toBe('138');
  });
});
