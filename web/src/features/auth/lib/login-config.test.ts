import { describe, expect, test } from 'vitest';
import { LOGIN_CONFIG_KEY, readLoginConfig, saveLoginConfig } from './login-config.ts';

function memory(initial?: string) {
  const data = new Map<string, string>(initial === undefined ? [] : [[LOGIN_CONFIG_KEY, initial]]);
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    raw: () => data.get(LOGIN_CONFIG_KEY),
  };
}

describe('login config', () => {
  test('remembers the phone, never a password', () => {
    const storage = memory();
    saveLoginConfig(
      { rememberPassword: true, phone: '13800000001', password: 'Admin@123' } as never,
      storage,
    );
    expect(readLoginConfig(storage)).toEqual({ rememberPassword: true, phone: '13800000001' });
    expect(storage.raw()).not.toContain('Admin@123');
  });

  test('forgets everything when remember is off', () => {
    const storage = memory();
    saveLoginConfig({ rememberPassword: false, phone: '13800000001' }, storage);
    expect(readLoginConfig(storage)).toEqual({ rememberPassword: false, phone: '' });
  });

  test.each([
    'not json',
    '42',
    '{"rememberPassword":"yes","phone":"1"}',
    '{"rememberPassword":true,"phone":7}',
  ])('reads %s as nothing useful', (raw) => {
    const config = readLoginConfig(memory(raw));
    expect(config.phone).toBe('');
  });
});
