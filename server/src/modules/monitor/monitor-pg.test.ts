import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { buildApp } from '../../app.js';
import { type Database, openDatabase } from '../../db/client.js';
import { unheldMember } from '../../testing/members.js';
import { openStream } from '../../testing/monitor-stream.js';
import { freshPgDatabase } from '../../testing/pg-databases.js';
import { WAIT_FOR } from '../../testing/wait.js';
import { DEMO_OPERATORS } from '../demo/operators.js';

/**
 * Two server processes' worth of apps on one PostgreSQL (each its own pool and LISTEN connection):
 * each one's stream sees the other's writes. Runs when OPSDECK_TEST_DATABASE_URL names a PostgreSQL
 * where it may create a database of its own, e.g. `OPSDECK_TEST_DATABASE_URL=postgres://postgres@127.0.0.1:54329/opsdeck_test`.
 */
const url = process.env.OPSDECK_TEST_DATABASE_URL;
if (!url) console.info('monitor on PostgreSQL skipped: set OPSDECK_TEST_DATABASE_URL to run it');

describe.skipIf(!url)('monitor events across two servers on PostgreSQL', () => {
  const databases: Database[] = [];
  const apps: FastifyInstance[] = [];
  const bases: string[] = [];
  let token = '';
  let memberId = 0;

  beforeAll(async () => {
    const first = await freshPgDatabase(url, { members: 30, orders: 100 });
    databases.push(first, await openDatabase({ url: first.url }));
    for (const database of databases) {
      const app = await buildApp({ database, webRoot: null, env: {} });
      apps.push(app);
      bases.push(await app.listen({ port: 0, host: '127.0.0.1' }));
    }
    const admin = DEMO_OPERATORS.find((o) => o.role === 'admin');
    const res = await apps[0]!.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      payload: { phone: admin?.phone, password: admin?.password },
    });
    token = res.json().data.accessToken;
    const m = await unheldMember(first.db);
    memberId = m.id;
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    // the second pool first: closing the first drops the database
    for (const database of databases.reverse()) await database.close();
  });

  const reissue = (app: FastifyInstance, key: string) =>
    app.inject({
      method: 'POST',
      url: '/api/admin/member/patch-coin',
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': key },
      payload: { memberId, coins: 7, reason: 'two servers' },
    });

  test('each server streams the re-issues made on the other', async () => {
    const streams = await Promise.all(bases.map((base) => openStream(base, token)));
    for (const s of streams) {
      await vi.waitFor(() => expect(s.frames.some((f) => f.event === 'ready')).toBe(true), WAIT_FOR);
    }
    const onA = (await reissue(apps[0]!, 'pg-two-a')).json().data.orderNo as string;
    const onB = (await reissue(apps[1]!, 'pg-two-b')).json().data.orderNo as string;
    for (const s of streams) {
      await vi.waitFor(
        () => expect(s.events.map((e) => e.orderNo)).toEqual(expect.arrayContaining([onA, onB])),
        WAIT_FOR,
      );
    }
    // revoking on one server closes the stream open on the other
    await apps[0]!.inject({
      method: 'POST',
      url: '/api/admin/auth/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    await Promise.all(streams.map((s) => s.ended));
    for (const s of streams) expect(s.frames.at(-1)?.event).toBe('revoked');
  });
});
