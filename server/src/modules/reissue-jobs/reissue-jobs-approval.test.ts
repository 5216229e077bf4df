import { DEFAULT_APPROVAL_THRESHOLDS, type ReissueJob } from '@opsdeck/shared/schemas';
import { describe, expect, test } from 'vitest';
import { JOB_TEST, reissueJobKit } from '../../testing/reissue-jobs.js';
import { fourEyesApp } from '../../testing/suite.js';
import { writeSetting } from '../settings/store.js';

// Four eyes on the whole job: a job above the threshold waits for another admin.
const t = fourEyesApp();
const { post, jobOf, finished, ordersPerMember } = reissueJobKit(t);

describe('re-issue jobs: four eyes on the whole job', () => {
  test(
    'a job above the batch threshold waits for another admin; its rows run only once approved',
    JOB_TEST,
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
          filterText: 'search “102”, platform Android',
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
    JOB_TEST,
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
