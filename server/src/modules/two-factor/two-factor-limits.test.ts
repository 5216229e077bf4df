import { describe, expect, test } from 'vitest';
import { withTestApp } from '../../testing/build-test-app.js';
import { call, codeOf, password, turnOn } from '../../testing/two-factor.js';

const OWN_APP_TIMEOUT = 90_000;

describe('codes are rate-limited like passwords', () => {
  test(
    'after N wrong codes that address is refused, the right code included; a right password does not reset it',
    async () => {
      await withTestApp({ env: { LOGIN_MAX_ATTEMPTS_PER_PHONE: 4 } }, async (t) => {
        const token = await t.login('user');
        const { secret } = await turnOn(t, token);
        const phone = '13800000002';
        const ip = '10.7.0.1';
        const challenge = async () =>
          (await password(phone, 'User@1234', ip)(t)).json().data.challenge as string;
        const c = await challenge(); // 1 failure until verified
        const right = await codeOf(secret, 1);
        const wrong = right === '111111' ? '222222' : '111111';
        for (let i = 0; i < 2; i++) {
          const res = await call(
            t,
            'POST',
            '/admin/auth/login/verify',
            null,
            { challenge: c, code: wrong },
            {},
            ip,
          );
          expect(res.statusCode).toBe(400);
        }
        // a right password answers a challenge but does not clear the failures
        const c2 = await challenge();
        const blocked = await call(
          t,
          'POST',
          '/admin/auth/login/verify',
          null,
          { challenge: c2, code: right },
          {},
          ip,
        );
        expect(blocked.statusCode).toBe(429);
        expect(blocked.json().message).toMatch(/^Too many attempts, try again in \d+ seconds$/);
        // another address is not affected
        const elsewhere = await call(
          t,
          'POST',
          '/admin/auth/login/verify',
          null,
          { challenge: c2, code: right },
          {},
          '10.7.0.2',
        );
        expect(elsewhere.statusCode).toBe(200);
      });
    },
    OWN_APP_TIMEOUT,
  );

  test(
    'parallel guesses of one challenge: at most the limit of codes are checked',
    async () => {
      await withTestApp({ env: { LOGIN_MAX_ATTEMPTS_PER_PHONE: 5 } }, async (t) => {
        const token = await t.login('user');
        await turnOn(t, token);
        const c = (await password('13800000002', 'User@1234', '10.8.0.1')(t)).json().data.challenge;
        const answers = await Promise.all(
          Array.from({ length: 20 }, (_, i) =>
            call(
              t,
              'POST',
              '/admin/auth/login/verify',
              null,
              { challenge: c, code: String(100000 + i) },
              {},
              '10.8.0.1',
            ),
          ),
        );
        const checked = answers.filter((a) => a.statusCode === 400).length;
        const refused = answers.filter((a) => a.statusCode === 429).length;
        expect(checked + refused).toBe(20);
        // the password attempt counts as one failure until the code is right
        expect(checked).toBeLessThanOrEqual(4);
      });
    },
    OWN_APP_TIMEOUT,
  );
});
