import { describe, expect, test } from 'vitest';
import { bootTarget } from './boot-target.ts';

describe('bootTarget', () => {
  test('signed out on /login (with or without its redirect query, or a trailing slash) or on /: the login screen alone', () => {
    expect(bootTarget('/login', false)).toBe('login');
    expect(bootTarget('/login/', false)).toBe('login');
    expect(bootTarget('/', false)).toBe('login');
  });

  test('a stored token: the console decides, even on /login (the guard sends the operator on)', () => {
    expect(bootTarget('/login', true)).toBe('console');
    expect(bootTarget('/', true)).toBe('console');
  });

  test('any other path: the console (its guard keeps a protected target, shows not-found, follows /redirect/…)', () => {
    expect(bootTarget('/member/list', false)).toBe('console');
    expect(bootTarget('/redirect/member/list', false)).toBe('console');
    expect(bootTarget('/no/such/page', false)).toBe('console');
    expect(bootTarget('/loginx', false)).toBe('console');
  });
});
