import { randomUUID } from 'node:crypto';
import { DEFAULT_APPROVAL_THRESHOLDS, type ReissueJob } from '@opsdeck/shared/schemas';
import { describe, expect, test, vi } from 'vitest';
import { rawRows } from '../../db/raw.js';
import { queryRows } from '../../db/sql.js';
import { openStream } from '../../testing/monitor-stream.js';
import { fourEyesApp } from '../../testing/suite.js';
import { WAIT_FOR } from '../../testing/wait.js';
import { invariantViolationsSql } from '../ledger/service.js';
import { writeSetting } from '../settings/store.js';

const t = fourEyesApp();

/** A job of a few dozen rows takes seconds; a loaded 2-core machine may be ten times slower. */
const JOB_WAIT = 90_000;
const TEST = { timeout: 2 * JOB_WAIT };

function post(body: unknown, opts: { token?: string; key?: string | null; locale?: string } = {}) {
  const key = opts.key === undefined ? randomUUID() : opts.key;
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/reissue-jobs',
    headers: {
      authorization: `Bearer ${opts.token ?? t.admin}`,
      'content-type': 'application/json',
      'accept-language': opts.locale ?? 'en-US',
      ...(key ? { 'idempotency-key': key } : {}),
    },
    payload: JSON.stringify(body),
  });
}

async function jobOf(id: number, token = t.admin): Promise<ReissueJob> {
  const res = await t.request('GET', `/admin/reissue-jobs/${id}`, token);
  expect(res.status).toBe(200);
  return res.body.data as ReissueJob;
}

/** Waits until the job has stopped changing, and answers it. */
async function finished(id: number): Promise<ReissueJob> {
  return vi.waitFor(
    async () => {
      const job = await jobOf(id);
      expect(['done', 'cancelled', 'failed']).toContain(job.status);
      return job;
    },
    { ...WAIT_FOR, timeout: JOB_WAIT },
  );
}

/** Orders issued under the job's keys, per member: each must be exactly one. */
async function ordersPerMember(jobId: number) {
  return rawRows<{ member_id: number; n: string | number; coins: string | number }>(
    t.database.db,
    `SELECT member_id, count(*) AS n, sum(coins) AS coins FROM orders
      WHERE idempotency_key LIKE $1 GROUP BY member_id`,
    [`reissue-job:${jobId}:%`],
  );
}

async function invariantViolations(): Promise<number> {
  const rows = await queryRows<{ id: number }>(t.database.db, invariantViolationsSql);
  return rows.length;
}

