import { translate } from '@opsdeck/shared/i18n';
import { describe, expect, test } from 'vitest';
import { validateLogin } from './validate-login.ts';

describe('validateLogin', () => {
  test('empty fields give the spec texts', async () => {
    const result = await validateLogin({ phone: '  ', password: '' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(translate('en-US', result.errors.phone!)).toBe('Phone cannot be empty');
    expect(translate('en-US', result.errors.password!)).toBe('Password cannot be empty');
    expect(translate('zh-CN', result.errors.phone!)).toBe('手机号不能为空');
  });

  test('a filled form passes, phone trimmed', async () => {
    expect(await validateLogin({ phone: ' 13800000001 ', password: 'Admin@123' })).toEqual({
      ok: true,
      body: { phone: '13800000001', password: 'Admin@123' },
    });
  });
});
