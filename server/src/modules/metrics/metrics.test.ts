import { sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { queryRows } from '../../db/sql.js';
import { withTestApp } from '../../testing/build-test-app.js';
import { fourEyesApp } from '../../testing/suite.js';

const t = fourEyesApp({ env: { METRICS_TOKEN: 'metrics-token-for-tests-0123' } });

async function scrape(headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') {
  return t.app.inject({ method: 'GET', url: '/metrics', headers, remoteAddress });
}

/** The value of one series in a Prometheus text answer (0 when absent). */
function value(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const labelText = /\{(.*)\}/.exec(line)?.[1] ?? '';
    if (Object.entries(labels).every(([k, v]) => labelText.includes(`${k}="${v}"`))) {
      return Number(line.split(' ').at(-1));
    }
  }
  return 0;
}

async function activeMember(): Promise<number> {
  const [m] = await queryRows<{ id: number }>(
    t.database.db,
    sql`SELECT id FROM members WHERE status = 'active' ORDER BY id OFFSET 3 LIMIT 1`,
  );
  return Number(m?.id);
}

describe('GET /metrics', { timeout: 60_000 }, () => {
  test('Prometheus text: request durations by route and status, memory, event loop lag, the database', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: '/api/admin/members/1' });
    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(
      value(text, 'http_request_duration_seconds_count', {
        route: '/api/health',
        status: '200',
        method: 'GET',
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      value(text, 'http_request_duration_seconds_count', { route: '/api/admin/members/:id', status: '401' }),
    ).toBeGreaterThanOrEqual(1);
    expect(value(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).toContain('nodejs_heap_size_used_bytes');
    if (t.database.kind === 'pglite') {
      expect(text).toContain('opsdeck_pglite_queue');
      expect(value(text, 'opsdeck_pglite_wait_seconds_count')).toBeGreaterThan(0);
    } else {
      expect(value(text, 'opsdeck_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
      expect(text).toContain('opsdeck_db_pool_waiting');
    }
  });

  test('re-issues and approvals are counted by outcome where the server decides them', async () => {
    const before = (await scrape()).body;
    const memberId = await activeMember();
    const reissue = (coins: number, key: string, dryRun = false) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/member/patch-coin',
        headers: { authorization: `Bearer ${t.admin}`, 'idempotency-key': key },
        payload: { memberId, coins, reason: 'metrics test', ...(dryRun ? { dryRun } : {}) },
      });
    expect((await reissue(5, 'metrics-1')).statusCode).toBe(200);
    expect((await reissue(5, 'metrics-1')).statusCode).toBe(200);
    expect((await reissue(6, 'metrics-1')).statusCode).toBe(409);
    expect((await reissue(5, 'metrics-2', true)).statusCode).toBe(200);
    const held = await reissue(10_001, 'metrics-3');
    expect(held.statusCode).toBe(202);
    const approval = held.json().data.approvalId as number;
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/approvals/${approval}/approve`,
      headers: { authorization: `Bearer ${t.admin2}` },
    });
    expect(approved.statusCode).toBe(200);

    const after = (await scrape()).body;
    const delta = (name: string, labels: Record<string, string>) =>
      value(after, name, labels) - value(before, name, labels);
    expect(delta('opsdeck_reissues_total', { kind: 'coins', outcome: 'issued' })).toBe(1);
    expect(delta('opsdeck_reissues_total', { kind: 'coins', outcome: 'replayed' })).toBe(1);
    expect(delta('opsdeck_reissues_total', { kind: 'coins', outcome: 'conflict' })).toBe(1);
    expect(delta('opsdeck_reissues_total', { kind: 'coins', outcome: 'dry_run' })).toBe(1);
    expect(delta('opsdeck_reissues_total', { kind: 'coins', outcome: 'held_for_approval' })).toBe(1);
    expect(delta('opsdeck_approvals_total', { kind: 'patch_coins', outcome: 'approved' })).toBe(1);
  });

  test('from another machine: 401 without the METRICS_TOKEN bearer, 200 with it', async () => {
    const far = '10.1.2.3';
    const none = await scrape({}, far);
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toContain('METRICS_TOKEN');
    expect((await scrape({ authorization: 'Bearer wrong-token-of-the-same-size' }, far)).statusCode).toBe(
      401,
    );
    const ok = await scrape({ authorization: 'Bearer metrics-token-for-tests-0123' }, far);
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain('http_request_duration_seconds');
  });

  test('without METRICS_TOKEN, only callers on this machine may read it (403 in their language)', async () => {
    await withTestApp({}, async (plain) => {
      const far = await plain.app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress: '192.168.1.9',
        headers: { 'accept-language': 'zh-CN', authorization: 'Bearer anything-at-all-here' },
      });
      expect(far.statusCode).toBe(403);
      expect(far.json().message).toContain('本机');
      const near = await plain.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '::1' });
      expect(near.statusCode).toBe(200);
    });
  });
});
