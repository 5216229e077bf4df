import { sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { type TestApp, withTestApp } from '../../testing/build-test-app.js';

const admin = { phone: '13800000001', password: 'Admin@123' };

function login(t: TestApp, payload: unknown, remoteAddress: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/auth/login',
    payload: payload as object,
    remoteAddress,
  });
}

async function rows<T>(t: TestApp, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await t.database.db.execute(query)) as unknown;
  return (Array.isArray(result) ? result : ((result as { rows?: T[] }).rows ?? [])) as T[];
}

/** Every wrong password that got past the limits was checked and answered 400; refused ones 429. */
function tally(statuses: number[]) {
  return {
    checked: statuses.filter((s) => s === 400).length,
    refused: statuses.filter((s) => s === 429).length,
    other: statuses.filter((s) => s !== 400 && s !== 429).length,
  };
}

describe('sign-in limits hold under parallel guesses', () => {
  test('60 parallel wrong passwords for one phone from one address: at most 5 password checks', async () => {
    await withTestApp({}, async (t) => {
      const answers = await Promise.all(
        Array.from({ length: 60 }, () => login(t, { ...admin, password: 'wrong' }, '10.3.0.1')),
      );
      const counts = tally(answers.map((a) => a.statusCode));
      console.info('per pair, 60 parallel:', counts);
      expect(counts.other).toBe(0);
      expect(counts.checked).toBeLessThanOrEqual(5);
      expect(counts.checked + counts.refused).toBe(60);
      const [failures] = await rows<{ n: number }>(
        t,
        sql`SELECT count(*)::int AS n FROM login_attempts WHERE ip = '10.3.0.1' AND NOT succeeded`,
      );
      expect(failures?.n).toBe(counts.checked);
    });
  });

  test('100 parallel wrong passwords from one address over many phones: at most 30 password checks', async () => {
    await withTestApp({ env: { LOGIN_MAX_ATTEMPTS_PER_PHONE: 1000 } }, async (t) => {
      const answers = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          login(t, { phone: `139${String(i).padStart(8, '0')}`, password: 'wrong' }, '10.4.0.1'),
        ),
      );
      const counts = tally(answers.map((a) => a.statusCode));
      console.info('per IP, 100 parallel:', counts);
      expect(counts.other).toBe(0);
      expect(counts.checked).toBeLessThanOrEqual(30);
      expect(counts.checked + counts.refused).toBe(100);
    });
  });

  test('failures for a phone from many addresses slow it down and notify admins, never refuse a clean address', async () => {
    await withTestApp({ env: { LOGIN_SLOWDOWN_MS: 50 } }, async (t) => {
      // 5 addresses, 4 wrong passwords each: no pair reaches its limit, 20 failures for the phone
      const spread = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          login(t, { ...admin, password: 'wrong' }, `10.5.0.${(i % 5) + 1}`),
        ),
      );
      expect(tally(spread.map((a) => a.statusCode))).toEqual({ checked: 20, refused: 0, other: 0 });
      const started = Date.now();
      const real = await login(t, admin, '10.5.1.1');
      expect(real.statusCode).toBe(200);
      expect(Date.now() - started).toBeGreaterThanOrEqual(45);
      const notices = await rows<{ title: string; content: string }>(
        t,
        sql`SELECT m.title, m.content FROM messages m JOIN operators o ON o.id = m.operator_id
            WHERE m.type = 'notice' AND o.role = 'admin' AND m.title LIKE '%13800000001%'`,
      );
      expect(notices.length).toBeGreaterThanOrEqual(1);
      expect(notices[0]?.content).toMatch(/wrong passwords for 13800000001 from \d+ addresses/);
      // one notice per phone per window, however many more attempts come
      await login(t, { ...admin, password: 'wrong' }, '10.5.0.6');
      const again = await rows<{ n: number }>(
        t,
        sql`SELECT count(*)::int AS n FROM messages WHERE type = 'notice' AND title LIKE '%13800000001%'`,
      );
      expect(again[0]?.n).toBe(notices.length);
      // the admin sees it in the message box
      const token = (real.json() as { data: { accessToken: string } }).data.accessToken;
      const box = await t.app.inject({
        method: 'GET',
        url: '/api/message/list?type=notice',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(JSON.stringify(box.json())).toContain('13800000001');
    });
  });
});