describe('re-issue jobs: filter, review and run', () => {
  test(
    "a filter job's count is the member list's total for the same filter, and every row is issued once",
    TEST,
    async () => {
      const filter = { q: '101', status: 'active', platform: 'ios' };
      const list = await t.request(
        'GET',
        '/admin/members?q=101&status=active&platform=ios&pageSize=1',
        t.admin,
      );
      const listTotal = list.body.data.total as number;
      expect(listTotal).toBeGreaterThan(0);

      const review = await post({ kind: 'coins', amount: 7, reason: 'payment outage', filter, dryRun: true });
      expect(review.statusCode).toBe(200);
      const r = review.json().data;
      expect(r).toMatchObject({ dryRun: true, count: listTotal, total: listTotal * 7, needsApproval: false });
      expect(r.filterText).toBe('search “101”, status active, platform ios');
      expect(r.sample.length).toBeGreaterThan(0);
      // a dry run writes nothing
      expect(await rawRows(t.database.db, 'SELECT 1 FROM reissue_jobs')).toHaveLength(0);

      const created = await post({ kind: 'coins', amount: 7, reason: 'payment outage', filter });
      expect(created.statusCode).toBe(200);
      const job = created.json().data as ReissueJob;
      expect(job.count).toBe(listTotal);
      expect(job.total).toBe(listTotal * 7);
      const done = await finished(job.id);
      expect(done).toMatchObject({ status: 'done', issued: listTotal, replayed: 0, failed: 0, left: 0 });
      const orders = await ordersPerMember(job.id);
      expect(orders).toHaveLength(listTotal);
      expect(orders.every((o) => Number(o.n) === 1 && Number(o.coins) === 7)).toBe(true);
      expect(await invariantViolations()).toBe(0);

      const csv = await t.app.inject({
        method: 'GET',
        url: `/api/admin/reissue-jobs/${job.id}/result.csv`,
        headers: { authorization: `Bearer ${t.admin}` },
      });
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toContain('text/csv');
      const lines = csv.body.trim().split('\r\n');
      expect(lines).toHaveLength(listTotal + 1);
      expect(lines[1]).toMatch(/^1,\d{8},7,payment outage,Issued,PAT\d+,,/);

      // /metrics: the rows counted by outcome, the jobs by state (counted when a job changes)
      await vi.waitFor(async () => {
        const metrics = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
        const value = (name: string) =>
          Number(metrics.body.match(new RegExp(`^${name} (\\d+)$`, 'm'))?.[1] ?? -1);
        expect(
          value('opsdeck_job_rows_total\\{kind="reissue_coins",outcome="issued"\\}'),
        ).toBeGreaterThanOrEqual(listTotal);
        expect(value('opsdeck_jobs\\{kind="reissue_coins",state="done"\\}')).toBeGreaterThanOrEqual(1);
        expect(value('opsdeck_jobs\\{kind="reissue_vip",state="running"\\}')).toBe(0);
      }, WAIT_FOR);
    },
  );

  test("the job's progress reaches the monitor's event stream, up to done", TEST, async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openStream(base, t.admin);
    try {
      await vi.waitFor(() => expect(stream.frames.some((f) => f.event === 'ready')).toBe(true), WAIT_FOR);
      const res = await post({ kind: 'coins', amount: 3, reason: 'stream me', filter: { q: '103' } });
      const job = res.json().data as ReissueJob;
      await vi.waitFor(
        () => expect(stream.jobs.some((j) => j.id === job.id && j.status === 'done')).toBe(true),
        { ...WAIT_FOR, timeout: JOB_WAIT },
      );
      const last = stream.jobs.filter((j) => j.id === job.id).at(-1);
      expect(last).toMatchObject({ issued: job.count, left: 0 });
    } finally {
      stream.close();
    }
  });

  test(
    'explicit rows: each its own amount; banned members fail their row only; a repeat of the key answers the same job',
    TEST,
    async () => {
      const members = await rawRows<{ visible_id: string; status: string }>(
        t.database.db,
        `(SELECT visible_id, status FROM members WHERE status = 'active' ORDER BY id LIMIT 3)
        UNION ALL (SELECT visible_id, status FROM members WHERE status = 'banned' ORDER BY id LIMIT 1)`,
      );
      expect(members).toHaveLength(4);
      const rows = members.map((m, i) => ({ member: m.visible_id, amount: i + 1 }));
      const key = randomUUID();
      const body = { kind: 'vip', reason: 'broken unlock', rows };
      const first = await post(body, { key });
      expect(first.statusCode).toBe(200);
      const job = first.json().data as ReissueJob;
      expect(job).toMatchObject({ count: 4, total: 10, filter: null, filterText: '4 listed rows' });
      const again = await post(body, { key });
      expect(again.json().data.id).toBe(job.id);
      const other = await post({ ...body, reason: 'another reason' }, { key });
      expect(other.statusCode).toBe(409);

      const done = await finished(job.id);
      expect(done).toMatchObject({ status: 'done', issued: 3, failed: 1, left: 0 });
      const grants = await rawRows<{ days: number }>(
        t.database.db,
        `SELECT g.days FROM vip_grants g JOIN orders o ON o.id = g.ref_id AND g.source = 'patch'
        WHERE o.idempotency_key LIKE $1 ORDER BY g.days`,
        [`reissue-job:${job.id}:%`],
      );
      expect(grants.map((g) => g.days)).toEqual([1, 2, 3]);
      const csv = await t.app.inject({
        method: 'GET',
        url: `/api/admin/reissue-jobs/${job.id}/result.csv`,
        headers: { authorization: `Bearer ${t.admin}`, 'accept-language': 'zh-CN' },
      });
      expect(csv.body).toContain('封禁');
      expect(csv.body).toContain('失败');
      // the rows page: every row with its result, one state at a time, errors in the caller's language
      const page = await t.request('GET', `/admin/reissue-jobs/${job.id}/rows?pageSize=2`, t.admin);
      expect(page.status).toBe(200);
      expect(page.body.data.total).toBe(4);
      expect(page.body.data.list.map((r: { seq: number }) => r.seq)).toEqual([1, 2]);
      expect(page.body.data.list[0]).toMatchObject({ visibleId: members[0]?.visible_id, state: 'issued' });
      expect(page.body.data.list[0].orderNo).toMatch(/^PAT\d+/);
      const failedRows = await t.request('GET', `/admin/reissue-jobs/${job.id}/rows?state=failed`, t.admin);
      expect(failedRows.body.data).toMatchObject({
        total: 1,
        list: [{ seq: 4, state: 'failed', orderNo: null }],
      });
      expect(failedRows.body.data.list[0].error).toMatch(/banned/i);
      const badState = await t.request('GET', `/admin/reissue-jobs/${job.id}/rows?state=done`, t.admin);
      expect(badState.status).toBe(400);
    },
  );

  test('bad input is refused naming the field, and nothing is written', TEST, async () => {
    const before = await rawRows(t.database.db, 'SELECT 1 FROM reissue_jobs');
    const misspelt = await post({
      kind: 'coins',
      amount: 5,
      reason: 'x outage',
      filter: { stauts: 'active' },
    });
    expect(misspelt.statusCode).toBe(400);
    expect(JSON.stringify(misspelt.json())).toContain('stauts');
    const both = await post({
      kind: 'coins',
      amount: 5,
      reason: 'outage',
      filter: {},
      rows: [{ member: '10000001' }],
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().details[0].message).toContain('either filter');
    const tooMuch = await post({ kind: 'vip', amount: 5000, reason: 'outage', filter: {} });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().details[0]).toMatchObject({ field: 'amount' });
    const noKey = await post({ kind: 'coins', amount: 5, reason: 'outage', filter: {} }, { key: null });
    expect(noKey.statusCode).toBe(400);
    const [a, b] = await rawRows<{ visible_id: string }>(
      t.database.db,
      'SELECT visible_id FROM members ORDER BY id LIMIT 2',
    );
    const twice = await post(
      {
        kind: 'coins',
        amount: 5,
        reason: 'outage',
        rows: [{ member: a?.visible_id }, { member: b?.visible_id }, { member: a?.visible_id }],
      },
      { locale: 'zh-CN' },
    );
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toContain('第 1 行和第 3 行');
    const unknown = await post({
      kind: 'coins',
      amount: 5,
      reason: 'outage',
      rows: [{ member: '00000000' }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('00000000');
    const none = await post({
      kind: 'coins',
      amount: 5,
      reason: 'outage',
      filter: { q: 'no such nickname zzz' },
    });
    expect(none.statusCode).toBe(422);
    expect(await rawRows(t.database.db, 'SELECT 1 FROM reissue_jobs')).toHaveLength(before.length);
  });
});

describe('re-issue jobs: four eyes on the whole job', () => {
  test(
    'a job above the batch threshold waits for another admin; its rows run only once approved',
    TEST,
    async () => {
      // the batch threshold is a stored setting; here 1,000 coins
      await writeSetting(
        t.database.db,
        'approval_thresholds',
        { ...DEFAULT_APPROVAL_THRESHOLDS, jobCoins: 1000 },
        null,
      );
      const filter = { q: '102', platform: 'android' };
      const res = await post({ kind: 'coins', amount: 1000, reason: 'big outage', filter });
      expect(res.statusCode).toBe(202);
      const job = res.json().data as ReissueJob;
      expect(job.status).toBe('pending_approval');
      expect(job.approvalId).toBeGreaterThan(0);
      expect(job.total).toBeGreaterThan(1000);
      const approval = await t.request('GET', `/admin/approvals/${job.approvalId}`, t.admin2);
      expect(approval.body.data).toMatchObject({
        kind: 'reissue_job',
        status: 'pending',
        payload: {
          jobId: job.id,
          count: job.count,
          total: job.total,
          filterText: 'search “102”, platform android',
        },
      });
      // nothing ran while it waits
      expect(await ordersPerMember(job.id)).toHaveLength(0);
      // the requester cannot approve their own job
      const own = await t.request('POST', `/admin/approvals/${job.approvalId}/approve`, t.admin, {});
      expect(own.status).toBe(403);
      expect((await jobOf(job.id)).status).toBe('pending_approval');

      const ok = await t.request('POST', `/admin/approvals/${job.approvalId}/approve`, t.admin2, {});
      expect(ok.status).toBe(200);
      const done = await finished(job.id);
      expect(done).toMatchObject({ status: 'done', issued: job.count, left: 0 });
      const orders = await ordersPerMember(job.id);
      expect(orders).toHaveLength(job.count);
      expect(orders.every((o) => Number(o.n) === 1)).toBe(true);
    },
  );

  test(
    'a rejected job is cancelled and never runs; cancelling a waiting job stops it too',
    TEST,
    async () => {
      const res = await post({
        kind: 'coins',
        amount: 2000,
        reason: 'too big',
        filter: { status: 'active' },
      });
      expect(res.json().data.status).toBe('pending_approval');
      expect(res.statusCode).toBe(202);
      const job = res.json().data as ReissueJob;
      const rejected = await t.request('POST', `/admin/approvals/${job.approvalId}/reject`, t.admin2, {
        reason: 'too much',
      });
      expect(rejected.status).toBe(200);
      expect(await jobOf(job.id)).toMatchObject({
        status: 'cancelled',
        cancelled: job.count,
        issued: 0,
        refusal: 'rejected',
        error: 'The approval was rejected',
      });

      const second = (
        await post({ kind: 'coins', amount: 3000, reason: 'too big', filter: { status: 'active' } })
      ).json().data as ReissueJob;
      // another operator (not admin) cannot cancel it
      const byUser = await t.request('POST', `/admin/reissue-jobs/${second.id}/cancel`, t.user, {});
      expect(byUser.status).toBe(404);
      const cancelled = await t.request('POST', `/admin/reissue-jobs/${second.id}/cancel`, t.admin, {});
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.data).toMatchObject({
        status: 'cancelled',
        cancelled: second.count,
        refusal: null,
      });
      const late = await t.request('POST', `/admin/approvals/${second.approvalId}/approve`, t.admin2, {});
      expect(late.status).toBe(409);
      expect(await ordersPerMember(job.id)).toHaveLength(0);
      expect(await ordersPerMember(second.id)).toHaveLength(0);
    },
  );
});

describe('re-issue jobs: cancel a running job', () => {
  test(
    'after the cancel answers, no further row is issued; issued + failed + cancelled = count',
    TEST,
    async () => {
      await writeSetting(t.database.db, 'approval_thresholds', DEFAULT_APPROVAL_THRESHOLDS, null);
      const res = await post({ kind: 'coins', amount: 1, reason: 'cancel me', filter: {} });
      expect(res.statusCode).toBe(200);
      const job = res.json().data as ReissueJob;
      expect(job.count).toBeGreaterThan(1000);
      await vi.waitFor(async () => expect((await jobOf(job.id)).issued).toBeGreaterThan(0), {
        ...WAIT_FOR,
        timeout: JOB_WAIT,
      });
      const cancel = await t.request('POST', `/admin/reissue-jobs/${job.id}/cancel`, t.admin, {});
      // it may have finished first on a fast machine
      if (cancel.status === 409) return;
      expect(cancel.status).toBe(200);
      const after = cancel.body.data as ReissueJob;
      expect(after.status).toBe('cancelled');
      expect(after.left).toBe(0);
      expect(after.issued + after.failed + after.cancelled).toBe(job.count);
      const orders = await ordersPerMember(job.id);
      expect(orders).toHaveLength(after.issued);
      // the engine's next batch sees the cancel: nothing more is issued
      const later = await jobOf(job.id);
      expect(later.issued).toBe(after.issued);
      expect(await ordersPerMember(job.id)).toHaveLength(after.issued);
      const audit = await rawRows<{ action: string }>(
        t.database.db,
        `SELECT action FROM audit_log WHERE target_type = 'reissueJob' AND target_id = $1 ORDER BY id`,
        [String(job.id)],
      );
      expect(audit.map((a) => a.action)).toEqual(['reissueJob.create', 'reissueJob.cancel']);
    },
  );
});

describe('members lookup (the CLI batch resolves a whole file in one request)', () => {
  test('member IDs, phones and internal ids in one request; the unknown ones listed', async () => {
    const [m] = await rawRows<{ id: number; visible_id: string; phone: string }>(
      t.database.db,
      'SELECT id, visible_id, phone FROM members ORDER BY id LIMIT 1',
    );
    if (!m) throw new Error('no member');
    const res = await t.request('POST', '/admin/members/lookup', t.user, {
      refs: [m.visible_id, m.phone, String(m.id), '00000000', m.visible_id],
    });
    expect(res.status).toBe(200);
    expect(res.body.data.missing).toEqual(['00000000']);
    expect(res.body.data.found).toHaveLength(3);
    for (const f of res.body.data.found) expect(f).toMatchObject({ id: m.id, visibleId: m.visible_id });
    const bad = await t.request('POST', '/admin/members/lookup', t.user, { refs: ['abc'] });
    expect(bad.status).toBe(400);
  });
});
