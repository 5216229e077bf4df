import { sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { expect } from 'vitest';
import { DEMO_OPERATORS } from '../modules/demo/operators.js';
import type { TestApp } from './build-test-app.js';

// What the two-factor API tests share: calls as an operator, codes computed with otplib.

export const admins = DEMO_OPERATORS.filter((o) => o.role === 'admin');
export const admin2 = admins[1]!;

export function call(
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string | null,
  body?: unknown,
  headers: Record<string, string> = {},
  remoteAddress = '127.0.0.1',
) {
  return t.app.inject({
    method,
    url: `/api${url}`,
    remoteAddress,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      'accept-language': 'en-US',
      ...headers,
    },
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

/** The code an authenticator app shows now (or `steps` time steps later), computed with otplib. */
export const codeOf = (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/** Time passes: the last accepted step is forgotten, so the current code may be used again. */
export async function nextStep(t: TestApp, phone: string) {
  await t.database.db.execute(
    sql`UPDATE operator_totp SET last_step = NULL
        WHERE operator_id = (SELECT id FROM operators WHERE phone = ${phone})`,
  );
}

/** Turns TOTP on for the operator of `token`: answers the secret and the recovery codes. */
export async function turnOn(t: TestApp, token: string) {
  const setup = await call(t, 'POST', '/admin/account/two-factor/setup', token);
  expect(setup.statusCode).toBe(200);
  const { secret, uri, qr } = setup.json().data as { secret: string; uri: string; qr: string };
  expect(uri).toMatch(/^otpauth:\/\/totp\/OpsDeck:/);
  expect(uri).toContain(`secret=${secret}`);
  expect(qr).toMatch(/^data:image\/svg\+xml;base64,/);
  const enabled = await call(t, 'POST', '/admin/account/two-factor/enable', token, {
    code: await codeOf(secret),
  });
  expect(enabled.statusCode).toBe(200);
  return { secret, recoveryCodes: enabled.json().data.recoveryCodes as string[] };
}

export const password =
  (phone: string, pw: string, ip = '127.0.0.1') =>
  (t: TestApp) =>
    call(t, 'POST', '/admin/auth/login', null, { phone, password: pw }, {}, ip);
