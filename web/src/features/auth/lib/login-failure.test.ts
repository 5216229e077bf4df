import { ApiError } from '@opsdeck/shared/errors';
import { describe, expect, test } from 'vitest';
import { loginFailureText } from './login-failure.ts';

const GENERIC = 'Login error, refresh and try again';

describe('loginFailureText', () => {
  test("a refused sign-in shows the server's message", () => {
    const wrong = new ApiError({ message: 'Wrong phone number or password', status: 400, code: 400 });
    expect(loginFailureText(wrong, GENERIC)).toBe('Wrong phone number or password');
    const limited = new ApiError({ message: 'Too many attempts', status: 429, code: 429 });
    expect(loginFailureText(limited, GENERIC)).toBe('Too many attempts');
  });

  test('transport failures, server errors and anything else show the generic text', () => {
    const down = new ApiError({ message: 'Network Error', status: 0, code: 0, transport: true });
    const broken = new ApiError({ message: 'Internal server error', status: 500, code: 500 });
    for (const error of [down, broken, new Error('boom'), 'x'])
      expect(loginFailureText(error, GENERIC)).toBe(GENERIC);
  });
});
