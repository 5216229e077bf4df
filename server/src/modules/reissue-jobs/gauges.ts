import { REISSUE_JOB_STATUSES } from '@opsdeck/shared/schemas';
import type { Db } from '../../db/client.js';
import { num, rawRows } from '../../db/raw.js';
import { setJobs } from '../metrics/counters.js';

/** The least time between two counts: a burst of state changes is counted once after it. */
const MIN_GAP_MS = 1000;

/**
 * The jobs gauge of /metrics (`opsdeck_jobs{kind="reissue_coins|reissue_vip", state}`): the jobs of
 * each kind in each state, counted from the database (so every server process reports the same
 * figures) when a job changes state (the job channel's notices) and at start-up. Counts are at most
 * one a second; a change during the gap is counted at its end.
 */
export class JobGauges {
  private last = 0;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly onError: (err: unknown) => void,
  ) {}

  /** Counts now, or once the gap since the last count has passed. */
  refresh(): Promise<void> {
    if (this.stopped || this.timer) return Promise.resolve();
    const wait = this.last + MIN_GAP_MS - Date.now();
    if (wait <= 0) return this.count();
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.count();
    }, wait);
    this.timer.unref();
    return Promise.resolve();
  }

  private async count(): Promise<void> {
    this.last = Date.now();
    try {
      const rows = await rawRows<{ kind: string; status: string; n: number | string }>(
        this.db,
        'SELECT kind, status, count(*) AS n FROM reissue_jobs GROUP BY kind, status',
      );
      if (this.stopped) return;
      for (const kind of ['coins', 'vip']) {
        for (const state of REISSUE_JOB_STATUSES) {
          const row = rows.find((r) => r.kind === kind && r.status === state);
          setJobs(`reissue_${kind}`, state, row ? num(row.n) : 0);
        }
      }
    } catch (err) {
      this.onError(err);
    }
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
