import { randomUUID } from 'node:crypto';
import type { ReissueJob } from '@opsdeck/shared/schemas';
import { describe, expect, test, vi } from 'vitest';
import { rawRows } from '../../db/raw.js';
import { openStream } from '../../testing/monitor-stream.js';
import { JOB_TEST, JOB_WAIT, reissueJobKit } from '../../testing/reissue-jobs.js';
import { fourEyesApp } from '../../testing/suite.js';
import { WAIT_FOR } from '../../testing/wait.js';

// A re-issue job over a filter or explicit rows, run to its end: count, review, progress, every row once.
const t = fourEyesApp();
const { post, finished, ordersPerMember, invariantViolations } = reissueJobKit(t);

describe('re-issue jobs: filter, review and run', () => {
  test(
    "a filter job's count is the member list's total for the same filter, and every row is issued once",
    JOB_TEST,
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
      expect(r.filterText).toBe('search “101”, status active, platform iOS');
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
      // times as the console's CSV exports write them: UTC+8, plain, with seconds, the zone in the header
      expect(lines[0]?.split(',').at(-1)).toBe('Done at (UTC+8)');
      const first = await t.request('GET', `/admin/reissue-jobs/${job.id}/rows?pageSize=1`, t.admin);
      const doneAt = Date.parse(first.body.data.list[0].doneAt);
      const inUtc8 = new Date(doneAt + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
      expect(lines[1]?.split(',').at(-1)).toBe(inUtc8);

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

  test("the job's progress reaches the monitor's event stream, up to done", JOB_TEST, async () => {
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
    JOB_TEST,
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
      expect(csv.body.split('\r\n')[0]?.endsWith(',完成时间（UTC+8）')).toBe(true);
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
});
