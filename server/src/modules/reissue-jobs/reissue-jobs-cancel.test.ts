import { DEFAULT_APPROVAL_THRESHOLDS, type ReissueJob } from '@opsdeck/shared/schemas';
import { describe, expect, test, vi } from 'vitest';
import { rawRows } from '../../db/raw.js';
import { JOB_TEST, JOB_WAIT, reissueJobKit } from '../../testing/reissue-jobs.js';
import { fourEyesApp } from '../../testing/suite.js';
import { WAIT_FOR } from '../../testing/wait.js';
import { writeSetting } from '../settings/store.js';

// Cancelling a running job: no row issued after the cancel answers.
const t = fourEyesApp();
const { post, jobOf, ordersPerMember } = reissueJobKit(t);

describe('re-issue jobs: cancel a running job', () => {
  test(
    'after the cancel answers, no further row is issued; issued + failed + cancelled = count',
    JOB_TEST,
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
