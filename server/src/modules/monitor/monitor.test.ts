import { monitorEventSchema, monitorStatusSchema, rotationItemSchema } from '@opsdeck/shared/schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { queryRows } from '../../db/sql.js';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { unheldMember } from '../../testing/members.js';
import { openStream } from '../../testing/monitor-stream.js';
import { WAIT_FOR } from '../../testing/wait.js';

describe('live monitor', () => {
  let t: TestApp;
  let admin: string;
  let user: string;
  let base: string;
  let memberId: number;
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  const postNote = (content: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/admin/monitor/note', headers, payload: { content } });
  const reissue = (coins: number, key: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/member/patch-coin',
      headers: { ...auth(admin), 'idempotency-key': key },
      payload: { memberId, coins, reason: 'monitor test' },
    });

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await t.login('admin');
    user = await t.login('user');
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const m = await unheldMember(t.database.db);
    memberId = m.id;
  });
  afterAll(() => t.close());

  test('every endpoint is admin only', async () => {
    for (const url of ['activity', 'notes', 'status', 'rotation', 'preview']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin/monitor/${url}`,
        headers: auth(user),
      });
      expect(res.statusCode, url).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: `/api/admin/monitor/${url}` })).statusCode).toBe(401);
    }
    // the activity is the admins' (the jobs-only stream is anyone's: see below)
    const stream = await openStream(base, user);
    expect(stream.status).toBe(403);
    expect((await openStream(base, user, 5)).status).toBe(403);
    const note = await postNote('hi', auth(user));
    expect(note.statusCode).toBe(403);
  });

  test('a re-issue arrives on the open stream with operator, member and order number', async () => {
    const stream = await openStream(base, admin);
    expect(stream.status).toBe(200);
    // the stream writes its own head (a hijacked answer), with every answer's security headers
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers.get('x-content-type-options')).toBe('nosniff');
    expect(stream.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(stream.headers.get('x-request-id')).toBeTruthy();
    await vi.waitFor(() => expect(stream.frames.some((f) => f.event === 'ready')).toBe(true), WAIT_FOR);
    const res = await reissue(25, 'monitor-stream-1');
    expect(res.statusCode).toBe(200);
    const orderNo = res.json().data.orderNo as string;
    await vi.waitFor(() => expect(stream.events.some((e) => e.orderNo === orderNo)).toBe(true), WAIT_FOR);
    const event = monitorEventSchema.parse(stream.events.find((e) => e.orderNo === orderNo));
    expect(event).toMatchObject({ kind: 'reissue', action: 'member.reissueCoins', memberId, coins: 25 });
    expect(event.operator?.name).toBeTruthy();
    expect(stream.frames.find((f) => f.event === 'activity')?.id).toBe(String(event.id));
    stream.close();
  });

  test("the jobs-only stream (only=jobs) carries a job's progress to done and no activity", async () => {
    const jobs = await openStream(base, admin, undefined, 'jobs');
    const all = await openStream(base, admin);
    expect(jobs.status).toBe(200);
    const ready = (s: typeof jobs) => s.frames.some((f) => f.event === 'ready');
    await vi.waitFor(() => expect(ready(jobs) && ready(all)).toBe(true), WAIT_FOR);
    const [a, b] = await queryRows<{ visible_id: string }>(
      t.database.db,
      sql`SELECT visible_id FROM members WHERE status = 'active' ORDER BY id DESC LIMIT 2`,
    );
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/reissue-jobs',
      headers: { ...auth(admin), 'idempotency-key': 'monitor-jobs-only-1' },
      payload: {
        kind: 'coins',
        amount: 1,
        reason: 'jobs-only stream',
        rows: [{ member: a!.visible_id }, { member: b!.visible_id }],
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.id as number;
    await vi.waitFor(
      () => expect(jobs.jobs.some((j) => j.id === id && j.status === 'done' && j.issued === 2)).toBe(true),
      { ...WAIT_FOR, timeout: 60_000 },
    );
    // the job's rows were audited: the full stream has them, the jobs-only one has no activity frame
    await vi.waitFor(
      () => expect(all.events.some((e) => e.action === 'member.reissueCoins')).toBe(true),
      WAIT_FOR,
    );
    expect(jobs.frames.filter((f) => f.event === 'activity')).toEqual([]);
    expect(jobs.events).toEqual([]);
    jobs.close();
    all.close();
  });

  test("a non-admin's jobs-only stream announces their own job from its creation to done, never an admin's job", async () => {
    const mine = await openStream(base, user, undefined, 'jobs');
    const admins = await openStream(base, admin, undefined, 'jobs');
    expect(mine.status).toBe(200);
    const ready = (s: typeof mine) => s.frames.some((f) => f.event === 'ready');
    await vi.waitFor(() => expect(ready(mine) && ready(admins)).toBe(true), WAIT_FOR);
    const [a, b] = await queryRows<{ visible_id: string }>(
      t.database.db,
      sql`SELECT visible_id FROM members WHERE status = 'active' ORDER BY id DESC LIMIT 2`,
    );
    const create = async (token: string, key: string, member: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/reissue-jobs',
        headers: { ...auth(token), 'idempotency-key': key },
        payload: { kind: 'coins', amount: 1, reason: 'own jobs stream', rows: [{ member }] },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.id as number;
    };
    const adminJob = await create(admin, 'monitor-own-jobs-admin', a!.visible_id);
    const userJob = await create(user, 'monitor-own-jobs-user', b!.visible_id);
    // the creation is announced ...
    await vi.waitFor(() => expect(mine.jobs.some((j) => j.id === userJob)).toBe(true), WAIT_FOR);
    // ... then its progress up to done
    await vi.waitFor(
      () =>
        expect(mine.jobs.some((j) => j.id === userJob && j.status === 'done' && j.issued === 1)).toBe(true),
      { ...WAIT_FOR, timeout: 60_000 },
    );
    // the admin's stream carried both jobs to done; the user's never carried the admin's
    await vi.waitFor(
      () =>
        expect(
          [adminJob, userJob].every((id) => admins.jobs.some((j) => j.id === id && j.status === 'done')),
        ).toBe(true),
      { ...WAIT_FOR, timeout: 60_000 },
    );
    expect(mine.jobs.filter((j) => j.id === adminJob)).toEqual([]);
    expect(new Set(mine.jobs.map((j) => j.createdBy.id)).size).toBe(1);
    expect(mine.frames.filter((f) => f.event === 'activity')).toEqual([]);
    mine.close();
    admins.close();
  });

  test('a sign-in and a sign-out arrive on the open stream as auth events', async () => {
    const stream = await openStream(base, admin);
    await vi.waitFor(() => expect(stream.frames.some((f) => f.event === 'ready')).toBe(true), WAIT_FOR);
    const token = await t.login('user');
    const signedIn = () => stream.events.filter((e) => e.action === 'auth.signIn');
    await vi.waitFor(() => expect(signedIn().length).toBeGreaterThan(0), WAIT_FOR);
    const event = monitorEventSchema.parse(signedIn().at(-1));
    expect(event).toMatchObject({ kind: 'auth', targetType: 'session', status: 'ok' });
    expect(event.operator?.name).toBeTruthy();
    const out = await t.app.inject({ method: 'POST', url: '/api/admin/auth/logout', headers: auth(token) });
    expect(out.statusCode).toBe(200);
    await vi.waitFor(
      () =>
        expect(stream.events.some((e) => e.action === 'auth.signOut' && e.targetId === event.targetId)).toBe(
          true,
        ),
      WAIT_FOR,
    );
    // signing out twice writes no second row
    await t.app.inject({ method: 'POST', url: '/api/admin/auth/logout', headers: auth(token) });
    const rows = await queryRows<{ n: string }>(
      t.database.db,
      sql`SELECT count(*) AS n FROM audit_log WHERE action = 'auth.signOut' AND target_id = ${event.targetId}`,
    );
    expect(Number(rows[0]?.n)).toBe(1);
    stream.close();
  });

  test('Last-Event-ID catches up with what was missed, then stays live', async () => {
    const before = (
      await t.app.inject({ method: 'GET', url: '/api/admin/monitor/activity?limit=1', headers: auth(admin) })
    ).json().data as { id: number }[];
    const lastId = before[0]?.id ?? 0;
    const missed = (await reissue(3, 'monitor-catchup-1')).json().data.orderNo as string;
    const stream = await openStream(base, admin, lastId);
    await vi.waitFor(() => expect(stream.events.map((e) => e.orderNo)).toContain(missed), WAIT_FOR);
    expect(stream.events.every((e) => e.id > lastId)).toBe(true);
    const live = (await reissue(4, 'monitor-catchup-2')).json().data.orderNo as string;
    await vi.waitFor(() => expect(stream.events.map((e) => e.orderNo)).toContain(live), WAIT_FOR);
    const ids = stream.events.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    stream.close();
  });

  test('signing out closes the stream', async () => {
    const token = await t.login('admin');
    const stream = await openStream(base, token);
    await vi.waitFor(() => expect(stream.frames.some((f) => f.event === 'ready')).toBe(true), WAIT_FOR);
    const out = await t.app.inject({ method: 'POST', url: '/api/admin/auth/logout', headers: auth(token) });
    expect(out.statusCode).toBe(200);
    await stream.ended;
    expect(stream.frames.at(-1)?.event).toBe('revoked');
    expect((await openStream(base, token)).status).toBe(401);
  });

  test('notes: posted and starred into the stream; bad input is a 400 naming the field', async () => {
    const stream = await openStream(base, admin);
    await vi.waitFor(() => expect(stream.frames.some((f) => f.event === 'ready')).toBe(true), WAIT_FOR);
    const posted = await postNote('  deploy at 22:00  ', auth(admin));
    expect(posted.statusCode).toBe(200);
    const note = posted.json().data;
    expect(note).toMatchObject({ content: 'deploy at 22:00', isCollect: false });
    const star = await t.app.inject({
      method: 'POST',
      url: '/api/admin/monitor/note/star',
      headers: auth(admin),
      payload: { id: note.id, isCollect: true },
    });
    expect(star.json().data.isCollect).toBe(true);
    await vi.waitFor(
      () => expect(stream.events.filter((e) => e.kind === 'note' && e.note?.id === note.id)).toHaveLength(2),
      WAIT_FOR,
    );
    const notes = (
      await t.app.inject({ method: 'GET', url: '/api/admin/monitor/notes', headers: auth(admin) })
    ).json().data as { id: number; isCollect: boolean }[];
    expect(notes[0]).toMatchObject({ id: note.id, isCollect: true });
    stream.close();

    const empty = await postNote('   ', { ...auth(admin), 'accept-language': 'zh-CN' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details[0].field).toBe('content');
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/admin/monitor/note/star',
      headers: auth(admin),
      payload: { id: 999999, isCollect: true },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toContain('999999');
  });

  test('status figures, the rotation list, the preview and activity by kind', async () => {
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/admin/monitor/status',
      headers: auth(admin),
    });
    const figures = monitorStatusSchema.parse(status.json().data);
    expect(figures.db).toBe(t.database.kind);
    expect(figures.requestsPerMinute).toBeGreaterThan(0);
    expect(figures.reissuedCoins24h).toBeGreaterThanOrEqual(25 + 3 + 4);
    const [patched] = await queryRows<{ coins: string }>(
      t.database.db,
      sql`SELECT COALESCE(sum(coins), 0) AS coins FROM orders WHERE kind = 'patch' AND created_at > now() - interval '24 hours'`,
    );
    expect(figures.reissuedCoins24h).toBe(Number(patched?.coins));

    const rotation = (
      await t.app.inject({ method: 'GET', url: '/api/admin/monitor/rotation', headers: auth(admin) })
    ).json().data as unknown[];
    for (const row of rotation) rotationItemSchema.parse(row);
    const [online] = await queryRows<{ n: string }>(
      t.database.db,
      sql`SELECT count(*) AS n FROM collection_items i JOIN collections c ON c.id = i.collection_id WHERE c.status = 'online'`,
    );
    expect(rotation).toHaveLength(Math.min(100, Number(online?.n)));
    // a live (video) wallpaper has its playing time; a still one and a template have none
    const durations = await queryRows<{ kind: string; id: number; d: number | null }>(
      t.database.db,
      sql`SELECT 'wallpaper' AS kind, id, CASE WHEN type = 'live' THEN duration_seconds END AS d FROM wallpapers`,
    );
    const byId = new Map(durations.map((r) => [r.id, r.d]));
    const rows = rotation as { kind: string; id: number; duration: number | null }[];
    for (const r of rows)
      expect(r.duration, `${r.kind} ${r.id}`).toBe(r.kind === 'wallpaper' ? byId.get(r.id) : null);
    expect(rows.some((r) => r.duration !== null)).toBe(true);

    const preview = await t.app.inject({
      method: 'GET',
      url: '/api/admin/monitor/preview',
      headers: auth(admin),
    });
    expect(preview.statusCode).toBe(200);

    const reissues = (
      await t.app.inject({
        method: 'GET',
        url: '/api/admin/monitor/activity?kind=reissue',
        headers: auth(admin),
      })
    ).json().data as { kind: string }[];
    expect(reissues.length).toBeGreaterThanOrEqual(3);
    expect(reissues.every((e) => e.kind === 'reissue')).toBe(true);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/admin/monitor/activity?kind=x',
      headers: auth(admin),
    });
    expect(bad.statusCode).toBe(400);
    for (const lastEventId of ['x', '-1', '1e3', '\u0000']) {
      const stream = await t.app.inject({
        method: 'GET',
        url: `/api/admin/monitor/events?lastEventId=${encodeURIComponent(lastEventId)}`,
        headers: auth(admin),
      });
      expect(stream.statusCode).toBe(400);
    }
  });
});
