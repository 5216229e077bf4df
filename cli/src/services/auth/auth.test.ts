import { statSync } from 'node:fs';
import { AbortError, ApiError, UsageError } from '@opsdeck/shared/errors';
import { describe, expect, test } from 'vitest';
import { createFakeIO } from '../../testing/fake-io.js';
import {
  fail,
  ok,
  type StubCall,
  type StubRoutes,
  stubAdapter,
  unreachable,
} from '../../testing/stub-api.js';
import { createTestFactory } from '../../testing/test-factory.js';
import { login } from './login.js';
import { logout } from './logout.js';

const SERVER = 'http://localhost:8080/api';
const profile = { name: 'Admin', phone: '13800000001', role: 'admin' };

const routes: StubRoutes = {
  'POST /admin/auth/login': ({ body }) => {
    const { phone, password } = body as { phone: string; password: string };
    return phone === '13800000001' && password === 'Admin@123'
      ? ok({ accessToken: 'fresh-token' })
      : fail(400, 400, 'Wrong phone number or password');
  },
  'GET /admin/account/profile': ({ headers }) =>
    headers.Authorization === 'Bearer fresh-token' ? ok(profile) : fail(401, 50008, 'Token is invalid'),
  'POST /admin/auth/logout': () => ok(null),
};

function setup(opts: { stdin?: string; env?: Record<string, string>; token?: string } = {}) {
  const calls: StubCall[] = [];
  const io = createFakeIO({ stdin: opts.stdin });
  const f = createTestFactory({ io, adapter: stubAdapter(routes, calls), env: opts.env, token: opts.token });
  return { f, io, calls };
}

describe('login', () => {
  test('--password-stdin signs in, saves token (0600) and server, never prints the token', async () => {
    const { f, io, calls } = setup({ stdin: 'Admin@123\n' });
    const result = await login(f.context(), { json: true, phone: '13800000001', passwordStdin: true });
    expect(calls[0]?.body).toEqual({ phone: '13800000001', password: 'Admin@123' });
    expect(result).toEqual({ server: SERVER, phone: '13800000001', name: 'Admin', role: 'admin' });
    expect(JSON.parse(io.out())).toEqual(result);
    expect(io.out()).not.toContain('fresh-token');
    const creds = f.credentials();
    expect(creds.get(SERVER)).toMatchObject({ token: 'fresh-token', phone: '13800000001' });
    expect(statSync(creds.path).mode & 0o777).toBe(0o600);
    expect(f.config().get('server')).toBe(SERVER);
  });

  test('human output greets on stderr and leaves stdout empty', async () => {
    const { f, io } = setup({ stdin: 'Admin@123' });
    await login(f.context(), { json: false, phone: '13800000001', passwordStdin: true });
    expect(io.out()).toBe('');
    expect(io.err()).toBe(`✓ Signed in to ${SERVER} as Admin (Administrator)\n`);
  });

  test('a wrong pair fails with the server message and stores nothing', async () => {
    const { f } = setup({ stdin: 'nope\n' });
    const error = await login(f.context(), { json: false, phone: '13800000001', passwordStdin: true }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Wrong phone number or password');
    expect(f.credentials().get(SERVER)).toBeUndefined();
    expect(f.config().get('server')).toBeUndefined();
  });

  test.each([
    ['no terminal and no --password-stdin', {}, { json: false, passwordStdin: false }, /needs a terminal/],
    [
      '--password-stdin without --phone',
      { stdin: 'x' },
      { json: false, passwordStdin: true },
      /needs --phone/,
    ],
    [
      'an empty password',
      { stdin: '\n' },
      { json: false, phone: '138', passwordStdin: true },
      /^Password cannot be empty$/,
    ],
    [
      'an empty phone',
      { stdin: 'pw' },
      { json: false, phone: ' ', passwordStdin: true },
      /^Phone cannot be empty$/,
    ],
  ])('usage error: %s', async (_name, setupOpts, opts, message) => {
    const { f, calls } = setup(setupOpts);
    const error = await login(f.context(), opts).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UsageError);
    expect((error as Error).message).toMatch(message);
    expect(calls).toEqual([]);
  });
});

describe('logout', () => {
  test('revokes on the server and removes the token', async () => {
    const { f, io, calls } = setup({ token: 'old' });
    await logout(f.context(), { json: false });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /admin/auth/logout']);
    expect(calls[0]?.headers.Authorization).toBe('Bearer old');
    expect(f.credentials().get(SERVER)).toBeUndefined();
    expect(io.err()).toBe(`✓ Signed out of ${SERVER}\n`);
  });

  test('removes the token even when the server is unreachable, and says revocation failed', async () => {
    const io = createFakeIO();
    const f = createTestFactory({ io, adapter: unreachable, token: 'old' });
    const error = await logout(f.context(), { json: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AbortError);
    expect((error as AbortError).message).toMatch(/could not revoke it: cannot reach http:\/\//);
    expect((error as AbortError).nextSteps.join()).toMatch(/--server/);
    expect(f.credentials().get(SERVER)).toBeUndefined();
  });

  test('a token the server no longer knows still counts as signed out', async () => {
    const io = createFakeIO();
    const adapter = stubAdapter({ 'POST /admin/auth/logout': () => fail(401, 50008, 'Token is invalid') });
    const f = createTestFactory({ io, adapter, token: 'old' });
    await expect(logout(f.context(), { json: true })).resolves.toEqual({ server: SERVER, signedOut: true });
    expect(JSON.parse(io.out())).toEqual({ server: SERVER, signedOut: true });
  });

  test('not signed in: says so, calls nothing', async () => {
    const { f, io, calls } = setup();
    await logout(f.context(), { json: false });
    expect(calls).toEqual([]);
    expect(io.err()).toBe(`Not signed in to ${SERVER}\n`);
  });
});
